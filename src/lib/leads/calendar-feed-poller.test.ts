import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { feed, vevent } from "@/lib/booking/test-support";
import { startCalendarFeedPoller, type CalendarFeedPoller } from "@/lib/leads/calendar-feed-poller";
import { CalendarUnavailableError, callDiary, useCalendarFeed } from "@/lib/leads/free-call";
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

beforeEach(async () => {
  body = OWNER_DIARY;
  status = 200;
  failures.length = 0;
  server = createServer((_request, response) => {
    response.writeHead(status, { "Content-Type": "text/calendar" });
    response.end(typeof body === "string" ? body : "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`;
});

afterEach(async () => {
  poller?.stop();
  useCalendarFeed(null);
  await new Promise((resolve) => server.close(resolve));
});

const start = (maxBytes = 1_000_000) => {
  poller = startCalendarFeedPoller(
    { url, refreshMs: 3_600_000, timeoutMs: 5_000, maxBytes },
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
