import { Fragment } from "react";

/**
 * The little markdown assistant replies use — **bold**, "- " bullet lines and line
 * breaks — rendered as React elements (never as HTML, so a reply can't inject markup).
 */
function inline(text: string) {
  return text.split(/(\*\*[^*]+\*\*)/g).map((piece, i) =>
    piece.startsWith("**") && piece.endsWith("**") && piece.length > 4 ? <strong key={i}>{piece.slice(2, -2)}</strong> : <Fragment key={i}>{piece}</Fragment>,
  );
}

export function RichText({ text }: { text: string }) {
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const line of text.split("\n")) {
    const bullet = /^\s*[-•*]\s+/.test(line);
    const last = blocks[blocks.length - 1];
    if (last && last.list === bullet) last.lines.push(bullet ? line.replace(/^\s*[-•*]\s+/, "") : line);
    else blocks.push({ list: bullet, lines: [bullet ? line.replace(/^\s*[-•*]\s+/, "") : line] });
  }
  return (
    <>
      {blocks.map((b, i) =>
        b.list ? (
          <ul key={i} className="my-1 list-disc space-y-0.5 pl-5">
            {b.lines.map((l, j) => (
              <li key={j}>{inline(l)}</li>
            ))}
          </ul>
        ) : (
          <span key={i} className="block whitespace-pre-wrap">
            {inline(b.lines.join("\n"))}
          </span>
        ),
      )}
    </>
  );
}
