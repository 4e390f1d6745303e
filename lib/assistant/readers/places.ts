import { englishWords, ownPlaceSpans, personPlaceSpans, type Clause, type Token } from "../clauses";
import type { ContextRole } from "../lexicon";
import { findPlaces, hasOwnSuburb, isCapital, isWithin, nameKey, type PlaceCandidate, type PlaceIndex, type PlaceMention } from "../places";
import {
  ANSWERED_NOT,
  CITY_CENTRE,
  CITY_CENTRE_AFTER,
  CITY_CENTRE_BEFORE,
  COMMUTE_TO_PLACE,
  EXCEPT_BUT,
  HIGHWAY_NAMED,
  HIGHWAY_NAMES,
  HOUSEHOLD,
  LIST_GAP,
  NOT_A_PLACE_NAME,
  NOT_THERE_BEFORE,
  OFF_TOPIC,
  OFF_AFTER,
  OVER_BETWEEN,
  PLACE_ACCEPTED_AFTER,
  PLACE_ADD,
  PLACE_ALSO,
  PLACE_DECLINED_AFTER,
  DROPPED_AFTER,
  PLACE_INSTEAD,
  PLACE_REFUSED_AFTER,
  PLACE_REMOVED_AFTER,
  SCRAPPED_THAT_BEFORE,
  SCRATCHED_AFTER,
  RULED_OUT_BEFORE,
  RISK_CONCEPTS,
  PLACE_SLOT,
  PLACE_TOO_AFTER,
  PRICED_OUT_AFTER,
  WORKPLACE,
  NONE_OF_THEM_AFTER,
  NAMED_STREET_AFTER,
  STREET_AFTER,
  LANDMARK_AFTER,
  LANDMARK_BEFORE,
  COMMUTE_AFTER,
  POSTING_AFTER,
  LANDMARK_NAME,
  NOT_A_LANDMARK,
  TRAVEL_TO_LANDMARK,
  PLACE_REMOVERS,
  PLACE_REPLACE,
  NOTHING_THERE,
  SWAP_BEFORE,
  SWAP_TARGET_BEFORE,
  RELATIVE_TO,
  TAKE_OFF_BEFORE,
  THERE,
  TRAVEL_TIME,
  TRAVEL_TO_PLACE,
  TRAVEL_TO_WORK,
  WORK_THEN_TIME,
} from "../lexicon";
import type { Reading } from "../reading";
import { clauseBefore, underNoHeading } from "../scope";
import { isCommonWord } from "../vocabulary";
import { sentenceAround } from "../text";
import { modeOf, travelCount, travelTimeOf } from "./travel";

/**
 * Reads the places (../places.ts), last, on what the other readers left. Places in a context
 * clause (./context.ts) are noted, never stored. The others come in lists ("Geelong or Ballarat",
 * "not St Marys or Kingswood", "leave Mittagong and Moss Vale out"), and a list is added, removed
 * ("drop Ballarat", "anything but Manly", "rather than Coomera", "instead of Werribee", "Dalby over
 * Kingaroy", "take Kellyville off") or a place to reach rather than live in ("within 30 minutes of
 * the Melbourne CBD", "commute to Parramatta"); "make it Geelong instead" replaces the brief's.
 * "There" with no place of its own means the places the previous turn asked about; "within 30
 * minutes of work" means the workplace.
 */
export function readPlaces(r: Reading): void {
  const { t, text, delta: d } = r;
  // Structure before words (../clauses.ts): each place takes its clause's role.
  const tokens = r.tokens();
  const found = sharedFirstWord(
    r.places,
    text,
    findPlaces(r.places, text, {
      contextStates: r.contextStates,
      liberal: r.expecting.includes("locations"),
      isConsumed: r.isRead,
      englishWords: englishWords(text),
    }),
  );
  const clauses = r.clauses();
  const persons = personPlaceSpans(text, tokens);
  const owned = ownPlaceSpans(text, tokens);
  const clauseOf = (p: PlaceMention) => clauses.find((c) => p.start >= c.start && p.start < c.end);
  // The words after a place's name; after a name read with its "'s" ("Gray's ok actually", "melton's sus"), from the "'s".
  const afterName = (p: PlaceMention) => text.slice(/['’]s$/i.test(p.text) ? p.end - 2 : p.end);
  const negatedWish = (p: PlaceMention) => {
    const c = clauseOf(p);
    if (c?.role !== "ruledOut" || !tokens.some((k) => k.negated && k.start < p.end && k.end > p.start)) return false;
    const cue = tokens.find((k) => k.negated && k.start >= c.start && k.start < p.start);
    // The first place after the cue, a word standing for one included ("not buying there, Leichhardt's the one").
    // (Not past a wish of the buyer's own said after it, run on without a stop: "I don't want either of those I want something
    // in Inverell".)
    return (
      !!cue &&
      /^(?:VERB|ADJ)$/.test(cue.pos) &&
      /^(?:want|keen|like|interested|buy|look|consider)$/.test(cue.lemma) &&
      ![...found, ...mentions].some((o) => o !== p && o.start > cue.start && o.start < p.start) &&
      !/\b(?:i|we)\s+(?:really\s+|just\s+)?(?:want|need|'d like|would like|'m after|am after|'re after|are after)\b/i.test(text.slice(cue.end, p.start))
    );
  };
  // A place wanted later in the sentence of a place ruled out.
  const chosenAfter = (p: PlaceMention) => {
    const end = p.end + (text.slice(p.end).search(/[.!?\n]/) + 1 || text.length);
    return mentions.some((m) => m.start > p.end && m.start < end && !!m.place && clauseOf(m)?.role !== "ruledOut" && !RULED_OUT_BEFORE.test(text.slice(Math.max(0, m.start - 20), m.start)));
  };
  // In a correction, the place a first-person verb of saying in the past governs ("I typed Sandy Bay", "I said Gladstone").
  const saidByMistake = (p: PlaceMention) => {
    const c = clauseOf(p);
    if (c?.role !== "correction") return false;
    const before = tokens.filter((k) => k.start >= c.start && k.end <= p.start && k.pos !== "PUNCT");
    const verbAt = before.findLastIndex((k) => k.pos === "VERB" || k.pos === "AUX");
    const verb = before[verbAt];
    return !!verb && verbAt >= before.length - 3 && /^(?:say|type|write|put|spell)$/.test(verb.lemma) && verb.lower !== verb.lemma && /^(?:i|we)$/.test(before[verbAt - 1]?.lower ?? "");
  };
  // "Braddon's too pricey, Dickson then": priced out, so ruled out; not where the sentence removes or swaps it with its
  // reason ("teneriffe's too dear, remove it", "drop Parap too pricey"), nor in someone's words ("he says Highton's too dear").
  const pricedOut = (p: PlaceMention) => {
    const sentence = sentenceAround(text, p.start).text;
    return PRICED_OUT_AFTER.test(afterName(p).slice(0, 70)) && clauseOf(p)?.role === "wanted" && !/\?|\bisn.?t it\b|\b(?:remove|drop|take|swap|scrap|ditch|delete|lose|cross|says?|said|reckons?)\b/i.test(sentence);
  };
  // "Nanango is too far, get rid of it", "Hamilton floods. drop it.": the place judged, then dropped with "it" (no other
  // place or thing of the brief between for "it" to stand for).
  const droppedAfter = (p: PlaceMention) => {
    const dropped = DROPPED_AFTER.exec(text.slice(p.end));
    return !!dropped && !found.some((m) => m.start > p.end && m.start < p.end + dropped[0].length) && !DROPPED_THING.test(dropped[0]);
  };
  const mentions: PlaceMention[] = [];
  const asked: PlaceMention[] = [];
  const contextMentions: PlaceMention[] = [];
  // "Perth Airport", "the Port Kembla steelworks", "Fiona Stanley Hospital", "Sydney Rd": a place's name inside the name of a
  // facility or street is no place to live; a travel time to it is a destination (readLandmark).
  // A facility named with no travel time to it and no other place in the message says where to look ("rooming house,
  // Ballarat uni students").
  const facilities = found.filter((p) => !!facilitySpan(text, p));
  // ("not on the hume", "the Calder or the Sturt Highway": a highway by its name alone.)
  const highway = (p: PlaceMention) => HIGHWAY_NAMES.test(p.text.trim()) && HIGHWAY_NAMED.test(text.slice(Math.max(0, p.start - 5), p.start)) && !/^\s+(?:area|council|shire|city|region|lga)\b/i.test(text.slice(p.end, p.end + 10));
  const streets = found.filter((p) => STREET_AFTER.test(text.slice(p.end, p.end + 14)) || namedStreet(r.places, text.slice(p.end, p.end + 30)) || highway(p));
  const onlyPlace = facilities.length === found.length && !TRAVEL_TIME.test(text);
  const landmarks = [...streets, ...(onlyPlace ? [] : facilities)];
  const takenBack = takenBackInSentence(text, found);
  for (const p of found) {
    if (landmarks.includes(p) || namedPerson(text, p) || takenBack.has(p)) continue;
    const clause = clauseOf(p);
    // "Leichhardt is too dear", "Teneriffe's prob too expensive": a place judged to excess is talked about, not wished for.
    // "hotter than Horsham in January": a place compared with is talked about ("other than", "rather than" rule out or pass over);
    // "Edinburgh posting likely 2027": where someone will work.
    // ("canberra winters vs darwin", "closer to Adelaide than it is to Sydney": compared with as well; not "closer to Geelong".)
    const before = text.slice(Math.max(0, p.start - 30), p.start);
    const compared =
      (/\b(?:\w+er|more|less)\s+than\s+(?:the\s+)?$|\b(?:vs\.?|versus|compared to|compared with)\s+(?:the\s+)?$|\bthan\s+(?:it\s+is|it's|they\s+are)\s+(?:to|from)\s+$/i.test(before) ||
        (/\b(?:closer|nearer|further|farther)\s+(?:to|from)\s+$/i.test(before) && /^[^.,;!?\n]{0,25}\bthan\b/i.test(text.slice(p.end, p.end + 40)))) &&
      !/\b(?:other|rather)\s+than\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, p.start - 20), p.start));
    // ("Box Hill is where they LIVE", "Karratha's where I fly in and out": where someone lives or works, told after the name.)
    const whereAfter = WHERE_SOMEONE_IS_AFTER.exec(afterName(p).slice(0, 50)) ?? WHERE_NAMED_IS_AFTER.exec(afterName(p).slice(0, 50));
    const judged = (PLACE_TOO_AFTER.test(afterName(p).slice(0, 40)) && !pricedOut(p) && !droppedAfter(p)) || compared || RELATIVE_TO.test(text.slice(Math.max(0, p.start - 40), p.start)) ? "aside" : POSTING_AFTER.test(text.slice(p.end, p.end + 20)) ? "work" : IS_HOME_AFTER.test(afterName(p).slice(0, 30)) ? "live" : whereAfter ? (/^(?:i|we)$/i.test(whereAfter[1]) ? (/^(?:work|fly)/i.test(whereAfter[2]) ? "work" : /^(?:winter|summer|holiday)/i.test(whereAfter[2]) ? "past" : "live") : "others") : null;
    // ("a unit in North Ward, Townsville": the town after a context place's comma says which one, and is context with it.)
    const told = contextMentions.at(-1);
    const saysWhichOne = !!told && !!p.place && /^\s*,\s*$/.test(text.slice(told.end, p.start)) && p.place.kind !== "suburb" && (told.place?.lga === p.place.description || (!!told.place?.urban && told.place.urban.toLowerCase() === p.place.name.toLowerCase()));
    const role =
      (saysWhichOne ? d.contextPlaces.at(-1)!.role : null) ??
      r.contextAt(p.start, p.end) ??
      (persons.some((s) => p.start >= s.start && p.start < s.end) ? "others" : owned.some((s) => p.start >= s.start && p.start < s.end) ? (WORK_HELD_BEFORE.test(text.slice(Math.max(0, p.start - 30), p.start)) ? "work" : "own") : clause ? clauseRole(clause) : null) ??
      judged;
    if (clause && !clause.certain && !role) {
      asked.push(p);
      continue;
    }
    if (!role) {
      mentions.push(p);
      continue;
    }
    d.contextPlaces.push({ text: p.text, place: p.place, role });
    // (The town that says which one is no place of its own that "there" could stand for.)
    if (saysWhichOne) continue;
    contextMentions.push(p);
    // "my partner has to drive to Bendigo every day, 40 minutes max", "my wife works in Bendigo, no more than 40 minutes
    // drive": the household's daily trip, with a time, is a destination (the place itself is still not searched).
    const lead = text.slice(Math.max(clause?.start ?? 0, p.start - 80), p.start);
    // ("She should be able to drive to Westmead within 20 minutes": the household said by its pronoun.)
    const household = HOUSEHOLD.test(lead) || /^\s*(?:she|he)\b/i.test(text.slice(clause?.start ?? p.start, p.start));
    if ((role === "others" || role === "work") && !d.destination && household && TRAVEL_TIME.test(text.slice(p.end, p.end + 50).split(/[.;!?\n]/)[0])) readDestination(r, p, lead.toLowerCase());
    // "I work in Parramatta": the place; "I work at Bathurst Base Hospital": the name it is part of.
    if (role === "work" && p.place && (d.workplace === undefined || d.workplace.toLowerCase() === p.text.toLowerCase() || d.workplace.toLowerCase().replace(/^the /, "") === p.text.toLowerCase())) {
      d.workplace = p.place.description;
    }
  }
  // "Is Dubbo any good? Show me 4 beds with a pool under 550": the place asked about, then a request naming no place of its
  // own, is where to look.
  const askedAbout = contextMentions.filter((m) => d.contextPlaces.some((c) => c.place === m.place && c.role === "question"));
  const requestAfter = (m: PlaceMention) => clauses.some((c) => c.start > m.end && c.role === "wanted" && SHOW_REQUEST.test(text.slice(c.start, c.end)));
  if (askedAbout.length > 0 && !mentions.some((m) => m.place) && askedAbout.every(requestAfter)) {
    d.contextPlaces = d.contextPlaces.filter((c) => !(c.role === "question" && askedAbout.some((m) => m.place === c.place)));
    mentions.push(...askedAbout);
  }
  mentions.push(...anaphors(text, tokens, clauses, found, contextMentions.filter((m) => !mentions.includes(m))));
  mentions.sort((a, b) => a.start - b.start);
  d.places = mentions;
  // In one message the later mention of a place wins ("add Ballarat, remove Geelong" after "Geelong").
  const lastAction = new Map<string, "add" | "remove">();
  let swappedOut = false;
  // A council named as one in this message ("Greater Dandenong council", "the City of Rockingham").
  const councilNamed = (c: PlaceCandidate) =>
    mentions.some((m) => m.place === c && (/^\s+(?:council|shire|lga|municipality|city council)\b/i.test(text.slice(m.end, m.end + 16)) || /\bcity of\s+$/i.test(text.slice(Math.max(0, m.start - 10), m.start))));
  const listOf = new Map<string, number>();
  // (A list ends where a clause of another role starts: "Gawler or Elizabeth, no not Elizabeth, Gawler and Evanston".)
  const rolesDiffer = (a: PlaceMention, b: PlaceMention) => {
    const [ca, cb] = [clauseOf(a), clauseOf(b)];
    return !!ca && !!cb && ca !== cb && (ca.role === "wanted") !== (cb.role === "wanted");
  };
  for (const [n, list] of listsOf(text, mentions, rolesDiffer).entries()) {
    for (const p of list) if (p.place) listOf.set(p.place.description, n);
    const first = list[0];
    const last = list[list.length - 1];
    // The clause before the list, back to the place or the word standing for one before it: "I'm not buying there Taree's
    // the one" does not rule out Taree.
    const prevMention = mentions.filter((m) => m.end <= first.start).at(-1);
    // (Not back over a clause of its own that wants the places: "that should be 450 not 400 and add Kelso"; a label's colon
    // joins its places to it, "- nope: Stirling, Crafers".)
    const own = clauseOf(first);
    const wantedFrom = own?.role === "wanted" && !/:\s*$/.test(text.slice(0, own.start)) ? own.start : 0;
    const from = Math.max(first.start - 40, prevMention && !LIST_GAP.test(text.slice(prevMention.end, first.start)) ? prevMention.end : 0, wantedFrom);
    const before = text.slice(from, first.start);
    const clause = clauseBefore(before.toLowerCase(), before.length);
    if (readDestination(r, first, clause)) continue;
    const after = text.slice(last.end);
    // "x Latrobe Valley flood areas", "no Brisbane River flood zones": the place names where a risk lies, ruled out as a risk.
    // ("scratch Lismore floods": the risk is why the place is taken off.)
    if (RISK_AFTER_PLACE.test(after) && (RISK_AREA_AFTER.test(after) || !PLACE_REMOVERS.test(clause)) && !droppedAfter(last)) continue;
    // "Surfers, no thank you", "Bunbury is off" (not a slip taken back: "Glenelg North? No. I mean Glenorchy").
    // ("Sunshine Coast? NO too dear", "gold coast??? nah too dear": put forward and turned down, so ruled out.)
    const refused = ((PLACE_REFUSED_AFTER.test(afterName(last)) || ANSWERED_NOT.test(afterName(last)) || PLACE_DECLINED_AFTER.test(after)) && !SLIP.test(after.slice(0, 60))) || pricedOut(last);
    // "actually woodridge is fine, dont exclude it": ruled out no more.
    // ("actually anywhere in Tasmania is fine" widens the search instead.)
    const judgedAfter = afterName(last);
    if (PLACE_ACCEPTED_AFTER.test(judgedAfter) && !RULED_OUT_BEFORE.test(clause) && !/\banywhere\b/i.test(clause) && list.every((p) => p.place?.kind !== "state")) {
      for (const p of list) if (p.place) d.acceptedPlaces.push(p.place);
      continue;
    }
    const swapped = SWAP_BEFORE.test(clause) && !SWAP_TARGET_BEFORE.test(clause);
    // "swap Mount Eliza for Langwarrin": the place swapped out goes, the one after "for" comes; the others stay.
    if (swapped) swappedOut = true;
    const sentence = t.slice(0, first.start).split(/[.;!?\n]/).pop() ?? "";
    // ("any type except apartments in Stuart Park": the exception is the type, the places are wanted.)
    const typeRuledOut = /\b(?:except|excluding|excl|without|no|not|other than|apart from|but)\s+(?:\w+\s+)?(?:units?|apartments?|apts?|townhouses?|houses?|land|villas?|flats?)\s+(?:in|at|around|near)\s+$/i.test(clause);
    // ("we are not living in each others pockets mount gambier or naracoorte": the remover's object is a noun of its own,
    // after a preposition, before the places.)
    const removerAt = PLACE_REMOVERS.exec(clause);
    const removerStart = removerAt ? first.start - clause.length + removerAt.index : first.start;
    const ownObject = tokens.some((k, i) => k.start >= removerStart && k.end <= first.start && k.pos === "NOUN" && tokens.slice(0, i).some((a) => a.start >= removerStart && a.pos === "ADP"));
    // ("ballarat, scratch that, bendigo", "the barossa no scratch that gawler": a place taken back as soon as it is said, with
    // another after it, is neither wanted nor ruled out; "that" is what is scratched, and the place after it is the one chosen
    // instead. "Ballarat - actually scratch that" alone takes it off the brief.)
    const scratched = SCRATCHED_AFTER.test(after);
    if (scratched && mentions.some((m) => m.start > last.end && m.place)) continue;
    const scratchedThat = SCRAPPED_THAT_BEFORE.test(clause);
    // ("EXCEPT:\n- Caboolture\n- Morayfield": bulleted under a heading of places ruled out.)
    const headedOut = underNoHeading(text, first.start);
    const removing =
      headedOut ||
      (!!removerAt && !typeRuledOut && !ownObject && !scratchedThat) ||
      swapped ||
      PLACE_REMOVED_AFTER.test(text.slice(last.end)) ||
      droppedAfter(last) ||
      scratched ||
      refused ||
      (TAKE_OFF_BEFORE.test(clause) && OFF_AFTER.test(text.slice(last.end))) ||
      EXCEPT_BUT.test(sentence) ||
      passedOver(text, mentions, first) ||
      // "we don't want to buy in Rockhampton itself": the first place in the scope of a negated wish.
      negatedWish(first) ||
      // "sorry, I said Gladstone, I meant Bundaberg": what the buyer said by mistake.
      saidByMistake(first);
    // Ruled out, not only taken off the list ("not Morwell", "exclude Spence", "rule Bairnsdale out", "I don't want
    // Blackwater", "Coromandel Valley's out"): kept out of the search even where the brief wanted it.
    // A correction takes back a slip ("sorry, not Enfield, I meant Klemzig"): nothing is ruled out.
    const ruledOut =
      removing &&
      !swapped &&
      // (a slip: "sorry", "oops", "I meant"; reconsidering, "on reflection I don't want X", still rules out)
      !(clauseOf(first)?.role === "correction" && SLIP.test(sentenceAround(text, first.start).text)) &&
      // "not Millicent, just Naracoorte", "not Darwin city, Palmerston better": the sentence names the one chosen instead
      // (not where it says "exclude": "just exclude Armadale and search Gosnells").
      (!chosenAfter(first) || /\b(?:exclude|excluding|excl|rule out)\s*$/i.test(clause)) &&
      // "Albany, not Esperance", "Springvale not Noble Park": a choice between places, not a ruling out.
      !(prevMention && lastAction.get(prevMention.place?.description ?? "") === "add" && /^\s*,?\s*not\s+(?:the\s+)?(?:whole\s+|all\s+(?:of\s+)?)?$/i.test(text.slice(prevMention.end, first.start))) &&
      (headedOut || RULED_OUT_BEFORE.test(clause) || /^\s*(?:excepted|excluded)\b/i.test(text.slice(last.end)) || /^\s*(?:'s|’s|is|are)\s+out\b/i.test(text.slice(last.end)) || refused || negatedWish(first) || /\brule\s*$/i.test(clause));
    for (const said of list) {
      // "Greater Dandenong council, not Dandenong itself", "not Rockingham suburb itself": ruled out beside its council
      // (wanted, or named so), a name the council shares is its suburb.
      const suburb =
        ruledOut && said.place?.kind === "lga" && (councilNamed(said.place) || SUBURB_ITSELF_AFTER.test(text.slice(said.end, said.end + 20)))
          ? (r.places.byKey.get(said.text.toLowerCase()) ?? []).find((c) => c.kind === "suburb" && c.lga === said.place!.description)
          : undefined;
      const p = suburb ? { ...said, place: suburb } : said;
      if (p.place) lastAction.set(p.place.description, removing ? "remove" : "add");
      if (ruledOut && p.place) d.ruledOutPlaces.push(p.place.description);
      if (removing) d.removePlaces.push(p);
      else if (p.place) d.addPlaces.push(p.place);
      else d.ambiguous.push(p);
    }
  }
  // ("take Glenorchy off and don't show us anything there": taken out of the search, and ruled out of it.)
  if (NOTHING_THERE.test(t)) for (const m of d.removePlaces) if (m.place && !d.ruledOutPlaces.includes(m.place.description)) d.ruledOutPlaces.push(m.place.description);
  d.addPlaces = d.addPlaces.filter((c) => lastAction.get(c.description) !== "remove");
  // (Once each: "birdwood has the motor museum… cross it off" names Birdwood, and "it" stands for it again.)
  d.removePlaces = d.removePlaces.filter((m, i) => !m.place || (lastAction.get(m.place.description) !== "add" && d.removePlaces.findIndex((o) => o.place === m.place) === i));
  // "make it Geelong instead", "I meant Dynnyrne": the places replace the brief's, unless the message adds ("actually add Dickson too").
  const corrected = mentions.some((m) => m.place && d.addPlaces.includes(m.place) && clauseOf(m)?.role === "correction");
  // A correction that names what it takes back ("sorry, not Enfield, I meant Klemzig") replaces only that; so does "instead".
  // ("make it a townhouse instead and add Mount Nelson", "4 bedroom now instead of 3": "instead" said of another thing.)
  const added = mentions.filter((m) => m.place && d.addPlaces.includes(m.place));
  // ("not Hermit Park, Rosslea instead": the suburb taken back is the one replaced, the others stay; "scrap WA, Mount Isa
  // instead" takes back a region and all in it.)
  const tookBackSuburbs = d.removePlaces.length > 0 && d.removePlaces.every((m) => m.place?.kind === "suburb");
  const instead = PLACE_INSTEAD.test(t) && !swappedOut && !tookBackSuburbs && !(added.length > 0 && added.every((m) => addedHere(text, m)));
  if (d.addPlaces.length > 0 && (instead || ((PLACE_REPLACE.test(t) || corrected) && !PLACE_ALSO.test(t) && d.removePlaces.length === 0))) d.replacePlaces = true;
  // Within the message too: "I'm interested in Warragul... sorry, I meant Traralgon", "Ballina or Lismore... actually Ballina
  // only", "Footscray is ok? No, sorry, Seddon": the places before the correction are taken back.
  // "Add Emu Park — actually no, keep it to Yeppoon": an addition the correction takes back is no addition; only an
  // "also" inside the correction keeps what came before ("...sorry, Seddon as well").
  if (corrected) {
    const first = mentions.filter((m) => m.place && d.addPlaces.includes(m.place) && clauseOf(m)?.role === "correction").sort((a, b) => a.start - b.start)[0];
    const from = clauseOf(first)?.start ?? first.start;
    if (!PLACE_ALSO.test(text.slice(from))) {
      const later = new Set(mentions.filter((m) => m.start >= first.start && m.place).map((m) => m.place!));
      d.addPlaces = d.addPlaces.filter((c) => later.has(c));
    }
  }
  if (PLACE_ADD.test(t)) d.alsoPlaces = true;
  const acted = new Set([...d.addPlaces.map((c) => c.description), ...d.removePlaces.flatMap((m) => (m.place ? [m.place.description] : []))]);
  d.placesWished = mentions.some((m) => !!m.place && acted.has(m.place.description) && wishedIn(text, tokens, clauseOf(m), m, found));
  // "regional QLD houses, Bundaberg or Gladstone": a state beside places in it only describes them.
  const specific = [...d.addPlaces, ...d.acceptedPlaces].filter((c) => c.kind !== "state");
  if (specific.length > 0) d.addPlaces = d.addPlaces.filter((c) => c.kind !== "state" || !specific.some((s) => s.state === c.state));
  // A region named beside places in it only says where they are: "Brisbane - Carindale or Holland Park", "Pialba or
  // Urangan (Hervey Bay)", "Melbourne's west like Werribee or Tarneit", "Cairns, Manoora or Woree", "Glenelg or Brighton
  // in Adelaide". Kept as a place of its own: a town that is one of the list ("Gosnells or Thornlie", "Frankston,
  // Seaford or Carrum Downs": a council named after a suburb of its own, in one list with the others), and a capital's
  // centre ("the CBD or Southbank"), and a capital listed with councils ("Darwin or Palmerston").
  const mentionOf = (c: PlaceCandidate) => mentions.find((p) => p.place === c);
  const centre = (c: PlaceCandidate) => {
    const m = mentionOf(c);
    return !!m && (CITY_CENTRE.test(m.text) || CITY_CENTRE_BEFORE.test(text.slice(Math.max(0, m.start - 14), m.start)) || CITY_CENTRE_AFTER.test(text.slice(m.end, m.end + 10)));
  };
  const commaBefore = (c: PlaceCandidate) => {
    const m = mentionOf(c);
    const next = m && mentions.find((p) => p.start >= m.end);
    return !!next && /^\s*,\s*$/.test(text.slice(m.end, next.start));
  };
  // "Bendigo - Kangaroo Flat or Golden Square", "Geelong: Belmont or Grovedale": a city heading the list of places in it
  // says where they are; "Darwin or Palmerston", "Frankston or Seaford": listed among them it is a city among cities.
  const heads = (c: PlaceCandidate, m: PlaceMention | undefined, inside: PlaceCandidate[]) =>
    !!m &&
    mentions.every((p) => p.start >= m.start || listOf.get(p.place?.description ?? "") !== listOf.get(c.description)) &&
    inside.some((s) => {
      const next = mentions.find((p) => p.start >= m.end);
      // ("Belconnen side, so Bruce or Macquarie": the district, then its suburbs.)
      // ("Belconnen area\n- Scullin", "Gungahlin area (Casey, Bonner)", "Belconnen area suburbs like Kaleen": the district as a
      // heading.)
      return next?.place === s && /^\s*(?:\([^)]*\)\s*)?(?:-|–|:|(?:side|end|way)\s*,?\s*(?:so|i\.?e\.?|like|namely)\b,?|(?:area|region|district|side)\s*(?:[A-Z]{2,3}\b\s*)?(?:[-–:,(\n]|(?:suburbs?\s+)?(?:like|such as|e\.?g\.?)(?=\s)))\s*(?:[-*•]\s*)?$/i.test(text.slice(m.end, next.start));
    });
  const region = (c: PlaceCandidate) => {
    const m = mentionOf(c);
    // "Belconnen - Florey, Latham", "Belco: Page, Scullin": a suburb heading the places of the district named after it.
    if (c.kind === "suburb") return heads(c, m, d.addPlaces.filter((s) => s !== c && s.kind === "suburb" && s.state === c.state && s.urban?.toLowerCase() === c.name.toLowerCase()));
    const inside = d.addPlaces.filter((s) => s !== c && isWithin(s, c));
    if (inside.length === 0 || centre(c)) return false;
    // "Busselton itself or Vasse": the town is wanted as well as the places in it.
    if (m && /^\s*itself\b/i.test(text.slice(m.end, m.end + 10))) return false;
    const listed = commaBefore(c) || inside.some((s) => listOf.get(s.description) === listOf.get(c.description));
    const peer = listed && !heads(c, m, inside) && ((!isCapital(c) && hasOwnSuburb(r.places, c)) || inside.every((s) => s.kind === "lga"));
    return !peer;
  };
  d.addPlaces = d.addPlaces.filter((c) => !region(c));
  // A listing or a message pasted in quotes, beside places of the buyer's own: "Saw this: \"…in the heart of Kilburn…\" I
  // want a house like that… Enfield or Blair Athol", "\"Rare opportunity in Whyalla Playford!\" … in Whyalla Jenkins please":
  // the quoted places are what was pasted, not wanted (unless the buyer takes them up: "Agree", "what she said").
  const quotes = [...text.matchAll(/["“]([^"“”]{20,})["”]/g)].map((q) => ({ start: q.index!, end: q.index! + q[0].length }));
  if (quotes.length > 0) {
    const quoted = (m: PlaceMention) => quotes.some((q) => m.start > q.start && m.end < q.end);
    const own = mentions.filter((m) => m.place && !quoted(m) && d.addPlaces.includes(m.place));
    const outside = quotes.reduceRight((rest, q) => rest.slice(0, q.start) + rest.slice(q.end), text);
    if (own.length > 0 && !/\b(?:what (?:she|he|they) said|agreed?|as (?:she|he|they) said|(?:she|he|they)(?:'s| is| are|'re) right)\b/i.test(outside)) {
      const pasted = mentions.filter((m) => m.place && quoted(m) && !own.some((o) => o.place === m.place));
      for (const m of pasted) d.contextPlaces.push({ text: m.text, place: m.place, role: "aside" });
      d.addPlaces = d.addPlaces.filter((c) => !pasted.some((m) => m.place === c));
    }
  }
  // "Ascot or White Hills (Bendigo ones, not Brisbane)", "Manly, the Brisbane one not Sydney", "salisbury (SA not brissie)":
  // a place said not to be meant, where another place of a wanted name lies, says which one is wanted; it rules nothing out.
  const namesakeIn = (y: PlaceCandidate) =>
    d.addPlaces.some((x) => (r.places.byKey.get(nameKey(x)) ?? []).some((c) => c.state !== x.state && c.kind !== "state" && (y.kind === "state" ? c.state === y.state : isWithin(c, y))));
  const which = new Set(d.ruledOutPlaces.filter((desc) => {
    const y = r.places.byDescription.get(desc.toLowerCase());
    return !!y && y.kind !== "suburb" && namesakeIn(y);
  }));
  if (which.size > 0) {
    d.ruledOutPlaces = d.ruledOutPlaces.filter((desc) => !which.has(desc));
    d.removePlaces = d.removePlaces.filter((m) => !m.place || !which.has(m.place.description));
  }
  if (asked.length > 0) {
    const names = [...new Set(asked.map((p) => p.place?.name ?? p.text))];
    const said = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
    d.doubts.push({ field: "locations", question: `You asked about ${said}: should I add ${names.length === 1 ? "it" : "them"} to the search? Say "add ${names[0]}" if so.` });
  }
  readThere(r, mentions.length > 0);
  readTravelToWork(r);
  if (!d.destination) readLandmark(r, found, mentions, facilities);
  readUnknownPlaces(r, found);
}

/** "Kingsford Smith Drive": a street named after a person; not "Berserker Park Avenue Koongal", a list with the suburb Park Avenue. */
function namedStreet(places: PlaceIndex, after: string): boolean {
  const m = NAMED_STREET_AFTER.exec(after);
  return !!m && !places.byKey.has(m[0].trim().toLowerCase().replace(/\s+/g, " "));
}

/** "I meant", "I mean", "or rather" between two places of a sentence: the buyer corrects themself as they write. */
const MEANT_NOW = /\b(?:(?:i|we)\s+meant(?:\s+to\s+(?:say|type|write|put))?|i\s+mean|or\s+rather)\b/gi;

/**
 * "Newnham or Mowbray no wait I meant Newnham or Trevallyn", "Geelong, I mean Geelong West": the place said right before the
 * correction in its sentence, and not said again after it, is taken back (neither wanted nor ruled out).
 */
function takenBackInSentence(text: string, found: readonly PlaceMention[]): Set<PlaceMention> {
  const back = new Set<PlaceMention>();
  for (const m of text.matchAll(MEANT_NOW)) {
    const at = m.index!;
    const from = Math.max(...[".", "!", "?", "\n", ";"].map((c) => text.lastIndexOf(c, at - 1))) + 1;
    const to = text.slice(at).search(/[.!?;\n]/);
    const end = to < 0 ? text.length : at + to;
    // (Only the name right before, with nothing but a "wait" or "sorry" between: "Hay Point or Salonika I mean Sarina Beach"
    // keeps Hay Point; "not Ulverstone I meant
    // Latrobe", a slip taken back with "not", is the corrections' to read.)
    const before = found.filter((p) => p.place && p.start >= from && p.end <= at).at(-1);
    const after = found.filter((p) => p.place && p.start >= at + m[0].length && p.end <= end);
    if (!before || after.length === 0 || /\b(?:not|no|never)\b/i.test(text.slice(from, at)) || !/^[\s,.!-]*(?:(?:wait|hang on|hold on|sorry|oops|oh)[\s,.!-]*)*$/i.test(text.slice(before.end, at))) continue;
    if (!after.some((q) => q.place === before.place)) back.add(before);
  }
  return back;
}

/**
 * "Whyalla Jenkins, Playford or Stuart", "Port Pirie West or South": the first name's first word said once for the list;
 * a name after it that is, with that word, a suburb of the same state is that suburb.
 */
function sharedFirstWord(index: PlaceIndex, text: string, found: PlaceMention[]): PlaceMention[] {
  return found.map((p, k) => {
    const head = found.slice(0, k).findLast((q) => q.place && q.text.includes(" "));
    if (!head || !p.place || p.text.includes(" ")) return p;
    const between = found.slice(found.indexOf(head), k + 1);
    if (!between.every((q, i) => i === 0 || LIST_GAP.test(text.slice(between[i - 1].end, q.start)))) return p;
    // (Not a suburb of the first one's council already: "New Lambton or Lambton".)
    if (p.place.kind === "suburb" && p.place.lga === head.place!.lga) return p;
    const first = head.text.split(/\s+/)[0].toLowerCase();
    const joined = (index.byKey.get(`${first} ${p.text.toLowerCase()}`) ?? []).find((c) => c.kind === "suburb" && c.state === head.place!.state && c !== head.place);
    return joined ? { ...p, place: joined, options: [] } : p;
  });
}

/**
 * A place's name that names a person ("Meredith says…", "Dean reckons…", "yes, Meredith, aircon", "it's Dean."): one word,
 * no preposition before it, and after it a verb of saying, thinking or wanting, or the end of a greeting or an aside.
 */
function namedPerson(text: string, p: PlaceMention): boolean {
  if (/\s/.test(p.text.trim())) return false;
  const before = text.slice(Math.max(0, p.start - 24), p.start);
  const after = text.slice(p.end, p.end + 30);
  if (/\b(?:in|at|near|to|from|around|of|off|for|out|via|and|or|&)\s+(?:the\s+)?$/i.test(before)) return false;
  const subject = /^\s+(?:says|said|reckons|reckoned|thinks|thought|insists|insisted|dictating|dictated|here\b|has been persuaded|read something|reads|asked|asks|told|tells|agrees|agreed|hates|loves|prefers|knows|wants me|wants us|is in a meeting|was very|is very|will kill|speaking|writing|typing)|^['’]s in a meeting/i.test(after);
  // ("Meredith's hands are full", "Ian's typing": someone's own, said with the name's "'s", read with it or after it.)
  const hers = /['’]s$/.test(p.text) ? after : /^['’]s/.test(after) ? after.slice(2) : null;
  const possessed = hers !== null && /^\s+(?:hands|phone|typing)\b/i.test(hers);
  // ("Hi Harriet, further to your enquiry…": a name greeted in a pasted letter.)
  const greeted = /(?:^|[\n"“])\s*(?:hi|hey|hello|dear|g'day)\s+$/i.test(before) && /^\s*[,!]/.test(after);
  const vocative = /\b(?:yes|yeah|thanks|cheers|happy now)\s*,\s*$/i.test(before) && /^\s*(?:[,.!?]|$)/.test(after);
  const introduced = /^\s*(?:(?:hi|hey|hello|g'day)\s*,?\s+)?(?:it's|its|it is|this is)\s+$/i.test(text.slice(0, p.start)) && /^\s*(?:here\b|[.,!\n]|$)/i.test(after);
  return subject || vocative || introduced || greeted || possessed;
}

/** The nearest cue before a place adds it ("make it a townhouse instead and add Mount Nelson", "Update: 1. also Salisbury"). */
function addedHere(text: string, m: PlaceMention): boolean {
  const before = text.slice(Math.max(0, m.start - 60), m.start).toLowerCase();
  const last = (re: RegExp) => Math.max(-1, ...[...before.matchAll(re)].map((x) => x.index ?? -1));
  // ("add Larapinta and Gillen specifically, rather than the whole town": in the place of all before; "add Westcourt
  // instead" and "add Bendigo instead of Ballarat" add it in the place of the one taken out or named.)
  const after = text.slice(m.end).split(/[.;!?\n]/)[0];
  return last(/\b(?:add|adding|also|plus|include|including)\b/g) > last(/\b(?:instead|rather than|in place of|swap|replace)\b/g) && !/\b(?:rather than|instead of|in place of)\s+(?![A-Z])/.test(after);
}

/**
 * A word standing for the place of an earlier context clause, in a clause that adds or rules out places: "I grew up
 * in Soldiers Hill, so leave that one out", "my aunt lives in Tatura so not there", "we rent in Prospect now. Drop
 * it.", "my brother lives in Maryborough. Let's add it"; or for a place named earlier in the message, when the clause
 * rules it out ("Invermay floods. Rule it out"). The word is the object of a verb that acts on places (by lemma), or
 * "there" after a negation or such a verb, before any place the clause names itself.
 */
function anaphors(text: string, tokens: Token[], clauses: Clause[], found: readonly PlaceMention[], context: readonly PlaceMention[]): PlaceMention[] {
  const out: PlaceMention[] = [];
  for (const c of clauses) {
    // (A request read as a question, "so have a look there", acts on places all the same.)
    const acts = !text.slice(c.start, c.end + 1).includes("?") && tokens.some((t) => t.start >= c.start && t.end <= c.end && t.pos === "VERB" && PLACE_ACTION.has(t.lemma));
    if (c.role === "context" || (c.role === "question" && !acts) || c.role === "offTopic") continue;
    // Only before the clause's own first place: "so not there, Leichhardt's the one".
    const own = found.find((p) => p.start >= c.start && p.start < c.end);
    const until = own ? own.start : c.end;
    // The place told of before, or one named earlier in the message that the clause rules out ("Invermay floods. Rule it
    // out", "Trentham's too cold so not there either"): only a verb that rules out refers back to a place wished for.
    const told = context.filter((p) => p.end <= c.start && p.place).at(-1);
    const named = found.filter((p) => p.end <= c.start && p.place && !context.includes(p)).at(-1);
    const nearer = !!named && (!told || named.start > told.start);
    if (!told && !nearer) continue;
    const words = tokens.filter((t) => t.start >= c.start && t.end <= until && t.pos !== "PUNCT");
    for (let i = 1; i < words.length; i++) {
      const w = words[i];
      const prev = words[i - 1];
      const noun = w.lower === "that" && /^(?:one|suburb|area|town|place|spot)$/.test(words[i + 1]?.lower ?? "");
      const pronoun = /^(?:it|them|those)$/.test(w.lower) || noun;
      // ("so maybe something there or eaton": a home wished for "there".)
      const wishThere = w.lower === "there" && /^(?:something|anything|somewhere)$/.test(prev.lower);
      // ("I grew up in Stanley but I don't want to go back there", "we'd love to move back there": going back to a place told of.)
      const goBack = w.lower === "there" && prev.lower === "back" && /^(?:go|move|head|return|come)$/.test(words[i - 2]?.lemma ?? "");
      // ("Karen says Bundaberg is cheap. I should like a house there", "Ever heard of Winton? … a cheap house there", "show me
      // houses up there": a home wished for in the place just told of.)
      // (Asked for, not had: "I already own a unit there", "too many units there".)
      const wished = /\b(?:want|wanna|like|love|see|show|find|try|look|buy|after|need|keen|get|any)\b/i.test(text.slice(c.start, w.start)) && !/\b(?:own|owned|had|sold|bought|rent(?:ed)?|too many)\b/i.test(text.slice(c.start, w.start));
      const homeThere = w.lower === "there" && c.role === "wanted" && wished && (HOME_NOUN.test(prev.lower) || (/^(?:up|down|out|over)$/.test(prev.lower) && HOME_NOUN.test(words[i - 2]?.lower ?? "")));
      const there = w.lower === "there" && !/^(?:AUX|VERB)$/.test(words[i + 1]?.pos ?? "") && (PLACE_ACTION.has(prev.lemma) || /^(?:not|no|nothing|never|but)$/.test(prev.lower) || wishThere || goBack || homeThere);
      const end = noun ? words[i + 1].end : w.end;
      // The pronoun ends the verb phrase ("drop it", "leave that one out", "add it to the list"), not "keep it under 400k".
      const after = words.find((t) => t.start >= end);
      const closes = !after || /^(?:out|off|in|back|too|to|from|again|please|as|also|then|instead|altogether|entirely|completely)$/.test(after.lower);
      if (!((pronoun && PLACE_ACTION.has(prev.lemma) && closes) || there)) continue;
      const rulesOut = there ? /^(?:not|no|never)$/.test(prev.lower) || (goBack && c.role === "ruledOut") : RULE_OUT_ACTION.has(prev.lemma);
      // (A home "there" is in the place wished for before it, if any: "Bairnsdale's better value. 3 bed house there".)
      const antecedent = (nearer && rulesOut) || (homeThere && named) ? named : told;
      // ("Home: East Albury (keeping it)": the home is kept, not the search widened to it.)
      if (!antecedent || (antecedent === told && prev.lemma === "keep" && !OFF_AFTER.test(text.slice(end)))) continue;
      // "leave those out", "drop them": a plural stands for every place of the antecedent's clause.
      const clauseOfAntecedent = clauses.find((k) => antecedent.start >= k.start && antecedent.start < k.end);
      const sameClause = context.filter((p) => p.place && clauses.find((k) => p.start >= k.start && p.start < k.end) === clauseOfAntecedent);
      // ("she reckons houses in Whyalla Norrie and Whyalla Stuart are cheap, so have a look there": "there" stands for the
      // places someone recommends, after their verb of saying.)
      const said = w.lower === "there" ? tokens.filter((t) => clauseOfAntecedent && t.start >= clauseOfAntecedent.start && t.end <= antecedent.start && /^(?:reckon|say|think|swear|recommend|suggest|rave|tell)$/.test(t.lemma)).at(-1) : undefined;
      if (wishThere && !said) continue;
      const group = /^(?:them|those)$/.test(w.lower) ? sameClause : said ? sameClause.filter((p) => p.start > said.end) : [antecedent];
      for (const p of group) out.push({ text: text.slice(w.start, end), start: w.start, end, place: p.place, options: [], fuzzy: false });
      break;
    }
  }
  return out;
}

/**
 * The clause of a place is about the search: a correction or a ruling out, or a verb of wanting or acting on places
 * (by lemma: "we want Millicent", "take out Chewton", "I meant Dynnyrne"), or a word standing for a place ("drop it");
 * and no off-topic cue in the clause itself (laughter aside: "lol" is no topic).
 */
function wishedIn(text: string, tokens: Token[], c: Clause | undefined, m: PlaceMention, named: readonly PlaceMention[]): boolean {
  if (!c) return false;
  // (The words of the places' names are no topic: "Austins Ferry".)
  if (offTopicBeside(text.slice(0, c.end).replace(LAUGHTER, (m) => " ".repeat(m.length)), named, c.start)) return false;
  // "Bendigo instead.": a place put in another's place.
  if (c.role === "correction" || !found(m) || /\binstead\b/i.test(text.slice(c.start, c.end))) return true;
  if (c.role === "ruledOut" && tokens.some((k) => k.negated && k.start < m.end && k.end > m.start)) return true;
  // "…my sister nearly froze visiting there in July. Goulburn or Yass": a clause of places alone puts them forward.
  let rest = text.slice(c.start, c.end);
  for (const p of named.filter((p) => p.start >= c.start && p.end <= c.end).sort((a, b) => b.start - a.start)) rest = rest.slice(0, p.start - c.start) + " " + rest.slice(p.end - c.start);
  // (Not a name alone under a letter, its signature: "…celebratory mood.\n\nLachlan".)
  const signature = /\n\s*$/.test(text.slice(0, c.start)) && /^\s*$/.test(text.slice(c.end));
  if (!signature && /^(?:[\s\p{P}]|\b(?:and|or|n|then|maybe|perhaps|instead|too)\b)*$/iu.test(rest)) return true;
  return tokens.some((t) => t.start >= c.start && t.end <= c.end && (t.pos === "VERB" || t.pos === "ADJ" || t.pos === "AUX") && (PLACE_ACTION.has(t.lemma) || WISH_LEMMA.has(t.lemma)));
}
/**
 * An off-topic cue in the text (from `from`) that is no word of a longer place name: "Austins Ferry" is a place, "a
 * limerick" or "good night" are talk even where a place has that whole name.
 */
export function offTopicBeside(text: string, named: readonly { start: number; end: number }[], from = 0): boolean {
  for (const m of text.matchAll(OFF_TOPIC_ALL)) {
    if (m.index! < from) continue;
    // (Laughter beside a place is no topic, "lol jk we live in Scarborough"; beside a question it may be: "whens the
    // darwin show on lol".)
    if (named.length > 0 && new RegExp(`^(?:${LAUGHTER.source})$`, "i").test(m[0]) && !ASKS.test(text)) continue;
    const end = m.index! + m[0].length;
    if (!named.some((p) => p.start <= m.index! && p.end >= end && p.end - p.start > m[0].length)) return true;
  }
  return false;
}
const OFF_TOPIC_ALL = new RegExp(OFF_TOPIC.source, "gi");
const found = (m: PlaceMention) => m.text.toLowerCase() !== "it" && !/^(?:there|them|those|that )/i.test(m.text);
const ASKS = /\?|\b(?:when|whens|when's|what|whats|what's|where|wheres|where's|who|whos|who's|how|hows|how's|why)\b/i;
const LAUGHTER = /\b(?:lol|lmao|rofl|haha+|hehe+)\b/gi;
const WISH_LEMMA = new Set(["want", "wanna", "like", "love", "prefer", "need", "mean", "hope", "keen", "find", "show", "give", "buy", "invest", "make", "change", "swap", "replace", "switch", "go", "do", "put", "stick", "focus", "target"]);

/** The sentence around `pos`. */

/** A correction of a slip, not a change of mind: "sorry", "oops", "I meant", "typo". */
const SLIP = /\b(?:sorry|soz|oops|woops|whoops|my bad|typo|autocorrect|meant|mean|wrong one|wrong|wait)\b/i;

/** "Rockingham suburb itself": the suburb, not the council of its name ("not Newcastle itself" may be either). */
/** Between a place and "drop it": a thing of the brief that "it" may stand for instead ("Kelso, and the pool, drop it"). */
const DROPPED_THING = /\b(?:pool|flat|shed|garage|ensuite|balcony|study|aircon|dishwasher|courtyard|wardrobes?|bed(?:room)?s?|bath(?:room)?s?|price|budget|min(?:imum)?|max(?:imum)?|type|house|unit|townhouse|apartment|land|overlay|\d)\b/i;
const SUBURB_ITSELF_AFTER = /^\s+(?:suburb|township)\b/i;
/** A risk after a place's name: "flood areas", "bushfire zones" (the place names where the risk lies). */
const RISK_WORDS = `^\\s+(?:(?:valley|river|creek|coast|hills)\\s+)?(?:${RISK_CONCEPTS.map((c) => c.re.source).join("|")})`;
const RISK_SPOTS = "\\s+(?:areas?|zones?|streets?|parts?|pockets?|spots?|land|blocks?)";
const RISK_AFTER_PLACE = new RegExp(`${RISK_WORDS}(?:${RISK_SPOTS})?\\b`, "i");
/** The risk's words name where it lies ("flood areas", "bushfire zones"), not only that the place has it ("Lismore floods"). */
const RISK_AREA_AFTER = new RegExp(`${RISK_WORDS}${RISK_SPOTS}\\b`, "i");
/** After a name: "is where they live", "'s where I fly in n out", "is where my sister works". */
// ("Red Cliffs, that is where we had our first house": said after the name too; not "except Sandy Bay, where I live", ruled
// out whatever else it is, nor "Toowoomba where my cousin lives", wanted for it.)
const WHERE_SOMEONE_IS_AFTER = /^(?:'s|\s+is|\s*,?\s+(?:that(?:'s|\s+is|\s+was)|which\s+is|it's))\s+where\s+(i|we|they|he|she|my \w+|our \w+|mum|dad|his \w+|her \w+)\s+(?:all\s+|currently\s+|still\s+|first\s+)?(live|lives|lived|living|work|works|worked|working|fly|flies|grew up|rent|rents|rented|renting|stay|stays|stayed|winter|winters|summer|summers|holiday|holidays|(?<=\b(?:i|we)\s+)(?:have|had|bought|owned|sold))\b/i;
/** "Warrnambool where Joan lives": a person named, living or working at the place before. */
/** "ellenbrook is home but want to move to aveley", "Kirwan's our home for now": where the buyer lives, said after the name. */
const IS_HOME_AFTER = /^(?:'s|’s|\s+is)\s+(?:our\s+|my\s+)?home\b(?!\s+(?:loans?|buyers?|and land|to\s+(?:a|an|the|lots|many|some|heaps)\b))/i;
const WHERE_NAMED_IS_AFTER = /^\s*,?\s+where\s+([A-Z][a-z]+)\s+(lives|works|stays|rents|lived|worked)\b/;
/** Verbs that act on a place of the brief, by lemma: their object is a place ("drop it", "leave that one out", "add them"). */
const PLACE_ACTION = new Set(["add", "drop", "remove", "exclude", "include", "leave", "keep", "scrap", "scratch", "skip", "ditch", "cross", "take", "rule", "avoid", "try", "consider", "forget", "lose", "nix", "knock", "strike", "cut", "search", "look", "check"]);
/** The verbs of PLACE_ACTION that rule out the place a pronoun stands for. */
const RULE_OUT_ACTION = new Set(["exclude", "scrap", "scratch", "skip", "ditch", "cross", "rule", "avoid", "nix", "strike"]);

/** The context role of a place in a clause that is no wish (../clauses.ts), or null in a clause that may be one. */
function clauseRole(c: Clause): ContextRole | null {
  if (c.role === "context") return c.context ?? "others";
  if (c.role === "question" && c.certain) return "question";
  if (c.role === "offTopic") return "aside";
  return null;
}

/** A home named before "there": "a house there", "units up there". */
const HOME_NOUN = /^(?:houses?|units?|townhouses?|apartments?|places?|homes?|builds?|properties|property)$/;

/** A request to see listings: "show me", "find us", "search", "look for", "got any". */
const SHOW_REQUEST = /\b(?:show (?:me|us)|find (?:me|us)|search|look for|get (?:me|us)|give (?:me|us)|got any|have a look)\b/i;

/** "my office in Barton", "our shop at Cabramatta": where the buyer works, a place to reach rather than one held. */
const WORK_HELD_BEFORE = new RegExp(String.raw`\b(?:my|our|his|her)\s+(?:${WORKPLACE})\s+(?:in|at)\s+$`, "i");

/** "in Dalby or Nowhereville Heights": a name where a place goes that is no place known is a doubt to ask about, not dropped in silence. */
function readUnknownPlaces(r: Reading, found: readonly PlaceMention[]): void {
  for (const m of r.text.matchAll(PLACE_SLOT)) {
    const start = m.index! + m[0].length - m[1].length;
    const end = start + m[1].length;
    if (found.some((p) => p.start < end && p.end > start) || r.isConsumed(start, end)) continue;
    const first = m[1].split(/\s+/)[0].toLowerCase();
    // (A known name not taken as a place, "Manly in Brisbane", says which one: it is no unknown place.)
    if (isCommonWord(first) || NOT_A_PLACE_NAME.test(first) || r.places.byKey.has(m[1].toLowerCase())) continue;
    r.delta.doubts.push({ field: "locations", question: `I couldn't find "${m[1]}" among Australian suburbs, councils or states: which place did you mean?` });
    return;
  }
}

/**
 * Mentions joined only by "or", "and", or commas before one: one list, added or removed together
 * ("not St Marys or Kingswood", "leave Mittagong and Moss Vale out"). A comma alone does not join
 * ("forget Richmond, Footscray instead").
 */
const EXCLUDE_LIST_BEFORE = /\b(?:cut out|exclude|excluding|excl|exclusions?|excluded|omit|omitting|except|rule out|leave out|not|no|minus|other than|apart from)\s*[:=]?\s*(?:(?:anything|anywhere|nothing)\s+(?:in|at|near)\s+)?$/i;

function listsOf(text: string, mentions: PlaceMention[], apart: (a: PlaceMention, b: PlaceMention) => boolean): PlaceMention[][] {
  const lists: PlaceMention[][] = [];
  const gap = (i: number) => (i > 0 && i < mentions.length ? text.slice(mentions[i - 1].end, mentions[i].start) : "");
  for (let i = 0; i < mentions.length; i++) {
    const g = gap(i);
    // "St Marys, Kingswood or Penrith": a comma joins when the list goes on with "or"/"and".
    // "Exclude Mount Druitt, Bidwill, Lethbridge Park": commas alone join after a verb that rules places out.
    // (Not a place put forward after it: "not Darwin city, Palmerston better".)
    const ruledOut = i > 0 && /^\s*(?:[,.;:!?)\n]|and\b|or\b|$)/.test(text.slice(mentions[i].end)) && EXCLUDE_LIST_BEFORE.test(text.slice(Math.max(0, lists[lists.length - 1][0].start - 20), lists[lists.length - 1][0].start));
    // "Lismore, Ballina, none of it": commas alone join before a refusal of them all.
    let k = i;
    while (k + 1 < mentions.length && /^\s*,\s*$/.test(gap(k + 1))) k++;
    const allRefused = i > 0 && NONE_OF_THEM_AFTER.test(text.slice(mentions[k].end));
    const joins = i > 0 && LIST_GAP.test(g) && !apart(mentions[i - 1], mentions[i]) && (!/^\s*,\s*$/.test(g) || ruledOut || allRefused || (i + 1 < mentions.length && LIST_GAP.test(gap(i + 1)) && !/^\s*,\s*$/.test(gap(i + 1))));
    if (joins) lists[lists.length - 1].push(mentions[i]);
    else lists.push([mentions[i]]);
  }
  return lists;
}

/** "Dalby over Kingaroy": the place right after "over" another. */
function passedOver(text: string, mentions: PlaceMention[], p: PlaceMention): boolean {
  const prev = mentions.filter((m) => m.end <= p.start).at(-1);
  return !!prev && OVER_BETWEEN.test(text.slice(prev.end, p.start));
}

/** "find me a house there", "what about that suburb": the places the previous turn asked about, when this message names none. */
function readThere(r: Reading, namedPlaces: boolean): void {
  if (namedPlaces) return;
  const m = THERE.exec(r.t);
  if (!m || NOT_THERE_BEFORE.test(r.t.slice(Math.max(0, m.index - 8), m.index)) || r.isConsumed(m.index, m.index + m[0].length)) return;
  if (TRAVEL_TO_WORK.test(r.t)) return;
  r.delta.refersBack.place = true;
}

/** "within 30 minutes of work", "max 45 mins drive to there": a travel time to the workplace (this message's or one said before). */
function readTravelToWork(r: Reading): void {
  const m = TRAVEL_TO_WORK.exec(r.t) ?? WORK_THEN_TIME.exec(r.t) ?? (r.delta.workplace !== undefined ? bareTravelTime(r) : null);
  if (!m || r.delta.destination) return;
  const { n, unit: half } = travelCount(m[1]);
  const unit = half ?? m[2];
  const after = r.t.slice(m.index + m[0].length, m.index + m[0].length + 40).split(/[.;!?\n]/)[0];
  r.delta.travelToWork = { transportMode: modeOf(`${m[0]} ${after}`), maxTravelTime: travelTimeOf(n, unit) };
  r.consume(m.index, m.index + m[0].length);
}

/**
 * "Tevita works out at Eastern Creek, so for him it has to be twenty minutes' drive max": a travel time said alone, to
 * nothing named, in a message that names a workplace, is the time to it.
 */
function bareTravelTime(r: Reading): RegExpExecArray | null {
  for (const m of r.t.matchAll(new RegExp(TRAVEL_TIME.source, "gi"))) {
    const end = m.index + m[0].length;
    if (!r.isConsumed(m.index, end) && BARE_TRAVEL_AFTER.test(r.t.slice(end, end + 30))) return m;
  }
  return null;
}
const BARE_TRAVEL_AFTER = /^(?:'s|')?\s*(?:drive|driving|walk|walking|by car|by train|on foot|commute|train|bus|ride)?\s*(?:max(?:imum)?|tops|at most|or less|or under)?\s*(?:[,.;!?\n]|$)/;

/**
 * "within 30 minutes of Perth Airport by car", "20 min bus to CDU", "within 25 minutes of the Port Kembla steelworks": a
 * travel time to a named place that is no suburb: the destination is the name as written ("the airport" takes the
 * name of the first place wanted in the message: "Mackay airport"), and places inside it are not searched.
 */
function readLandmark(r: Reading, found: readonly PlaceMention[], mentions: PlaceMention[], facilities: readonly PlaceMention[]): void {
  const { text, delta: d } = r;
  const spans = facilities.map((f) => facilitySpan(text, f)!);
  // "I have a contract at the Port Kembla steelworks office so within 20 minutes by car from there", "near Keswick
  // Barracks … walk to work within 15 min": with no workplace of its own, the message's facility is the one to reach.
  if (d.travelToWork && d.workplace === undefined && spans.length > 0) {
    const span = spans[spans.length - 1];
    d.destination = { address: text.slice(span.start, span.end), transportMode: d.travelToWork.transportMode ?? "car", maxTravelTime: d.travelToWork.maxTravelTime };
    return;
  }
  const m = TRAVEL_TO_LANDMARK.exec(text);
  if (!m) {
    // "near Sydney airport, 30 min drive", "HMAS Stirling commute. 20 min by car max.": the facility, then the time.
    for (const { start, end } of spans) {
      // ("close to Flinders Medical Centre for a client, 15 min drive max": a few words between, in the same sentence.)
      const time = TRAVEL_TIME.exec(text.slice(end, end + 40));
      if (!time || (time.index > 12 && (time.index > 28 || /[.;!?\n]/.test(text.slice(end, end + time.index))))) continue;
      const after = text.slice(end, end + 50).split(/[.;!?\n]/)[0].toLowerCase();
      d.destination = { address: text.slice(start, end), transportMode: modeOf(after) ?? "car", maxTravelTime: travelTimeOf(travelCount(time[1]).n, travelCount(time[1]).unit ?? time[2]) };
      return;
    }
    return;
  }
  const at = m.index + m[0].length;
  // ("any tips for long drives, I've got six hours to Bowen tomorrow": said in small talk, no place to reach.)
  const role = r.contextAt(m.index, at);
  if (role === "question" || role === "aside") return;
  const np = LANDMARK_NAME.exec(text.slice(at));
  // "within twenty minutes of the CBD by tram" (Richmond or Abbotsford): the centre of the capital of the places wanted.
  const capital = STATE_CAPITAL[mentions.find((p) => p.place && d.addPlaces.includes(p.place))?.place?.state ?? ""];
  if (np && /^(?:cbd|city)$/i.test(np[1]) && capital) {
    const after = text.slice(at + np[0].length, at + np[0].length + 50).split(/[.;!?\n]/)[0].toLowerCase();
    const { n, unit } = travelCount(m[1]);
    d.destination = { address: `${capital} CBD`, transportMode: modeOf(`${m[0]} ${after}`) ?? "car", maxTravelTime: travelTimeOf(n, unit ?? m[2]) };
    return;
  }
  if (!np || NOT_A_LANDMARK.test(np[1])) return;
  const start = at + np.index + np[0].length - np[1].length;
  const end = start + np[1].length;
  // "Parliament House in Canberra": the place after it says where it is.
  const where = /^\s+(?:in|at)\s+/.exec(text.slice(end));
  const reach = where ? end + where[0].length + 30 : end;
  const inside = found.filter((p) => p.start >= start && p.start < reach && (p.start < end || p.start === end + (where?.[0].length ?? 0)));
  const place = mentions.find((p) => p.place && !inside.includes(p) && d.addPlaces.includes(p.place));
  // "my son's school in Pakenham": someone's place, never searched, and no destination the buyer asked for.
  if (/^(?:my|our|his|her|their|your)\b/i.test(np[1])) {
    const names = new Set(inside.flatMap((p) => (p.place ? [p.place.description] : [])));
    d.addPlaces = d.addPlaces.filter((c) => !names.has(c.description));
    for (const p of inside) d.contextPlaces.push({ text: p.text, place: p.place, role: "others" });
    return;
  }
  // "near RAAF East Sale … within ten minutes of the base": the facility of that kind the message names.
  const lower = /^[a-z]/.test(np[1]) && inside.length === 0;
  const named = lower ? spans.find((s) => new RegExp(`\\b${np[1]}\\b`, "i").test(text.slice(s.start, s.end)) || (/^base$/i.test(np[1]) && /^(?:RAAF|HMAS|Army|Navy)\b/i.test(text.slice(s.start, s.end)))) : undefined;
  // "uwa", "cdu": an acronym in lower case is a name; "the airport" is the one of the place wanted.
  const acronym = !named && /^[a-z]{2,5}$/.test(np[1]) && !isCommonWord(np[1]);
  const generic = lower && !acronym;
  if (generic && !place && !named) return;
  // ("10 min drive to the Base hospital" in Wagga: a facility's name holding no place is the one of the place wanted.)
  const placeless = !lower && inside.length === 0 && !!place && FACILITY_NOUN.test(np[1]);
  const address = named ? text.slice(named.start, named.end) : (generic || placeless) && place ? `${place.place!.name.replace(/\s*\(.*\)$/, "")} ${np[1]}` : np[1];
  const after = text.slice(end, end + 50).split(/[.;!?\n]/)[0].toLowerCase();
  const { n, unit } = travelCount(m[1]);
  d.destination = { address: address.slice(0, 80), transportMode: modeOf(`${m[0]} ${after}`) ?? "car", maxTravelTime: travelTimeOf(n, unit ?? m[2]) };
  // The places inside the name are no places to search.
  const insideNames = new Set(inside.flatMap((p) => (p.place ? [p.place.description] : [])));
  d.addPlaces = d.addPlaces.filter((c) => !insideNames.has(c.description) || mentions.some((p) => p.place === c && !inside.includes(p)));
  d.ambiguous = d.ambiguous.filter((p) => !inside.includes(p));
  d.removePlaces = d.removePlaces.filter((p) => !inside.includes(p));
  r.consume(start, end);
}

/** A facility's kind in its name: "Base hospital", "the Uni", "General Hospital". */
const FACILITY_NOUN = /\b(?:hospital|hosp|uni|university|campus|base|airport|tafe|college|barracks|bks)\b/i;

/** Each state's capital, whose centre "the CBD" or "the city" names. */
const STATE_CAPITAL: Record<string, string> = { NSW: "Sydney", VIC: "Melbourne", QLD: "Brisbane", WA: "Perth", SA: "Adelaide", TAS: "Hobart", ACT: "Canberra", NT: "Darwin" };

/** A facility's name around a place: "Perth Airport", "Robertson Bks", "RAAF Amberley", "HMAS Stirling"; null if none. */
function facilitySpan(text: string, p: PlaceMention): { start: number; end: number } | null {
  const after = LANDMARK_AFTER.exec(text.slice(p.end, p.end + 24));
  const before = LANDMARK_BEFORE.exec(text.slice(Math.max(0, p.start - 16), p.start));
  if (!after && !before) return null;
  // ("Royal Darwin Hospital", "Fiona Stanley Hospital": the capitalised words of the name before the place are its own.)
  const lead = /(?:\b[A-Z][a-z]+\s+){1,2}$/.exec(text.slice(Math.max(0, p.start - 24), p.start - (before?.[0].length ?? 0)));
  const own = lead ? lead[0].split(/\s+/).filter(Boolean) : [];
  const kept = own.slice(own.findLastIndex((w) => isCommonWord(w.toLowerCase())) + 1).join(" ");
  const extra = kept ? kept.length + 1 : 0;
  return { start: p.start - (before?.[0].length ?? 0) - extra, end: p.end + (after?.[0].length ?? 0) };
}

/** "within 30 minutes of the Melbourne CBD", "an hour's drive from Geelong", "commute to Parramatta": the place is one to reach. */
const TRIP_WHEN = /^\s*(?:\w+\s+){0,3}?(?:next|this|on the|over the|in the|for the|for)\s+(?:week|weekend|month|year|break|holidays?|hols|school holidays|easter|christmas|xmas|long weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b|^\s*(?:\w+\s+){0,3}?(?:tomorrow|tonight|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/;

function readDestination(r: Reading, p: PlaceMention, clause: string): boolean {
  const travel = TRAVEL_TO_PLACE.exec(clause);
  // ("Puckapunyal commute 20 min": the commute after the place.)
  const commute = COMMUTE_TO_PLACE.exec(clause) ?? COMMUTE_AFTER.exec(r.text.slice(p.end, p.end + 12));
  if (!p.place || !(travel || commute)) return false;
  // How and how long may also follow the place: "commute to Melbourne by train, max an hour".
  const after = r.text.slice(p.end, p.end + 50).split(/[.;!?\n]/)[0].toLowerCase();
  // "driving to Gympie next week", "drive to Alice in the break": a trip with its date, no place to reach every day.
  // The place is passed over (a context place, never searched).
  if (!travel && TRIP_WHEN.test(after)) return true;
  const later = TRAVEL_TIME.exec(after);
  const time = travel ?? later;
  const count = time ? travelCount(time[1]) : { n: 30, unit: "min" as const };
  // ("40 minute drive max to the salon in Inala": the workplace as written, with its place.)
  const workplace = travel?.groups?.workplace?.trim();
  const the = !!workplace && /\bthe\s+$/i.test(travel![0].slice(0, travel![0].lastIndexOf(workplace)));
  r.delta.destination = {
    address: workplace ? `${the ? "the " : ""}${workplace} ${p.place.description}` : p.place.description,
    transportMode: modeOf(`${travel?.[0] ?? ""} ${commute?.[0] ?? ""} ${after}`) ?? "car",
    maxTravelTime: time ? travelTimeOf(count.n, count.unit ?? time[2]) : 30,
  };
  return true;
}
