/**
 * The free call's slots: which 15-minute starts in the next days (Europe/London) can still be booked, given the
 * owner's availability, the calls already booked, the busy times of the owner's calendar and the bank holidays.
 * Pure: the clock, the bookings and the busy times are passed in, so a test fixes each of them.
 */
import { ukOffsetMinutes } from "@/lib/events/uk-time";
import { WEEKDAYS, type Availability, type Weekday } from "@/lib/schemas/availability-schema";

/** A stretch of time, start included and end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

/** One UK day of the diary and the slots it still offers (none when closed, full or past). */
export interface DaySlots {
  /** The UK date, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  slots: Interval[];
}

export interface SlotQuery {
  availability: Availability;
  now: Date;
  /** Calls already booked (pending), whichever day they fall on. */
  booked: readonly Interval[];
  /** Busy times from the owner's calendar. */
  busy: readonly Interval[];
  /** Dates (YYYY-MM-DD) closed for bank holidays (see bank-holidays.ts). */
  holidays: ReadonlySet<string>;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The UK date (YYYY-MM-DD) an instant falls on. */
export function ukDateOf(instant: Date): string {
  return new Date(instant.getTime() + ukOffsetMinutes(instant) * MINUTE).toISOString().slice(0, 10);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/**
 * The instant a UK date and clock time name. A time the clocks skip (spring) is read as GMT, so it lands just after
 * the jump; a time they repeat (autumn) is the first, BST, one: opening hours never fall there in practice, and a
 * rule that always answers keeps the finder total.
 */
export function ukInstant(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const summer = new Date(naive - 60 * MINUTE);
  return ukOffsetMinutes(summer) === 60 ? summer : new Date(naive);
}

const overlaps = (a: Interval, b: Interval, marginMs: number) =>
  a.start.getTime() < b.end.getTime() + marginMs && b.start.getTime() < a.end.getTime() + marginMs;

/** Every UK day from today for the availability's horizon, each with the slots it still offers. */
export function freeSlots({ availability, now, booked, busy, holidays }: SlotQuery): DaySlots[] {
  const slotMs = availability.slotMinutes * MINUTE;
  const bufferMs = availability.bufferMinutes * MINUTE;
  const earliest = now.getTime() + availability.minimumNoticeHours * 60 * MINUTE;
  const closed = new Set(availability.closedDates);
  const today = ukDateOf(now);
  return Array.from({ length: availability.horizonDays }, (_, index) => {
    const date = addDays(today, index);
    const weekday = weekdayOf(date);
    const day = { date, weekday, slots: [] as Interval[] };
    if (closed.has(date) || holidays.has(date)) return day;
    const bookedThatDay = booked.filter((call) => ukDateOf(call.start) === date).length;
    if (bookedThatDay >= availability.dailyCap) return day;
    for (const hours of availability.weeklyHours.filter((line) => line.day === weekday)) {
      const closes = ukInstant(date, hours.closes).getTime();
      for (let start = ukInstant(date, hours.opens).getTime(); start + slotMs <= closes; start += slotMs) {
        const slot = { start: new Date(start), end: new Date(start + slotMs) };
        if (start < earliest) continue;
        if (booked.some((call) => overlaps(slot, call, bufferMs))) continue;
        if (busy.some((meeting) => overlaps(slot, meeting, bufferMs))) continue;
        day.slots.push(slot);
      }
    }
    day.slots.sort((a, b) => a.start.getTime() - b.start.getTime());
    return day;
  });
}

/** Whether `start` begins one of the slots still offered. */
export function isFreeSlot(days: readonly DaySlots[], start: Date): boolean {
  return days.some((day) => day.slots.some((slot) => slot.start.getTime() === start.getTime()));
}

/** The `count` free slots nearest in time to `wanted` (for a visitor whose slot was just taken), in time order. */
export function nearestFreeSlots(days: readonly DaySlots[], wanted: Date, count = 3): Interval[] {
  const distance = (slot: Interval) => Math.abs(slot.start.getTime() - wanted.getTime());
  return days
    .flatMap((day) => day.slots)
    .sort((a, b) => distance(a) - distance(b) || a.start.getTime() - b.start.getTime())
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The calendar years a query's days fall in, for the bank holidays to look up. */
export function yearsCovered(now: Date, horizonDays: number): number[] {
  const first = Number(ukDateOf(now).slice(0, 4));
  const last = Number(addDays(ukDateOf(now), horizonDays).slice(0, 4));
  return first === last ? [first] : [first, last];
}
