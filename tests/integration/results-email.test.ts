import "./viewer-mock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getEmails, PUT as putEmails } from "@/app/api/account/emails/route";
import { POST as postEstimate } from "@/app/api/search/estimate/route";
import { POST as postStart } from "@/app/api/search/start/route";
import { getDb } from "@/db/client";
import { getRun } from "@/db/queries/search-runs";
import { emailOutbox } from "@/db/schema";
import { startResponseSchema } from "@/lib/search/api";
import { getRequest, jsonRequest, newId, payloadFor, seedCatalogue, signInAs, viewer, waitFor } from "./search-fixtures";
import { stopSearchWorker } from "./search-worker";

/**
 * "Your matches are ready" (issue 38, item 3): at most one e-mail per search session, however many searches
 * it runs (a chat turn that changes the brief starts one), and none once the buyer turned them off on the
 * account page. Through the real routes, queue, job and the dev outbox the mail goes to.
 */

beforeAll(async () => {
  delete process.env.ESTIMATE_WEBHOOK_URL;
  delete process.env.SEARCH_WEBHOOK_URL;
  await seedCatalogue({ count: 300 });
});
afterAll(stopSearchWorker);

const ctx = {};
const SUBJECT = "Your Propie matches are ready";

/** Estimate and start a search of `sessionId` as the signed-in viewer; resolves when the run is complete. */
async function search(sessionId: string, overrides: Parameters<typeof payloadFor>[1] = {}) {
  const payload = payloadFor(sessionId, overrides);
  expect((await postEstimate(jsonRequest("/api/search/estimate", payload), ctx)).status).toBe(200);
  const started = startResponseSchema.parse(await (await postStart(jsonRequest("/api/search/start", payload), ctx)).json());
  if (started.status !== "ok") throw new Error("expected the search to start");
  const run = await waitFor(async () => {
    const db = await getDb();
    const r = await getRun({ db, id: started.runId });
    return r?.status === "complete" ? r : null;
  }, 60_000);
  return run;
}

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

describe("the results e-mail", () => {
  it("goes once per search session: a second search of the same session (a changed brief) sends none", async () => {
    const user = await signInAs("twice");
    const sessionId = newId();
    const first = await search(sessionId);
    expect(first.resultCount).toBeGreaterThan(0);
    await waitFor(async () => ((await mailsTo(user.email)).length ? true : null), 30_000);
    const second = await search(sessionId, { bedrooms: "3+" });
    expect(second.id).not.toBe(first.id);
    expect(second.resultCount).toBeGreaterThan(0);
    // The job has finished (complete) and the e-mail step comes right after: give it time to (wrongly) send.
    await new Promise((r) => setTimeout(r, 1_500));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(SUBJECT);
    const db = await getDb();
    expect((await getRun({ db, id: second.id }))?.emailSentAt).toBeNull();

    // Another session of the same buyer is another search session: it e-mails again.
    await search(newId());
    await waitFor(async () => ((await mailsTo(user.email)).length === 2 ? true : null), 30_000);
  }, 180_000);

  it("sends none once the buyer turned results e-mails off on the account page, and again once turned back on", async () => {
    const user = await signInAs("optout");
    expect(await (await getEmails(getRequest("/api/account/emails"), ctx)).json()).toEqual({ resultsEmails: true });
    const off = await putEmails(jsonRequest("/api/account/emails", { resultsEmails: false }, { method: "PUT" }), ctx);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ resultsEmails: false });
    expect(await (await getEmails(getRequest("/api/account/emails"), ctx)).json()).toEqual({ resultsEmails: false });

    const run = await search(newId());
    expect(run.resultCount).toBeGreaterThan(0);
    expect(run.notifyEmail).toBeNull();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await mailsTo(user.email)).toHaveLength(0);

    await putEmails(jsonRequest("/api/account/emails", { resultsEmails: true }, { method: "PUT" }), ctx);
    await search(newId());
    await waitFor(async () => ((await mailsTo(user.email)).length === 1 ? true : null), 30_000);
  }, 180_000);

  it("refuses a malformed setting with a clear error, and a guest", async () => {
    await signInAs("bad");
    const bad = await putEmails(jsonRequest("/api/account/emails", { resultsEmails: "no" }, { method: "PUT" }), ctx);
    expect(bad.status).toBe(400);
    viewer.current = null;
    expect((await putEmails(jsonRequest("/api/account/emails", { resultsEmails: false }, { method: "PUT" }), ctx)).status).toBe(401);
  });
});
