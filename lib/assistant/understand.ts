/**
 * Reads one message into a Delta: what it sets, clears or removes in the brief. Each reader
 * (./readers/) reads one kind of thing with its lexicon (./lexicon.ts): the words Australian buyers
 * use for it, found with their position in the message. A concept after a negation in the same
 * clause ("no units", "not flood prone", "drop Ballarat") reads as its opposite (./scope.ts).
 * Numbers are read with their unit or cue word ("under 750k", "3x2", "600sqm+", "quarter acre",
 * "max 900").
 */
import { startReading, type Delta, type Reader, type UnderstandOptions } from "./reading";
import { readAmenities } from "./readers/amenities";
import { readAvoidances, readFeatures, readRisks } from "./readers/concepts";
import { readCounts } from "./readers/counts";
import { readImportance } from "./readers/importance";
import { readLandSize } from "./readers/land";
import { readMarketStatus } from "./readers/market";
import { readPlaces } from "./readers/places";
import { readPrices } from "./readers/prices";
import { readPropertyType } from "./readers/property-type";
import { readReset } from "./readers/reset";
import { readRenovation, readStrategy } from "./readers/strategy";

/**
 * The readers in the order they read. A reader consumes the words it reads and later readers skip
 * them, so the order settles which reading a word gets: land sizes and room counts before prices
 * (their numbers are not prices), every reader that notes an importance factor before the
 * importance reader, and places last, on what the others left. The evaluation set
 * (tests/fixtures/assistant) was tuned in this order.
 */
export const READERS: readonly Reader[] = [
  readReset,
  readLandSize,
  readCounts,
  readPrices,
  readPropertyType,
  readFeatures,
  readRisks,
  readAvoidances,
  readStrategy,
  readRenovation,
  readMarketStatus,
  readImportance,
  readAmenities,
  readPlaces,
];

export function understand(message: string, opts: UnderstandOptions): Delta {
  const r = startReading(message, opts);
  for (const read of READERS) read(r);
  const d = r.delta;
  d.understoodAnything =
    d.reset ||
    d.places.length > 0 ||
    d.price !== null ||
    d.propertyType !== undefined ||
    d.excludedTypes.length > 0 ||
    d.bedrooms !== undefined ||
    d.bathrooms !== undefined ||
    d.parking !== undefined ||
    d.landSize !== undefined ||
    d.marketStatus !== undefined ||
    d.destination !== undefined ||
    d.amenities.categories.length > 0 ||
    d.developmentGeneric !== undefined ||
    [d.features, d.risks, d.avoid, d.goals, d.development, d.split, d.renovation].some((o) => Object.keys(o).length > 0);
  return d;
}
