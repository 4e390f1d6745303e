import { expect, type Page } from "@playwright/test";

/** /dev/outbox: the e-mails the app stored instead of sending (no SMTP_URL). */
export class OutboxPage {
  constructor(private readonly page: Page) {}

  /**
   * The first link of the newest message to `to` with this subject. Reset and
   * resend mails are written after the response (so their timing reveals
   * nothing), hence the reload until the message is there.
   */
  async latestLink(to: string, subject: string, { timeout = 20_000 }: { timeout?: number } = {}): Promise<string> {
    const message = this.page.locator(`[data-testid="outbox-message"][data-to="${to}"]`).filter({ hasText: subject }).first();
    await expect(async () => {
      await this.page.goto("/dev/outbox");
      await expect(message).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout });
    const href = await message.getByTestId("outbox-link").first().getAttribute("href");
    if (!href) throw new Error(`no link in the e-mail "${subject}" to ${to}`);
    return href;
  }
}
