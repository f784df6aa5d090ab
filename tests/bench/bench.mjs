// @ts-check
// `npm run bench`: builds the site, serves it with `npm start`, and prints what a phone on slow 4G experiences.
//  - Lighthouse (mobile preset, simulated slow 4G) on one page of every template, on-demand ones included, the
//    median of 3 runs (LIGHTHOUSE_RUNS): scores, LCP, TBT, CLS, bytes.
//  - For every page: the bytes the server sends a browser for it (response head and Brotli body) plus any
//    render-blocking CSS, and the JavaScript loaded before any interaction at 390 px and at 1280 px (head and
//    Brotli body), with the page scrolled through (so an island that wakes on sight would count).
//  - Tap to largest paint for seven links on a slow-4G phone, the pointer resting on each first, with the
//    browser's Speculation Rules off and on (bench-instant.mjs).
//  - The build time, and a last summary against the targets.
//  - The first seconds after a start (cold-start.mjs): concurrent lead posts and pages beside them.
//  - The counting image (bench-counting.mjs): its throughput, and LCP of three templates with and without it.
//  - The on-demand pages' requests/s and p50/p99 at 16 connections beside a static page's, at 13 and 1,000 franchises
//    (bench-on-demand.mjs; also alone: `npm run bench:on-demand`).
//  - The build's CPU time at 13 and 1,000 franchises, cold and after one article edit, beside the figures from
//    before the work on build time (build-cpu.mjs; several minutes of CPU: --no-build-cpu leaves it out).
// Figures go to the terminal and to bench-results/ (JSON and an HTML report). It asserts nothing about time.
import { spawn, spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_OPTIONS, CHROMIUM_PATH } from "../support/chromium.mjs";
import { builtPagePaths } from "../support/built-pages.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { freePort } from "../support/free-port.mjs";
import { FIRST_PAINT_BUDGET, firstPaintBudgetFor, mustShipNoJsBeforeInteraction } from "../support/page-policy.mjs";
import { hasFirstPaint, renderReport } from "./report.mjs";
import { benchColdStart } from "./cold-start.mjs";
import { benchCountingOnOwnServer } from "./bench-counting.mjs";
import { benchBuildCpu } from "./build-cpu.mjs";
import { benchOnDemand } from "./bench-on-demand.mjs";
import { measureTapToPaint, printTapToPaint } from "./bench-instant.mjs";
import { isOnDemandPath } from "../../src/lib/hosting/hosting-rules.mjs";
import { withoutIslandStylesheets } from "../../src/lib/html/critical-css.mjs";

const OUT_DIR = "bench-results";
const CLIENT = join("dist", "client");

/**
 * One page of every template; a function picks a page from the build when its name depends on content.
 * @type {[template: string, pathOrPick: string | (() => string | undefined)][]}
 */
const TEMPLATES = [
  ["home", "/"],
  ["services", "/services"],
  ["service page", "/services/franchise-advisor-services"],
  ["franchise directory", "/franchises"],
  ["category page", () => firstBuilt(/^\/franchises\/category\/[^/]+$/)],
  ["franchise", () => firstBuilt(/^\/franchises\/(?!page\/|category\/|investment\/|404$)[^/]+$/)],
  ["search results (on demand)", "/franchises/search?q=cleaning"],
  ["compare picker (on demand)", "/compare"],
  ["comparison (on demand, noindex)", () => `/compare?f=${franchiseSlugs().slice(0, 3).join(",")}`],
  ["affordability (on demand)", "/affordability"],
  ["affordability result (on demand, noindex)", "/affordability?cash=60000"],
  ["find my franchise (on demand)", "/match"],
  ["match answer (on demand, noindex)", "/match?cash=40000&work=owner-operator&base=home-or-van&staff=1-5&exp=none"],
  ["shortlist (on demand, noindex)", "/shortlist"],
  ["site search results (on demand, noindex)", "/search?q=vat"],
  ["postcode check (on demand, noindex)", () => `/area-check?franchise=${franchiseSlugs()[0]}&postcode=LS6+2AB`],
  ["location directory", "/locations"],
  ["city", "/locations/manchester"],
  ["county", "/locations/kent"],
  ["blog list", "/blog"],
  ["article", "/blog/how-to-buy-your-first-franchise-uk"],
  ["events (on demand)", "/events"],
  ["event", () => firstBuilt(/^\/events\/[^/.]+$/)],
  ["contact", "/contact"],
  ["about", "/about"],
  ["legal", "/privacy"],
  ["404", "/no-such-page"],
];

/** The performance targets: Lighthouse's figures, with LCP at its tightened 0.8 s. */
const TARGETS = { performance: 100, tbtMs: 30, lcpMs: 800, homeTotalKb: 48 };
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const WIDTHS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
];

const firstBuilt = (/** @type {RegExp} */ pattern) => builtPagePaths().find((path) => pattern.test(path));
const franchiseSlugs = () =>
  builtPagePaths()
    .filter((path) => /^\/franchises\/(?!page\/|category\/|investment\/|404$)[^/]+$/.test(path))
    .map((path) => path.split("/").pop());

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {string} baseUrl */
async function waitForServer(baseUrl) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(baseUrl);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server at ${baseUrl} did not start`);
}

function build() {
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["astro", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("build failed");
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * Bytes a browser receives for one GET: the response head and the body, Brotli where the server offers it.
 * @param {string} baseUrl
 * @param {string} path
 */
async function sentBytes(baseUrl, path) {
  const answer = await rawExchange(baseUrl, "GET", path, { "Accept-Encoding": "br, gzip" });
  return answer.headerBytes + answer.body.length;
}

/**
 * The page as the server sends it, plus any stylesheet its first paint waits on (none: CSS is inlined).
 * @param {string} baseUrl
 * @param {string} path
 */
async function firstPaintBytes(baseUrl, path) {
  let bytes = await sentBytes(baseUrl, path);
  const html = await readFile(join(CLIENT, path === "/" ? "index.html" : `${path}.html`), "utf8");
  // The island runtime links island-only stylesheets when it loads, after the first paint.
  for (const [, href] of withoutIslandStylesheets(html).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    bytes += await sentBytes(baseUrl, href);
  }
  return bytes;
}

/**
 * JavaScript (bytes as sent: head and Brotli body) loaded before any interaction, per path, at one width, with the page scrolled through.
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {(typeof WIDTHS)[number]} width
 */
async function jsBeforeInteraction(baseUrl, paths, width) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const { name: _name, ...contextOptions } = width;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  /** @type {Map<string, number>} */
  const results = new Map();
  for (const path of paths) {
    /** @type {Set<string>} */
    const scripts = new Set();
    const onResponse = (/** @type {import("@playwright/test").Response} */ response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    };
    page.on("response", onResponse);
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    let bytes = 0;
    for (const url of scripts) bytes += await sentBytes(baseUrl, new URL(url).pathname);
    results.set(path, bytes);
  }
  await browser.close();
  return results;
}

/**
 * The median of several Lighthouse runs of one URL, as the targets ask: Lighthouse's own choice
 * (core/lib/median-run.js, as its CLI and PageSpeed Insights pick one), the run nearest the median first paint and
 * time to interactive, so one lucky or unlucky run moves nothing.
 * @param {string} url
 * @param {number} port
 */
async function medianLighthouseRun(url, port) {
  /** @type {import("lighthouse").Result[]} */
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    // The 404 template answers 404 on purpose; Lighthouse must still measure it.
    /** @type {import("lighthouse").Flags} */
    const flags = { port, output: "json", logLevel: "error", ignoreStatusCode: true };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    runs.push(result.lhr);
  }
  const measured = filterToValidRuns(runs);
  // A run that could not measure the page (a runtime error) is reported as it is, not hidden by the others.
  return /** @type {import("lighthouse").Result} */ (measured.length > 0 ? computeMedianRun(measured) : runs[0]);
}

/**
 * @param {string} baseUrl
 * @returns {Promise<import("./report.mjs").LighthouseRow[]>}
 */
async function runLighthouse(baseUrl) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const [template, pathOrPick] of TEMPLATES) {
      const path = typeof pathOrPick === "function" ? pathOrPick() : pathOrPick;
      if (!path) continue;
      const lhr = await medianLighthouseRun(baseUrl + path, chrome.port);
      if (lhr.runtimeError)
        console.log(`${template}: Lighthouse could not measure ${path}: ${lhr.runtimeError.message}`);
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      // The resource summary is a table, one row per resource type.
      const summary = lhr.audits["resource-summary"]?.details;
      const items = summary?.type === "table" ? summary.items : [];
      const bytesOf = (/** @type {string} */ type) => {
        const size = items.find((item) => item.resourceType === type)?.transferSize;
        return typeof size === "number" ? size : 0;
      };
      const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      /** @type {import("./report.mjs").LighthouseRow} */
      const row = {
        template,
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Number(audit("cumulative-layout-shift").toFixed(3)),
        totalBytes: bytesOf("total"),
        jsBytes: bytesOf("script"),
        failedAudits: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id),
      };
      rows.push(row);
      console.log(
        `${template.padEnd(20)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}` +
          `  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  total ${kb(row.totalBytes)}  JS ${kb(row.jsBytes)}` +
          (row.failedAudits.length ? `  (below 90: ${row.failedAudits.join(", ")})` : ""),
      );
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

const buildSeconds = process.argv.includes("--no-build") ? null : build();
if (buildSeconds !== null) console.log(`Build time: ${buildSeconds.toFixed(1)} s`);

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn("node", ["src/server/start.mjs"], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
try {
  await waitForServer(baseUrl);
  console.log(`\nLighthouse, mobile, simulated slow 4G, median of ${LIGHTHOUSE_RUNS} runs (${baseUrl}):`);
  const lighthouseRows = await runLighthouse(baseUrl);
  const tapToPaint = await measureTapToPaint(baseUrl, {
    fromFranchise: firstBuilt(/^\/franchises\/(?!page\/|category\/|investment\/|404$)[^/]+$/),
  });
  printTapToPaint(tapToPaint);

  // Every built page, plus the on-demand templates measured above.
  const onDemand = lighthouseRows.map((row) => row.path).filter((path) => path.includes("?") || isOnDemandPath(path));
  const paths = [...builtPagePaths(), ...onDemand];
  /** @type {Record<string, Map<string, number>>} */
  const jsByWidth = {};
  for (const width of WIDTHS) jsByWidth[width.name] = await jsBeforeInteraction(baseUrl, paths, width);
  /** @type {import("./report.mjs").PageFigures[]} */
  const pages = [];
  for (const path of paths) {
    pages.push({
      path,
      firstPaintBytes: onDemand.includes(path) ? null : await firstPaintBytes(baseUrl, path),
      phoneJsBytes: jsByWidth.phone.get(path) ?? 0,
      desktopJsBytes: jsByWidth.desktop.get(path) ?? 0,
      mustShipNoJs: mustShipNoJsBeforeInteraction(path),
    });
  }
  const built = pages.filter(hasFirstPaint);
  const overBudget = built.filter((page) => page.firstPaintBytes > FIRST_PAINT_BUDGET);
  const overOwnBudget = built.filter((page) => page.firstPaintBytes > firstPaintBudgetFor(page.path).bytes);
  const largest = [...built].sort((a, b) => b.firstPaintBytes - a.firstPaintBytes).slice(0, 10);
  console.log(
    `\nEvery page (${pages.length}): HTML as sent (head + Brotli) + render-blocking CSS, JS before interaction (390 / 1280 px)`,
  );
  console.log(`  largest first paints:`);
  for (const page of largest)
    console.log(
      `    ${page.path.padEnd(60)} ${kb(page.firstPaintBytes)}  JS ${kb(page.phoneJsBytes)} / ${kb(page.desktopJsBytes)}`,
    );
  console.log(`  pages over one round trip (${kb(FIRST_PAINT_BUDGET)}): ${overBudget.length} of ${built.length}`);
  console.log(`  pages over their own budget (tests/support/page-policy.mjs): ${overOwnBudget.length}`);
  for (const width of WIDTHS) {
    const withJs = pages.filter((page) => (width.name === "phone" ? page.phoneJsBytes : page.desktopJsBytes) > 0);
    console.log(
      `  pages loading JS before interaction at ${width.viewport.width} px: ${withJs.length}` +
        (withJs.length ? ` (${withJs.map((page) => page.path).join(", ")})` : ""),
    );
  }

  const home = lighthouseRows.find((row) => row.path === "/");
  const missed = (/** @type {import("./report.mjs").LighthouseRow} */ row) =>
    [
      row.performance < TARGETS.performance && `performance ${row.performance}`,
      row.tbtMs > TARGETS.tbtMs && `TBT ${row.tbtMs} ms`,
      row.lcpMs > TARGETS.lcpMs && `LCP ${row.lcpMs} ms`,
      row.jsBytes > 0 && `JS ${kb(row.jsBytes)}`,
    ].filter(Boolean);
  console.log(
    `\nAgainst the targets (performance ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${TARGETS.lcpMs} ms, no JS):`,
  );
  for (const row of lighthouseRows) {
    const misses = missed(row);
    console.log(`  ${row.template.padEnd(28)} ${misses.length ? `missed: ${misses.join(", ")}` : "met"}`);
  }
  if (home)
    console.log(
      `  home page total bytes: ${kb(home.totalBytes)} (target ≤ ${TARGETS.homeTotalKb} KB): ${home.totalBytes <= TARGETS.homeTotalKb * 1024 ? "met" : "missed"}`,
    );

  await mkdir(OUT_DIR, { recursive: true });
  const results = { measuredAt: new Date().toISOString(), buildSeconds, lighthouse: lighthouseRows, tapToPaint, pages };
  await writeFile(join(OUT_DIR, "bench.json"), JSON.stringify(results, null, 2));
  await writeFile(join(OUT_DIR, "report.html"), renderReport(results));
  console.log(`\nWrote ${OUT_DIR}/bench.json and ${OUT_DIR}/report.html`);
} finally {
  server.kill();
}

// Each cold start is a fresh server of its own, after the one above has stopped.
await benchColdStart();
// The counting image's throughput and its effect on LCP, on a server and database of its own.
await benchCountingOnOwnServer();
// The on-demand pages under load beside a static one, on this build and a 1,000-franchise copy.
await benchOnDemand();
// The build's CPU time at 13 and 1,000 franchises, each in a copy of its own.
if (!process.argv.includes("--no-build-cpu")) await benchBuildCpu();
