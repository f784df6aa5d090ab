import { describe, expect, it } from "vitest";
import { establishedLabel, paragraphs, plural } from "@/lib/ui/format";

describe("paragraphs", () => {
  it("splits at the line break a folded YAML block keeps for a blank line, trimming each", () => {
    expect(paragraphs("First one.\nSecond one. \n\n  Third one.")).toEqual(["First one.", "Second one.", "Third one."]);
  });
  it("keeps text without breaks as one paragraph and drops empty ones", () => {
    expect(paragraphs("  Only one.  ")).toEqual(["Only one."]);
    expect(paragraphs("\n\n")).toEqual([]);
  });
});

describe("plural", () => {
  it("puts the count before the singular for one and the plural otherwise", () => {
    expect(plural(1, "franchise")).toBe("1 franchise");
    expect(plural(0, "franchise")).toBe("0 franchises");
    expect(plural(3, "city", "cities")).toBe("3 cities");
  });
});

describe("establishedLabel", () => {
  it("shows the year, or TBA when it is missing", () => {
    expect(establishedLabel(2016)).toBe("Est. 2016");
    expect(establishedLabel(undefined)).toBe("Est. TBA");
  });
});
