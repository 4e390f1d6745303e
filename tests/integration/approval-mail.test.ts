import { afterEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { approveBetaEmail, upsertBetaRequest } from "@/db/queries/beta";
import { betaAccessRequests, emailOutbox } from "@/db/schema";
import { notifyApprovedTesters } from "@/server/beta/approval-mail";
import { startApprovalNotifier, stopApprovalNotifier } from "@/server/jobs/approval-notifier";
import { retryDueMail } from "@/server/mail/outbox-retry";
import { startSmtpReceiver } from "./mail-helpers";

/** An approved tester hears from us: scheduled "you're in" e-mail. */
const originalSmtp = process.env.SMTP_URL;
afterEach(async () => {
  await stopApprovalNotifier();
  if (originalSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = originalSmtp;
});

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

async function requestAccess(email: string, fullName = "Ada Tester") {
  const db = await getDb();
  await upsertBetaRequest({ db, fullName, email, mobile: "0412 345 678", planInterest: "Half Pie" });
}

/** The README's statement for someone who filled in the form. */
async function approveWithReadmeSql(email: string) {
  const db = await getDb();
  await db.execute(sql`UPDATE beta_access_requests SET approved = true, approved_at = now() WHERE email = ${email}`);
}

describe("approval e-mail", () => {
  it("tells a tester approved with the README's SQL that they're in, once, with a sign-in link", async () => {
    delete process.env.SMTP_URL;
    await requestAccess("sql-approved@example.com", "Ada Tester");
    await notifyApprovedTesters();
    expect(await mailsTo("sql-approved@example.com")).toHaveLength(0);

    await approveWithReadmeSql("sql-approved@example.com");
    await notifyApprovedTesters();
    await notifyApprovedTesters();
    const mails = await mailsTo("sql-approved@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("You're in: your Propie beta access is ready");
    expect(mails[0].textBody).toContain("Good news, Ada: you're in!");
    expect(mails[0].links).toEqual([expect.stringMatching(/\/auth\?mode=signin$/)]);
    const db = await getDb();
    const [row] = await db.select().from(betaAccessRequests).where(eq(betaAccessRequests.email, "sql-approved@example.com"));
    expect(row.approvalNotifiedAt).not.toBeNull();
  });

  it("tells someone approved by `npm run beta:approve` without a request", async () => {
    delete process.env.SMTP_URL;
    const db = await getDb();
    await approveBetaEmail({ db, email: "cli-approved@example.com" });
    await notifyApprovedTesters();
    const mails = await mailsTo("cli-approved@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("Good news: you're in!");
  });

  it("sends each e-mail once when several workers look at the same time", async () => {
    delete process.env.SMTP_URL;
    const emails = Array.from({ length: 6 }, (_, i) => `parallel-${i}@example.com`);
    const db = await getDb();
    for (const email of emails) await approveBetaEmail({ db, email });
    const sent = await Promise.all([notifyApprovedTesters(), notifyApprovedTesters(), notifyApprovedTesters()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(emails.length);
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
  });

  it("leaves an e-mail the mail server refused to the outbox's retry, without announcing twice", async () => {
    const refusing = await startSmtpReceiver({ rejectRecipients: true });
    const db = await getDb();
    try {
      process.env.SMTP_URL = refusing.url;
      process.env.MAIL_RETRY_BASE_MS = "50";
      await approveBetaEmail({ db, email: "retry-later@example.com" });
      expect(await notifyApprovedTesters()).toBe(1);
      expect(await notifyApprovedTesters()).toBe(0);
    } finally {
      await refusing.close();
    }
    const smtp = await startSmtpReceiver();
    try {
      process.env.SMTP_URL = smtp.url;
      await new Promise((r) => setTimeout(r, 100));
      expect(await retryDueMail()).toMatchObject({ sent: 1 });
      expect(smtp.received.map((m) => m.to)).toEqual([["retry-later@example.com"]]);
      expect(await notifyApprovedTesters()).toBe(0);
      expect(await retryDueMail()).toMatchObject({ sent: 0 });
    } finally {
      delete process.env.MAIL_RETRY_BASE_MS;
      await smtp.close();
    }
  });

  it("runs on a schedule in the worker", async () => {
    delete process.env.SMTP_URL;
    await requestAccess("scheduled@example.com");
    startApprovalNotifier();
    await approveWithReadmeSql("scheduled@example.com");
    await vi.waitFor(async () => expect(await mailsTo("scheduled@example.com")).toHaveLength(1), { timeout: 30_000, interval: 250 });
  }, 40_000);
});
