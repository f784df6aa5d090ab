// @ts-check
// Crash test for the lead store (`npm run test:crash`, part of `npm test`), on both engines (the embedded file,
// and a throwaway PostgreSQL cluster): a burst of lead submissions against a real server process, SIGKILLed
// mid-burst. Every lead the server acknowledged (201) must be in
// the database afterwards; after a restart, retrying the unacknowledged ones with the same idempotency
// keys must store each exactly once. Needs `npm run build` first. Exits non-zero on any lost or doubled lead.
//
// What it cannot see: a missing fsync. A killed process leaves its writes in the operating system's page
// cache, which reaches the disk anyway, so this test passes just as well with synchronous=OFF; only losing
// power (or a VM snapshot without flush) would show the difference. That is why the store reads its durability
// settings back on every open and refuses to run without them (SQLite: WAL and synchronous=FULL; PostgreSQL:
// fsync, synchronous_commit and full_page_writes; see src/lib/leads/store/*-engine.ts, unit-tested in
// store.test.ts); this test checks the server's own side: no lead is acknowledged before its commit returns.
import { ENGINES, queryDatabase, throwawayDatabase } from "../support/lead-database.mjs";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";

const BURST = 3000;
const CONCURRENCY = 24;
const KILL_AFTER_ACKS = Number(process.env.CRASH_KILL_AFTER ?? 150);
const keyOf = (/** @type {number} */ n) => `crash-${String(n).padStart(8, "0")}-0000000000`;
/** @type {string[]} */
const failures = [];

/**
 * @param {string} baseUrl
 * @param {number} n
 */
async function post(baseUrl, n) {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(benchLead(keyOf(n), n)),
  });
  await response.arrayBuffer();
  return response.status;
}

/** @param {string} databaseUrl */
async function storedKeys(databaseUrl) {
  if (databaseUrl.startsWith("file:")) {
    const [{ integrity_check: integrity }] = await queryDatabase(databaseUrl, "PRAGMA integrity_check");
    if (integrity !== "ok") failures.push(`integrity_check says ${integrity}`);
  }
  return (await queryDatabase(databaseUrl, "SELECT idempotency_key FROM leads")).map((row) =>
    String(row.idempotency_key),
  );
}

/**
 * One burst, kill, check, restart and retry on a new database of the engine.
 * @param {import("../support/lead-database.mjs").Engine} engine
 */
async function crashTest(engine) {
  const { url: databaseUrl, cleanup } = await throwawayDatabase(engine);
  const env = { LEADS_DATABASE_URL: databaseUrl, LEADS_RATE_LIMIT: "0", LEADS_MIN_FILL_MS: "0" };
  const failuresBefore = failures.length;
  let site = await spawnSite({ env });
  try {
    const acknowledged = new Set();
    const unacknowledged = new Set();
    let next = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BURST) {
          const n = next++;
          try {
            const status = await post(site.baseUrl, n);
            if (status === 201) acknowledged.add(n);
            else unacknowledged.add(n);
          } catch {
            unacknowledged.add(n); // the connection died with the server: no answer, so no promise was made
            if (killed) break;
          }
          if (!killed && acknowledged.size >= KILL_AFTER_ACKS) {
            killed = true;
            site.child.kill("SIGKILL");
          }
        }
      }),
    );
    const exit = await site.stop();
    const sent = acknowledged.size + unacknowledged.size;
    const afterCrash = await storedKeys(databaseUrl);
    const stored = new Set(afterCrash);
    const lost = [...acknowledged].filter((n) => !stored.has(keyOf(n)));
    console.log(
      `Burst of ${sent} leads, ${CONCURRENCY} at a time; server killed with ${exit.signal ?? `exit ${exit.code}`}.`,
    );
    console.log(`  acknowledged (201) before the kill: ${acknowledged.size}`);
    console.log(`  unanswered or failed:              ${unacknowledged.size}`);
    console.log(
      `  in the database after the crash:   ${stored.size} (${stored.size - acknowledged.size + lost.length} stored but never acknowledged)`,
    );
    console.log(`  acknowledged but missing:          ${lost.length}`);
    if (exit.signal !== "SIGKILL") failures.push("the server was not killed mid-burst (raise BURST?)");
    if (lost.length > 0)
      failures.push(`${lost.length} acknowledged leads were lost: ${lost.slice(0, 5).map(keyOf).join(", ")}`);
    if (afterCrash.length !== stored.size) failures.push("a key is stored twice");

    // The visitors whose submissions got no answer retry (the island does this) with the same keys.
    site = await spawnSite({ env });
    let retriedOk = 0;
    for (const n of unacknowledged) {
      const status = await post(site.baseUrl, n);
      if (status === 201 || status === 200) retriedOk += 1;
      else failures.push(`retry of ${keyOf(n)} answered ${status}`);
    }
    await site.stop();
    const afterRetry = await storedKeys(databaseUrl);
    console.log(`  after restart, retries accepted:   ${retriedOk} of ${unacknowledged.size}`);
    console.log(`  leads stored in the end:           ${afterRetry.length} for ${sent} distinct submissions`);
    if (afterRetry.length !== sent || new Set(afterRetry).size !== sent)
      failures.push("the retries did not store each lead exactly once");
  } finally {
    await site.stop("SIGKILL");
    await cleanup();
  }
  if (failures.length > failuresBefore) failures.push(`(the failures above are on ${engine})`);
}

for (const engine of ENGINES) {
  console.log(`\n${engine === "sqlite" ? "Embedded SQLite file" : "PostgreSQL"}:`);
  await crashTest(engine);
}

if (failures.length > 0) {
  console.error(`CRASH TEST FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(
  "\nCrash test passed on both engines: every acknowledged lead survived SIGKILL, and retries stored each lead once.",
);
