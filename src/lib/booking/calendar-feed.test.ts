import { describe, expect, it } from "vitest";
import { busyFromFeed } from "@/lib/booking/calendar-feed";
import { feed, vevent } from "@/lib/booking/test-support";

const window = { start: new Date("2026-03-20T00:00:00Z"), end: new Date("2026-04-20T00:00:00Z") };
const iso = (busy: { start: Date; end: Date }[]) =>
  busy.map(({ start, end }) => `${start.toISOString()}/${end.toISOString()}`);

describe("busyFromFeed", () => {
  it("reads a one-off meeting in Europe/London on either side of the spring clock change", () => {
    const text = feed(
      vevent("gmt", "DTSTART;TZID=Europe/London:20260327T100000", "DTEND;TZID=Europe/London:20260327T110000"),
      vevent("bst", "DTSTART;TZID=Europe/London:20260330T100000", "DTEND;TZID=Europe/London:20260330T110000"),
    );
    expect(iso(busyFromFeed(text, window))).toEqual([
      "2026-03-27T10:00:00.000Z/2026-03-27T11:00:00.000Z",
      "2026-03-30T09:00:00.000Z/2026-03-30T10:00:00.000Z",
    ]);
  });

  it("reads UTC times and a floating time as UK wall-clock time", () => {
    const text = feed(
      vevent("utc", "DTSTART:20260401T130000Z", "DTEND:20260401T133000Z"),
      vevent("floating", "DTSTART:20260402T140000", "DTEND:20260402T143000"),
    );
    expect(iso(busyFromFeed(text, window))).toEqual([
      "2026-04-01T13:00:00.000Z/2026-04-01T13:30:00.000Z",
      "2026-04-02T13:00:00.000Z/2026-04-02T13:30:00.000Z",
    ]);
  });

  it("expands a weekly meeting across the clock change, leaving out its EXDATE and moving its moved occurrence", () => {
    const text = feed(
      vevent(
        "weekly",
        "DTSTART;TZID=Europe/London:20260323T090000",
        "DTEND;TZID=Europe/London:20260323T093000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;TZID=Europe/London:20260406T090000",
      ),
      vevent(
        "weekly",
        "RECURRENCE-ID;TZID=Europe/London:20260413T090000",
        "DTSTART;TZID=Europe/London:20260413T150000",
        "DTEND;TZID=Europe/London:20260413T153000",
      ),
    );
    expect(iso(busyFromFeed(text, window))).toEqual([
      "2026-03-23T09:00:00.000Z/2026-03-23T09:30:00.000Z",
      "2026-03-30T08:00:00.000Z/2026-03-30T08:30:00.000Z",
      "2026-04-13T14:00:00.000Z/2026-04-13T14:30:00.000Z",
    ]);
  });

  it("takes a whole UK day for an all-day event, with or without DTEND", () => {
    const text = feed(
      vevent("day", "DTSTART;VALUE=DATE:20260415", "DTEND;VALUE=DATE:20260416"),
      vevent("no-end", "DTSTART;VALUE=DATE:20260417"),
    );
    expect(iso(busyFromFeed(text, window))).toEqual([
      "2026-04-14T23:00:00.000Z/2026-04-15T23:00:00.000Z",
      "2026-04-16T23:00:00.000Z/2026-04-17T23:00:00.000Z",
    ]);
  });

  it("ignores cancelled and free (transparent) events, and what falls outside the window", () => {
    const text = feed(
      vevent("cancelled", "STATUS:CANCELLED", "DTSTART:20260401T100000Z", "DTEND:20260401T110000Z"),
      vevent("free", "TRANSP:TRANSPARENT", "DTSTART:20260401T120000Z", "DTEND:20260401T130000Z"),
      vevent("before", "DTSTART:20260301T100000Z", "DTEND:20260301T110000Z"),
      vevent("after", "DTSTART:20260501T100000Z", "DTEND:20260501T110000Z"),
    );
    expect(busyFromFeed(text, window)).toEqual([]);
  });

  it("stops an endless daily rule at the window's end", () => {
    const text = feed(vevent("daily", "DTSTART:20260101T070000Z", "DTEND:20260101T071500Z", "RRULE:FREQ=DAILY"));
    expect(busyFromFeed(text, window)).toHaveLength(31);
  });

  it("refuses text that is not iCalendar, so an error page is a failure and not an empty diary", () => {
    expect(() => busyFromFeed("<html>Sign in</html>", window)).toThrow();
    expect(() => busyFromFeed("", window)).toThrow();
  });
});
