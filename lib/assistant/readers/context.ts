import { CONTEXT_CUES, CONTEXT_END, JOB_WORD, NOT_A_JOB, ORIGIN_END, PROPER_NAME, WISH_BEFORE } from "../lexicon";
import type { Reading } from "../reading";

/** A context clause runs at most this far: a bound on what one cue can hide. */
const MAX_SCOPE = 100;

/**
 * Reads what the buyer says about their situation, not what they want: where they live or rent
 * ("we live in Newtown", "currently renting in Kirwan", "I'm in Melbourne"), where they come from
 * ("grew up in Ballarat", "moving from Perth"), where they work ("I work in Parramatta", "I'm a nurse
 * at Westmead"), what they already own ("we own a unit in Toowong", "sold our place in Canberra"),
 * what others do ("my brother lives in Rockingham and reckons…", "my kid just drew a house") and
 * places given up ("was going to look at Craigieburn"). It reads first and marks each clause as
 * context, so no later reader reads a wish in it; the places reader notes its places (never
 * stored) and a workplace, which "within 30 minutes of work" can refer to.
 */
export function readContext(r: Reading): void {
  const { t, text, delta: d } = r;
  for (const cue of CONTEXT_CUES) {
    for (const m of t.matchAll(cue.re)) {
      const start = m.index!;
      const cueEnd = start + m[0].length;
      if (r.contextAt(start, cueEnd)) continue;
      if (cue.role !== "others" && cue.role !== "past" && WISH_BEFORE.test(t.slice(Math.max(0, start - 30), start))) continue;
      if (cue.capitalAfter && !/^\s+[A-Z]/.test(text.slice(cueEnd, cueEnd + 3))) continue;
      if (cue.job && (!JOB_WORD.test(m[1]) || NOT_A_JOB.test(m[1]))) continue;
      const rest = t.slice(cueEnd, cueEnd + MAX_SCOPE);
      let end = rest.search(CONTEXT_END);
      if (cue.role === "origin") {
        const to = rest.search(ORIGIN_END);
        if (to >= 0 && (end < 0 || to < end)) end = to;
      }
      // A cue's scope ends with its clause (../clauses.ts): "my brother lives in Mackay and reckons Andergrove is the go".
      // Its places after the clause take their own clauses' roles; nothing after it is read as a wish of the buyer's.
      const clause = r.clauses().find((c) => start >= c.start && start < c.end);
      const cueScope = cueEnd + (end < 0 ? rest.length : end);
      const scopeEnd = Math.min(cueScope, clause && clause.end > cueEnd ? clause.end : Infinity);
      r.consumeContext(start, scopeEnd, cue.role);
      if (cueScope > scopeEnd) r.mute(scopeEnd, cueScope);
      if (cue.role === "work" && d.workplace === undefined) {
        // The workplace as written: "the Royal Melbourne Hospital"; the places reader prefers a place that is all of it.
        const name = PROPER_NAME.exec(text.slice(cueEnd, scopeEnd));
        if (name) d.workplace = name[1].replace(/[^A-Za-z0-9' &-]/g, "").trim().slice(0, 80);
      }
    }
  }
}
