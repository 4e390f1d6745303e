import { PROPERTY_AGES } from "@/lib/preferences/schema";
import type { Age, Amenity, Avoid, MarketStatus, Risk, Style } from "../lexicon";
import { labelProbabilities, learnedLabels, learnedMeaningsOn, MEANINGS, readingFeatures } from "../meanings";
import type { Reading } from "../reading";

/**
 * The learned meanings (../meanings.ts) of the option groups read before this reader (styles, ages, risks, avoidances,
 * renovation, market status, amenities), after every other reader, on the words they left as they left them: where the
 * lexicon read no option of a group in the message, an option the corpus model gives at least its threshold is
 * wanted; the lexicon's reading stays. Only groups whose model beat the rules out of fold ship (train-meanings.ts), so
 * a group without a model reads nothing here. Goals, development and split living are read in ./strategy.ts.
 */
export function readLearnedOptions(r: Reading): void {
  if (!learnedMeaningsOn()) return;
  const { delta: d } = r;
  const wish = () => r.clauses().find((c) => c.role === "wanted" || c.role === "correction")?.start ?? 0;
  if (Object.keys(d.style).length === 0 && !d.clearStyle) for (const k of learnedLabels(r, "styles") as Style[]) d.style[k] = true;
  if (d.age === undefined) {
    const ages = learnedLabels(r, "ages") as Age[];
    if (ages.length) d.age = PROPERTY_AGES.filter((a) => ages.includes(a));
  }
  if (Object.keys(d.risks).length === 0)
    for (const k of learnedLabels(r, "risks") as Risk[]) {
      d.risks[k] = true;
      r.noteFactor("riskOverlay", wish());
    }
  // A nearness the amenities reader read, wanted or dismissed ("we don't need to be near schools"), is no avoidance.
  const nearness = d.amenities.categories.length > 0 || d.amenitiesRemoved.length > 0;
  if (Object.keys(d.avoid).length === 0 && !nearness) for (const k of learnedLabels(r, "avoid") as Avoid[]) d.avoid[k] = true;
  if (d.renovation.enabled === undefined && learnedLabels(r, "renovation").includes("wanted")) {
    d.renovation.enabled = true;
    r.noteFactor("renovationPotential", wish());
  }
  if (d.marketStatus === undefined && d.marketWiden === undefined) {
    // One status: of two above their thresholds, the likelier.
    const [best] = learnedLabels(r, "marketStatus").sort((a, b) => probability(r, "marketStatus", b) - probability(r, "marketStatus", a));
    if (best) d.marketStatus = best as MarketStatus;
  }
  // A place to be near is learned only beside something else of a brief: "when are the Mindil Beach markets on", "are
  // there crocs at Casuarina beach?" name a beach and ask for nothing.
  const briefBesides = d.addPlaces.length > 0 || !!d.price || d.bedrooms !== undefined || d.propertyType !== undefined || Object.keys(d.features).length > 0 || r.expecting.length > 0;
  if (d.amenities.categories.length === 0 && d.amenitiesRemoved.length === 0 && briefBesides) d.amenities.categories.push(...(learnedLabels(r, "amenities") as Amenity[]));
}

const probability = (r: Reading, group: string, label: string) =>
  labelProbabilities(readingFeatures(r, MEANINGS.groups[group]?.features ?? "wish"), group)[label] ?? 0;
