import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  HIGH_INVESTMENT_MIN,
  INVESTMENT_LEVELS,
  LOW_INVESTMENT_MAX,
  countByCategory,
  filterDirectory,
  filtersFromSearch,
  hasActiveFilters,
  matchesCategory,
  matchesInvestment,
  searchFromFilters,
  type FilterableFranchise,
} from "./franchise-filters";
import { affordableRange, franchiseFitsBudget } from "@/lib/decide/affordability";
import { affordability } from "@/config/affordability";
import { loadCatalogue } from "../../../tests/unit/catalogue-fixture";

const range = (min: number, max: number) => ({ min, max });

describe("matchesInvestment", () => {
  it("uses the thresholds of the spec", () => {
    expect(LOW_INVESTMENT_MAX).toBe(50_000);
    expect(HIGH_INVESTMENT_MIN).toBe(200_000);
  });

  it("low: a lowest figure of exactly £50,000 is in, £50,001 is out", () => {
    expect(matchesInvestment(range(10_000, 50_000), "low")).toBe(true);
    expect(matchesInvestment(range(50_000, 80_000), "low")).toBe(true);
    expect(matchesInvestment(range(50_001, 80_000), "low")).toBe(false);
  });

  it("medium: a range reaching above £50,000 and starting below £200,000 is in", () => {
    expect(matchesInvestment(range(50_000, 200_000), "medium")).toBe(true);
    expect(matchesInvestment(range(10_000, 50_000), "medium")).toBe(false);
    expect(matchesInvestment(range(10_000, 50_001), "medium")).toBe(true);
    expect(matchesInvestment(range(199_999, 400_000), "medium")).toBe(true);
    expect(matchesInvestment(range(200_000, 400_000), "medium")).toBe(false);
  });

  it("high: a highest figure of exactly £200,000 is in, £199,999 is out", () => {
    expect(matchesInvestment(range(150_000, 200_000), "high")).toBe(true);
    expect(matchesInvestment(range(100_000, 199_999), "high")).toBe(false);
  });

  it("a range straddling a threshold is in both levels it overlaps; no level means every range", () => {
    const straddling = range(29_500, 85_000);
    const levels = INVESTMENT_LEVELS.filter((level) => matchesInvestment(straddling, level.value));
    expect(levels.map((level) => level.value)).toEqual(["low", "medium"]);
    expect(matchesInvestment(straddling, "")).toBe(true);
  });

  it("puts every range in at least one level", () => {
    const figures = [0, 1, 49_999, 50_000, 50_001, 199_999, 200_000, 200_001, 5_000_000];
    for (const min of figures)
      for (const max of figures.filter((figure) => figure >= min))
        expect(
          INVESTMENT_LEVELS.some((level) => matchesInvestment(range(min, max), level.value)),
          `${min}-${max}`,
        ).toBe(true);
  });

  it("labels the options with the £ thresholds", () => {
    expect(INVESTMENT_LEVELS.map((level) => level.label)).toEqual([
      "Up to £50,000",
      "£50,000 to £200,000",
      "£200,000 and over",
    ]);
  });
});

describe("matchesCategory", () => {
  it("matches the exact key only, and everything when no category is chosen", () => {
    expect(matchesCategory("cleaning", "cleaning")).toBe(true);
    expect(matchesCategory("cleaning", "Cleaning")).toBe(false);
    expect(matchesCategory("home-services", "services")).toBe(false);
    expect(matchesCategory("care", "")).toBe(true);
  });
});

describe("hasActiveFilters", () => {
  it("is false for the defaults and for a blank or whitespace-only query", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: "   " })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: "\t\n" })).toBe(false);
  });

  it("is true when any of the three is set", () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: " a " })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, category: "care" })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, investment: "high" })).toBe(true);
  });
});

describe("URL state", () => {
  const keys = ["cleaning", "care"];

  it("reads q, category and investment", () => {
    expect(filtersFromSearch("?q=coffee&category=care&investment=medium", keys)).toEqual({
      q: "coffee",
      category: "care",
      investment: "medium",
      location: "",
    });
  });

  it("keeps the query as typed and drops unknown categories and levels", () => {
    expect(filtersFromSearch("?q=%20Leeds%20&category=nope&investment=huge", keys)).toEqual({
      q: " Leeds ",
      category: "",
      investment: "",
      location: "",
    });
    expect(filtersFromSearch("", keys)).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearch(new URLSearchParams("category=cleaning"), keys).category).toBe("cleaning");
  });

  it("writes only the active parts, and nothing at all for the defaults", () => {
    expect(searchFromFilters(EMPTY_FILTERS)).toBe("");
    expect(searchFromFilters({ ...EMPTY_FILTERS, q: "   " })).toBe("");
    expect(searchFromFilters({ q: "fish & chips", category: "care", investment: "low" })).toBe(
      "?q=fish+%26+chips&category=care&investment=low",
    );
  });

  it("round-trips", () => {
    const filters = { q: "home care", category: "care", investment: "low", location: "leeds" } as const;
    expect(filtersFromSearch(searchFromFilters(filters), keys, ["leeds"])).toEqual(filters);
  });
});

describe("filterDirectory", () => {
  const catalogue = loadCatalogue();
  const names = (items: readonly FilterableFranchise[]) => items.map((item) => item.name);

  it("returns the whole catalogue in order with no filters", () => {
    const result = filterDirectory(catalogue, EMPTY_FILTERS);
    expect(result.mode).toBe("all");
    expect(result.results).toHaveLength(catalogue.length);
    expect(result.results[0]?.name).toBe("Fettlewick Home Cleaning");
  });

  it("combines category, investment and text", () => {
    expect(names(filterDirectory(catalogue, { q: "", category: "cleaning", investment: "" }).results)).toEqual([
      "Fettlewick Home Cleaning",
      "Pennimoor Domestic Cleaning",
    ]);
    expect(names(filterDirectory(catalogue, { q: "", category: "", investment: "medium" }).results)).toEqual([
      "Panwhistle Kitchen",
      "Crumbwright Bakehouse",
      "Sorrelby Coffee Kitchen",
      "Meridune Coffee",
      "Larkhollow Home Care",
      "Oxbrindle Bar & Games",
    ]);
    expect(filterDirectory(catalogue, { q: "", category: "", investment: "high" }).results).toEqual([]);
    expect(
      names(filterDirectory(catalogue, { q: "COFFEE", category: "food-beverage", investment: "" }).results),
    ).toEqual(["Sorrelby Coffee Kitchen", "Meridune Coffee"]);
    expect(filterDirectory(catalogue, { q: "coffee", category: "cleaning", investment: "" }).mode).toBe("none");
  });

  it("every low entry starts at £50,000 or less, a range straddling £50,000 included", () => {
    const low = filterDirectory(catalogue, { ...EMPTY_FILTERS, investment: "low" }).results;
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((item) => item.investmentRange.min <= 50_000)).toBe(true);
    expect(names(low)).toContain("Crumbwright Bakehouse");
  });

  it("offers close matches within the chosen category when nothing matches exactly", () => {
    const result = filterDirectory(catalogue, { q: "clening", category: "cleaning", investment: "" });
    expect(result.mode).toBe("close");
    expect(names(result.results)).toEqual(["Fettlewick Home Cleaning", "Pennimoor Domestic Cleaning"]);
  });
});

describe("the budget filter", () => {
  // Fixtures of our own around the affordability rule's ceilings, so the test follows the configured figures.
  const now = new Date("2026-06-01T00:00:00Z");
  const cash = 30_000;
  const { established, newer } = affordableRange(cash);
  const { minYearsFranchisingInUk, minTradingFranchisees } = affordability.establishedNetwork;
  const longRecord = now.getUTCFullYear() - minYearsFranchisingInUk.value;
  // Established needs both parts: the years given here, and enough franchisees trading with them.
  const entry = (name: string, min: number, franchisingInUkSince?: number): FilterableFranchise => ({
    name,
    categoryKey: "care",
    description: "",
    territoryNames: [],
    investmentRange: range(min, min * 2),
    franchisingInUkSince,
    tradingFranchisees: franchisingInUkSince === undefined ? undefined : minTradingFranchisees.value,
  });
  const items = [
    entry("Old At Newer Ceiling", newer, longRecord),
    entry("Old At Established Ceiling", established, longRecord),
    entry("Old Above", established + 1, longRecord),
    entry("Young Above Newer", newer + 1, now.getUTCFullYear() - 1),
    entry("Unknown Year At Newer", newer),
    entry("Unknown Year Above Newer", newer + 1),
  ];
  const budgetNames = (budget: number | undefined) =>
    filterDirectory(items, { ...EMPTY_FILTERS, budget }, undefined, now).results.map((item) => item.name);

  it("keeps exactly what franchiseFitsBudget keeps: the higher ceiling for established brands only", () => {
    expect(newer).toBeLessThan(established);
    expect(budgetNames(cash)).toEqual(["Old At Newer Ceiling", "Old At Established Ceiling", "Unknown Year At Newer"]);
    expect(budgetNames(cash)).toEqual(
      items.filter((item) => franchiseFitsBudget(item, cash, now)).map((item) => item.name),
    );
  });

  it("no budget keeps everything, and it combines with the other filters", () => {
    expect(budgetNames(undefined)).toHaveLength(items.length);
    expect(
      filterDirectory(items, { ...EMPTY_FILTERS, budget: cash, category: "cleaning" }, undefined, now).results,
    ).toEqual([]);
    expect(
      filterDirectory(items, { ...EMPTY_FILTERS, budget: cash, q: "unknown" }, undefined, now).results,
    ).toHaveLength(1);
  });

  it("counts as an active filter and is written to the URL", () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, budget: cash })).toBe(true);
    expect(searchFromFilters({ ...EMPTY_FILTERS, budget: cash })).toBe(`?budget=${cash}`);
  });
});

describe("countByCategory", () => {
  it("counts franchises per category, zero included", () => {
    const counts = countByCategory(
      [{ key: "cleaning" }, { key: "retail" }],
      [{ categoryKey: "cleaning" }, { categoryKey: "cleaning" }, { categoryKey: "care" }],
    );
    expect(counts).toEqual([
      { key: "cleaning", count: 2 },
      { key: "retail", count: 0 },
    ]);
  });
});

describe("finer entry bands and the location filter", () => {
  const item = (slug: string, min: number, territorySlugs: string[]) => ({
    name: slug,
    categoryKey: "care",
    description: "",
    territoryNames: [],
    investmentRange: range(min, min * 2),
    territorySlugs,
  });
  const items = [item("a", 9_999, ["leeds"]), item("b", 10_000, ["york"]), item("c", 24_999, ["cardiff"])];

  it("under-10k and under-25k compare the minimum with the amount, exclusive", () => {
    expect(matchesInvestment(range(9_999, 90_000), "under-10k")).toBe(true);
    expect(matchesInvestment(range(10_000, 12_000), "under-10k")).toBe(false);
    expect(matchesInvestment(range(24_999, 300_000), "under-25k")).toBe(true);
    expect(matchesInvestment(range(25_000, 26_000), "under-25k")).toBe(false);
    expect(filtersFromSearch("?investment=under-25k", []).investment).toBe("under-25k");
  });

  it("location keeps the franchises with a territory among the location's cities", () => {
    const filters = { ...EMPTY_FILTERS, location: "yorkshire" };
    const names = (cities: string[]) => filterDirectory(items, filters, new Set(cities)).results.map((r) => r.name);
    expect(names(["leeds", "york"])).toEqual(["a", "b"]);
    expect(names([])).toEqual([]);
    // No location chosen: the city set is ignored.
    expect(filterDirectory(items, EMPTY_FILTERS, new Set(["leeds"])).results).toHaveLength(3);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});
