import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("shows whole dollars with thousands separators, a negative as -$", () => {
    expect(formatMoney(850_000)).toBe("$850,000");
    expect(formatMoney(12_500)).toBe("$12,500");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(59)).toBe("$59");
    expect(formatMoney(1_234_567.6)).toBe("$1,234,568");
    expect(formatMoney(-12_500)).toBe("-$12,500");
    expect(formatMoney(-0.4)).toBe("-$0");
  });

  it("rounds ties away from zero, or up as Math.round does (the engine's commentary)", () => {
    expect(formatMoney(2.5)).toBe("$3");
    expect(formatMoney(-2.5)).toBe("-$3");
    expect(formatMoney(2.5, { ties: "up" })).toBe("$3");
    expect(formatMoney(-2.5, { ties: "up" })).toBe("-$2");
    expect(formatMoney(-1_234.4, { ties: "up" })).toBe("-$1,234");
  });

  it("shows thousands with a lower-case k (the renovation budget labels)", () => {
    expect(formatMoney(50_000, { unit: "k" })).toBe("$50k");
    expect(formatMoney(500_000, { unit: "k" })).toBe("$500k");
    expect(formatMoney(1_250_000, { unit: "k" })).toBe("$1,250k");
    expect(formatMoney(62_500, { unit: "k" })).toBe("$62.5k");
  });

  it("shows 1,000 or more as $nK with one decimal, less as whole dollars (capital growth)", () => {
    expect(formatMoney(42_350, { unit: "K" })).toBe("$42.4K");
    expect(formatMoney(1_000, { unit: "K" })).toBe("$1.0K");
    expect(formatMoney(999, { unit: "K" })).toBe("$999");
    expect(formatMoney(-12_500, { unit: "K" })).toBe("-$12.5K");
  });

  it("shows whole 10,000s from a million as millions, anything else as whole dollars (the assistant)", () => {
    expect(formatMoney(1_200_000, { unit: "m" })).toBe("$1.2m");
    expect(formatMoney(1_250_000, { unit: "m" })).toBe("$1.25m");
    expect(formatMoney(2_000_000, { unit: "m" })).toBe("$2m");
    expect(formatMoney(1_234_567, { unit: "m" })).toBe("$1,234,567");
    expect(formatMoney(650_000, { unit: "m" })).toBe("$650,000");
  });
});
