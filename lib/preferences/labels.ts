/**
 * What the preference form shows for each option of the schema's option lists. Each is a Record
 * over its list, so an option added to the schema without a label is a type error here, never a
 * raw key on screen.
 */
import type {
  AMENITY_CATEGORIES,
  AVOID_FILTERS,
  DEVELOPMENT_OPTIONS,
  FEATURES,
  INVESTMENT_GOALS,
  RISK_FILTERS,
  SPLIT_LIVING_OPTIONS,
  TRANSPORT_MODES,
} from "./schema";

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const FEATURE_LABELS: Labels<typeof FEATURES> = {
  pool: "Pool",
  aircon: "Air conditioning",
  garage: "Garage",
  dishwasher: "Dishwasher",
  builtinWardrobe: "Built-in wardrobes",
  ensuite: "Ensuite",
  study: "Study",
  balcony: "Balcony",
  courtyard: "Courtyard",
  shed: "Shed",
};

export const RISK_FILTER_LABELS: Labels<typeof RISK_FILTERS> = {
  bushfire: "Bushfire",
  flood: "Flood",
  heritage: "Heritage",
};

export const AVOID_FILTER_LABELS: Labels<typeof AVOID_FILTERS> = {
  trainTracks: "Train tracks",
  nextToSchool: "Next to a school",
  nextToMajorRoad: "Next to a major road",
};

export const SPLIT_LIVING_LABELS: Labels<typeof SPLIT_LIVING_OPTIONS> = {
  grannyFlat: "Granny flat",
  internalDualliving: "Internal dual living",
  roomingHouse: "Rooming house",
  duplexPair: "Duplex pair",
};

export const DEVELOPMENT_LABELS: Labels<typeof DEVELOPMENT_OPTIONS> = {
  battleAxe: "Battle-axe block",
  sideByside: "Side-by-side",
  multiTownhouse: "Multiple townhouses",
  cornerLotsplit: "Corner lot split",
};

export const INVESTMENT_GOAL_LABELS: Labels<typeof INVESTMENT_GOALS> = {
  highcashflow: "High cash flow",
  undervalued: "Undervalued",
  highcapitalgrowth: "High capital growth",
};

export const AMENITY_LABELS: Labels<typeof AMENITY_CATEGORIES> = {
  schools: "Schools",
  supermarkets: "Supermarkets",
  shopping: "Shopping",
  publicTransport: "Public transport",
  parks: "Parks",
  medical: "Medical",
  restaurants: "Restaurants",
  gyms: "Gyms",
  beaches: "Beaches",
  cityCenter: "City centre",
  airport: "Airport",
  hospitals: "Hospitals",
  universities: "Universities",
  entertainment: "Entertainment",
};

export const TRANSPORT_MODE_LABELS: Labels<typeof TRANSPORT_MODES> = {
  car: "Car",
  publicTransport: "Public transport",
  bicycle: "Bicycle",
  walking: "Walking",
};
