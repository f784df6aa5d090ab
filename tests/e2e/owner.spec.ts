// The owner's page in a browser, at 390 and 1280 px, on a server of its own (its own database, seeded through the
// lead store, and the owner's password set in its environment): signing in through the form, this week's figures,
// the enquiries with their consent, an event's seat list, the launch list, the sites that sent visitors, an export
// and an erasure with its confirmation, axe clean, no script fetched, and signing out. Refusals without a session or
// from another origin are asked from outside in vitest (tests/unit/owner-leads.test.ts).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";
import { openLeadStore } from "../../src/lib/leads/store";
import type { NewLead } from "../../src/lib/leads/store";
import { spawnSite } from "../support/spawn-site.mjs";
import { eventFiles } from "./events-data";
import { axeViolations, expect, test } from "./fixtures";
import { ukTimeInstant } from "../../src/lib/events/uk-time";

const PASSWORD = "a long test password for the owner";
// The counting rules leave out headless browsers by their user agent: the visits here are a person's browser.
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// An event the page lists: free, with seats, still to come (from the content, so no sample date is pinned).
const event = eventFiles()
  .filter((e) => e.price === 0 && e.capacity > 1 && ukTimeInstant(e.end).getTime() > Date.now())
  .sort((a, b) => ukTimeInstant(a.start).getTime() - ukTimeInstant(b.start).getTime())[0]!;

/** A stored enquiry as the store takes it (the lead tests' helper imports vitest, which Playwright cannot load). */
const lead = (n: number, fields: Partial<NewLead>): NewLead => ({
  idempotencyKey: `owner-e2e-${n}-0000000000000000`,
  formKind: "consultation",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "07700 900982",
  franchiseSlugs: [],
  franchiseNames: [],
  marketingConsent: false,
  privacyNoticeVersion: "2025-01-01",
  ...fields,
});

let site: Awaited<ReturnType<typeof spawnSite>>;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "owner-e2e-"));
  const url = `file:${join(dataDir, "leads.db")}`;
  const store = await openLeadStore({ url });
  await store.saveLead(lead(1, { firstName: "Olive", email: "olive@example.com" }), new Date("2026-11-02T10:00:00Z"));
  await store.saveLead(
    lead(2, {
      firstName: "Nadia",
      email: "nadia@example.com",
      consents: [{ purpose: "privacy-notice", granted: true, wordingVersion: "2025-01-01" }],
    }),
    new Date("2026-11-20T10:00:00Z"),
  );
  await store.saveBooking({
    ...lead(3, { formKind: "booking", firstName: "Seated", lastName: "Booker", email: "seated@example.com" }),
    booking: {
      eventSlug: event.slug,
      waitlist: false,
      seats: 1,
      capacity: event.capacity,
      eventTitle: event.title,
      eventWhen: "an evening",
      eventPlace: "a venue",
      eventPath: `/events/${event.slug}`,
      eventIcs: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    },
  });
  await store.close();
  site = await spawnSite({
    env: {
      LEADS_DATABASE_URL: url,
      OWNER_PASSWORD_HASH: await makeOwnerHash(PASSWORD),
      // Only the owner's page writes the batch: what it shows is what was counted.
      STATS_FLUSH_SECONDS: "3600",
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test(
  "the owner signs in and runs the business from /owner, with no script",
  { tag: "@each-width" },
  async ({ browser, page }) => {
    // A visitor from a search engine, before the owner looks: the page names the site that sent them.
    const visitor = await browser.newContext({ userAgent: BROWSER_UA });
    const visit = await visitor.newPage();
    const counted = visit.waitForResponse((response) => new URL(response.url()).pathname === "/api/c");
    await visit.goto(`${site.baseUrl}/about`, { referer: "https://www.google.com/search?q=franchise+advice" });
    await counted;
    await visitor.close();

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const signInPage = await page.goto(`${site.baseUrl}/owner`);
    expect(signInPage!.headers()["cache-control"]).toBe("no-store");
    expect(signInPage!.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.getByText("Nadia")).toHaveCount(0);

    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("That password is not right.");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Owner's figures", level: 1 })).toBeVisible();

    // This week against last week, and the sites that sent visitors.
    const week = page.getByRole("region", { name: "This week against last week" });
    await expect(week.getByText("Page views", { exact: true })).toBeVisible();
    await expect(week.getByText("Enquiries and bookings per 100 page views")).toBeVisible();
    const referrers = page.locator("section", { has: page.getByRole("heading", { name: "Sites that sent visitors" }) });
    await expect(referrers.getByRole("cell", { name: "google.com" })).toBeVisible();

    // The enquiries, newest first, with what each consented to.
    const leads = page.getByRole("region", { name: "Enquiries and bookings" });
    await expect(leads.getByRole("listitem").filter({ hasText: "Nadia" })).toContainText("privacy-notice: shown");

    // The event's seat list, with its capacity.
    const seats = page.getByRole("region", { name: event.title });
    await expect(seats).toContainText(`1 of ${event.capacity} seats taken, ${event.capacity - 1} left`);
    await expect(seats.getByRole("listitem")).toContainText("Seated Booker");

    // The launch list: each group opens to its lines, saying what to do.
    const launch = page.getByRole("region", { name: "Before going live" });
    await expect(launch).toContainText(/\d+ things? to replace or confirm/);
    const settings = launch.locator("details", { hasText: "Settings" });
    await settings.locator("summary").click();
    await expect(settings.getByText(/No way to receive enquiries/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // An export of November, as the file the browser downloads.
    await page.getByLabel("From (day included)").fill("2026-11-01");
    await page.getByLabel("To (day included)").fill("2026-11-30");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv).toContain("nadia@example.com");
    expect(csv).toContain("olive@example.com");

    // An erasure: what it will delete first, then deleted once confirmed.
    await page.getByLabel("Their email address").fill("olive@example.com");
    await page.getByRole("button", { name: "Show what will be erased" }).click();
    await expect(page.getByRole("heading", { name: "Erase olive@example.com?" })).toBeVisible();
    await expect(page.getByText(/consultation from Olive/)).toBeVisible();
    await page.getByRole("button", { name: "Yes, erase this person's data" }).click();
    await expect(page.getByRole("status")).toContainText("Erased 1 enquiry or booking record(s)");
    await page.goto(`${site.baseUrl}/owner`);
    await expect(leads.getByText("olive@example.com")).toHaveCount(0);
    await expect(leads.getByText("nadia@example.com")).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    expect(scripts).toEqual([]);
  },
);
