/** The demo catalogue: suburb profiles from real attributes, and seeded listings around them. */
export { deriveSuburbProfile, profileOfSuburb, bandOf, remotenessOf, typicalBlockFor, zoningMixFor, distanceKm, densityOf, CAPITALS, type SuburbInput, type Band } from "./profile";
export { generateCatalogue, eligibleSuburbs, demoListingId, DEMO_ID_PREFIX, CATALOGUE_YEAR, type GeneratedListing } from "./generate";
export { createRng, mulberry32, hash32, type Rng } from "./prng";
