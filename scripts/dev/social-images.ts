/**
 * npx tsx scripts/dev/social-images.ts: writes the site's default link-preview card,
 * public/social/propie.png, from components/previews/preview-image.tsx (the card the
 * session previews are drawn with). Run it after changing the card or the site's copy;
 * components/previews/preview-image.test.tsx fails while the committed file is out of date.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { sitePreviewImage } from "@/components/previews/preview-image";

export const SITE_CARD_FILE = path.join("public", "social", "propie.png");

async function main() {
  const png = Buffer.from(await sitePreviewImage().arrayBuffer());
  writeFileSync(SITE_CARD_FILE, png);
  console.log(`wrote ${SITE_CARD_FILE} (${png.length} bytes)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
