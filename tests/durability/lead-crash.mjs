// @ts-check
// Crash test for the lead store (`npm run test:crash`, part of `npm test`), on both engines (the embedded file,
// and a throwaway PostgreSQL cluster): a burst of lead submissions against a real server process, SIGKILLed
// mid-burst; one in ten is a free call booked on a slot of its own from /book (CALL_EVERY). Every lead the server
// acknowledged (201) must be in the database afterwards, and every call acknowledged must hold its slot; after a
// restart, retrying the unacknowledged ones with the same idempotency keys must store each exactly once (a call
// stored before the kill is answered as received, not refused because its own slot is taken). Needs
// `npm run build` first. Exits non-zero on any lost or doubled lead or slot.
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
const CALL_EVERY = 10;
const keyOf = (/** @type {number} */ n) => `crash-${String(n).padStart(8, "0")}-0000000000`;
/** @type {string[]} */
const failures = [];

/**
 * The slots /book offers after its first day (whose last times can run out under the minimum notice while the test
 * runs), taken a day at a time in turn (the first of each day, then the second of each…), so the calls booked stay
 * far below the daily cap of each day.
 * @param {string} baseUrl
 */
async function offeredSlots(baseUrl) {
  const html = async (/** @type {string} */ path) => (await fetch(`${baseUrl}${path}`)).text();
  const first = await html("/book");
  const days = [...new Set([...first.matchAll(/href="\/book\?day=(\d{4}-\d{2}-\d{2})#times"/g)].map((m) => m[1]))];
  const pages = await Promise.all(days.slice(1).map((day) => html(`/book?day=${day}`)));
  const byDay = pages.map((page) => [...page.matchAll(/name="slotStart" value="([^"]+)"/g)].map((m) => m[1] ?? ""));
  /** @type {string[]} */
  const slots = [];
  for (let index = 0; byDay.some((day) => index < day.length); index += 1)
    for (const day of byDay) if (day[index]) slots.push(day[index]);
  return slots;
}

/**
 * Submission `n`: every CALL_EVERY-th a free call on a slot of its own while there are slots, the rest consultations.
 * @param {number} n
 * @param {readonly string[]} slots
 */
function submission(n, slots) {
  const slotStart = n % CALL_EVERY === 0 ? slots[n / CALL_EVERY] : undefined;
  if (!slotStart) return benchLead(keyOf(n), n);
  return {
    formKind: "call",
    slotStart,
    firstName: "Crash",
    lastName: `Call ${n}`,
    email: `crash-call-${n}@example.com`,
    phone: "07700 900000",
    topic: "Durability",
    privacyNoticeVersion: "2025-01-01",
    sourcePath: "/book",
    idempotencyKey: keyOf(n),
    elapsedMs: 5000,
    marketingConsent: false,
  };
}

/**
 * @param {string} baseUrl
 * @param {number} n
 * @param {readonly string[]} slots
 */
async function post(baseUrl, n, slots) {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(submission(n, slots)),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The calls stored, and what their slots hold: every stored call must hold exactly its own slot.
 * @param {string} databaseUrl
 */
async function storedCalls(databaseUrl) {
  const calls = await queryDatabase(
    databaseUrl,
    "SELECT l.idempotency_key, c.slot_start, s.lead_id AS holder FROM calls c JOIN leads l ON l.id = c.lead_id LEFT JOIN call_slots s ON s.slot_start = c.slot_start",
  );
  const slots = await queryDatabase(databaseUrl, "SELECT slot_start FROM call_slots");
  return {
    keys: calls.map((row) => String(row.idempotency_key)),
    unheld: calls.filter((row) => row.holder == null),
    slots,
  };
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
    const slots = await offeredSlots(site.baseUrl);
    if (slots.length < 20) failures.push(`/book offered ${slots.length} slots after its first day; 20 are needed`);
    const acknowledged = new Set();
    const unacknowledged = new Set();
    let next = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BURST) {
          const n = next++;
          try {
            const status = await post(site.baseUrl, n, slots);
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
    const callsAfterCrash = await storedCalls(databaseUrl);
    const callsAcknowledged = [...acknowledged].filter((n) => submission(n, slots).formKind === "call");
    console.log(`  calls acknowledged before the kill: ${callsAcknowledged.length}`);
    if (callsAcknowledged.length === 0) failures.push("no call was acknowledged before the kill");
    const lostCalls = callsAcknowledged.filter((n) => !callsAfterCrash.keys.includes(keyOf(n)));
    if (lostCalls.length > 0) failures.push(`${lostCalls.length} acknowledged calls were lost`);
    if (callsAfterCrash.unheld.length > 0 || callsAfterCrash.slots.length !== callsAfterCrash.keys.length)
      failures.push("a stored call does not hold its slot, or a slot is held by no call");

    // The visitors whose submissions got no answer retry (the island does this) with the same keys.
    site = await spawnSite({ env });
    let retriedOk = 0;
    for (const n of unacknowledged) {
      const status = await post(site.baseUrl, n, slots);
      if (status === 201 || status === 200) retriedOk += 1;
      else failures.push(`retry of ${keyOf(n)} answered ${status}`);
    }
    await site.stop();
    const afterRetry = await storedKeys(databaseUrl);
    console.log(`  after restart, retries accepted:   ${retriedOk} of ${unacknowledged.size}`);
    console.log(`  leads stored in the end:           ${afterRetry.length} for ${sent} distinct submissions`);
    if (afterRetry.length !== sent || new Set(afterRetry).size !== sent)
      failures.push("the retries did not store each lead exactly once");
    const callsAfterRetry = await storedCalls(databaseUrl);
    const callsSent = [...acknowledged, ...unacknowledged].filter((n) => submission(n, slots).formKind === "call");
    console.log(`  calls stored in the end:           ${callsAfterRetry.keys.length} for ${callsSent.length} booked`);
    if (callsAfterRetry.keys.length !== callsSent.length || callsAfterRetry.slots.length !== callsSent.length)
      failures.push("the retries did not book each call exactly once, on its own slot");
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
  "\nCrash test passed on both engines: every acknowledged lead and call survived SIGKILL, and retries stored each lead once (each call on its own slot).",
);
