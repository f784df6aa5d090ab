import { describe, expect, it } from "vitest";
import {
  SEARCH_EXCERPT_LENGTH,
  isBlankQuery,
  locationTypeLabel,
  resultSummary,
  searchLocations,
  shortExcerpt,
  sortSearchEntries,
  toSearchEntry,
  type LocationSearchEntry,
} from "./location-search";

const entry = (name: string, type: LocationSearchEntry["type"] = "city"): LocationSearchEntry => ({
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  name,
  type,
  description: `${name} text`,
});

const entries = [
  entry("Greater Manchester", "county"),
  entry("Manchester"),
  entry("Newcastle upon Tyne"),
  entry("Wales", "region"),
  entry("Derry~Londonderry"),
];

describe("searchLocations", () => {
  it("matches a substring of the name, ignoring case", () => {
    expect(searchLocations(entries, "MANCH").map((e) => e.name)).toEqual(["Greater Manchester", "Manchester"]);
    expect(searchLocations(entries, "tyne").map((e) => e.name)).toEqual(["Newcastle upon Tyne"]);
    expect(searchLocations(entries, "~london").map((e) => e.name)).toEqual(["Derry~Londonderry"]);
  });

  it("matches only the name, not the description or type", () => {
    expect(searchLocations(entries, "text")).toEqual([]);
    expect(searchLocations(entries, "region")).toEqual([]);
  });

  it("ignores spaces around the query but keeps inner ones", () => {
    expect(searchLocations(entries, "  upon tyne ").map((e) => e.name)).toEqual(["Newcastle upon Tyne"]);
    expect(searchLocations(entries, "uponTyne")).toEqual([]);
  });

  it("returns every entry for a blank query, and nothing for an unknown name", () => {
    expect(searchLocations(entries, "   ")).toHaveLength(entries.length);
    expect(searchLocations(entries, "atlantis")).toEqual([]);
  });

  it("keeps the order it was given and does not change its input", () => {
    const copy = [...entries];
    searchLocations(entries, "e");
    expect(entries).toEqual(copy);
    expect(searchLocations(entries, "e").map((e) => e.name)).toEqual(
      entries.filter((e) => e.name.toLowerCase().includes("e")).map((e) => e.name),
    );
  });
});

describe("isBlankQuery", () => {
  it("treats empty and whitespace-only queries as no search", () => {
    expect(isBlankQuery("")).toBe(true);
    expect(isBlankQuery(" \t ")).toBe(true);
    expect(isBlankQuery(" a ")).toBe(false);
  });
});

describe("shortExcerpt", () => {
  it("leaves short text alone and collapses whitespace", () => {
    expect(shortExcerpt("A  short\n text.", 50)).toBe("A short text.");
  });

  it("cuts long text at a word boundary and adds an ellipsis within the limit", () => {
    const text = "Cardiff is the capital and largest city of Wales, with employment concentrated in the Senedd.";
    const cut = shortExcerpt(text, 40);
    expect(cut).toBe("Cardiff is the capital and largest city…");
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(shortExcerpt("One, two, three, four, five", 10)).toBe("One, two…");
  });

  it("defaults to the island's excerpt length", () => {
    expect(shortExcerpt("word ".repeat(100)).length).toBeLessThanOrEqual(SEARCH_EXCERPT_LENGTH);
  });
});

describe("toSearchEntry", () => {
  it("keeps only slug, name, type and a short description", () => {
    const result = toSearchEntry({
      slug: "kent",
      name: "Kent",
      type: "county",
      description: "Kent ".repeat(200),
      // Extra fields of a full entry must not reach the island.
      ...({ metaTitle: "x", population: 1 } as object),
    } as Parameters<typeof toSearchEntry>[0]);
    expect(Object.keys(result).sort()).toEqual(["description", "name", "slug", "type"]);
    expect(result.description.length).toBeLessThanOrEqual(SEARCH_EXCERPT_LENGTH);
  });
});

describe("sortSearchEntries", () => {
  it("sorts by name, a city before a county of the same name", () => {
    const sorted = sortSearchEntries([entry("Cardiff", "county"), entry("Bath"), entry("Cardiff", "city")]);
    expect(sorted.map((e) => `${e.name}/${e.type}`)).toEqual(["Bath/city", "Cardiff/city", "Cardiff/county"]);
  });
});

describe("labels and summaries", () => {
  it("names the type for the badge", () => {
    expect(locationTypeLabel("city")).toBe("City");
    expect(locationTypeLabel("county")).toBe("County");
    expect(locationTypeLabel("region")).toBe("Nation");
  });

  it("uses the spec's text when nothing matches", () => {
    expect(resultSummary(0, "zzz", "no match")).toBe("no match");
    expect(resultSummary(1, " bath ", "no match")).toBe("1 location matches “bath”.");
    expect(resultSummary(3, "man", "no match")).toBe("3 locations match “man”.");
  });
});
