// @drivers: both — faults: the mail outbox and its retrier's due-time SQL
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as submitBetaRoute } from "@/app/api/beta-access/route";
import { POST as forgotRoute } from "@/app/api/auth/forgot/route";
import { POST as signUpRoute } from "@/app/api/auth/sign-up/route";
import { getDb, rowsOf } from "@/db/client";
import { emailOutbox, users } from "@/db/schema";
import { notifyApprovedTesters } from "@/server/beta/approval-mail";
import { startMailRetrier, stopMailRetrier } from "@/server/jobs/mail-retrier";
import { settleBackgroundDeliveries } from "@/server/mail/background";
import { retryDueMail } from "@/server/mail/outbox-retry";
import { startSmtpReceiver } from "./mail-helpers";
import { freePort } from "../support/ports";

vi.mock("@/server/auth/current-user", () => ({ getCurrentUser: async () => null }));

/**
 * Fault: the SMTP server is down (nothing listens on its loopback port), then comes back on the same port. The user's
 * action succeeds at once, the e-mail waits in email_outbox ('pending', attempts, last_error, next_attempt_at), the
 * workers' scheduled retry tries again with exponential backoff and delivers it once the server answers: each
 * message exactly once. Backoff shortened through MAIL_RETRY_BASE_MS / MAIL_RETRY_MAX_MS so this takes seconds.
 */
const PASSWORD = "correct horse battery";
let port = 0;
const saved = { ...process.env };

let ip = 0;
const post = (path: string, body: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${++ip}` },
    body: JSON.stringify(body),
  });

async function outboxTo(email: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

beforeAll(async () => {
  port = await freePort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_RETRY_BASE_MS = "200";
  process.env.MAIL_RETRY_MAX_MS = "800";
  process.env.MAIL_MAX_ATTEMPTS = "20";
});
afterAll(async () => {
  await stopMailRetrier();
  for (const k of ["SMTP_URL", "MAIL_RETRY_BASE_MS", "MAIL_RETRY_MAX_MS", "MAIL_MAX_ATTEMPTS"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe("SMTP down", () => {
  it("lets sign-up, password reset and the beta request succeed, keeps their e-mails in the outbox, and delivers them once the server is back", async () => {
    const signUpEmail = "smtp-down-signup@example.com";
    const resetEmail = "smtp-down-reset@example.com";
    const betaEmail = "smtp-down-beta@example.com";

    // The user's actions, with nothing listening on the SMTP port.
    const t0 = Date.now();
    const signUp = await signUpRoute(post("/api/auth/sign-up", { email: signUpEmail, password: PASSWORD }), undefined);
    expect(signUp.status).toBe(201);
    await signUpRoute(post("/api/auth/sign-up", { email: resetEmail, password: PASSWORD }), undefined);
    const forgot = await forgotRoute(post("/api/auth/forgot", { email: resetEmail }), undefined);
    expect(forgot.status).toBe(200);
    const beta = await submitBetaRoute(
      post("/api/beta-access", { fullName: "Ada Down", email: betaEmail, mobile: "0412 345 678", planInterest: "Free", disclaimer: true }),
      undefined,
    );
    expect(beta.status).toBe(200);
    const db = await getDb();
    await db.execute(sql`UPDATE beta_access_requests SET approved = true, approved_at = now() WHERE email = ${betaEmail}`);
    expect(await notifyApprovedTesters()).toBe(1); // handed to the outbox, not lost, not announced twice
    await settleBackgroundDeliveries();
    expect(Date.now() - t0).toBeLessThan(10_000); // a refused connection fails fast: nobody waits for the mail server
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, signUpEmail))).toHaveLength(1);

    const waiting = [...(await outboxTo(signUpEmail)), ...(await outboxTo(resetEmail)), ...(await outboxTo(betaEmail))];
    expect(waiting).toHaveLength(4); // confirmation × 2, reset, approval
    for (const row of waiting) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt).not.toBeNull();
    }

    // The scheduled retry (as in every worker) keeps trying, each wait longer, while the server is down.
    startMailRetrier();
    await vi.waitFor(async () => expect(Math.min(...(await outboxTo(signUpEmail)).map((r) => r.attempts))).toBeGreaterThanOrEqual(3), {
      timeout: 10_000,
      interval: 50,
    });
    const [down] = await outboxTo(signUpEmail);
    expect(down.status).toBe("pending");

    // The server comes back on the same address.
    const smtp = await startSmtpReceiver({ port });
    try {
      await vi.waitFor(async () => expect(smtp.received).toHaveLength(4), { timeout: 10_000, interval: 50 });
      await stopMailRetrier();
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([betaEmail, resetEmail, resetEmail, signUpEmail].sort());
      const delivered = [...(await outboxTo(signUpEmail)), ...(await outboxTo(resetEmail)), ...(await outboxTo(betaEmail))];
      for (const row of delivered) {
        expect(row.status).toBe("sent");
        expect(row.attempts).toBeGreaterThanOrEqual(3);
        expect(row.sentAt).not.toBeNull();
      }
      // Nothing left to send, nothing sent twice.
      expect(await retryDueMail()).toMatchObject({ sent: 0, pending: 0 });
      expect(smtp.received).toHaveLength(4);
      expect(smtp.received.find((m) => m.to[0] === signUpEmail)?.raw).toContain("Confirm your Propie account");
    } finally {
      await smtp.close();
    }
  }, 40_000);

  it("spaces the attempts out exponentially up to the cap, and gives up after the last allowed one", async () => {
    const refusing = await startSmtpReceiver({ rejectRecipients: true });
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = refusing.url;
    process.env.MAIL_MAX_ATTEMPTS = "4";
    process.env.MAIL_RETRY_MAX_MS = "600";
    try {
      const email = "smtp-refused@example.com";
      const { sendMail } = await import("@/server/mail");
      const db = await getDb();
      const dbNow = async () => new Date(rowsOf<{ now: string | Date }>(await db.execute(sql`SELECT now() AS now`))[0].now).getTime();
      /** The wait the failed attempt chose: the database stamped it between `before` and `after`. */
      const expectWait = async (expected: number, before: number, after: number) => {
        const [row] = await outboxTo(email);
        const next = row.nextAttemptAt!.getTime();
        expect(next - after).toBeLessThanOrEqual(expected);
        expect(next - before).toBeGreaterThanOrEqual(expected);
        return row;
      };
      let before = await dbNow();
      expect(await sendMail({ to: email, subject: "Refused", text: "x" })).toMatchObject({ outcome: "pending" });
      await expectWait(200, before, await dbNow());
      // 200 ms, then 400 ms, then the 600 ms cap (not 800); each next attempt made due at once instead of waiting.
      for (const [attempt, wait] of [[2, 400], [3, 600]] as const) {
        await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.toAddress, email));
        before = await dbNow();
        await retryDueMail();
        const row = await expectWait(wait, before, await dbNow());
        expect(row.attempts).toBe(attempt);
      }
      await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.toAddress, email));
      await retryDueMail();
      const [last] = await outboxTo(email);
      expect(last).toMatchObject({ status: "failed", attempts: 4, nextAttemptAt: null });
      expect(last.lastError).toContain("550");
      await retryDueMail();
      expect((await outboxTo(email))[0]).toMatchObject({ status: "failed", attempts: 4 });
    } finally {
      process.env.SMTP_URL = previous;
      process.env.MAIL_MAX_ATTEMPTS = "20";
      process.env.MAIL_RETRY_MAX_MS = "800";
      await refusing.close();
    }
  });
});
