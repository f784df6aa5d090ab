import { describe, expect, it } from "vitest";
import { UNDISCLOSED_TERMS } from "@/lib/terms/terms-schema";
import {
  MAX_COMPARED,
  allEqual,
  compareHref,
  compareRows,
  coversPlace,
  parseCompareSlugs,
  pickerChoices,
  resolveComparison,
  type ComparableFranchise,
} from "@/lib/decide/compare";

const params = (query: string) => new URLSearchParams(query);

describe("parseCompareSlugs", () => {
  it("reads comma lists and repeated parameters, in order, without repeats", () => {
    expect(parseCompareSlugs(params("f=a,b&f=c&f=a"))).toEqual(["a", "b", "c"]);
  });
  it("trims, lower-cases and drops blanks and malformed values", () => {
    expect(parseCompareSlugs(params("f= Alpha ,,<script>,b%20c,-x,ok-2"))).toEqual(["alpha", "ok-2"]);
  });
  it("is empty without the parameter", () => {
    expect(parseCompareSlugs(params("q=x"))).toEqual([]);
  });
  it("reads a bounded number of values from a huge query", () => {
    const many = Array.from({ length: 500 }, (_, i) => `s${i}`).join(",");
    expect(parseCompareSlugs(params(`f=${many}`)).length).toBeLessThanOrEqual(50);
  });
});

describe("resolveComparison", () => {
  const catalogue = ["a", "b", "c", "d", "e", "f"].map((slug) => ({ slug }));
  it("keeps the first four known franchises in the order asked and names the unknown", () => {
    const result = resolveComparison(["e", "nope", "a", "b", "c", "d", "f"], catalogue);
    expect(result.compared.map((f) => f.slug)).toEqual(["e", "a", "b", "c"]);
    expect(result.compared).toHaveLength(MAX_COMPARED);
    expect(result.leftOut.map((f) => f.slug)).toEqual(["d", "f"]);
    expect(result.notFound).toEqual(["nope"]);
  });
  it("compares fewer when fewer are known", () => {
    const result = resolveComparison(["a", "zz"], catalogue);
    expect(result.compared.map((f) => f.slug)).toEqual(["a"]);
    expect(result.leftOut).toEqual([]);
  });
});

describe("compareHref", () => {
  it("joins slugs into one f parameter", () => {
    expect(compareHref(["a", "b"])).toBe("/compare?f=a,b");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("allEqual and coversPlace", () => {
  it("needs two or more identical values", () => {
    expect(allEqual(["x", "x"])).toBe(true);
    expect(allEqual(["x", "y"])).toBe(false);
    expect(allEqual(["x"])).toBe(false);
  });
  it("covers a place when any territory is one of its cities", () => {
    expect(coversPlace(["leeds", "york"], new Set(["york"]))).toBe(true);
    expect(coversPlace(["leeds"], new Set(["york"]))).toBe(false);
    expect(coversPlace([], new Set(["york"]))).toBe(false);
  });
});

describe("compareRows", () => {
  const base: ComparableFranchise = {
    slug: "one",
    name: "One",
    categoryName: "Cleaning",
    investmentRange: { min: 10_000, max: 20_000 },
    franchisingInUkSince: 2010,
    terms: {
      ...UNDISCLOSED_TERMS,
      managementServiceFee: { basis: "percentage", percent: 8 },
      marketingLevy: { basis: "fixed monthly", monthly: 100 },
    },
    outlets: "TBA",
    territorySlugs: ["leeds"],
    features: ["a", "b", "c", "d"],
    support: ["w", "x", "y", "z"],
  };
  const other: ComparableFranchise = {
    ...base,
    slug: "two",
    name: "Two",
    investmentRange: { min: 30_000, max: 50_000 },
    franchisingInUkSince: undefined,
    terms: UNDISCLOSED_TERMS,
    territorySlugs: ["york", "hull"],
    features: ["d", "c", "b", "a"],
    support: ["w", "x", "y", "other"],
  };
  const byKey = (rows: ReturnType<typeof compareRows>) => Object.fromEntries(rows.map((row) => [row.key, row]));

  it("marks rows whose values are all equal, and only those", () => {
    const rows = byKey(compareRows([base, other]));
    expect(rows.category.same).toBe(true);
    expect(rows.outlets.same).toBe(true);
    expect(rows.investment.same).toBe(false);
    expect(rows.yearsFranchising.same).toBe(false);
    expect(rows.termYears.same).toBe(true);
    expect(rows.territories.same).toBe(false);
    expect(rows.features.same).toBe(true); // same items, another order
    expect(rows.support.same).toBe(false);
  });
  it("shows years franchising in the UK, not a founding year, and counts territories", () => {
    const rows = byKey(compareRows([base, other], undefined, undefined, new Date("2026-06-01T00:00:00Z")));
    expect(rows.established).toBeUndefined();
    expect(rows.yearsFranchising.values).toEqual([["16 years (since 2010)"], ["Not disclosed"]]);
    expect(rows.territories.values).toEqual([["1 territory"], ["2 territories"]]);
    expect(rows.investment.values[0]).toEqual(["£10,000 - £20,000"]);
  });
  it("adds the fees at one turnover for each only when a turnover is given", () => {
    expect(byKey(compareRows([base, other])).feesAtTurnover).toBeUndefined();
    const rows = byKey(compareRows([base, other], undefined, 100_000));
    expect(rows.feesAtTurnover.label).toBe("Fees at £100,000 turnover a year");
    expect(rows.feesAtTurnover.values).toEqual([
      ["Management service fee: £8,000", "Marketing levy: £1,200", "£9,200 a year"],
      ["Management service fee: not disclosed", "Marketing levy: not disclosed", "Together: not disclosed"],
    ]);
  });
  it("adds a coverage row only when a place is given", () => {
    expect(byKey(compareRows([base, other])).coverage).toBeUndefined();
    const rows = byKey(compareRows([base, other], { name: "North Yorkshire", citySlugs: new Set(["york"]) }));
    expect(rows.coverage.label).toBe("Covers North Yorkshire");
    expect(rows.coverage.values).toEqual([["No"], ["Yes"]]);
    expect(rows.coverage.same).toBe(false);
  });
});

describe("pickerChoices", () => {
  const catalogue = Array.from({ length: 40 }, (_, i) => ({
    slug: `f${i}`,
    name: `Franchise ${i}`,
    categoryKey: i % 2 ? "odd" : "even",
  }));
  it("puts the picks first and caps the list", () => {
    const { choices, more } = pickerChoices(catalogue, { q: "", category: "", picked: ["f39"] }, 10);
    expect(choices[0].slug).toBe("f39");
    expect(choices).toHaveLength(10);
    expect(more).toBe(39 - 9);
  });
  it("filters by name and category", () => {
    const { choices } = pickerChoices(catalogue, { q: "franchise 1", category: "odd", picked: [] });
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      expect(choice.categoryKey).toBe("odd");
      expect(choice.name.toLowerCase()).toContain("franchise 1");
    }
  });
});
