import { describe, expect, it } from "vitest";
import { findByName } from "./franchise-picker";

const entries = [
  { id: "1", name: "Fettlewick Home Cleaning" },
  { id: "2", name: "Cleanmere Windows" },
  { id: "3", name: "Panwhistle Kitchen" },
  { id: "4", name: "Home Cleaning Co-op" },
];

describe("findByName", () => {
  it("puts names that start with the text first, then word starts, then anywhere", () => {
    expect(findByName(entries, "clean").map((e) => e.id)).toEqual(["2", "1", "4"]);
    expect(findByName(entries, " HOME ").map((e) => e.id)).toEqual(["4", "1"]);
    expect(findByName(entries, "whistle").map((e) => e.id)).toEqual(["3"]);
  });

  it("needs two characters, skips excluded ids and stops at the limit", () => {
    expect(findByName(entries, "c")).toEqual([]);
    expect(findByName(entries, "clean", new Set(["2"])).map((e) => e.id)).toEqual(["1", "4"]);
    expect(findByName(entries, "clean", new Set(), 1)).toHaveLength(1);
  });
});
