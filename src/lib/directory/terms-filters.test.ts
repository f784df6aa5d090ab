import { describe, expect, it } from "vitest";
import { UNDISCLOSED_TERMS, type FranchiseTerms } from "@/lib/terms/terms-schema";
import { filterDirectory, type FilterableFranchise } from "@/lib/directory/franchise-filters";
import { directorySearch, parseDirectoryQuery } from "@/lib/directory/query";
import { filtersFromForm, withSelected } from "@/lib/directory/form";
import { matchesAllIn, matchesRoyalty, matchesTerritory, termsFacets } from "@/lib/directory/terms-filters";

const terms = (overrides: Partial<FranchiseTerms>): FranchiseTerms => ({ ...UNDISCLOSED_TERMS, ...overrides });
const covers = (workingCapital: "included" | "excluded" | "not disclosed") => ({
  vat: "excluded" as const,
  workingCapital,
  vehicle: "not needed" as const,
  premises: "not needed" as const,
});

describe("termsFacets", () => {
  it("adds the least working capital to the range's minimum when the range leaves it out", () => {
    const facets = termsFacets(
      { min: 20_000 },
      terms({ investmentCovers: covers("excluded"), workingCapital: { min: 8_000, max: 12_000 } }),
    );
    expect(facets.allInFrom).toBe(28_000);
  });

  it("does not add it twice when the range includes it", () => {
    const facets = termsFacets(
      { min: 20_000 },
      terms({ investmentCovers: covers("included"), workingCapital: { min: 8_000, max: 12_000 } }),
    );
    expect(facets.allInFrom).toBe(20_000);
  });

  it("adds it when the range does not say whether it includes it, so the total never hides it", () => {
    const facets = termsFacets(
      { min: 20_000 },
      terms({ investmentCovers: covers("not disclosed"), workingCapital: { min: 5_000, max: 5_000 } }),
    );
    expect(facets.allInFrom).toBe(25_000);
  });

  it("knows no total, royalty or territory when they are not disclosed", () => {
    expect(termsFacets({ min: 20_000 }, terms({ investmentCovers: covers("excluded") }))).toEqual({
      royaltyBasis: undefined,
      territoryExclusive: undefined,
      allInFrom: undefined,
    });
  });

  it("reads the royalty basis and the territory's exclusivity", () => {
    const facets = termsFacets(
      { min: 1 },
      terms({
        managementServiceFee: { basis: "fixed monthly", monthly: 300 },
        territory: { exclusive: true, basis: "postcodes" },
      }),
    );
    expect(facets).toMatchObject({ royaltyBasis: "fixed monthly", territoryExclusive: true });
  });
});

describe("the terms predicates", () => {
  it("matches a royalty basis exactly, and nothing when it is not disclosed", () => {
    expect(matchesRoyalty({ royaltyBasis: "percentage" }, "percentage")).toBe(true);
    expect(matchesRoyalty({ royaltyBasis: "percentage and fixed monthly" }, "percentage")).toBe(false);
    expect(matchesRoyalty({ royaltyBasis: "percentage and fixed monthly" }, "both")).toBe(true);
    expect(matchesRoyalty({}, "fixed-monthly")).toBe(false);
    expect(matchesRoyalty({}, "")).toBe(true);
  });

  it("matches exclusivity both ways, never an undisclosed territory", () => {
    expect(matchesTerritory({ territoryExclusive: true }, "exclusive")).toBe(true);
    expect(matchesTerritory({ territoryExclusive: false }, "exclusive")).toBe(false);
    expect(matchesTerritory({ territoryExclusive: false }, "non-exclusive")).toBe(true);
    expect(matchesTerritory({}, "non-exclusive")).toBe(false);
  });

  it("keeps a total at or under the band's amount and never an unknown one", () => {
    expect(matchesAllIn({ allInFrom: 50_000 }, "up-to-50k")).toBe(true);
    expect(matchesAllIn({ allInFrom: 50_001 }, "up-to-50k")).toBe(false);
    expect(matchesAllIn({}, "up-to-200k")).toBe(false);
    expect(matchesAllIn({}, "")).toBe(true);
  });
});

const entry = (name: string, facets: Partial<FilterableFranchise>): FilterableFranchise => ({
  name,
  categoryKey: "cleaning",
  description: "",
  territoryNames: [],
  investmentRange: { min: 10_000, max: 20_000 },
  ...facets,
});

describe("the terms filters in the directory's query, form and list", () => {
  const known = { categoryKeys: ["cleaning"], locationSlugs: [] };

  it("reads them from the URL and writes them back in the same order", () => {
    const query = parseDirectoryQuery("?royalty=both&territory=exclusive&allIn=up-to-100k", known);
    expect(query.filters).toMatchObject({ royalty: "both", territory: "exclusive", allIn: "up-to-100k" });
    expect(query.notes).toEqual([]);
    expect(directorySearch(query.filters)).toBe("?royalty=both&territory=exclusive&allIn=up-to-100k");
  });

  it("ignores an unknown value with a note", () => {
    const query = parseDirectoryQuery("?royalty=weekly&territory=some&allIn=lots", known);
    expect(query.filters.royalty ?? "").toBe("");
    expect(query.filters.territory ?? "").toBe("");
    expect(query.filters.allIn ?? "").toBe("");
    expect(query.notes).toHaveLength(3);
  });

  it("reads the form's selects, as the island does", () => {
    const data = new FormData();
    data.set("royalty", "percentage");
    data.set("territory", "nonsense");
    data.set("allIn", "up-to-25k");
    const filters = filtersFromForm(data, { q: "", category: "", investment: "" });
    expect(filters).toEqual({
      q: "",
      category: "",
      investment: "",
      location: "",
      royalty: "percentage",
      allIn: "up-to-25k",
    });
    expect(withSelected(filters, "territory", "exclusive").territory).toBe("exclusive");
  });

  it("narrows the list by all three together", () => {
    const items = [
      entry("fits", { royaltyBasis: "percentage", territoryExclusive: true, allInFrom: 30_000 }),
      entry("shared-territory", { royaltyBasis: "percentage", territoryExclusive: false, allInFrom: 30_000 }),
      entry("too-dear", { royaltyBasis: "percentage", territoryExclusive: true, allInFrom: 60_000 }),
      entry("undisclosed", {}),
    ];
    const { results } = filterDirectory(items, {
      q: "",
      category: "",
      investment: "",
      royalty: "percentage",
      territory: "exclusive",
      allIn: "up-to-50k",
    });
    expect(results.map((item) => item.name)).toEqual(["fits"]);
  });
});
