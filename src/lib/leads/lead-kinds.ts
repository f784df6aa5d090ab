/**
 * The kinds of lead, each a step of its own in the pipeline (handler.ts): what it checks beyond its schema (an
 * enquiry's franchises, a booking's event), how it is stored, and what its answers say. The pipeline looks a kind
 * up by the post's formKind and runs it; it holds no branch of its own for any kind.
 */
import { createHash } from "node:crypto";
import { ALREADY_RECEIVED, alreadyReceivedMessage } from "@/lib/leads/browser/already-received";
import { BOOKING_MARKETING_VERSION, DISCOVERY_DAY_SHARE_VERSION } from "@/config/consent";
import { refused, typedValues, type Answer, type Refused } from "@/lib/leads/answers";
import { consentRecords } from "@/lib/leads/consent";
import type { BookingErrorView, LeadErrorView, LeadHandlerDeps, LeadPost } from "@/lib/leads/post-types";
import type { FieldErrors, LeadKind, LeadSubmission, RawValues } from "@/lib/leads/schema";
import type { BookingStatus, HeldBooking, NewLead } from "@/lib/leads/store/types";
import { formatUkDay } from "@/lib/events/uk-time";
import type { BookingOutcome } from "@/lib/events/booking";
import { errorText } from "@/lib/log/log.mjs";
import { isFreeSlot, nearestFreeSlots } from "@/lib/booking/slots";
import { callTimeInWords } from "@/lib/booking/slot-words";
import { callToken } from "@/lib/leads/lead-token";
import { busyAtBooking, CalendarUnreadableNowError, callDiary, callTokenSecret } from "@/lib/leads/free-call";
import type { Interval } from "@/lib/booking/slots";
import { leadRefusalsFromFile, refusalsIn } from "@/lib/leads/refusal-words";
import { contactWordsFromFile } from "@/lib/leads/contact-words";

/** The refusals in the owner's words (src/content/pages/lead-refusals.yaml), with the server's phone and email. */
export const refusals = (deps: LeadHandlerDeps) => refusalsIn(leadRefusalsFromFile, deps);

/** What the notify step passes on about a lead just stored: the counters' entry, when the kind is counted. */
export interface Stored {
  counted?: { formKind: string; franchises: readonly string[]; sourcePath?: string };
}

/** A kind's store step: the answer, and the lead when it was newly stored (for the notify step). */
export type StoreStep = (lead: LeadSubmission, now: Date) => Promise<{ answer: Answer; stored?: Stored }>;

/** What a kind's check found: field errors beyond the schema, the form the error page shows, and its store step. */
export interface KindCheck {
  errors: FieldErrors;
  page: Partial<Omit<LeadErrorView, "status" | "sourcePath">>;
  store: StoreStep;
}

/** One kind of lead. `valid` is the submission when its schema passed (the check runs either way). */
export type LeadKindStep = (post: LeadPost, values: RawValues, valid: LeadSubmission | undefined) => Promise<KindCheck>;

export const THANK_YOU_PATH = "/thank-you";

/** Idempotency key for a post without JavaScript: the same content on the same day is the same lead. */
export function derivedKey(lead: LeadSubmission, now: Date): string {
  const { idempotencyKey: _key, elapsedMs: _elapsed, homepage: _honeypot, ...content } = lead;
  const canonical = JSON.stringify(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));
  const day = now.toISOString().slice(0, 10);
  return `form:${createHash("sha256").update(`${day}|${canonical}`).digest("hex").slice(0, 40)}`;
}

/** The franchise a posted value names, by slug (or legacy id). */
function franchiseFor(value: string, franchises: LeadHandlerDeps["franchises"]) {
  return franchises.find((franchise) => franchise.slug === value) ?? franchises.find((f) => f.id === value);
}

/**
 * What every kind stores: the person, the consents and the page. `franchisors` are the ones an enquiry names; a kind
 * whose marketing box is worded its own way names that wording's version.
 */
function commonFields(
  lead: LeadSubmission,
  now: Date,
  {
    franchisors = [],
    marketingWordingVersion,
    shareWordingVersion,
  }: {
    franchisors?: { slug: string; name: string }[];
    marketingWordingVersion?: string;
    shareWordingVersion?: string;
  } = {},
) {
  return {
    idempotencyKey: lead.idempotencyKey ?? derivedKey(lead, now),
    formKind: lead.formKind,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    // A booking's phone is optional; the column is not, so "" stands for "not given".
    phone: lead.phone ?? "",
    message: "message" in lead ? lead.message : undefined,
    marketingConsent: lead.marketingConsent,
    privacyNoticeVersion: lead.privacyNoticeVersion,
    sourcePath: lead.sourcePath,
    consents: consentRecords({
      privacyNoticeVersion: lead.privacyNoticeVersion,
      marketingEmail: lead.marketingConsent,
      franchisors,
      shareWithFranchisors: lead.consentShareFranchisors,
      marketingWordingVersion,
      shareWordingVersion,
    }),
  };
}

/** The franchisors an enquiry names, once each, with the names the catalogue gives them. */
function franchisorsOf(lead: LeadSubmission, franchises: LeadHandlerDeps["franchises"]) {
  if (lead.formKind !== "enquiry") return [];
  const named = [
    ...new Map(lead.selectedFranchises.map((value) => [value, franchiseFor(value, franchises)!])).values(),
  ];
  return [...new Map(named.map(({ slug, name }) => [slug, { slug, name }])).values()];
}

/** A consultation request or a franchise enquiry as the store keeps it. */
function contactLead(lead: LeadSubmission, now: Date, franchises: LeadHandlerDeps["franchises"]): NewLead {
  const franchisors = franchisorsOf(lead, franchises);
  const common = commonFields(lead, now, { franchisors });
  if (lead.formKind === "consultation")
    return {
      ...common,
      preferredTime: lead.preferredTime,
      consultationType: lead.consultationType,
      packageId: lead.packageId,
      franchiseSlugs: [],
      franchiseNames: [],
    };
  if (lead.formKind !== "enquiry") throw new Error(`not a contact form: ${lead.formKind}`);
  return {
    ...common,
    address: lead.address,
    postcode: lead.postcode,
    county: lead.county,
    country: lead.country,
    leadTime: lead.leadTime,
    liquidCash: lead.liquidCash,
    homeowner: lead.homeowner,
    franchiseSlugs: franchisors.map((franchisor) => franchisor.slug),
    franchiseNames: franchisors.map((franchisor) => franchisor.name),
    // Named franchisors without the box ticked: stored, but marked not to be shared.
    shareWithFranchisors: franchisors.length > 0 ? lead.consentShareFranchisors : undefined,
  };
}

/** The contact island's two forms: a consultation request, and an enquiry naming franchises from the catalogue. */
const contactForm: LeadKindStep = async ({ deps, mode, note }, values, valid) => {
  const unknown =
    valid?.formKind === "enquiry"
      ? valid.selectedFranchises.filter((value) => !franchiseFor(value, deps.franchises))
      : [];
  const formKind = values.formKind === "consultation" || values.formKind === "enquiry" ? values.formKind : undefined;
  const store: StoreStep = async (lead, now) => {
    if (lead.formKind !== "consultation" && lead.formKind !== "enquiry") throw new Error("not a contact form");
    try {
      const saved = await (await deps.store()).saveLead(contactLead(lead, now, deps.franchises), now);
      note(`lead.${saved.status}`, { leadId: saved.id, formKind: lead.formKind, mode });
      // The form's key is stored with other content: a change after the first was received. Storing nothing
      // keeps the first lead and its consent records as the visitor sent them.
      if (saved.status === "conflict") return { answer: alreadyReceived(deps, { formKind: lead.formKind }) };
      const answer: Answer = { accepted: true, duplicate: saved.status === "duplicate", location: THANK_YOU_PATH };
      if (saved.status !== "stored") return { answer };
      const franchises =
        "selectedFranchises" in lead
          ? lead.selectedFranchises.map((value) => franchiseFor(value, deps.franchises)?.slug ?? value)
          : [];
      return { answer, stored: { counted: { formKind: lead.formKind, franchises, sourcePath: lead.sourcePath } } };
    } catch (error) {
      note("lead.store_failed", { formKind: lead.formKind, error: errorText(error) }, "error");
      const message = refusals(deps).contactSaveFailed();
      return { answer: refused(503, { message }, { page: { formKind: lead.formKind, values: typedValues(values) } }) };
    }
  };
  const errors: FieldErrors = unknown.length > 0 ? { selectedFranchises: refusals(deps).franchisesNotListed() } : {};
  return { errors, page: { formKind }, store };
};

/**
 * The confirmation page of a seat booked at the event at `eventPath` (saying an email is on its way only when
 * `confirmation` is queued), or of a place on its waiting list.
 */
export function bookingThanksPath(eventPath: string, status: BookingStatus, confirmation: boolean): string {
  const outcome: BookingOutcome = status !== "booked" ? "waiting-list" : confirmation ? "booked" : "booked-no-email";
  return `${eventPath}/${outcome}`;
}

/** A checkbox is ticked only by an explicit true, "yes" or "on", as the schema reads one. */
const isTicked = (value: unknown) => value === true || value === "yes" || value === "on";

/** A seat at an event, or a place on its waiting list: the event, a hidden field, must be taking bookings. */
const eventBooking: LeadKindStep = async ({ deps, mode, note }, values) => {
  const event = typeof values.eventSlug === "string" ? await deps.bookableEvent?.(values.eventSlug) : undefined;
  const view = (full: boolean, held?: HeldBooking): BookingErrorView | undefined =>
    event && {
      eventSlug: event.eventSlug,
      eventTitle: event.eventTitle,
      eventPath: event.eventPath,
      full,
      ...(event.franchisor ? { franchisorName: event.franchisor.name } : {}),
      seatsPerBooking: event.seatsPerBooking,
      ...(held ? { held } : {}),
    };
  const store: StoreStep = async (lead, now) => {
    if (lead.formKind !== "booking" || !event) throw new Error("a booking is stored only for a bookable event");
    try {
      // A franchisor's discovery day: its franchisor is named on the lead, with the visitor's agreement to share.
      const franchisors = event.franchisor ? [event.franchisor] : [];
      const common = commonFields(lead, now, {
        marketingWordingVersion: BOOKING_MARKETING_VERSION,
        franchisors,
        shareWordingVersion: DISCOVERY_DAY_SHARE_VERSION,
      });
      const newLead = {
        ...common,
        franchiseSlugs: franchisors.map(({ slug }) => slug),
        franchiseNames: franchisors.map(({ name }) => name),
      } satisfies NewLead;
      const { franchisor: _franchisor, seatsPerBooking: _limit, ...bookable } = event;
      const booking = { ...bookable, heardFrom: lead.heardFrom, waitlist: lead.waitlist, seats: lead.seats };
      const saved = await (await deps.store()).saveBooking({ ...newLead, booking }, now);
      note(`lead.${saved.status}`, { leadId: saved.id, formKind: "booking", booking: saved.booking, mode });
      if (saved.status === "full") {
        const message = refusals(deps).fullyBooked(event.eventTitle, lead.seats);
        const page = { values: typedValues(values), booking: view(true) };
        return { answer: refused(409, { code: "fully_booked", message }, { page }) };
      }
      if (saved.status === "already-booked") {
        const message = heldBookingMessage(event.eventTitle, saved.held, event.seatsPerBooking, deps);
        const page = { values: typedValues(values), booking: view(false, saved.held) };
        const body = { code: ALREADY_BOOKED, message, held: saved.held };
        return { answer: refused(409, body, { page }) };
      }
      if (saved.status === "mail-capped") return { answer: mailCapped(deps, values, { booking: view(false) }) };
      if (saved.status === "conflict") return { answer: alreadyReceived(deps) };
      const status = saved.booking ?? "booked";
      const answer: Answer = {
        accepted: true,
        duplicate: saved.status === "duplicate",
        location: bookingThanksPath(event.eventPath, status, "confirmation" in saved && saved.confirmation),
        extra: { booking: status },
      };
      return saved.status === "stored" ? { answer, stored: {} } : { answer };
    } catch (error) {
      note("lead.store_failed", { formKind: "booking", error: errorText(error) }, "error");
      const message = refusals(deps).bookingSaveFailed();
      return { answer: refused(503, { message }, { page: { values: typedValues(values), booking: view(false) } }) };
    }
  };
  const errors: FieldErrors = !event
    ? { eventSlug: refusals(deps).notTaking() }
    : tooManySeats(values.seats, event.seatsPerBooking)
      ? { seats: refusals(deps).tooManySeats(event.seatsPerBooking) }
      : {};
  // The franchisor running a discovery day must know who is coming: no place without the visitor's agreement.
  if (event?.franchisor && !isTicked(values.consentShareFranchisors))
    errors.consentShareFranchisors = refusals(deps).shareConsent(event.franchisor.name);
  return {
    errors,
    page: {
      booking: view(false),
      ...(event ? {} : { message: refusals(deps).notTakingPage() }),
    },
    store,
  };
};

/** The code of the answer to a second booking of an event from one address. */
export const ALREADY_BOOKED = "already_booked";

/** Whether a posted seat count is a whole number above this event's own limit (the schema checks the rest). */
function tooManySeats(posted: RawValues[string], limit: number): boolean {
  const seats = typeof posted === "number" ? posted : typeof posted === "string" ? Number(posted) : NaN;
  return Number.isInteger(seats) && seats > limit;
}

/**
 * What a second booking of an event from one address is told: what the address holds, that nothing changed, and
 * how to change it (more seats, within the event's limit, or fewer, or cancel): through the business.
 */
function heldBookingMessage(title: string, held: HeldBooking, limit: number, deps: LeadHandlerDeps): string {
  const seats = { seats: held.seats, waiting: held.status !== "booked", day: formatUkDay(new Date(held.bookedAt)) };
  return refusals(deps).alreadyBooked(title, seats, limit);
}

/** Where a booked call's confirmation is, by its change-or-cancel token. */
export function callBookedPath(token: string): string {
  return `/book/booked/${token}`;
}

/** The code of the answer to a call refused because the owner's calendar could not be read at that moment. */
export const CALENDAR_UNREADABLE = "calendar_unreadable";

/**
 * The free call: a slot from /book, checked against the diary as it is now (the page may be minutes old), the
 * owner's calendar read again at this moment, then claimed in the store, which gives it to one visitor only. A slot
 * taken or made busy meanwhile is refused with the nearest free ones; a calendar that cannot be read now refuses the
 * booking (never checked against an older copy). Either way the form comes back with everything typed.
 */
const freeCall: LeadKindStep = async ({ deps, mode, note }, values) => {
  const availability = await deps.callAvailability?.();
  // `busy` null: the calendar could not be read now, so no slot can be offered as free.
  const nearestTo = async (start: Date, now: Date, busy: readonly Interval[] | null) => {
    if (!availability || !busy) return [];
    const days = await callDiary(await deps.store(), availability, now, busy);
    return nearestFreeSlots(days, start).map((slot) => slot.start.toISOString());
  };
  const takenAnswer = async (start: Date, now: Date, busy: readonly Interval[] | null, why: string) => {
    const page = { values: typedValues(values), call: { nearest: await nearestTo(start, now, busy) } };
    return refused(409, { code: "slot_taken", message: why }, { page });
  };
  const store: StoreStep = async (lead, now) => {
    if (lead.formKind !== "call" || !availability) throw new Error("a call is stored only with its availability");
    const start = new Date(lead.slotStart);
    const end = new Date(start.getTime() + availability.slotMinutes * 60_000);
    const when = callTimeInWords(start, end);
    let busy: readonly Interval[] | null;
    try {
      busy = await busyAtBooking(availability, now);
    } catch (error) {
      if (!(error instanceof CalendarUnreadableNowError)) throw error;
      busy = null;
    }
    try {
      const store = await deps.store();
      const common = commonFields(lead, now);
      // A retry of a call already stored (its answer was lost with a connection or a server) finds its own slot
      // taken, and needs no calendar: the store answers it as the first post was answered, so it is not refused.
      const retry = () => store.hasLeadKey(common.idempotencyKey);
      if (busy === null && !(await retry())) {
        note("book.calendar_unreadable", { formKind: "call", mode }, "error");
        const message = refusals(deps).diaryUnreadable(when);
        return {
          answer: refused(503, { code: CALENDAR_UNREADABLE, message }, { page: { values: typedValues(values) } }),
        };
      }
      if (busy !== null && !isFreeSlot(await callDiary(store, availability, now, busy), start) && !(await retry()))
        return {
          answer: await takenAnswer(start, now, busy, refusals(deps).noLongerFree(when)),
        };
      const call = { slotStart: start.toISOString(), slotEnd: end.toISOString(), topic: lead.topic };
      const saved = await store.saveCall({ ...common, franchiseSlugs: [], franchiseNames: [], call }, now);
      note(`lead.${saved.status}`, { leadId: saved.id, formKind: "call", mode });
      if (saved.status === "taken") {
        const why = refusals(deps).justTaken(when);
        return { answer: await takenAnswer(start, now, busy, why) };
      }
      if (saved.status === "already-booked") {
        const message = refusals(deps).callAlreadyBooked();
        return {
          answer: refused(409, { code: "call_already_booked", message }, { page: { values: typedValues(values) } }),
        };
      }
      if (saved.status === "mail-capped") return { answer: mailCapped(deps, values) };
      if (saved.status === "conflict" || saved.id === undefined) return { answer: alreadyReceived(deps) };
      const secret = await callTokenSecret(deps.config.callTokenSecret, store);
      const answer: Answer = {
        accepted: true,
        duplicate: saved.status === "duplicate",
        location: callBookedPath(callToken(saved.id, secret)),
      };
      return saved.status === "stored" ? { answer, stored: {} } : { answer };
    } catch (error) {
      note("lead.store_failed", { formKind: "call", error: errorText(error) }, "error");
      const message = refusals(deps).callSaveFailed();
      return { answer: refused(503, { message }, { page: { values: typedValues(values) } }) };
    }
  };
  const errors: FieldErrors = availability ? {} : { slotStart: refusals(deps).callsClosed() };
  return { errors, page: {}, store };
};

/**
 * The visitor's address has had the day's mails (LEADS_VISITOR_MAIL_LIMIT): the booking would mail it again, so it
 * is refused, with the phone; what was typed comes back, so another address can be given.
 */
function mailCapped(deps: LeadHandlerDeps, values: RawValues, page: Refused["page"] = {}): Answer {
  const message = refusals(deps).mailCapped();
  return refused(429, { code: "mail_capped", message }, { page: { ...page, values: typedValues(values) } });
}

/**
 * The same form's key arrived with other content: the first lead stands, and the visitor is told how to change it,
 * in the words the contact island shows (contact.yaml) with the server's phone and email.
 */
function alreadyReceived(deps: LeadHandlerDeps, page?: Refused["page"]): Answer {
  const contact = { phoneDisplay: deps.phoneDisplay, email: deps.email };
  const message = alreadyReceivedMessage(contactWordsFromFile.alreadyReceived, contact);
  return refused(409, { message, code: ALREADY_RECEIVED }, page ? { page } : {});
}

/** Every kind of lead by its formKind; a post naming none is checked as a contact form (its schema refuses it). */
export const LEAD_KINDS: Record<LeadKind, LeadKindStep> = {
  consultation: contactForm,
  enquiry: contactForm,
  booking: eventBooking,
  call: freeCall,
};
