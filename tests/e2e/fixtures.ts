import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * The e2e suite's `test`: every test fails if any page it opened logged a console error
 * or threw an uncaught error, in the default context and in any
 * context the test made with browser.newContext. A test that provokes an error on
 * purpose (a refused request the browser reports) says which with `consoleErrors.allow`.
 */
type ConsoleErrors = {
  /** Errors matching `pattern` are expected in this test (e.g. /status of 401/ for a wrong password). */
  allow(pattern: RegExp): void;
  readonly allowed: readonly RegExp[];
};

export const test = base.extend<{ consoleErrors: ConsoleErrors; failOnConsoleErrors: void }>({
  consoleErrors: async ({}, provide) => {
    const allowed: RegExp[] = [];
    await provide({ allow: (pattern) => void allowed.push(pattern), allowed });
  },
  failOnConsoleErrors: [
    async ({ context, browser, consoleErrors }, run) => {
      const errors: string[] = [];
      const watch = (ctx: BrowserContext) => {
        ctx.on("console", (msg) => {
          if (msg.type() !== "error") return;
          const where = msg.location().url ? ` (${msg.location().url})` : "";
          errors.push(`console.error on ${msg.page()?.url() ?? "?"}: ${msg.text()}${where}`);
        });
        ctx.on("weberror", (err) => errors.push(`uncaught error on ${err.page()?.url() ?? "?"}: ${err.error().message}`));
      };
      watch(context);
      const original = browser.newContext.bind(browser);
      const patched: Browser["newContext"] = async (options) => {
        const ctx = await original(options);
        watch(ctx);
        return ctx;
      };
      browser.newContext = patched;
      try {
        await run();
      } finally {
        browser.newContext = original;
      }
      const unexpected = errors.filter((e) => !consoleErrors.allowed.some((p) => p.test(e)));
      expect(unexpected, "no page may log an error in the console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };

/**
 * Serious and critical accessibility violations on the page as it is now (axe-core, WCAG 2.2 A and AA).
 * The page is scanned as a buyer who asks for reduced motion sees it (globals.css: transitions end at once, an
 * animation runs once), once its running animations have ended: a fade caught halfway, or a pulse at its dimmest, is a
 * frame, not a state of the page (a CI run failed on one: the matches' rotating message scanned mid-fade).
 */
export async function seriousA11yViolations(page: Page, { exclude = [] as string[] } = {}) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() =>
    Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3_000))]),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  const violations = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
  await page.emulateMedia({ reducedMotion: null });
  return violations;
}
