import { findPlaces } from "@/lib/assistant/places";
import { seedPlaceIndex } from "./bench/assistant-support";
const idx = seedPlaceIndex();
for (const m of process.argv.slice(2)) console.log(JSON.stringify(findPlaces(idx, m, {}).map((p) => [p.text, p.start, p.place?.description])));
