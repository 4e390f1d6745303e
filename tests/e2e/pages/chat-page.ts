import { expect, type Locator, type Page } from "@playwright/test";

/** The Property Assistant (/chat). */
export class ChatPage {
  constructor(readonly page: Page) {}

  async open(query = "") {
    await this.page.goto(`/chat${query}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Property Assistant" })).toBeVisible();
  }

  input(): Locator {
    return this.page.getByPlaceholder("Type your property requirements...");
  }
  sendButton(): Locator {
    return this.page.getByRole("button", { name: "Send", exact: true });
  }
  stopButton(): Locator {
    return this.page.getByRole("button", { name: "Stop", exact: true });
  }
  newSearch(): Locator {
    return this.page.getByRole("button", { name: "New Search" });
  }
  /** The scrolling conversation (aria-busy while a reply is produced). */
  transcript(): Locator {
    return this.page.getByRole("region", { name: "Conversation" });
  }
  /** The polite live region each finished reply is announced in. */
  announcer(): Locator {
    return this.page.getByTestId("chat-announcer");
  }
  messages(role?: "user" | "assistant"): Locator {
    return this.page.locator(role ? `[data-testid=chat-message][data-role=${role}]` : "[data-testid=chat-message]");
  }
  lastAssistant(): Locator {
    return this.messages("assistant").last();
  }
  form(): Locator {
    return this.page.getByTestId("chat-form").last();
  }
  starters(): Locator {
    return this.page.getByTestId("chat-starters").getByRole("button");
  }
  /** The live brief above the conversation (folded behind a button on a phone). */
  brief(): Locator {
    return this.page.getByTestId("chat-brief");
  }
  async openBrief() {
    const toggle = this.brief().getByRole("button", { name: /Your brief/ });
    if (await toggle.isVisible()) {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    }
    return this.page.getByTestId("chat-brief-lines");
  }
  /** The one line that follows the search a reply started, and its best matches. */
  searchStatus(): Locator {
    return this.page.getByTestId("chat-search-status");
  }
  results(): Locator {
    return this.page.getByTestId("chat-result");
  }
  seeAll(): Locator {
    return this.page.getByTestId("chat-see-all");
  }
  editButton(): Locator {
    return this.page.getByRole("button", { name: "Edit message" });
  }
  editor(): Locator {
    return this.page.getByTestId("chat-editor");
  }
  counter(): Locator {
    return this.page.getByTestId("chat-counter");
  }
  tooLong(): Locator {
    return this.page.getByTestId("chat-too-long");
  }

  async send(text: string) {
    await this.input().fill(text);
    await this.sendButton().click();
  }

  /** Sends a brief and answers the form if one comes: afterwards the search it started is followed under its reply. */
  async sendBrief(text: string) {
    await this.send(text);
    const searching = this.searchStatus().waitFor({ state: "visible", timeout: 60_000 }).then(() => true);
    const formShown = this.form().waitFor({ state: "visible", timeout: 60_000 }).then(() => false);
    if (!(await Promise.race([searching, formShown]))) await this.answerForm();
    await expect(this.searchStatus()).toBeVisible({ timeout: 60_000 });
  }

  async sessionId(): Promise<string> {
    return this.page.evaluate(() => window.localStorage.getItem("current_session_id") ?? "");
  }

  /** Answers every field of the latest form with its first option, or a sensible value. */
  async answerForm(values: Record<string, string> = {}) {
    const form = this.form();
    await expect(form).toBeVisible();
    const fields = form.locator("[data-field-id]");
    for (let i = 0; i < (await fields.count()); i++) {
      const field = fields.nth(i);
      const id = (await field.getAttribute("data-field-id")) ?? "";
      const radio = field.locator("label:has(input[type=radio]), label:has(input[type=checkbox]:not([role=switch]))");
      const select = field.locator("select");
      const box = field.locator("input[type=text], input[type=number], textarea");
      if ((await radio.count()) > 0) await radio.first().click();
      else if ((await select.count()) > 0) await select.selectOption({ index: 1 });
      else if ((await box.count()) > 0) await box.fill(values[id] ?? "600");
    }
    await form.getByRole("button", { name: "Send answers" }).click();
  }
}
