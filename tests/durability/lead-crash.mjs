// @ts-check
// Crash test for the lead store (`npm run test:crash`, part of `npm test`), on both engines (the embedded file,
// and a throwaway PostgreSQL cluster): a burst of lead submissions against a real server process, SIGKILLed
// mid-burst; one in ten is a free call booked on a slot of its own from /book (CALL_EVERY). Every lead the server
// acknowledged (201) must be in the database afterwards, and every call acknowledged must hold its slot; after a
// restart, retrying the unacknowledged ones with the same idempotency keys must store each exactly once (a call
// stored before the kill is answered as received, not refused because its own slot is taken). Then seat hoarding
// across a kill (issue 53 §6): ten addresses' bookings of one event, 30 each at once with new keys, keep at most one
// booking per address and a seat count equal to the seats the bookings hold. Needs `npm run build` first. Exits
// non-zero on any lost or doubled lead, call or slot.
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

/**
 * An event taking bookings, found as a visitor finds it: a link on /events to a page with a booking form.
 * @param {string} baseUrl
 */
async function openEvent(baseUrl) {
  const listing = await (await fetch(`${baseUrl}/events`)).text();
  for (const [, slug] of listing.matchAll(/href="\/events\/([a-z0-9-]+)"/g)) {
    const page = await (await fetch(`${baseUrl}/events/${slug}`)).text();
    if (/name="formKind" value="booking"/.test(page) && !/name="waitlist"/.test(page)) return slug;
  }
  return undefined;
}

const SEAT_TRIES = 300;
const HOARDERS = 10;
const seatKeyOf = (/** @type {number} */ n) => `seat-crash-${String(n).padStart(8, "0")}-000000`;

/**
 * Seat hoarding across a crash (issue 53 §6): ten addresses each try 30 bookings of one event at once, with new
 * keys and 1 or 2 seats; the server is SIGKILLed mid-burst, restarted, and the unanswered tries sent again with
 * their keys. After it all each address holds one booking at most, every booking acknowledged is there, and the
 * event's count of seats taken is the seats its bookings hold.
 * @param {string} baseUrl
 * @param {string} slug
 * @param {number} n
 */
async function book(baseUrl, slug, n) {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({
      formKind: "booking",
      eventSlug: slug,
      privacyNoticeVersion: "2025-01-01",
      firstName: "Seat",
      lastName: `Try ${n}`,
      email: `hoarder${n % HOARDERS}@crash.example`,
      seats: 1 + (n % 2),
      idempotencyKey: seatKeyOf(n),
      elapsedMs: 5000,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** @param {import("../support/lead-database.mjs").Engine} engine */
async function seatCrashTest(engine) {
  const { url: databaseUrl, cleanup } = await throwawayDatabase(engine);
  const env = { LEADS_DATABASE_URL: databaseUrl, LEADS_RATE_LIMIT: "0", LEADS_MIN_FILL_MS: "0" };
  const failuresBefore = failures.length;
  let site = await spawnSite({ env });
  try {
    const slug = await openEvent(site.baseUrl);
    if (!slug) {
      failures.push("seat hoarding: no event taking bookings found from /events");
      return;
    }
    const booked = new Set();
    const unanswered = new Set();
    let answered = 0;
    let next = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SEAT_TRIES) {
          const n = next++;
          try {
            const status = await book(site.baseUrl, slug, n);
            answered += 1;
            if (status === 201) booked.add(n);
            else if (status !== 409) unanswered.add(n);
          } catch {
            unanswered.add(n);
            if (killed) break;
          }
          if (!killed && answered >= SEAT_TRIES / 3) {
            killed = true;
            site.child.kill("SIGKILL");
          }
        }
      }),
    );
    const exit = await site.stop();
    if (exit.signal !== "SIGKILL") failures.push("seat hoarding: the server was not killed mid-burst");
    site = await spawnSite({ env });
    for (const n of unanswered) {
      const status = await book(site.baseUrl, slug, n);
      if (status === 201) booked.add(n);
      else if (status !== 200 && status !== 409)
        failures.push(`seat hoarding: retry of ${seatKeyOf(n)} answered ${status}`);
    }
    await site.stop();
    const held = await queryDatabase(
      databaseUrl,
      `SELECT lower(l.email) AS email, COUNT(*) AS n FROM bookings b JOIN leads l ON l.id = b.lead_id
       WHERE b.event_slug = '${slug}' GROUP BY lower(l.email)`,
    );
    const keys = new Set((await storedKeys(databaseUrl)).filter((key) => key.startsWith("seat-crash-")));
    const [{ taken = 0 } = {}] = await queryDatabase(
      databaseUrl,
      `SELECT taken FROM event_seats WHERE event_slug = '${slug}'`,
    );
    const [{ seats }] = await queryDatabase(
      databaseUrl,
      `SELECT COALESCE(SUM(seats), 0) AS seats FROM bookings WHERE event_slug = '${slug}' AND status = 'booked'`,
    );
    console.log(
      `  seat hoarding: ${SEAT_TRIES} tries from ${HOARDERS} addresses, killed mid-burst; ${held.length} bookings kept, ${taken} seats taken`,
    );
    if (held.some((row) => Number(row.n) > 1)) failures.push("seat hoarding: an address holds two bookings");
    if (held.length > HOARDERS) failures.push(`seat hoarding: ${held.length} bookings from ${HOARDERS} addresses`);
    const lost = [...booked].filter((n) => !keys.has(seatKeyOf(n)));
    if (lost.length > 0) failures.push(`seat hoarding: ${lost.length} acknowledged bookings lost`);
    if (Number(taken) !== Number(seats))
      failures.push(`seat hoarding: ${taken} seats counted taken, the bookings hold ${seats}`);
  } finally {
    await site.stop("SIGKILL");
    await cleanup();
  }
  if (failures.length > failuresBefore) failures.push(`(the seat failures above are on ${engine})`);
}

for (const engine of ENGINES) {
  console.log(`\n${engine === "sqlite" ? "Embedded SQLite file" : "PostgreSQL"}:`);
  await crashTest(engine);
  await seatCrashTest(engine);
}

if (failures.length > 0) {
  console.error(`CRASH TEST FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(
  "\nCrash test passed on both engines: every acknowledged lead and call survived SIGKILL, retries stored each lead once (each call on its own slot), and no address held two bookings of an event or a seat went uncounted.",
);
