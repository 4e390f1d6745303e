/**
 * Where a word stands in its message: the clause it belongs to, and whether that clause negates it
 * ("no units", "not after growth", "drop Ballarat") or accepts it ("heritage is fine", "don't mind
 * bushfire"). Every reader asks these questions through its Reading (./reading.ts).
 */
import { ACCEPTING, ACCEPTING_AFTER, CLAUSE_BREAK, CORRECTION, EXCEPTION_BEFORE, NEGATORS, NO_HEADING } from "./lexicon";

/** The text of the clause before `pos` (back to the last clause break). */
export function clauseBefore(t: string, pos: number): string {
  const before = t.slice(Math.max(0, pos - 60), pos);
  let cut = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) cut = m.index! + m[0].length;
  return before.slice(cut);
}

/** A negation in the clause before `pos`. */
export function negated(t: string, pos: number): boolean {
  return negatorEnd(t, pos) !== null;
}

/**
 * Where the negation before `pos` ends (the index in `t` after its last negator), or null when there is none.
 * Only the last six words of the clause: "no" further back is a different thought; "no actually", "no wait"
 * correct the last turn rather than negate. An exception ("anything but units", "any type except land", "any
 * property type bar apartments") negates what follows it, though "but" otherwise ends a clause.
 */
export function negatorEnd(t: string, pos: number): number | null {
  const base = Math.max(0, pos - 48);
  const exception = EXCEPTION_BEFORE.exec(t.slice(base, pos));
  if (exception) return base + exception.index + exception[0].lastIndexOf(exception[1]) + exception[1].length;
  const clause = clauseBefore(t, pos).replace(CORRECTION, (m) => " ".repeat(m.length));
  const six = /(?:\S+\s*){0,6}$/.exec(clause)!;
  const tail = clause.slice(six.index);
  let end: number | null = null;
  for (const m of tail.matchAll(new RegExp(NEGATORS.source, "gi"))) end = pos - tail.length + m.index! + m[0].length;
  return end;
}

/** Acceptance of the words at start…end: before them in their clause, or just after them. */
export function accepting(t: string, start: number, end: number): boolean {
  return ACCEPTING.test(clauseBefore(t, start)) || ACCEPTING_AFTER.test(t.slice(end, end + 40));
}

/**
 * "NOT WANT:\n- apartment", "anywhere in Moreton Bay EXCEPT:\n- Caboolture\n- Morayfield": a bulleted item under a heading
 * of things ruled out (the text is the message's, lower case or not).
 */
export function underNoHeading(t: string, start: number): boolean {
  const lines = t.slice(0, start).split("\n");
  if (!/^\s*[-*•]/.test(lines[lines.length - 1])) return false;
  for (let i = lines.length - 2; i >= 0; i--) {
    const line = lines[i].trim();
    if (/:$/.test(line)) return NO_HEADING.test(line);
    if (!/^[-*•]/.test(line)) return false;
  }
  return false;
}
