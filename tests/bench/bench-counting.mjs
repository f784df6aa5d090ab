// @ts-check
// The counting image, part of `npm run bench`, or alone on an existing build:
// `node tests/bench/bench-counting.mjs` (starts `npm start`'s server on a throwaway database).
//  - Throughput of /api/c: COUNT_REQUESTS (default 5000) counting requests, COUNT_CONCURRENCY (32) at a time, as
//    a browser sends them (its user agent and Referer), through keep-alive connections.
//  - LCP of three templates on a slow-4G phone (DevTools network emulation, CPU 4×, 390 × 844) with the counting
//    image answered and with it blocked, median of RUNS (default 5): the image must not move LCP.
// It asserts nothing.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/chromium.mjs";
import { builtPagePaths } from "../support/built-pages.mjs";
import { freePort } from "../support/free-port.mjs";
import { SLOW_4G } from "./bench-instant.mjs";
import { median } from "./median.mjs";

const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const REQUESTS = Number(process.env.COUNT_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.COUNT_CONCURRENCY ?? 32);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));

/** Requests per second the counting endpoint answers. @param {string} baseUrl */
export async function countingThroughput(baseUrl) {
  // Warm-up, untimed: the route's code loads and compiles on its first requests.
  for (let i = 0; i < 200; i += 1)
    await (await fetch(`${baseUrl}/api/c?p=/bench`, { headers: { "User-Agent": BROWSER_UA } })).arrayBuffer();
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const response = await fetch(`${baseUrl}/api/c?p=/bench`, {
          headers: { "User-Agent": BROWSER_UA, Referer: `${baseUrl}/bench?utm_source=bench` },
        });
        await response.arrayBuffer();
        if (response.status !== 200) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { requests: REQUESTS, concurrency: CONCURRENCY, seconds, perSecond: REQUESTS / seconds, failed };
}

/** The page's largest contentful paint, in ms from navigation start. @param {import("@playwright/test").Page} page */
const largestPaint = (page) =>
  page.evaluate(
    () =>
      /** @type {Promise<number>} */ (
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        })
      ),
  );

/** LCP with the counting image and without it, median of RUNS each. @param {string} baseUrl @param {string[]} paths */
export async function lcpWithAndWithoutCounting(baseUrl, paths) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows = [];
  try {
    for (const path of paths) {
      /** @type {{ with: number[], without: number[] }} */
      const figures = { with: [], without: [] };
      for (let run = 0; run < RUNS; run += 1) {
        for (const mode of /** @type {const} */ (["with", "without"])) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: BROWSER_UA });
          const page = await context.newPage();
          // Both modes intercept the image, so they differ only in whether it is fetched.
          await page.route("**/api/c?*", (route) => (mode === "with" ? route.continue() : route.abort()));
          const cdp = await context.newCDPSession(page);
          await cdp.send("Network.enable");
          await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
          await page.goto(baseUrl + path, { waitUntil: "load" });
          figures[mode].push(await largestPaint(page));
          await context.close();
        }
      }
      rows.push({ path, withMs: Math.round(median(figures.with)), withoutMs: Math.round(median(figures.without)) });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Three templates: the home page, a franchise and an article. */
export function countingTemplates() {
  const first = (/** @type {RegExp} */ pattern) => builtPagePaths().find((path) => pattern.test(path));
  // A template with no built page (no franchises or articles) is left out.
  return [
    "/",
    first(/^\/franchises\/(?!page\/|category\/|investment\/|404$)[^/]+$/),
    first(/^\/blog\/(?!page\/)[^/]+$/),
  ].filter((path) => path !== undefined);
}

/** Prints both measures. @param {string} baseUrl */
export async function benchCounting(baseUrl) {
  const throughput = await countingThroughput(baseUrl);
  console.log(
    `\nCounting image /api/c: ${throughput.requests} requests, ${throughput.concurrency} at a time: ` +
      `${Math.round(throughput.perSecond)} per second (${throughput.seconds.toFixed(1)} s, ${throughput.failed} failed)`,
  );
  const lcp = await lcpWithAndWithoutCounting(baseUrl, countingTemplates());
  console.log(`LCP with and without the counting image, slow 4G, CPU 4×, 390 px, median of ${RUNS}:`);
  for (const row of lcp) console.log(`  ${row.path.padEnd(60)} with ${row.withMs} ms   without ${row.withoutMs} ms`);
  return { throughput, lcp };
}

/** Both measures on a server of its own, with a throwaway database (the counts go nowhere that matters). */
export async function benchCountingOnOwnServer() {
  const dir = await mkdtemp(join(tmpdir(), "bench-counting-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["src/server/start.mjs"], {
    env: { ...process.env, PORT: String(port), LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}` },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise((resolve) =>
      server.stdout.on("data", (chunk) => /server\.ready/.test(String(chunk)) && resolve(undefined)),
    );
    return await benchCounting(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchCountingOnOwnServer();
