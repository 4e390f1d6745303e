/**
 * The schemes and grants a buyer may use (docs/FINANCE.md §6): the Home Guarantee Scheme's First
 * Home Guarantee and Family Home Guarantee (no LMI within the price caps), the First Home Owner
 * Grant per state (new homes), and Victoria's off-the-plan duty concession. The QLD and SA new-home
 * first home exemptions live with the duty schedules (firstHomeNewBuildExempt). Each applies only
 * when the listing and the buyer qualify, is shown as a line with its source, and can be switched
 * off (the profile's `schemesOff`). Every period is by contract date.
 */
import { pickByDate, type Period } from "./periods";
import type { ScheduleRef } from "./provenance";
import type { StateCode } from "./schedules";

/* ---------- Home Guarantee Scheme ---------- */

/** Price caps: [capital city and regional centres, the rest of the state]. */
export type PriceCaps = Record<StateCode, readonly [number, number]>;

export type HomeGuaranteePeriod = {
  period: Period;
  caps: PriceCaps;
  /** First Home Guarantee income caps (single, couple); null = none. */
  incomeCap: { single: number; couple: number } | null;
  schedule: ScheduleRef;
};

const HOUSING_AUSTRALIA = "https://www.housingaustralia.gov.au/home-guarantee-scheme";

export const HOME_GUARANTEE: readonly HomeGuaranteePeriod[] = [
  {
    period: { from: "2024-07-01", to: "2025-09-30" },
    caps: { NSW: [900_000, 750_000], VIC: [800_000, 650_000], QLD: [700_000, 550_000], WA: [600_000, 450_000], SA: [600_000, 450_000], TAS: [600_000, 450_000], ACT: [750_000, 750_000], NT: [600_000, 600_000] },
    incomeCap: { single: 125_000, couple: 200_000 },
    schedule: {
      id: "hgs-2024",
      title: "Home Guarantee Scheme property price caps and income caps to 30 September 2025",
      effective: "2024-07-01",
      to: "2025-09-30",
      source: "Housing Australia (caps as listed by the Parliamentary Budget Office and Resolve Finance)",
      url: HOUSING_AUSTRALIA,
      caveat: "Read from the Parliamentary Budget Office's costing and a broker's table, not Housing Australia's own page.",
    },
  },
  {
    period: { from: "2025-10-01", to: null },
    caps: { NSW: [1_500_000, 800_000], VIC: [950_000, 650_000], QLD: [1_000_000, 700_000], WA: [850_000, 600_000], SA: [900_000, 500_000], TAS: [700_000, 550_000], ACT: [1_000_000, 1_000_000], NT: [600_000, 600_000] },
    incomeCap: null,
    schedule: {
      id: "hgs-2025-10",
      title: "Home Guarantee Scheme from 1 October 2025: 5% deposit, no LMI, unlimited places, no income caps, higher price caps",
      effective: "2025-10-01",
      source: "Housing Australia (caps as listed by Prosperity Associates, Resolve Finance and Origin Finance quoting Housing Australia)",
      url: HOUSING_AUSTRALIA,
      caveat:
        "Read from brokers' copies of Housing Australia's table. 'Capital city and regional centres' is read as the ABS's Major Cities (Illawarra, Newcastle and Lake Macquarie, Geelong, the Gold and Sunshine Coasts are regional centres and Major Cities alike); a lender's postcode list decides.",
    },
  },
];
export const homeGuaranteeAt = (date: string): HomeGuaranteePeriod => pickByDate(HOME_GUARANTEE, date);

/** The First Home Guarantee: a 5 % deposit (a loan of up to 95 %). The Family Home Guarantee: 2 % (98 %), a single parent or guardian with a dependant. */
export const FIRST_HOME_GUARANTEE_MAX_LVR = 0.95;
export const FAMILY_HOME_GUARANTEE = {
  maxLvr: 0.98,
  incomeCap: 125_000,
  schedule: {
    id: "hgs-family",
    title: "Family Home Guarantee: single parents and legal guardians of at least one dependant, 2% deposit, no LMI (not only first home buyers)",
    effective: "2021-07-01",
    source: "Housing Australia (as summarised by Raynor Lending Solutions and Zenith Finance)",
    url: HOUSING_AUSTRALIA,
    caveat: "The $125,000 income cap could not be confirmed as kept or removed by the 1 October 2025 changes: it is kept. The price caps are the First Home Guarantee's.",
  } satisfies ScheduleRef,
} as const;

/* ---------- First Home Owner Grant (new homes) ---------- */

export type GrantPeriod = { period: Period; amount: number; /** The most a new home may cost; null = no cap. */ cap: number | null; schedule: ScheduleRef; note?: string };

export const FIRST_HOME_OWNER_GRANT: Record<StateCode, readonly GrantPeriod[]> = {
  NSW: [
    {
      period: { from: "2017-07-01", to: null },
      amount: 10_000,
      cap: 600_000,
      schedule: {
        id: "nsw-fhog",
        title: "First Home Owner (New Homes) Grant: $10,000 for a new home bought for $600,000 or less",
        effective: "2017-07-01",
        source: "Revenue NSW",
        url: "https://www.revenue.nsw.gov.au/grants-schemes/first-home-buyer/new-homes",
        caveat: "The amount and cap are Revenue NSW's as summarised by Mozo and Inovayt (2025); the date they started could not be confirmed. A house-and-land contract ($750,000) is not modelled.",
      },
    },
  ],
  VIC: [
    {
      period: { from: "2013-07-01", to: null },
      amount: 10_000,
      cap: 750_000,
      schedule: {
        id: "vic-fhog",
        title: "First Home Owner Grant: $10,000 for a new home worth $750,000 or less",
        effective: "2013-07-01",
        source: "State Revenue Office Victoria",
        url: "https://www.sro.vic.gov.au/first-home-owner",
        caveat: "As summarised by Zenith Finance and Inkwealth; the date the amount started could not be confirmed.",
      },
    },
  ],
  QLD: [
    {
      period: { from: "2023-11-20", to: "2026-06-30" },
      amount: 30_000,
      cap: 750_000,
      schedule: {
        id: "qld-fhog-30k",
        title: "First Home Owner Grant: $30,000 for a new home under $750,000, contracts 20 November 2023 to 30 June 2026",
        effective: "2023-11-20",
        to: "2026-06-30",
        source: "Queensland Revenue Office",
        url: "https://qro.qld.gov.au/property-concessions-grants/first-home-grant/",
        caveat: "Dates and amounts as summarised by Acumentis (2025) and Imagine Capital.",
      },
    },
    {
      period: { from: "2026-07-01", to: null },
      amount: 15_000,
      cap: 750_000,
      schedule: {
        id: "qld-fhog-15k",
        title: "First Home Owner Grant: $15,000 for a new home under $750,000 from 1 July 2026",
        effective: "2026-07-01",
        source: "Queensland Revenue Office",
        url: "https://qro.qld.gov.au/property-concessions-grants/first-home-grant/",
        caveat: "Acumentis (2025) reports the grant reducing to $15,000 after 30 June 2026; a later extension of $30,000 could not be found.",
      },
    },
  ],
  SA: [
    {
      period: { from: "2024-06-06", to: null },
      amount: 15_000,
      cap: null,
      schedule: {
        id: "sa-fhog",
        title: "First Home Owner Grant: $15,000 for a new home, no value cap for contracts from 6 June 2024",
        effective: "2024-06-06",
        source: "RevenueSA",
        url: "https://www.revenuesa.sa.gov.au/grants-and-concessions/first-home-owners",
        caveat: "As summarised by Zenith Finance and Acumentis (2025).",
      },
    },
  ],
  WA: [
    {
      period: { from: "2019-07-01", to: null },
      amount: 10_000,
      cap: 750_000,
      schedule: {
        id: "wa-fhog",
        title: "First Home Owner Grant: $10,000 for a new home to $750,000 south of the 26th parallel",
        effective: "2019-07-01",
        source: "RevenueWA",
        url: "https://www.wa.gov.au/service/financial-management/grants-and-subsidies/first-home-owner-grant",
        caveat: "As summarised by Inkwealth and Zenith Finance; the $1,000,000 cap north of the 26th parallel is not modelled, and the date the amount started could not be confirmed.",
      },
    },
  ],
  TAS: [
    {
      period: { from: "2024-07-01", to: null },
      amount: 10_000,
      cap: null,
      schedule: {
        id: "tas-fhog",
        title: "First Home Owner Grant: $10,000 for a new home from 1 July 2024",
        effective: "2024-07-01",
        source: "State Revenue Office Tasmania",
        url: "https://www.sro.tas.gov.au/first-home-owner",
        caveat: "As summarised by Zenith Finance (SRO guidance shows $10,000 for transactions from 1 July 2024) and Acumentis (no cap).",
      },
    },
  ],
  ACT: [],
  NT: [
    {
      period: { from: "2024-10-01", to: null },
      amount: 50_000,
      cap: null,
      schedule: {
        id: "nt-fhog",
        title: "First Home Owner Grant: $50,000 for a new home, no value cap",
        effective: "2024-10-01",
        source: "Territory Revenue Office",
        url: "https://treasury.nt.gov.au/dtf/territory-revenue-office/first-home-owner-grant",
        caveat: "As summarised by Acumentis (2025: '$50,000, no cap, no change'); the start date and any end date could not be confirmed from the Territory Revenue Office.",
      },
    },
  ],
};

/** The grant in force for a state at a date, or null (the ACT has none: it ended on 1 July 2019, replaced by the Home Buyer Concession Scheme). */
export function firstHomeOwnerGrantAt(state: StateCode, date: string): GrantPeriod | null {
  const list = FIRST_HOME_OWNER_GRANT[state];
  if (list.length === 0) return null;
  const g = pickByDate(list, date);
  return date >= g.period.from && (g.period.to === null || date <= g.period.to) ? g : null;
}

/* ---------- Victoria's off-the-plan concession ---------- */

/**
 * Off the plan in a strata subdivision: duty on the price less the construction still to be done
 * at the contract date. Temporarily for every buyer (21 October 2024 to 20 October 2026, extended
 * once by the 2025-26 Budget); otherwise a first home buyer (the reduced value at most $750,000)
 * or another owner-occupier (at most $550,000).
 */
export const VIC_OFF_THE_PLAN = {
  temporary: { from: "2024-10-21", to: "2026-10-20" } satisfies Period,
  firstHomeCap: 750_000,
  ownerOccupierCap: 550_000,
  schedule: {
    id: "vic-otp",
    title: "Off-the-plan duty concession: the price less construction still to be done at the contract date",
    effective: "2024-10-21",
    source: "State Revenue Office Victoria (Duties Amendment (More Homes) Act 2024)",
    url: "https://www.sro.vic.gov.au/off-the-plan",
    caveat:
      "Dates and thresholds as summarised by Maddocks, Ferraro and Apartment Developments (the 12-month extension to October 2026). No construction is assumed done at the contract date, and the construction still to be done is estimated as the building's share of the price.",
  } satisfies ScheduleRef,
} as const;

/** Which VIC off-the-plan concession applies: "all buyers" in the temporary window, "home buyer" for an eligible owner-occupier within the caps, else null. */
export function vicOffThePlanApplies(date: string, ownerOccupier: boolean, firstHome: boolean, reducedValue: number): "all buyers" | "home buyer" | null {
  const t = VIC_OFF_THE_PLAN.temporary;
  if (date >= t.from && date <= t.to) return "all buyers";
  if (!ownerOccupier) return null;
  if (firstHome ? reducedValue <= VIC_OFF_THE_PLAN.firstHomeCap : reducedValue <= VIC_OFF_THE_PLAN.ownerOccupierCap) return "home buyer";
  return null;
}
