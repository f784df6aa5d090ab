import { describe, expect, it } from "vitest";
import {
  closeMatches,
  matchesHeaderQuery,
  normaliseQuery,
  searchFranchises,
  suggestFranchises,
  suggestionRank,
} from "./franchise-search";
import { loadCatalogue } from "../../../tests/unit/catalogue-fixture";

const item = {
  name: "Glazeloop Donut Kiosks",
  categoryKey: "food-beverage",
  description: "Gourmet donuts cooked to order at markets.",
  territoryNames: ["Nottingham", "Milton Keynes"],
};

describe("matchesHeaderQuery", () => {
  it("matches the name, category key, description or a territory name, ignoring case", () => {
    expect(matchesHeaderQuery(item, "glazeloop")).toBe(true);
    expect(matchesHeaderQuery(item, "FOOD-BEV")).toBe(true);
    expect(matchesHeaderQuery(item, "cooked to ORDER")).toBe(true);
    expect(matchesHeaderQuery(item, "milton keynes")).toBe(true);
  });

  it("trims the query, so surrounding spaces do not stop a match", () => {
    expect(matchesHeaderQuery(item, "  nottingham \t")).toBe(true);
    expect(normaliseQuery("  a b  ")).toBe("a b");
  });

  it("matches at the start of words only, so a word inside another is not found", () => {
    expect(matchesHeaderQuery(item, "zeloop")).toBe(false);
    expect(matchesHeaderQuery(item, "everage")).toBe(false);
    expect(matchesHeaderQuery({ ...item, description: "A private label range." }, "vat")).toBe(false);
    expect(matchesHeaderQuery({ ...item, description: "Not VAT-registered at first." }, "vat")).toBe(true);
  });

  it("needs every word of the query, each in any field, and nothing from other fields", () => {
    expect(matchesHeaderQuery(item, "donut keynes")).toBe(true);
    expect(matchesHeaderQuery(item, "Food & Beverage")).toBe(true);
    expect(matchesHeaderQuery(item, "donut leeds")).toBe(false);
    expect(matchesHeaderQuery(item, "Leeds")).toBe(false);
    expect(matchesHeaderQuery(item, "£%")).toBe(false);
  });

  it("treats a blank or whitespace-only query as matching everything", () => {
    expect(matchesHeaderQuery(item, "")).toBe(true);
    expect(matchesHeaderQuery(item, "   ")).toBe(true);
  });
});

describe("searchFranchises", () => {
  const catalogue = loadCatalogue();
  const names = (query: string) => searchFranchises(catalogue, query).results.map((entry) => entry.name);

  it("returns the full catalogue for a blank or whitespace-only query", () => {
    for (const query of ["", "   ", "\n\t"]) {
      const outcome = searchFranchises(catalogue, query);
      expect(outcome.mode).toBe("all");
      expect(outcome.results).toHaveLength(catalogue.length);
    }
  });

  it("finds exact matches by name, territory and category key, in catalogue order", () => {
    expect(searchFranchises(catalogue, " Raftergate ").mode).toBe("exact");
    expect(names(" Raftergate ")).toEqual(["Raftergate Lofts"]);
    expect(names("leeds")).toEqual(["Panwhistle Kitchen", "Pennimoor Domestic Cleaning", "Oxbrindle Bar & Games"]);
    expect(names("childcare-education")).toEqual(["Springlark Kids Movement"]);
    expect(names("entertainment")).toContain("Oxbrindle Bar & Games");
  });

  it("offers labelled close matches for typos when nothing matches exactly", () => {
    const outcome = searchFranchises(catalogue, "donts");
    expect(outcome.mode).toBe("close");
    expect(outcome.query).toBe("donts");
    expect(outcome.results.map((entry) => entry.name)).toEqual(["Crumbwright Bakehouse", "Glazeloop Donut Kiosks"]);
    expect(names("edinbrugh")).toEqual(["Fettlewick Home Cleaning", "Crumbwright Bakehouse", "Meridune Coffee"]);
    expect(names("loft convrsion")).toEqual(["Raftergate Lofts"]);
  });

  it("finds through the catalogue's word index exactly what matchesHeaderQuery finds field by field", () => {
    // Word starts, whole words, accents, hyphens, several words, words in different fields, and misses; over the
    // whole catalogue, filtered lists of its objects, and an item the index has never seen.
    const queries = ["c", "clean", "CLEANING", "leeds", "milton k", "café", "food-bev", "home clean", "eco lab", "zz"];
    const stranger = { ...catalogue[0]!, name: "Quillmere Café Carts", description: "Espresso carts for events." };
    const lists = [
      catalogue,
      catalogue.filter((_, index) => index % 3 === 0),
      [stranger, ...catalogue.filter((entry) => entry.categoryKey === "cleaning")],
    ];
    let found = 0;
    for (const items of lists)
      for (const query of queries) {
        const exact = items.filter((entry) => matchesHeaderQuery(entry, query));
        const outcome = searchFranchises(items, query, catalogue);
        if (exact.length) expect({ query, results: outcome.results }).toEqual({ query, results: exact });
        else expect(outcome.mode, query).not.toBe("exact");
        found += exact.length;
      }
    expect(found).toBeGreaterThan(10);
    expect(searchFranchises([stranger], "cafe", catalogue).results).toEqual([stranger]);
  });

  it("reports nothing rather than loose guesses", () => {
    for (const query of ["xyzzy", "qwerty", "plumbing", "zz"]) {
      const outcome = searchFranchises(catalogue, query);
      expect(outcome.mode, query).toBe("none");
      expect(outcome.results, query).toEqual([]);
    }
  });
});

describe("closeMatches", () => {
  it("is empty for a blank query or only very short words", () => {
    const catalogue = loadCatalogue();
    expect(closeMatches(catalogue, "  ")).toEqual([]);
    expect(closeMatches(catalogue, "a b")).toEqual([]);
  });

  it("needs every query word to resemble a word of the same franchise", () => {
    const catalogue = loadCatalogue();
    expect(closeMatches(catalogue, "cofee").map((entry) => entry.name)).toEqual([
      "Sorrelby Coffee Kitchen",
      "Meridune Coffee",
    ]);
    expect(closeMatches(catalogue, "cofee lofts")).toEqual([]);
  });

  it("finds among filtered items, through the whole catalogue's word index, what it finds in them alone", () => {
    const catalogue = loadCatalogue();
    // Every other entry, and a category: the filters keep the catalogue's order and its objects.
    const filtered = [
      catalogue.filter((_, index) => index % 2 === 0),
      catalogue.filter((e) => e.categoryKey === "cleaning"),
    ];
    for (const items of filtered)
      for (const query of ["cofee", "cleening", "nottingam", "kichen", "zzzqqq"]) {
        const found = closeMatches(items, query, catalogue);
        expect(found, query).toEqual(closeMatches(items, query));
        expect(found.every((entry) => items.includes(entry))).toBe(true);
      }
    expect(closeMatches([catalogue[1]!], "kichen", catalogue).length).toBeGreaterThan(0);
  });
});

describe("suggestionRank", () => {
  it("prefers the start of the name, then a word of it, then category and towns, then the description", () => {
    expect(suggestionRank(item, "glaze")).toBe(0);
    expect(suggestionRank(item, "DONUT")).toBe(1);
    expect(suggestionRank(item, "kiosks glaze")).toBe(2);
    expect(suggestionRank(item, "keynes")).toBe(3);
    expect(suggestionRank(item, "donut nottingham")).toBe(4);
    expect(suggestionRank(item, "cooked")).toBe(5);
    expect(suggestionRank(item, "order cooked")).toBe(6);
  });
});

describe("suggestFranchises", () => {
  const catalogue = loadCatalogue();
  const names = (query: string, limit?: number) =>
    suggestFranchises(catalogue, query, limit).map((suggestion) => suggestion.item.name);

  it("suggests nothing for a blank query", () => {
    expect(names("   ")).toEqual([]);
  });

  it("gives at most five suggestions, best fitting first", () => {
    expect(names("c")).toHaveLength(5);
    expect(names("co").slice(0, 2)).toEqual(["Sorrelby Coffee Kitchen", "Meridune Coffee"]);
    expect(names("me").slice(0, 2)).toEqual(["Meridune Coffee", "Mendrow Physiotherapy"]);
    expect(names("coffee", 1)).toEqual(["Sorrelby Coffee Kitchen"]);
  });

  it("names the territory that matched, unless the name did", () => {
    const cardiff = suggestFranchises(catalogue, "cardiff");
    expect(cardiff.map((suggestion) => suggestion.territory)).toEqual(["Cardiff", "Cardiff", "Cardiff"]);
    const [raftergate] = suggestFranchises(catalogue, "raftergate");
    expect(raftergate?.close).toBe(false);
    expect(raftergate?.territory).toBeUndefined();
  });

  it("fills up with close matches for a typo, marked as close", () => {
    const donts = suggestFranchises(catalogue, "donts");
    expect(donts.map((suggestion) => suggestion.item.name)).toEqual([
      "Crumbwright Bakehouse",
      "Glazeloop Donut Kiosks",
    ]);
    expect(donts.every((suggestion) => suggestion.close)).toBe(true);
  });
});
