// The owner's enquiries at /owner on the built server, asked from outside: signed in, the leads show newest first
// with their consent; a date range exports as CSV (formulas defused); an erasure shows what it will delete, then
// deletes it; each is refused without a session or from another origin; an event still to come shows its seat list
// with its capacity. Needs a build.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";
import { openLeadStore } from "../../src/lib/leads/store";
import { earlyBooking, sampleLead } from "../../src/lib/leads/test-support";
import { readEventFiles } from "../../src/lib/content/content-readers";
import { ukTimeInstant } from "../../src/lib/events/uk-time";
import { spawnSite } from "../support/spawn-site.mjs";

const PASSWORD = "a long test password for the owner";
let dir: string;
let site: Awaited<ReturnType<typeof spawnSite>>;
let cookie: string;
// An event the page lists: free, with seats, still to come (from the content, so no sample date is pinned).
const event = readEventFiles()
  .map(({ data }) => data)
  .filter((data) => data.price === 0 && data.capacity > 1 && ukTimeInstant(data.end).getTime() > Date.now())
  .sort((a, b) => ukTimeInstant(a.start).getTime() - ukTimeInstant(b.start).getTime())[0]!;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "owner-leads-"));
  const url = `file:${join(dir, "leads.db")}`;
  // Queued for the notification mail, which this server (no SMTP) never sends.
  const store = await openLeadStore({ url });
  await store.saveLead(
    sampleLead({ idempotencyKey: "older", firstName: "Olive", email: "olive@example.com", message: "=HYPERLINK(1)" }),
    new Date("2026-11-02T10:00:00Z"),
  );
  await store.saveLead(
    sampleLead({
      idempotencyKey: "newer",
      firstName: "Nadia",
      email: "nadia@example.com",
      consents: [{ purpose: "privacy-notice", granted: true, wordingVersion: "2025-01-01" }],
    }),
    new Date("2026-11-20T10:00:00Z"),
  );
  const seat = earlyBooking(event.slug, 1, "owner-seats", "2025-01-01");
  await store.saveBooking({ ...seat, firstName: "Seated", booking: { ...seat.booking, capacity: event.capacity } });
  await store.close();
  site = await spawnSite({ env: { LEADS_DATABASE_URL: url, OWNER_PASSWORD_HASH: await makeOwnerHash(PASSWORD) } });
  const response = await fetch(`${site.baseUrl}/owner`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "sign-in", password: PASSWORD }),
  });
  cookie = /owner_session=[^;]*/.exec(response.headers.get("set-cookie") ?? "")![0];
});
afterAll(async () => {
  site?.stop("SIGKILL");
  await rm(dir, { recursive: true, force: true });
});

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site.baseUrl}/owner`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.baseUrl, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

describe("/owner's enquiries", () => {
  it("lists them newest first with what each consented to and where the notification stands, never cached", async () => {
    const response = await fetch(`${site.baseUrl}/owner`, { headers: { Cookie: cookie } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html.indexOf("Nadia")).toBeGreaterThan(0);
    expect(html.indexOf("Nadia")).toBeLessThan(html.indexOf("Olive"));
    expect(html).toContain("privacy-notice: shown; wording");
    expect(html).toContain("Inbox: not sent yet");
  });

  it("pages back by id", async () => {
    const html = await (await fetch(`${site.baseUrl}/owner?before=2`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Olive");
    expect(html).not.toContain("Nadia");
  });

  it("shows none of it without a session", async () => {
    const html = await (await fetch(`${site.baseUrl}/owner`)).text();
    expect(html).not.toContain("Olive");
  });

  it("exports a date range as CSV, formulas defused, and only that range", async () => {
    const response = await post({ action: "export", from: "2026-11-01", to: "2026-11-10" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csv = await response.text();
    expect(csv).toContain("olive@example.com");
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).not.toContain("nadia@example.com");
  });

  it("refuses a range the wrong way round, keeping the dates typed", async () => {
    const response = await post({ action: "export", from: "2026-11-10", to: "2026-11-01" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The first date must not be after the last.");
    expect(html).toContain('value="2026-11-10"');
  });

  it("refuses export and erasure without a session, from another origin, or with no origin at all", async () => {
    for (const action of ["export", "erase-preview", "erase"]) {
      const fields = { action, from: "2026-11-01", to: "2026-11-30", email: "olive@example.com" };
      expect((await post(fields, { Cookie: "" })).status).toBe(403);
      expect((await post(fields, { Origin: "https://elsewhere.example" })).status).toBe(403);
      const bare = await fetch(`${site.baseUrl}/owner`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      expect(bare.status).toBe(403);
    }
    const html = await (await fetch(`${site.baseUrl}/owner`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Olive");
  });

  it("shows what an erasure will delete, deletes nothing until confirmed, then erases and logs it", async () => {
    const preview = await (await post({ action: "erase-preview", email: "OLIVE@example.com" })).text();
    expect(preview).toContain("Yes, erase this person");
    expect(preview).toMatch(/consultation from Olive/);
    let html = await (await fetch(`${site.baseUrl}/owner`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("olive@example.com");
    const done = await (await post({ action: "erase", email: "OLIVE@example.com" })).text();
    expect(done).toContain("Erased 1 enquiry or booking record(s)");
    html = await (await fetch(`${site.baseUrl}/owner`, { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain("olive@example.com");
    expect(html).toContain("nadia@example.com");
    await site.waitForOutput(/owner\.lead_erased/);
  });

  it("shows each event to come with its capacity, the seats left and who holds them", async () => {
    const html = await (await fetch(`${site.baseUrl}/owner`, { headers: { Cookie: cookie } })).text();
    const start = html.indexOf(`data-event="${event.slug}"`);
    expect(start).toBeGreaterThan(0);
    const card = html.slice(start, html.indexOf("</section>", start));
    expect(card).toContain(`1 of ${event.capacity} seats taken, ${event.capacity - 1} left`);
    expect(card).toMatch(/Seats \(1\)[\s\S]*Seated Booker 1/);
    expect(await (await fetch(`${site.baseUrl}/owner`)).text()).not.toContain("Seated");
  });
});
