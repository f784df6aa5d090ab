import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "./franchise-filters";
import {
  QUERY_MAX_LENGTH,
  cleanQuery,
  directorySearch,
  pageLinks,
  paginate,
  parseDirectoryQuery,
  resultsHref,
  staticPageHref,
} from "./query";

const known = { categoryKeys: ["care", "cleaning"], locationSlugs: ["leeds", "england"] };

describe("parseDirectoryQuery", () => {
  it("reads every known value, with no notes", () => {
    const parsed = parseDirectoryQuery(
      "?q=%20home%20care%20&category=care&investment=low&location=leeds&page=3",
      known,
    );
    expect(parsed).toEqual({
      filters: { q: "home care", category: "care", investment: "low", location: "leeds" },
      page: 3,
      notes: [],
    });
  });

  it("turns unknown or malformed values into the unfiltered list with a note per value", () => {
    const parsed = parseDirectoryQuery("?investment=bogus&category=nope&page=-3&location=atlantis", known);
    expect(parsed.filters).toEqual(EMPTY_FILTERS);
    expect(parsed.page).toBe(1);
    expect(parsed.notes).toHaveLength(4);
    expect(parsed.notes.join(" ")).toMatch(/“nope”.*“bogus”.*“atlantis”.*“-3”/);
  });

  it("rejects page 0, fractions, huge numbers and words", () => {
    for (const page of ["0", "1.5", "9999999", "two", "1e3"]) {
      const parsed = parseDirectoryQuery(`?page=${page}`, known);
      expect(parsed.page, page).toBe(1);
      expect(parsed.notes, page).toHaveLength(1);
    }
    expect(parseDirectoryQuery("?page=", known).notes).toEqual([]);
  });

  it("reads a budget as the affordability calculator reads cash, and writes it back as whole pounds", () => {
    for (const [raw, pounds] of [
      ["25000", 25_000],
      ["%C2%A325%2C000", 25_000],
      ["25k", 25_000],
      ["%2025000%20", 25_000],
    ] as const) {
      const parsed = parseDirectoryQuery(`?budget=${raw}`, known);
      expect(parsed.filters.budget, raw).toBe(pounds);
      expect(parsed.notes, raw).toEqual([]);
      expect(directorySearch(parsed.filters), raw).toBe("?budget=25000");
    }
    expect(parseDirectoryQuery("?budget=", known).notes).toEqual([]);
  });

  it("ignores a bad budget (letters, negative, huge, decimal comma) with a note, keeping the other filters", () => {
    for (const raw of ["abc", "-5000", "99999999999", "1e9", "12,50", "0"]) {
      const parsed = parseDirectoryQuery(`?category=care&budget=${encodeURIComponent(raw)}`, known);
      expect(parsed.filters.budget, raw).toBeUndefined();
      expect(parsed.filters.category, raw).toBe("care");
      expect(parsed.notes, raw).toEqual([
        `The budget “${raw}” is not an amount we recognise, so every budget is shown.`,
      ]);
    }
  });

  it("caps the query and the echoed values", () => {
    const long = "x".repeat(500);
    const parsed = parseDirectoryQuery(`?q=${long}&category=${long}`, known);
    expect(parsed.filters.q).toHaveLength(QUERY_MAX_LENGTH);
    expect(parsed.notes[0]!.length).toBeLessThan(120);
  });
});

describe("cleanQuery", () => {
  it("trims, collapses whitespace and never splits a character", () => {
    expect(cleanQuery("  fish \n and\tchips ")).toBe("fish and chips");
    expect([...cleanQuery("😀".repeat(150))]).toHaveLength(QUERY_MAX_LENGTH);
  });
});

describe("URLs", () => {
  it("write only active filters and pages after the first", () => {
    expect(directorySearch(EMPTY_FILTERS)).toBe("");
    expect(directorySearch(EMPTY_FILTERS, 2)).toBe("?page=2");
    expect(directorySearch({ ...EMPTY_FILTERS, q: " a b ", location: "leeds" }, 1)).toBe("?q=a+b&location=leeds");
    expect(resultsHref({ ...EMPTY_FILTERS, category: "care" }, 2)).toBe("/franchises/search?category=care&page=2");
  });

  it("round-trip through the parser", () => {
    const filters = {
      q: "coffee",
      category: "cleaning",
      investment: "under-25k",
      location: "england",
      budget: 40_000,
    } as const;
    expect(parseDirectoryQuery(directorySearch(filters, 4), known)).toEqual({ filters, page: 4, notes: [] });
  });

  it("static page 1 is the base path", () => {
    expect(staticPageHref("/franchises", 1)).toBe("/franchises");
    expect(staticPageHref("/franchises/category/care", 3)).toBe("/franchises/category/care/page/3");
  });
});

describe("paginate and pageLinks", () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1);

  it("slices pages and counts them", () => {
    expect(paginate(items, 1, 24)).toMatchObject({ page: 1, pageCount: 3, total: 50, first: 1, last: 24 });
    expect(paginate(items, 3, 24)).toMatchObject({ items: [49, 50], first: 49, last: 50 });
    expect(paginate(items, 4, 24).items).toEqual([]);
    expect(paginate([], 1, 24)).toMatchObject({ pageCount: 1, total: 0, first: 0, last: 0 });
  });

  it("links the first, the last and two either side, with gaps", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(10, 42)).toEqual([1, null, 8, 9, 10, 11, 12, null, 42]);
    expect(pageLinks(42, 42)).toEqual([1, null, 40, 41, 42]);
  });
});
