import { describe, expect, it } from "vitest";
import { ON_DEMAND_PAGE_CACHE_CONTROL, isOnDemandPath } from "./hosting-rules.mjs";

describe("on-demand paths", () => {
  it("sends the API, the request-dependent pages and the health check to Astro's handler", () => {
    for (const path of [
      "/api/leads",
      "/api/anything",
      "/compare",
      "/affordability",
      "/area-check",
      "/shortlist",
      "/healthz",
    ]) {
      expect(isOnDemandPath(path)).toBe(true);
    }
  });
  it("leaves static pages, look-alikes and sub-paths to the file server", () => {
    for (const path of [
      "/",
      "/about",
      "/compare/x",
      "/compare-franchises",
      "/affordability.html",
      "/api",
      "/shortlist/x",
      "/shortlist.html",
      "/healthz/detail",
    ]) {
      expect(isOnDemandPath(path)).toBe(false);
    }
  });
  it("lets a CDN cache on-demand pages briefly and revalidate in the background", () => {
    expect(ON_DEMAND_PAGE_CACHE_CONTROL).toMatch(/\bs-maxage=\d+/);
    expect(ON_DEMAND_PAGE_CACHE_CONTROL).toMatch(/\bstale-while-revalidate=\d+/);
    expect(ON_DEMAND_PAGE_CACHE_CONTROL).toMatch(/\bmax-age=0\b/);
  });
});
