/**
 * The free call's diary as the server sees it at one moment: the owner's availability, the calls booked in the lead
 * store and the bank holidays, through the slot finder (src/lib/booking/slots.ts). /book shows it; the lead
 * endpoint checks a posted slot against it again, since the page may be minutes old.
 */
import { randomBytes } from "node:crypto";
import { bankHolidays } from "@/lib/booking/bank-holidays";
import { freeSlots, yearsCovered, type DaySlots, type Interval } from "@/lib/booking/slots";
import type { LeadStore } from "@/lib/leads/store";
import type { Availability } from "@/lib/schemas/availability-schema";

/** Every day of the horizon with its free slots, now. `busy` are the owner's calendar's busy times. */
export async function callDiary(
  store: Pick<LeadStore, "bookedCalls">,
  availability: Availability,
  now: Date,
  busy: readonly Interval[] = [],
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
