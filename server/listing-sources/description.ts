import "server-only";
import { convert, type HtmlToTextOptions } from "html-to-text";

/**
 * Domain's headlines and summary descriptions are HTML fragments ("<b>Light-filled</b><br />…",
 * "<p>…</p><ul><li>…</li></ul>"). They are stored as plain text with their paragraphs and
 * list items on lines of their own, by html-to-text (an HTML parser, so tags, entities,
 * scripts and attributes are handled as HTML, not guessed at). No markup survives: the
 * matches page prints the text as text.
 */
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // Line breaks an agent typed into plain text are paragraphs too.
  preserveNewlines: true,
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "h3", options: { uppercase: false } },
    { selector: "h4", options: { uppercase: false } },
    { selector: "h5", options: { uppercase: false } },
    { selector: "h6", options: { uppercase: false } },
    { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
    { selector: "ul", options: { itemPrefix: "• " } },
  ],
};

/** A description's HTML as text: paragraphs apart by one blank line, no trailing spaces. */
export function descriptionText(html: string): string {
  return convert(html, OPTIONS)
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
