import { describe, expect, it } from "vitest";
import {
  SEARCH_KINDS,
  SEARCH_KIND_LABELS,
  SEARCH_KIND_NOUNS,
  kindCount,
  searchKindHref,
  searchKindParam,
} from "./page-kinds";

describe("the kinds of page the search groups by", () => {
  it("reads a kind from a /search URL, and nothing it does not know", () => {
    expect(searchKindParam("article")).toBe("article");
    expect(searchKindParam("articles")).toBeNull();
    expect(searchKindParam("")).toBeNull();
    expect(searchKindParam(null)).toBeNull();
  });

  it("links to one kind's full list for a query", () => {
    expect(searchKindHref("vat returns", "article")).toBe("/search?q=vat+returns&kind=article");
  });

  it("counts pages of a kind in words, one or many", () => {
    expect(kindCount(1, "article")).toBe("1 advice article");
    expect(kindCount(12, "article")).toBe("12 advice articles");
  });

  it("names every kind as a heading and in a sentence, no two alike", () => {
    for (const names of [SEARCH_KIND_LABELS, SEARCH_KIND_NOUNS])
      expect(new Set(SEARCH_KINDS.map((kind) => names[kind])).size).toBe(SEARCH_KINDS.length);
  });
});
