/**
 * Schemes, grants and registration fees (docs/FINANCE.md §5-§6), worked by hand from the sources
 * each describe names. Contract dates are given, so the periods are the ones named.
 */
import { describe, expect, it } from "vitest";
import { analyseListing } from "./analyse";
import { SCHEME_FAMILY_HOME_GUARANTEE, SCHEME_FIRST_HOME_OWNER_GRANT, SCHEME_HOME_GUARANTEE, SCHEME_NEW_HOME_EXEMPTION, SCHEME_OFF_THE_PLAN, prepareFinance, type ListingFacts } from "./calculator";
import { resolveFinanceProfile, type FinanceProfileInput } from "./profile";
import { FEES, feeAmount, type StateCode } from "./schedules";

const calc = (input: FinanceProfileInput, contractDate = "2026-09-01") => prepareFinance(resolveFinanceProfile({ contractDate, ...input }));
const fhb = (input: FinanceProfileInput = {}, date?: string) => calc({ buyerType: "ownerOccupier", firstHomeBuyer: true, deposit: { kind: "percent", percent: 5 }, applicants: [{ income: 110_000 }], ...input }, date);
const house = (state: StateCode, price: number, more: Partial<ListingFacts> = {}): ListingFacts => ({ price, weeklyRent: 600, type: "House", state, yearBuilt: 2005, bedrooms: 3, ...more });

describe("Home Guarantee Scheme (Housing Australia; caps from 1 October 2025 and before)", () => {
  it("a first home buyer with 5% down under the cap pays no LMI, the scheme named", () => {
    const a = analyseListing(fhb(), house("NSW", 1_200_000));
    expect(a.purchase.lmi.value).toBe(0);
    expect(a.purchase.lmi.provenance.detail).toMatch(/First Home Guarantee/);
    const line = a.schemes!.find((s) => s.id === "homeGuarantee")!;
    expect(line.applied).toBe(true);
    expect(line.value).toBeGreaterThan(0); // the LMI it waived
    expect(line.provenance.kind === "published" && line.provenance.schedule.effective).toBe("2025-10-01");
  });
  it("over the cap ($800,000 outside Sydney and the regional centres), LMI is charged and the line says why", () => {
    const a = analyseListing(fhb(), house("NSW", 900_000, { regional: true }));
    expect(a.purchase.lmi.value).toBeGreaterThan(0);
    expect(a.schemes!.find((s) => s.id === "homeGuarantee")).toMatchObject({ applied: false, value: 0 });
    expect(a.schemes!.find((s) => s.id === "homeGuarantee")!.provenance.detail).toMatch(/over the \$800,000 cap/);
  });
  it("before 1 October 2025: Sydney's cap was $900,000 and a single applicant's income at most $125,000", () => {
    expect(fhb({}, "2025-08-01").numbers(house("NSW", 850_000)).schemes & SCHEME_HOME_GUARANTEE).toBeTruthy();
    expect(fhb({}, "2025-08-01").numbers(house("NSW", 950_000)).schemes & SCHEME_HOME_GUARANTEE).toBeFalsy();
    expect(fhb({ applicants: [{ income: 150_000 }] }, "2025-08-01").numbers(house("NSW", 850_000)).lmi).toBeGreaterThan(0);
    expect(fhb({ applicants: [{ income: 150_000 }] }).numbers(house("NSW", 850_000)).lmi).toBe(0); // no income cap from 1 October 2025
  });
  it("switched off, LMI is charged again", () => {
    expect(fhb({ schemesOff: ["homeGuarantee"] }).numbers(house("NSW", 1_200_000)).lmi).toBeGreaterThan(0);
  });
  it("the Family Home Guarantee: a single parent with a dependant, 2% down, no LMI (not only first home buyers)", () => {
    const parent = calc({ buyerType: "ownerOccupier", deposit: { kind: "percent", percent: 2 }, applicants: [{ income: 100_000 }], dependants: 1 });
    const n = parent.numbers(house("VIC", 600_000));
    expect(n.lmi).toBe(0);
    expect(n.schemes & SCHEME_FAMILY_HOME_GUARANTEE).toBeTruthy();
    const couple = calc({ buyerType: "ownerOccupier", deposit: { kind: "percent", percent: 2 }, applicants: [{ income: 50_000 }, { income: 50_000 }], dependants: 1 });
    expect(couple.numbers(house("VIC", 600_000)).lmi).toBeGreaterThan(0);
  });
});

describe("First Home Owner Grant per state, new homes only", () => {
  const newHome = (state: StateCode, price: number) => house(state, price, { yearBuilt: 2026, newBuild: true });
  it("QLD: $30,000 for contracts to 30 June 2026, $15,000 after, under $750,000", () => {
    expect(fhb({}, "2026-03-01").numbers(newHome("QLD", 700_000)).grant).toBe(30_000);
    expect(fhb().numbers(newHome("QLD", 700_000)).grant).toBe(15_000);
    expect(fhb().numbers(newHome("QLD", 760_000)).grant).toBe(0);
    expect(fhb().numbers(house("QLD", 700_000)).grant).toBe(0); // established
  });
  it("SA $15,000 with no cap; NSW $10,000 to $600,000; VIC $10,000 to $750,000; none in the ACT", () => {
    expect(fhb().numbers(newHome("SA", 1_200_000)).grant).toBe(15_000);
    expect(fhb().numbers(newHome("NSW", 580_000)).grant).toBe(10_000);
    expect(fhb().numbers(newHome("NSW", 650_000)).grant).toBe(0);
    expect(fhb().numbers(newHome("VIC", 700_000)).grant).toBe(10_000);
    expect(fhb().numbers(newHome("ACT", 700_000)).grant).toBe(0);
  });
  it("lowers the cash the purchase takes, and can be switched off", () => {
    const on = fhb().numbers(newHome("SA", 600_000));
    const off = fhb({ schemesOff: ["firstHomeOwnerGrant"] }).numbers(newHome("SA", 600_000));
    expect(on.schemes & SCHEME_FIRST_HOME_OWNER_GRANT).toBeTruthy();
    expect(off.cashInvested - on.cashInvested).toBe(15_000);
  });
});

describe("new-home first home exemptions (QRO from 1 May 2025, RevenueSA from 6 June 2024) and VIC off the plan (SRO)", () => {
  it("QLD: a first home buyer's new home pays no duty; switched off, the home concession rate applies ($26,350 at $900,000)", () => {
    const n = fhb().numbers(house("QLD", 900_000, { yearBuilt: 2026 }));
    expect(n.duty).toBe(0);
    expect(n.schemes & SCHEME_NEW_HOME_EXEMPTION).toBeTruthy();
    expect(fhb({ schemesOff: ["newHomeExemption"] }).numbers(house("QLD", 900_000, { yearBuilt: 2026 })).duty).toBeCloseTo(26_350, 2); // 10,150 + 4.5% × 360,000
    expect(fhb({}, "2025-03-01").numbers(house("QLD", 900_000, { yearBuilt: 2026 })).duty).toBeCloseTo(26_350, 2); // before 1 May 2025
  });
  it("VIC off the plan in the temporary window (21 Oct 2024 - 20 Oct 2026): an investor's duty on the price less the building's share", () => {
    const investor = calc({}, "2025-06-01");
    const apt: ListingFacts = { price: 620_000, weeklyRent: 600, type: "Apartment", state: "VIC", yearBuilt: null, offThePlan: true, bedrooms: 2 };
    const n = investor.numbers(apt);
    expect(n.schemes & SCHEME_OFF_THE_PLAN).toBeTruthy();
    expect(n.dutiableValue).toBeCloseTo(93_000, 6); // 15% of $620,000 (the land's estimated share)
    expect(n.duty).toBeCloseTo(1_982, 2); // 350 + 2.4% × 68,000
    expect(n.dutyBeforeConcession).toBeCloseTo(32_270, 2); // 2,870 + 6% × 490,000
    expect(calc({}, "2026-12-01").numbers(apt).duty).toBeCloseTo(32_270, 2); // after 20 October 2026: not for investors
    expect(fhb({}, "2026-12-01").numbers({ ...apt, price: 900_000 }).duty).toBe(0); // after the window, a first home buyer: $135,000 after the deduction, under $600,000
  });
});

describe("registration fees, all 8 jurisdictions (dated and cited in FEES)", () => {
  const t = (s: StateCode, p: number) => feeAmount(FEES[s].transfer, p);
  const m = (s: StateCode) => feeAmount(FEES[s].mortgage, 500_000);
  it("NSW $147.70 flat transfer; VIC $87.30 + $2.34 a whole $1,000 to $1.5M", () => {
    for (const p of [300_000, 800_000, 2_000_000]) expect(t("NSW", p)).toBeCloseTo(147.7, 6);
    expect(t("VIC", 500_000)).toBeCloseTo(1_257.3, 6);
    expect(t("VIC", 800_000)).toBeCloseTo(1_959.3, 6);
    expect(t("VIC", 2_000_000)).toBeCloseTo(3_597.3, 6);
  });
  it("QLD $197 + $37 for every $10,000 or part over $180,000", () => {
    expect(t("QLD", 180_000)).toBeCloseTo(197, 6);
    expect(t("QLD", 500_000)).toBeCloseTo(197 + 32 * 37, 6);
    expect(t("QLD", 625_000)).toBeCloseTo(197 + 45 * 37, 6); // $1,862
  });
  it("SA by table to $50,000, then $303 + $89.50 for every $10,000 or part", () => {
    expect(t("SA", 40_000)).toBe(216);
    expect(t("SA", 500_000)).toBeCloseTo(303 + 45 * 89.5, 6);
    expect(t("SA", 1_000_000)).toBeCloseTo(303 + 95 * 89.5, 6);
  });
  it("WA $210.30 to $85,000, $220.30 to $120,000, $240.30 to $200,000, + $20 every $100,000 or part", () => {
    expect(t("WA", 80_000)).toBeCloseTo(210.3, 6);
    expect(t("WA", 150_000)).toBeCloseTo(240.3, 6);
    expect(t("WA", 1_000_000)).toBeCloseTo(400.3, 6);
    expect(t("WA", 2_500_000)).toBeCloseTo(700.3, 6);
  });
  it("TAS $216.15, ACT $463, NT $152 transfers; every state's mortgage fee", () => {
    expect(t("TAS", 600_000)).toBeCloseTo(216.15, 6);
    expect(t("ACT", 600_000)).toBe(463);
    expect(t("NT", 600_000)).toBe(152);
    expect([m("NSW"), m("VIC"), m("QLD"), m("SA"), m("WA"), m("TAS"), m("ACT"), m("NT")]).toEqual([175.7, 125.7, 238.14, 198, 216.6, 163.3, 172, 176]);
  });
  it("a listing's working shows both fees with their source", () => {
    const a = analyseListing(calc({}), house("QLD", 625_000));
    expect(a.purchase.transferFee!.value).toBe(1_862);
    expect(a.purchase.mortgageFee!.value).toBe(238);
    expect(a.purchase.transferFee!.provenance.kind).toBe("published");
  });
});

describe("the working names the financial year and calls duty an estimate that assumes eligibility", () => {
  it("2026-27, and the 2025-26 rates used for it where 2026-27's weren't found", () => {
    const a = analyseListing(calc({}), house("NSW", 800_000));
    expect(a.financialYear).toBe("2026-27");
    expect(a.purchase.duty.provenance.detail).toMatch(/^2026-27 NSW general duty on \$800,000: an estimate that assumes you are eligible/);
    expect(a.purchase.duty.provenance.detail).toMatch(/2026-27 could not be found/);
    expect(analyseListing(calc({}, "2025-08-01"), house("NSW", 800_000)).purchase.duty.provenance.detail).toMatch(/^2025-26 NSW general duty/);
  });
  it("quotes none of the buyer's own figures in its words", () => {
    const a = analyseListing(calc({ deposit: { kind: "dollars", dollars: 123_456 }, interestRate: 6.77, applicants: [{ income: 187_654 }, { income: 98_765 }] }), house("NSW", 800_000));
    const words = JSON.stringify(a, (k, v) => (k === "value" ? undefined : v));
    for (const figure of ["123,456", "123456", "6.77", "187,654", "187654", "98,765", "98765"]) expect(words).not.toContain(figure);
  });
});
