/** The shapes of what the lead store keeps and hands back. */
import type { ConsentPurpose } from "@/config/consent";
import type { LeadKind } from "@/lib/leads/schema";

/** A franchisor a visitor named: its slug (the stable key) and the name shown to them. */
export interface FranchisorRef {
  slug: string;
  name: string;
}

/** What a visitor agreed to (or declined), in which wording version, and when. */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  wordingVersion: string;
  /** ISO time; the lead's arrival time when not given. */
  at: string;
  /** ISO time the visitor withdrew a granted consent (npm run leads:withdraw); absent while it stands. */
  withdrawnAt?: string;
  /** Purpose-specific facts, e.g. `franchisors` for share-with-franchisors. */
  detail?: { franchisors?: FranchisorRef[]; [key: string]: unknown };
}

/**
 * A delivery channel of the outbox: the notification mail to the business, the CRM webhook; for a booking or a call
 * the visitor's confirmation (with the .ics); if an event is cancelled, the visitor's notice; for a call, the notice
 * of its change or cancellation to the visitor ("call-change") and to the owner ("owner-call-change"), and the
 * reminder the day before ("reminder").
 */
export type OutboxChannel =
  "mail" | "webhook" | "confirmation" | "cancellation" | "call-change" | "owner-call-change" | "reminder";

/**
 * Where a booking stands: a seat held, a place on the waiting list (no seat), or given up by its booker (its seats
 * back on sale).
 */
export type BookingStatus = "booked" | "waitlisted" | "given-up";

/** What a booking lead asks for: a seat at an event, how they heard of it, and the event as it was booked. */
export interface NewBooking {
  eventSlug: string;
  /** How they heard of the event (a value of HEARD_FROM), when they said. */
  heardFrom?: string;
  /** Join the waiting list if no seat is left (the form offered after "fully booked"). */
  waitlist: boolean;
  /** The seats the event has: the store never books more. */
  capacity: number;
  /** The seats this booking holds (or waits for): the visitor's and those of whoever comes with them. */
  seats: number;
  /**
   * The event as booked, for the confirmation and cancellation mails, so the outbox never needs the content:
   * its title, when and where as text, its page's path, and its .ics file.
   */
  eventTitle: string;
  eventWhen: string;
  eventPlace: string;
  eventPath: string;
  eventIcs: string;
}

/** A stored booking: the event as booked and where the booking stands. */
export type StoredBooking = Omit<NewBooking, "waitlist" | "capacity"> & { status: BookingStatus };

/** A booking as its booker's own page (the signed link in the confirmation) shows it. */
export interface VisitorBooking {
  leadId: number;
  eventSlug: string;
  status: BookingStatus;
  seats: number;
  eventTitle: string;
  eventWhen: string;
  eventPlace: string;
  eventPath: string;
  firstName: string;
  /** When it was given up (ISO 8601), once it is. */
  givenUpAt?: string;
}

/** What giving up a booking did: its seats back on sale, nothing (given up before), or no such booking. */
export type GiveUpOutcome = "given-up" | "already-given-up" | "not-found";

/** One person on an event's list, as the owner's page shows them: who, when they booked, and where they stand. */
export interface SeatHolder {
  leadId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: BookingStatus;
  createdAt: string;
}

/** An event's list: the seats its counter holds as taken, and every booking (seats first, then the waiting list). */
export interface EventSeatList {
  eventSlug: string;
  taken: number;
  holders: SeatHolder[];
}

/** What a call lead asks for: a slot (ISO 8601 instants, UTC) and what the visitor would like to talk about. */
export interface NewCall {
  slotStart: string;
  slotEnd: string;
  topic?: string;
}

/** A call as stored, with the person to call. */
export interface StoredCall {
  leadId: number;
  slotStart: string;
  slotEnd: string;
  topic?: string;
  status: "booked" | "cancelled";
  /** Raised by each change and the cancellation: the .ics SEQUENCE. */
  sequence: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * A call saved (or replayed: duplicate, conflict); or nothing stored because its slot was taken, because the
 * address already holds a call to come, or because the address has had its day's mails ("mail-capped").
 */
export type CallSaveResult =
  { id: number; status: SaveStatus } | { id: undefined; status: "taken" | "already-booked" | "mail-capped" };

/** A lead as the endpoint hands it to the store. */
export interface NewLead {
  idempotencyKey: string;
  formKind: LeadKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message?: string;
  preferredTime?: string;
  consultationType?: string;
  packageId?: string;
  address?: string;
  postcode?: string;
  county?: string;
  country?: string;
  leadTime?: string;
  liquidCash?: string;
  homeowner?: string;
  /** Slugs of the franchises the visitor selected, and their names at the time, in the same order. */
  franchiseSlugs: string[];
  franchiseNames: string[];
  /** Whether the visitor agreed to share with the selected franchisors; undefined when none were selected. */
  shareWithFranchisors?: boolean;
  marketingConsent: boolean;
  privacyNoticeVersion: string;
  sourcePath?: string;
  /** Consent records (their `at` defaults to the arrival time). */
  consents?: (Omit<ConsentRecord, "at"> & { at?: string })[];
  /** A booking's seat request (formKind "booking" only). */
  booking?: NewBooking;
  /** A free call's slot (formKind "call" only). */
  call?: NewCall;
}

/** A stored lead, with when it arrived, its consent records and where its deliveries stand. */
export interface StoredLead extends Omit<NewLead, "booking" | "call"> {
  id: number;
  /** A booking lead's booking. */
  booking?: StoredBooking;
  /** A free call's slot and topic, whether it stands, and its .ics SEQUENCE (raised by each change). */
  call?: NewCall & { status: "booked" | "cancelled"; sequence: number };
  createdAt: string;
  consents: ConsentRecord[];
  mailStatus: MailStatus | null;
  webhookStatus: MailStatus | null;
}

/**
 * pending: not sent yet (or failed and waiting for a retry); sending: claimed by a sender; sent: accepted by
 * the SMTP server (or the webhook receiver); uncertain: a mail sender stopped mid-send or the server never
 * answered the end of the message, so it is not retried (that could send it twice). A visitor's mail has one more,
 * skipped: not sent because what it was about no longer stands (a call cancelled before its confirmation went out).
 */
export type MailStatus = "pending" | "sending" | "sent" | "uncertain";

export interface ClaimedMail {
  outboxId: number;
  attempts: number;
  lead: StoredLead;
}

/** What an erasure or purge removed. */
export interface RemovedLeads {
  leads: { id: number; createdAt: string; formKind: LeadKind; email: string }[];
  outboxRows: number;
  consentRecords: number;
  /** Granted marketing consents kept as proof (consent_proofs) when their leads were deleted by the purge. */
  consentProofsKept: number;
  /** Proofs deleted: withdrawn longer ago than the retention period (purge), or the address's (erasure). */
  consentProofsDeleted: number;
}

/** What withdrawing a consent changed: the leads' records and the kept proofs it marked withdrawn. */
export interface WithdrawnConsents {
  consentRecords: number;
  consentProofs: number;
}

/**
 * What saving a lead did: stored it; found its key already stored with the same content (a retry); or found
 * its key stored with other content (a change after the first was stored). Only "stored" wrote anything.
 */
export type SaveStatus = "stored" | "duplicate" | "conflict";

/**
 * What saving a booking did: as a lead (stored, duplicate, conflict), or "full": no seat was left and the visitor
 * had not asked for the waiting list, so nothing was stored; "already-booked": the address holds a booking of
 * this event (`held`), and nothing was stored; or "mail-capped": the address has had its day's mails, and nothing
 * was stored. `booking` is where a stored (or replayed) one stands; `confirmation` whether the visitor's confirmation
 * mail is queued with it (only when mail is set up), so the page after booking says only what is true.
 */
export type BookingSaveResult =
  | { id: number; status: SaveStatus; booking: BookingStatus | undefined; confirmation: boolean }
  | { id: undefined; status: "full" | "mail-capped"; booking: undefined }
  | { id: undefined; status: "already-booked"; booking: undefined; held: HeldBooking };

/** The booking an address already holds at an event, as the answer to a second one tells it. */
export interface HeldBooking {
  status: BookingStatus;
  seats: number;
  /** When it was made (ISO 8601). */
  bookedAt: string;
}
