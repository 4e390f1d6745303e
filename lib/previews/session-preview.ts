/**
 * What a link to /session/{id} shows when it is pasted into a messenger or a social site
 * (docs/PREVIEWS.md): the words of the Open Graph and Twitter tags and
 * the lines of the preview image. Pure, so the page's metadata, the image route and the
 * tests read the same text.
 *
 * A private preview is a constant: it is built from nothing, so it can't carry any of a
 * session's data (docs/SECURITY.md).
 */
import { describeSearch } from "@/lib/preferences/describe";
import { matchCountLine } from "@/lib/matches/copy";
import type { PublicPreferences } from "@/lib/preferences/schema";

export const PRIVATE_PREVIEW_TEXT = "Propie: a private search";

/** Said of every preview image (the tag is the same for a private and a public session). */
export const SESSION_PREVIEW_ALT = "A Propie property search";

export type SessionPreview =
  | { kind: "private" }
  | {
      kind: "public";
      /** The brief in words, capitalised: "A house with 3+ bedrooms in Richmond VIC, …". */
      brief: string;
      /** The matches page's own count line: "Found 9 property matches". */
      countLine: string;
      /** The best three overall scores, rounded as the matches page shows them, best first. */
      topScores: number[];
    };

export const PRIVATE_PREVIEW: SessionPreview = Object.freeze({ kind: "private" });

export const PREVIEW_TOP_SCORES = 3;
const TITLE_MAX_CHARS = 110;
const BRIEF_IMAGE_MAX_CHARS = 170;

export function publicSessionPreview({
  preferences,
  count,
  matched,
  scores,
}: {
  /** The search's preferences without their personal fields: a preview is for anyone. */
  preferences: PublicPreferences;
  /** The session's scored listings. */
  count: number;
  /** How many listings passed the filters in the search that ranked them (null: not recorded). */
  matched: number | null;
  scores: readonly (number | null)[];
}): SessionPreview {
  const brief = describeSearch(preferences);
  const topScores = scores
    .filter((s): s is number => typeof s === "number" && Number.isFinite(s))
    .sort((a, b) => b - a)
    .slice(0, PREVIEW_TOP_SCORES)
    .map((s) => Math.round(s));
  return { kind: "public", brief: brief.charAt(0).toUpperCase() + brief.slice(1), countLine: matchCountLine(count, matched), topScores };
}

/** "Top scores: 87, 81 and 79 out of 100." */
export function topScoresLine(scores: readonly number[]): string | null {
  if (scores.length === 0) return null;
  const list = scores.length === 1 ? String(scores[0]) : `${scores.slice(0, -1).join(", ")} and ${scores[scores.length - 1]}`;
  return `Top ${scores.length === 1 ? "score" : "scores"}: ${list} out of 100.`;
}

/** The words of the page's og: and twitter: tags (and its title). */
export function previewTags(preview: SessionPreview): { title: string; description: string } {
  if (preview.kind === "private") return { title: PRIVATE_PREVIEW_TEXT, description: PRIVATE_PREVIEW_TEXT };
  const scores = topScoresLine(preview.topScores);
  return {
    title: clip(`Propie search: ${preview.brief}`, TITLE_MAX_CHARS),
    description: [`${preview.countLine}.`, scores].filter(Boolean).join(" "),
  };
}

/** The lines of the preview image; only glyphs the image's font draws (imageSafeText). */
export function previewImageLines(preview: SessionPreview): { heading: string; brief: string | null; countLine: string | null; topScores: number[] } {
  if (preview.kind === "private") return { heading: PRIVATE_PREVIEW_TEXT, brief: null, countLine: null, topScores: [] };
  return {
    heading: "Propie: a shared search",
    brief: clip(imageSafeText(preview.brief), BRIEF_IMAGE_MAX_CHARS),
    countLine: imageSafeText(preview.countLine),
    topScores: preview.topScores,
  };
}

/**
 * Cuts `text` at the last word boundary that fits in `max` characters and ends it with "…".
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

// Printable ASCII, Latin-1 without the soft hyphen, and the punctuation our own copy uses.
const DRAWN = /[\u0020-\u007e\u00a0-\u00ac\u00ae-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u2192]/u;

/**
 * Keeps only characters the image's font (Next's bundled Geist Regular) draws. The image
 * renderer fetches a font from Google for any other glyph (an emoji, CJK): a network call
 * per render that sends the text to a third party and fails offline. Others become spaces.
 */
export function imageSafeText(text: string): string {
  return Array.from(text.normalize("NFC"), (ch) => (DRAWN.test(ch) ? ch : " "))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
