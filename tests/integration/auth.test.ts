import { beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authTokens, emailOutbox, rateLimits, users } from "@/db/schema";
import { POST as signUpRoute } from "@/app/api/auth/sign-up/route";
import { GET as confirmRoute } from "@/app/api/auth/confirm/route";
import { POST as forgotRoute } from "@/app/api/auth/forgot/route";
import { POST as resetRoute } from "@/app/api/auth/reset/route";
import { POST as resendRoute } from "@/app/api/auth/resend-confirmation/route";
import { changePassword, emailExists, generateGuestPassword, registerUser, INVALID_RESET_LINK_MESSAGE } from "@/server/auth/accounts";
import { authorizeCredentials, EmailNotConfirmed, InvalidCredentials, SignInRateLimited } from "@/server/auth/credentials";
import { signInErrorToAppError } from "@/server/auth/sign-in-errors";
import { isTokenCurrent, startAuthSession } from "@/server/auth/token-check";
import { hashToken } from "@/server/auth/tokens";
import { settleBackgroundDeliveries } from "@/server/mail/background";
import { startSmtpReceiver } from "./mail-helpers";

const PASSWORD = "correct horse battery";
/** How long the slow mail server of the sign-up timing test takes to accept a message. */
// Long enough that waiting for the mail on one path stands out of argon2id's noise at production cost on a loaded
// machine (a 630 ms gap between the medians was seen at load average 20 with nothing waiting for mail).
const SLOW_MAIL_MS = 2_000;
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
/**
 * Runs fn at production's argon2id cost: the suite hashes cheaply (ARGON2_COST=test, vitest.config.ts), but the
 * stored hash's parameters and the timing tests (one path skipping the hash must show) need the real cost.
 */
async function atProductionCost<T>(fn: () => Promise<T>): Promise<T> {
  const saved = process.env.ARGON2_COST;
  delete process.env.ARGON2_COST;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.ARGON2_COST;
    else process.env.ARGON2_COST = saved;
  }
}
const signUp = (r: Request) => signUpRoute(r, undefined);
const confirm = (r: Request) => confirmRoute(r, undefined);
const forgot = (r: Request) => forgotRoute(r, undefined);
const reset = (r: Request) => resetRoute(r, undefined);
const resend = (r: Request) => resendRoute(r, undefined);
let ipCounter = 0;
/** Each test gets its own client IP so the per-IP limits of one test don't leak into another. */
function freshIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function jsonRequest(path: string, body: unknown, ip: string, method = "POST") {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.250, ${ip}` },
    body: JSON.stringify(body),
  });
}

async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } };
  return body.error;
}

/** The link of the newest e-mail to `to` (the outbox is the delivery without SMTP_URL). */
async function latestLink(to: string): Promise<string> {
  await settleBackgroundDeliveries();
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.createdAt)).limit(1);
  if (!row) throw new Error(`no e-mail to ${to}`);
  return row.links[0];
}

function tokenOf(link: string) {
  return new URL(link).searchParams.get("token") ?? "";
}

/** Asks for a reset link for `email` (POST /api/auth/forgot) and returns its token. */
async function resetTokenFor(email: string) {
  await forgot(jsonRequest("/api/auth/forgot", { email }, freshIp()));
  return tokenOf(await latestLink(email));
}

/** The password the reset tests set. */
const NEW_PASSPHRASE = "a brand new passphrase";

/** A reset refused because its link is not (or no longer) valid: 400 with the one message for every such link. */
async function expectInvalidResetLink(res: Response) {
  expect(res.status).toBe(400);
  expect((await errorOf(res)).message).toBe(INVALID_RESET_LINK_MESSAGE);
}

/** POST /api/auth/reset with `token` and a new password, confirmed as `confirmPassword` (the same unless given). */
const resetWith = (token: string, password: string, confirmPassword = password) => reset(jsonRequest("/api/auth/reset", { token, password, confirmPassword }, freshIp()));

async function confirmedUser(email: string, password = PASSWORD) {
  const user = await registerUser({ email, password });
  const db = await getDb();
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

function signInRequest(ip: string) {
  return new Request("http://localhost:3000/api/auth/callback/credentials", { method: "POST", headers: { "x-forwarded-for": ip } });
}

beforeEach(() => {
  delete process.env.SMTP_URL;
});

describe("sign-up", () => {
  it("creates an unconfirmed account, stores only a hash of the password (at production's cost), and mails a confirmation link", async () => {
    const res = await atProductionCost(() => signUp(jsonRequest("/api/auth/sign-up", { email: " Signup.One@Example.com", password: PASSWORD }, freshIp())));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ email: "signup.one@example.com" });
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, "signup.one@example.com"));
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await latestLink("signup.one@example.com")).toMatch(/^http:\/\/localhost:3000\/api\/auth\/confirm\?token=/);
  });

  it("answers the spec's message when the e-mail or password is missing", async () => {
    const res = await signUp(jsonRequest("/api/auth/sign-up", { email: "", password: "" }, freshIp()));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("You must provide either an email or phone number and a password");
  });

  it("refuses an invalid e-mail", async () => {
    const res = await signUp(jsonRequest("/api/auth/sign-up", { email: "nope", password: PASSWORD }, freshIp()));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Please enter a valid email address");
  });

  it("refuses a weak password and lists every reason", async () => {
    const res = await signUp(jsonRequest("/api/auth/sign-up", { email: "weak@example.com", password: "qwerty" }, freshIp()));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toBe("Password is too weak: it must be at least 8 characters; it is one of the most commonly used passwords.");
    expect(error.fields?.password).toEqual(["it must be at least 8 characters", "it is one of the most commonly used passwords"]);
    expect(await emailExists({ email: "weak@example.com" })).toBe(false);
  });

  it("refuses a common password of 8+ characters and one over 128 characters", async () => {
    const common = await signUp(jsonRequest("/api/auth/sign-up", { email: "common@example.com", password: "baseball" }, freshIp()));
    expect((await errorOf(common)).fields?.password).toEqual(["it is one of the most commonly used passwords"]);
    const long = await signUp(jsonRequest("/api/auth/sign-up", { email: "long@example.com", password: "correct horse ".repeat(11) }, freshIp()));
    expect((await errorOf(long)).fields?.password).toEqual(["it must be at most 128 characters"]);
  });

  it("refuses a common password padded with spaces, and creates nothing", async () => {
    const res = await signUp(jsonRequest("/api/auth/sign-up", { email: "padded@example.com", password: " password1 " }, freshIp()));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.password).toEqual(["it is one of the most commonly used passwords"]);
    expect(await emailExists({ email: "padded@example.com" })).toBe(false);
  });

  it("answers a taken e-mail (whatever its case) exactly like a new one, and tells its owner by e-mail", async () => {
    await registerUser({ email: "taken@example.com", password: PASSWORD });
    const res = await signUp(jsonRequest("/api/auth/sign-up", { email: "TAKEN@example.com ", password: PASSWORD }, freshIp()));
    const fresh = await signUp(jsonRequest("/api/auth/sign-up", { email: "fresh-uniform@example.com", password: PASSWORD }, freshIp()));
    expect(res.status).toBe(fresh.status);
    expect(await res.json()).toEqual({ email: "taken@example.com" });
    await settleBackgroundDeliveries();
    const db = await getDb();
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "taken@example.com")).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(mail.subject).toBe("You already have a Propie account");
    expect(await db.select().from(users).where(eq(users.email, "taken@example.com"))).toHaveLength(1);
    await expect(registerUser({ email: "taken@example.com", password: PASSWORD })).rejects.toMatchObject({ code: "conflict", message: "Email already exists" });
  });

  it("takes the same time for a taken e-mail as for a new one, even with a slow mail server", async () => {
    const smtp = await startSmtpReceiver({ acceptAfterMs: SLOW_MAIL_MS });
    process.env.SMTP_URL = smtp.url;
    const savedCost = process.env.ARGON2_COST;
    delete process.env.ARGON2_COST; // production's cost (see atProductionCost)
    try {
      await registerUser({ email: "timing-taken@example.com", password: PASSWORD });
      const time = async (email: string) => {
        const t = performance.now();
        const res = await signUp(jsonRequest("/api/auth/sign-up", { email, password: PASSWORD }, freshIp()));
        expect(res.status).toBe(201);
        return performance.now() - t;
      };
      const taken: number[] = [];
      const fresh: number[] = [];
      // Interleaved pairs, each starting with the other kind in turn, so drift in the machine's load hits both alike.
      for (let i = 0; i < 7; i++) {
        if (i % 2 === 0) {
          taken.push(await time("timing-taken@example.com"));
          fresh.push(await time(`timing-new-${i}@example.com`));
        } else {
          fresh.push(await time(`timing-new-${i}@example.com`));
          taken.push(await time("timing-taken@example.com"));
        }
      }
      // Both answers wait for the same argon2id hash and nothing else; waiting for the confirmation
      // e-mail on one path only would show as SLOW_MAIL_MS between the medians.
      expect(Math.abs(median(taken) - median(fresh))).toBeLessThan(SLOW_MAIL_MS / 2);
    } finally {
      if (savedCost !== undefined) process.env.ARGON2_COST = savedCost;
      delete process.env.SMTP_URL;
      await settleBackgroundDeliveries();
      await smtp.close();
    }
  });

  it("refuses a body that isn't JSON (a cross-site form can't send JSON)", async () => {
    const res = await signUp(
      new Request("http://localhost:3000/api/auth/sign-up", { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ email: "x@example.com", password: PASSWORD }) }),
    );
    expect(res.status).toBe(415);
  });

  it("makes 16-character random guest passwords that pass the rules", () => {
    const a = generateGuestPassword();
    expect(a).toHaveLength(16);
    expect(a).not.toBe(generateGuestPassword());
  });
});

describe("e-mail confirmation", () => {
  it("can't sign in before confirming; the link confirms once and only once", async () => {
    await registerUser({ email: "confirm@example.com", password: PASSWORD });
    await expect(authorizeCredentials({ email: "confirm@example.com", password: PASSWORD }, signInRequest(freshIp()))).rejects.toBeInstanceOf(EmailNotConfirmed);

    const link = await latestLink("confirm@example.com");
    const first = await confirm(new Request(link));
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/auth?confirmed=1");
    const user = await authorizeCredentials({ email: "confirm@example.com", password: PASSWORD }, signInRequest(freshIp()));
    expect(user.email).toBe("confirm@example.com");

    const again = await confirm(new Request(link));
    expect(again.headers.get("location")).toBe("/auth?confirmed=0");
  });

  it("refuses an expired confirmation link", async () => {
    await registerUser({ email: "late@example.com", password: PASSWORD });
    const link = await latestLink("late@example.com");
    const db = await getDb();
    await db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.tokenHash, hashToken(tokenOf(link))));
    const res = await confirm(new Request(link));
    expect(res.headers.get("location")).toMatch(/confirmed=0$/);
  });

  it("sends a new link on request, the same answer whether or not the account exists, and retires the old link", async () => {
    await registerUser({ email: "resend@example.com", password: PASSWORD });
    const oldLink = await latestLink("resend@example.com");
    const known = await resend(jsonRequest("/api/auth/resend-confirmation", { email: "resend@example.com" }, freshIp()));
    const unknown = await resend(jsonRequest("/api/auth/resend-confirmation", { email: "ghost@example.com" }, freshIp()));
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const newLink = await latestLink("resend@example.com");
    expect(newLink).not.toBe(oldLink);
    expect((await confirm(new Request(oldLink))).headers.get("location")).toMatch(/confirmed=0$/);
    expect((await confirm(new Request(newLink))).headers.get("location")).toMatch(/confirmed=1$/);
  });
});

describe("sign-in", () => {
  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    await confirmedUser("known@example.com");
    const wrong = authorizeCredentials({ email: "known@example.com", password: "wrong password!" }, signInRequest(freshIp()));
    const unknown = authorizeCredentials({ email: "nobody@example.com", password: "wrong password!" }, signInRequest(freshIp()));
    const [a, b] = await Promise.allSettled([wrong, unknown]);
    expect(a.status).toBe("rejected");
    expect(b.status).toBe("rejected");
    const errA = (a as PromiseRejectedResult).reason as Error;
    const errB = (b as PromiseRejectedResult).reason as Error;
    expect(errA).toBeInstanceOf(InvalidCredentials);
    expect(errB).toBeInstanceOf(InvalidCredentials);
    expect(signInErrorToAppError(errA)).toMatchObject({ status: 401, message: "Invalid login credentials" });
    expect(signInErrorToAppError(errB)).toMatchObject({ status: 401, message: "Invalid login credentials" });
  });

  it("takes about the same time for an unknown e-mail and a wrong password (at production's cost)", () => atProductionCost(async () => {
    await confirmedUser("timing@example.com");
    const time = async (email: string) => {
      const t = performance.now();
      await authorizeCredentials({ email, password: "wrong password!" }, signInRequest(freshIp())).catch(() => {});
      return performance.now() - t;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await time("timing@example.com"));
      unknown.push(await time("no-such-user@example.com"));
    }
    const ratio = median(known) / median(unknown);
    // Both paths do one argon2id verification; without the dummy one the unknown e-mail would be ~100× faster.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  }));

  it("compares e-mails lower-cased and trimmed", async () => {
    await confirmedUser("mixed@example.com");
    const user = await authorizeCredentials({ email: "  MIXED@Example.com ", password: PASSWORD }, signInRequest(freshIp()));
    expect(user.email).toBe("mixed@example.com");
  });
});

describe("sign-in rate limits", () => {
  it("refuses the 6th failure for an e-mail from one IP, even with the right password, with a wait", async () => {
    await confirmedUser("limited@example.com");
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await expect(authorizeCredentials({ email: "limited@example.com", password: `wrong-${i}-password` }, signInRequest(ip))).rejects.toBeInstanceOf(InvalidCredentials);
    }
    const sixth = authorizeCredentials({ email: "limited@example.com", password: PASSWORD }, signInRequest(ip));
    await expect(sixth).rejects.toBeInstanceOf(SignInRateLimited);
    const err = (await sixth.catch((e: unknown) => e)) as SignInRateLimited;
    expect(err.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    const mapped = signInErrorToAppError(err);
    expect(mapped).toMatchObject({ status: 429, message: "Too many sign-in attempts. Please try again in 15 minutes." });
    expect(mapped?.details?.retryAfterSeconds).toBe(err.retryAfterSeconds);

    // Another IP, or the same IP for another e-mail, is not held back.
    expect((await authorizeCredentials({ email: "limited@example.com", password: PASSWORD }, signInRequest(freshIp()))).email).toBe("limited@example.com");
  });

  it("counts unknown e-mails too, so guessing addresses is limited the same way", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await expect(authorizeCredentials({ email: "ghost2@example.com", password: "whatever pass" }, signInRequest(ip))).rejects.toBeInstanceOf(InvalidCredentials);
    }
    await expect(authorizeCredentials({ email: "ghost2@example.com", password: "whatever pass" }, signInRequest(ip))).rejects.toBeInstanceOf(SignInRateLimited);
  });

  it("refuses an IP after 100 failures in a day, whatever the e-mail", async () => {
    await confirmedUser("daily@example.com");
    const ip = freshIp();
    const db = await getDb();
    await db.insert(rateLimits).values({ key: `signin-fail-ip:${ip}`, points: 99, expiresAt: sql`now() + interval '20 hours'` });
    await expect(authorizeCredentials({ email: "daily@example.com", password: "wrong password!" }, signInRequest(ip))).rejects.toBeInstanceOf(InvalidCredentials);
    const blocked = await authorizeCredentials({ email: "daily@example.com", password: PASSWORD }, signInRequest(ip)).catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(SignInRateLimited);
    expect((blocked as SignInRateLimited).retryAfterSeconds).toBeGreaterThan(19 * 3600);
  });

  it("forgets failures once the window has passed", async () => {
    await confirmedUser("window@example.com");
    const ip = freshIp();
    const db = await getDb();
    await db.insert(rateLimits).values({ key: `signin-fail-email-ip:window@example.com|${ip}`, points: 5, expiresAt: sql`now() - interval '1 second'` });
    expect((await authorizeCredentials({ email: "window@example.com", password: PASSWORD }, signInRequest(ip))).email).toBe("window@example.com");
  });
});

describe("sign-up and reset rate limits", () => {
  it("answers the 11th sign-up from one IP in an hour with 429 and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await signUp(jsonRequest("/api/auth/sign-up", { email: `burst${i}@example.com`, password: "" }, ip));
      expect(res.status).toBe(400);
    }
    const res = await signUp(jsonRequest("/api/auth/sign-up", { email: "burst10@example.com", password: PASSWORD }, ip));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await errorOf(res)).message).toBe("Too many sign-up attempts. Please try again in 60 minutes.");
    expect(await emailExists({ email: "burst10@example.com" })).toBe(false);
  });

  it("answers the 11th reset request from one IP in an hour with 429 and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await forgot(jsonRequest("/api/auth/forgot", { email: `r${i}@example.com` }, ip))).status).toBe(200);
    const res = await forgot(jsonRequest("/api/auth/forgot", { email: "r10@example.com" }, ip));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await errorOf(res)).message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes\.$/);
  });
});

describe("password reset", () => {
  it("answers the same for an existing and an unknown account, and mails only the real one", async () => {
    await confirmedUser("forgetful@example.com");
    const known = await forgot(jsonRequest("/api/auth/forgot", { email: "Forgetful@example.com" }, freshIp()));
    const unknown = await forgot(jsonRequest("/api/auth/forgot", { email: "stranger@example.com" }, freshIp()));
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    await settleBackgroundDeliveries();
    const db = await getDb();
    const toStranger = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "stranger@example.com"));
    expect(toStranger).toHaveLength(0);
    expect(await latestLink("forgetful@example.com")).toMatch(/^http:\/\/localhost:3000\/auth\?type=recovery&token=/);
  });

  it("stores the token hashed, expiring in one hour", async () => {
    const user = await confirmedUser("hashed@example.com");
    const token = await resetTokenFor("hashed@example.com");
    const db = await getDb();
    const rows = await db.select().from(authTokens).where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, "reset_password")));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    const minutes = (rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);
  });

  it("sets the new password once; the link can't be used again; old sessions end", async () => {
    const user = await confirmedUser("resetter@example.com");
    const token = await resetTokenFor("resetter@example.com");

    const mismatch = await resetWith(token, NEW_PASSPHRASE, "different");
    expect((await errorOf(mismatch)).message).toBe("Passwords do not match");
    const weak = await resetWith(token, "password");
    expect((await errorOf(weak)).message).toBe("Password is too weak: it is one of the most commonly used passwords.");

    const ok = await resetWith(token, NEW_PASSPHRASE);
    expect(ok.status).toBe(200);
    const sid = await startAuthSession(user.id);
    expect(await isTokenCurrent({ uid: user.id, tv: 0, sid })).toBe(false);
    expect(await isTokenCurrent({ uid: user.id, tv: 1, sid })).toBe(true);
    await expect(authorizeCredentials({ email: "resetter@example.com", password: PASSWORD }, signInRequest(freshIp()))).rejects.toBeInstanceOf(InvalidCredentials);
    expect((await authorizeCredentials({ email: "resetter@example.com", password: NEW_PASSPHRASE }, signInRequest(freshIp()))).email).toBe("resetter@example.com");

    await expectInvalidResetLink(await resetWith(token, "another new passphrase"));
  });

  it("refuses an expired reset link", async () => {
    await confirmedUser("expired@example.com");
    const token = await resetTokenFor("expired@example.com");
    const db = await getDb();
    await db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.tokenHash, hashToken(token)));
    await expectInvalidResetLink(await resetWith(token, NEW_PASSPHRASE));
  });

  it("only the newest reset link works", async () => {
    await confirmedUser("twice@example.com");
    const first = await resetTokenFor("twice@example.com");
    const second = await resetTokenFor("twice@example.com");
    expect(second).not.toBe(first);
    expect((await resetWith(first, NEW_PASSPHRASE)).status).toBe(400);
    expect((await resetWith(second, NEW_PASSPHRASE)).status).toBe(200);
  });

  it("confirms the e-mail of an account that never followed its confirmation link", async () => {
    await registerUser({ email: "unconfirmed-reset@example.com", password: PASSWORD });
    const token = await resetTokenFor("unconfirmed-reset@example.com");
    expect(token).not.toBe("");
    expect((await resetWith(token, NEW_PASSPHRASE)).status).toBe(200);
    expect((await authorizeCredentials({ email: "unconfirmed-reset@example.com", password: NEW_PASSPHRASE }, signInRequest(freshIp()))).email).toBe("unconfirmed-reset@example.com");
  });
});

describe("change password", () => {
  it("applies the same rules, and ends other sessions", async () => {
    const user = await confirmedUser("changer@example.com");
    const sid = await startAuthSession(user.id);
    await expect(changePassword({ userId: user.id, currentPassword: PASSWORD, password: "zq9#k" })).rejects.toMatchObject({ status: 400, message: "Password is too weak: it must be at least 8 characters." });
    await expect(changePassword({ userId: user.id, currentPassword: "not my password", password: "a different passphrase" })).rejects.toMatchObject({ status: 403, message: "Your current password is incorrect" });
    expect(await isTokenCurrent({ uid: user.id, tv: 0, sid })).toBe(true);
    await changePassword({ userId: user.id, currentPassword: PASSWORD, password: "a different passphrase" });
    expect(await isTokenCurrent({ uid: user.id, tv: 0, sid })).toBe(false);
    expect((await authorizeCredentials({ email: "changer@example.com", password: "a different passphrase" }, signInRequest(freshIp()))).tokenVersion).toBe(1);
  });
});
