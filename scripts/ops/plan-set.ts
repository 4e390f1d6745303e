/**
 * npm run plan:set -- someone@example.com "Half Pie"
 * Sets the plan whose limits apply to an account (lib/plans.ts: Free (Slice), Half Pie, Whole
 * Pie; names in any case, "half-pie" too). The same as the README's SQL:
 *   UPDATE users SET plan = 'Half Pie' WHERE email = 'someone@example.com';
 * On PGlite it is safe while the app runs: it connects through the port the app serves the
 * embedded database on (db/runtime-file.ts), like npm run beta:approve.
 */
import { z } from "zod";
import { openDb } from "@/db/client";
import { migrate } from "@/db/migrate";
import { setUserPlan } from "@/db/queries/plans";
import { normaliseEmail } from "@/lib/auth/email";
import { PLANS, planById, planFromName } from "@/lib/plans";

const USAGE = `usage: npm run plan:set -- someone@example.com <plan>   (plans: ${PLANS.map((p) => (p.id === p.name ? `"${p.id}"` : `"${p.id}" (${p.name})`)).join(", ")})`;

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  const email = normaliseEmail(args[0] ?? "");
  const plan = planFromName(args.slice(1).join(" "));
  if (!z.email().safeParse(email).success || !plan) {
    console.error(USAGE);
    process.exit(2);
  }
  const handle = openDb();
  try {
    if (handle.driver === "pglite") await migrate(handle);
    if (!(await setUserPlan({ email, plan, db: handle.db }))) {
      console.error(`no account has the address ${email} (the plan is set on an account; it has to sign up first)`);
      process.exit(1);
    }
    console.log(`${email} is on ${planById(plan).name} (${handle.via ? `the running app's database, via ${handle.via.host}:${handle.via.port}` : handle.driver})`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
