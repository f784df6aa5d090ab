// @ts-check
// Issue 55: how the pages rendered per request keep up with a static one. For the sample catalogue (this project's
// build in dist/) and the generated 1,000-franchise one (a copy built once per change of the sources, in the temp
// folder), the built site is started as `npm start` starts it (`node src/server/start.mjs` in its folder, NODE_ENV
// as the caller's shell has it), and each page below is loaded by 16 connections at once, Brotli accepted, for a few
// seconds (autocannon): requests/s and the latency's p50 and p99, beside the static home page in the same round, and
// the server's CPU time per answer (user and system, all its threads, from /proc): on a machine others share, the
// figure that moves least with their load, so before and after can be told apart when requests/s cannot.
// Rounds repeat (BENCH_ON_DEMAND_ROUNDS, 3) and the medians are printed with the issue's targets:
//  - at 1,000 franchises each public on-demand page serves at least a quarter of the static page's requests/s, with
//    p99 under 4× the static page's;
//  - no page's throughput at 1,000 is below half of its own at 13.
// The same again under issue 53's sign-in flood (tests/bench/sign-in-flood.mjs), then each page's p50 and p99 with
// the flood beside its own without it, against the target of 3× (printFloodComparison). Run alone
// (`npm run bench:on-demand`, after `npm run build`) or as part of `npm run bench`. It asserts nothing about time.
//   BENCH_ON_DEMAND_SIZES=13,1000  BENCH_ON_DEMAND_SECONDS=5  BENCH_ON_DEMAND_ROUNDS=3
//   BENCH_CPU_PROFILE=<dir>: the server runs with --cpu-prof into <dir>; the top functions are printed at the end.
//   BENCH_ON_DEMAND_PAGES=search,match: only the pages whose path starts with /search or /match (and the static one),
//   to profile one page alone.
//   BENCH_ON_DEMAND_BESIDE=<another checkout>: its build too, page by page in turn with this one's (before and after).
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { PROJECT_DIR } from "../support/project-copy.mjs";
import { generatedCatalogueSite } from "../support/catalogue-site.mjs";
import { builtFranchiseSlugs } from "../support/on-demand-samples.mjs";
import { freePort } from "../support/free-port.mjs";
import { issueSession, makeOwnerHash, readOwnerConfig, sessionKey } from "../../src/lib/stats/owner-auth.ts";
import { SHORTLIST_COOKIE } from "../../src/lib/decide/shortlist.ts";
import { printProfileTop } from "./cpu-profile-top.mjs";
import { median } from "./median.mjs";

export const ON_DEMAND_TARGETS = { shareOfStatic: 0.25, p99TimesStatic: 4, shareOfOwnAt13: 0.5 };
/** Issue 53's target: during the 64-way sign-in flood, each page answers within 3× its time without it. */
export const FLOOD_TARGET = { timesCalm: 3 };
const SIZES = (process.env.BENCH_ON_DEMAND_SIZES ?? "13,1000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_ON_DEMAND_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ON_DEMAND_ROUNDS ?? 3));
const CONNECTIONS = 16;
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE ? resolve(process.env.BENCH_CPU_PROFILE) : undefined;
const STATIC_PAGE = "/";
// The kernel's clock ticks per second, in which /proc gives a process's CPU time (100 on common Linux builds).
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();
const ONLY = process.env.BENCH_ON_DEMAND_PAGES?.split(",").map((name) => `/${name.replace(/^\//, "")}`);

/**
 * A page measured: its label, the requests its connections cycle through (a path with its query, and headers such
 * as a cookie), and whether the targets apply (the owner's page is private: measured, but no visitor lands there).
 * @typedef {{ label: string, requests: { path: string, headers?: Record<string, string> }[], public: boolean }} BenchPage
 */

/** Eight of a kind: the queries each route cycles through. */
const EIGHT = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * The pages for one build: the static page first, then every public on-demand route, each with eight queries a
 * campaign or its visitors send (words, cash figures and postcodes, pairs and lists of franchises; slugs taken from
 * the build, not assumed), cycled, so no page is measured as if every visitor asked the same thing.
 * @param {string} clientDir
 * @param {string} ownerCookie
 * @returns {BenchPage[]}
 */
function benchPages(clientDir, ownerCookie) {
  const slugs = builtFranchiseSlugs(clientDir);
  const slug = (/** @type {number} */ n) => slugs[(n * 7) % slugs.length];
  const cycled = (/** @type {(n: number) => string} */ pathFor) => EIGHT.map((n) => ({ path: pathFor(n) }));
  const words = ["cleaning", "coffee", "care", "pet", "home", "vat", "cleening", "leeds"];
  const topics = ["vat", "franchise", "leeds", "cleaning", "loan", "territory", "coffee", "fees"];
  const sectors = ["care", "cleaning", "food-beverage", "care", "home-services", "cleaning", "care", "pets"];
  const postcodes = ["LS6+2AB", "M1+1AE", "EH1+1YZ", "CF10+1EP", "BS1+4DJ", "B1+1AA", "G1+1XQ", "BT1+5GS"];
  const kinds = ["seminar", "webinar", "exhibition", "discovery-day"];
  const nations = ["england", "scotland", "wales", "northern-ireland"];
  return [
    { label: "static home page", requests: [{ path: STATIC_PAGE }], public: true },
    { label: "directory search", requests: cycled((n) => `/franchises/search?q=${words[n]}`), public: true },
    { label: "site search", requests: cycled((n) => `/search?q=${topics[n]}`), public: true },
    {
      label: "find my franchise",
      requests: cycled((n) => `/match?cash=${25000 + 5000 * n}&sector=${sectors[n]}`),
      public: true,
    },
    { label: "compare two", requests: cycled((n) => `/compare?f=${slug(n)},${slug(n + 1)}`), public: true },
    { label: "affordability", requests: cycled((n) => `/affordability?cash=${20000 + 7500 * n}`), public: true },
    {
      label: "area check",
      requests: cycled((n) => `/area-check?franchise=${slug(n)}&postcode=${postcodes[n]}`),
      public: true,
    },
    {
      label: "shortlist of three",
      requests: EIGHT.map((n) => ({
        path: "/shortlist",
        headers: { Cookie: `${SHORTLIST_COOKIE}=${[slug(n), slug(n + 2), slug(n + 5)].join(".")}` },
      })),
      public: true,
    },
    {
      label: "events, filtered",
      requests: cycled((n) => `/events?kind=${kinds[n % 4]}&nation=${nations[(n + 1) % 4]}`),
      public: true,
    },
    { label: "owner, signed in", requests: [{ path: "/owner", headers: { Cookie: ownerCookie } }], public: false },
  ];
}

/**
 * Starts a built site the way `npm start` does, in its own folder, with a lead database and an owner's password of
 * its own; resolves once /healthz answers 200 (the server's warm-up done).
 * @param {string} projectDir
 * @param {string} ownerHash
 */
async function startSite(projectDir, ownerHash) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "bench-on-demand-data-"));
  // The request log goes to a file, as a service's goes to its journal, not into this process's memory.
  const log = openSync(join(dataDir, "server.log"), "a");
  const profile = PROFILE_DIR ? ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR] : [];
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const child = spawn(process.execPath, [...profile, "src/server/start.mjs"], {
    cwd: projectDir,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LEADS_DATABASE_URL: `file:${join(dataDir, "leads.db")}`,
      OWNER_PASSWORD_HASH: ownerHash,
      // As behind a load balancer: X-Forwarded-For names the client, so the sign-in flood's rotating addresses
      // are as many clients, each under the lockout's limit (issue 53 §1's worst case).
      LEADS_TRUST_PROXY: "1",
    },
    stdio: ["ignore", log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = once(child, "exit");
  for (let ready = false; !ready;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited:\n${readFileSync(join(dataDir, "server.log"), "utf8")}`);
    ready = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((done) => setTimeout(done, 200));
  }
  return {
    baseUrl,
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A page's requests as autocannon sends them, Brotli accepted as browsers do.
 * @param {BenchPage} page
 */
const asked = (page) =>
  page.requests.map(({ path, headers }) => ({
    method: /** @type {const} */ ("GET"),
    path,
    headers: { "Accept-Encoding": "br, gzip", ...headers },
  }));

/**
 * A process's CPU time so far (user and system, every thread) in ms, or undefined where /proc cannot say.
 * @param {number} pid
 */
function cpuMsOf(pid) {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the whole line.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * One page under 16 connections for SECONDS: requests/s, p50 and p99 in ms, the server's CPU ms per answer (a
 * flood beside it included), and how many answers were not 200.
 * @param {{ baseUrl: string, pid: number }} site
 * @param {BenchPage} page
 */
async function load(site, page) {
  const cpuBefore = cpuMsOf(site.pid);
  const result = await autocannon({
    url: site.baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: asked(page),
  });
  const cpuAfter = cpuMsOf(site.pid);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerAnswer:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? NaN
        : (cpuAfter - cpuBefore) / result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** @typedef {{ requestsPerSecond: number, p50: number, p99: number, cpuMsPerAnswer: number, failed: number }} Figures */
/** @typedef {{ size: number, checkout: string, pages: (BenchPage & Figures)[] }} SizeResult */
/** @typedef {(baseUrl: string) => Promise<() => Promise<void>>} Flood */

/**
 * Every page of one size, ROUNDS times (the static page in each round), on each checkout's build at once (this
 * one's, and BENCH_ON_DEMAND_BESIDE's when set, the two measured page by page in turn, so both meet the same load),
 * as medians over the rounds.
 * @param {{ checkout: string, projectDir: string }[]} builds
 * @param {number} size
 * @param {string} ownerHash
 * @param {string} ownerCookie
 * @param {Flood} [flood] a load to run beside every measurement (the sign-in flood)
 * @returns {Promise<SizeResult[]>}
 */
async function benchSize(builds, size, ownerHash, ownerCookie, flood) {
  const pages = benchPages(join(builds[0].projectDir, "dist", "client"), ownerCookie).filter(
    (page, index) => index === 0 || !ONLY || ONLY.some((prefix) => page.requests[0].path.startsWith(prefix)),
  );
  const sites = [];
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  /** @type {Figures[][][]} by build, page, round */
  const figures = builds.map(() => pages.map(() => []));
  try {
    for (const build of builds) {
      const site = await startSite(build.projectDir, ownerHash);
      stops.push(site.stop);
      sites.push(site);
      if (flood) stops.push(await flood(site.baseUrl));
      // One short load of each page first, so no round pays for code the warm-up did not reach.
      for (const page of pages)
        await autocannon({ url: site.baseUrl, connections: 4, amount: 40, requests: asked(page) });
    }
    for (let round = 0; round < ROUNDS; round++) {
      const before = loadavg()[0].toFixed(2);
      // The checkouts take turns going first, round by round.
      const order = sites.map((_, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const [pageIndex, page] of pages.entries())
        for (const index of order) figures[index][pageIndex].push(await load(sites[index], page));
      console.log(`  ${size} franchises, round ${round + 1} of ${ROUNDS} (load average before it ${before})`);
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  return builds.map((build, index) => ({
    size,
    checkout: build.checkout,
    pages: pages.map((page, pageIndex) => {
      const rounds = figures[index][pageIndex];
      return {
        ...page,
        requestsPerSecond: median(rounds.map((one) => one.requestsPerSecond)),
        p50: median(rounds.map((one) => one.p50)),
        p99: median(rounds.map((one) => one.p99)),
        cpuMsPerAnswer: median(rounds.map((one) => one.cpuMsPerAnswer)),
        failed: rounds.reduce((sum, one) => sum + one.failed, 0),
      };
    }),
  }));
}

/**
 * What the table shows of a page's requests: the first path, and how many the connections cycle through.
 * @param {BenchPage} page
 */
const shownPath = (page) => {
  const more = page.requests.length > 1 ? ` (1 of ${page.requests.length})` : "";
  return page.requests[0].path.slice(0, 52 - more.length) + more;
};

/**
 * The table for one size, each page's figures against the static page's of the same run, and the targets.
 * @param {SizeResult} result
 * @param {SizeResult | undefined} base the 13-franchise result, for the last target
 */
export function printOnDemandTable(result, base) {
  const staticPage = result.pages[0];
  const isLarge = result.size >= 1000;
  console.log(
    `\n${result.size} franchises, ${result.checkout}: ${CONNECTIONS} connections, Brotli, median of ${ROUNDS} rounds of ${SECONDS} s:`,
  );
  console.log(
    `  ${"page".padEnd(20)} ${"path".padEnd(52)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"CPU ms".padStart(7)} ${"×static".padStart(8)} ${"p99÷static".padStart(10)} ${"÷own@13".padStart(8)}  targets`,
  );
  for (const page of result.pages) {
    const share = page.requestsPerSecond / staticPage.requestsPerSecond;
    const p99Ratio = page.p99 / staticPage.p99;
    const own = base?.pages.find((one) => one.label === page.label);
    const ownShare = own && base !== result ? page.requestsPerSecond / own.requestsPerSecond : undefined;
    /** @type {string[]} */
    const verdicts = [];
    if (page !== staticPage && page.public && isLarge) {
      verdicts.push(share >= ON_DEMAND_TARGETS.shareOfStatic ? "¼ static: met" : "¼ static: MISSED");
      verdicts.push(p99Ratio < ON_DEMAND_TARGETS.p99TimesStatic ? "p99 < 4×: met" : "p99 < 4×: MISSED");
    }
    if (ownShare !== undefined)
      verdicts.push(ownShare >= ON_DEMAND_TARGETS.shareOfOwnAt13 ? "½ own@13: met" : "½ own@13: MISSED");
    if (page.failed) verdicts.push(`${page.failed} answers not 200!`);
    console.log(
      `  ${page.label.padEnd(20)} ${shownPath(page).padEnd(52)} ${page.requestsPerSecond.toFixed(0).padStart(7)} ${String(page.p50).padStart(7)} ${String(page.p99).padStart(7)} ${page.cpuMsPerAnswer.toFixed(2).padStart(7)} ${share.toFixed(2).padStart(8)} ${p99Ratio.toFixed(2).padStart(10)} ${(ownShare === undefined ? "" : ownShare.toFixed(2)).padStart(8)}  ${verdicts.join(", ")}`,
    );
  }
}

/**
 * Issue 53's sign-in flood, when its bench is in main: tests/bench/sign-in-flood.mjs exporting
 * `startSignInFlood(baseUrl): Promise<() => Promise<void>>` (starts 64 concurrent wrong sign-ins to /owner, resolves
 * with a function that stops them). Until then this says so and the flood rows are left out.
 * @returns {Promise<Flood | undefined>}
 */
async function signInFlood() {
  const file = new URL("./sign-in-flood.mjs", import.meta.url);
  if (!existsSync(file)) return undefined;
  const flood = await import(file.href);
  return flood.startSignInFlood;
}

/**
 * The checkouts whose builds are measured: this one, and BENCH_ON_DEMAND_BESIDE's (another checkout of the site
 * with this bench in it, such as a worktree of the commit before a change, built) for before-and-after figures
 * under the same load.
 * @returns {Promise<{ checkout: string, dir: string, catalogueSite: (size: number) => Promise<string> }[]>}
 */
async function checkouts() {
  const beside = process.env.BENCH_ON_DEMAND_BESIDE ? resolve(process.env.BENCH_ON_DEMAND_BESIDE) : undefined;
  const dirs = [PROJECT_DIR, ...(beside ? [beside] : [])];
  for (const dir of dirs)
    if (!existsSync(join(dir, "dist", "server", "entry.mjs")))
      throw new Error(`No build in ${join(dir, "dist")}: run \`npm run build\` there first.`);
  return Promise.all(
    dirs.map(async (dir) => ({
      checkout: dir === PROJECT_DIR ? "this checkout" : dir,
      dir,
      catalogueSite:
        dir === PROJECT_DIR
          ? generatedCatalogueSite
          : /** @type {{ generatedCatalogueSite: (size: number) => Promise<string> }} */ (
              await import(pathToFileURL(join(dir, "tests", "support", "catalogue-site.mjs")).href)
            ).generatedCatalogueSite,
    })),
  );
}

/**
 * Each checkout's build of a size: its own for the sample catalogue, else its generated copy.
 * @param {Awaited<ReturnType<typeof checkouts>>} builds
 * @param {number} size
 */
async function buildsOf(builds, size) {
  const found = [];
  for (const build of builds)
    found.push({ checkout: build.checkout, projectDir: size === 13 ? build.dir : await build.catalogueSite(size) });
  return found;
}

/**
 * Each page's times under the sign-in flood beside its times without it, from the same run (same build, same
 * pages, one after the other), with issue 53's target: p50 and p99 within FLOOD_TARGET.timesCalm of the calm ones.
 * @param {SizeResult[]} calm
 * @param {SizeResult[]} flooded
 */
export function printFloodComparison(calm, flooded) {
  console.log(`
Page times without and with the sign-in flood (64 connections of wrong passwords to /owner):`);
  for (const result of flooded) {
    const before = calm.find((one) => one.size === result.size && one.checkout === result.checkout);
    if (!before) continue;
    console.log(`
${result.size} franchises, ${result.checkout}:`);
    console.log(
      `  ${"page".padEnd(20)} ${"p50 ms".padStart(7)} ${"flood".padStart(7)} ${"×".padStart(6)} ${"p99 ms".padStart(7)} ${"flood".padStart(7)} ${"×".padStart(6)}  target ≤ ${FLOOD_TARGET.timesCalm}×`,
    );
    for (const page of result.pages) {
      const was = before.pages.find((one) => one.label === page.label);
      if (!was) continue;
      // A page too fast to time (0 ms at autocannon's resolution) is measured against 1 ms.
      const p50Times = page.p50 / Math.max(was.p50, 1);
      const p99Times = page.p99 / Math.max(was.p99, 1);
      // No answer within the run at all: autocannon reports 0 ms, which must not read as fast.
      const unanswered = page.requestsPerSecond === 0;
      const met = !unanswered && p50Times <= FLOOD_TARGET.timesCalm && p99Times <= FLOOD_TARGET.timesCalm;
      const failed = `${unanswered ? `, no answer within ${SECONDS} s` : ""}${page.failed ? `, ${page.failed} answers not 200!` : ""}`;
      console.log(
        `  ${page.label.padEnd(20)} ${String(was.p50).padStart(7)} ${String(page.p50).padStart(7)} ${p50Times.toFixed(2).padStart(6)} ${String(was.p99).padStart(7)} ${String(page.p99).padStart(7)} ${p99Times.toFixed(2).padStart(6)}  ${met ? "met" : "MISSED"}${failed}`,
      );
    }
  }
}

/**
 * Every table: each checkout's by size, its 13-franchise figures the base of the last target.
 * @param {SizeResult[]} results
 */
function printAll(results) {
  for (const result of results)
    printOnDemandTable(
      result,
      results.find((one) => one.size === 13 && one.checkout === result.checkout),
    );
}

/**
 * The whole on-demand bench: each size's table, then the figures under the sign-in flood (when there is one).
 * @param {{ sizes?: number[] }} [options]
 */
export async function benchOnDemand({ sizes = SIZES } = {}) {
  console.log(
    `\nOn-demand pages beside a static one; NODE_ENV=${process.env.NODE_ENV ?? "(unset)"}, load average ${loadavg()
      .map((one) => one.toFixed(2))
      .join(" ")}`,
  );
  const ownerHash = await makeOwnerHash("bench-owner-password");
  const owner = readOwnerConfig({ OWNER_PASSWORD_HASH: ownerHash });
  if (!owner) throw new Error("the owner's hash did not read back");
  const ownerCookie = `owner_session=${issueSession(sessionKey(owner), Date.now())}`;
  const builds = await checkouts();
  /** @type {SizeResult[]} */
  const results = [];
  for (const size of sizes)
    results.push(...(await benchSize(await buildsOf(builds, size), size, ownerHash, ownerCookie)));
  printAll(results);
  console.log(
    `\nTargets: at 1,000 franchises each public on-demand page ≥ ${ON_DEMAND_TARGETS.shareOfStatic}× the static page's requests/s with p99 < ${ON_DEMAND_TARGETS.p99TimesStatic}× its p99; every page at 1,000 ≥ ${ON_DEMAND_TARGETS.shareOfOwnAt13}× its own requests/s at 13. Load average after: ${loadavg()
      .map((one) => one.toFixed(2))
      .join(" ")}`,
  );
  const flood = await signInFlood();
  /** @type {SizeResult[]} */
  const flooded = [];
  if (!flood)
    console.log(
      "Under the sign-in flood: not measured yet (the flood bench, tests/bench/sign-in-flood.mjs, is not in this checkout).",
    );
  else {
    for (const size of sizes)
      flooded.push(...(await benchSize(await buildsOf(builds, size), size, ownerHash, ownerCookie, flood)));
    console.log("\nThe same under the sign-in flood:");
    printAll(flooded);
    printFloodComparison(results, flooded);
  }
  await mkdir("bench-results", { recursive: true });
  await writeFile(
    join("bench-results", "on-demand.json"),
    `${JSON.stringify({ targets: { ...ON_DEMAND_TARGETS, flood: FLOOD_TARGET }, results, flooded }, null, 2)}\n`,
  );
  if (PROFILE_DIR) printProfileTop(PROFILE_DIR);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchOnDemand();
