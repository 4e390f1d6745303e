"use client";

import { memo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remend from "remend";
import remarkGfm from "remark-gfm";

/**
 * An assistant reply's markdown (GitHub-flavoured: tables, lists, bold, links) as React
 * elements. Raw HTML in a reply is dropped, never rendered (skipHtml), images are not
 * shown (a reply can't load anything), links keep react-markdown's safe-URL rule. While
 * a reply is still streaming, remend closes what the last token left open ("**Cash"
 * shows as bold, not as two asterisks), as streamdown does.
 */
const components: Components = {
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5 first:mt-0 last:mb-0">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5 first:mt-0 last:mb-0">{children}</ol>,
  // A reply sits inside the page's outline: its headings read as bold lines, not as new sections.
  h1: ({ children }) => <p className="my-2 font-semibold first:mt-0">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold first:mt-0">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold first:mt-0">{children}</p>,
  h4: ({ children }) => <p className="my-2 font-semibold first:mt-0">{children}</p>,
  h5: ({ children }) => <p className="my-2 font-semibold first:mt-0">{children}</p>,
  h6: ({ children }) => <p className="my-2 font-semibold first:mt-0">{children}</p>,
  a: ({ href, children }) => {
    const external = typeof href === "string" && /^https?:/i.test(href);
    return (
      <a href={href} className="font-medium text-crust-700 underline hover:text-crust-800" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  },
  code: ({ children }) => <code className="rounded bg-gray-100 px-1 py-0.5 text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="my-2 overflow-x-auto rounded-lg bg-gray-50 p-3 text-sm whitespace-pre-wrap">{children}</pre>,
  blockquote: ({ children }) => <blockquote className="my-2 border-l-4 border-gray-200 pl-3 text-gray-700">{children}</blockquote>,
  // A wide comparison scrolls sideways inside the bubble (focusable, so a keyboard can scroll it too).
  table: ({ children }) => (
    <div className="my-2 max-w-full overflow-x-auto rounded-lg ring-1 ring-gray-200" tabIndex={0} role="region" aria-label="Table">
      <table className="min-w-full border-collapse text-sm" data-testid="chat-table">
        {children}
      </table>
    </div>
  ),
  thead: ({ children }) => <thead className="bg-gray-50">{children}</thead>,
  th: ({ children, style }) => (
    <th scope="col" style={style} className="border-b border-gray-200 px-2.5 py-1.5 text-left font-semibold whitespace-nowrap">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-b border-gray-100 px-2.5 py-1.5 align-top tabular-nums">
      {children}
    </td>
  ),
  hr: () => <hr className="my-3 border-gray-200" />,
};

const plugins = [remarkGfm];

export const Markdown = memo(function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  return (
    <ReactMarkdown remarkPlugins={plugins} components={components} skipHtml disallowedElements={["img"]} unwrapDisallowed>
      {streaming ? remend(text) : text}
    </ReactMarkdown>
  );
});
