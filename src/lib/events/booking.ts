/**
 * Whether an event takes bookings online, and how: a pure rule shared by the event page (which form it shows, at
 * build time), the lead endpoint (which booking it accepts, at request time) and the cancellation sweep.
 */
import type { EventStatus } from "./vocabulary";

/** open: seats can be booked; waiting-list: only the waiting list (sold out); closed: no booking online. */
export type BookingState = "open" | "waiting-list" | "closed";

/** What the rule needs of an event. */
export interface Bookable {
  start: Date;
  status: EventStatus;
  price: number;
  capacity: number;
}

/**
 * Bookings open until the event starts, for a free event that is going ahead (scheduled or moved online). A sold-out
 * event offers its waiting list; a cancelled or postponed one (no date yet) takes none, nor a paid one (the site takes
 * no payments: a paid seat is reserved through the team).
 */
export function bookingState(event: Bookable, now: Date): BookingState {
  if (event.price > 0 || event.capacity < 1 || event.start.getTime() <= now.getTime()) return "closed";
  if (event.status === "sold-out") return "waiting-list";
  return event.status === "scheduled" || event.status === "moved-online" ? "open" : "closed";
}

/**
 * The most seats one booking holds. One booking per email address and event (the store refuses a second), so a
 * visitor bringing others books their seats together, up to this or the event's capacity, whichever is fewer.
 */
export const MOST_SEATS_PER_BOOKING = 4;

/** How many seats one booking of this event may hold: 1 to MOST_SEATS_PER_BOOKING, never more than it has. */
export function seatsPerBooking(event: { capacity: number }): number {
  return Math.max(1, Math.min(MOST_SEATS_PER_BOOKING, event.capacity));
}

/** The events whose bookings are owed a cancellation notice: every cancelled one (the store sends each once). */
export function cancelledEventSlugs(events: readonly { slug: string; status: EventStatus }[]): string[] {
  return events.filter((event) => event.status === "cancelled").map((event) => event.slug);
}

/**
 * The pages after a booking of an event (static, one per event, /events/<slug>/<outcome>): a seat with its
 * confirmation emailed, a seat with none (no mail is set up on the server), and a place on the waiting list.
 */
export const BOOKING_OUTCOMES = ["booked", "booked-no-email", "waiting-list"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];
