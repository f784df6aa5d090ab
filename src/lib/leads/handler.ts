/**
 * POST /api/leads as a plain function from Request to Response, so it is tested without a server: checks
 * origin, type, rate and size, validates, and stores the lead before answering. JSON comes from the
 * island; urlencoded posts come from the forms without JavaScript and get a redirect or an error page.
 * Each outcome is one log line with the request id: ids, kinds and reasons only, never what the visitor typed.
 */
import { createHash } from "node:crypto";
import { ALREADY_RECEIVED, alreadyReceivedMessage } from "@/lib/leads/browser/already-received";
import type { LeadsConfig } from "@/lib/leads/config";
import { consentRecords } from "@/lib/leads/consent";
import { BOOKING_MARKETING_VERSION } from "@/config/consent";
import { isSameSitePath } from "@/lib/leads/browser/fields";
import type { RateLimiter } from "@/lib/leads/rate-limit";
import {
  validateSubmission,
  valuesFromForm,
  type FieldErrors,
  type FormKind,
  type LeadSubmission,
  type RawValues,
} from "@/lib/leads/schema";
import type { BookingStatus, LeadStore, NewBooking, NewLead } from "@/lib/leads/store";
import { errorText, log } from "@/lib/log/log.mjs";

export const THANK_YOU_PATH = "/thank-you";

/** The confirmation page of a seat booked at the event at `eventPath`, or of a place on its waiting list. */
export function bookingThanksPath(eventPath: string, status: BookingStatus): string {
  return `${eventPath}/${status === "booked" ? "booked" : "waiting-list"}`;
}

/** An event taking bookings, as the endpoint needs it: its seats, and what the mails say about it. */
export type BookableEvent = Omit<NewBooking, "waitlist" | "heardFrom">;

/** The booking form to show again on the error page: its event, and whether it is fully booked. */
export interface BookingErrorView {
  eventSlug: string;
  eventTitle: string;
  eventPath: string;
  /** No seat was left: the page offers the waiting list. */
  full: boolean;
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
}

class BodyTooLarge extends Error {}

/** Reads a body as text, refusing it once more than `limit` bytes have streamed in. */
export async function readBodyCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * True when a post comes from the site itself: its Origin (or, without one, its Referer) names the host the
 * request was sent to, or an allowed origin such as SITE_URL. A request with neither header and no
 * `Sec-Fetch-Site: cross-site` is not from a browser form on another site, so it is allowed.
 */
export function isSameOriginPost(
  request: Request,
  config: Pick<LeadsConfig, "allowedOrigins" | "trustProxy">,
): boolean {
  const headers = request.headers;
  const claimed = headers.get("origin") ?? refererOrigin(headers.get("referer"));
  if (claimed === undefined) return headers.get("sec-fetch-site") !== "cross-site";
  if (claimed === "null") return false;
  let origin: URL;
  try {
    origin = new URL(claimed);
  } catch {
    return false;
  }
  if (config.allowedOrigins.includes(origin.origin)) return true;
  const forwardedHost = config.trustProxy ? headers.get("x-forwarded-host")?.split(",")[0].trim() : undefined;
  const host = forwardedHost || headers.get("host");
  return !!host && origin.host.toLowerCase() === host.toLowerCase();
}

function refererOrigin(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/** The address the rate limit counts against: the peer, or the proxy's last X-Forwarded-For entry. */
export function clientKey(request: Request, remoteAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1];
  }
  return remoteAddress ?? "unknown";
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The values to show again on the error page: what the visitor typed, nothing of the machinery. */
function typedValues(values: RawValues): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (["homepage", "idempotencyKey", "elapsedMs"].includes(key)) continue;
    if (Array.isArray(value)) kept[key] = value.map(String).slice(0, 50);
    else if (value !== undefined) kept[key] = String(value).slice(0, 2000);
  }
  return kept;
}

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

function toNewLead(lead: LeadSubmission, key: string, franchises: LeadHandlerDeps["franchises"]): NewLead {
  const named =
    lead.formKind === "enquiry"
      ? [...new Map(lead.selectedFranchises.map((value) => [value, franchiseFor(value, franchises)!])).values()]
      : [];
  const franchisors = [...new Map(named.map(({ slug, name }) => [slug, { slug, name }])).values()];
  const common = {
    idempotencyKey: key,
    formKind: lead.formKind,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    // A booking's phone is optional; the column is not, so "" stands for "not given".
    phone: lead.phone ?? "",
    message: lead.formKind === "booking" ? undefined : lead.message,
    marketingConsent: lead.marketingConsent,
    privacyNoticeVersion: lead.privacyNoticeVersion,
    sourcePath: lead.sourcePath,
    consents: consentRecords({
      privacyNoticeVersion: lead.privacyNoticeVersion,
      marketingEmail: lead.marketingConsent,
      franchisors,
      shareWithFranchisors: lead.consentShareFranchisors,
      marketingWordingVersion: lead.formKind === "booking" ? BOOKING_MARKETING_VERSION : undefined,
    }),
  };
  if (lead.formKind === "booking") return { ...common, franchiseSlugs: [], franchiseNames: [] } satisfies NewLead;
  if (lead.formKind === "consultation") {
    return {
      ...common,
      preferredTime: lead.preferredTime,
      consultationType: lead.consultationType,
      packageId: lead.packageId,
      franchiseSlugs: [],
      franchiseNames: [],
    };
  }
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

/** Handles one POST to the lead endpoint. */
export async function handleLeadPost(request: Request, deps: LeadHandlerDeps): Promise<LeadOutcome> {
  const { config } = deps;
  const note = (event: string, fields: Record<string, unknown>, level: "info" | "error" = "info") =>
    log[level](event, { requestId: deps.requestId, ...fields });
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const mode =
    contentType === "application/json" ? "json" : contentType === "application/x-www-form-urlencoded" ? "form" : null;
  let sourcePath = "/contact";

  const refuse = (status: number, message: string, extra: Record<string, unknown> = {}, headers = {}): LeadOutcome =>
    mode === "form"
      ? { type: "error-page", view: { status, message, errors: {}, values: {}, sourcePath } }
      : { type: "response", response: json(status, { ok: false, message, ...extra }, headers) };

  if (!isSameOriginPost(request, config)) {
    note("lead.refused", { reason: "cross-origin" });
    return { type: "response", response: json(403, { ok: false, message: "Cross-origin posts are not accepted" }) };
  }
  if (!mode) {
    note("lead.refused", { reason: "content-type" });
    return {
      type: "response",
      response: json(
        415,
        { ok: false, message: "Send application/json or application/x-www-form-urlencoded" },
        {
          Accept: "application/json, application/x-www-form-urlencoded",
        },
      ),
    };
  }
  let body: string;
  try {
    body = await readBodyCapped(request, config.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      note("lead.refused", { reason: "too-large" });
      return refuse(413, "Your enquiry is too long. Please shorten your message.");
    }
    throw error;
  }

  let values: RawValues;
  if (mode === "json") {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
      values = parsed as RawValues;
    } catch {
      note("lead.refused", { reason: "not-json" });
      return refuse(400, "The request body is not a JSON object");
    }
  } else {
    values = valuesFromForm(new URLSearchParams(body));
  }
  if (isSameSitePath(values.sourcePath)) sourcePath = values.sourcePath;

  const accepted = (duplicate: boolean): LeadOutcome =>
    mode === "form"
      ? { type: "response", response: new Response(null, { status: 303, headers: { Location: THANK_YOU_PATH } }) }
      : { type: "response", response: json(duplicate ? 200 : 201, { ok: true, duplicate }) };

  // Robots that fill the hidden field are told "thank you" so they learn nothing, and nothing is stored.
  if (typeof values.homepage === "string" && values.homepage.trim() !== "") {
    note("lead.refused", { reason: "honeypot" });
    return accepted(false);
  }

  const result = validateSubmission(values);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  // A booking names its event in a hidden field: one that is not taking bookings is refused like a bad field.
  const event =
    values.formKind === "booking" && typeof values.eventSlug === "string"
      ? await deps.bookableEvent?.(values.eventSlug)
      : undefined;
  if (values.formKind === "booking" && !event) errors.eventSlug = "This event is not taking bookings";
  const bookingView = (full: boolean): BookingErrorView | undefined =>
    event && { eventSlug: event.eventSlug, eventTitle: event.eventTitle, eventPath: event.eventPath, full };
  if (result.ok && result.data.formKind === "enquiry") {
    const unknown = result.data.selectedFranchises.filter((value) => !franchiseFor(value, deps.franchises));
    if (unknown.length > 0) errors.selectedFranchises = "Choose franchises from the list";
  }
  if (!result.ok || Object.keys(errors).length > 0) {
    const message = "Check the highlighted fields and try again.";
    const formKind = values.formKind === "consultation" || values.formKind === "enquiry" ? values.formKind : undefined;
    // The names of the fields at fault, never their values.
    note("lead.refused", { reason: "validation", formKind, fields: Object.keys(errors) });
    if (mode === "json") return { type: "response", response: json(400, { ok: false, message, errors }) };
    return {
      type: "error-page",
      view: {
        status: 400,
        message: event || values.formKind !== "booking" ? message : "This event is not taking bookings.",
        formKind,
        errors,
        values: typedValues(values),
        sourcePath,
        booking: bookingView(false),
      },
    };
  }
  const lead = result.data;

  if (mode === "json" && (lead.elapsedMs === undefined || lead.elapsedMs < config.minFillMs)) {
    note("lead.refused", { reason: "too-fast", formKind: lead.formKind });
    return {
      type: "response",
      response: json(400, {
        ok: false,
        code: "too_fast",
        message: "That was quicker than we expected. Please check your details and press the button again.",
      }),
    };
  }

  // Only a submission that passed every check above counts against the per-client limit (docs/leads.md): a
  // visitor correcting a refused form is never locked out by their own mistakes.
  const decision = await deps.limiter.check(clientKey(request, deps.remoteAddress, config.trustProxy));
  if (!decision.allowed) {
    note("lead.rate_limited", { retryAfterSeconds: decision.retryAfterSeconds });
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    const outcome = refuse(
      429,
      `We have received several submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us on ${deps.phoneDisplay}.`,
      { retryAfter: decision.retryAfterSeconds },
      { "Retry-After": String(decision.retryAfterSeconds) },
    );
    if (outcome.type === "error-page") outcome.view.retryAfter = decision.retryAfterSeconds;
    return outcome;
  }

  const now = new Date();
  if (lead.formKind === "booking") {
    // Refused above with a field error when the event is not taking bookings.
    const chosen = event!;
    try {
      const store = await deps.store();
      const { waitlist } = lead;
      const newLead = toNewLead(lead, lead.idempotencyKey ?? derivedKey(lead, now), deps.franchises);
      const saved = await store.saveBooking(
        { ...newLead, booking: { ...chosen, heardFrom: lead.heardFrom, waitlist } },
        now,
      );
      note(`lead.${saved.status}`, { leadId: saved.id, formKind: "booking", booking: saved.booking, mode });
      if (saved.status === "full") {
        const message = `${chosen.eventTitle} is fully booked. Join the waiting list and we will email you if a seat comes free.`;
        if (mode === "json")
          return { type: "response", response: json(409, { ok: false, code: "fully_booked", message }) };
        return {
          type: "error-page",
          view: {
            status: 409,
            message,
            errors: {},
            values: typedValues(values),
            sourcePath,
            booking: bookingView(true),
          },
        };
      }
      if (saved.status === "conflict") {
        const message = alreadyReceivedMessage({ phoneDisplay: deps.phoneDisplay, email: deps.email });
        return refuse(409, message, { code: ALREADY_RECEIVED });
      }
      if (saved.status === "stored") deps.onStored?.();
      const status = saved.booking ?? "booked";
      return mode === "form"
        ? {
            type: "response",
            response: new Response(null, {
              status: 303,
              headers: { Location: bookingThanksPath(chosen.eventPath, status) },
            }),
          }
        : {
            type: "response",
            response: json(saved.status === "duplicate" ? 200 : 201, {
              ok: true,
              duplicate: saved.status === "duplicate",
              booking: status,
            }),
          };
    } catch (error) {
      note("lead.store_failed", { formKind: "booking", error: errorText(error) }, "error");
      const outcome = refuse(
        503,
        `Sorry, we could not book your seat just now. Please try again in a moment, or call us on ${deps.phoneDisplay}.`,
      );
      if (outcome.type === "error-page") {
        outcome.view.values = typedValues(values);
        outcome.view.booking = bookingView(false);
      }
      return outcome;
    }
  }
  try {
    const store = await deps.store();
    const saved = await store.saveLead(
      toNewLead(lead, lead.idempotencyKey ?? derivedKey(lead, now), deps.franchises),
      now,
    );
    note(`lead.${saved.status}`, { leadId: saved.id, formKind: lead.formKind, mode });
    if (saved.status === "conflict") {
      // The form's key is stored with other content: a change after the first was received. Storing nothing
      // keeps the first lead and its consent records as the visitor sent them.
      const message = alreadyReceivedMessage({ phoneDisplay: deps.phoneDisplay, email: deps.email });
      const outcome = refuse(409, message, { code: ALREADY_RECEIVED });
      if (outcome.type === "error-page") outcome.view.formKind = lead.formKind;
      return outcome;
    }
    if (saved.status === "stored") {
      deps.onStored?.();
      deps.onCounted?.({
        formKind: lead.formKind,
        franchises:
          "selectedFranchises" in lead
            ? lead.selectedFranchises.map((value) => franchiseFor(value, deps.franchises)?.slug ?? value)
            : [],
        sourcePath: lead.sourcePath,
      });
    }
    return accepted(saved.status === "duplicate");
  } catch (error) {
    note("lead.store_failed", { formKind: lead.formKind, error: errorText(error) }, "error");
    const outcome = refuse(
      503,
      `Sorry, we could not save your details just now. Please try again in a moment, or call us on ${deps.phoneDisplay}.`,
    );
    if (outcome.type === "error-page") {
      outcome.view.formKind = lead.formKind;
      outcome.view.values = typedValues(values);
    }
    return outcome;
  }
}
