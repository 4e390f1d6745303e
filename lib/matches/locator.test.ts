import { describe, expect, it } from "vitest";
import { BORDERS_PATH, isOnLand, LAND_PATH, LOCATOR_VIEWBOX, locatorPoint } from "./locator";

const CAPITALS = {
  Sydney: [-33.87, 151.21],
  Melbourne: [-37.81, 144.96],
  Brisbane: [-27.47, 153.03],
  Perth: [-31.95, 115.86],
  Adelaide: [-34.93, 138.6],
  Hobart: [-42.88, 147.33],
  Darwin: [-12.46, 130.84],
  Canberra: [-35.28, 149.13],
  "Alice Springs": [-23.7, 133.88],
  Cairns: [-16.92, 145.77],
  Broome: [-17.96, 122.24],
  Launceston: [-41.43, 147.14],
} as const;

describe("the offline locator map", () => {
  it("puts every capital and a few regional centres on land", () => {
    for (const [name, [lat, lng]] of Object.entries(CAPITALS)) expect(isOnLand(lat, lng), name).toBe(true);
  });

  it("leaves the seas around the continent off the land", () => {
    expect(isOnLand(-20, 155)).toBe(false); // Coral Sea
    expect(isOnLand(-14, 139)).toBe(false); // Gulf of Carpentaria
    expect(isOnLand(-34, 131)).toBe(false); // Great Australian Bight
    expect(isOnLand(-39.5, 145.5)).toBe(false); // Bass Strait
  });

  it("places a centroid inside the frame, west to east and north to south", () => {
    const perth = locatorPoint({ lat: -31.95, lng: 115.86 })!;
    const sydney = locatorPoint({ lat: -33.87, lng: 151.21 })!;
    const darwin = locatorPoint({ lat: -12.46, lng: 130.84 })!;
    expect(perth.x).toBeLessThan(sydney.x);
    expect(darwin.y).toBeLessThan(perth.y);
    for (const p of [perth, sydney, darwin]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(LOCATOR_VIEWBOX.width);
      expect(p.y).toBeLessThan(LOCATOR_VIEWBOX.height);
    }
    expect(locatorPoint({ lat: 51.5, lng: -0.12 })).toBeNull();
    expect(locatorPoint(null)).toBeNull();
  });

  it("draws the land as two closed shapes and the borders as open lines", () => {
    expect(LAND_PATH.match(/Z/g)).toHaveLength(2);
    expect(BORDERS_PATH).not.toContain("Z");
    expect(BORDERS_PATH.match(/M/g)).toHaveLength(7);
  });
});
