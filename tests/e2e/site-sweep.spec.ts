// Every route pattern at phone and desktop widths, in the browser: the page answers, logs no console error or CSP
// violation (see fixtures), passes axe, and fetches no JavaScript before the visitor interacts, even scrolled
// through (tests/support/page-policy.mjs names the exceptions and why). A pattern with several built pages is
// visited on its largest and its smallest page (tests/support/route-patterns.mjs); on-demand pages in every state a
// visitor meets. What each page carries for itself (head tags, JSON-LD, one h1, no script tag, only intent
// islands) is checked over every built page without a browser, in tests/unit/page-heads.test.ts.
import { test, expect, axeViolations, scrollThrough, trackScripts } from "./fixtures";
import { ON_DEMAND_PAGE_PATHS, builtFileOf, builtPagePaths, isNotFoundPage } from "../support/built-pages.mjs";
import { pagesPerRoute } from "../support/route-patterns.mjs";
import { mustShipNoJsBeforeInteraction } from "../support/page-policy.mjs";

const pages = [
  ...pagesPerRoute(builtPagePaths(), (path) => builtFileOf(path)).map(({ pattern, path }) => ({ pattern, path })),
  ...ON_DEMAND_PAGE_PATHS.map((path) => ({ pattern: path.split("?")[0], path })),
];

test.describe("every route pattern", { tag: "@each-width" }, () => {
  for (const { pattern, path } of pages) {
    test(`${path} (${pattern}) answers, is accessible and light`, async ({ page }) => {
      const scripts = trackScripts(page);
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status()).toBe(isNotFoundPage(path) ? 404 : 200);
      expect(await axeViolations(page)).toEqual([]);
      // No script before the first interaction, even with the whole page scrolled past (no island wakes on sight).
      await scrollThrough(page);
      if (mustShipNoJsBeforeInteraction(path)) expect(scripts).toEqual([]);
    });
  }
});
