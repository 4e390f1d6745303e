import { expect, type Page } from "@playwright/test";

/** /dev/outbox: the e-mails the app stored instead of sending (no SMTP_URL). */
export class OutboxPage {
  constructor(private readonly page: Page) {}

  /** The first link of the newest message to `to` with this subject. */
  async latestLink(to: string, subject: string): Promise<string> {
    await this.page.goto("/dev/outbox");
    const message = this.page.locator(`[data-testid="outbox-message"][data-to="${to}"]`).filter({ hasText: subject }).first();
    await expect(message).toBeVisible();
    const href = await message.getByTestId("outbox-link").first().getAttribute("href");
    if (!href) throw new Error(`no link in the e-mail "${subject}" to ${to}`);
    return href;
  }
}
