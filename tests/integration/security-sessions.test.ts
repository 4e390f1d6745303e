/**
 * Signing out (docs/SECURITY.md, Sessions and cookies): ends the session on the server (a copied cookie
 * stops working), "sign out everywhere" ends them all. Driven through Auth.js's
 * own handlers, with real cookies.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { registerUser } from "@/server/auth/accounts";
import { handlers } from "@/server/auth/auth";

const PASSWORD = "correct horse battery";
const BASE = "http://localhost:3000";

/** A tiny cookie jar: name -> value, updated from Set-Cookie. */
class Jar {
  cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  copy() {
    const j = new Jar();
    j.cookies = new Map(this.cookies);
    return j;
  }
}

async function call(jar: Jar, method: "GET" | "POST", path: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { cookie: jar.header(), "x-forwarded-for": "192.0.2.60" };
  let body: string | undefined;
  if (form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(form).toString();
  }
  const req = new Request(`${BASE}${path}`, { method, headers, body, redirect: "manual" });
  // Auth.js reads the NextRequest's nextUrl; the plain Request is adapted by next-auth's handlers.
  const { NextRequest } = await import("next/server");
  const res = await (method === "GET" ? handlers.GET : handlers.POST)(new NextRequest(req));
  jar.take(res);
  return res;
}

async function csrf(jar: Jar) {
  const res = await call(jar, "GET", "/api/auth/csrf");
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function signIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const csrfToken = await csrf(jar);
  await call(jar, "POST", "/api/auth/callback/credentials", { csrfToken, email, password: PASSWORD, redirect: "false", callbackUrl: `${BASE}/` });
  return jar;
}

async function whoIs(jar: Jar): Promise<string | null> {
  const res = await call(jar, "GET", "/api/auth/session");
  const body = (await res.json()) as { user?: { email?: string } } | null;
  return body?.user?.email ?? null;
}

async function confirmedUser(email: string) {
  const user = await registerUser({ email, password: PASSWORD });
  const db = await getDb();
  await db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

describe("sign-out ends the session on the server", () => {
  it("a copy of the cookie taken before sign-out no longer works after it", async () => {
    await confirmedUser("copied@example.com");
    const jar = await signIn("copied@example.com");
    expect(await whoIs(jar)).toBe("copied@example.com");
    const stolen = jar.copy();

    const csrfToken = await csrf(jar);
    await call(jar, "POST", "/api/auth/signout", { csrfToken, callbackUrl: `${BASE}/` });
    expect(await whoIs(jar)).toBeNull();
    expect(await whoIs(stolen)).toBeNull();
  });

  it("signing out one browser leaves the others signed in", async () => {
    await confirmedUser("two-browsers@example.com");
    const laptop = await signIn("two-browsers@example.com");
    const phone = await signIn("two-browsers@example.com");
    const csrfToken = await csrf(laptop);
    await call(laptop, "POST", "/api/auth/signout", { csrfToken, callbackUrl: `${BASE}/` });
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBe("two-browsers@example.com");
  });

  it("sign out everywhere ends every browser's session", async () => {
    const user = await confirmedUser("everywhere@example.com");
    const laptop = await signIn("everywhere@example.com");
    const phone = await signIn("everywhere@example.com");
    const { revokeAllAuthSessions } = await import("@/db/queries/auth-sessions");
    await revokeAllAuthSessions({ db: await getDb(), userId: user.id });
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
  });
});
