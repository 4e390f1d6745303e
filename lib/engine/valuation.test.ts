import { describe, expect, it } from "vitest";
import { profileKeysOf, splitProfileKeys } from "./valuation";

describe("splitProfileKeys", () => {
  it("splits a listing's profile keys into ABS codes and name keys, each once, dropping anything else", () => {
    const keys = [
      ...profileKeysOf({ suburbId: 20495, suburb: "Lavington", state: "NSW" }),
      ...profileKeysOf({ suburbId: null, suburb: " Richmond ", state: "vic" }),
      "#20495",
      "#not-a-code",
      "no separator",
    ];
    const { ids, names } = splitProfileKeys(keys);
    expect([...ids]).toEqual([20495]);
    expect([...names]).toEqual(["lavington|NSW", "richmond|VIC"]);
  });
});
