// /events and the event pages, with JavaScript off and on: the upcoming list and the archive split by the time of
// the request, the GET filters, an event page's details and Event JSON-LD, its .ics read by an independent parser,
// and axe. What to expect comes from the content files (events-data.ts), never a count or a date.
import ICAL from "ical.js";
import { test, expect, axeViolations, trackScripts } from "./fixtures";
import { eventsAt, eventFiles } from "./events-data";
import { ukIsoString, ukTimeInstant } from "../../src/lib/events/uk-time";
import { isUpcoming } from "../../src/lib/events/schedule";

const upcomingTitles = (page: import("@playwright/test").Page) =>
  page.locator(".upcoming-events article h4").allTextContents();

for (const javaScriptEnabled of [false, true]) {
  test.describe(`events list with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("lists the events still to come by month and the ended ones in the archive", async ({ page }) => {
      const scripts = trackScripts(page);
      const response = await page.goto("/events");
      expect(response?.status()).toBe(200);
      expect(response!.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      // Worked out after the page came back, so an event ending while it loaded counts as past on both sides.
      const { upcoming, past } = eventsAt(new Date());
      const shown = (await upcomingTitles(page)).map((title) => title.trim());
      expect(shown.sort()).toEqual(upcoming.map((event) => event.title).sort());
      const archived = (await page.locator(".past-events a").allTextContents()).map((title) => title.trim());
      for (const title of archived) expect(past.map((event) => event.title)).toContain(title);
      if (upcoming.length > 0) await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(/\d{4}\s*$/);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/events$/);
      if (!javaScriptEnabled) expect(scripts).toEqual([]);
    });

    test("filters by kind and nation with the GET form, keeping the choice", async ({ page }) => {
      const { upcoming } = eventsAt(new Date());
      const kind = upcoming[0]?.kind ?? "seminar";
      await page.goto("/events");
      await page.getByLabel("Kind of event").selectOption(kind);
      await page.getByRole("button", { name: "Show events" }).click();
      await expect(page).toHaveURL(new RegExp(`/events\\?kind=${kind}&nation=$`));
      await expect(page.getByLabel("Kind of event")).toHaveValue(kind);
      const { upcoming: now } = eventsAt(new Date());
      const titles = (await upcomingTitles(page)).map((title) => title.trim()).sort();
      expect(titles).toEqual(
        now
          .filter((event) => event.kind === kind)
          .map((event) => event.title)
          .sort(),
      );
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

      await page.getByLabel("Kind of event").selectOption("");
      await page.getByLabel("Nation").selectOption("wales");
      await page.getByRole("button", { name: "Show events" }).click();
      await expect(page).toHaveURL(/nation=wales$/);
      const { upcoming: later } = eventsAt(new Date());
      const welsh = later.filter((event) => event.online || event.nation === "wales").map((event) => event.title);
      expect((await upcomingTitles(page)).map((title) => title.trim()).sort()).toEqual(welsh.sort());
    });
  });
}

test.describe("events list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("names a value it does not recognise and shows everything instead", async ({ page }) => {
    const response = await page.goto("/events?kind=party&nation=atlantis");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("status")).toContainText('"party"');
    await expect(page.getByRole("status")).toContainText('"atlantis"');
    const { upcoming } = eventsAt(new Date());
    expect(await page.locator(".upcoming-events article").count()).toBe(upcoming.length);
  });
});

// axe runs in the page, so with JavaScript on (the pages load none either way).
for (const path of ["/events", "/events?kind=webinar", `/events/${eventFiles()[0]!.slug}`]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("an event page", () => {
  test.use({ javaScriptEnabled: false });

  for (const event of eventFiles()) {
    test(`${event.slug}: details, Event JSON-LD and a calendar file with the right UK times`, async ({
      page,
      request,
    }) => {
      const scripts = trackScripts(page);
      await page.goto(`/events/${event.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const nodes = blocks.flatMap((text) => (JSON.parse(text) as { "@graph": Record<string, unknown>[] })["@graph"]);
      const node = nodes.find((candidate) => candidate["@type"] === "Event")!;
      expect(node).toMatchObject({
        name: event.title,
        startDate: ukIsoString(event.start),
        endDate: ukIsoString(event.end),
        eventStatus: expect.stringMatching(/^https:\/\/schema\.org\/Event/),
        eventAttendanceMode: expect.stringMatching(
          /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
        ),
      });
      // An ended event offers nothing; a show where we only have a stand names no organiser of ours.
      const ended = !isUpcoming({ start: ukTimeInstant(event.start), end: ukTimeInstant(event.end) }, new Date());
      if (ended) expect(node).not.toHaveProperty("offers");
      else
        expect(node.offers).toMatchObject({
          "@type": "Offer",
          priceCurrency: "GBP",
          availability: expect.stringMatching(/^https:\/\/schema.org\//),
        });
      if (event.kind === "exhibition") expect(node).not.toHaveProperty("organizer");
      else
        expect(node.organizer).toMatchObject({
          "@type": "Organization",
          name: expect.any(String),
          url: expect.any(String),
        });
      expect(node.location).toBeDefined();
      if (event.status === "cancelled") expect(node.eventStatus).toBe("https://schema.org/EventCancelled");
      if (event.location) {
        const directions = page.getByRole("region", { name: "How to get there" });
        await expect(directions.locator(`a[href="/locations/${event.location}"]`)).toHaveCount(1);
      }
      expect(scripts).toEqual([]);

      const href = await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
      const file = await request.get(href!);
      expect(file.headers()["content-type"]).toContain("text/calendar");
      const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(await file.text())).getFirstSubcomponent("vevent")!);
      const london = (time: ICAL.Time) =>
        new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/London", dateStyle: "short", timeStyle: "short" })
          .format(time.toJSDate())
          .replace(" ", "T");
      expect(london(vevent.startDate)).toBe(event.start);
      expect(london(vevent.endDate)).toBe(event.end);
      const status = { cancelled: "CANCELLED", postponed: "TENTATIVE" }[event.status as string] ?? "CONFIRMED";
      expect(vevent.component.getFirstPropertyValue("status")).toBe(status);
    });
  }
});

test("the calendar feed lists exactly the upcoming events and parses", async ({ request }) => {
  const response = await request.get("/events/calendar.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const uids = calendar.getAllSubcomponents("vevent").map((vevent) => String(vevent.getFirstPropertyValue("uid")));
  const { upcoming } = eventsAt(new Date());
  expect(uids.map((uid) => uid.split("@")[0]).sort()).toEqual(upcoming.map((event) => event.slug).sort());
});
