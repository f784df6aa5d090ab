/**
 * The free call's diary as the server sees it at one moment: the owner's availability, the calls booked in the lead
 * store and the bank holidays, through the slot finder (src/lib/booking/slots.ts). /book shows it; the lead
 * endpoint checks a posted slot against it again, since the page may be minutes old.
 */
import { randomBytes } from "node:crypto";
import { bankHolidays } from "@/lib/booking/bank-holidays";
import { freeSlots, yearsCovered, type DaySlots, type Interval } from "@/lib/booking/slots";
import type { CalendarFeedPoller } from "@/lib/leads/calendar-feed-poller";
import type { LeadStore } from "@/lib/leads/store";

const DAY = 24 * 60 * 60 * 1000;
import type { Availability } from "@/lib/schemas/availability-schema";

/** The owner's calendar cannot be checked: no feed has read well since the server started. */
export class CalendarUnavailableError extends Error {
  constructor() {
    super("the owner's calendar feed (BOOKING_CALENDAR_URL) has not been read yet, so no slot can be checked");
    this.name = "CalendarUnavailableError";
  }
}

/** The owner's calendar could not be read at the moment of booking: the feed failed, or was slower than allowed. */
export class CalendarUnreadableNowError extends Error {
  constructor() {
    super("the owner's calendar feed (BOOKING_CALENDAR_URL) could not be read at the moment of booking");
    this.name = "CalendarUnreadableNowError";
  }
}

type CalendarFeed = Pick<CalendarFeedPoller, "busy" | "busyNow">;

/** Where the owner's busy times come from: the process's feed poller (the lead runtime sets it), or none. */
let calendar: CalendarFeed | null = null;

/** Sets (or, with null, clears) the calendar feed every diary of this process reads. */
export function useCalendarFeed(poller: CalendarFeed | null): void {
  calendar = poller;
}

/** The stretch of time a diary from `now` can reach: the horizon, with a day either side. */
function diaryWindow(availability: Availability, now: Date): Interval {
  return {
    start: new Date(now.getTime() - DAY),
    end: new Date(now.getTime() + (availability.horizonDays + 1) * DAY),
  };
}

/** The busy times the diary must leave out: the feed's last good copy; throws while a feed is set but unread. */
function calendarBusy(availability: Availability, now: Date): readonly Interval[] {
  if (!calendar) return [];
  const busy = calendar.busy(diaryWindow(availability, now));
  if (busy === null) throw new CalendarUnavailableError();
  return busy;
}

/**
 * The busy times a booking is checked against: the feed read at this moment (a fetch shared with the bookings
 * arriving meanwhile), never an older copy, so a meeting added minutes ago is respected. Throws
 * CalendarUnreadableNowError when the feed cannot be read now; with no feed set, there are none.
 */
export async function busyAtBooking(availability: Availability, now: Date): Promise<readonly Interval[]> {
  if (!calendar) return [];
  const busy = await calendar.busyNow(diaryWindow(availability, now));
  if (busy === null) throw new CalendarUnreadableNowError();
  return busy;
}

/**
 * Every day of the horizon with its free slots, now. `busy` are the owner's calendar's busy times, by default the
 * feed's (see useCalendarFeed); it throws CalendarUnavailableError rather than offer a slot it cannot check.
 */
export async function callDiary(
  store: Pick<LeadStore, "bookedCalls">,
  availability: Availability,
  now: Date,
  busy: readonly Interval[] = calendarBusy(availability, now),
): Promise<DaySlots[]> {
  const booked = (await store.bookedCalls(now)).map((call) => ({
    start: new Date(call.slotStart),
    end: new Date(call.slotEnd),
  }));
  const holidays = bankHolidays(availability.bankHolidayNation, yearsCovered(now, availability.horizonDays));
  return freeSlots({ availability, now, booked, busy, holidays });
}

/**
 * The secret signing the change-or-cancel links: BOOKING_TOKEN_SECRET when set (checked at start), otherwise one
 * made once and kept in the lead store, so every server on the database and every restart signs alike.
 */
export async function callTokenSecret(
  configured: string | null,
  store: Pick<LeadStore, "readMeta" | "claimMeta">,
): Promise<string> {
  if (configured) return configured;
  return store.claimMeta("call_token_secret", randomBytes(32).toString("base64url"));
}
