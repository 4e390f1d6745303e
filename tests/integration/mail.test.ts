import { afterEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailOutbox, users } from "@/db/schema";
import { registerUser } from "@/server/auth/accounts";
import { sendMail } from "@/server/mail";
import { decodeQuotedPrintable, startSmtpReceiver } from "./mail-helpers";

const originalSmtp = process.env.SMTP_URL;
afterEach(() => {
  if (originalSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = originalSmtp;
});

async function latestOutbox(to: string) {
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt)).limit(1);
  return row;
}

describe("mailer", () => {
  it("stores the message in the outbox when no SMTP server is configured", async () => {
    delete process.env.SMTP_URL;
    await sendMail({ to: "outbox-only@example.com", subject: "Hello", text: "Body", links: ["http://localhost:3000/x"] });
    const row = await latestOutbox("outbox-only@example.com");
    expect(row.status).toBe("stored");
    expect(row.links).toEqual(["http://localhost:3000/x"]);
  });

  it("delivers through SMTP and records the message as sent", async () => {
    const smtp = await startSmtpReceiver();
    try {
      process.env.SMTP_URL = smtp.url;
      await sendMail({ to: "smtp-user@example.com", subject: "Over the wire", text: "Plain body", html: "<p>HTML body</p>" });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(["smtp-user@example.com"]);
      expect(smtp.received[0].raw).toContain("Subject: Over the wire");
      expect(smtp.received[0].raw).toContain("Plain body");
      const row = await latestOutbox("smtp-user@example.com");
      expect(row.status).toBe("sent");
      expect(row.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it("keeps a refused delivery in the outbox for a later attempt and tells the caller", async () => {
    const smtp = await startSmtpReceiver({ rejectRecipients: true });
    try {
      process.env.SMTP_URL = smtp.url;
      expect(await sendMail({ to: "refused@example.com", subject: "No", text: "x" })).toMatchObject({ outcome: "pending" });
      const row = await latestOutbox("refused@example.com");
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain("550");
      expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await smtp.close();
    }
  });

  it("sends the sign-up confirmation link, which arrives over SMTP", async () => {
    const smtp = await startSmtpReceiver();
    try {
      process.env.SMTP_URL = smtp.url;
      const user = await registerUser({ email: "  New.Person@Example.com ", password: "correct horse battery" });
      expect(user.email).toBe("new.person@example.com");
      expect(smtp.received).toHaveLength(1);
      const body = decodeQuotedPrintable(smtp.received[0].raw);
      expect(body).toContain("Confirm your Propie account");
      expect(body).toMatch(/\/api\/auth\/confirm\?token=[A-Za-z0-9_-]{43}/);
      const db = await getDb();
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row.emailConfirmedAt).toBeNull();
    } finally {
      await smtp.close();
    }
  });
});
