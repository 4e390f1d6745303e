/** npm run db:migrate — applies migrations (and seeds an empty database unless DB_AUTO_SEED=off). */
import { openDb } from "@/db/client";
import { migrate } from "@/db/migrate";
import { seedIfEmpty } from "@/db/seed";
import { env } from "@/server/env";

async function main() {
  const handle = openDb();
  const started = Date.now();
  await migrate(handle);
  console.log(`migrated (${handle.driver}) in ${Date.now() - started} ms`);
  if (env().DB_AUTO_SEED === "on") {
    const t = Date.now();
    await seedIfEmpty(handle.db, { catalogueCount: env().CATALOGUE_COUNT });
    console.log(`seed checked in ${Date.now() - t} ms`);
  }
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
