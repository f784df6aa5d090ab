/**
 * The lead endpoint's types, shared by its pipeline (handler.ts), the kinds of lead (lead-kinds.ts) and the two
 * responders (answers.ts): what the endpoint is given, what a step sees of the post, and what it hands back.
 */
import type { LeadsConfig } from "@/lib/leads/config";
import type { RateLimiter } from "@/lib/leads/rate-limit";
import type { FieldErrors, FormKind } from "@/lib/leads/schema";
import type { HeldBooking, LeadStore, NewBooking } from "@/lib/leads/store";
import type { Availability } from "@/lib/schemas/availability-schema";

/**
 * An event taking bookings, as the endpoint needs it: its seats, the most one booking may hold, and what the mails
 * say about it.
 */
export type BookableEvent = Omit<NewBooking, "waitlist" | "heardFrom" | "seats"> & {
  seatsPerBooking: number;
  /** The franchisor running a discovery day: a booking needs the visitor's agreement to pass their name to it. */
  franchisor?: { slug: string; name: string };
};

/** The booking form to show again on the error page: its event, and whether it is fully booked. */
export interface BookingErrorView {
  eventSlug: string;
  eventTitle: string;
  eventPath: string;
  /** No seat was left: the page offers the waiting list. */
  full: boolean;
  /** The franchisor of a discovery day, whose share box the form shows again. */
  franchisorName?: string;
  /** The most seats one booking may hold, for the form's seat count. */
  seatsPerBooking: number;
  /** The address already holds a booking of this event: what it holds, and nothing was stored. */
  held?: HeldBooking;
}

/** What the no-JavaScript error page shows: the problem, the fields at fault and what was typed. */
export interface LeadErrorView {
  status: number;
  message: string;
  formKind?: FormKind;
  errors: FieldErrors;
  values: Record<string, string | string[]>;
  sourcePath: string;
  /** Seconds to wait before trying again, for a refused (429) post. */
  retryAfter?: number;
  /** A booking's form (formKind stays unset: it is not one of the contact forms). */
  booking?: BookingErrorView;
  /** A free call refused because its slot was taken or is no longer offered: the nearest free starts (ISO 8601). */
  call?: { nearest: string[] };
}

export type LeadOutcome = { type: "response"; response: Response } | { type: "error-page"; view: LeadErrorView };

export interface LeadHandlerDeps {
  config: LeadsConfig;
  /** Opened lazily: a request refused before storage never touches the database. */
  store: () => Promise<LeadStore>;
  limiter: RateLimiter;
  /**
   * The franchises a visitor can tick, to check the posted slugs and store names. A post naming a franchise
   * by its old numeric id (a page cached from an earlier build) is mapped to the slug.
   */
  franchises: readonly { slug: string; name: string; id?: string }[];
  /** The TCP peer address of the request. */
  remoteAddress?: string;
  /** The phone number to offer when the lead cannot be stored. */
  phoneDisplay: string;
  /** The email address to offer for changing a lead already received. */
  email: string;
  /** Called after a new lead is stored (the mail outbox is kicked). */
  onStored?: () => void;
  /** Called with a newly stored lead's form, franchises and page, for the site's counters (no personal data). */
  onCounted?: (lead: { formKind: string; franchises: readonly string[]; sourcePath?: string }) => void;
  /** The request's id (X-Request-Id), for the log lines about it. */
  requestId?: string;
  /** The event a booking names, while it takes bookings (upcoming, not cancelled); undefined otherwise. */
  bookableEvent?: (slug: string) => Promise<BookableEvent | undefined>;
  /** When the free call can be booked (src/content/booking/availability.yaml); without it no call is taken. */
  callAvailability?: () => Promise<Availability>;
}

/** One post as the steps see it: the request, what the endpoint was given, how it was sent, and its log. */
export interface LeadPost {
  request: Request;
  deps: LeadHandlerDeps;
  /** JSON from the island, a form without JavaScript, or neither (refused). */
  mode: "json" | "form" | null;
  /** Writes one log line about this post: ids, kinds and reasons only, never what the visitor typed. */
  note: (event: string, fields: Record<string, unknown>, level?: "info" | "error") => void;
}
