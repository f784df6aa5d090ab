// @ts-check
// `npm run bench:leads`: accepted leads per second and latency percentiles for POST /api/leads on loopback, for
// both lead stores side by side (the embedded SQLite file and PostgreSQL on a throwaway local cluster), each
// against a freshly started built server and a new database. Bounded: BENCH_REQUESTS (default 2000) requests,
// BENCH_CONCURRENCY (default 16) at a time. Needs `npm run build` first.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ENGINES, queryDatabase, throwawayDatabase } from "../support/lead-database.mjs";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";

const total = Math.min(Number(process.env.BENCH_REQUESTS ?? 2000), 50_000);
const concurrency = Math.max(1, Math.min(Number(process.env.BENCH_CONCURRENCY ?? 16), 256));
const WARM_UP = 20;
const runId = Date.now().toString(36);
const DURABILITY = {
  sqlite: "WAL, synchronous FULL: each lead fsynced before its 201",
  postgres: "fsync on, synchronous_commit on: each lead flushed before its 201",
};

/**
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs the burst against a new server on a new database of the engine and returns its figures.
 * @param {import("../support/lead-database.mjs").Engine} engine
 */
async function benchEngine(engine) {
  const { url, cleanup } = await throwawayDatabase(engine);
  const site = await spawnSite({ env: { LEADS_DATABASE_URL: url, LEADS_RATE_LIMIT: "0", LEADS_MIN_FILL_MS: "0" } });
  const post = async (/** @type {number} */ n) => {
    const started = performance.now();
    const response = await fetch(`${site.baseUrl}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.baseUrl },
      body: JSON.stringify(benchLead(`bench-${runId}-${engine}-${String(n).padStart(8, "0")}`, n)),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  try {
    // Warm up: open and migrate the database, compile the hot paths.
    for (let n = 0; n < WARM_UP; n += 1) await post(-1 - n);
    /** @type {number[]} */
    const latencies = [];
    /** @type {Record<number, number>} */
    const statuses = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const { status, ms } = await post(next++);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201) latencies.push(ms);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const [{ n }] = await queryDatabase(url, "SELECT COUNT(*) AS n FROM leads");
    const round = (/** @type {number} */ ms) => Number(ms.toFixed(2));
    return {
      engine,
      statuses,
      accepted: latencies.length,
      storedAfterRun: Number(n) - WARM_UP,
      seconds: Number(seconds.toFixed(3)),
      acceptedPerSecond: Number((latencies.length / seconds).toFixed(1)),
      latencyMs: {
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies[latencies.length - 1]),
      },
      durability: DURABILITY[engine],
    };
  } finally {
    await site.stop();
    await cleanup();
  }
}

/** @typedef {Awaited<ReturnType<typeof benchEngine>>} EngineResult */

/** @type {EngineResult[]} */
const results = [];
for (const engine of ENGINES) results.push(await benchEngine(engine));

/**
 * One row of the table: a label, then a figure for each engine.
 * @param {string} label
 * @param {(result: EngineResult) => string | number} pick
 */
const column = (label, pick) => `  ${label.padEnd(18)}${results.map((r) => String(pick(r)).padStart(14)).join("")}`;
console.log(`Lead endpoint on loopback: ${total} requests, ${concurrency} at a time, on each engine`);
console.log(column("", (r) => (r.engine === "sqlite" ? "SQLite file" : "PostgreSQL")));
console.log(column("accepted leads/s", (r) => r.acceptedPerSecond));
console.log(column("p50 ms", (r) => r.latencyMs.p50));
console.log(column("p95 ms", (r) => r.latencyMs.p95));
console.log(column("p99 ms", (r) => r.latencyMs.p99));
console.log(column("max ms", (r) => r.latencyMs.max));
console.log(column("accepted/stored", (r) => `${r.accepted}/${r.storedAfterRun}`));
for (const r of results) console.log(`  ${r.engine}: ${r.durability}; statuses ${JSON.stringify(r.statuses)}`);

await mkdir("bench-results", { recursive: true });
const file = join("bench-results", `leads-${runId}.json`);
await writeFile(file, `${JSON.stringify({ requests: total, concurrency, node: process.version, results }, null, 2)}\n`);
console.log(`  written to ${file}`);
if (results.some((r) => r.accepted !== total || r.storedAfterRun !== r.accepted)) {
  console.error("Not every request was accepted and stored: see the statuses above.");
  process.exitCode = 1;
}
