import { describe, expect, it } from "vitest";
import { allListings, emptyListingPaths, isEmptyListing, listingBasePath, type ListedFranchise } from "./listings";
import { HIGH_INVESTMENT_MIN, INVESTMENT_OPTIONS, LOW_INVESTMENT_MAX } from "./franchise-filters";

const franchise = (categoryKey: string, min: number, max = min): ListedFranchise => ({
  categoryKey,
  investmentRange: { min, max },
});

describe("listingBasePath", () => {
  it("gives a category's and an investment band's first page", () => {
    expect(listingBasePath({ category: "care" })).toBe("/franchises/category/care");
    expect(listingBasePath({ investment: "under-10k" })).toBe("/franchises/investment/under-10k");
  });
});

describe("isEmptyListing", () => {
  it("is true for a category no franchise is in, false as soon as one is", () => {
    const franchises = [franchise("care", 20_000), franchise("cleaning", 9_000)];
    expect(isEmptyListing({ category: "retail" }, franchises)).toBe(true);
    expect(isEmptyListing({ category: "care" }, franchises)).toBe(false);
    expect(isEmptyListing({ category: "care" }, [])).toBe(true);
  });

  it("reads an investment band by the directory's own rule, at its edges", () => {
    const justUnderHigh = franchise("care", 100_000, HIGH_INVESTMENT_MIN - 1);
    expect(isEmptyListing({ investment: "high" }, [justUnderHigh])).toBe(true);
    expect(isEmptyListing({ investment: "high" }, [franchise("care", 100_000, HIGH_INVESTMENT_MIN)])).toBe(false);
    expect(isEmptyListing({ investment: "low" }, [franchise("care", LOW_INVESTMENT_MAX + 1, 90_000)])).toBe(true);
    expect(isEmptyListing({ investment: "low" }, [franchise("care", LOW_INVESTMENT_MAX, 90_000)])).toBe(false);
    expect(isEmptyListing({ investment: "under-10k" }, [franchise("care", 10_000)])).toBe(true);
    expect(isEmptyListing({ investment: "under-10k" }, [franchise("care", 9_999)])).toBe(false);
  });
});

describe("allListings and emptyListingPaths", () => {
  it("cover every category given and every investment band", () => {
    const listings = allListings(["care", "retail"]);
    expect(listings).toEqual([
      { category: "care" },
      { category: "retail" },
      ...INVESTMENT_OPTIONS.map(({ value }) => ({ investment: value })),
    ]);
  });

  it("name exactly the empty listings' paths", () => {
    const franchises = [franchise("care", 9_000, 20_000), franchise("cleaning", 60_000, 150_000)];
    const paths = emptyListingPaths(new Set(["care", "cleaning", "retail"]), franchises);
    const expected = allListings(["care", "cleaning", "retail"])
      .filter((listing) => isEmptyListing(listing, franchises))
      .map(listingBasePath);
    expect([...paths].sort()).toEqual(expected.sort());
    expect(paths).toContain("/franchises/category/retail");
    expect(paths).toContain("/franchises/investment/high");
    expect(paths).not.toContain("/franchises/category/care");
    expect(paths).not.toContain("/franchises/investment/low");
    expect(paths).not.toContain("/franchises/investment/medium");
  });

  it("name every listing when there is no franchise, and none when every listing has one", () => {
    expect(emptyListingPaths(["care"], []).size).toBe(1 + INVESTMENT_OPTIONS.length);
    const full = [
      franchise("care", 5_000, 20_000),
      franchise("care", 60_000, 150_000),
      franchise("care", HIGH_INVESTMENT_MIN, HIGH_INVESTMENT_MIN * 2),
    ];
    expect(emptyListingPaths(["care"], full)).toEqual(new Set());
  });
});
