// @ts-check
// Tap to largest paint, part of `npm run bench`, or alone on an existing build:
// `node tests/bench/bench-instant.mjs` (RUNS=3 by default).
// For seven links on a simulated slow-4G phone (150 ms round trip and 1.6 Mbps down through a proxy, slowLink
// below; CPU slowed 4× by DevTools; a 390 × 844 viewport with a mouse, since the scenario is a pointer resting on
// the link), the time from
// the pointer pressing the link to the next page's largest contentful paint, after the pointer rested on the link
// for 300 ms (the bench waits that long on purpose: it is the visitor's gesture being simulated, not an outcome).
// "Before" is Chromium with speculation switched off by its own setting ("Preload pages": never), what browsers
// without Speculation Rules get and the site before it had them; "after" is the same build with it on. Each tap
// starts with the browser's cache cleared.
// Medians of RUNS; it asserts nothing.
import { chromium } from "@playwright/test";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/chromium.mjs";
import { median } from "./median.mjs";

export const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/**
 * The phone's link as a TCP proxy in front of the site: half the round trip each way, and everything the site
 * sends sharing one 1.6 Mbps downlink (upload is left unlimited: requests are small). Not DevTools' network
 * emulation, because Chromium's speculative prefetches bypass it (measured: a prefetch was ready about 20 ms after
 * it started, under a 150 ms emulated round trip), which would flatter "after".
 * @param {string} baseUrl
 */
async function slowLink(baseUrl) {
  const target = new URL(baseUrl);
  const oneWay = SLOW_4G.latency / 2;
  let downlinkFreeAt = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk) => setTimeout(() => upstream.write(chunk), oneWay));
    upstream.on("data", (chunk) => {
      const now = performance.now();
      const start = Math.max(now + oneWay, downlinkFreeAt);
      downlinkFreeAt = start + (chunk.length / SLOW_4G.downloadThroughput) * 1000;
      setTimeout(() => client.write(chunk), downlinkFreeAt - now);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
export const CPU_SLOWDOWN = 4;
const REST_MS = 300;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));

/** From page, the link followed (the first visible match). */
export const LINKS = [
  {
    name: "directory → franchise",
    from: "/franchises",
    link: "main a[href^='/franchises/']:not([href*='/page/']):not([href*='/category/']):not([href*='/investment/'])",
  },
  { name: "blog → article", from: "/blog", link: "main a[href^='/blog/']:not([href*='/page/'])" },
  { name: "home → services", from: "/", link: "main a[href='/services']" },
  { name: "locations → location", from: "/locations", link: "main a[href^='/locations/']" },
  { name: "services → service page", from: "/services", link: "main a[href^='/services/']" },
  { name: "franchise → directory", from: null, link: "main a[href='/franchises']" },
  { name: "home → about", from: "/", link: "a[href='/about']" },
];

/**
 * One tap: milliseconds from press to largest paint, how the page came, and when its speculation was ready.
 * @typedef {{ ms: number, deliveryType: string, readyAfterRestMs: number | null }} TapResult
 */

/**
 * One link's medians in one mode.
 * @typedef {{ ms: number, deliveryTypes: string[], readyAfterRestMs: number | null }} TapSummary
 */

/**
 * One link's row: where it starts, and its medians before (speculation off) and after (on).
 * @typedef {{ name: string, from: string, before?: TapSummary, after?: TapSummary }} TapRow
 */

/**
 * One tap: resolves with the milliseconds from pointer press to the next page's largest paint, how the page came
 * (its navigation entry's deliveryType) and when the speculation was ready, counted from the pointer coming to rest.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {string} baseUrl
 * @param {string} from
 * @param {string} selector
 * @returns {Promise<TapResult>}
 */
async function tapOnce(context, baseUrl, from, selector) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Preload.enable");
    /** @type {Map<string, number>} */
    const ready = new Map();
    cdp.on("Preload.prefetchStatusUpdated", ({ key, status }) => {
      if (status === "Ready") ready.set(key.url, Date.now());
    });
    await page.goto(baseUrl + from, { waitUntil: "load" });
    const link = page.locator(selector).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    const hrefAttribute = await link.getAttribute("href");
    if (hrefAttribute === null) throw new Error(`${selector} on ${from} matched a link without an href`);
    const href = new URL(hrefAttribute, page.url()).href;
    // The press time, kept where the next page (same origin, same tab) can read it.
    await page.evaluate(() =>
      addEventListener(
        "pointerdown",
        () => sessionStorage.setItem("bench-tap", String(performance.timeOrigin + performance.now())),
        { capture: true, once: true },
      ),
    );
    const box = await link.boundingBox();
    if (!box) throw new Error(`${selector} on ${from} has no box to point at`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const rested = Date.now();
    await page.waitForTimeout(REST_MS); // the visitor's pointer resting on the link: the scenario measured
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForURL(href, { waitUntil: "load" });
    const paint = await page.evaluate(
      () =>
        /** @type {Promise<{ ms: number, deliveryType: string }>} */ (
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              // The observer is called with at least one entry.
              const last = /** @type {PerformanceEntry} */ (list.getEntries().at(-1));
              // activationStart and deliveryType are newer than TypeScript's DOM types.
              const nav =
                /** @type {PerformanceNavigationTiming & { activationStart?: number, deliveryType?: string }} */ (
                  performance.getEntriesByType("navigation")[0]
                );
              const shown = Math.max(last.startTime, nav.activationStart ?? 0);
              resolve({
                ms: performance.timeOrigin + shown - Number(sessionStorage.getItem("bench-tap")),
                deliveryType: nav.deliveryType || "network",
              });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          })
        ),
    );
    const readyAt = ready.get(href);
    return { ...paint, readyAfterRestMs: readyAt !== undefined ? readyAt - rested : null };
  } finally {
    await page.close();
  }
}

/**
 * A browser whose speculation is on, or off as a visitor turns it off (Chromium's "Preload pages" setting,
 * net.network_prediction_options = 2: never), which is also what a browser without Speculation Rules gets.
 * @param {boolean} speculation
 */
async function launch(speculation) {
  const profile = await mkdtemp(join(tmpdir(), "bench-instant-"));
  await mkdir(join(profile, "Default"));
  const prediction = speculation ? 1 : 2;
  await writeFile(
    join(profile, "Default", "Preferences"),
    JSON.stringify({ net: { network_prediction_options: prediction } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Tap-to-largest-paint for LINKS, before (Speculation Rules off) and after (on), medians of `runs`.
 * `fromFranchise` names a franchise page, the start of the link that needs one.
 * @param {string} siteUrl
 * @param {{ runs?: number, fromFranchise?: string }} [options]
 */
export async function measureTapToPaint(siteUrl, { runs = RUNS, fromFranchise } = {}) {
  /** @type {TapRow[]} */
  const rows = [];
  const link = await slowLink(siteUrl);
  const baseUrl = link.baseUrl;
  try {
    for (const mode of /** @type {const} */ (["before", "after"])) {
      const browser = await launch(mode === "after");
      try {
        for (const { name, from, link: selector } of LINKS) {
          const start = from ?? fromFranchise;
          if (!start) continue;
          const results = [];
          for (let run = 0; run < runs; run++) results.push(await tapOnce(browser.context, baseUrl, start, selector));
          const row = rows.find((r) => r.name === name) ?? rows[rows.push({ name, from: start }) - 1];
          const readyTimes = results.map((result) => result.readyAfterRestMs).filter((ms) => ms !== null);
          row[mode] = {
            ms: Math.round(median(results.map((result) => result.ms))),
            deliveryTypes: [...new Set(results.map((result) => result.deliveryType))],
            readyAfterRestMs: readyTimes.length ? Math.round(median(readyTimes)) : null,
          };
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await link.close();
  }
  return rows;
}

/**
 * Prints the rows as a table, with the goal.
 * @param {TapRow[]} rows
 */
export function printTapToPaint(rows) {
  console.log(
    `\nTap to largest paint, pointer resting ${REST_MS} ms first; slow 4G (${SLOW_4G.latency} ms RTT, 1.6 Mbps), CPU ${CPU_SLOWDOWN}×, median of ${RUNS}:`,
  );
  for (const row of rows) {
    const cell = (/** @type {TapSummary | undefined} */ result) =>
      result
        ? `${result.ms} ms (${result.deliveryTypes.join("/")}` +
          (result.readyAfterRestMs === null ? ")" : `, ready ${result.readyAfterRestMs} ms after rest)`)
        : "n/a";
    console.log(`  ${row.name.padEnd(26)} before ${cell(row.before).padEnd(34)} after ${cell(row.after)}`);
  }
  console.log(
    "  Goal: ≤ 150 ms after, for a link the pointer rested on. 'ready … after rest': when Chromium had the page, from the pointer coming to rest (moderate eagerness starts at about 200 ms).",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startBuiltSite } = await import("../support/site-server.mjs");
  const { builtPagePaths } = await import("../support/built-pages.mjs");
  const fromFranchise = builtPagePaths().find((path) =>
    /^\/franchises\/(?!page\/|category\/|investment\/|404$)[^/]+$/.test(path),
  );
  const site = await startBuiltSite();
  try {
    printTapToPaint(await measureTapToPaint(site.baseUrl, { fromFranchise }));
  } finally {
    await site.close();
  }
}
