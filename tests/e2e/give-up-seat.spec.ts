// Giving up a seat with JavaScript off, on a server of its own (its own database, so no other test's bookings move
// the count): book a seat on an event page, open the signed link its confirmation carries, give the seat up, and the
// event's seat count goes back; a second post is told it already was, another site's post and a link this server
// never signed change nothing; axe passes in each state the page shows. The link is made as the outbox makes it for
// the mail (seatPageFor, with the secret the server keeps in the lead store): the browser tests have no mailbox to
// read it from.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openLeadStore, type LeadStore } from "../../src/lib/leads/store";
import { seatPageFor } from "../../src/lib/leads/token-pages";
import { bookingState } from "../../src/lib/events/booking";
import { BOOKING_WORDS } from "../../src/lib/events/vocabulary";
import { ukTimeInstant } from "../../src/lib/events/uk-time";
import { spawnSite } from "../support/spawn-site.mjs";
import { eventFiles } from "./events-data";
import { axeViolations, expect, test, trackScripts } from "./fixtures";

const event = eventFiles().find(
  (candidate) => bookingState({ ...candidate, start: ukTimeInstant(candidate.start) }, new Date()) === "open",
);

let site: Awaited<ReturnType<typeof spawnSite>>;
let dataDir: string;
let url: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "give-up-e2e-"));
  url = `file:${join(dataDir, "leads.db")}`;
  site = await spawnSite({ env: { LEADS_DATABASE_URL: url } });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs `work` on a store of its own over the server's database, closed after. */
async function withStore<T>(work: (store: LeadStore) => Promise<T>): Promise<T> {
  const store = await openLeadStore({ url });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** A booking stored straight in the server's database (an event of its own, so no count is shared), and its link. */
function seatedBooking(email: string, eventSlug: string) {
  return withStore(async (store) => {
    const lead = await store.saveBooking({
      idempotencyKey: `give-up-e2e-${email}-000000000000`,
      formKind: "booking",
      firstName: "Bo",
      lastName: "Stays",
      email,
      phone: "",
      franchiseSlugs: [],
      franchiseNames: [],
      marketingConsent: false,
      privacyNoticeVersion: "2025-01-01",
      booking: {
        eventSlug,
        waitlist: false,
        seats: 1,
        capacity: 5,
        eventTitle: "A seated event",
        eventWhen: "an evening",
        eventPlace: "a venue",
        eventPath: "/events",
        eventIcs: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
      },
    });
    return seatPageFor(lead.id!, { callTokenSecret: null }, store);
  });
}

const taken = (slug: string) => withStore(async (store) => (await store.seatLists([slug]))[0]!.taken);

test.describe("giving up a seat with JavaScript off @phone-only", () => {
  test.use({ javaScriptEnabled: false });

  test("a booker opens their link, gives up the seat, and the count goes back", async ({ page }) => {
    expect(event, "needs an event open for booking in src/content/events").toBeDefined();
    const scripts = trackScripts(page);
    await page.goto(`${site.baseUrl}/events/${event!.slug}`);
    await page.getByLabel("First name").fill("Ann");
    await page.getByLabel("Last name").fill("Lee");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("ann.gives-up@example.com");
    const share = page.getByLabel(/who runs this discovery day/);
    if ((await share.count()) > 0) await share.check();
    // The words follow the event's kind: a seminar's seat, a webinar's or a stand's place.
    const words = BOOKING_WORDS[event!.kind];
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.booked);
    expect(await taken(event!.slug)).toBe(1);

    const [lead] = await withStore((store) => store.leadsOfEmail("ann.gives-up@example.com"));
    const path = await withStore((store) => seatPageFor(lead!.id, { callTokenSecret: null }, store));
    const opened = await page.goto(`${site.baseUrl}${path}`);
    expect(opened!.headers()["cache-control"]).toBe("no-store");
    expect(opened!.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking");
    await expect(page.getByText(`You have a ${words.unit} booked at ${event!.title}.`)).toBeVisible();
    // Opening the link (as a mail scanner would) gave nothing up.
    expect(await taken(event!.slug)).toBe(1);

    await page.getByRole("button", { name: `Give up my ${words.unit}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking is given up");
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await taken(event!.slug)).toBe(0);
    const [list] = await withStore((store) => store.seatLists([event!.slug]));
    expect(list!.holders.map((holder) => holder.status)).toEqual(["given-up"]);
    expect(scripts).toEqual([]);

    // A second post (another tab, or back and press again) is told it was done, and takes nothing more back.
    const again = await page.request.post(`${site.baseUrl}${path}`, { headers: { Origin: site.baseUrl } });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(`Your booking at ${event!.title} was already given up`);
    expect(await taken(event!.slug)).toBe(0);
  });

  test("another site's post and a link this server never signed change nothing", async ({ page }) => {
    const seated = await seatedBooking("bo.stays@example.com", "seated-event");
    const foreign = await page.request.post(`${site.baseUrl}${seated}`, {
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(foreign.status()).toBe(403);
    expect(await taken("seated-event")).toBe(1);

    // Another booking's id with this one's signature, and a token of the right shape that was never signed.
    const [id, signature] = seated.split("/").at(-1)!.split(".");
    for (const token of [`${Number(id) + 1}.${signature}`, `${id}.${"A".repeat(43)}`]) {
      const answer = await page.goto(`${site.baseUrl}/events/seat/${token}`);
      expect(answer!.status()).toBe(404);
      expect(answer!.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We cannot find that booking");
      const posted = await page.request.post(`${site.baseUrl}/events/seat/${token}`, {
        headers: { Origin: site.baseUrl },
      });
      expect(posted.status()).toBe(404);
    }
    expect(await taken("seated-event")).toBe(1);
  });
});

test.describe("a booking's own page @desktop-only", () => {
  test("passes axe in each state it shows: the booking, given up, and a link it cannot find", async ({ page }) => {
    const path = await seatedBooking("axe.checks@example.com", "axe-event");
    await page.goto(`${site.baseUrl}${path}`);
    await expect(page.getByRole("button", { name: "Give up my seat" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Give up my seat" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking is given up");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${site.baseUrl}/events/seat/1.${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We cannot find that booking");
    expect(await axeViolations(page)).toEqual([]);
  });
});
