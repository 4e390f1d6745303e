import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import PartnersPage from "@/app/partners/page";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("partners page configuration", () => {
  it("hides Book a call and shows founders by role when nothing is configured", () => {
    vi.stubEnv("BOOKING_URL", "");
    const html = renderToStaticMarkup(PartnersPage());
    expect(html).not.toContain("Book a call");
    expect(html).not.toContain("calendly");
    expect(html).toContain("Co-founder, acquisitions");
    expect(html).toContain("Co-founder, projects");
  });

  it("links Book a call to BOOKING_URL when it is set", () => {
    vi.stubEnv("BOOKING_URL", "https://book.example.com/propie");
    const html = renderToStaticMarkup(PartnersPage());
    expect(html.match(/href="https:\/\/book\.example\.com\/propie"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
