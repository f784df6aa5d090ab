import { describe, expect, it } from "vitest";
import { searchPages, toPageResult } from "./page-search";

describe("toPageResult", () => {
  it("reads the kind and title the index stored, and the page's URL as the site spells it", () => {
    expect(toPageResult({ url: "/blog/vat-basics.html", meta: { kind: "article", title: "VAT basics" } })).toEqual({
      kind: "article",
      url: "/blog/vat-basics",
      title: "VAT basics",
    });
    expect(toPageResult({ url: "/", meta: { kind: "page", title: "Home" } })?.url).toBe("/");
  });

  it("drops a result without a known kind or a title", () => {
    expect(toPageResult({ url: "/x", meta: { kind: "other", title: "X" } })).toBeNull();
    expect(toPageResult({ url: "/x", meta: { kind: "article", title: " " } })).toBeNull();
  });
});

describe("searchPages", () => {
  it("answers null, not an error, when the bundle cannot be loaded", async () => {
    expect(await searchPages("vat", 5, "data:text/javascript,throw new Error('offline')")).toBeNull();
  });
});
