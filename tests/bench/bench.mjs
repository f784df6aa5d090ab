// `npm run bench`: builds the site, serves it with `npm start`, and prints what a phone on slow 4G experiences.
//  - Lighthouse (mobile preset, simulated slow 4G) on one page of every template: scores, LCP, TBT, CLS, bytes.
//  - For every built page: HTML + render-blocking CSS (gzip) and the JavaScript a phone loads before interaction.
//  - The build time.
// Figures go to the terminal and to bench-results/ (JSON and an HTML report). It asserts nothing about time.
import { spawn, spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_OPTIONS, CHROMIUM_PATH } from "../support/chromium.mjs";
import { builtPagePaths } from "../support/built-pages.mjs";
import { FIRST_PAINT_BUDGET, firstPaintBudgetFor, mustShipNoJsOnPhone } from "../support/page-policy.mjs";
import { renderReport } from "./report.mjs";

const OUT_DIR = "bench-results";
const CLIENT = join("dist", "client");

/** One page of every template; the first existing candidate of each is measured. */
const TEMPLATES = [
  ["home", ["/"]],
  ["services", ["/services"]],
  ["service page", ["/services/franchise-advisor-services"]],
  ["franchise directory", ["/franchises"]],
  ["franchise", ["/franchises/mendrow-physiotherapy"]],
  ["location directory", ["/locations"]],
  ["city", ["/locations/manchester"]],
  ["county", ["/locations/kent"]],
  ["blog list", ["/blog"]],
  ["article", ["/blog/how-to-buy-your-first-franchise-uk"]],
  ["contact", ["/contact"]],
  ["about", ["/about"]],
  ["404", ["/no-such-page"]],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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

async function firstPaintBytes(path) {
  const html = await readFile(join(CLIENT, path === "/" ? "index.html" : `${path}.html`), "utf8");
  let bytes = gzipSync(html, { level: 9 }).length;
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    bytes += gzipSync(await readFile(join(CLIENT, href)), { level: 9 }).length;
  }
  return bytes;
}

/** JavaScript (gzip bytes) a 390 px phone downloads while loading each page, before any interaction. */
async function phoneJsBytes(baseUrl, paths) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const results = new Map();
  for (const path of paths) {
    const scripts = new Set();
    const onResponse = (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    };
    page.on("response", onResponse);
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    page.off("response", onResponse);
    let bytes = 0;
    for (const url of scripts) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    results.set(path, bytes);
  }
  await browser.close();
  return results;
}

async function runLighthouse(baseUrl) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const [template, candidates] of TEMPLATES) {
      const path = candidates[0];
      // The 404 template answers 404 on purpose; Lighthouse must still measure it.
      const flags = { port: chrome.port, output: "json", logLevel: "error", ignoreStatusCode: true };
      const { lhr } = await lighthouse(baseUrl + path, flags);
      if (lhr.runtimeError)
        console.log(`${template}: Lighthouse could not measure ${path}: ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const items = lhr.audits["resource-summary"]?.details?.items ?? [];
      const bytesOf = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows.push({
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
      });
      const row = rows.at(-1);
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
  console.log(`\nLighthouse, mobile, simulated slow 4G (${baseUrl}):`);
  const lighthouseRows = await runLighthouse(baseUrl);

  const paths = builtPagePaths();
  const jsByPath = await phoneJsBytes(baseUrl, paths);
  const pages = [];
  for (const path of paths) {
    pages.push({
      path,
      firstPaintBytes: await firstPaintBytes(path),
      phoneJsBytes: jsByPath.get(path) ?? 0,
      mustShipNoJs: mustShipNoJsOnPhone(path),
    });
  }
  const overBudget = pages.filter((page) => page.firstPaintBytes > FIRST_PAINT_BUDGET);
  const overOwnBudget = pages.filter((page) => page.firstPaintBytes > firstPaintBudgetFor(page.path).bytes);
  const jsWhereNone = pages.filter((page) => page.mustShipNoJs && page.phoneJsBytes > 0);
  const largest = [...pages].sort((a, b) => b.firstPaintBytes - a.firstPaintBytes).slice(0, 10);
  console.log(`\nEvery page (${pages.length}): HTML + render-blocking CSS gzip, JS before interaction on a phone`);
  console.log(`  largest first paints:`);
  for (const page of largest)
    console.log(`    ${page.path.padEnd(60)} ${kb(page.firstPaintBytes)}  JS ${kb(page.phoneJsBytes)}`);
  console.log(`  pages over one round trip (${kb(FIRST_PAINT_BUDGET)}): ${overBudget.length} of ${pages.length}`);
  console.log(`  pages over their own budget (tests/support/page-policy.mjs): ${overOwnBudget.length}`);
  console.log(`  pages that must ship no JS but do: ${jsWhereNone.length}`);
  console.log(
    `  pages shipping JS on a phone: ${
      pages
        .filter((p) => p.phoneJsBytes > 0)
        .map((p) => `${p.path} (${kb(p.phoneJsBytes)})`)
        .join(", ") || "none"
    }`,
  );

  await mkdir(OUT_DIR, { recursive: true });
  const results = { measuredAt: new Date().toISOString(), buildSeconds, lighthouse: lighthouseRows, pages };
  await writeFile(join(OUT_DIR, "bench.json"), JSON.stringify(results, null, 2));
  await writeFile(join(OUT_DIR, "report.html"), renderReport(results));
  console.log(`\nWrote ${OUT_DIR}/bench.json and ${OUT_DIR}/report.html`);
} finally {
  server.kill();
}
