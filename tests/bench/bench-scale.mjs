// `npm run bench:scale`: how the site grows with its catalogue. For 13 (today's), 250 and 1,000 franchises it
// copies the project, generates the extra entries (src/scripts/generate-catalogue.mjs), builds, serves the build
// and prints: build time as a ratio to the 13-entry build (one run each), pages built, gzip bytes of /franchises,
// of the largest category page, the largest location page, /contact and the largest franchise page, the bytes
// the header search downloads on first use, and the time from a keystroke to suggestions with the CPU slowed
// 4×, the gzip bytes and time of a /match answer (every franchise ranked), and the search data the header's site
// search fetches for its first query; and the build's CPU time (user + system, its child processes included)
// cold (no caches) and again after one article is edited (Astro's and the precompression caches kept), as
// ratios to the 13-entry cold build (issue 35 §3). Targets at 1,000 are printed
// beside the figures; nothing is asserted. Results: bench-results/scale.json.
//   BENCH_SCALE_SIZES=13,250,1000 (default) picks the sizes; --builds-only measures the builds alone.
import { readFileSync, readdirSync } from "node:fs";
import { appendFile, mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/chromium.mjs";
import { buildCopy, copyProject } from "../support/project-copy.mjs";
import { startBuiltSite } from "../support/site-server.mjs";
import { generateCatalogue } from "../../src/scripts/generate-catalogue.mjs";

const BUILDS_ONLY = process.argv.includes("--builds-only");
const SIZES = (process.env.BENCH_SCALE_SIZES ?? "13,250,1000").split(",").map(Number);
const TARGETS = { pageKb: 20, searchKb: 60, keystrokeMs: 50, buildRatio: 4, buildCpuRatio: 3, editCpuRatio: 1.5 };
const CLOCK_TICKS = 100; // USER_HZ: the unit of /proc's CPU times on Linux

/** CPU seconds (user + system) of this process's finished children so far, from /proc/self/stat. */
function childrenCpuSeconds() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  // After the command name: field 16 is cutime, 17 cstime (1-based in proc(5)); here shifted by the two before.
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/** Builds a copy; resolves with the wall time (ms) and the CPU seconds the build and its children used. */
async function measuredBuild(copy) {
  const before = childrenCpuSeconds();
  const ms = await buildCopy(copy);
  return { ms, cpuSeconds: Number((childrenCpuSeconds() - before).toFixed(1)) };
}

/** Edits one article (a sentence added at its end), as an editor's change between two builds. */
async function editOneArticle(copy) {
  const dir = join(copy, "src", "content", "blog");
  const article = readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()[0];
  await appendFile(join(dir, article), "\nOne more sentence, added between two builds.\n");
}
const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gzip = (text) => gzipSync(text, { level: 6 }).length;

/** The gzip size of the largest built page among files of a folder (page 1 files only, not page/N). */
function largestIn(clientDir, folder) {
  let best = { path: "", bytes: 0 };
  for (const file of readdirSync(join(clientDir, folder))) {
    if (!file.endsWith(".html") || file === "404.html") continue;
    const bytes = gzip(readFileSync(join(clientDir, folder, file)));
    if (bytes > best.bytes) best = { path: `/${folder}/${file.replace(/\.html$/, "")}`, bytes };
  }
  return best;
}

function countPages(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).length;
}

/** Bytes (encoded) the header search fetches on first use, and keystroke-to-suggestions time at 4× CPU slowdown. */
async function measureHeaderSearch(baseUrl) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/about`, { waitUntil: "networkidle" });
    const before = await page.evaluate(() => performance.getEntriesByType("resource").length);
    const input = page.locator("#desktop-franchise-search");
    const indexFetched = page.waitForResponse(/search-index\.json/);
    await input.hover();
    await input.focus();
    await page.waitForFunction(
      () => document.querySelector("#desktop-franchise-search")?.getAttribute("role") === "combobox",
    );
    await (await indexFetched).finished();
    await page.waitForTimeout(200); // let the resource timing entry land
    // Data (the index) and code (the island's scripts) fetched on first use, as sent (gzip by `npm start`).
    const firstUse = await page.evaluate((skip) => {
      const fetched = performance.getEntriesByType("resource").slice(skip);
      const size = (entry) => entry.encodedBodySize || entry.transferSize || 0;
      const isData = (entry) => /search-index\.json/.test(entry.name);
      return {
        data: fetched.filter(isData).reduce((sum, entry) => sum + size(entry), 0),
        code: fetched.filter((entry) => !isData(entry)).reduce((sum, entry) => sum + size(entry), 0),
      };
    }, before);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const times = [];
    for (const text of ["co", "le", "ca", "ho", "ba"]) {
      await input.fill("");
      await page.waitForTimeout(50);
      times.push(
        await page.evaluate(async (typed) => {
          const box = document.querySelector("#desktop-franchise-search");
          const started = performance.now();
          const shown = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.querySelector('[role="option"]')) {
                observer.disconnect();
                resolve(undefined);
              }
            });
            observer.observe(document.body, { subtree: true, childList: true });
          });
          box.value = typed;
          box.dispatchEvent(new Event("input", { bubbles: true }));
          await shown;
          return performance.now() - started;
        }, text),
      );
    }
    times.sort((a, b) => a - b);
    return {
      firstUseBytes: firstUse.data,
      firstUseCodeBytes: firstUse.code,
      keystrokeMs: Number(times[Math.floor(times.length / 2)].toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The site search's first query in the header: bytes of search data (the franchise index and the Pagefind
 * bundle's script, WebAssembly, index and fragments, as sent) from the first focus until the grouped results show
 * pages of the site, besides the island's own code, which `measureHeaderSearch` reports.
 */
async function measureSiteSearch(baseUrl) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/about`, { waitUntil: "networkidle" });
    const before = await page.evaluate(() => performance.getEntriesByType("resource").length);
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await page.waitForFunction(
      () => document.querySelector("#desktop-franchise-search")?.getAttribute("role") === "combobox",
    );
    await input.pressSequentially("franchise");
    // A group other than franchises: pages of the site found by Pagefind.
    await page.waitForSelector('[role="listbox"] [role="group"]:not([aria-labelledby$="-group-0"]) [role="option"]', {
      timeout: 30_000,
    });
    await page.waitForTimeout(300); // let the resource timing entries land
    return page.evaluate((skip) => {
      const size = (entry) => entry.encodedBodySize || entry.transferSize || 0;
      return performance
        .getEntriesByType("resource")
        .slice(skip)
        .filter((entry) => /\/pagefind\/|search-index\.json/.test(entry.name))
        .reduce((sum, entry) => sum + size(entry), 0);
    }, before);
  } finally {
    await browser.close();
  }
}

/** The results JSON the directory island asks for (the "ask the server" design): gzip bytes and median time, warm. */
async function measureResultsJson(baseUrl) {
  const url = `${baseUrl}/franchises/results.json?q=care&investment=low`;
  await (await fetch(url)).text(); // the first request loads the catalogue into the server
  const times = [];
  let body = "";
  for (const q of ["care", "coffee", "leeds", "clean", "home"]) {
    const started = performance.now();
    body = await (await fetch(url.replace("q=care", `q=${q}`))).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { bytes: gzip(body), ms: Number(times[2].toFixed(1)) };
}

/**
 * A "Find my franchise" answer (/match?…, rendered on demand, every franchise ranked): gzip bytes and median time,
 * warm, over five answers that differ in cash and place.
 */
async function measureMatchAnswer(baseUrl) {
  const answer = (cash, area) =>
    `${baseUrl}/match?cash=${cash}&sector=cleaning&sector=care&work=owner-operator&base=home-or-van&staff=1-5&area=${area}&exp=management&start=6`;
  await (await fetch(answer(40000, "england"))).text(); // the first request loads the catalogue into the server
  const times = [];
  let body = "";
  for (const [cash, area] of [
    [20000, "england"],
    [40000, "scotland"],
    [60000, "wales"],
    [80000, "west-yorkshire"],
    [120000, "northern-ireland"],
  ]) {
    const started = performance.now();
    body = await (await fetch(answer(cash, area))).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { bytes: gzip(body), ms: Number(times[2].toFixed(1)) };
}

const results = [];
for (const size of SIZES) {
  process.stdout.write(`\n${size} franchises: copying and building… `);
  const copy = await copyProject(`bench-scale-${size}-`);
  try {
    generateCatalogue(copy, size);
    const cold = await measuredBuild(copy);
    await editOneArticle(copy);
    const edited = await measuredBuild(copy);
    const buildMs = cold.ms;
    console.log(
      `built in ${(buildMs / 1000).toFixed(0)} s, ${cold.cpuSeconds} CPU s cold, ${edited.cpuSeconds} CPU s after one article edit`,
    );
    if (BUILDS_ONLY) {
      results.push({
        size,
        buildMs: Math.round(buildMs),
        buildCpuSeconds: cold.cpuSeconds,
        editBuildCpuSeconds: edited.cpuSeconds,
      });
      continue;
    }
    const clientDir = join(copy, "dist", "client");
    const site = await startBuiltSite({ distDir: join(copy, "dist") });
    try {
      const get = async (path) => gzip(await (await fetch(`${site.baseUrl}${path}`)).text());
      const category = largestIn(clientDir, "franchises/category");
      const location = largestIn(clientDir, "locations");
      const franchise = largestIn(clientDir, "franchises");
      const search = await measureHeaderSearch(site.baseUrl);
      const resultsJson = await measureResultsJson(site.baseUrl);
      const matchAnswer = await measureMatchAnswer(site.baseUrl);
      const siteSearchBytes = await measureSiteSearch(site.baseUrl);
      const fullIndexBytes = gzip(readFileSync(join(clientDir, "franchises", "search-index.json")));
      const row = {
        size,
        buildMs: Math.round(buildMs),
        buildCpuSeconds: cold.cpuSeconds,
        editBuildCpuSeconds: edited.cpuSeconds,
        pages: countPages(clientDir),
        franchisesKb: kb(await get("/franchises")),
        largestCategory: { path: category.path, kb: kb(category.bytes) },
        largestLocation: { path: location.path, kb: kb(location.bytes) },
        contactKb: kb(await get("/contact")),
        largestFranchise: { path: franchise.path, kb: kb(franchise.bytes) },
        searchIndexKb: kb(fullIndexBytes),
        headerSearchFirstUseKb: kb(search.firstUseBytes),
        headerSearchCodeKb: kb(search.firstUseCodeBytes),
        keystrokeMs: search.keystrokeMs,
        resultsJson: { kb: kb(resultsJson.bytes), ms: resultsJson.ms },
        matchAnswer: { kb: kb(matchAnswer.bytes), ms: matchAnswer.ms },
        siteSearchFirstQueryKb: kb(siteSearchBytes),
      };
      results.push(row);
    } finally {
      await site.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

const base = results.find((row) => row.size === 13) ?? results[0];
for (const row of results) {
  row.buildRatio = Number((row.buildMs / base.buildMs).toFixed(2));
  row.buildCpuRatio = Number((row.buildCpuSeconds / base.buildCpuSeconds).toFixed(2));
  row.editCpuRatio = Number((row.editBuildCpuSeconds / base.buildCpuSeconds).toFixed(2));
}

console.log("\nBuild CPU time (user + system, children included), as a ratio to the 13-entry cold build:");
for (const row of results)
  console.log(
    `  ${String(row.size).padEnd(5)} cold ${row.buildCpuSeconds} s (${row.buildCpuRatio}×)   after one article edit ${row.editBuildCpuSeconds} s (${row.editCpuRatio}×)`,
  );
console.log(
  `  Targets at 1,000: cold ≤ ${TARGETS.buildCpuRatio}×, after one edit ≤ ${TARGETS.editCpuRatio}× the 13-entry cold build.`,
);

if (!BUILDS_ONLY)
  console.log(
    "\nsize  build×  pages  /franchises  category  location  /contact  franchise  search data 1st use  keystroke  /match answer  site search 1st query",
  );
for (const row of results.filter(() => !BUILDS_ONLY)) {
  console.log(
    [
      String(row.size).padEnd(5),
      String(row.buildRatio).padEnd(7),
      String(row.pages).padEnd(6),
      `${row.franchisesKb} KB`.padEnd(12),
      `${row.largestCategory.kb} KB`.padEnd(9),
      `${row.largestLocation.kb} KB`.padEnd(9),
      `${row.contactKb} KB`.padEnd(9),
      `${row.largestFranchise.kb} KB`.padEnd(10),
      `${row.headerSearchFirstUseKb} KB`.padEnd(15),
      `${row.keystrokeMs} ms`.padEnd(10),
      `${row.matchAnswer.kb} KB in ${row.matchAnswer.ms} ms`.padEnd(14),
      `${row.siteSearchFirstQueryKb} KB`,
    ].join(" "),
  );
}
console.log(
  `Targets at 1,000: every page ≤ ${TARGETS.pageKb} KB gzip, header search first use and the site search's first query ≤ ${TARGETS.searchKb} KB, keystroke ≤ ${TARGETS.keystrokeMs} ms at 4× CPU, build ≤ ${TARGETS.buildRatio}× the 13-entry build.`,
);
await mkdir("bench-results", { recursive: true });
await writeFile(join("bench-results", "scale.json"), `${JSON.stringify({ targets: TARGETS, results }, null, 2)}\n`);
console.log("Written to bench-results/scale.json");
