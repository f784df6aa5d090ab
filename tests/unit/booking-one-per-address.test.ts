// Issue 53 §6, against the built server as `npm start` runs it (needs `npm run build` first): one person cannot
// hold every seat. With a new idempotency key each time, one name and email booked 15 seats; now an address holds
// one booking per event, of 1 to seatsPerBooking seats chosen on the form, and a second booking from it (in any
// letter case, as a form or as JSON) stores nothing, queues no second confirmation mail, and is told what the
// address holds and how to change it.
// Content-independent: it books the open event with the most seats, whatever the content holds.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/config/consent";
import { bookingState, seatsPerBooking } from "@/lib/events/booking";
import { BOOKING_WORDS } from "@/lib/events/vocabulary";
import { ukTimeInstant } from "@/lib/events/uk-time";
import { createClient } from "@libsql/client";
import { eventFiles } from "../e2e/events-data";
import { spawnSite } from "../support/spawn-site.mjs";
import { leadErrorPage } from "./copy-files";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Text as Astro writes it into the page. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[char]};`);

const now = new Date();
const event = eventFiles()
  .filter((file) => bookingState({ ...file, start: ukTimeInstant(file.start) }, now) === "open")
  .sort((a, b) => b.capacity - a.capacity)[0];

let site: Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
let databaseUrl: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "booking-one-per-address-"));
  databaseUrl = `file:${join(dir, "leads.db")}`;
  site = await spawnSite({
    // Mail set up (to a port nothing answers), so each booking queues its visitor's confirmation.
    env: {
      LEADS_DATABASE_URL: databaseUrl,
      LEADS_RATE_LIMIT: "10000",
      LEADS_MIN_FILL_MS: "0",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: "9",
    },
  });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  await rm(dir, { recursive: true, force: true });
}, 30_000);

/** Books through the lead endpoint as the event page's form does without JavaScript. */
async function bookByForm(fields: Record<string, string>) {
  const response = await fetch(`${site.baseUrl}/api/leads`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.baseUrl },
    body: new URLSearchParams({
      formKind: "booking",
      eventSlug: event!.slug,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      sourcePath: `/events/${event!.slug}`,
      firstName: "Seat",
      lastName: "Hoarder",
      // A franchisor's discovery day books only with the visitor's agreement to pass their name to it.
      ...(event?.kind === "discovery-day" ? { consentShareFranchisors: "yes" } : {}),
      ...fields,
    }),
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** One number read from the server's SQLite file (its WAL lets a second connection read beside the server). */
async function count(sql: string, args: (string | number)[] = []) {
  const client = createClient({ url: databaseUrl });
  try {
    return Number((await client.execute({ sql, args })).rows[0].n);
  } finally {
    client.close();
  }
}

describe.skipIf(!event || seatsPerBooking(event) < 3)("one booking per email address and event (issue 53 §6)", () => {
  it("offers the seat count on the event page, up to the event's limit", async () => {
    const html = await (await fetch(`${site.baseUrl}/events/${event!.slug}`)).text();
    const select = /<select[^>]*name="seats"[^>]*>([\s\S]*?)<\/select>/.exec(html);
    expect(select, "the booking form's seat count").not.toBeNull();
    expect([...select![1].matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      Array.from({ length: seatsPerBooking(event!) }, (_, n) => n + 1),
    );
    expect(html).toMatch(/<label for="booking-seats"/);
  });

  it("books several seats in one booking, and refuses a second booking from the address with what it holds", async () => {
    const first = await bookByForm({ email: "Hoarder@example.com", seats: "2" });
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/events/${event!.slug}/booked`);
    // Fourteen more tries from the address, each with other content (a new key), in another letter case.
    for (let n = 0; n < 14; n += 1) {
      const again = await bookByForm({ email: "hoarder@EXAMPLE.com", seats: "1", lastName: `Hoarder ${n}` });
      expect(again.status).toBe(409);
      if (n > 0) continue;
      // The page's words are the owner's (lead-error.yaml); what a booking holds is named by the event's kind:
      // seats at a seminar, places elsewhere.
      const { held } = leadErrorPage(BOOKING_WORDS[event!.kind], event!.title);
      expect(again.html).toContain(escapeHtml(held.heading));
      expect(again.html).toMatch(
        new RegExp(`>\\s*${escapeRegExp(escapeHtml(held.booked))}\\s*</dt>\\s*<dd[^>]*>2</dd>`),
      );
      expect(again.html).toContain("Nothing has changed: we have not booked again.");
      expect(again.html).toMatch(/reply to your confirmation email/);
      expect(again.html).toMatch(new RegExp(`href="mailto:[^"]+"[^>]*>${escapeRegExp(escapeHtml(held.changeLink))}<`));
      // No second form to send: the answer is how to change the booking, not a way to book again.
      expect(again.html).not.toContain('name="formKind" value="booking"');
    }
    expect(await count("SELECT COUNT(*) AS n FROM leads WHERE lower(email) = 'hoarder@example.com'")).toBe(1);
    expect(await count("SELECT taken AS n FROM event_seats WHERE event_slug = ?", [event!.slug])).toBe(2);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM outbox o JOIN leads l ON l.id = o.lead_id
         WHERE o.channel = 'confirmation' AND lower(l.email) = 'hoarder@example.com'`,
      ),
    ).toBe(1);
  });

  it("answers a second booking sent as JSON with the code already_booked and what the address holds", async () => {
    const response = await fetch(`${site.baseUrl}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.baseUrl },
      body: JSON.stringify({
        formKind: "booking",
        eventSlug: event!.slug,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        firstName: "Seat",
        lastName: "Hoarder",
        email: "HOARDER@example.com",
        seats: 1,
        idempotencyKey: "one-per-address-json-0000000001",
        elapsedMs: 5000,
      }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      ok: false,
      code: "already_booked",
      held: { status: "booked", seats: 2 },
    });
  });

  it("refuses more seats than one booking may hold, keeping what was typed", async () => {
    const tooMany = await bookByForm({ email: "many@example.com", seats: String(seatsPerBooking(event!) + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.html).toMatch(/id="booking-seats-error"[^>]*>(<span[^>]*>[^<]*<\/span>)?Choose from 1 to \d seats/);
    expect(tooMany.html).toContain('value="many@example.com"');
    expect(await count("SELECT COUNT(*) AS n FROM leads WHERE email = 'many@example.com'")).toBe(0);
  });
});
