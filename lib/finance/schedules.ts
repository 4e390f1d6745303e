/**
 * Every published schedule the finance core uses, as data: brackets, thresholds and rates with
 * the date each took effect and who publishes it. docs/FINANCE.md lists each with its source and
 * says which could not be checked against the publisher's current page. Code never branches on a
 * state's name: it reads these tables.
 */
import { pickByDate, type Period } from "./periods";
import type { ScheduleRef } from "./provenance";

import { STATES, type StateCode } from "./states";
export { STATES, type StateCode };

/**
 * One band of a scale. For a value in the band: base + rate × (value − over), or rate × value when
 * `ofWhole` (VIC $960,000-$2M, ACT from $1,455,000, NT above $525,000), or NT's formula when
 * `quadratic` (duty = a·V² + b·V with V = value ÷ 1,000).
 */
export type Band = { over: number; base: number; rate: number; ofWhole?: true; quadratic?: { a: number; b: number } };

export type Scale = {
  bands: readonly Band[];
  /** "for every $100, or part of $100": the excess is rounded up to whole hundreds. */
  per100OrPart: boolean;
  /** Band edges: "more than" (`exclusive`, a value on an edge stays in the lower band) or "from" (`inclusive`). */
  edges: "exclusive" | "inclusive";
  /** A minimum amount (NSW duty: $20). */
  minimum?: number;
};

/** How a first home buyer's duty differs from the owner-occupier scale. */
export type FirstHomeRule =
  /** None for established homes (NT; SA for established homes). */
  | { kind: "none" }
  /**
   * Nil up to `exemptTo`; above `concessionTo` full duty; between, D × (value − exemptTo) ÷ (concessionTo − exemptTo), where D is
   * the duty at `concessionTo` (`fullAt: "upper"`, a straight line), at the value itself (`fullAt: "value"`), or the fixed
   * `amountAtUpper` (`fullAt: "fixed"`: NSW's line to the full duty at $1,000,000 in the scheme's base year).
   */
  | { kind: "taper"; exemptTo: number; concessionTo: number; fullAt: "upper" | "value" | "fixed"; amountAtUpper?: number; note: string }
  /** Nil up to `exemptTo`; above `capTo` full duty; between, `rate` × (value − exemptTo) (WA). */
  | { kind: "rate"; exemptTo: number; capTo: number; capToRegional: number; rate: number; rateRegional: number; per100OrPart: boolean }
  /** The owner-occupier duty less an amount read from a table by value (QLD). */
  | { kind: "deduct"; table: readonly { below: number; amount: number }[] }
  /** Nil up to `exemptTo`, full duty above (TAS established homes). */
  | { kind: "exempt"; exemptTo: number }
  /** Nil up to `exemptTo` when the household's income is at most `incomeLimit`; otherwise owner-occupier duty (kept for old callers: the ACT now uses homeBuyerConcession). */
  | { kind: "incomeTested"; exemptTo: number; incomeLimit: number }
  /**
   * The ACT's Home Buyer Concession Scheme: the owner-occupier duty less a concession of at most `cap` (the duty at
   * `exemptTo`, so nil up to it), for a household whose income is at most `incomeLimit` + `perChild` × dependent children
   * (up to `maxChildren`), none of whom owned property in the last five years (not only first home buyers).
   */
  | { kind: "homeBuyerConcession"; exemptTo: number; cap: number; incomeLimit: number; perChild: number; maxChildren: number; note: string };

export type DutySchedule = {
  state: StateCode;
  /** The dates (contract date, or settlement where `note` says so) this snapshot of the state's rules applies to. */
  period: Period;
  schedule: ScheduleRef;
  /** Investors (and anyone not eligible for a home concession). */
  general: Scale;
  /** A home the buyer will live in; null = the general scale applies. */
  ownerOccupier: Scale | null;
  firstHome: FirstHomeRule;
  firstHomeSchedule: ScheduleRef;
  /** A first home buyer buying a new home pays no duty (SA from 6 June 2024, QLD from 1 May 2025). */
  firstHomeNewBuildExempt: boolean;
  /** Foreign purchaser surcharge, share of the dutiable value; 0 = none. */
  foreignSurcharge: number;
  foreignSchedule: ScheduleRef;
  /** Said with every figure of this period, e.g. that a later year's rates could not be found and an earlier year's are used. */
  note?: string;
};

const ex = (bands: Band[], per100OrPart = true, minimum?: number): Scale => ({ bands, per100OrPart, edges: "exclusive", minimum });
const b = (over: number, base: number, ratePer100: number): Band => ({ over, base, rate: ratePer100 / 100 });
const whole = (over: number, percent: number): Band => ({ over, base: 0, rate: percent / 100, ofWhole: true });

/* NSW: thresholds indexed each 1 July (Duties Act 1997 Ch 2 Pt 3 Div 3). */
const NSW_FHBAS: FirstHomeRule = {
  kind: "taper",
  exemptTo: 800_000,
  concessionTo: 1_000_000,
  fullAt: "fixed",
  // The scheme's base year is 2023-24: full duty at $1,000,000 on 2023-24's scale = 10,530 + 4.5% × 649,000.
  amountAtUpper: 39_735,
  note: "Between $800,000 and $1,000,000 the concessional duty is a straight line from nil to $39,735, the full duty at $1,000,000 in the scheme's base year (2023-24), not this year's duty at $1,000,000 (Revenue NSW publishes the concessional amounts on that line).",
};
const NSW_2025_26: DutySchedule = {
  state: "NSW",
  period: { from: "2025-07-01", to: "2026-06-30" },
  schedule: {
    id: "nsw-duty-2025",
    title: "Revenue NSW transfer duty rates 2025-26",
    effective: "2025-07-01",
    to: "2026-06-30",
    source: "Revenue NSW",
    url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty",
    caveat:
      "The 2025-26 thresholds were read from a conveyancer's copy of Revenue NSW's table (Mid Mountains Legal); each base checks against the band below it. The premium rate for residential property above about $3.7M is not modelled.",
  },
  general: ex([b(0, 0, 1.25), b(17_000, 212, 1.5), b(37_000, 512, 1.75), b(99_000, 1_597, 3.5), b(372_000, 11_152, 4.5), b(1_240_000, 50_212, 5.5)], true, 20),
  ownerOccupier: null,
  firstHome: NSW_FHBAS,
  firstHomeSchedule: {
    id: "nsw-fhbas-2023",
    title: "First Home Buyers Assistance Scheme (exempt to $800,000, concessional to $1,000,000)",
    effective: "2023-07-01",
    source: "Revenue NSW",
    url: "https://www.revenue.nsw.gov.au/grants-schemes/first-home-buyer/assistance-scheme",
    caveat: "The line's end point ($39,735) is worked from the 2023-24 scale; Revenue NSW's rounding of the concessional amounts could not be read.",
  },
  firstHomeNewBuildExempt: false,
  foreignSurcharge: 0.09,
  foreignSchedule: {
    id: "nsw-spd-2025",
    title: "Surcharge purchaser duty",
    effective: "2025-01-01",
    source: "Revenue NSW",
    url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty/surcharge-purchaser-duty",
  },
};
const NSW_2024_25: DutySchedule = {
  ...NSW_2025_26,
  period: { from: "2024-07-01", to: "2025-06-30" },
  schedule: {
    id: "nsw-duty-2024",
    title: "Revenue NSW transfer duty rates 2024-25",
    effective: "2024-07-01",
    to: "2025-06-30",
    source: "Revenue NSW",
    url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty",
    caveat: "The 2024-25 thresholds were read from a calculator's copy of Revenue NSW's table (financecalculators.app); each base checks against the band below it.",
  },
  general: ex([b(0, 0, 1.25), b(17_000, 212, 1.5), b(36_000, 497, 1.75), b(97_000, 1_564, 3.5), b(364_000, 10_909, 4.5), b(1_212_000, 49_069, 5.5)], true, 20),
};
const NSW_2026_27: DutySchedule = {
  ...NSW_2025_26,
  period: { from: "2026-07-01", to: null },
  schedule: { ...NSW_2025_26.schedule, id: "nsw-duty-2025-for-2026", title: "Revenue NSW transfer duty rates 2025-26 (used for 2026-27)", to: undefined },
  note: "Revenue NSW's indexed thresholds for 2026-27 could not be found: 2025-26's are used, which may overstate 2026-27's duty by a little (indexation raises the thresholds).",
};

const VIC: DutySchedule = {
  state: "VIC",
  period: { from: "2021-07-01", to: null },
  schedule: {
    id: "vic-duty-2021",
    title: "Land transfer duty: general rates (non-principal place of residence), and principal place of residence rates",
    effective: "2021-07-01",
    source: "State Revenue Office Victoria",
    url: "https://www.sro.vic.gov.au/rates-taxes-duties-and-levies/principal-place-residence-current-rates",
  },
  general: { bands: [b(0, 0, 1.4), b(25_000, 350, 2.4), b(130_000, 2_870, 6), whole(960_000, 5.5), b(2_000_000, 110_000, 6.5)], per100OrPart: false, edges: "exclusive" },
  // The PPR concession runs from $130,000 to $550,000; outside it the general rates apply (the same figures below $130,000).
  ownerOccupier: {
    bands: [b(0, 0, 1.4), b(25_000, 350, 2.4), b(130_000, 2_870, 5), b(440_000, 18_370, 6), { over: 550_000, base: 28_070, rate: 0.06 }, whole(960_000, 5.5), b(2_000_000, 110_000, 6.5)],
    per100OrPart: false,
    edges: "exclusive",
  },
  firstHome: {
    kind: "taper",
    exemptTo: 600_000,
    concessionTo: 750_000,
    fullAt: "value",
    note: "Between $600,001 and $750,000 SRO Victoria applies a sliding-scale reduction; it is modelled as duty × (value − $600,000) ÷ $150,000.",
  },
  firstHomeSchedule: {
    id: "vic-fhb-2017",
    title: "First home buyer duty exemption or concession",
    effective: "2017-07-01",
    source: "State Revenue Office Victoria",
    url: "https://www.sro.vic.gov.au/land-transfer-duty/first-home-buyer-duty-exemption-or-concession",
    caveat: "The sliding scale's formula is not on the stored page; see the note.",
  },
  firstHomeNewBuildExempt: false,
  foreignSurcharge: 0.08,
  foreignSchedule: {
    id: "vic-fpad",
    title: "Foreign purchaser additional duty",
    effective: "2019-07-01",
    source: "State Revenue Office Victoria",
    url: "https://www.sro.vic.gov.au/foreign-purchaser-additional-duty",
    caveat: "The 8% rate was read from a law firm's guide (Parke Lawyers), not SRO Victoria's own page.",
  },
};

const QLD_2025: DutySchedule = {
  state: "QLD",
  period: { from: "2025-05-01", to: null },
  schedule: {
    id: "qld-duty-2012",
    title: "Transfer duty rates, and home concession rates",
    effective: "2012-09-21",
    source: "Queensland Revenue Office",
    url: "https://qro.qld.gov.au/duties/transfer-duty/calculate/rates/",
    caveat:
      "The rates have applied since 21 September 2012 (the top band's change, reported by DLA Piper and Lexology; the home concession was reintroduced on 1 July 2012); QRO's page itself was last updated on 16 March 2023.",
  },
  general: ex([b(0, 0, 0), b(5_000, 0, 1.5), b(75_000, 1_050, 3.5), b(540_000, 17_325, 4.5), b(1_000_000, 38_025, 5.75)]),
  ownerOccupier: ex([b(0, 0, 1), b(350_000, 3_500, 3.5), b(540_000, 10_150, 4.5), b(1_000_000, 30_850, 5.75)]),
  firstHome: {
    kind: "deduct",
    table: [
      { below: 710_000, amount: 17_350 },
      { below: 720_000, amount: 15_615 },
      { below: 730_000, amount: 13_880 },
      { below: 740_000, amount: 12_145 },
      { below: 750_000, amount: 10_410 },
      { below: 760_000, amount: 8_675 },
      { below: 770_000, amount: 6_940 },
      { below: 780_000, amount: 5_205 },
      { below: 790_000, amount: 3_470 },
      { below: 800_000, amount: 1_735 },
    ],
  },
  firstHomeSchedule: {
    id: "qld-fhc-2024",
    title: "First home concession (home concession rate less the first home concession amount); first home (new home) concession from 1 May 2025",
    effective: "2024-06-09",
    source: "Queensland Revenue Office",
    url: "https://qro.qld.gov.au/duties/transfer-duty/calculate/concession-rates",
  },
  firstHomeNewBuildExempt: true,
  foreignSurcharge: 0.08,
  foreignSchedule: {
    id: "qld-afad",
    title: "Additional foreign acquirer duty",
    effective: "2024-07-01",
    source: "Queensland Revenue Office",
    url: "https://qro.qld.gov.au/duties/transfer-duty/calculate/concession-rates",
    caveat: "QRO's concession-rates page states 8%; an older Business Queensland page still says 7%.",
  },
};
const QLD_2024: DutySchedule = { ...QLD_2025, period: { from: "2024-06-09", to: "2025-04-30" }, firstHomeNewBuildExempt: false };

const SA: DutySchedule = {
  state: "SA",
  period: { from: "2024-06-06", to: null },
  schedule: {
    id: "sa-duty",
    title: "Rate of stamp duty on conveyances",
    effective: "2018-07-01",
    source: "RevenueSA",
    url: "https://www.revenuesa.sa.gov.au/stamp-duty-land/rate-of-stamp-duty",
    caveat: "RevenueSA's page gives the rates without a start date; the date the current scale started could not be found (the date shown is the last change found to SA's residential duty rules).",
  },
  general: ex([b(0, 0, 1), b(12_000, 120, 2), b(30_000, 480, 3), b(50_000, 1_080, 3.5), b(100_000, 2_830, 4), b(200_000, 6_830, 4.25), b(250_000, 8_955, 4.75), b(300_000, 11_330, 5), b(500_000, 21_330, 5.5)]),
  ownerOccupier: null,
  firstHome: { kind: "none" },
  firstHomeSchedule: {
    id: "sa-fhb-2024",
    title: "First home buyer stamp duty relief (new homes, off-the-plan, vacant land; no value cap)",
    effective: "2024-06-06",
    source: "RevenueSA",
    url: "https://www.revenuesa.sa.gov.au/stamp-duty/first-home-buyer-relief/eligible-properties",
  },
  firstHomeNewBuildExempt: true,
  foreignSurcharge: 0.07,
  foreignSchedule: {
    id: "sa-fos-2018",
    title: "Foreign ownership surcharge",
    effective: "2018-01-01",
    source: "RevenueSA",
    url: "https://www.revenuesa.sa.gov.au/taxes-and-duties/foreign-ownership-surcharge",
  },
};

const WA: DutySchedule = {
  state: "WA",
  period: { from: "2025-03-21", to: null },
  schedule: {
    id: "wa-duty-residential",
    title: "Transfer duty: residential rate",
    effective: "2008-07-01",
    source: "RevenueWA (Department of Finance)",
    url: "http://www.finance.wa.gov.au/cms/content.aspx?id=2071",
    caveat: "Read from the Department of Finance's archived page; no newer residential scale could be found, and the date the scale started could not be confirmed.",
  },
  general: ex([b(0, 0, 1.9), b(120_000, 2_280, 2.85), b(150_000, 3_135, 3.8), b(360_000, 11_115, 4.75), b(725_000, 28_453, 5.15)]),
  ownerOccupier: null,
  firstHome: { kind: "rate", exemptTo: 500_000, capTo: 700_000, capToRegional: 750_000, rate: 0.1363, rateRegional: 0.119, per100OrPart: true },
  firstHomeSchedule: {
    id: "wa-fhor-2025",
    title: "First home owner rate of duty",
    effective: "2025-03-21",
    source: "WA Government (RevenueWA)",
    url: "https://wa.gov.au/government/announcements/changes-the-first-home-owner-rate-of-duty-and-the-the-plan-duty-concession",
  },
  firstHomeNewBuildExempt: false,
  foreignSurcharge: 0.07,
  foreignSchedule: {
    id: "wa-ftd-2019",
    title: "Foreign transfer duty",
    effective: "2019-01-01",
    source: "WA Government (RevenueWA)",
    url: "https://www.wa.gov.au/service/financial-management/taxation-and-duty/complete-foreign-buyers-duty-declaration",
  },
};

const TAS_EXEMPT: DutySchedule = {
  state: "TAS",
  period: { from: "2024-02-18", to: "2026-06-30" },
  schedule: {
    id: "tas-duty-2013",
    title: "Property transfer duty: rates of duty",
    effective: "2013-10-21",
    source: "State Revenue Office Tasmania",
    url: "https://www.tro.tas.gov.au/Calculator/Duty",
  },
  general: ex([b(0, 50, 0), b(3_000, 50, 1.75), b(25_000, 435, 2.25), b(75_000, 1_560, 3.5), b(200_000, 5_935, 4), b(375_000, 12_935, 4.25), b(725_000, 27_810, 4.5)]),
  ownerOccupier: null,
  firstHome: { kind: "exempt", exemptTo: 750_000 },
  firstHomeSchedule: {
    id: "tas-fhb-2024",
    title: "First home buyers of established homes duty relief (exempt to $750,000)",
    effective: "2024-02-18",
    to: "2026-06-30",
    source: "State Revenue Office Tasmania",
    url: "https://www.sro.tas.gov.au/property-transfer-duties/concessions-exemptions/first-home-buyers-of-established-homes-duty-relief",
    caveat: "SRO Tasmania dates the exemption by settlement (transfers that complete from 18 February 2024 to 30 June 2026); Propie reads the contract date as the settlement date.",
  },
  firstHomeNewBuildExempt: false,
  foreignSurcharge: 0.08,
  foreignSchedule: {
    id: "tas-fids-2020",
    title: "Foreign investor duty surcharge (residential property)",
    effective: "2020-04-01",
    source: "State Revenue Office Tasmania",
    url: "https://www.tro.tas.gov.au/Calculator/Duty",
  },
};
const TAS_AFTER: DutySchedule = {
  ...TAS_EXEMPT,
  period: { from: "2026-07-01", to: null },
  firstHome: { kind: "none" },
  firstHomeSchedule: {
    id: "tas-fhb-ended-2026",
    title: "First home buyers of established homes duty relief: published to 30 June 2026, no extension found",
    effective: "2026-07-01",
    source: "State Revenue Office Tasmania",
    url: "https://www.sro.tas.gov.au/property-transfer-duties/concessions-exemptions/first-home-buyers-of-established-homes-duty-relief",
    caveat: "SRO Tasmania published the exemption for settlements to 30 June 2026. No extension could be found in the sources searched (December 2026), so none is counted after that date; if it was extended, a first home buyer pays nil to $750,000.",
  },
  note: "Tasmania's first home buyer exemption was published for settlements to 30 June 2026; no extension could be found, so none is counted.",
};

const ACT_HBCS_2025: FirstHomeRule = {
  kind: "homeBuyerConcession",
  exemptTo: 1_020_000,
  cap: 35_238,
  incomeLimit: 250_000,
  perChild: 4_600,
  maxChildren: 5,
  note: "The Home Buyer Concession Scheme is for owner-occupiers none of whom owned property in the last five years (not only first home buyers), with a household income of $250,000 or less plus $4,600 a dependent child: nil duty to $1,020,000, and above it the duty less $35,238.",
};
const ACT_2025_26: DutySchedule = {
  state: "ACT",
  period: { from: "2025-07-01", to: "2026-06-30" },
  schedule: {
    id: "act-duty-2025",
    title: "Conveyance duty: non-commercial rates 2025-26 (eligible owner-occupier, and other transactions)",
    effective: "2025-07-01",
    to: "2026-06-30",
    source: "ACT Revenue Office",
    url: "https://www.revenue.act.gov.au/duties/conveyance-duty/non-commercial-transfer-duty",
    caveat:
      "The 2025-26 owner-occupier rate to $260,000 ($0.28 per $100, down from $0.40) is from the ACT 2025-26 Budget (reported by RegFollower and Feasly); the other bands and the investor table are 2024-25's, unchanged in 2025-26 as far as could be read (brokers' copies: Home Loan Experts, financecalculators.app). The investor bases above $750,000 are worked from the published marginal rates.",
  },
  general: ex([b(0, 0, 1.2), b(200_000, 2_400, 2.2), b(300_000, 4_600, 3.4), b(500_000, 11_400, 4.32), b(750_000, 22_200, 5.9), b(1_000_000, 36_950, 6.4), whole(1_454_999, 4.54)]),
  ownerOccupier: ex([b(0, 0, 0.28), b(260_000, 728, 2.2), b(300_000, 1_608, 3.4), b(500_000, 8_408, 4.32), b(750_000, 19_208, 5.9), b(1_000_000, 33_958, 6.4), whole(1_454_999, 4.54)]),
  firstHome: ACT_HBCS_2025,
  firstHomeSchedule: {
    id: "act-hbcs-2025",
    title: "Home Buyer Concession Scheme 2025-26 (no property owned in the last 5 years, income-tested)",
    effective: "2025-07-01",
    to: "2026-06-30",
    source: "ACT Revenue Office",
    url: "https://www.revenue.act.gov.au/home-buyer-assistance/home-buyer-concession-scheme",
    caveat: "The $1,020,000 threshold and the $35,238 cap are from the ACT 2025-26 Budget (KPMG, RegFollower); the $4,600 a child allowance from a buyers' guide (Home Buyer Help) and the five-child limit is Propie's assumption.",
  },
  firstHomeNewBuildExempt: false,
  foreignSurcharge: 0,
  foreignSchedule: {
    id: "act-no-foreign-duty",
    title: "No foreign purchaser duty surcharge",
    effective: "2025-07-01",
    source: "ACT Revenue Office",
    url: "https://www.revenue.act.gov.au/duties/conveyance-duty",
    caveat: "That the ACT levies no foreign purchaser duty was read from a secondary guide (Feasly).",
  },
};
const ACT_2024_25: DutySchedule = {
  ...ACT_2025_26,
  period: { from: "2024-07-01", to: "2025-06-30" },
  schedule: {
    ...ACT_2025_26.schedule,
    id: "act-duty-2024",
    title: "Conveyance duty: non-commercial rates 2024-25 (eligible owner-occupier, and other transactions)",
    effective: "2024-07-01",
    to: "2025-06-30",
    caveat: "The 2024-25 tables were read from brokers' copies (Home Loan Experts, financecalculators.app). The investor bases above $750,000 are worked from the published marginal rates.",
  },
  ownerOccupier: ex([b(0, 0, 0.4), b(260_000, 1_040, 2.2), b(300_000, 1_920, 3.4), b(500_000, 8_720, 4.32), b(750_000, 19_520, 5.9), b(1_000_000, 34_270, 6.4), whole(1_454_999, 4.54)]),
  firstHome: { ...ACT_HBCS_2025, exemptTo: 1_000_000, cap: 34_270, note: ACT_HBCS_2025.note.replace("$1,020,000", "$1,000,000").replace("$35,238", "$34,270") },
  firstHomeSchedule: { ...ACT_2025_26.firstHomeSchedule, id: "act-hbcs-2024", title: "Home Buyer Concession Scheme 2024-25 (no property owned in the last 5 years, income-tested)", effective: "2024-07-01", to: "2025-06-30" },
};
const ACT_2026_27: DutySchedule = {
  ...ACT_2025_26,
  period: { from: "2026-07-01", to: null },
  schedule: { ...ACT_2025_26.schedule, id: "act-duty-2025-for-2026", title: "Conveyance duty: non-commercial rates 2025-26 (used for 2026-27)", to: undefined },
  firstHomeSchedule: { ...ACT_2025_26.firstHomeSchedule, id: "act-hbcs-2025-for-2026", title: "Home Buyer Concession Scheme 2025-26 (used for 2026-27)", to: undefined },
  note: "The ACT's 2026-27 conveyance duty tables and Home Buyer Concession Scheme thresholds could not be found: 2025-26's are used.",
};

const NT: DutySchedule = {
  state: "NT",
  period: { from: "2017-07-01", to: null },
  schedule: {
    id: "nt-duty",
    title: "Stamp duty on conveyances (formula up to $525,000, then flat rates)",
    effective: "2017-07-01",
    source: "Territory Revenue Office",
    url: "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty",
    caveat: "The formula and rates were read from calculators' copies (investmentpropertycalculator.com.au, conveyancing.com.au); they agree with each other. The date the rates started could not be confirmed.",
  },
  general: {
    bands: [{ over: 0, base: 0, rate: 0, quadratic: { a: 0.06571441, b: 15 } }, whole(525_000, 4.95), whole(2_999_999, 5.75), whole(4_999_999, 5.95)],
    per100OrPart: false,
    edges: "exclusive",
  },
  ownerOccupier: null,
  firstHome: { kind: "none" },
  firstHomeSchedule: {
    id: "nt-no-fhb-duty",
    title: "No general first home buyer duty concession (the House and Land Package Exemption is not modelled)",
    effective: "2022-07-01",
    source: "Territory Revenue Office",
    url: "https://treasury.nt.gov.au/news/2022/july/stamp-duty-exemption-on-house-and-land-packages",
  },
  firstHomeNewBuildExempt: false,
  foreignSurcharge: 0,
  foreignSchedule: {
    id: "nt-no-foreign-duty",
    title: "No foreign purchaser duty surcharge",
    effective: "2025-07-01",
    source: "Territory Revenue Office",
    url: "https://treasury.nt.gov.au/dtf/territory-revenue-office",
    caveat: "That the NT levies no foreign purchaser duty was read from a secondary guide (Feasly).",
  },
};

/** Every state's duty rules by period, oldest first: the contract date picks one (dutyScheduleAt). */
export const DUTY_HISTORY: Record<StateCode, readonly DutySchedule[]> = {
  NSW: [NSW_2024_25, NSW_2025_26, NSW_2026_27],
  VIC: [VIC],
  QLD: [QLD_2024, QLD_2025],
  SA: [SA],
  WA: [WA],
  TAS: [TAS_EXEMPT, TAS_AFTER],
  ACT: [ACT_2024_25, ACT_2025_26, ACT_2026_27],
  NT: [NT],
};

/** A state's duty rules on a date (the contract date). Before the earliest period Propie holds, the earliest. */
export const dutyScheduleAt = (state: StateCode, date: string): DutySchedule => pickByDate(DUTY_HISTORY[state], date);

/** Each state's latest duty rules (what DUTY meant before schedules were dated; callers with a contract date use dutyScheduleAt). */
export const DUTY: Record<StateCode, DutySchedule> = Object.fromEntries(STATES.map((s) => [s, DUTY_HISTORY[s][DUTY_HISTORY[s].length - 1]])) as Record<StateCode, DutySchedule>;

/* ---------- land tax (investors; a home is exempt) ---------- */

export type LandTaxSchedule =
  | { kind: "scale"; scale: Scale; schedule: ScheduleRef }
  | { kind: "none"; schedule: ScheduleRef }
  /** No current schedule could be verified: no figure is made up, and the result says so. */
  | { kind: "unverified"; note: string };

const inc = (bands: Band[]): Scale => ({ bands, per100OrPart: false, edges: "inclusive" });

export const LAND_TAX: Record<StateCode, LandTaxSchedule> = {
  NSW: {
    kind: "scale",
    scale: { bands: [b(0, 0, 0), b(1_075_000, 100, 1.6), b(6_571_000, 100 + 0.016 * (6_571_000 - 1_075_000), 2)], per100OrPart: false, edges: "exclusive" },
    schedule: {
      id: "nsw-land-tax-2025",
      title: "Land tax thresholds and rates (general threshold $1,075,000, premium $6,571,000, frozen from 2025)",
      effective: "2025-01-01",
      source: "Revenue NSW",
      url: "https://www.revenue.nsw.gov.au/news-media-releases/preparing-for-the-2025-land-tax-year",
    },
  },
  VIC: {
    kind: "scale",
    scale: inc([b(0, 0, 0), b(50_000, 500, 0), b(100_000, 975, 0), b(300_000, 1_350, 0.3), b(600_000, 2_250, 0.6), b(1_000_000, 4_650, 0.9), b(1_800_000, 11_850, 1.65), b(3_000_000, 31_650, 2.65)]),
    schedule: {
      id: "vic-land-tax-2024",
      title: "Land tax general rates (2024 to 2033 land tax years)",
      effective: "2024-01-01",
      source: "State Revenue Office Victoria",
      url: "https://sro.vic.gov.au/rates-taxes-duties-and-levies/land-tax-current-rates",
    },
  },
  QLD: {
    kind: "scale",
    scale: inc([b(0, 0, 0), b(600_000, 500, 1), b(1_000_000, 4_500, 1.65), b(3_000_000, 37_500, 1.25), b(5_000_000, 62_500, 1.75), b(10_000_000, 150_000, 2.25)]),
    schedule: {
      id: "qld-land-tax-individuals",
      title: "Land tax threshold and rates for individuals",
      effective: "2019-06-30",
      source: "Queensland Revenue Office",
      url: "https://www.qld.gov.au/environment/land/tax/calculation/individuals",
      caveat: "The page gives no start date; the date is that of the last change to the individual scale as far as could be found.",
    },
  },
  SA: {
    kind: "scale",
    scale: { bands: [b(0, 0, 0), b(732_000, 0, 0.5), b(1_176_000, 2_220, 1), b(1_711_000, 7_570, 2), b(2_738_000, 28_110, 2.4)], per100OrPart: true, edges: "exclusive" },
    schedule: {
      id: "sa-land-tax-2024-25",
      title: "Land tax general rates 2024-25",
      effective: "2024-07-01",
      source: "RevenueSA",
      url: "https://www.revenuesa.sa.gov.au/land-tax/rates-and-thresholds",
      caveat: "RevenueSA's 2025-26 threshold is $833,000, but its upper bands could not be read; the complete 2024-25 scale is used, which overstates land tax on land values between $732,000 and $833,000.",
    },
  },
  WA: {
    kind: "scale",
    scale: { bands: [b(0, 0, 0), b(300_000, 300, 0), b(420_000, 300, 0.25), b(1_000_000, 1_750, 0.9), b(1_800_000, 8_950, 1.8), b(5_000_000, 66_550, 2), b(11_000_000, 186_550, 2.67)], per100OrPart: false, edges: "exclusive" },
    schedule: {
      id: "wa-land-tax-2015",
      title: "Land Tax Act 2002 (WA), Table 11: rates for 2015/16 and subsequent financial years (metropolitan region improvement tax not included)",
      effective: "2015-07-01",
      source: "Parliament of Western Australia",
      url: "https://www.legislation.wa.gov.au/legislation/statutes.nsf/RedirectURL?OpenAgent&query=mrdoc_28120.htm",
    },
  },
  TAS: { kind: "unverified", note: "No current Tasmanian land tax scale could be verified from State Revenue Office Tasmania; land tax is left out of Tasmanian figures." },
  ACT: { kind: "unverified", note: "No current ACT land tax fixed charge and rates could be verified from the ACT Revenue Office; land tax is left out of ACT figures." },
  NT: {
    kind: "none",
    schedule: {
      id: "nt-no-land-tax",
      title: "The Northern Territory levies no land tax",
      effective: "2025-07-01",
      source: "Territory Revenue Office",
      url: "https://treasury.nt.gov.au/dtf/territory-revenue-office",
      caveat: "Read from a secondary guide (Feasly).",
    },
  },
};

/* ---------- registration fees ---------- */

/**
 * A registry's fee: fixed + perThousand × whole $1,000s of the price (counted up to `cap`), plus,
 * where the registry charges by bands, `steps.amount` for each `steps.every` dollars or part above
 * `steps.over`; a `table` of flat fees by value (its `upTo` inclusive) answers first for the values it covers.
 */
export type FeeRule = {
  fixed: number;
  perThousand: number;
  cap: number;
  schedule: ScheduleRef;
  steps?: { over: number; every: number; amount: number };
  table?: readonly { upTo: number; fee: number }[];
};
export type StateFees = { transfer: FeeRule | null; mortgage: FeeRule | null; note: string };

const LUV_2018: ScheduleRef = {
  id: "vic-luv-fees-2018",
  title: "Land Use Victoria lodgement fees (electronic), Customer Information Bulletin 179",
  effective: "2018-07-01",
  source: "Land Use Victoria",
  url: "https://land.vic.gov.au/land-registration/customer-information-bulletins/2018/179",
  caveat: "The most recent fee table that could be read; Victorian fees rise with the fee unit every 1 July, so these understate today's fees.",
};
/** A lender's list of every state's mortgage registration fee (Unloan, undated; newer than the 2023-24 list Finder published, whose figures are all lower). */
const UNLOAN_MORTGAGE_FEES = {
  source: "Unloan (Commonwealth Bank), What are government fees?",
  url: "https://site2.unloan.com.au/learn/what-are-government-fees",
  caveat: "Read from a lender's undated list of every state's mortgage registration fee, not the registry's own schedule; its figures are all above Finder's 2023-24 list, so it is taken as 2024-25 or later.",
};
const mortgageFee = (state: string, fixed: number): FeeRule => ({
  fixed,
  perThousand: 0,
  cap: 0,
  schedule: { id: `${state.toLowerCase()}-mortgage-fee`, title: `${state} mortgage registration fee`, effective: "2024-07-01", ...UNLOAN_MORTGAGE_FEES },
});
/** A conveyancer's guide to every state's transfer fee (Own My Own Home, Moneylab, undated). */
const MONEYLAB = {
  source: "Moneylab (Own My Own Home), Transfer Fee",
  url: "http://help.moneylab.com.au/omh-transfer-fee/",
  caveat: "Read from an undated guide, not the registry's own schedule; registry fees rise every 1 July, so this understates today's fee.",
};
const moneylab = (state: string, title: string): ScheduleRef => ({ id: `${state.toLowerCase()}-transfer-fee`, title, effective: "2021-07-01", ...MONEYLAB });

/** Registration fees for the transfer of title and the mortgage, all 8 jurisdictions (docs/FINANCE.md §5). */
export const FEES: Record<StateCode, StateFees> = {
  NSW: {
    transfer: { fixed: 147.7, perThousand: 0, cap: 0, schedule: moneylab("NSW", "NSW Land Registry Services transfer lodgment fee (flat)") },
    mortgage: mortgageFee("NSW", 175.7),
    note: "NSW's transfer fee is from an undated guide and understates today's fee; the mortgage fee is a lender's undated figure.",
  },
  VIC: {
    transfer: { fixed: 87.3, perThousand: 2.34, cap: 1_500_000, schedule: LUV_2018 },
    mortgage: mortgageFee("VIC", 125.7),
    note: "Victoria's transfer fee is 2018-19's, the latest official table that could be read (it understates today's); the mortgage fee is a lender's undated electronic-lodgement figure.",
  },
  QLD: {
    transfer: { fixed: 197, perThousand: 0, cap: 0, steps: { over: 180_000, every: 10_000, amount: 37 }, schedule: moneylab("QLD", "Titles Queensland transfer fee: $197 plus $37 for every $10,000 or part over $180,000") },
    mortgage: mortgageFee("QLD", 238.14),
    note: "Queensland's transfer fee is from an undated guide and understates today's (Titles Queensland updates it every 1 July); the mortgage fee is a lender's undated figure.",
  },
  SA: {
    transfer: {
      fixed: 303,
      perThousand: 0,
      cap: 0,
      steps: { over: 50_000, every: 10_000, amount: 89.5 },
      table: [
        { upTo: 5_000, fee: 176 },
        { upTo: 20_000, fee: 196 },
        { upTo: 40_000, fee: 216 },
        { upTo: 50_000, fee: 303 },
      ],
      schedule: moneylab("SA", "Land Services SA transfer registration fee: $303 plus $89.50 for every $10,000 or part over $50,000"),
    },
    mortgage: mortgageFee("SA", 198),
    note: "South Australia's transfer fee is from an undated guide and understates today's; the mortgage fee is a lender's undated figure.",
  },
  WA: {
    transfer: {
      fixed: 240.3,
      perThousand: 0,
      cap: 0,
      steps: { over: 200_000, every: 100_000, amount: 20 },
      table: [
        { upTo: 85_000, fee: 210.3 },
        { upTo: 120_000, fee: 220.3 },
      ],
      schedule: {
        id: "wa-transfer-fee",
        title: "Landgate transfer registration fee: $240.30 to $200,000, plus $20 for every $100,000 or part over it",
        effective: "2021-07-01",
        source: "Riverside Settlements (a WA settlement agent's copy of Landgate's scale)",
        url: "https://riversidesettlements.com.au/settlement-guides/settlement-costs/",
        caveat: "Read from a settlement agent's undated copy of Landgate's scale; Landgate's own 2021-22 list has the mortgage fee at $181.30, so this scale is of about that year and understates today's.",
      },
    },
    mortgage: mortgageFee("WA", 216.6),
    note: "WA's transfer fee is a settlement agent's copy of Landgate's scale (about 2021-22); the mortgage fee is a lender's undated figure.",
  },
  TAS: {
    transfer: { fixed: 216.15, perThousand: 0, cap: 0, schedule: moneylab("TAS", "Tasmanian Land Titles Office transfer fee (flat)") },
    mortgage: mortgageFee("TAS", 163.3),
    note: "Tasmania's transfer fee is from an undated guide and understates today's; the mortgage fee is a lender's undated figure.",
  },
  ACT: {
    transfer: {
      fixed: 463,
      perThousand: 0,
      cap: 0,
      schedule: {
        id: "act-transfer-fee-2024",
        title: "Access Canberra land titles lodgement fee for a transfer",
        effective: "2024-07-01",
        to: "2025-06-30",
        source: "Access Canberra",
        url: "https://accesscanberra.act.gov.au/building-and-property/land-title-lodgement-registration-and-search-forms-related-fees",
        caveat: "Access Canberra's list (fees current at 1 July 2024) was read for a transfer by power of sale ($463); an ordinary transfer is taken to cost the same. Fees rise every 1 July.",
      },
    },
    mortgage: {
      fixed: 172,
      perThousand: 0,
      cap: 0,
      schedule: {
        id: "act-mortgage-fee-2024",
        title: "Access Canberra land titles lodgement fee for a dealing such as a mortgage",
        effective: "2024-07-01",
        to: "2025-06-30",
        source: "Access Canberra",
        url: "https://accesscanberra.act.gov.au/building-and-property/land-title-lodgement-registration-and-search-forms-related-fees",
        caveat: "Access Canberra's list (fees current at 1 July 2024) gives $172 for the common dealings; the mortgage line itself was not in the part that could be read. Fees rise every 1 July.",
      },
    },
    note: "The ACT's fees are Access Canberra's of 1 July 2024; they rise every 1 July.",
  },
  NT: {
    transfer: { fixed: 152, perThousand: 0, cap: 0, schedule: moneylab("NT", "Land Titles Office (NT) transfer fee (flat)") },
    mortgage: mortgageFee("NT", 176),
    note: "The NT's transfer fee is from an undated guide and understates today's; the mortgage fee is a lender's undated figure.",
  },
};

/** A fee rule's amount for a value (dollars). */
export function feeAmount(rule: FeeRule | null, price: number): number {
  if (!rule) return 0;
  if (rule.table) for (const row of rule.table) if (price <= row.upTo) return row.fee;
  let amount = rule.fixed + rule.perThousand * Math.floor(Math.min(price, rule.cap || price) / 1000);
  const s = rule.steps;
  if (s && price > s.over) amount += s.amount * Math.ceil((price - s.over) / s.every);
  return amount;
}

/* ---------- lenders mortgage insurance (an estimate) ---------- */

/** Loan-size columns: up to $300k, $500k, $600k, $750k, $1M (larger loans use the last column). */
export const LMI_LOAN_BANDS = [300_000, 500_000, 600_000, 750_000, 1_000_000] as const;
/** Premium, percent of the loan, by LVR band (upper edge, percent). Above 95 % the 95 % row is used. */
export const LMI_PREMIUMS: readonly { lvrTo: number; percent: readonly [number, number, number, number, number] }[] = [
  { lvrTo: 81, percent: [0.475, 0.568, 0.904, 0.904, 0.913] },
  { lvrTo: 82, percent: [0.485, 0.568, 0.904, 0.904, 0.913] },
  { lvrTo: 83, percent: [0.596, 0.699, 0.932, 1.09, 1.109] },
  { lvrTo: 84, percent: [0.662, 0.829, 0.96, 1.09, 1.146] },
  { lvrTo: 85, percent: [0.727, 0.969, 1.165, 1.333, 1.407] },
  { lvrTo: 86, percent: [0.876, 1.081, 1.258, 1.407, 1.463] },
  { lvrTo: 87, percent: [0.932, 1.146, 1.407, 1.631, 1.733] },
  { lvrTo: 88, percent: [1.062, 1.305, 1.463, 1.631, 1.752] },
  { lvrTo: 89, percent: [1.295, 1.621, 1.948, 2.218, 2.395] },
  { lvrTo: 90, percent: [1.463, 1.873, 2.18, 2.367, 2.516] },
  { lvrTo: 91, percent: [2.013, 2.618, 3.513, 3.783, 3.82] },
  { lvrTo: 92, percent: [2.013, 2.674, 3.569, 3.867, 3.932] },
  { lvrTo: 93, percent: [2.33, 3.028, 3.802, 4.081, 4.156] },
  { lvrTo: 94, percent: [2.376, 3.028, 3.802, 4.286, 4.324] },
  { lvrTo: 95, percent: [2.609, 3.345, 3.998, 4.613, 4.603] },
];
/** Insurance stamp duty on the premium, by state (same source). */
export const LMI_PREMIUM_DUTY: Record<StateCode, number> = { NSW: 0.09, VIC: 0.1, QLD: 0.09, SA: 0.11, WA: 0.1, TAS: 0.1, ACT: 0, NT: 0.1 };
export const LMI_SOURCE = {
  title: "One lender's full-doc LMI premium table, as published by a broker (Champion Broker), with state duty on the premium",
  url: "https://championbroker.com.au/?p=1876",
  note: "Undated and one lender's: premiums differ between lenders and insurers, and investment loans may carry a loading. An indicative estimate only.",
} as const;

/* ---------- income tax and the Medicare levy (resident individuals) ---------- */

/** A resident's tax scale for an income year. */
export type IncomeTaxYear = { period: Period; scale: Scale; schedule: ScheduleRef };

const TAX_ACT_2025 = "https://www.ato.gov.au/law/view/document?DocID=PAC%2F20250028%2FSch1-Cl2&PiT=99991231235958";

/** Resident tax rates by income year, oldest first: the contract date's income year picks one (incomeTaxYearAt). */
export const INCOME_TAX_YEARS: readonly IncomeTaxYear[] = [
  {
    period: { from: "2024-07-01", to: "2026-06-30" },
    scale: { bands: [b(0, 0, 0), b(18_200, 0, 16), b(45_000, 4_288, 30), b(135_000, 31_288, 37), b(190_000, 51_638, 45)], per100OrPart: false, edges: "exclusive" },
    schedule: {
      id: "ato-resident-2024-25",
      title: "Resident tax rates for 2024-25 and 2025-26 (16% from $18,201, 30% from $45,001, 37% from $135,001, 45% from $190,001)",
      effective: "2024-07-01",
      to: "2026-06-30",
      source: "Australian Taxation Office",
      url: "https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents",
    },
  },
  {
    period: { from: "2026-07-01", to: "2027-06-30" },
    scale: { bands: [b(0, 0, 0), b(18_200, 0, 15), b(45_000, 4_020, 30), b(135_000, 31_020, 37), b(190_000, 51_370, 45)], per100OrPart: false, edges: "exclusive" },
    schedule: {
      id: "ato-resident-2026-27",
      title: "Resident tax rates for the 2026-27 income year (Treasury Laws Amendment (More Cost of Living Relief) Act 2025, Schedule 1)",
      effective: "2026-07-01",
      to: "2027-06-30",
      source: "Australian Taxation Office (legal database)",
      url: TAX_ACT_2025,
    },
  },
  {
    period: { from: "2027-07-01", to: null },
    scale: { bands: [b(0, 0, 0), b(18_200, 0, 14), b(45_000, 3_752, 30), b(135_000, 30_752, 37), b(190_000, 51_102, 45)], per100OrPart: false, edges: "exclusive" },
    schedule: {
      id: "ato-resident-2027-28",
      title: "Resident tax rates from the 2027-28 income year (14% from $18,201; the same Act, Schedule 1)",
      effective: "2027-07-01",
      source: "Australian Taxation Office (legal database)",
      url: TAX_ACT_2025,
    },
  },
];
export const incomeTaxYearAt = (date: string): IncomeTaxYear => pickByDate(INCOME_TAX_YEARS, date);

/** The 2026-27 scale (what INCOME_TAX meant before the scales were dated). */
export const INCOME_TAX = { scale: INCOME_TAX_YEARS[1].scale, schedule: INCOME_TAX_YEARS[1].schedule } as const;

export const MEDICARE = {
  rate: 0.02,
  /** Below `lower` no levy; between, 10 % of the income over `lower`; from `upper` (where the two meet) the full 2 %. */
  lower: 27_222,
  upper: 34_027,
  phaseInRate: 0.1,
  schedule: {
    id: "ato-medicare-2024-25",
    title: "Medicare levy 2 %, and the low-income thresholds for a single individual (2024-25)",
    effective: "2024-07-01",
    source: "Australian Taxation Office",
    url: "https://ato.gov.au/individuals-and-families/medicare-and-private-health-insurance/medicare-levy/medicare-levy-reduction/medicare-levy-reduction-for-low-income-earners",
    caveat: "The thresholds are 2024-25's, used for later years too: later increases were legislated but their amounts could not be read. Each applicant is assessed as a single individual (the family thresholds are not modelled).",
  } satisfies ScheduleRef,
} as const;

/**
 * The low income tax offset: $700 to $37,500, less 5c a dollar to $45,000 ($325), then less 1.5c a
 * dollar to nil at $66,667. It reduces income tax (not the Medicare levy) and is never refunded.
 */
export const LITO = {
  max: 700,
  firstFrom: 37_500,
  firstRate: 0.05,
  secondFrom: 45_000,
  secondBase: 325,
  secondRate: 0.015,
  schedule: {
    id: "ato-lito-2020",
    title: "Low income tax offset ($700, phasing out between $37,500 and $66,667)",
    effective: "2020-07-01",
    source: "Australian Taxation Office",
    url: "https://www.ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/tax-offsets/low-and-middle-income-earner-tax-offsets",
  } satisfies ScheduleRef,
} as const;

/* ---------- HECS/HELP, card limits, living expenses (serviceability) ---------- */

/**
 * Compulsory HELP repayments from 2025-26: nil to $67,000; 15c a dollar over it to $125,000; $8,700
 * plus 17c a dollar over $125,000 to $179,285; 10 % of the whole repayment income from $179,286.
 * Taken on taxable income (repayment income adds items Propie doesn't ask for), and never more
 * than the balance owed.
 */
export const HELP_REPAYMENT = {
  scale: { bands: [b(0, 0, 0), b(67_000, 0, 15), b(125_000, 8_700, 17), whole(179_285, 10)], per100OrPart: false, edges: "exclusive" } satisfies Scale,
  schedule: {
    id: "ato-help-2025-26",
    title: "Study and training loan compulsory repayments 2025-26 (marginal: 15% over $67,000, 17% over $125,000, 10% of the whole from $179,286)",
    effective: "2025-07-01",
    source: "Australian Taxation Office",
    url: "https://www.ato.gov.au/tax-rates-and-codes/study-and-training-support-loans-rates-and-repayment-thresholds",
    caveat: "Read from accountants' and payroll providers' summaries of the ATO's 2025-26 table (All In Advisory, GoSalary); 2026-27's indexed thresholds could not be found, so 2025-26's are used.",
  } satisfies ScheduleRef,
} as const;

/** Lenders count a credit card at a share of its limit a month, whatever the balance. */
export const CARD_LIMIT_MONTHLY = {
  rate: 0.038,
  schedule: {
    id: "lender-card-limit-3.8",
    title: "Credit cards assessed at 3.8 % of the limit a month",
    effective: "2019-01-01",
    source: "Mortgage brokers' accounts of lenders' serviceability rules",
    url: "https://www.propertychat.com.au/community/threads/lmi-capping-on-the-table-again-or-not.45658/page-2",
    caveat: "Lenders' own rules are not published: brokers give 3.5-4 % (Property Chat) and 3.75 % since ASIC's credit card rules of 1 January 2019 (Mario Borg); 3.8 % is used.",
  } satisfies ScheduleRef,
} as const;

/**
 * The household living-expense benchmark, in the way lenders use HEM (which the Melbourne
 * Institute licenses to lenders and does not publish): a single adult's spending on essentials
 * other than housing, scaled to the household by the OECD-modified equivalence scale (1 for the
 * first adult, 0.5 for a second, 0.3 a child), plus a share of the household's gross income above
 * a threshold (HEM rises with income). The lender uses the higher of this and the buyer's own figure.
 */
export const LIVING_BENCHMARK = {
  /** The after-housing-costs poverty line (50 % of median) for a single adult, 2017-18: $370 a week. */
  singleAdultWeekly: 370,
  secondAdult: 0.5,
  child: 0.3,
  /** Propie's assumption: 8 % of gross household income above $60,000. */
  incomeShare: 0.08,
  incomeFrom: 60_000,
  schedule: {
    id: "acoss-unsw-poverty-line-2017-18",
    title: "Poverty line after housing costs, single adult, 2017-18 ($370 a week), scaled by the OECD-modified equivalence scale",
    effective: "2017-07-01",
    to: "2018-06-30",
    source: "ACOSS and UNSW Sydney, Poverty in Australia (Poverty and Inequality partnership)",
    url: "https://povertyandinequality.acoss.org.au/poverty/poverty-lines-by-family-type/",
    caveat:
      "Not HEM (which isn't public) and not indexed to today's prices. The equivalence scale checks against the same source's 2019-20 lines ($489 a week single, $1,027 for a couple with two children: 2.1 times). The income share (8 % of gross household income above $60,000) is Propie's assumption, standing in for HEM's income bands.",
  } satisfies ScheduleRef,
} as const;

/* ---------- depreciation (Division 43 and Division 40) ---------- */

/**
 * The ABS's average cost of building a new house (Building Activity, Australia): the anchors
 * Propie's construction cost index runs through, geometrically between them and at the 3.4 % a
 * year the ABS reports for the period outside them.
 */
export const BUILDING_COST = {
  anchors: [
    { year: 2005, cost: 200_802 },
    { year: 2019, cost: 320_238 },
  ],
  annualGrowth: 0.034,
  /** A dwelling of each type at its typical size, as a share of a new house's cost (Propie's assumption). */
  typeShare: { House: 1, Townhouse: 0.75, Unit: 0.6, Apartment: 0.6, Land: 0 } as Record<string, number>,
  /** The bedrooms of a typical new dwelling of each type: the cost scales with bedrooms ÷ these, within half and one and a half times. */
  typicalBedrooms: { House: 4, Townhouse: 3, Unit: 2, Apartment: 2, Land: 1 } as Record<string, number>,
  schedule: {
    id: "abs-new-house-cost",
    title: "Average cost of building a new house: $200,802 in 2004-05, $320,238 in 2018-19 (3.4 % a year)",
    effective: "2004-07-01",
    to: "2019-06-30",
    source: "Australian Bureau of Statistics, Characteristics of New Residential Dwellings: 15 year summary (Building Activity, Australia)",
    url: "https://abs.gov.au/articles/characteristics-new-residential-dwellings-15-year-summary",
    caveat: "Years outside 2004-05 to 2018-19 are carried at the period's 3.4 % a year; the shares of a house's cost for units, apartments and townhouses and the scaling by bedrooms are Propie's assumptions.",
  } satisfies ScheduleRef,
} as const;

export const DEPRECIATION = {
  /** Capital works (Division 43): 2.5 % a year of the construction cost, for 40 years from completion, where construction started after 15 September 1987. */
  div43Rate: 0.025,
  div43Years: 40,
  /** A year built of 1988 or later: construction must have started after 15 September 1987 (1987 itself can't be told apart, so it counts as before). */
  div43FirstYear: 1988,
  /** 4 % a year, for 25 years, for residential construction started from 18 July 1985 to 15 September 1987: a year built of 1986 or 1987. */
  div43EarlyRate: 0.04,
  div43EarlyYears: 25,
  div43EarlyFirstYear: 1986,
  div43Schedule: {
    id: "ato-div43",
    title: "Capital works deductions: 2.5 % for residential construction started after 15 September 1987, 4 % from 18 July 1985 to 15 September 1987, none before",
    effective: "1987-09-16",
    source: "Australian Taxation Office",
    url: "https://www.ato.gov.au/forms/rental-properties-2001/?page=34",
  } satisfies ScheduleRef,
  div40Schedule: {
    id: "ato-div40-2017",
    title: "Limit on deductions for decline in value of second-hand depreciating assets in residential rental property",
    effective: "2017-07-01",
    source: "Australian Taxation Office",
    url: "https://www.ato.gov.au/Individuals/Income-and-deductions/In-detail/Rental-property-expenses/?page=3",
  } satisfies ScheduleRef,
} as const;

/* ---------- serviceability ---------- */

export const APRA_BUFFER = {
  percentagePoints: 3,
  schedule: {
    id: "apra-buffer-2021",
    title: "Serviceability buffer of at least 3 percentage points over the loan rate",
    effective: "2021-11-01",
    source: "Australian Prudential Regulation Authority",
    url: "https://bankingday.com/apra-taster-of-macro-prudential",
    caveat: "APRA's letter of October 2021 was read through a news report (Banking Day), not APRA's own page.",
  } satisfies ScheduleRef,
} as const;

/** The year the figures were for before the contract date picked them (the calculator now counts Division 43's years to the contract date's year). */
export const FINANCE_YEAR = 2026;
