// The next page before the tap: the base layout's Speculation Rules make Chromium fetch a same-site
// page's HTML when the pointer rests on its link, and the tap is then served from that prefetch. What the browser
// decided is read from DevTools' Preload domain (the rule set it parsed, the links its rules cover, each prefetch's
// outcome) and from the opened page's navigation entry (deliveryType); nothing waits on a timer.
// Desktop only (every test is tagged @desktop-only): resting a pointer on a link needs a mouse.
import type { CDPSession, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { isOnDemandPath } from "../../src/lib/hosting/hosting-rules.mjs";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/chromium.mjs";

test.describe.configure({ mode: "parallel" });
// Speculation rules are the full browser's: the headless shell the other browser tests run in makes no prefetch.
test.use({ launchOptions: CHROMIUM_LAUNCH_OPTIONS });

interface PreloadLog {
  ruleSets: { errorType?: string; errorMessage?: string }[];
  /** URLs the page's rules make eligible for prefetch. */
  candidates: Set<string>;
  /** Each prefetch's latest status (Pending, Running, Ready, Success, Failure…), by URL. */
  prefetches: Map<string, string>;
  /** Requests the page (and any frame it opens) made: a lead or a film would show here. */
  requests: string[];
  /** Why Chromium would make no speculation (the visitor saving data or energy, the setting off), if it says. */
  enabledState?: Record<string, boolean>;
}

/** Opens a page with DevTools' Preload domain listening, and every request the page makes recorded. */
async function openWatched(page: Page, path: string): Promise<{ cdp: CDPSession; log: PreloadLog }> {
  const log: PreloadLog = { ruleSets: [], candidates: new Set(), prefetches: new Map(), requests: [] };
  page.context().on("request", (request) => log.requests.push(`${request.method()} ${request.url()}`));
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => log.ruleSets.push(ruleSet));
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    log.candidates = new Set(
      preloadingAttemptSources.filter((source) => source.key.action === "Prefetch").map((source) => source.key.url),
    );
  });
  cdp.on("Preload.prefetchStatusUpdated", ({ key, status }) => log.prefetches.set(key.url, status));
  cdp.on("Preload.preloadEnabledStateUpdated", (state) => (log.enabledState = state));
  await cdp.send("Preload.enable");
  // The page's own view is counted once it is laid out (BaseLayout's lazy counting image): wait for that, so what
  // the page asks for later is told apart from it.
  const ownCount = page.waitForResponse((response) => response.url().endsWith(`/api/c?p=${path}`));
  await page.goto(path);
  await ownCount;
  await expect.poll(() => log.ruleSets.length, { message: "the page's speculation rules were parsed" }).toBe(1);
  expect(log.ruleSets[0], "the rule set is valid").not.toHaveProperty("errorType");
  return { cdp, log };
}

/** Rests the pointer on a link until Chromium's prefetch of its page has succeeded; returns the page's URL. */
async function hoverUntilPrefetched(page: Page, log: PreloadLog, selector: string): Promise<string> {
  const link = page.locator(selector).first();
  const url = new URL((await link.getAttribute("href"))!, page.url()).href;
  await link.hover();
  await expect.poll(() => log.prefetches.get(url), { message: `prefetch of ${url}`, timeout: 20_000 }).toBe("Ready");
  return url;
}

test(
  "a hovered link's page is served from the prefetch, and no on-demand page is ever fetched ahead",
  { tag: "@desktop-only" },
  async ({ page }) => {
    const { log } = await openWatched(page, "/");
    // The browser's own switch for visitors saving data: off here, so speculation runs (with it on, none would).
    await expect.poll(() => log.enabledState?.disabledByDataSaver, { message: "Save-Data state" }).toBe(false);
    await expect.poll(() => log.candidates.size, { message: "links covered by the rules" }).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    for (const url of log.candidates) {
      const { origin: linkOrigin, pathname } = new URL(url);
      expect(linkOrigin, url).toBe(origin);
      expect(isOnDemandPath(pathname), `${url} is rendered on demand`).toBe(false);
      expect(pathname, url).not.toMatch(/\.[a-z]+$/);
    }
    // The page links on-demand pages too (the header's tools, /match…): the rules leave every one of them out.
    const onDemandLinks = await page
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const url of onDemandLinks.filter((href) => isOnDemandPath(new URL(href).pathname)))
      expect(log.candidates.has(url), `${url} is rendered on demand`).toBe(false);

    const url = await hoverUntilPrefetched(page, log, "main a[href='/services']");
    await page.locator("main a[href='/services']").first().click();
    await page.waitForURL(url);
    const deliveryType = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    expect(deliveryType).toBe("navigational-prefetch");
  },
);

test(
  "a prefetched page sends no lead, plays no film and counts no view until opened",
  { tag: "@desktop-only" },
  async ({ page }) => {
    // The home page carries the video (its hero's film) and a lead form; /services links to it.
    const { log } = await openWatched(page, "/services");
    const before = log.requests.length;
    const url = await hoverUntilPrefetched(page, log, "main a[href='/']");
    expect(new URL(url).pathname).toBe("/");
    // The prefetch fetched one document and ran none of it: no request came from the page for it, the counting
    // image (/api/c) included, so a page never opened counts no view.
    const during = log.requests.slice(before);
    expect(during.filter((request) => /youtube|\/api\//.test(request))).toEqual([]);
    // Opened, the page is served from the prefetch, counts its one view, and asks for no film or lead until the
    // visitor does.
    await page.locator("main a[href='/']").first().click();
    await page.waitForURL(url);
    await page.waitForLoadState("networkidle");
    const opened = log.requests.slice(before);
    expect(opened.filter((request) => /youtube|\/api\/(?!c\?)/.test(request))).toEqual([]);
    expect(opened.filter((request) => request.includes("/api/c?p=/"))).toEqual([
      `GET ${new URL("/api/c?p=/", url).href}`,
    ]);
  },
);
