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
  ownPageUrl,
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

  it("counts the decision path: /match answers, and moves from the page of a step before", () => {
    expect(stepEntries("match", "/about")).toEqual([
      ["step", "match"],
      ["step", null],
    ]);
    expect(stepEntries("compare", "/shortlist")).toEqual([
      ["step", null],
      ["step", "shortlist → compare"],
    ]);
    // A save from any other page is counted as shortlist use, never as a step from /match.
    expect(stepEntries("shortlist", "/about")).toEqual([
      ["step", null],
      ["step", null],
    ]);
  });

  it("counts an enquiry's form, franchises, page and campaign, nothing of the person", () => {
    const page = new URL("https://example.org/match?utm_source=News&utm_medium=email&utm_campaign=spring");
    expect(enquiryEntries({ formKind: "enquiry", franchises: ["a-b"], sourcePath: "/match" }, page)).toEqual([
      ["enquiry-form", "enquiry"],
      ["enquiry-campaign", "news / email / spring"],
      ["enquiry-franchise", "a-b"],
      ["enquiry-page", "/match"],
      ["step", null],
      ["step", "match → enquiry"],
    ]);
  });

  it("reads the page a request came from only when it is this site's", () => {
    const from = (referer: string, host = "example.org") =>
      ownPageUrl(new Request("http://internal:4321/api/leads", { headers: { referer, host } }), [
        "https://www.example.org",
      ])?.href ?? null;
    expect(from("https://example.org/match?utm_source=a")).toBe("https://example.org/match?utm_source=a");
    // Behind a proxy the Host is the server's own; the site's public origin still counts as its own.
    expect(from("https://www.example.org/contact", "127.0.0.1:4321")).toBe("https://www.example.org/contact");
    expect(from("https://elsewhere.example/match?utm_source=a")).toBeNull();
    expect(from("not a url")).toBeNull();
  });

  it("never counts an enquiry sent from elsewhere as a step from /match (issue 50 §3)", () => {
    const entries = enquiryEntries({ formKind: "consultation", franchises: [], sourcePath: "/contact" });
    expect(entries.filter(([metric, key]) => metric === "step" && key)).toEqual([]);
    expect(entries).toContainEqual(["enquiry-campaign", null]);
  });
});
