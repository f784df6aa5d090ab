import { once } from "node:events";
import { createServer, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/config/consent";
import { site } from "@/config/site";
import { feed, vevent } from "@/lib/booking/test-support";
import { startCalendarFeedPoller, type CalendarFeedPoller } from "@/lib/leads/calendar-feed-poller";
import { readLeadsConfig } from "@/lib/leads/config";
import { CalendarUnavailableError, callDiary, useCalendarFeed } from "@/lib/leads/free-call";
import { handleLeadPost, type LeadHandlerDeps } from "@/lib/leads/handler";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import { tempStore } from "@/lib/leads/test-support";
import type { Availability } from "@/lib/schemas/availability-schema";

const AVAILABILITY: Availability = {
  weeklyHours: (["monday", "tuesday", "wednesday", "thursday", "friday"] as const).map((day) => ({
    day,
    opens: "09:00",
    closes: "18:00",
  })),
  slotMinutes: 15,
  bufferMinutes: 0,
  minimumNoticeHours: 4,
  horizonDays: 14,
  dailyCap: 40,
  closedDates: [],
  bankHolidayNation: "england-and-wales",
};
// Monday 19 October 2026, 08:00 UK time (BST): the horizon runs over the clock change of 25 October.
const NOW = new Date("2026-10-19T07:00:00Z");
const clock = () => NOW;
const noCalls = { bookedCalls: async () => [] };

const OWNER_DIARY = feed(
  // One-off: Wednesday 21 October, 11:00 to 11:30 UK time (BST).
  vevent("one-off", "DTSTART;TZID=Europe/London:20261021T110000", "DTEND;TZID=Europe/London:20261021T113000"),
  // Weekly on Tuesdays 14:00 to 14:15 UK time, across the clock change; 20 October cancelled.
  vevent(
    "weekly",
    "DTSTART;TZID=Europe/London:20261013T140000",
    "DTEND;TZID=Europe/London:20261013T141500",
    "RRULE:FREQ=WEEKLY",
    "EXDATE;TZID=Europe/London:20261020T140000",
  ),
  // All day: Friday 23 October.
  vevent("away", "DTSTART;VALUE=DATE:20261023", "DTEND;VALUE=DATE:20261024"),
);

let server: Server;
let body: string | (() => never);
let status = 200;
let url: string;
let poller: CalendarFeedPoller | undefined;
const failures: { error: string; keptLastGood: boolean }[] = [];
/** Requests the feed server has had; while `holding`, the answers wait in `held` until `release()`. */
let requests = 0;
let holding = false;
const held: ServerResponse[] = [];

const answer = (response: ServerResponse) => {
  response.writeHead(status, { "Content-Type": "text/calendar" });
  response.end(typeof body === "string" ? body : "");
};
const release = () => {
  holding = false;
  for (const response of held.splice(0)) answer(response);
};

beforeEach(async () => {
  body = OWNER_DIARY;
  status = 200;
  failures.length = 0;
  requests = 0;
  holding = false;
  server = createServer((_request, response) => {
    requests += 1;
    if (holding) {
      held.push(response);
      server.emit("held");
    } else answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`;
});

afterEach(async () => {
  poller?.stop();
  useCalendarFeed(null);
  release();
  await new Promise((resolve) => server.close(resolve));
});

const start = (maxBytes = 1_000_000, checkTimeoutMs = 3_000) => {
  poller = startCalendarFeedPoller(
    { url, refreshMs: 3_600_000, timeoutMs: 5_000, maxBytes, checkTimeoutMs },
    { onLoaded: () => {}, onFailed: (detail) => failures.push(detail) },
    clock,
  );
  useCalendarFeed(poller);
  return poller;
};
const offered = async () =>
  (await callDiary(noCalls, AVAILABILITY, NOW)).flatMap((day) => day.slots.map((slot) => slot.start.toISOString()));

describe("the owner's calendar feed, served on 127.0.0.1", () => {
  it("removes exactly the one-off meeting, the weekly one's remaining occurrences and the all-day event", async () => {
    const all = await offered();
    await start().refresh();
    const left = new Set(await offered());
    const removed = all.filter((slot) => !left.has(slot));
    const fridayAllDay = all.filter((slot) => slot.startsWith("2026-10-23"));
    expect(fridayAllDay).toHaveLength(36);
    expect(removed).toEqual([
      // 20 October, the weekly meeting's, is cancelled (EXDATE), so it stays offered.
      "2026-10-21T10:00:00.000Z", // Wednesday 11:00 to 11:30 BST: two slots
      "2026-10-21T10:15:00.000Z",
      ...fridayAllDay,
      "2026-10-27T14:00:00.000Z", // Tuesday 27 October, after the clock change: 14:00 GMT
    ]);
    expect(left.has("2026-10-20T13:00:00.000Z")).toBe(true);
  });

  it("offers no slot until the feed has read well once, rather than one it cannot check", async () => {
    status = 503;
    await start().refresh();
    await expect(offered()).rejects.toBeInstanceOf(CalendarUnavailableError);
    expect(failures).toEqual([{ error: "the feed answered 503", keptLastGood: false }]);
  });

  it("keeps the last good copy when the feed later fails, and says so once while it stays down", async () => {
    const feedPoller = start();
    await feedPoller.refresh();
    const good = await offered();
    status = 500;
    await feedPoller.refresh();
    body = "<html>Sign in to see this calendar</html>";
    status = 200;
    await feedPoller.refresh();
    expect(await offered()).toEqual(good);
    expect(failures).toEqual([{ error: "the feed answered 500", keptLastGood: true }]);
  });

  it("refuses a feed larger than its cap, reading no further", async () => {
    await start(200).refresh();
    expect(failures).toEqual([{ error: "the feed is larger than 200 bytes", keptLastGood: false }]);
  });
});

const WINDOW = { start: new Date("2026-10-18T00:00:00Z"), end: new Date("2026-11-03T00:00:00Z") };

describe("the owner's calendar feed read again at the moment of booking", () => {
  it("shares one fetch between every booking that asks while it runs, and answers each from it", async () => {
    const feedPoller = start();
    await feedPoller.refresh();
    expect(requests).toBe(1);
    holding = true;
    const first = Array.from({ length: 10 }, () => feedPoller.busyNow(WINDOW));
    await once(server, "held");
    // More bookings while the fetch is under way: they wait on the same one.
    const later = Array.from({ length: 10 }, () => feedPoller.busyNow(WINDOW));
    release();
    const answers = await Promise.all([...first, ...later]);
    expect(requests).toBe(2);
    expect(answers.every((busy) => busy !== null && busy.length > 0)).toBe(true);
    expect(new Set(answers.map((busy) => JSON.stringify(busy))).size).toBe(1);
    // The next booking, after that fetch, reads the feed once more: never an answer kept from before.
    await feedPoller.busyNow(WINDOW);
    expect(requests).toBe(3);
  });

  it("sees a meeting added since the last read, and keeps it as the copy /book shows", async () => {
    const feedPoller = start();
    await feedPoller.refresh();
    body = feed(vevent("new", "DTSTART:20261022T090000Z", "DTEND:20261022T093000Z"));
    const now = await feedPoller.busyNow(WINDOW);
    expect(now).toEqual([{ start: new Date("2026-10-22T09:00:00Z"), end: new Date("2026-10-22T09:30:00Z") }]);
    expect(feedPoller.busy(WINDOW)).toEqual(now);
  });

  it("answers null, never the last good copy, when the feed fails or is slower than the check allows", async () => {
    const feedPoller = start(1_000_000, 200);
    await feedPoller.refresh();
    const lastGood = feedPoller.busy(WINDOW);
    status = 503;
    expect(await feedPoller.busyNow(WINDOW)).toBeNull();
    status = 200;
    holding = true;
    const slow = feedPoller.busyNow(WINDOW);
    await once(server, "held");
    expect(await slow).toBeNull();
    // /book still shows the diary from the last good copy; only a booking needs the feed as it is now.
    expect(feedPoller.busy(WINDOW)).toEqual(lastGood);
  });
});

describe("booking a free call checks the owner's calendar as it is at that moment", () => {
  let cleanup: () => Promise<void>;
  let deps: LeadHandlerDeps;

  beforeEach(async () => {
    const temp = await tempStore();
    cleanup = temp.cleanup;
    const config = readLeadsConfig({ SITE_URL: "https://www.franchise-advisor.example", LEADS_RATE_LIMIT: "1000" });
    deps = {
      config,
      store: async () => temp.store,
      limiter: createRateLimiter({ limit: config.rateLimit, windowMs: config.rateWindowMs }),
      franchises: [],
      remoteAddress: "203.0.113.7",
      phoneDisplay: site.phone.display,
      email: site.email,
      onStored: () => {},
      callAvailability: async () => AVAILABILITY,
    };
  });
  afterEach(async () => cleanup());

  /** The slots /book offers now (the real clock: the handler books against it), from the feed's last good copy. */
  const offeredNow = async () =>
    (await callDiary(noCalls, AVAILABILITY, new Date())).flatMap((day) => day.slots.map((slot) => slot.start));
  const typed = (slotStart: Date) => ({
    formKind: "call",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "07700 900982",
    slotStart: slotStart.toISOString(),
    topic: "Care franchises",
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  });
  const post = (values: Record<string, string>) => {
    const form = new URLSearchParams(values);
    return handleLeadPost(
      new Request("http://127.0.0.1:4321/api/leads", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://127.0.0.1:4321",
          Host: "127.0.0.1:4321",
        },
        body: form.toString(),
      }),
      deps,
    );
  };
  const icsTime = (at: Date) =>
    at
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");

  it("refuses a slot that became busy in the feed since /book was shown, like a taken one, offering the nearest", async () => {
    body = feed();
    await start().refresh();
    const [slot] = await offeredNow();
    expect(slot).toBeDefined();
    // The owner adds a meeting over that slot; the last good copy does not have it yet.
    const end = new Date(slot!.getTime() + 30 * 60_000);
    body = feed(vevent("added", `DTSTART:${icsTime(slot!)}`, `DTEND:${icsTime(end)}`));
    const outcome = await post(typed(slot!));
    expect(outcome.type).toBe("error-page");
    if (outcome.type !== "error-page") return;
    expect(outcome.view).toMatchObject({ status: 409, values: { email: "ann@example.com", topic: "Care franchises" } });
    const nearest = outcome.view.call?.nearest ?? [];
    expect(nearest.length).toBeGreaterThan(0);
    for (const start of nearest.map((iso) => new Date(iso)))
      expect(start >= end || start.getTime() + AVAILABILITY.slotMinutes * 60_000 <= slot!.getTime()).toBe(true);
    expect(await (await deps.store()).countLeads()).toBe(0);
  });

  it("refuses the booking, keeping what was typed and offering the form and phone, when the feed cannot be read now", async () => {
    body = feed();
    await start().refresh();
    const [slot] = await offeredNow();
    status = 503;
    const outcome = await post(typed(slot!));
    expect(outcome.type).toBe("error-page");
    if (outcome.type !== "error-page") return;
    expect(outcome.view).toMatchObject({
      status: 503,
      values: { email: "ann@example.com", phone: "07700 900982", slotStart: slot!.toISOString() },
    });
    expect(outcome.view.message).toContain(site.phone.display);
    expect(outcome.view.message).toMatch(/form/);
    expect(await (await deps.store()).countLeads()).toBe(0);
    // Once the feed reads again, the same post books the call.
    status = 200;
    const booked = await post(typed(slot!));
    if (booked.type !== "response") throw new Error(`expected the 303, got the form (${booked.view.status})`);
    expect(booked.response.status).toBe(303);
    expect(await (await deps.store()).countLeads()).toBe(1);
    // Its retry (the answer lost) needs no calendar: answered as the first was, even while the feed is down.
    status = 503;
    const retried = await post(typed(slot!));
    if (retried.type !== "response") throw new Error(`expected the 303, got the form (${retried.view.status})`);
    expect(retried.response.headers.get("location")).toBe(booked.response.headers.get("location"));
    expect(await (await deps.store()).countLeads()).toBe(1);
  });
});
