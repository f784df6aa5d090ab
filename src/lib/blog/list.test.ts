import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  BLOG_PAGE_SIZE,
  INITIAL_BLOG_STATE,
  blogListView,
  blogPageCount,
  blogPageItems,
  blogPagePath,
  filterArticles,
  loadMoreCount,
  parseBlogQuery,
  restoredBlogState,
  withBlogQuery,
} from "./list";

const article = (n: number, categoryKey: string, title = `Article ${n}`, excerpt = `Excerpt ${n}`) => ({
  title,
  excerpt,
  categoryKey,
});

// 17 articles like the real blog: 1-6 basics, 7-12 finance, 13-17 legal.
const articles = Array.from({ length: 17 }, (_, i) =>
  article(i + 1, i < 6 ? "franchise-basics" : i < 12 ? "financial-planning" : "legal-support"),
);

describe("filterArticles", () => {
  it("matches title or excerpt case-insensitively and ignores surrounding spaces", () => {
    const list = [
      article(1, "a", "How to Finance a Franchise", "Loans explained"),
      article(2, "b", "Territories", "What FINANCE teams check"),
      article(3, "a", "Agreements", "Clauses to read"),
    ];
    expect(filterArticles(list, { search: "  finance ", category: ALL_CATEGORIES }).map((a) => a.title)).toEqual([
      "How to Finance a Franchise",
      "Territories",
    ]);
  });

  it("does not search other fields", () => {
    expect(filterArticles([article(1, "finance")], { search: "finance", category: ALL_CATEGORIES })).toEqual([]);
  });

  it("filters by exact category and combines with search", () => {
    expect(filterArticles(articles, { search: "", category: "legal-support" })).toHaveLength(5);
    expect(filterArticles(articles, { search: "article 1", category: "legal-support" }).map((a) => a.title)).toEqual([
      "Article 13",
      "Article 14",
      "Article 15",
      "Article 16",
      "Article 17",
    ]);
  });

  it("keeps the input order", () => {
    expect(filterArticles(articles, INITIAL_BLOG_STATE)).toEqual(articles);
  });
});

describe("blogListView", () => {
  it("shows 6 at first and grows by 6 per Load More until every match is shown", () => {
    let state = { ...INITIAL_BLOG_STATE };
    const seen: [number, boolean][] = [];
    for (;;) {
      const view = blogListView(articles, state);
      seen.push([view.visible.length, view.hasMore]);
      if (!view.hasMore) break;
      state = { ...state, count: loadMoreCount(state.count) };
    }
    expect(seen).toEqual([
      [6, true],
      [12, true],
      [17, false],
    ]);
  });

  it("caps the visible count at the number of matches", () => {
    const view = blogListView(articles, { search: "", category: "legal-support", count: 12 });
    expect(view).toMatchObject({ matches: 5, hasMore: false });
    expect(view.visible).toHaveLength(5);
  });

  it("reports no matches for an unmatched search", () => {
    expect(blogListView(articles, { ...INITIAL_BLOG_STATE, search: "zzz" })).toEqual({
      matches: 0,
      visible: [],
      hasMore: false,
    });
  });

  it("starts from search empty, all categories and a count of 6", () => {
    expect(INITIAL_BLOG_STATE).toEqual({ search: "", category: "all", count: BLOG_PAGE_SIZE });
    expect(BLOG_PAGE_SIZE).toBe(6);
  });
});

describe("URL query", () => {
  const keys = ["franchise-basics", "legal-support"];

  it("reads search and a known category", () => {
    expect(parseBlogQuery("?q=Cost&category=legal-support", keys)).toEqual({
      search: "Cost",
      category: "legal-support",
    });
  });

  it("falls back to all categories for a missing or unknown category", () => {
    expect(parseBlogQuery("", keys)).toEqual({ search: "", category: ALL_CATEGORIES });
    expect(parseBlogQuery("?category=nope", keys)).toEqual({ search: "", category: ALL_CATEGORIES });
  });

  it("writes only non-default filters and keeps other parameters", () => {
    expect(withBlogQuery("", { search: "", category: ALL_CATEGORIES })).toBe("");
    expect(withBlogQuery("?q=old&utm_source=x", { search: "due diligence", category: "legal-support" })).toBe(
      "?q=due+diligence&utm_source=x&category=legal-support",
    );
    expect(withBlogQuery("?q=old&category=legal-support", { search: "  ", category: ALL_CATEGORIES })).toBe("");
  });

  it("round-trips", () => {
    const filters = { search: "VAT & tax", category: "franchise-basics" };
    expect(parseBlogQuery(withBlogQuery("", filters), keys)).toEqual(filters);
  });
});

describe("restoredBlogState (on hydration)", () => {
  const fromUrl = { search: "loan", category: "legal-support" };

  it("takes the URL's filters when the visitor has done nothing yet", () => {
    expect(restoredBlogState(INITIAL_BLOG_STATE, fromUrl, "")).toEqual({ ...INITIAL_BLOG_STATE, ...fromUrl });
  });

  it("keeps text typed into the box before hydration over the URL's search", () => {
    expect(restoredBlogState(INITIAL_BLOG_STATE, fromUrl, "terr")).toEqual({
      ...INITIAL_BLOG_STATE,
      search: "terr",
      category: "legal-support",
    });
  });

  it("keeps a chip or search the waking tap already applied, and the count Load More reached", () => {
    const tapped = { search: "", category: "franchise-basics", count: 12 };
    expect(restoredBlogState(tapped, fromUrl, "")).toEqual({ ...tapped, search: "loan" });
    const typed = { search: "vat", category: ALL_CATEGORIES, count: BLOG_PAGE_SIZE };
    expect(restoredBlogState(typed, { search: "", category: ALL_CATEGORIES }, "va")).toEqual(typed);
  });
});

describe("static list pages", () => {
  it("splits articles into pages of 6 with /blog as page 1", () => {
    expect(blogPageCount(17)).toBe(3);
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageItems(articles, 3).map((a) => a.title)).toEqual([
      "Article 13",
      "Article 14",
      "Article 15",
      "Article 16",
      "Article 17",
    ]);
    expect(blogPagePath(1)).toBe("/blog");
    expect(blogPagePath(2)).toBe("/blog/page/2");
  });
});
