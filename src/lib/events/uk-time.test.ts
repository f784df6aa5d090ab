import { describe, expect, it } from "vitest";
import {
  formatUkMonth,
  formatUkRange,
  ukIsoString,
  ukMonthKey,
  ukOffsetMinutes,
  ukTimeInstant,
  ukTimeToInstant,
} from "./uk-time";

describe("ukTimeToInstant", () => {
  it("reads winter times as GMT and summer times as BST", () => {
    expect(ukTimeToInstant("2026-12-10T18:30")).toEqual({
      ok: true,
      instant: new Date("2026-12-10T18:30:00Z"),
      offsetMinutes: 0,
    });
    expect(ukTimeToInstant("2027-07-01T09:00")).toEqual({
      ok: true,
      instant: new Date("2027-07-01T08:00:00Z"),
      offsetMinutes: 60,
    });
  });

  it("gets both sides of the March 2027 clock change right (forward at 01:00 GMT on 28 March)", () => {
    expect(ukTimeInstant("2027-03-28T00:59").toISOString()).toBe("2027-03-28T00:59:00.000Z");
    expect(ukTimeInstant("2027-03-28T02:00").toISOString()).toBe("2027-03-28T01:00:00.000Z");
    expect(ukTimeInstant("2027-03-27T10:00").toISOString()).toBe("2027-03-27T10:00:00.000Z");
    expect(ukTimeInstant("2027-03-28T16:00").toISOString()).toBe("2027-03-28T15:00:00.000Z");
  });

  it("refuses the hour the clocks skip and the hour they repeat, naming the time", () => {
    const skipped = ukTimeToInstant("2027-03-28T01:30");
    expect(skipped.ok).toBe(false);
    expect(!skipped.ok && skipped.problem).toMatch(/2027-03-28T01:30 does not exist.*forward/);
    const repeated = ukTimeToInstant("2026-10-25T01:30");
    expect(repeated.ok).toBe(false);
    expect(!repeated.ok && repeated.problem).toMatch(/happens twice/);
  });

  it("refuses malformed and impossible times", () => {
    for (const bad of ["2026-12-10", "2026-12-10T18:30Z", "2026-12-10 18:30", "2027-02-30T10:00", "2026-12-10T24:00"]) {
      expect(ukTimeToInstant(bad).ok, bad).toBe(false);
    }
    expect(() => ukTimeInstant("2027-03-28T01:30")).toThrow(/does not exist/);
  });
});

describe("formatting in UK time", () => {
  it("writes ISO strings with the offset of the moment", () => {
    expect(ukIsoString("2027-03-27T10:00")).toBe("2027-03-27T10:00:00+00:00");
    expect(ukIsoString("2027-03-28T16:00")).toBe("2027-03-28T16:00:00+01:00");
  });

  it("knows the offset at an instant", () => {
    expect(ukOffsetMinutes(new Date("2027-01-01T12:00:00Z"))).toBe(0);
    expect(ukOffsetMinutes(new Date("2027-06-01T12:00:00Z"))).toBe(60);
  });

  it("groups by the UK month, not the UTC one", () => {
    // 00:30 BST on 1 July is still 30 June in UTC.
    const instant = ukTimeInstant("2027-07-01T00:30");
    expect(instant.getUTCMonth()).toBe(5);
    expect(ukMonthKey(instant)).toBe("2027-07");
    expect(formatUkMonth(instant)).toBe("July 2027");
  });

  it("describes a range on one day and across days, with the clock each end is on", () => {
    expect(formatUkRange(ukTimeInstant("2026-12-10T18:30"), ukTimeInstant("2026-12-10T20:30"))).toBe(
      "Thursday 10 December 2026, 18:30 GMT to 20:30 GMT",
    );
    expect(formatUkRange(ukTimeInstant("2027-03-27T10:00"), ukTimeInstant("2027-03-28T16:00"))).toBe(
      "Saturday 27 March 2027, 10:00 GMT to Sunday 28 March 2027, 16:00 BST",
    );
  });
});
