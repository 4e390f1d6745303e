import { readSuburbRows } from "@/db/seed/suburbs";
import { suburbInputOf, withProfiles } from "@/db/seed/catalogue";
import { generateCatalogue, profileOfSuburb } from "@/lib/catalogue";
import { prepareCatalogue, suburbIdKey } from "@/lib/engine";
import type { SuburbProfile } from "@/lib/engine";
const rows = withProfiles(readSuburbRows());
const profiles = new Map<string, SuburbProfile>();
for (const r of rows) if (r.profile) profiles.set(suburbIdKey(r.id), profileOfSuburb(suburbInputOf(r)));
const L = generateCatalogue({ suburbs: rows.map(suburbInputOf), count: 100_000, seed: 42 });
const ts: number[] = [];
for (let r = 0; r < 12; r++) { const t = performance.now(); prepareCatalogue(L, profiles, { finishLevels: ["Standard"] }); ts.push(performance.now() - t); }
console.log(ts.map(x => x.toFixed(0)).join(" "));
