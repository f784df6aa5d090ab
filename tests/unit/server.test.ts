// The Node server against the real build: status codes, clean URLs and the security headers on every kind of response.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite } from "../support/site-server.mjs";

let site: { baseUrl: string; close: () => Promise<void> };
beforeAll(async () => {
  site = await startBuiltSite();
});
afterAll(() => site?.close());

const get = (path: string, init?: RequestInit) => fetch(site.baseUrl + path, { redirect: "manual", ...init });

const REQUIRED_HEADERS = {
  "strict-transport-security": /max-age=(\d+)/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\)/,
  "cross-origin-resource-policy": /^same-origin$/,
  "content-security-policy": /default-src 'self'/,
};

describe("security headers", () => {
  it.each([
    ["a page", "/about", 200],
    ["a 404", "/no-such-page", 404],
    ["a section 404", "/franchises/no-such-franchise", 404],
    ["an asset", "/favicon.svg", 200],
  ])("are on %s", async (_kind, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) {
      expect(response.headers.get(name), name).toMatch(pattern);
    }
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get("strict-transport-security") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it("are on responses from the on-demand handler", async () => {
    const response = await get("/api/no-such-endpoint", { method: "POST" });
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });
});

describe("URLs and caching", () => {
  it("serves pages at clean URLs and redirects trailing slashes and .html", async () => {
    expect((await get("/about")).status).toBe(200);
    const slash = await get("/about/");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/about");
    expect((await get("/about.html")).headers.get("location")).toBe("/about");
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    const html = await (await get("/blog")).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset, "the page references a hashed asset").toBeDefined();
    expect((await get(asset!)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/about")).headers.get("cache-control")).toMatch(/max-age=0/);
  });

  it("compresses text for clients that accept gzip", async () => {
    const response = await get("/about", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("refuses paths that escape the build folder", async () => {
    expect((await get("/..%2f..%2fpackage.json")).status).toBe(404);
  });
});
