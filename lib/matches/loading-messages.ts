/**
 * The matches screen's loading lines (spec 2 section 9: 20 messages, rotating every
 * 3,000 ms with a 300 ms fade). Cooking-themed, like the rest of the product's voice.
 */
export const MATCHES_LOADING_MESSAGES = [
  "Preheating the oven…",
  "Rolling out the pastry…",
  "Sifting through listings…",
  "Measuring the ingredients…",
  "Whisking the numbers together…",
  "Checking the rental yields…",
  "Folding in capital growth…",
  "Tasting the suburb medians…",
  "Proofing the renovation costs…",
  "Scoring the development potential…",
  "Seasoning with overlays…",
  "Laying out the lattice…",
  "Crimping the edges…",
  "Brushing on the egg wash…",
  "Keeping an eye on the oven…",
  "Letting it rise…",
  "Slicing it into portions…",
  "Plating up your matches…",
  "Adding a sprinkle of data…",
  "Almost out of the oven…",
] as const;
