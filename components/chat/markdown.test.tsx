import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const html = (text: string, streaming = false) => renderToStaticMarkup(<Markdown text={text} streaming={streaming} />);

/** An assistant reply's markdown: GFM tables, lists and bold as elements, and never the reply's own HTML. */
describe("the reply's markdown", () => {
  it("renders a comparison table as a <table> with header and body cells", () => {
    const out = html("#1 scores higher.\n\n| | #1 | #3 |\n|---|---|---|\n| Price | $600,000 | $640,000 |\n| Score | 87/100 | 85/100 |");
    expect(out).toContain("<table");
    expect(out).toMatch(/<th[^>]*>#1<\/th>/);
    expect(out).toMatch(/<td[^>]*>\$640,000<\/td>/);
    expect(out).not.toContain("|---");
  });

  it("renders lists and bold", () => {
    const out = html("**Cash flow** first:\n\n- gross yield 5.1%\n- net 3.4%");
    expect(out).toContain("<strong>Cash flow</strong>");
    expect(out.match(/<li>/g)).toHaveLength(2);
  });

  it("drops raw HTML and images instead of rendering them", () => {
    const out = html('Hi <script>alert(1)</script><img src=x onerror="alert(2)"> there\n\n<iframe src="https://example.com"></iframe>\n\n![pixel](https://tracker.example/p.gif)');
    expect(out).not.toMatch(/<script|<img|<iframe|onerror/i);
    expect(out).toContain("Hi");
    expect(out).toContain("there");
  });

  it("keeps links safe: a javascript: URL goes, an external link opens apart", () => {
    expect(html("[click](javascript:alert(1))")).not.toContain("javascript:");
    expect(html("[Domain](https://www.domain.com.au/)")).toContain('rel="noopener noreferrer"');
  });

  it("closes what a streaming reply's last token left open", () => {
    expect(html("The **best cash", true)).toContain("<strong>best cash</strong>");
    expect(html("The **best cash", false)).not.toContain("<strong>");
  });
});
