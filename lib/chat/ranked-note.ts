/**
 * The chat's "Found N property matches" says what the search dialog and the matches page
 * say: that only the best of them are analysed and ranked (formatRankedCount in
 * lib/search/messages.ts gives the words). The note goes right after the announcement's
 * first sentence, where the count is; an announcement of another shape gets it at the end.
 */
export function withRankedNote(announcement: string, note: string | null): string {
  if (!note) return announcement;
  const firstSentence = /^(.*?[.!?])(\s+)(?=\S)/s.exec(announcement);
  if (!firstSentence) return `${announcement.trimEnd()} ${note}`;
  return `${firstSentence[1]} ${note}${firstSentence[2]}${announcement.slice(firstSentence[0].length)}`;
}
