import { describe, expect, it } from "vitest";
import type { Availability } from "@/lib/schemas/availability-schema";
import { bankHolidays } from "@/lib/booking/bank-holidays";
import { freeSlots, isFreeSlot, nearestFreeSlots, ukDateOf, type Interval, type SlotQuery } from "@/lib/booking/slots";

const WEEKDAY_HOURS = (["monday", "tuesday", "wednesday", "thursday", "friday"] as const).map((day) => ({
  day,
  opens: "09:00",
  closes: "18:00",
}));

const AVAILABILITY: Availability = {
  weeklyHours: WEEKDAY_HOURS,
  slotMinutes: 15,
  bufferMinutes: 0,
  minimumNoticeHours: 4,
  horizonDays: 14,
  dailyCap: 16,
  closedDates: [],
  bankHolidayNation: "england-and-wales",
};

type Overrides = Partial<Omit<SlotQuery, "availability">> & { availability?: Partial<Availability> };

function query(now: string, overrides: Overrides = {}) {
  const availability = { ...AVAILABILITY, ...overrides.availability };
  const at = new Date(now);
  return freeSlots({
    booked: [],
    busy: [],
    holidays: bankHolidays(availability.bankHolidayNation, [at.getUTCFullYear(), at.getUTCFullYear() + 1]),
    ...overrides,
    availability,
    now: at,
  });
}

const iso = (slots: readonly Interval[]) => slots.map((slot) => slot.start.toISOString());
const day = (days: ReturnType<typeof freeSlots>, date: string) => days.find((entry) => entry.date === date)!;
const call = (start: string, minutes = 15): Interval => ({
  start: new Date(start),
  end: new Date(Date.parse(start) + minutes * 60_000),
});

describe("the free call's slots across the clock changes", () => {
  // Each case: the last weekday before the change and the first after, 09:00 UK time either side.
  it.each([
    [
      "29 March 2026 (forward)",
      "2026-03-26T12:00:00Z",
      "2026-03-27",
      "2026-03-27T09:00:00.000Z",
      "2026-03-30",
      "2026-03-30T08:00:00.000Z",
    ],
    [
      "25 October 2026 (back)",
      "2026-10-22T12:00:00Z",
      "2026-10-23",
      "2026-10-23T08:00:00.000Z",
      "2026-10-26",
      "2026-10-26T09:00:00.000Z",
    ],
    [
      "28 March 2027 (forward, Easter: Good Friday and Easter Monday closed)",
      "2027-03-24T12:00:00Z",
      "2027-03-25",
      "2027-03-25T09:00:00.000Z",
      "2027-03-30",
      "2027-03-30T08:00:00.000Z",
    ],
    [
      "31 October 2027 (back)",
      "2027-10-28T12:00:00Z",
      "2027-10-29",
      "2027-10-29T08:00:00.000Z",
      "2027-11-01",
      "2027-11-01T09:00:00.000Z",
    ],
  ])("the week of %s: 09:00 to 18:00 UK time on both sides", (_, now, before, beforeFirst, after, afterFirst) => {
    const days = query(now);
    for (const [date, first] of [
      [before, beforeFirst],
      [after, afterFirst],
    ] as const) {
      const slots = day(days, date).slots;
      expect(slots).toHaveLength(36);
      expect(slots[0]!.start.toISOString()).toBe(first);
      // The last call ends at 18:00 UK time: nine hours after the first starts.
      expect(slots.at(-1)!.end.getTime() - slots[0]!.start.getTime()).toBe(9 * 3_600_000);
    }
    // The weekend of the change is closed, and the days are UK dates.
    expect(
      days
        .filter((entry) => entry.weekday === "saturday" || entry.weekday === "sunday")
        .every((entry) => entry.slots.length === 0),
    ).toBe(true);
  });

  it("counts real time through the night the clocks go forward and back", () => {
    const sundayNights = {
      weeklyHours: [{ day: "sunday" as const, opens: "00:00", closes: "04:00" }],
      minimumNoticeHours: 0,
    };
    // Forward: 00:00 GMT to 04:00 BST is three hours, 12 slots, none starting in the skipped hour's clock times.
    const spring = day(query("2026-03-28T12:00:00Z", { availability: sundayNights }), "2026-03-29").slots;
    expect(spring).toHaveLength(12);
    expect(spring[0]!.start.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(spring.at(-1)!.end.toISOString()).toBe("2026-03-29T03:00:00.000Z");
    // Back: 00:00 BST to 04:00 GMT is five hours, 20 slots, the repeated hour's starts each once.
    const autumn = day(query("2026-10-24T12:00:00Z", { availability: sundayNights }), "2026-10-25").slots;
    expect(autumn).toHaveLength(20);
    expect(autumn[0]!.start.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(new Set(iso(autumn)).size).toBe(20);
    expect(autumn.every((slot) => ukDateOf(slot.start) === "2026-10-25")).toBe(true);
  });
});

describe("the rules of the diary", () => {
  it("offers nothing sooner than the minimum notice", () => {
    // Monday 7 December 2026, 10:07 GMT: with 4 hours' notice the first slot is 14:15.
    const days = query("2026-12-07T10:07:00Z");
    expect(iso(day(days, "2026-12-07").slots)[0]).toBe("2026-12-07T14:15:00.000Z");
    const noNotice = query("2026-12-07T10:07:00Z", { availability: { minimumNoticeHours: 0 } });
    expect(iso(day(noNotice, "2026-12-07").slots)[0]).toBe("2026-12-07T10:15:00.000Z");
  });

  it("keeps the buffer free around booked calls and calendar meetings", () => {
    const booked = [call("2026-12-08T10:00:00Z")];
    const busy = [call("2026-12-08T14:00:00Z", 60)];
    const starts = iso(
      day(query("2026-12-07T08:00:00Z", { booked, busy, availability: { bufferMinutes: 15 } }), "2026-12-08").slots,
    );
    // 09:45 would end as the booked call starts, with no buffer; 10:15 would start as it ends.
    expect(starts).toContain("2026-12-08T09:30:00.000Z");
    for (const taken of ["09:45", "10:00", "10:15", "13:45", "14:00", "14:45", "15:00"])
      expect(starts).not.toContain(`2026-12-08T${taken}:00.000Z`);
    expect(starts).toContain("2026-12-08T10:30:00.000Z");
    expect(starts).toContain("2026-12-08T15:15:00.000Z");
    // Without a buffer, back-to-back calls are offered.
    const tight = iso(day(query("2026-12-07T08:00:00Z", { booked, busy }), "2026-12-08").slots);
    expect(tight).toEqual(
      expect.arrayContaining(["2026-12-08T09:45:00.000Z", "2026-12-08T10:15:00.000Z", "2026-12-08T15:00:00.000Z"]),
    );
  });

  it("closes a day once its daily cap of calls is booked", () => {
    const booked = [call("2026-12-08T09:00:00Z"), call("2026-12-08T11:00:00Z")];
    const days = query("2026-12-07T08:00:00Z", { booked, availability: { dailyCap: 2 } });
    expect(day(days, "2026-12-08").slots).toEqual([]);
    expect(day(days, "2026-12-09").slots).toHaveLength(36);
    expect(
      day(query("2026-12-07T08:00:00Z", { booked, availability: { dailyCap: 3 } }), "2026-12-08").slots,
    ).toHaveLength(34);
  });

  it("closes bank holidays of the nation chosen, and the closed dates", () => {
    // Good Friday and Easter Monday 2026 in England and Wales; 2 January is a bank holiday in Scotland only.
    const easter = query("2026-03-31T08:00:00Z");
    expect(day(easter, "2026-04-03").slots).toEqual([]);
    expect(day(easter, "2026-04-06").slots).toEqual([]);
    expect(day(easter, "2026-04-07").slots).toHaveLength(36);
    expect(day(query("2025-12-31T08:00:00Z"), "2026-01-02").slots).toHaveLength(36);
    expect(
      day(query("2025-12-31T08:00:00Z", { availability: { bankHolidayNation: "scotland" } }), "2026-01-02").slots,
    ).toEqual([]);
    expect(
      day(query("2026-03-31T08:00:00Z", { availability: { bankHolidayNation: "none" } }), "2026-04-03").slots,
    ).toHaveLength(36);
    const closed = query("2026-12-07T08:00:00Z", { availability: { closedDates: ["2026-12-09"] } });
    expect(day(closed, "2026-12-09").slots).toEqual([]);
  });

  it("offers the days of the horizon, today included, and none after", () => {
    const days = query("2026-12-07T08:00:00Z");
    expect(days.map((entry) => entry.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => `2026-12-${String(7 + i).padStart(2, "0")}`),
    );
    const short = query("2026-12-07T08:00:00Z", { availability: { horizonDays: 3 } });
    expect(short.map((entry) => entry.date)).toEqual(["2026-12-07", "2026-12-08", "2026-12-09"]);
    // Just before midnight UK time in summer, "today" is the UK's date, not UTC's.
    expect(query("2026-06-30T23:30:00Z")[0]!.date).toBe("2026-07-01");
  });

  it("knows a free slot, and offers the nearest ones when one is taken", () => {
    const booked = [call("2026-12-08T10:00:00Z")];
    const days = query("2026-12-07T08:00:00Z", { booked });
    expect(isFreeSlot(days, new Date("2026-12-08T10:15:00Z"))).toBe(true);
    expect(isFreeSlot(days, new Date("2026-12-08T10:00:00Z"))).toBe(false);
    expect(isFreeSlot(days, new Date("2026-12-08T10:05:00Z"))).toBe(false);
    expect(iso(nearestFreeSlots(days, new Date("2026-12-08T10:00:00Z")))).toEqual([
      // 09:30 and 10:30 are as near: the earlier is offered.
      "2026-12-08T09:30:00.000Z",
      "2026-12-08T09:45:00.000Z",
      "2026-12-08T10:15:00.000Z",
    ]);
  });
});
