// Booking a seat on an event page, with JavaScript off and on (the form is plain HTML either way): a bad booking
// comes back with the errors and everything typed; a good one lands on its confirmation; the seat after the last is
// answered "fully booked" with the waiting list's form, filled in. Which events are used comes from the content
// files and the time (events-data.ts): the roomiest bookable event for booking, the smallest for filling up.
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { test, expect, axeViolations, trackScripts } from "./fixtures";
import { eventFiles } from "./events-data";
import { ukTimeInstant } from "../../src/lib/events/uk-time";
import { bookingState } from "../../src/lib/events/booking";
import { BOOKING_WORDS } from "../../src/lib/events/vocabulary";
import { leadErrorPage } from "../unit/copy-files";

// What the pages after a booking say (the build checked the file against eventBookingPagesSchema).
const outcomes = yaml.load(
  readFileSync(new URL("../../src/content/pages/event-booking.yaml", import.meta.url), "utf8"),
) as Record<"booked" | "bookedNoEmail" | "waitingList", { heading: string }>;

function bookableEvents() {
  const now = new Date();
  return eventFiles()
    .filter((event) => bookingState({ ...event, start: ukTimeInstant(event.start) }, now) === "open")
    .sort((a, b) => a.capacity - b.capacity);
}

async function fillBooking(page: import("@playwright/test").Page, email: string, phone: string) {
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Phone (optional)").fill(phone);
  await page.getByLabel("How did you hear about it? (optional)").selectOption("friend");
  await page.getByLabel(/send me occasional emails/).check();
  // A franchisor's discovery day asks, required, to pass the booker's name to the franchisor.
  const share = page.getByLabel(/who runs this discovery day/);
  if ((await share.count()) > 0) await share.check();
}

for (const javaScriptEnabled of [false, true]) {
  // Once each: JavaScript off at phone width, on at desktop width (the form is the same HTML either way).
  test.describe(`booking with JavaScript ${javaScriptEnabled ? "on @desktop-only" : "off @phone-only"}`, () => {
    test.use({ javaScriptEnabled });

    test("a bad booking keeps what was typed; a good one is confirmed", async ({ page }) => {
      const events = bookableEvents();
      test.skip(events.length < 2, "needs two bookable events: one to book, one to fill up");
      const event = events[events.length - 1]!;
      const scripts = trackScripts(page);
      await page.goto(`/events/${event.slug}`);
      // The words follow the event's kind (a seat at a seminar, a place at a stand, online or on a discovery day).
      const words = BOOKING_WORDS[event.kind];
      await page.getByRole("link", { name: words.book, exact: true }).click();
      const email = `ann.${javaScriptEnabled ? "on" : "off"}@example.com`;
      await fillBooking(page, email, "12");
      await page.getByRole("button", { name: words.submit }).click();

      const errorWords = leadErrorPage(words, event.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(errorWords.fieldProblem.heading);
      await expect(page.locator("#booking-phone-error")).toContainText("Enter a phone number");
      await expect(page.getByLabel("First name")).toHaveValue("Ann");
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Phone (optional)")).toHaveValue("12");
      await expect(page.getByLabel("How did you hear about it? (optional)")).toHaveValue("friend");
      await expect(page.getByLabel(/send me occasional emails/)).toBeChecked();
      // axe runs in the page, so only with JavaScript on (the HTML is the same either way).
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel("Phone (optional)").fill("07700 900982");
      await page.getByRole("button", { name: words.submit }).click();
      // The browser tests' server has no mail set up: no confirmation is queued, so the page promises none and
      // offers the calendar file itself.
      await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/booked-no-email$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        outcomes.bookedNoEmail.heading.replace("{booked}", words.booked),
      );
      await expect(page.locator(".booking-lead")).not.toContainText(/emailed|confirmation/i);
      await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
        "href",
        `/events/${event.slug}.ics`,
      );
      await expect(page.getByRole("link", { name: event.title })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      if (!javaScriptEnabled) expect(scripts).toEqual([]);
    });

    test("the seat after the last is fully booked, and the waiting list takes the details", async ({
      page,
      baseURL,
    }) => {
      const events = bookableEvents();
      test.skip(events.length < 2, "needs two bookable events: one to book, one to fill up");
      const event = events[0]!;
      const words = BOOKING_WORDS[event.kind];
      // Take every seat left (whatever other tests took), straight at the endpoint: the answer turns 409 when full.
      const eventPage = await (await page.request.get(`/events/${event.slug}`)).text();
      const privacyNoticeVersion = /name="privacyNoticeVersion" value="([^"]+)"/.exec(eventPage)![1]!;
      for (let n = 0; n <= event.capacity; n += 1) {
        const response = await page.request.post("/api/leads", {
          headers: { Origin: baseURL! },
          maxRedirects: 0,
          form: {
            formKind: "booking",
            eventSlug: event.slug,
            privacyNoticeVersion,
            firstName: "Seat",
            lastName: `Taker ${n}`,
            email: `seat${n}.${javaScriptEnabled}@example.com`,
            // Needed on a franchisor's discovery day, ignored elsewhere.
            consentShareFranchisors: "yes",
          },
        });
        if (response.status() === 409) break;
        expect(response.status()).toBe(303);
      }

      await page.goto(`/events/${event.slug}`);
      // An address of its own per run: one address holds one booking of an event, waiting list included.
      const late = `late.${javaScriptEnabled ? "on" : "off"}@example.com`;
      await fillBooking(page, late, "");
      await page.getByRole("button", { name: words.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        leadErrorPage(words, event.title).fullyBooked.heading,
      );
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(late);
      await expect(page.getByLabel("How did you hear about it? (optional)")).toHaveValue("friend");
      // axe runs in the page, so only with JavaScript on (the HTML is the same either way).
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Join the waiting list" }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/waiting-list$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcomes.waitingList.heading);
    });
  });
}
