// @ts-check
// `npm run bench:scale`: how the site grows with its catalogue. For 13 (today's), 250 and 1,000 franchises it
// copies the project, generates the extra entries (src/scripts/generate-catalogue.ts), builds, serves the build
// and prints: build time as a ratio to the 13-entry build (one run each), pages built, gzip bytes of /franchises,
// of the largest category page, the largest location page, /contact and the largest franchise page, the bytes
// the header search downloads on first use, and the time from a typed query to its suggestions with the CPU slowed
// 4× (the keystroke pause and the server's answer included), the gzip bytes and time of a /match answer (every franchise ranked), and the header's first suggestions for
// three queries: Brotli bytes with headers and round trips after the keystroke pause; and the build's CPU time cold
// and after one article edit, as ratios to the 13-entry cold build (build-cpu.mjs). Targets at 1,000
// are printed beside the figures; nothing is asserted. Results: bench-results/scale.json.
//   BENCH_SCALE_SIZES=13,250,1000 (default) picks the sizes; --builds-only measures the builds alone.
import { readFileSync, readdirSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { get as httpGet } from "node:http";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../support/chromium.mjs";
import { startBuiltSite } from "../support/site-server.mjs";
import { BUILD_CPU_TARGETS, buildColdAndEdited, printBuildCpu } from "./build-cpu.mjs";

const BUILDS_ONLY = process.argv.includes("--builds-only");
const SIZES = (process.env.BENCH_SCALE_SIZES ?? "13,250,1000").split(",").map(Number);
const TARGETS = {
  pageKb: 20,
  searchKb: 60,
  suggestKb: 15,
  suggestRoundTrips: 1,
  buildRatio: 4,
  buildCpuRatio: BUILD_CPU_TARGETS.coldRatio,
  editCpuRatio: BUILD_CPU_TARGETS.editRatio,
};
const kb = (/** @type {number} */ bytes) => Number((bytes / 1024).toFixed(1));
const gzip = (/** @type {string | Buffer} */ text) => gzipSync(text, { level: 6 }).length;

/**
 * The gzip size of the largest built page among files of a folder (page 1 files only, not page/N).
 * @param {string} clientDir
 * @param {string} folder
 */
function largestIn(clientDir, folder) {
  let best = { path: "", bytes: 0 };
  for (const file of readdirSync(join(clientDir, folder))) {
    if (!file.endsWith(".html") || file === "404.html") continue;
    const bytes = gzip(readFileSync(join(clientDir, folder, file)));
    if (bytes > best.bytes) best = { path: `/${folder}/${file.replace(/\.html$/, "")}`, bytes };
  }
  return best;
}

/** @param {string} dir */
function countPages(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).length;
}

/**
 * The header search's first use: the island's code fetched from the first pointer over the box until it is a
 * combobox (encoded bytes as sent; it fetches no data before a query), and the time from a typed query to its
 * suggestions on screen with the CPU slowed 4×: the keystroke pause, the server's answer and the drawing.
 * @param {string} baseUrl
 */
async function measureHeaderSearch(baseUrl) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/about`, { waitUntil: "networkidle" });
    /** @type {{ url: string, bytes: number }[]} */
    const fetched = [];
    const onFinished = async (/** @type {import("@playwright/test").Request} */ request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes) fetched.push({ url: request.url(), bytes: sizes.responseBodySize });
    };
    page.on("requestfinished", onFinished);
    const input = page.locator("#desktop-franchise-search");
    await input.hover();
    await input.focus();
    await page.waitForFunction(
      () => document.querySelector("#desktop-franchise-search")?.getAttribute("role") === "combobox",
    );
    await page.waitForLoadState("networkidle");
    page.off("requestfinished", onFinished);
    const isData = (/** @type {{ url: string }} */ entry) =>
      /\/search\/suggest|search-index\.json|\/pagefind\//.test(entry.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const times = [];
    for (const text of ["co", "le", "ca", "ho", "ba"]) {
      await input.fill("");
      times.push(
        await page.evaluate(async (typed) => {
          const box = /** @type {HTMLInputElement} */ (document.querySelector("#desktop-franchise-search"));
          const started = performance.now();
          const shown = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.querySelector('[role="group"] [role="option"]')) {
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
      firstUseBytes: fetched.filter(isData).reduce((sum, entry) => sum + entry.bytes, 0),
      firstUseCodeBytes: fetched.filter((entry) => !isData(entry)).reduce((sum, entry) => sum + entry.bytes, 0),
      typedToSuggestionsMs: Number(times[Math.floor(times.length / 2)].toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Bytes on the wire for one GET (status line, headers and body as sent) with Brotli accepted, and the body.
 * @param {string} url
 * @returns {Promise<{ bytes: number, coding: string, decoded: Buffer }>}
 */
function rawGet(url, acceptEncoding = "br") {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
        const head = Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`);
        const decoded = response.headers["content-encoding"] === "br" ? brotliDecompressSync(body) : body;
        resolve({ bytes: head + body.length, coding: response.headers["content-encoding"] ?? "identity", decoded });
      });
    }).on("error", reject);
  });
}

/** The queries the header search's first suggestions are measured for. */
const SUGGEST_QUERIES = ["clean", "leeds", "vat"];

/**
 * The header search's first suggestions: for each query, typed into the hydrated island at desktop
 * width, the requests made after the last keystroke until the suggestions show (counted by the browser: round
 * trips; requests for a prefix while typing are counted apart), and the bytes of the suggestions' answer as
 * Brotli with its headers, as a browser on HTTPS receives it (Chromium asks plain-HTTP hosts for gzip only, so the
 * bytes are fetched here with `Accept-Encoding: br`).
 * Beside it, the lighter of the static alternatives: the directory's compact franchise index
 * (/franchises/search-index.json, names, categories and towns only, no pages of the site), as Brotli with headers.
 * @param {string} baseUrl
 */
async function measureSuggestions(baseUrl) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/about`, { waitUntil: "networkidle" });
    const input = page.locator("#desktop-franchise-search");
    await input.hover();
    await input.focus();
    await page.waitForFunction(
      () => document.querySelector("#desktop-franchise-search")?.getAttribute("role") === "combobox",
    );
    const rows = [];
    for (const query of SUGGEST_QUERIES) {
      await input.fill("");
      // Requests while typing (a machine slow enough to pause longer than the keystroke pause between letters
      // asks for a prefix, then aborts it) and after the last keystroke: the round trips the suggestions wait for.
      /** @type {{ url: string, afterTyping: boolean }[]} */
      const requests = [];
      let typed = false;
      const onRequest = (/** @type {import("@playwright/test").Request} */ request) =>
        requests.push({ url: request.url(), afterTyping: typed });
      page.on("request", onRequest);
      const answered = page.waitForResponse(
        (response) => response.url().includes("/search/suggest?") && response.url().endsWith(`q=${query}`),
      );
      await input.pressSequentially(query);
      typed = true;
      const response = await answered;
      await page.waitForSelector('[role="listbox"] [role="group"] [role="option"]', { state: "attached" });
      page.off("request", onRequest);
      const wire = await rawGet(response.url());
      /** @type {{ groups: { options: unknown[] }[] }} */
      const answer = JSON.parse(wire.decoded.toString("utf8"));
      rows.push({
        query,
        roundTrips: requests.filter((request) => request.afterTyping).length,
        requestsWhileTyping: requests.filter((request) => !request.afterTyping).length,
        bytes: wire.bytes,
        coding: wire.coding,
        suggestions: answer.groups.reduce((sum, group) => sum + group.options.length, 0),
      });
    }
    const staticIndex = await rawGet(`${baseUrl}/franchises/search-index.json`);
    return { rows, staticIndexBytes: staticIndex.bytes };
  } finally {
    await browser.close();
  }
}

/**
 * The results JSON the directory island asks for (the "ask the server" design): gzip bytes and median time, warm.
 * @param {string} baseUrl
 */
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
 * @param {string} baseUrl
 */
async function measureMatchAnswer(baseUrl) {
  const answer = (/** @type {number} */ cash, /** @type {string} */ area) =>
    `${baseUrl}/match?cash=${cash}&sector=cleaning&sector=care&work=owner-operator&base=home-or-van&staff=1-5&area=${area}&exp=management&start=6`;
  await (await fetch(answer(40000, "england"))).text(); // the first request loads the catalogue into the server
  const times = [];
  let body = "";
  for (const [cash, area] of /** @type {[number, string][]} */ ([
    [20000, "england"],
    [40000, "scotland"],
    [60000, "wales"],
    [80000, "west-yorkshire"],
    [120000, "northern-ireland"],
  ])) {
    const started = performance.now();
    body = await (await fetch(answer(cash, area))).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { bytes: gzip(body), ms: Number(times[2].toFixed(1)) };
}

/**
 * A build's figures, and how they compare with the 13-entry build's (added once every size is built).
 * @typedef {{ size: number, buildMs: number, buildCpuSeconds: number, editBuildCpuSeconds: number, buildRatio?: number, buildCpuRatio?: number, editCpuRatio?: number }} BuildRow
 */
/** @typedef {{ path: string, kb: number }} LargestPage */
/**
 * A build's figures and the built site's, measured unless BUILDS_ONLY.
 * @typedef {BuildRow & {
 *   pages: number, franchisesKb: number, largestCategory: LargestPage, largestLocation: LargestPage,
 *   contactKb: number, largestFranchise: LargestPage, searchIndexKb: number, headerSearchFirstUseKb: number,
 *   headerSearchCodeKb: number, typedToSuggestionsMs: number, resultsJson: { kb: number, ms: number },
 *   matchAnswer: { kb: number, ms: number }, staticFranchiseIndexBrKb: number,
 *   firstSuggestions: { query: string, kb: number, roundTrips: number, requestsWhileTyping: number }[],
 * }} SiteRow
 */

/**
 * The built site's figures: a copy's build served and measured.
 * @param {string} copy
 * @returns {Promise<Omit<SiteRow, keyof BuildRow>>}
 */
async function measureSite(copy) {
  const clientDir = join(copy, "dist", "client");
  const site = await startBuiltSite({ distDir: join(copy, "dist") });
  try {
    const get = async (/** @type {string} */ path) => gzip(await (await fetch(`${site.baseUrl}${path}`)).text());
    const category = largestIn(clientDir, "franchises/category");
    const location = largestIn(clientDir, "locations");
    const franchise = largestIn(clientDir, "franchises");
    const search = await measureHeaderSearch(site.baseUrl);
    const resultsJson = await measureResultsJson(site.baseUrl);
    const matchAnswer = await measureMatchAnswer(site.baseUrl);
    const suggestions = await measureSuggestions(site.baseUrl);
    const fullIndexBytes = gzip(readFileSync(join(clientDir, "franchises", "search-index.json")));
    return {
      pages: countPages(clientDir),
      franchisesKb: kb(await get("/franchises")),
      largestCategory: { path: category.path, kb: kb(category.bytes) },
      largestLocation: { path: location.path, kb: kb(location.bytes) },
      contactKb: kb(await get("/contact")),
      largestFranchise: { path: franchise.path, kb: kb(franchise.bytes) },
      searchIndexKb: kb(fullIndexBytes),
      headerSearchFirstUseKb: kb(search.firstUseBytes),
      headerSearchCodeKb: kb(search.firstUseCodeBytes),
      typedToSuggestionsMs: search.typedToSuggestionsMs,
      resultsJson: { kb: kb(resultsJson.bytes), ms: resultsJson.ms },
      matchAnswer: { kb: kb(matchAnswer.bytes), ms: matchAnswer.ms },
      firstSuggestions: suggestions.rows.map((row) => ({ ...row, kb: kb(row.bytes) })),
      staticFranchiseIndexBrKb: kb(suggestions.staticIndexBytes),
    };
  } finally {
    await site.close();
  }
}

/** @type {(BuildRow | SiteRow)[]} */
const results = [];
/** Whether the built site was measured too (every row, unless BUILDS_ONLY). */
const measuredSite = (/** @type {BuildRow | SiteRow} */ row) => "pages" in row;
for (const size of SIZES) {
  process.stdout.write(`\n${size} franchises: copying and building… `);
  const { row: build, more: site } = await buildColdAndEdited(size, async (copy, build) => {
    console.log(
      `built in ${(build.coldMs / 1000).toFixed(0)} s, ${build.coldCpuSeconds} CPU s cold, ${build.editCpuSeconds} CPU s after one article edit`,
    );
    return BUILDS_ONLY ? undefined : await measureSite(copy);
  });
  /** @type {BuildRow} */
  const row = {
    size,
    buildMs: build.coldMs,
    buildCpuSeconds: build.coldCpuSeconds,
    editBuildCpuSeconds: build.editCpuSeconds,
  };
  results.push(site ? { ...row, ...site } : row);
}

const base = results.find((row) => row.size === 13) ?? results[0];
for (const row of results) {
  row.buildRatio = Number((row.buildMs / base.buildMs).toFixed(2));
  row.buildCpuRatio = Number((row.buildCpuSeconds / base.buildCpuSeconds).toFixed(2));
  row.editCpuRatio = Number((row.editBuildCpuSeconds / base.buildCpuSeconds).toFixed(2));
}

printBuildCpu(
  results.map((row) => ({
    size: row.size,
    coldCpuSeconds: row.buildCpuSeconds,
    editCpuSeconds: row.editBuildCpuSeconds,
  })),
);

if (!BUILDS_ONLY)
  console.log(
    "\nsize  build×  pages  /franchises  category  location  /contact  franchise  search data 1st use  typed→shown  /match answer  first suggestions (Brotli with headers, round trips)",
  );
for (const row of results.filter(measuredSite)) {
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
      `${row.typedToSuggestionsMs} ms`.padEnd(10),
      `${row.matchAnswer.kb} KB in ${row.matchAnswer.ms} ms`.padEnd(14),
      row.firstSuggestions
        .map(
          (one) =>
            `"${one.query}" ${one.kb} KB in ${one.roundTrips}${one.requestsWhileTyping ? ` (+${one.requestsWhileTyping} while typing)` : ""}`,
        )
        .join(", "),
    ].join(" "),
  );
}
for (const row of results.filter(measuredSite))
  console.log(
    `${row.size} franchises: the static alternative, the compact franchise index alone, would be ${row.staticFranchiseIndexBrKb} KB (Brotli with headers) before any page of the site.`,
  );
console.log(
  `Targets at 1,000: every page ≤ ${TARGETS.pageKb} KB gzip, header search first use ≤ ${TARGETS.searchKb} KB, first suggestions ≤ ${TARGETS.suggestKb} KB in ${TARGETS.suggestRoundTrips} round trip, build ≤ ${TARGETS.buildRatio}× the 13-entry build.`,
);
await mkdir("bench-results", { recursive: true });
await writeFile(join("bench-results", "scale.json"), `${JSON.stringify({ targets: TARGETS, results }, null, 2)}\n`);
console.log("Written to bench-results/scale.json");
