/**
 * npm run beta:approve -- someone@example.com [other@example.com …]
 * Approves testers for the private beta. The same as the README's SQL:
 *   INSERT INTO beta_access_requests (full_name, email, mobile, plan_interest, disclaimer_accepted, approved, approved_at)
 *   VALUES ('', 'someone@example.com', '', 'Free', false, true, now())
 *   ON CONFLICT (email) DO UPDATE SET approved = true, approved_at = now();
 * On PGlite it is safe while the app runs: it then connects through the port the app
 * serves the embedded database on (db/runtime-file.ts), and opens the directory only
 * when no app holds it.
 */
import { z } from "zod";
import { openDb } from "@/db/client";
import { migrate } from "@/db/migrate";
import { approveBetaEmail } from "@/db/queries/beta";
import { normaliseEmail } from "@/lib/auth/email";

async function main() {
  const emails = process.argv.slice(2).filter((a) => a !== "--").map(normaliseEmail);
  if (emails.length === 0 || emails.some((e) => !z.email().safeParse(e).success)) {
    console.error("usage: npm run beta:approve -- someone@example.com [other@example.com …]");
    process.exit(2);
  }
  const handle = openDb();
  try {
    if (handle.driver === "pglite") await migrate(handle);
    for (const email of emails) {
      await approveBetaEmail({ email, db: handle.db });
      console.log(`approved ${email} (${handle.via ? `the running app's database, via ${handle.via.host}:${handle.via.port}` : handle.driver})`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
