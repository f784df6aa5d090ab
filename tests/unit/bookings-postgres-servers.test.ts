// Two built server processes on one PostgreSQL database, as a site on two machines: the last seat of an event,
// asked for from both at once, goes to exactly one visitor (the other hears "fully booked"); every booking's
// confirmation reaches its visitor once, with the event's .ics attached, though both servers' outbox workers run.
// That the people who booked a cancelled event are told once however many servers ask is the store's own
// guarantee, raced on both engines in src/lib/leads/store/booking-rows.test.ts; that a built server sends those
// notices, for the frozen cancelled event it plants (tests/fixtures/cancelled-event), tests/build/
// production-build.test.ts. Neither depends on the live content having a cancelled event. Needs `npm run build`
// first; the PostgreSQL cluster is the one vitest's global setup started.
import { describe, expect, it } from "vitest";
import { queryDatabase } from "@/lib/leads/test-support";
import { bookingState } from "@/lib/events/booking";
import { ukTimeInstant } from "@/lib/events/uk-time";
import { twoPostgresServers } from "./two-postgres-servers";
import { eventFiles } from "../e2e/events-data";
import { PRIVACY_NOTICE_VERSION } from "@/config/consent";

const servers = twoPostgresServers("booking_servers", { LEADS_RATE_LIMIT: "10000" });
const now = new Date();
// The smallest event taking bookings, so filling it up is quick.
const event = eventFiles()
  .filter((file) => bookingState({ ...file, start: ukTimeInstant(file.start) }, now) === "open")
  .sort((a, b) => a.capacity - b.capacity)[0];

/** Books a seat through a server's lead endpoint as a form without JavaScript would. */
async function book(baseUrl: string, slug: string, n: number) {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({
      formKind: "booking",
      eventSlug: slug,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      firstName: "Visitor",
      lastName: `Number ${n}`,
      email: `visitor${n}@example.com`,
      // A franchisor's discovery day books only with the visitor's agreement to pass their name to it.
      ...(event?.kind === "discovery-day" ? { consentShareFranchisors: "yes" } : {}),
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location") };
}

const count = async (sql: string, args: (string | number)[] = []) =>
  Number((await queryDatabase(servers.databaseUrl, sql, args))[0].n);

describe.skipIf(!event)("bookings on two servers sharing one PostgreSQL database", () => {
  it("give the last seat, asked for from both servers at once, to exactly one visitor", async () => {
    const [a, b] = servers.sites;
    for (let n = 0; n < event!.capacity - 1; n += 1)
      expect((await book((n % 2 === 0 ? a : b).baseUrl, event!.slug, n)).status).toBe(303);
    // Three visitors on each server ask for the one seat left at the same moment.
    const race = await Promise.all(
      Array.from({ length: 6 }, (_, n) => book((n % 2 === 0 ? a : b).baseUrl, event!.slug, 100 + n)),
    );
    expect(race.filter((answer) => answer.status === 303)).toHaveLength(1);
    expect(race.find((answer) => answer.status === 303)!.location).toBe(`/events/${event!.slug}/booked`);
    expect(race.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(
      await count("SELECT COUNT(*) AS n FROM bookings WHERE event_slug = ? AND status = 'booked'", [event!.slug]),
    ).toBe(event!.capacity);
    expect(await count("SELECT taken AS n FROM event_seats WHERE event_slug = ?", [event!.slug])).toBe(event!.capacity);
  });

  it("mail each visitor's confirmation once, with the event's .ics attached", async () => {
    await expect
      .poll(() => count("SELECT COUNT(*) AS n FROM outbox WHERE status <> 'sent'"), { timeout: 30_000 })
      .toBe(0);
    const confirmations = servers.received.filter((mail) => /^Subject: Your seat:/im.test(mail));
    expect(confirmations).toHaveLength(event!.capacity);
    expect(new Set(confirmations.map((mail) => /^To: (.*)$/im.exec(mail)?.[1])).size).toBe(event!.capacity);
    for (const mail of confirmations) {
      expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=event\.ics/i);
      expect(mail).toMatch(/Content-Disposition: attachment; filename=event\.ics/i);
    }
  }, 60_000);
});
