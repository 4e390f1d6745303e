/**
 * Spec 1 section 4: when an assistant reply mentions property matches, properties
 * found or search results, the page goes to /matches ("1 property match" is one too).
 * The built-in assistant words its announcement to match, and nothing else it says.
 */
export const ANNOUNCES_MATCHES = /property match(?:es)?\b|properties found|search results/i;

export function announcesMatches(text: string): boolean {
  return ANNOUNCES_MATCHES.test(text);
}

/** Spec 1 section 4: polling stops once this arrives. */
export const ANALYSIS_COMPLETE_TEXT = "All property analysis complete";
