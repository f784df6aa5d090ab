// Every built page, at phone and desktop widths: it answers, has complete head tags and structured data,
// has no console errors or CSP violations (see fixtures), passes axe, and fetches no JavaScript before the
// visitor interacts (tests/support/page-policy.mjs names the one exception and why).
import { test, expect, axeViolations, trackScripts } from "./fixtures";
import { ON_DEMAND_PAGE_PATHS, builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";
import { mustShipNoJsBeforeInteraction } from "../support/page-policy.mjs";

const pages: string[] = [...builtPagePaths(), ...ON_DEMAND_PAGE_PATHS];

test.describe("every page", () => {
  for (const path of pages) {
    test(`${path} is complete, accessible and light`, async ({ page }) => {
      const scripts = trackScripts(page);
      // "load" is enough for the head and axe checks; the idle wait that matters comes after the scroll below.
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status()).toBe(isNotFoundPage(path) ? 404 : 200);

      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? "",
        ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "",
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? "",
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
        h1Count: document.querySelectorAll("h1").length,
        lang: document.documentElement.lang,
      }));
      expect(head.title.length).toBeGreaterThan(10);
      expect(head.description.length).toBeGreaterThan(40);
      expect(head.canonical).toMatch(/^https?:\/\/[^/]+\//);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogImage).toMatch(/^https?:\/\//);
      expect(head.h1Count).toBe(1);
      expect(head.lang).toBe("en-GB");
      expect(head.jsonLd.length).toBeGreaterThan(0);
      for (const block of head.jsonLd) {
        const data = JSON.parse(block);
        expect(data["@context"]).toBe("https://schema.org");
        const nodes = data["@graph"] ?? [data];
        for (const node of nodes) expect(node["@type"]).toBeTruthy();
      }

      expect(await axeViolations(page)).toEqual([]);

      // No script before the first interaction, even with the whole page scrolled past (no island wakes on sight).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      await page.waitForLoadState("networkidle");
      if (mustShipNoJsBeforeInteraction(path)) expect(scripts).toEqual([]);
    });
  }
});
