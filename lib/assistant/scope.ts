/**
 * Where a word stands in its message: the clause it belongs to, and whether that clause negates it
 * ("no units", "not after growth", "drop Ballarat") or accepts it ("heritage is fine", "don't mind
 * bushfire"). Every reader asks these questions through its Reading (./reading.ts).
 */
import { ACCEPTING, ACCEPTING_AFTER, CLAUSE_BREAK, CORRECTION, NEGATORS } from "./lexicon";

/** The text of the clause before `pos` (back to the last clause break). */
export function clauseBefore(t: string, pos: number): string {
  const before = t.slice(Math.max(0, pos - 60), pos);
  let cut = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) cut = m.index! + m[0].length;
  return before.slice(cut);
}

/** A negation in the clause before `pos`. */
export function negated(t: string, pos: number): boolean {
  // Only the last six words of the clause: "no" further back is a different thought; "no actually",
  // "no wait" correct the last turn rather than negate.
  const words = clauseBefore(t, pos)
    .replace(CORRECTION, " ")
    .trim()
    .split(/\s+/)
    .slice(-6)
    .join(" ");
  return NEGATORS.test(words);
}

/** Acceptance of the words at start…end: before them in their clause, or just after them. */
export function accepting(t: string, start: number, end: number): boolean {
  return ACCEPTING.test(clauseBefore(t, start)) || ACCEPTING_AFTER.test(t.slice(end, end + 40));
}
