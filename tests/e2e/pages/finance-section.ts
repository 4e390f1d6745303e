import type { Locator, Page } from "@playwright/test";

/** The "Your finance" section of /preferences (docs/FINANCE.md §14): the buyer, the household, the loan and the schemes. */
export class FinanceSection {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId("section-finance");
  }

  /** An owner-occupier buying their first home. */
  async firstHomeBuyer() {
    await this.root.getByTestId("finance-buyer-ownerOccupier").click();
    await this.root.getByTestId("finance-firstHomeBuyer").check();
  }
  async depositPercent(percent: string) {
    await this.root.getByTestId("finance-deposit-percent").click();
    await this.root.getByLabel("Deposit (% of the price)").fill(percent);
  }
  /** Two applicants, each with their own taxable income; the first's HECS/HELP balance. */
  async twoApplicants(first: string, second: string, firstHelp?: string) {
    await this.root.getByTestId("finance-applicants-two").click();
    await this.root.getByLabel("Taxable income ($ a year, optional)").fill(first);
    await this.root.getByLabel("Second applicant's taxable income ($ a year)").fill(second);
    if (firstHelp) await this.root.getByLabel("HECS/HELP balance ($, optional)").fill(firstHelp);
  }
  scheme(id: string): Locator {
    return this.root.getByTestId(`finance-scheme-${id}`);
  }
  /** Adds a property already owned (docs/FINANCE.md §17), an investment unless `ownerOccupied`. */
  async addHolding(h: {
    state: string;
    value: string;
    loan?: string;
    rate?: string;
    weeklyRent?: string;
    costs?: string;
    landValue?: string;
    loanYearsLeft?: string;
    ownerOccupied?: boolean;
    /** Interest-only, with these years of it left ("" leaves the default). */
    interestOnlyYearsLeft?: string;
  }) {
    const index = await this.root.locator("[data-testid^=finance-holding-][data-testid$=-remove]").count();
    await this.root.getByTestId("finance-holding-add").click();
    const row = this.root.getByTestId(`finance-holding-${index}`);
    await row.getByLabel("State").selectOption(h.state);
    if (h.ownerOccupied) await row.getByTestId(`finance-holding-${index}-ownerOccupied`).check();
    for (const k of ["value", "loan", "rate", "weeklyRent", "costs", "landValue", "loanYearsLeft"] as const) {
      const v = h[k];
      if (v !== undefined) await row.getByTestId(`finance-holding-${index}-${k}`).fill(v);
    }
    if (h.interestOnlyYearsLeft !== undefined) {
      await row.getByTestId(`finance-holding-${index}-interestOnly`).check();
      if (h.interestOnlyYearsLeft !== "") await row.getByTestId(`finance-holding-${index}-interestOnlyYearsLeft`).fill(h.interestOnlyYearsLeft);
    }
    return row;
  }
  /** "Use my equity for the deposit", and the savings. */
  async useEquity(savings?: string) {
    await this.root.getByTestId("finance-useEquity").check();
    if (savings !== undefined) await this.root.getByTestId("finance-savings").fill(savings);
  }
}

/** "Your numbers" in a listing's expanded panel. */
export class YourNumbers {
  readonly root: Locator;
  constructor(details: Locator) {
    this.root = details.getByTestId("your-numbers");
  }
  figure(id: string): Locator {
    return this.root.getByTestId(`your-numbers-${id}`);
  }
  scheme(id: string): Locator {
    return this.root.getByTestId(`your-numbers-scheme-${id}`);
  }
}
