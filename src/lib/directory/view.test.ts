import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "./franchise-filters";
import {
  buildDirectoryView,
  directoryHeading,
  directoryPageHref,
  listingPath,
  searchNarrowedBy,
  type DirectoryEntry,
} from "./view";
import { parseDirectoryQuery } from "./query";
import { affordableRange } from "@/lib/decide/affordability";

const now = new Date("2026-06-01T00:00:00Z");
const entry = (slug: string, min: number, tradingFranchisees?: number): DirectoryEntry => ({
  slug,
  name: slug,
  categoryKey: "care",
  categoryName: "Care",
  shortDescription: "",
  investmentRange: { min, max: min * 2 },
  established: "Est. TBA",
  outlets: "1",
  features: { shown: [], more: 0 },
  territories: { shown: [], more: 0 },
  territoryNames: [],
  description: "",
  territorySlugs: [],
  tradingFranchisees,
  franchisingInUkSince: 2001,
});

describe("the budget filter in the directory view", () => {
  const known = { categoryKeys: ["care"], locationSlugs: [] };

  it("has no static listing, so its pages are the on-demand results", () => {
    expect(listingPath({ ...EMPTY_FILTERS, budget: 25_000 })).toBeNull();
    expect(directoryPageHref({ ...EMPTY_FILTERS, budget: 25_000, category: "care" }, 2)).toBe(
      "/franchises/search?category=care&budget=25000&page=2",
    );
  });

  it("names the budget in the heading", () => {
    expect(directoryHeading({ ...EMPTY_FILTERS, budget: 25_000 }, "all", { budget: "£25,000" })).toBe(
      "Franchises within reach of £25,000 cash",
    );
  });

  it("filters a parsed query's entries and never ships the network's record in the cards", () => {
    const cash = 40_000;
    const { newer } = affordableRange(cash);
    const entries = [entry("fits", newer, 20), entry("too-dear", newer * 10, 20)];
    const view = buildDirectoryView(entries, parseDirectoryQuery(`?budget=${cash}`, known), {}, undefined, now);
    expect(view.cards.map((card) => card.slug)).toEqual(["fits"]);
    expect(view.total).toBe(1);
    expect(view.catalogueSize).toBe(2);
    expect(view.cards[0]).not.toHaveProperty("franchisingInUkSince");
    expect(view.cards[0]).not.toHaveProperty("tradingFranchisees");

    const bad = buildDirectoryView(entries, parseDirectoryQuery("?budget=lots", known), {}, undefined, now);
    expect(bad.total).toBe(2);
    expect(bad.notes).toHaveLength(1);
  });
});

describe("the filters a search keeps", () => {
  it("names each filter besides the words, and nothing when there are no words or no other filter", () => {
    const names = { category: "Cleaning", location: "Leeds", investment: "Under £50,000" };
    expect(searchNarrowedBy({ ...EMPTY_FILTERS, q: "coffee", category: "cleaning", location: "leeds" }, names)).toEqual(
      ["Cleaning", "in Leeds"],
    );
    expect(searchNarrowedBy({ ...EMPTY_FILTERS, q: "coffee" }, names)).toEqual([]);
    expect(searchNarrowedBy({ ...EMPTY_FILTERS, q: "  ", category: "cleaning" }, names)).toEqual([]);
    expect(searchNarrowedBy({ ...EMPTY_FILTERS, q: "van", budget: 25_000 }, { budget: "£25,000" })).toEqual([
      "within reach of £25,000 cash",
    ]);
  });
});
