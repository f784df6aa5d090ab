// Issue 53 §10, against the built server as `npm start` runs it (needs `npm run build` first): a GET or HEAD of
// /api/leads writes nothing. The cancellation notices (bookings of events this build marks cancelled) are queued
// by the server on its own schedule once the store is open, never by a visitor's request: a flood of GETs
// queues none, however many bookings wait for one.
// Content-dependent: it needs an event the content marks cancelled, and is skipped when there is none.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/config/consent";
import { cancelledEventSlugs } from "@/lib/events/booking";
import { openLeadStore } from "@/lib/leads/store";
import { earlyBooking, queryDatabase } from "@/lib/leads/test-support";
import { eventFiles } from "../e2e/events-data";
import { spawnSite } from "../support/spawn-site.mjs";

const cancelled = cancelledEventSlugs(eventFiles())[0];
let dir: string;
let databaseUrl: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "leads-get-no-write-"));
  databaseUrl = `file:${join(dir, "leads.db")}`;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Bookings made before the event was cancelled (the content says cancelled now, so they go in by the store). */
async function earlyBookings(from: number, count: number) {
  const store = await openLeadStore({ url: databaseUrl });
  try {
    for (let n = from; n < from + count; n += 1)
      await store.saveBooking(earlyBooking(cancelled!, n, "get-no-write", PRIVACY_NOTICE_VERSION));
  } finally {
    await store.close();
  }
}

const notices = async () =>
  Number(
    (await queryDatabase(databaseUrl, "SELECT COUNT(*) AS n FROM outbox WHERE channel = 'cancellation'", []))[0].n,
  );

describe.skipIf(!cancelled)("GET /api/leads writes nothing (issue 53 §10)", () => {
  it("the server queues cancellation notices itself once the store is open; a flood of GETs queues none", async () => {
    await earlyBookings(0, 2);
    // The schedule's next run is an hour away: only the run at open can queue anything in this test.
    const site = await spawnSite({ env: { LEADS_DATABASE_URL: databaseUrl, LEADS_OUTBOX_INTERVAL_SECONDS: "3600" } });
    try {
      await site.waitForOutput(/"event":"booking\.cancellation_queued"[^\n]*"bookings":2/);
      expect(await notices()).toBe(2);
      // Two more bookings waiting for a notice, then 16 GETs and HEADs at once.
      await earlyBookings(2, 2);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, n) =>
          fetch(`${site.baseUrl}/api/leads`, { method: n % 2 ? "HEAD" : "GET" }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      expect(new Set(answers)).toEqual(new Set([405]));
    } finally {
      // A graceful stop: anything a request had started is finished and recorded before the store closes.
      await site.stop();
    }
    expect(await notices()).toBe(2);
    expect(site.output().match(/booking\.cancellation_queued/g)).toHaveLength(1);
  }, 90_000);
});
