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
  newSearch(): Locator {
    return this.page.getByRole("button", { name: "New Search" });
  }
  messages(role?: "user" | "assistant" | "notification"): Locator {
    return this.page.locator(role ? `[data-testid=chat-message][data-role=${role}]` : "[data-testid=chat-message]");
  }
  lastAssistant(): Locator {
    return this.messages("assistant").last();
  }
  form(): Locator {
    return this.page.getByTestId("chat-form").last();
  }

  async send(text: string) {
    await this.input().fill(text);
    await this.sendButton().click();
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
