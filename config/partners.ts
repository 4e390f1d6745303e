/**
 * The partnership marketing page (spec 1 section 1). Only the case-study figures
 * the spec states are shown; the spec gives no purchase prices, hold periods or
 * cash invested, so none are invented.
 *
 * The founders' names are the partnership's to give: set `name` here. A founder
 * without a name is shown by role only (no made-up name or initials). The booking
 * link is the BOOKING_URL variable; without it the "Book a call" buttons are hidden.
 */
export type Founder = { role: string; name: string | null; years: number; bio: string };

export const founders: readonly Founder[] = [
  {
    role: "Co-founder, acquisitions",
    name: null,
    years: 20,
    bio: "20 years of experience finding, negotiating and subdividing residential sites across South Australia and Queensland.",
  },
  {
    role: "Co-founder, projects",
    name: null,
    years: 20,
    bio: "20 years of experience delivering renovations and rooming-house conversions on time and on budget.",
  },
];

/** Initials for a named founder's avatar. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}

export const services = [
  { title: "Cosmetic renovations", body: "Targeted updates that lift value and rent without structural work." },
  { title: "Subdivisions", body: "Corner-lot, side-by-side and battle-axe splits on the right blocks." },
  { title: "Rooming houses", body: "Compliant conversions that turn one house into strong, diversified income." },
] as const;

/** The case-study figures the spec states, named once; a study shows the ones it has, in this order. */
const FIGURE_LABELS = {
  roi: "ROI",
  cashOnCash: "Cash-on-cash return",
  netYield: "Net rental yield",
  cashflow: "Net cashflow per month",
} as const;

type Figures = Partial<Record<keyof typeof FIGURE_LABELS, string>>;

function caseStudy(study: { title: string; location: string; summary: string; figures: Figures }) {
  const figures = Object.entries(FIGURE_LABELS).flatMap(([key, label]) => {
    const value = study.figures[key as keyof Figures];
    return value === undefined ? [] : [{ label, value }];
  });
  return { ...study, figures };
}

export const caseStudies = [
  caseStudy({
    title: "Subdivision",
    location: "A South Australian suburb",
    summary: "A large block bought, split into two titles and the rear lot sold.",
    figures: { roi: "28%", cashOnCash: "73%" },
  }),
  caseStudy({
    title: "Rooming-house renovation",
    location: "A regional South Australian city",
    summary: "A tired family home renovated and converted into a compliant rooming house.",
    figures: { netYield: "9.4%", cashflow: "$2,711" },
  }),
  caseStudy({
    title: "Renovation, subdivision and rooming",
    location: "A Queensland suburb",
    summary: "Renovated, subdivided and let by the room: three strategies on one site.",
    figures: { roi: "40%", cashOnCash: "87%", netYield: "5.5%", cashflow: "$2,200" },
  }),
];
