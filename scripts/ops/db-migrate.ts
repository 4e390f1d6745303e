/** npm run db:migrate — applies migrations (and seeds an empty database unless DB_AUTO_SEED=off). */
import { openDb } from "@/db/client";
import { migrateAndSeed } from "@/db/dev-setup";

async function main() {
  const handle = openDb();
  const { migrateMs, seedMs } = await migrateAndSeed({ handle });
  console.log(`migrated (${handle.driver}) in ${migrateMs} ms`);
  if (seedMs !== null) console.log(`seed checked in ${seedMs} ms`);
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
