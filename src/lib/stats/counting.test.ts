import { describe, expect, it } from "vitest";
import {
  campaignOf,
  cashBand,
  countedPath,
  directoryEntries,
  enquiryEntries,
  isBot,
  normaliseSearch,
  postcodeArea,
  stepEntries,
  whyNotCounted,
} from "@/lib/stats/counting";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const headers = (extra: Record<string, string> = {}) => new Headers({ "user-agent": CHROME, ...extra });

describe("whyNotCounted", () => {
  it("counts a person's GET and POST", () => {
    expect(whyNotCounted("GET", headers())).toBeNull();
    expect(whyNotCounted("POST", headers())).toBeNull();
  });

  it("does not count HEAD, prefetches, prerenders or visitors who object", () => {
    expect(whyNotCounted("HEAD", headers())).toBe("method");
    expect(whyNotCounted("GET", headers({ "sec-purpose": "prefetch" }))).toBe("prefetch");
    expect(whyNotCounted("GET", headers({ "sec-purpose": "prefetch;prerender" }))).toBe("prefetch");
    expect(whyNotCounted("GET", headers({ purpose: "prefetch" }))).toBe("prefetch");
    expect(whyNotCounted("GET", headers({ "sec-gpc": "1" }))).toBe("gpc");
    expect(whyNotCounted("GET", headers({ dnt: "1" }))).toBe("dnt");
    expect(whyNotCounted("GET", headers({ cookie: "a=b; no_count=1" }))).toBe("opt-out");
  });

  it("counts DNT: 0 and other cookies", () => {
    expect(whyNotCounted("GET", headers({ dnt: "0", cookie: "no_count=; other=1" }))).toBeNull();
  });
});

describe("isBot", () => {
  it("tells crawlers, tools and headless browsers from people's browsers", () => {
    expect(isBot(CHROME)).toBe(false);
    expect(isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(
      false,
    );
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "python-requests/2.31",
      "",
      null,
    ])
      expect(isBot(agent), String(agent)).toBe(true);
  });
});

describe("keys", () => {
  it("keeps only a clean same-site path", () => {
    expect(countedPath("/franchises/abc/")).toBe("/franchises/abc");
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/match?cash=1#x")).toBe("/match");
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "/a b",
      "/<script>",
      "/../x",
      `/${"a".repeat(90)}`,
      "",
    ])
      expect(countedPath(bad), bad).toBeNull();
  });

  it("folds searches as the site's search does", () => {
    expect(normaliseSearch("  Coffee   VANS ")).toBe("coffee vans");
    // What identifies someone is never counted: an email address or a phone number typed into the box.
    expect(normaliseSearch("jo.bloggs@example.com franchise")).toBeNull();
    expect(normaliseSearch("call 07700 900123")).toBeNull();
    expect(normaliseSearch("+44 (0)113 496-0000")).toBeNull();
    expect(normaliseSearch("franchises under 50000")).toBe("franchises under 50000");
    expect(normaliseSearch("Café's")).toBe("cafe s");
    expect(normaliseSearch("   ")).toBeNull();
  });

  it("bands cash and keeps only a postcode's area", () => {
    expect(cashBand(9_999)).toBe("under £10k");
    expect(cashBand(10_000)).toBe("£10k–25k");
    expect(cashBand(250_000)).toBe("£100k or more");
    expect(postcodeArea("sw1a 1aa")).toBe("SW");
    expect(postcodeArea("M1 1AE")).toBe("M");
    expect(postcodeArea("nonsense")).toBeNull();
  });

  it("reads a campaign from utm_ parameters, tokens only", () => {
    expect(campaignOf(new URL("https://x.example/?utm_source=News Letter&utm_medium=email"))).toBe(
      "news-letter / email / -",
    );
    expect(campaignOf(new URL("https://x.example/?q=1"))).toBeNull();
    expect(campaignOf(null)).toBeNull();
  });
});

describe("entries", () => {
  it("counts a directory search's words, filters and postcode area on its first page only", () => {
    const filters = { q: "Cleaning", category: "home", investment: "low", location: "leeds", budget: 30_000 };
    expect(directoryEntries(filters, { total: 0, page: 1, postcode: "LS1 4AP" })).toEqual([
      ["search", "cleaning"],
      ["search-none", "cleaning"],
      ["filter", "category: home"],
      ["filter", "investment: low"],
      ["filter", "location: leeds"],
      ["filter", "budget: £25k–50k"],
      ["postcode", "LS"],
    ]);
    expect(directoryEntries(filters, { total: 3, page: 2 })).toEqual([]);
  });

  it("counts the decision path's moves from the page before", () => {
    expect(stepEntries("compare", "/shortlist")).toEqual([
      ["step", "compare"],
      ["step", "shortlist → compare"],
    ]);
    expect(stepEntries("shortlist", "/about")).toEqual([
      ["step", "shortlist"],
      ["step", null],
    ]);
  });

  it("counts an enquiry's form, franchises and page, nothing of the person", () => {
    expect(enquiryEntries({ formKind: "enquiry", franchises: ["a-b"], sourcePath: "/match" })).toEqual([
      ["enquiry-form", "enquiry"],
      ["enquiry-franchise", "a-b"],
      ["enquiry-page", "/match"],
      ["step", "enquiry"],
      ["step", "match → enquiry"],
    ]);
  });
});
