import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { PASSWORD } from "./matches-seed";

/** The /matches screen: table rows at 1280 px, cards under 768 px. */
export class MatchesPage {
  constructor(readonly page: Page) {}

  get isMobile() {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  /** Makes `sessionId` the tab's current session, then opens /matches. */
  async open(sessionId: string, query = "") {
    await this.page.goto("/api/health");
    await this.page.evaluate((id) => window.localStorage.setItem("current_session_id", id), sessionId);
    await this.page.goto(`/matches${query}`);
  }

  /** Waits until the page has the search's last results and stopped polling (aria-busy goes false). */
  async waitForSearchEnd(timeout = 120_000) {
    await expect(this.page.getByTestId("matches-screen")).toHaveAttribute("aria-busy", "false", { timeout });
  }

  heading() {
    return this.page.getByRole("heading", { level: 1, name: "Property Matches" });
  }
  count() {
    return this.page.getByTestId("match-count");
  }
  sessionIdText() {
    return this.page.getByTestId("session-id");
  }
  items(): Locator {
    return this.page.locator(this.isMobile ? "[data-testid=match-card]" : "[data-testid=match-row]");
  }
  async visibleIds(n: number): Promise<string[]> {
    await expect(this.items().first()).toBeVisible();
    const ids = await this.items().evaluateAll((els) => els.map((e) => e.getAttribute("data-listing-id") ?? ""));
    return ids.slice(0, n);
  }
  sortSelect() {
    return this.page.getByLabel("Sort By");
  }
  async sortBy(label: string) {
    await this.sortSelect().selectOption({ label });
  }
  button(name: string) {
    return this.page.getByRole("button", { name, exact: true });
  }
  toast(title: string) {
    return this.page.getByTestId("toast").filter({ hasText: title });
  }
  async expandFirst() {
    const first = this.items().first();
    if (this.isMobile) await first.getByRole("button", { name: "Show details" }).click();
    else await first.getByRole("button", { name: /^Show details for/ }).click();
    return this.page.getByTestId("listing-details").first();
  }
}

export async function signIn(context: BrowserContext | Page, email: string) {
  const res = await context.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } });
  expect(res.ok(), `sign-in for ${email}: ${res.status()}`).toBeTruthy();
}

/** A new context with no cookies or storage, at the same size as `page`. */
export async function freshContext(browser: Browser, page: Page, baseURL: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  return browser.newContext({ baseURL, viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
}

export const shot = (name: string, project: string) => `test-results/screenshots/matches-${name}-${project}.png`;
