// `npm run bench:leads`: accepted leads per second and latency percentiles for POST /api/leads on loopback,
// against a freshly started built server and a throwaway database. Bounded: BENCH_REQUESTS (default 2000)
// requests, BENCH_CONCURRENCY (default 16) at a time. Needs `npm run build` first.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";

const total = Math.min(Number(process.env.BENCH_REQUESTS ?? 2000), 50_000);
const concurrency = Math.max(1, Math.min(Number(process.env.BENCH_CONCURRENCY ?? 16), 256));
const dir = await mkdtemp(join(tmpdir(), "leads-bench-"));
const databaseUrl = `file:${join(dir, "leads.db")}`;
const site = await spawnSite({
  env: { LEADS_DATABASE_URL: databaseUrl, LEADS_RATE_LIMIT: "0", LEADS_MIN_FILL_MS: "0" },
});
const runId = Date.now().toString(36);

async function post(n) {
  const started = performance.now();
  const response = await fetch(`${site.baseUrl}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.baseUrl },
    body: JSON.stringify(benchLead(`bench-${runId}-${String(n).padStart(8, "0")}`, n)),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

try {
  // Warm up: open and migrate the database, compile the hot paths.
  for (let n = 0; n < 20; n += 1) await post(-1 - n);
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const n = next++;
        const { status, ms } = await post(n);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 201) latencies.push(ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const accepted = latencies.length;
  const client = createClient({ url: databaseUrl });
  const stored = Number((await client.execute("SELECT COUNT(*) AS n FROM leads")).rows[0].n) - 20;
  client.close();
  const result = {
    requests: total,
    concurrency,
    statuses,
    accepted,
    storedAfterRun: stored,
    seconds: Number(seconds.toFixed(3)),
    acceptedPerSecond: Number((accepted / seconds).toFixed(1)),
    latencyMs: {
      p50: Number(percentile(latencies, 50).toFixed(2)),
      p95: Number(percentile(latencies, 95).toFixed(2)),
      p99: Number(percentile(latencies, 99).toFixed(2)),
      max: Number(latencies[latencies.length - 1].toFixed(2)),
    },
    durability: "SQLite WAL, synchronous FULL (every lead fsynced before its 201)",
    node: process.version,
  };
  console.log(`Lead endpoint on loopback: ${total} requests, ${concurrency} at a time`);
  console.log(`  accepted:         ${accepted} (statuses ${JSON.stringify(statuses)}; ${stored} stored)`);
  console.log(`  accepted leads/s: ${result.acceptedPerSecond}`);
  console.log(
    `  latency p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  await mkdir("bench-results", { recursive: true });
  await writeFile(join("bench-results", `leads-${runId}.json`), `${JSON.stringify(result, null, 2)}\n`);
  if (accepted !== total || stored !== accepted) {
    console.error("Not every request was accepted and stored: see the statuses above.");
    process.exitCode = 1;
  }
} finally {
  await site.stop();
  await rm(dir, { recursive: true, force: true });
}
