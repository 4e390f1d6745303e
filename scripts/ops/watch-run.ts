/**
 * npm run watch:run                              runs the watched searches that are due now, as the schedule does
 * npm run watch:run -- someone@example.com …     runs those accounts' watched searches now, whatever their schedule
 *
 * Either way a watch runs at most once per period (its day, or its week): a watch that already
 * ran in this period, here or in a worker, is reported and left alone, so this is safe beside
 * the running app and its workers (docs/WATCHES.md). A digest goes out
 * only when something changed, through the app's mailer (the outbox, or SMTP when SMTP_URL is set).
 * Run it with the app's APP_URL and AUTH_SECRET: the digest's links are made and signed with them.
 *
 * On the embedded database while the app runs, it works through the port the app serves the
 * database on (README, Operations); with the app stopped it opens the folder itself.
 */
import { z } from "zod";
import { defaultPgliteDir, getDbHandle } from "@/db/client";
import { migrate } from "@/db/migrate";
import { liveOwner } from "@/db/runtime-file";
import { listWatchesOfEmail } from "@/db/queries/watches";
import { normaliseEmail } from "@/lib/auth/email";
import { runDueWatches, runWatchesNow, type WatchRunResult } from "@/server/watches/run";

const WORDS: Record<WatchRunResult["outcome"], string> = {
  sent: "digest sent",
  no_changes: "nothing changed: no digest",
  baseline: "first ranking stored: no digest",
  claimed_elsewhere: "already run (or running) in this period: left alone",
  superseded: "taken over by another worker",
  failed: "failed (see the log)",
};

async function main() {
  const emails = process.argv.slice(2).filter((a) => a !== "--").map(normaliseEmail);
  if (emails.some((e) => !z.email().safeParse(e).success)) {
    console.error("usage: npm run watch:run [-- someone@example.com …]");
    process.exit(2);
  }
  if (!process.env.DATABASE_URL) {
    // The app holds the embedded database: reach it through the port it serves it on, never by opening the folder again.
    const owner = liveOwner(defaultPgliteDir());
    if (owner?.host && owner.port) process.env.DATABASE_URL = `postgres://postgres@${owner.host}:${owner.port}/postgres`;
  }
  const handle = await getDbHandle();
  try {
    if (handle.driver === "pglite") await migrate(handle);
    let results: WatchRunResult[];
    if (emails.length === 0) results = await runDueWatches();
    else {
      results = [];
      for (const email of emails) {
        const watches = await listWatchesOfEmail({ db: handle.db, email });
        if (watches.length === 0) console.log(`${email}: no watched searches`);
        results.push(...(await runWatchesNow({ watches })));
      }
    }
    for (const r of results) console.log(`watch ${r.watchId} (${r.period}): ${WORDS[r.outcome]}${r.changes ? `, ${r.changes} changes` : ""}`);
    if (results.length === 0 && emails.length === 0) console.log("no watched search is due");
    if (results.some((r) => r.outcome === "failed")) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
