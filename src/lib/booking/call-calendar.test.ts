import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { callCalendarFile } from "@/lib/booking/call-calendar";
import { callClock } from "@/lib/booking/slot-words";

const siteUrl = "https://www.example.test";
const organiser = { name: "An Example Advisory", email: "hello@example.test" };
/** Frozen words, so the test reads what the writer does with whatever words it is given. */
const words = {
  cancelled: "Off.",
  postponed: "Later.",
  cancelledTitle: (title: string) => `Off: ${title}`,
  details: (link: string) => `See ${link}`,
};

function fileFor(start: string, sequence = 0, status: "booked" | "cancelled" = "booked") {
  const from = new Date(start);
  return callCalendarFile(
    {
      leadId: 7,
      start: from,
      end: new Date(from.getTime() + 15 * 60_000),
      status,
      sequence,
      title: "Free call",
      summary: "We will call you.",
      url: `${siteUrl}/book/manage/7.x`,
      location: "By phone",
    },
    { organiser, siteUrl, words },
  );
}

const eventOf = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);

describe("a booked call's .ics, as ical.js reads it", () => {
  // 09:00 UK time on the Friday before the clocks go forward (GMT) and the Monday after (BST), and the same around
  // the autumn change: the instant ical.js reads is the slot's, and it is 09:00 on the UK clock each time.
  it.each([
    "2026-03-27T09:00:00.000Z",
    "2026-03-30T08:00:00.000Z",
    "2026-10-23T08:00:00.000Z",
    "2026-10-26T09:00:00.000Z",
  ])("keeps %s, 09:00 UK time, on both sides of a clock change", (start) => {
    const event = eventOf(fileFor(start));
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(callClock(event.startDate.toJSDate())).toBe("09:00");
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(15 * 60_000);
  });

  it("has a UID stable for the call, a SEQUENCE that rises with a change, and a cancellation marked", () => {
    const first = eventOf(fileFor("2026-12-10T10:15:00.000Z"));
    const moved = eventOf(fileFor("2026-12-11T10:15:00.000Z", 1));
    const cancelled = eventOf(fileFor("2026-12-11T10:15:00.000Z", 2, "cancelled"));
    expect(first.uid).toBe("call-7@www.example.test");
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBe(1);
    expect(cancelled.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
