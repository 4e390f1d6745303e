/**
 * Spec 1 section 4: when an assistant reply mentions property matches, properties
 * found or search results, the page goes to /matches.
 */
const ANNOUNCES_MATCHES = /property matches|properties found|search results/i;

export function announcesMatches(text: string): boolean {
  return ANNOUNCES_MATCHES.test(text);
}

/** Spec 1 section 4: polling stops once this arrives. */
export const ANALYSIS_COMPLETE_TEXT = "All property analysis complete";
