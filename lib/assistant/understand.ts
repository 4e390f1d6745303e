/**
 * Reads one message into a Delta: what it sets, clears or removes in the brief. Each reader
 * (./readers/) reads one kind of thing with its lexicon (./lexicon.ts): the words Australian buyers
 * use for it, found with their position in the message. A concept after a negation in the same
 * clause ("no units", "not flood prone", "drop Ballarat") reads as its opposite (./scope.ts); a
 * clause about the buyer's situation ("we live in Newtown", "I grew up in Geelong") is context and
 * holds no wish (./readers/context.ts). Numbers are read with their unit or cue word ("under
 * 750k", "3x2", "600sqm+", "quarter acre", "max 900"); a reading made with low confidence is
 * noted as a doubt, which the assistant asks about before it searches.
 */
import { OPTIONS_INSTEAD } from "./lexicon";
import { startReading, type Delta, type Reader, type UnderstandOptions } from "./reading";
import { readAmenities } from "./readers/amenities";
import { readClearedFields } from "./readers/clear";
import { readAvoidances, readFeatures, readRisks } from "./readers/concepts";
import { readContext } from "./readers/context";
import { readCounts } from "./readers/counts";
import { readCriteria } from "./readers/criteria";
import { readFinance } from "./readers/finance";
import { readImportance } from "./readers/importance";
import { readLearnedOptions } from "./readers/learned";
import { readLandSize } from "./readers/land";
import { readMarketStatus } from "./readers/market";
import { readPlaces } from "./readers/places";
import { readPrices } from "./readers/prices";
import { readPropertyType } from "./readers/property-type";
import { readReference } from "./readers/reference";
import { readReset } from "./readers/reset";
import { readRenovation, readStrategy } from "./readers/strategy";
import { readBuildYears, readStyleAndAge } from "./readers/style";

/**
 * The readers in the order they read. A reader consumes the words it reads and later readers skip
 * them, so the order settles which reading a word gets: context clauses first (nothing in them is a
 * wish), the buyer's criteria and finance ("no more than 150k cash in", "150k deposit" and "140k a year" are no price), land sizes and room counts before prices (their numbers are not prices), style and age
 * before renovation ("brand new" is an age as well), cleared fields after the readings of those
 * fields, every reader that notes an importance factor before the importance reader, and places
 * last, on what the others left; then the learned meanings of the groups read before (./readers/learned.ts), where
 * the lexicon read none of a group. The evaluation set (tests/fixtures/assistant) was tuned in this order.
 */
export const READERS: readonly Reader[] = [
  readReset,
  readContext,
  readCriteria,
  readFinance,
  readBuildYears,
  readLandSize,
  readCounts,
  readPrices,
  readPropertyType,
  readFeatures,
  readRisks,
  readAvoidances,
  readStyleAndAge,
  readStrategy,
  readRenovation,
  readMarketStatus,
  readClearedFields,
  readReference,
  readImportance,
  readAmenities,
  readPlaces,
  readLearnedOptions,
];

export function understand(message: string, opts: UnderstandOptions): Delta {
  const r = startReading(message, opts);
  for (const read of READERS) read(r);
  const d = r.delta;
  // "within 30 minutes of work": the workplace said in this message or before, else the place asked about.
  if (d.travelToWork && !d.destination) {
    const address = d.workplace ?? opts.workplace ?? opts.topic?.places[0] ?? null;
    if (address) d.destination = { address, transportMode: d.travelToWork.transportMode ?? "car", maxTravelTime: d.travelToWork.maxTravelTime };
  }
  d.optionsInstead = OPTIONS_INSTEAD.test(r.t);
  // "Scrap that. Shepparton instead, 4 bedrooms, up to $500k": dropping the last brief for a new one with places and figures
  // of its own starts over ("scrap that, Albury instead" swaps the place; "scrap that, I want a house" changes the type).
  if (d.restartOnNewBrief && d.addPlaces.length > 0 && (d.price !== null || d.bedrooms !== undefined)) d.reset = true;
  // "find me a house there": the places of the previous turn's question.
  if (d.refersBack.place && d.addPlaces.length === 0 && d.removePlaces.length === 0) {
    for (const description of opts.topic?.places ?? []) {
      const place = opts.places.byDescription.get(description.toLowerCase());
      if (place) d.addPlaces.push(place);
    }
    if (d.addPlaces.length === 0) d.refersBack.place = false;
  }
  d.understoodAnything = readBesidesPlaces(d) || d.places.length > 0 || d.addPlaces.length > 0 || d.workplace !== undefined || d.doubts.length > 0;
  return d;
}

/** Something other than places was read: a message that only names places may be a question about them, or off-topic. */
export function readBesidesPlaces(d: Delta): boolean {
  return (
    d.reset ||
    d.price !== null ||
    d.propertyType !== undefined ||
    d.excludedTypes.length > 0 ||
    d.bedrooms !== undefined ||
    d.bathrooms !== undefined ||
    d.parking !== undefined ||
    d.landSize !== undefined ||
    d.marketStatus !== undefined ||
    d.marketWiden !== undefined ||
    d.destination !== undefined ||
    d.age !== undefined ||
    d.clearStyle ||
    d.clearExclusions === true ||
    d.refersBack.concept ||
    d.amenities.categories.length > 0 ||
    d.amenitiesRemoved.length > 0 ||
    d.developmentGeneric !== undefined ||
    d.doubts.some((x) => x.field !== "locations") ||
    Object.keys(d.finance).length > 0 ||
    Object.keys(d.criteria).length > 0 ||
    d.financeProblems.length > 0 ||
    [d.features, d.risks, d.avoid, d.goals, d.development, d.split, d.renovation, d.style].some((o) => Object.keys(o).length > 0)
  );
}
