import { afterEach, describe, expect, it } from "vitest";
import { isNavigation, noteReferrer, referringHost, takeReferrers } from "@/lib/hosting/referrers.mjs";

const navigation = (headers: Record<string, string>) => ({
  host: "www.franchise-advisor.example",
  "sec-fetch-mode": "navigate",
  "user-agent": "Mozilla/5.0 Chrome/131",
  ...headers,
});

afterEach(() => void takeReferrers());

describe("the sites that send visitors", () => {
  it("keeps another site's host only, without www., its path or its query", () => {
    expect(referringHost("https://www.Google.co.uk/search?q=franchise+leeds", "example.org")).toBe("google.co.uk");
    expect(referringHost("https://news.example.com/a/b#c", "example.org")).toBe("news.example.com");
  });

  it("ignores this site, other schemes and what is not a URL", () => {
    expect(referringHost("https://example.org/about", "example.org")).toBeNull();
    expect(referringHost("android-app://com.google.android.gm/", "example.org")).toBeNull();
    expect(referringHost("not a url", "example.org")).toBeNull();
    expect(referringHost(undefined, "example.org")).toBeNull();
  });

  it("counts a browser's navigation, never its images, scripts or fetches", () => {
    expect(isNavigation("GET", { "sec-fetch-mode": "navigate" })).toBe(true);
    expect(isNavigation("GET", { "sec-fetch-mode": "no-cors" })).toBe(false);
    expect(isNavigation("GET", { accept: "text/html,application/xhtml+xml" })).toBe(true);
    expect(isNavigation("GET", { accept: "image/avif,image/webp" })).toBe(false);
    expect(isNavigation("POST", { "sec-fetch-mode": "navigate" })).toBe(false);
  });

  it("notes each navigation from another site with the headers the counting rules read, and hands them over once", () => {
    noteReferrer("GET", navigation({ referer: "https://www.bing.com/search?q=x", dnt: "1", "x-other": "kept?" }));
    noteReferrer("GET", navigation({ referer: "https://www.franchise-advisor.example/about" }));
    noteReferrer("GET", navigation({}));
    expect(takeReferrers()).toEqual([
      { host: "bing.com", headers: { "user-agent": "Mozilla/5.0 Chrome/131", dnt: "1" } },
    ]);
    expect(takeReferrers()).toEqual([]);
  });

  it("holds at most a thousand notes while nothing takes them", () => {
    for (let i = 0; i < 1005; i += 1) noteReferrer("GET", navigation({ referer: "https://a.example/" }));
    expect(takeReferrers()).toHaveLength(1000);
  });
});
