import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env-schema";
import { configuredListingSources, storedSource, unavailableNote } from "./index";

const ids = (vars: Record<string, string>) => configuredListingSources(parseEnv(vars)).map((s) => s.id);

describe("configured listing sources", () => {
  it("reads demo and imported listings by default, and Domain once credentials are set", () => {
    expect(ids({})).toEqual(["demo", "import"]);
    expect(ids({ DOMAIN_API_KEY: "k" })).toEqual(["demo", "import", "domain"]);
    expect(ids({ DOMAIN_CLIENT_ID: "id", DOMAIN_CLIENT_SECRET: "s" })).toEqual(["demo", "import", "domain"]);
    // A client id without its secret is not a credential.
    expect(ids({ DOMAIN_CLIENT_ID: "id" })).toEqual(["demo", "import"]);
  });

  it("takes LISTING_SOURCES as given, and leaves Domain out without credentials", () => {
    expect(ids({ LISTING_SOURCES: "domain, Demo", DOMAIN_API_KEY: "k" })).toEqual(["domain", "demo"]);
    expect(ids({ LISTING_SOURCES: "import" })).toEqual(["import"]);
    expect(ids({ LISTING_SOURCES: "demo,domain" })).toEqual(["demo"]);
    expect(() => parseEnv({ LISTING_SOURCES: "demo,realestate" })).toThrow();
  });

  it("words the note without the words the search screen reads as a failed search", () => {
    const domain = configuredListingSources(parseEnv({ DOMAIN_API_KEY: "k" })).find((s) => s.id === "domain")!;
    const note = unavailableNote(domain, "Domain did not answer in time", [storedSource("demo")]);
    expect(note).toBe("Live listings from Domain are unavailable right now (Domain did not answer in time); showing demo listings only.");
    expect(note).not.toMatch(/error|failed|property matches|analysis in progress/i);
  });
});
