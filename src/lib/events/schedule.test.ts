import { describe, expect, it } from "vitest";
import { filterEvents, groupByMonth, isUpcoming, splitByTime, upcomingCacheControl } from "./schedule";
import { ukTimeInstant } from "./uk-time";
import type { EventKind } from "./vocabulary";

const event = (
  id: string,
  start: string,
  end: string,
  kind: EventKind = "seminar",
  nation?: string,
  isOnline = false,
) => ({
  id,
  start: ukTimeInstant(start),
  end: ukTimeInstant(end),
  kind,
  nation,
  isOnline,
});

const evening = event("evening", "2026-12-10T18:30", "2026-12-10T20:30");
const show = event("show", "2027-03-27T10:00", "2027-03-28T16:00", "exhibition", "england");
const webinar = event("webinar", "2027-01-20T12:30", "2027-01-20T13:30", "webinar", undefined, true);
const cardiff = event("cardiff", "2027-01-14T18:30", "2027-01-14T20:30", "seminar", "wales");

describe("isUpcoming", () => {
  it("keeps an event until the moment it ends, and not a moment longer", () => {
    expect(isUpcoming(evening, ukTimeInstant("2026-12-10T19:00"))).toBe(true);
    expect(isUpcoming(evening, new Date(evening.end.getTime() - 1))).toBe(true);
    expect(isUpcoming(evening, evening.end)).toBe(false);
  });
});

describe("splitByTime", () => {
  it("puts upcoming soonest first and past most recent first", () => {
    const { upcoming, past } = splitByTime([show, evening, webinar, cardiff], ukTimeInstant("2027-01-15T09:00"));
    expect(upcoming.map((e) => e.id)).toEqual(["webinar", "show"]);
    expect(past.map((e) => e.id)).toEqual(["cardiff", "evening"]);
  });

  it("moves a multi-day event to the past only after its last day", () => {
    const now = ukTimeInstant("2027-03-28T12:00");
    expect(splitByTime([show], now).upcoming).toHaveLength(1);
  });
});

describe("groupByMonth", () => {
  it("groups consecutive events by UK month with readable labels", () => {
    const groups = groupByMonth([evening, cardiff, webinar, show]);
    expect(groups.map((g) => [g.key, g.label, g.events.length])).toEqual([
      ["2026-12", "December 2026", 1],
      ["2027-01", "January 2027", 2],
      ["2027-03", "March 2027", 1],
    ]);
  });
});

describe("filterEvents", () => {
  const all = [evening, show, webinar, cardiff];
  it("filters by kind", () => {
    expect(filterEvents(all, { kind: "webinar" }).map((e) => e.id)).toEqual(["webinar"]);
  });
  it("keeps a nation's events and every online one", () => {
    expect(filterEvents(all, { nation: "wales" }).map((e) => e.id)).toEqual(["webinar", "cardiff"]);
  });
  it("combines both and keeps everything with none", () => {
    expect(filterEvents(all, { kind: "seminar", nation: "wales" }).map((e) => e.id)).toEqual(["cardiff"]);
    expect(filterEvents(all, {})).toHaveLength(all.length);
  });
});

describe("upcomingCacheControl", () => {
  it("keeps five minutes at most, no stale copies, and never past the next end", () => {
    const now = ukTimeInstant("2026-12-01T09:00");
    expect(upcomingCacheControl([evening, show], now)).toBe("public, max-age=0, s-maxage=300");
    const justBefore = new Date(evening.end.getTime() - 42_500);
    expect(upcomingCacheControl([show, evening], justBefore)).toBe("public, max-age=0, s-maxage=42");
    expect(upcomingCacheControl([], now)).toBe("public, max-age=0, s-maxage=300");
  });
});
