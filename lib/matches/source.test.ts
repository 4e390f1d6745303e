import { describe, expect, it } from "vitest";
import { MATCHES_COPY } from "./copy";
import { agentPriceText, safeHttpsUrl, sourceLabel, sourceNotice } from "./source";

describe("listing source labels", () => {
  it("labels live, imported and demo listings", () => {
    expect(sourceLabel("domain").text).toBe("Live · Domain");
    expect(sourceLabel("import").text).toBe("Imported");
    expect(sourceLabel("demo").text).toBe("Demo data");
    // Anything unknown is not presented as live.
    expect(sourceLabel("something").tone).toBe("demo");
  });

  it("says the whole page is demo data only when every listing is; among real ones the demo rows carry the label", () => {
    expect(sourceNotice(["demo", "demo"])).toEqual({ testId: "demo-notice", text: MATCHES_COPY.demoNotice });
    expect(sourceNotice(["demo", "import"])).toEqual({ testId: "mixed-notice", text: MATCHES_COPY.mixedNotice });
    expect(sourceNotice(["domain", "demo"])?.testId).toBe("mixed-notice");
    expect(sourceNotice(["import", "domain"])).toBeNull();
    expect(sourceNotice([])).toBeNull();
  });

  it("shows the agent's price words only when they add something", () => {
    expect(agentPriceText({ list_price: "$720,000", price_text: "$720,000" })).toBeNull();
    expect(agentPriceText({ list_price: "$675,000", price_text: "$650,000 - $700,000" })).toBe("$650,000 - $700,000");
    expect(agentPriceText({ list_price: null, price_text: "Contact agent" })).toBe("Contact agent");
    expect(agentPriceText({ list_price: null, price_text: null })).toBeNull();
  });

  it("keeps only https URLs", () => {
    expect(safeHttpsUrl("https://bucket-api.domain.com.au/x.jpg")).toBe("https://bucket-api.domain.com.au/x.jpg");
    expect(safeHttpsUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpsUrl("http://example.com/x.jpg")).toBeNull();
    expect(safeHttpsUrl(null)).toBeNull();
  });
});
