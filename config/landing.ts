/** Landing copy as data (spec 1 sections 1-2). */
/** Each rotating word with the hero card that shows it (lib/landing/hero-cards: the engine's output on a demo listing). */
export const heroSlides = [
  { word: "property", kind: "property" },
  { word: "subdivision", kind: "subdivision" },
  { word: "fixer-upper", kind: "renovation" },
  { word: "share house", kind: "rooming" },
] as const;

/**
 * The hero's promise (spec 1: the AI analyses listings and scores them against the
 * strategy; research cut from days to under an hour), said as it is done: the assistant
 * understands the brief, and the engine scores with the formulas in docs/SCORING.md.
 */
export const heroIntro =
  "Tell us your strategy in your own words. Our AI assistant understands the brief, and our scoring engine rates Australian listings for cash flow, growth, renovation and development potential with formulas you can read, cutting your research from days to under an hour.";

export const benefits = [
  {
    title: "From days to under an hour",
    body: "Stop trawling listing sites. Propie cuts the research for a search from days to under an hour.",
  },
  {
    title: "Scored against your strategy",
    body: "Every match is scored for cash flow, growth, renovation, development and split-living potential, weighted by what matters most to you.",
  },
  {
    title: "The working shown",
    body: "Yields, price against the suburb median, renovation costs and subdivision checks, explained in plain words rather than a black-box number.",
  },
  {
    title: "Built for real projects",
    body: "Cosmetic renovations, subdivisions and rooming houses: find the deals that suit the project you want to do next.",
  },
] as const;

export const steps = [
  {
    title: "Set Your Preferences",
    body: "Tell us where you want to buy, your budget, and rank what matters most: cash flow, growth, renovation, development or split living.",
  },
  {
    title: "AI Analysis",
    body: "Our engine checks every matching listing and scores it against your strategy, section by section, with its reasoning.",
  },
  {
    title: "Review Results",
    body: "We notify you as results come in. Review ranked, explained matches, then save, share or restore your search any time.",
  },
] as const;
