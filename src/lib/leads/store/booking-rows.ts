/**
 * Bookings: a seat at an event, taken atomically, or a place on its waiting list; and the cancellation notices
 * queued for the people who booked an event that was then cancelled.
 *
 * The seat count is one row per event in event_seats, taken with
 *   UPDATE event_seats SET taken = taken + 1 WHERE event_slug = ? AND taken < ?
 * inside the booking's transaction. On PostgreSQL (READ COMMITTED) a second server's UPDATE of the same row waits
 * for the first's lock, then re-evaluates its WHERE against the row the first committed: with the last seat gone
 * it changes nothing. Counting bookings (`INSERT … WHERE (SELECT count(*) …) < capacity`) is not safe there: both
 * transactions count before either commits and both insert. On SQLite one writer at a time makes either safe.
 */
import { insertLead } from "@/lib/leads/store/lead-rows";
import type { SqlRunner } from "@/lib/leads/store/sql-engine";
import type { BookingSaveResult, BookingStatus, EventSeatList, NewLead, OutboxChannel } from "@/lib/leads/store/types";

/** Thrown inside a booking's transaction when no seat is left: rolls the lead back, so nothing is stored. */
class FullyBooked extends Error {}

/**
 * Stores a booking lead (with its consents and outbox rows, plus the visitor's confirmation) and takes a seat, in
 * the caller's transaction. A replay (a known idempotency key) takes nothing and answers as the first did.
 */
export async function insertBooking(
  tx: SqlRunner,
  lead: NewLead & { booking: NonNullable<NewLead["booking"]> },
  channels: readonly OutboxChannel[],
  createdAt: string,
): Promise<BookingSaveResult> {
  const { booking } = lead;
  const saved = await insertLead(tx, lead, [...channels, "confirmation"], createdAt);
  if (saved.status !== "stored") {
    const first = await tx.run("SELECT status FROM bookings WHERE lead_id = ?", [saved.id]);
    return { ...saved, booking: first.rows[0]?.status as BookingStatus | undefined };
  }
  await tx.run("INSERT INTO event_seats (event_slug, taken) VALUES (?, 0) ON CONFLICT (event_slug) DO NOTHING", [
    booking.eventSlug,
  ]);
  const seat = await tx.run("UPDATE event_seats SET taken = taken + 1 WHERE event_slug = ? AND taken < ?", [
    booking.eventSlug,
    booking.capacity,
  ]);
  const status: BookingStatus = seat.rowsAffected === 1 ? "booked" : "waitlisted";
  if (status === "waitlisted" && !booking.waitlist) throw new FullyBooked();
  await tx.run(
    `INSERT INTO bookings (lead_id, event_slug, status, heard_from, event_title, event_when, event_place,
       event_path, event_ics) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      saved.id,
      booking.eventSlug,
      status,
      booking.heardFrom ?? null,
      booking.eventTitle,
      booking.eventWhen,
      booking.eventPlace,
      booking.eventPath,
      booking.eventIcs,
    ],
  );
  return { ...saved, booking: status };
}

/** Runs insertBooking, answering "full" (with nothing stored) when the transaction found no seat left. */
export async function saveBookingIn(
  write: <T>(work: (tx: SqlRunner) => Promise<T>) => Promise<T>,
  lead: NewLead & { booking: NonNullable<NewLead["booking"]> },
  channels: readonly OutboxChannel[],
  createdAt: string,
): Promise<BookingSaveResult> {
  try {
    return await write((tx) => insertBooking(tx, lead, channels, createdAt));
  } catch (error) {
    if (error instanceof FullyBooked) return { id: undefined, status: "full", booking: undefined };
    throw error;
  }
}

/**
 * Queues a cancellation notice for every booking (seat or waiting list) of these events. The outbox keeps one row
 * per lead and channel, so a booking is told once however often this runs; returns how many were queued now.
 */
export async function queueCancellationNotices(tx: SqlRunner, eventSlugs: readonly string[], at: string) {
  if (eventSlugs.length === 0) return 0;
  const result = await tx.run(
    `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at)
     SELECT lead_id, 'cancellation', 'pending', 0, ? FROM bookings
     WHERE event_slug IN (${eventSlugs.map(() => "?").join(", ")})
     ON CONFLICT (lead_id, channel) DO NOTHING`,
    [at, ...eventSlugs],
  );
  return result.rowsAffected;
}

/**
 * The seat lists of these events, in the order asked: the seat counter's `taken` (what the next booking is checked
 * against, so the owner sees the number the site books by) and each booking, seats first, in the order they came.
 */
export async function seatLists(db: SqlRunner, eventSlugs: readonly string[]): Promise<EventSeatList[]> {
  if (eventSlugs.length === 0) return [];
  const marks = eventSlugs.map(() => "?").join(", ");
  const seats = await db.run(`SELECT event_slug, taken FROM event_seats WHERE event_slug IN (${marks})`, eventSlugs);
  const people = await db.run(
    `SELECT b.event_slug, b.status, l.id, l.first_name, l.last_name, l.email, l.phone, l.created_at
     FROM bookings b JOIN leads l ON l.id = b.lead_id
     WHERE b.event_slug IN (${marks})
     ORDER BY b.event_slug, CASE b.status WHEN 'booked' THEN 0 ELSE 1 END, l.id`,
    eventSlugs,
  );
  const taken = new Map(seats.rows.map((row) => [String(row.event_slug), Number(row.taken)]));
  return eventSlugs.map((eventSlug) => ({
    eventSlug,
    taken: taken.get(eventSlug) ?? 0,
    holders: people.rows
      .filter((row) => row.event_slug === eventSlug)
      .map((row) => ({
        leadId: Number(row.id),
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        email: String(row.email),
        phone: String(row.phone ?? ""),
        status: row.status as BookingStatus,
        createdAt: String(row.created_at),
      })),
  }));
}
