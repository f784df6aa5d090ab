import { describe, expect, it } from "vitest";
import { sectorSpan, sectorSpanText } from "@/lib/directory/sector-span";
import { formatGbp } from "@/lib/ui/format";
import { franchises } from "../../../tests/unit/content-files";

describe("sector span", () => {
  it("runs from the lowest listed minimum to the highest listed maximum", () => {
    const span = sectorSpan([
      { investmentRange: { min: 20_000, max: 40_000 } },
      { investmentRange: { min: 15_000, max: 30_000, note: "excluding working capital" } },
    ]);
    expect(span).toEqual({ min: 15_000, max: 40_000, count: 2, withNotes: 1 });
    expect(sectorSpanText(span, "Cleaning")).toBe(
      "£15,000 to £40,000 across the 2 cleaning franchises in our directory, too few to show what the sector costs (some listed ranges leave out costs: see each listing)",
    );
  });

  it("says a span of enough listings plainly", () => {
    const three = [10_000, 20_000, 30_000].map((min) => ({ investmentRange: { min, max: min + 5_000 } }));
    expect(sectorSpanText(sectorSpan(three), "Cleaning")).toBe(
      "£10,000 to £35,000 across the 3 cleaning franchises in our directory",
    );
  });

  it("says so when a sector has one franchise or none", () => {
    expect(sectorSpanText(sectorSpan([{ investmentRange: { min: 9_000, max: 9_000 } }]), "Care")).toBe(
      "£9,000 for the one care franchise in our directory, too few to show what the sector costs",
    );
    expect(
      sectorSpanText(sectorSpan([{ investmentRange: { min: 9_000, max: 12_000, note: "excl. VAT" } }]), "Care"),
    ).toBe(
      "£9,000 to £12,000 for the one care franchise in our directory, too few to show what the sector costs (its listed range leaves out some costs: see the listing)",
    );
    expect(sectorSpan([])).toBeUndefined();
    expect(sectorSpanText(undefined, "Retail")).toMatch(/no retail franchises are listed/);
  });

  it("contains every listed range of a category in the catalogue", () => {
    const all = franchises();
    for (const category of new Set(all.map((franchise) => franchise.category))) {
      const members = all.filter((franchise) => franchise.category === category);
      const span = sectorSpan(members)!;
      for (const member of members) {
        expect(span.min, category).toBeLessThanOrEqual(member.investmentRange.min);
        expect(span.max, category).toBeGreaterThanOrEqual(member.investmentRange.max);
      }
      expect(sectorSpanText(span, category)).toContain(formatGbp(span.min));
    }
  });
});
