// @ts-check
// Issue 37 §1: what the first visitors after a start meet. For 1, 4, 16 and 32 concurrent lead posts, a fresh
// `node src/server/start.mjs` is started and, the moment it logs `server.listening`, the posts go out together
// with a GET of a static page (/about), an on-demand page (/compare) and /healthz beside them. Each request's
// time is printed, next to the figures measured before the fix (cold-start-before.json, recorded with this
// script on the build before the content caches shared one load). Run alone (`npm run bench:cold-start`) or
// as part of `npm run bench`; it needs a build in dist/. It asserts nothing about time.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../support/free-port.mjs";
import { benchLead } from "../support/spawn-site.mjs";

const COUNTS = [1, 4, 16, 32];
const BESIDE = ["/about", "/compare", "/healthz"];

/** @typedef {{ posts: number, postMs: { p50: number, max: number }, statuses: Record<string, number>,
 *   besideMs: Record<string, number>, readyMs?: number | null }} ColdRun */

/**
 * Starts a server and resolves once it logs that it listens, with the time it took and a way to stop it.
 * @param {Record<string, string>} env
 */
async function startCold(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ["src/server/start.mjs"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  /** @type {Promise<void>} */
  const listening = new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes('"event":"server.listening"')) resolve();
    });
    child.once("exit", () => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  await listening;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * How long one request takes, and its status (or the error's name).
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function timed(url, init) {
  const started = performance.now();
  try {
    const response = await fetch(url, { redirect: "manual", ...init });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: String(response.status) };
  } catch (error) {
    return { ms: performance.now() - started, status: error instanceof Error ? error.name : "error" };
  }
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/**
 * One cold start under `posts` concurrent lead posts.
 * @param {number} posts
 * @returns {Promise<ColdRun>}
 */
async function coldRun(posts) {
  const dir = await mkdtemp(join(tmpdir(), "cold-start-"));
  const site = await startCold({
    LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}`,
    LEADS_RATE_LIMIT: "0",
    LEADS_MIN_FILL_MS: "0",
  });
  try {
    const postTimes = Array.from({ length: posts }, (_, n) =>
      timed(`${site.baseUrl}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: site.baseUrl },
        body: JSON.stringify(benchLead(`cold-${posts}-${String(n).padStart(6, "0")}-0000000000`, n)),
      }),
    );
    const besideTimes = BESIDE.map((path) => timed(site.baseUrl + path));
    const [postResults, besideResults] = await Promise.all([Promise.all(postTimes), Promise.all(besideTimes)]);
    const ready = /"event":"server\.ready"[^\n]*"afterMs":(\d+)/.exec(site.output());
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const { status } of postResults) statuses[status] = (statuses[status] ?? 0) + 1;
    const ms = postResults.map((result) => result.ms);
    return {
      posts,
      postMs: { p50: Math.round(quantile(ms, 0.5)), max: Math.round(Math.max(...ms)) },
      statuses,
      besideMs: Object.fromEntries(
        BESIDE.map((path, n) => [`${path} ${besideResults[n].status}`, Math.round(besideResults[n].ms)]),
      ),
      readyMs: ready ? Number(ready[1]) : null,
    };
  } finally {
    await site.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** @param {ColdRun} run */
const line = (run) =>
  `${String(run.posts).padStart(2)} posts: p50 ${run.postMs.p50} ms, slowest ${run.postMs.max} ms ` +
  `(${Object.entries(run.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ")}); beside them ${Object.entries(run.besideMs)
    .map(([what, ms]) => `${what} ${ms} ms`)
    .join(", ")}` +
  (run.readyMs == null ? "" : `; ready ${run.readyMs} ms after listening`);

/** Measures every count, prints the figures beside the recorded ones from before the fix, and returns them. */
export async function benchColdStart() {
  /** @type {{ measuredOn: string, runs: ColdRun[] } | null} */
  let before = null;
  try {
    before = JSON.parse(readFileSync(new URL("./cold-start-before.json", import.meta.url), "utf8"));
  } catch {
    // no recorded figures
  }
  console.log("\nCold start: concurrent lead posts sent the moment the server listens, with GETs beside them");
  /** @type {ColdRun[]} */
  const runs = [];
  for (const posts of COUNTS) {
    const run = await coldRun(posts);
    runs.push(run);
    const old = before?.runs.find((candidate) => candidate.posts === posts);
    if (old) console.log(`  before: ${line(old)}`);
    console.log(`  now:    ${line(run)}`);
  }
  if (before) console.log(`  (before: ${before.measuredOn})`);
  return runs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await benchColdStart();
  if (process.argv.includes("--json")) console.log(JSON.stringify({ runs }, null, 2));
}
