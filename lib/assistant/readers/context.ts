import { CONTEXT_CUES, CONTEXT_END, JOB_WORD, NAME_HERE, NOT_A_JOB, ORIGIN_END, PAST_TIME, PAST_VERB, PAST_YEAR, PERSON_NAME, PROPER_NAME, SIGN_OFF, WISH_BEFORE, WISH_IN_CLAUSE } from "../lexicon";
import type { Reading } from "../reading";

/** Words of praise for a place someone recommends: "…says Bunbury and Australind are good", "…reckons Kambah would suit". */
const PRAISED = /\b(?:good|great|nice|nicer|ok|okay|fine|decent|solid|safe|popular|lovely|best|better|the go|the pick|worth|suit|suits|pretty good|booming|cheap|affordable)\b/i;

/** A fault found, a comparison or a question: no praise ("Perth prices go up too fast", "Ballarat is better than Bendigo. Is he right?"). */
const FAULTED = /\b(?:too|not|no|never|rough|dodgy|bad|cold|hot|floods?|dear|expensive|pricey|than)\b|\?/i;

/** A message about buying (not "good bánh mì in Cabramatta? my cousin says Cabramatta has the best"). */
const BRIEF_TALK = /\b(?:house|houses|home|unit|units|townhouse|apartment|land|block|invest\w*|buy\w*|bed\w*|rental|property|properties|looking|search|add|under|\d+k?)\b/i;

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
/** A verb of saying after a cue's place: "…keeps telling me", "…reckons", "…says". */
const SAYING = /\s(?:says?|said|reckons?|reckoned|keeps?\s+(?:telling|tellin|saying|on about)|thinks?|thought|told|tells|swears?|recommends?|recommended|suggests?|suggested)\b/;

export function readContext(r: Reading): void {
  const { t, text, delta: d } = r;
  readSignature(r);
  readPastTime(r);
  for (const cue of CONTEXT_CUES) {
    for (const m of t.matchAll(cue.re)) {
      const start = m.index!;
      const cueEnd = start + m[0].length;
      if (r.contextAt(start, cueEnd)) continue;
      if (cue.role !== "others" && cue.role !== "past" && WISH_BEFORE.test(t.slice(Math.max(0, start - 30), start))) continue;
      if (cue.capitalAfter && !/^\s+[A-Z]/.test(text.slice(cueEnd, cueEnd + 3))) continue;
      if (cue.nameBefore && !/^[A-Z][a-z]/.test(text.slice(start, start + 2))) continue;
      if (cue.job && (!JOB_WORD.test(m[1]) || NOT_A_JOB.test(m[1]))) continue;
      const rest = t.slice(cueEnd, cueEnd + MAX_SCOPE);
      let end = rest.search(CONTEXT_END);
      if (cue.role === "origin") {
        const to = rest.search(ORIGIN_END);
        if (to >= 0 && (end < 0 || to < end)) end = to;
      }
      // "my daughter in Launceston keeps telling me Trevallyn is the go": a relation's place without a verb ends where the
      // person speaks; what they say has its own role.
      const speaks = cue.untilSaying ? rest.search(SAYING) : -1;
      if (speaks >= 0 && (end < 0 || speaks < end)) end = speaks;
      // A cue's scope ends with its clause (../clauses.ts): "my brother lives in Mackay and reckons Andergrove is the go".
      // Its places after the clause take their own clauses' roles; nothing after it is read as a wish of the buyer's.
      const clause = r.clauses().find((c) => start >= c.start && start < c.end);
      // ("My daughter says not Kirwan": someone's word that rules a place out is the brief's, as its clause's role says.)
      if (cue.role === "others" && clause?.role === "ruledOut" && /\b(?:says?|said|reckons?|reckoned|thinks?)\b/i.test(m[0])) continue;
      // ("my brother says Bunbury and Australind are good": what someone says is a clause of its own, with its own role.)
      // (Said in praise only: not "my cousin says Perth prices go up too fast", "…says Millbank floods".)
      const said = text.slice(cueEnd, r.clauses().find((c) => c.start >= cueEnd)?.end ?? cueEnd);
      const says = cue.role === "others" && /\b(?:says?|said|reckons?|reckoned|thinks?|thought)$/i.test(m[0]) && PRAISED.test(said) && BRIEF_TALK.test(t) && !FAULTED.test(said);
      const cueScope = cueEnd + (end < 0 ? rest.length : end);
      const scopeEnd = Math.min(cueScope, clause && (clause.end > cueEnd || (says && clause.end === cueEnd)) ? clause.end : Infinity);
      r.consumeContext(start, scopeEnd, cue.role);
      if (cueScope > scopeEnd && !says) r.mute(scopeEnd, cueScope);
      if ((cue.role === "work" || cue.workplace) && d.workplace === undefined) {
        // The workplace as written: "the Royal Melbourne Hospital"; the places reader prefers a place that is all of it.
        const name = PROPER_NAME.exec(text.slice(cueEnd, scopeEnd));
        if (name) d.workplace = name[1].replace(/[^A-Za-z0-9' &-]/g, "").trim().slice(0, 80);
      }
    }
  }
}

/**
 * The writer's own name is no place ("Kind regards,\nLachlan": Lachlan Shire; "Lachlan here."): the lines after an
 * e-mail's sign-off (a short signature, at the end) and a name opening the message with "here" are read as nothing;
 * nor are other people's names (lexicon PERSON_NAME).
 */
function readSignature(r: Reading): void {
  const { text } = r;
  for (const m of text.matchAll(SIGN_OFF)) {
    const end = m.index! + m[0].length;
    const rest = text.slice(end);
    if (rest.trim().length > 0 && rest.trim().length <= 60 && rest.trim().split("\n").length <= 3) r.consume(end, text.length);
  }
  const here = NAME_HERE.exec(text);
  if (here) {
    const start = here.index + here[0].lastIndexOf(here[1]);
    r.consume(start, start + here[1].length);
  }
  // "my friend Beryl", "Claire's eldest", "Claire rang": a person's name.
  for (const re of PERSON_NAME)
    for (const m of text.matchAll(re)) {
      const start = m.index! + m[0].indexOf(m[1]);
      r.consume(start, start + m[1].length);
    }
}

/** A clause telling of the past ("a holiday in Port Douglas twenty years ago", "a student in Melbourne") names no place wanted. */
/**
 * Where the story in a clause starts: after the comma before its past verb ("Seaford house under 500, sold in Loxton a
 * few years ago": the wish before the comma stays a wish), or at the clause's start.
 */
function storyStart(clause: string): number {
  const time = (PAST_TIME.exec(clause) ?? PAST_YEAR.exec(clause))?.index ?? clause.length;
  const commas = [...clause.slice(0, time).matchAll(/[,;]\s*/g)];
  for (let i = commas.length - 1; i >= 0; i--) {
    const from = (commas[i].index ?? 0) + commas[i][0].length;
    if (PAST_VERB.test(clause.slice(from, time))) return from;
  }
  return 0;
}

function readPastTime(r: Reading): void {
  for (const c of r.clauses()) {
    const clause = r.t.slice(c.start, c.end);
    if (!(PAST_TIME.test(clause) || (PAST_YEAR.test(clause) && PAST_VERB.test(clause))) || WISH_IN_CLAUSE.test(clause) || r.contextAt(c.start, c.end)) continue;
    // ("built ≤5 yrs ago", "renovated two years ago": the property's age, not the buyer's story.)
    if (/\b(?:built|constructed|completed|renovated|build)\b[^.;!?\n]{0,12}(?:\w+|\d+)\s*(?:years?|yrs?)\s+(?:ago|back)\b/.test(clause)) continue;
    r.consumeContext(c.start + storyStart(clause), c.end, "past");
  }
}
