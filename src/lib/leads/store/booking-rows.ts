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
 *
 * One booking per email address and event (issue 53 §6: new idempotency keys let one name hold every seat). The
 * check runs under a lock on the address and event (PostgreSQL; SQLite has one writer at a time), so two posts
 * from one address, even to two servers, cannot both pass it. A booking holds its seats together: `taken` moves
 * by the booking's seats, never past the capacity.
 *
 * A booker may give their booking up (giveUpBooking): it stays, marked 'given-up', and its seats go back to the
 * counter in the same transaction. Nobody on the waiting list is moved up: the next booking takes the seats.
 */
import { insertLead } from "@/lib/leads/store/lead-rows";
import type { SqlDialect, SqlRunner } from "@/lib/leads/store/sql-engine";
import type {
  BookingSaveResult,
  BookingStatus,
  EventSeatList,
  HeldBooking,
  GiveUpOutcome,
  NewLead,
  OutboxChannel,
  VisitorBooking,
} from "@/lib/leads/store/types";
import { countMailTo, type VisitorMailSettings } from "@/lib/leads/store/visitor-mail";

/** Thrown inside a booking's transaction when no seat is left: rolls the lead back, so nothing is stored. */
class FullyBooked extends Error {}

/** Thrown inside a booking's transaction when the address holds one of this event: rolls the lead back. */
class AlreadyBooked extends Error {
  constructor(readonly held: HeldBooking) {
    super("already booked");
  }
}

/** The booking this address holds at the event, other than lead `leadId`'s, if any. */
async function heldBooking(tx: SqlRunner, dialect: SqlDialect, eventSlug: string, email: string, leadId: number) {
  const held = await tx.run(
    `SELECT b.status, b.seats, l.created_at FROM bookings b JOIN leads l ON l.id = b.lead_id
     WHERE b.event_slug = ? AND b.lead_id <> ? AND b.status <> 'given-up' AND ${dialect.caselessEquals("l.email")}
     ORDER BY l.id LIMIT 1`,
    [eventSlug, leadId, email.trim()],
  );
  const row = held.rows[0];
  return row
    ? { status: row.status as BookingStatus, seats: Number(row.seats), bookedAt: String(row.created_at) }
    : undefined;
}

/** Thrown inside a booking's transaction when the address has had its day's mails: nothing is stored. */
class MailCapped extends Error {}

/** The visitor's confirmation of one booking: the cap it counts against and the keyed hash of the address. */
export interface ConfirmationMail {
  settings: VisitorMailSettings;
  address: string;
  dialect: SqlDialect;
}

/**
 * Stores a booking lead (with its consents and outbox rows, plus the visitor's confirmation when `mail` is given,
 * counted against the address's cap) and takes a seat, in the caller's transaction. A replay (a known idempotency
 * key) takes nothing and answers as the first did.
 */
export async function insertBooking(
  tx: SqlRunner,
  dialect: SqlDialect,
  lead: NewLead & { booking: NonNullable<NewLead["booking"]> },
  channels: readonly OutboxChannel[],
  createdAt: string,
  mail?: ConfirmationMail,
): Promise<BookingSaveResult> {
  const { booking } = lead;
  if (dialect.transactionLock)
    await tx.run(dialect.transactionLock, [`booking:${booking.eventSlug}:${lead.email.trim().toLowerCase()}`]);
  const saved = await insertLead(tx, lead, mail ? [...channels, "confirmation"] : channels, createdAt);
  if (saved.status !== "stored") {
    // A replay answers as the first post was answered, its confirmation included (queued then, or not).
    const first = await tx.run(
      `SELECT b.status, (SELECT COUNT(*) FROM outbox o WHERE o.lead_id = b.lead_id AND o.channel = 'confirmation')
         AS confirmations FROM bookings b WHERE b.lead_id = ?`,
      [saved.id],
    );
    const row = first.rows[0];
    return {
      ...saved,
      booking: row?.status as BookingStatus | undefined,
      confirmation: Number(row?.confirmations ?? 0) > 0,
    };
  }
  const held = await heldBooking(tx, dialect, booking.eventSlug, lead.email, saved.id);
  if (held) throw new AlreadyBooked(held);
  await tx.run("INSERT INTO event_seats (event_slug, taken) VALUES (?, 0) ON CONFLICT (event_slug) DO NOTHING", [
    booking.eventSlug,
  ]);
  const seat = await tx.run("UPDATE event_seats SET taken = taken + ? WHERE event_slug = ? AND taken + ? <= ?", [
    booking.seats,
    booking.eventSlug,
    booking.seats,
    booking.capacity,
  ]);
  const status: BookingStatus = seat.rowsAffected === 1 ? "booked" : "waitlisted";
  if (status === "waitlisted" && !booking.waitlist) throw new FullyBooked();
  if (mail && !(await countMailTo(tx, mail.dialect, mail.address, mail.settings, new Date(createdAt).getTime())))
    throw new MailCapped();
  await tx.run(
    `INSERT INTO bookings (lead_id, event_slug, status, seats, heard_from, event_title, event_when, event_place,
       event_path, event_ics) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      saved.id,
      booking.eventSlug,
      status,
      booking.seats,
      booking.heardFrom ?? null,
      booking.eventTitle,
      booking.eventWhen,
      booking.eventPlace,
      booking.eventPath,
      booking.eventIcs,
    ],
  );
  return { ...saved, booking: status, confirmation: mail !== undefined };
}

/**
 * Runs insertBooking, answering "full" when the transaction found too few seats left, or "already-booked" with the
 * address's booking, with nothing stored either way.
 */
export async function saveBookingIn(
  write: <T>(work: (tx: SqlRunner) => Promise<T>) => Promise<T>,
  dialect: SqlDialect,
  lead: NewLead & { booking: NonNullable<NewLead["booking"]> },
  channels: readonly OutboxChannel[],
  createdAt: string,
  mail?: ConfirmationMail,
): Promise<BookingSaveResult> {
  try {
    return await write((tx) => insertBooking(tx, dialect, lead, channels, createdAt, mail));
  } catch (error) {
    if (error instanceof FullyBooked) return { id: undefined, status: "full", booking: undefined };
    if (error instanceof AlreadyBooked)
      return { id: undefined, status: "already-booked", booking: undefined, held: error.held };
    if (error instanceof MailCapped) return { id: undefined, status: "mail-capped", booking: undefined };
    throw error;
  }
}

/**
 * Gives up a booking, in the caller's transaction: a seat's booking gives its seats back to the event's counter, a
 * waiting list's place just ends. Each UPDATE names the status it leaves, so of two posts at once (two servers,
 * PostgreSQL re-checking the WHERE after the first's lock) one gives the seats back and the other finds it done.
 */
export async function giveUpBooking(tx: SqlRunner, leadId: number, at: string): Promise<GiveUpOutcome> {
  const seat = await tx.run(
    "UPDATE bookings SET status = 'given-up', given_up_at = ? WHERE lead_id = ? AND status = 'booked'",
    [at, leadId],
  );
  if (seat.rowsAffected === 1) {
    await tx.run(
      `UPDATE event_seats SET taken = taken - (SELECT seats FROM bookings WHERE lead_id = ?)
       WHERE event_slug = (SELECT event_slug FROM bookings WHERE lead_id = ?)`,
      [leadId, leadId],
    );
    return "given-up";
  }
  const waiting = await tx.run(
    "UPDATE bookings SET status = 'given-up', given_up_at = ? WHERE lead_id = ? AND status = 'waitlisted'",
    [at, leadId],
  );
  if (waiting.rowsAffected === 1) return "given-up";
  const found = await tx.run("SELECT 1 AS one FROM bookings WHERE lead_id = ?", [leadId]);
  return found.rows.length > 0 ? "already-given-up" : "not-found";
}

/** One booking by its lead's id, whatever its status, as its booker's page shows it. */
export async function findBooking(db: SqlRunner, leadId: number): Promise<VisitorBooking | undefined> {
  const found = await db.run(
    `SELECT b.lead_id, b.event_slug, b.status, b.seats, b.event_title, b.event_when, b.event_place, b.event_path,
       b.given_up_at, l.first_name
     FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.lead_id = ?`,
    [leadId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  return {
    leadId: Number(row.lead_id),
    eventSlug: String(row.event_slug),
    status: row.status as BookingStatus,
    seats: Number(row.seats),
    eventTitle: String(row.event_title),
    eventWhen: String(row.event_when),
    eventPlace: String(row.event_place),
    eventPath: String(row.event_path),
    firstName: String(row.first_name),
    givenUpAt: row.given_up_at == null ? undefined : String(row.given_up_at),
  };
}

/**
 * Queues a cancellation notice for every booking (seat or waiting list, not one given up) of these events. The outbox keeps one row
 * per lead and channel, so a booking is told once however often this runs; returns how many were queued now.
 */
export async function queueCancellationNotices(tx: SqlRunner, eventSlugs: readonly string[], at: string) {
  if (eventSlugs.length === 0) return 0;
  const result = await tx.run(
    `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at)
     SELECT lead_id, 'cancellation', 'pending', 0, ? FROM bookings
     WHERE status <> 'given-up' AND event_slug IN (${eventSlugs.map(() => "?").join(", ")})
     ON CONFLICT (lead_id, channel) DO NOTHING`,
    [at, ...eventSlugs],
  );
  return result.rowsAffected;
}

/**
 * The seat lists of these events, in the order asked: the seat counter's `taken` (what the next booking is checked
 * against, so the owner sees the number the site books by) and each booking, seats first, then the waiting list,
 * then those given up, in the order they came.
 */
export async function seatLists(db: SqlRunner, eventSlugs: readonly string[]): Promise<EventSeatList[]> {
  if (eventSlugs.length === 0) return [];
  const marks = eventSlugs.map(() => "?").join(", ");
  const seats = await db.run(`SELECT event_slug, taken FROM event_seats WHERE event_slug IN (${marks})`, eventSlugs);
  const people = await db.run(
    `SELECT b.event_slug, b.status, l.id, l.first_name, l.last_name, l.email, l.phone, l.created_at
     FROM bookings b JOIN leads l ON l.id = b.lead_id
     WHERE b.event_slug IN (${marks})
     ORDER BY b.event_slug, CASE b.status WHEN 'booked' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END, l.id`,
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
