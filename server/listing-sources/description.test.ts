import { describe, expect, it } from "vitest";
import { descriptionText } from "./description";

describe("a Domain description as text", () => {
  it("keeps paragraphs, line breaks and list items, and decodes entities", () => {
    expect(descriptionText("<p><b>Light-filled</b> family home.</p><p>Three bedrooms &amp; a study,<br />walk to the lake.</p><ul><li>Solar</li><li>Shed</li></ul>")).toBe(
      "Light-filled family home.\n\nThree bedrooms & a study,\nwalk to the lake.\n\n• Solar\n• Shed",
    );
  });

  it("drops scripts, images, links' addresses and every tag, whatever their attributes", () => {
    const text = descriptionText('<div onclick="steal()">Call <a href="javascript:alert(1)">the agent</a><img src=x onerror=alert(1)><script>alert(1)</script><style>p{}</style></div>');
    expect(text).toBe("Call the agent");
    expect(text).not.toMatch(/[<>]|alert|javascript/);
  });

  it("keeps an agent's plain-text paragraphs and says a literal < as text", () => {
    expect(descriptionText("First paragraph.\r\n\r\nSecond, with 3 < 4 rooms.")).toBe("First paragraph.\n\nSecond, with 3 < 4 rooms.");
  });

  it("leaves no more than one blank line between paragraphs, and no trailing spaces", () => {
    expect(descriptionText("<p>One</p>\n\n<p>Two  </p><br/><br/><br/><p>Three</p>")).toBe("One\n\nTwo\n\nThree");
  });
});
