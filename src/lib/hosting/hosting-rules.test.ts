import { describe, expect, it } from "vitest";
import {
  EDITOR_ROUTES,
  ON_DEMAND_PAGE_CACHE_CONTROL,
  buildHasEditor,
  isEditorPath,
  isOnDemandPath,
} from "./hosting-rules.mjs";

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

describe("the browser editor's paths", () => {
  it("are the editor's page, its client-side routes and its API, and no look-alike", () => {
    for (const path of ["/keystatic", "/keystatic/branch/main/collection/blog", "/api/keystatic/github/login"])
      expect(isEditorPath(path), path).toBe(true);
    for (const path of ["/keystatics", "/keystatic-guide", "/api/keystaticx", "/blog/keystatic", "/"])
      expect(isEditorPath(path), path).toBe(false);
  });
  it("are routed only when the build's on-demand routes include both of the editor's", () => {
    const site = ["/api/leads", "/compare", "/_image"];
    expect(buildHasEditor(site)).toBe(false);
    expect(buildHasEditor([...site, "/keystatic/[...params]"])).toBe(false);
    expect(buildHasEditor([...site, ...EDITOR_ROUTES])).toBe(true);
  });
  it("are not on-demand paths of their own: the page is routed only by a build with the editor", () => {
    expect(isOnDemandPath("/keystatic")).toBe(false);
    expect(isOnDemandPath("/keystatic/branch/main")).toBe(false);
  });
});
