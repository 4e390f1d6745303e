import { describe, expect, it } from "vitest";
import { parseMoney } from "@/lib/money";
import { emptyPreferences } from "@/lib/preferences/schema";
import { answersToMessage, formatAnswer } from "./form-answers";
import { announcesMatches } from "./navigation";
import { applyPreferencePatch } from "./preferences-patch";
import { INVALID_RESPONSE_FORMAT, parseAssistantReply } from "./reply-format";
import { chatRequestSchema, CHAT_TOO_LONG_MESSAGE, MAX_REPLY_CHARS, normaliseFieldType, type FormField } from "./types";

const SESSION = "9b2f8a52-3c1e-4c7e-9a51-0f6d2b1a7e10";

describe("reply formats (spec 1 section 5)", () => {
  const reply = { user_message: "Hi", session_id: SESSION, showForm: false, formFields: [] };
  it.each([
    ["output", { output: reply }],
    ["array", [reply]],
    ["array of reply", [{ reply }]],
    ["reply", { reply }],
    ["direct", reply],
    ["output as JSON text", { output: JSON.stringify(reply) }],
  ])("reads %s", (_n, body) => {
    expect(parseAssistantReply(body)).toEqual({ user_message: "Hi", session_id: SESSION, showForm: false, formFields: [] });
  });

  it.each([[null], ["text"], [[]], [{}], [{ output: {} }], [{ reply: { message: "x" } }], [{ user_message: 42 }], [[{ reply: "nope" }]]])(
    "refuses %j as an invalid response format",
    (body) => {
      expect(() => parseAssistantReply(body)).toThrow(INVALID_RESPONSE_FORMAT);
    },
  );

  it("keeps a bubble's worth of an over-long reply", () => {
    const parsed = parseAssistantReply({ user_message: "x".repeat(50_000), formFields: Array.from({ length: 100 }, (_, i) => ({ id: `f${i}`, type: "text" })) });
    expect(parsed.user_message).toHaveLength(MAX_REPLY_CHARS + 1);
    expect(parsed.formFields).toHaveLength(30);
  });

  it("drops a session id that isn't a UUID and fields it can't read, keeps the rest", () => {
    const parsed = parseAssistantReply({
      user_message: "Pick",
      session_id: "abc",
      showForm: "true",
      formFields: [{ id: "a", label: "A", type: "numeric" }, { label: "no id" }, "junk", { id: 7, type: "weird", options: ["x", { label: "Y", value: 2 }] }],
    });
    expect(parsed.session_id).toBeNull();
    expect(parsed.showForm).toBe(true);
    expect(parsed.formFields).toEqual([
      { id: "a", label: "A", type: "number" },
      { id: "7", type: "text", options: [{ value: "x", label: "x" }, { value: "2", label: "Y" }] },
    ]);
  });
});

describe("form fields and answers (spec 1 section 3)", () => {
  it("maps every type name, anything else to text", () => {
    expect(["multi-select", "multiselect", "radio", "select", "dropdown", "textarea", "number", "numeric", "checkbox", "boolean", "date", undefined].map(normaliseFieldType)).toEqual([
      "multi-select", "multi-select", "radio", "select", "select", "textarea", "number", "number", "checkbox", "boolean", "text", "text",
    ]);
  });

  it("joins multi-select answers with ', ' and writes checkbox and boolean answers as true/false", () => {
    const f = (type: FormField["type"]): FormField => ({ id: "x", label: "X", type });
    expect(formatAnswer(f("multi-select"), ["House", "Unit"])).toBe("House, Unit");
    expect(formatAnswer(f("checkbox"), true)).toBe("true");
    expect(formatAnswer(f("boolean"), false)).toBe("false");
    expect(formatAnswer(f("boolean"), undefined)).toBe("false");
    expect(formatAnswer(f("number"), " 650000 ")).toBe("650000");
  });

  it("sends the answers as 'Label: answer' lines, leaving unanswered text out", () => {
    const fields: FormField[] = [
      { id: "place", label: "Which Richmond do you mean?", type: "radio" },
      { id: "price", label: "Price range", type: "text" },
      { id: "beds", label: "Bedrooms", type: "select" },
      { id: "pool", label: "Pool", type: "checkbox" },
    ];
    expect(answersToMessage(fields, { place: "Richmond, VIC 3121", price: "under 600k", beds: "", pool: true })).toBe(
      "Which Richmond do you mean: Richmond, VIC 3121\nPrice range: under 600k\nPool: true",
    );
  });
});

describe("the chat request", () => {
  it("trims, refuses empty and over-long messages with clear words", () => {
    expect(chatRequestSchema.parse({ sessionId: SESSION, message: { text: "  hi  " } }).message.text).toBe("hi");
    expect(chatRequestSchema.safeParse({ sessionId: SESSION, message: { text: " \n " } }).error?.issues[0].message).toBe("Please type a message.");
    expect(chatRequestSchema.safeParse({ sessionId: SESSION, message: { text: "a".repeat(10_000) } }).error?.issues[0].message).toBe(CHAT_TOO_LONG_MESSAGE);
    expect(chatRequestSchema.safeParse({ sessionId: "x", message: { text: "hi" } }).error?.issues[0].message).toBe("Generated UUID is malformed");
  });
});

describe("navigation words (spec 1 section 4)", () => {
  it("spots replies announcing matches", () => {
    expect(announcesMatches("Found 12 property matches")).toBe(true);
    expect(announcesMatches("Found 1 property match for your brief.")).toBe(true);
    expect(announcesMatches("Your property matchmaker")).toBe(false);
    expect(announcesMatches("20 properties found")).toBe(true);
    expect(announcesMatches("Here are your Search Results")).toBe(true);
    expect(announcesMatches("Which suburbs?")).toBe(false);
  });
});

describe("preference patches from a model", () => {
  it("reads money the way people write it", () => {
    expect([parseMoney("650k"), parseMoney("$1.2m"), parseMoney("600,000"), parseMoney(700000), parseMoney("lots"), parseMoney(-5)]).toEqual([
      650_000, 1_200_000, 600_000, 700_000, null, null,
    ]);
  });

  it("repairs plain meanings, refuses the rest, and never stores an invalid value", () => {
    const out = applyPreferencePatch(emptyPreferences(), {
      bedrooms: 9,
      bathrooms: "2",
      propertyType: "UNITS",
      maxPrice: "800k",
      features: ["pool", "helipad"],
      marketStatus: "Sold",
      landSize: 650,
      nonsense: true,
    });
    expect(out.preferences).toMatchObject({ bedrooms: "5+", bathrooms: "2+", propertyType: "Unit", priceRange: { min: null, max: 800_000 }, landSize: "650", marketStatus: "All Properties" });
    expect(out.preferences.features.pool).toBe(true);
    expect(out.rejected.map((r) => r.field).sort()).toEqual(["marketStatus", "nonsense"]);
    expect(applyPreferencePatch(emptyPreferences(), "nope").rejected).toHaveLength(1);
  });

  it("ranks preferences that chose goals or sections and rank nothing by what they chose; a ranking given is kept", () => {
    const chose = applyPreferencePatch(emptyPreferences(), { investmentGoals: ["highcashflow"], splitLiving: ["grannyFlat"] }).preferences;
    expect(chose.importanceRanking).toEqual(["investmentGoals", "splitLiving"]);
    const ranked = applyPreferencePatch(emptyPreferences(), { investmentGoals: ["highcashflow"], splitLiving: ["grannyFlat"], importanceRanking: ["splitLiving"] }).preferences;
    expect(ranked.importanceRanking[0]).toBe("splitLiving");
    expect(applyPreferencePatch(emptyPreferences(), { bedrooms: 3 }).preferences.importanceRanking).toEqual([]);
  });

  it("holds a model to the form's rules: a coming-soon factor, a budget off the steps and a min above the max are refused", () => {
    const current = { ...emptyPreferences(), priceRange: { min: null, max: 700_000 } };
    const out = applyPreferencePatch(current, {
      importanceRanking: ["destinations"],
      renovationPotential: { enabled: true, renovationBudget: 80_000 },
      priceRange: { min: 900_000 },
      bedrooms: "3+",
    });
    expect(out.rejected.map((r) => r.field).sort()).toEqual(["importanceRanking", "priceRange", "renovationPotential"]);
    expect(out.applied).toEqual(["bedrooms"]);
    expect(out.preferences).toMatchObject({ importanceRanking: [], priceRange: { min: null, max: 700_000 }, bedrooms: "3+" });
    expect(out.preferences.renovationPotential.renovationBudget).toBeNull();
    // A lower maximum under a stored dollar deposit is refused, never thrown.
    const withDeposit = { ...current, finance: { deposit: { kind: "dollars" as const, dollars: 600_000 } } };
    const lowered = applyPreferencePatch(withDeposit, { priceRange: { max: 500_000 } });
    expect(lowered.applied).toEqual([]);
    expect(lowered.rejected.map((r) => r.field)).toEqual(["priceRange"]);
    expect(lowered.preferences.priceRange.max).toBe(700_000);
    // What the form does by itself follows: ranking renovation turns its section on.
    expect(applyPreferencePatch(current, { importanceRanking: ["renovationPotential"] }).preferences.renovationPotential.enabled).toBe(true);
  });
});
