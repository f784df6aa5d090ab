/**
 * The two lead forms as zod schemas, for the lead endpoint (the check that counts); built from the plain
 * rules in fields.ts, which the contact island checks in the browser without zod. Field names are the form control names, so a
 * no-JavaScript post and the island's JSON carry the same keys.
 */
import { z } from "zod";
import { isKnownPrivacyNoticeVersion } from "@/config/consent";
import { PACKAGE_IDS } from "@/config/package-ids";
import { MOST_SEATS_PER_BOOKING } from "@/lib/events/booking";

import {
  EMAIL_PATTERN,
  FIELD_RULES,
  HOMEOWNER,
  LEAD_TIMES,
  LIQUID_CASH,
  NOT_SAID,
  PHONE_PATTERN,
  CONSULTATION_TYPES,
  HEARD_FROM,
  PREFERRED_TIMES,
  isSameSitePath,
  tooLongMessage,
  type FieldErrors,
  type FormKind,
  type RawValues,
} from "@/lib/leads/browser/fields";

export {
  FORM_KINDS,
  PREFERRED_TIMES,
  CONSULTATION_TYPES,
  HEARD_FROM,
  LEAD_TIMES,
  LIQUID_CASH,
  HOMEOWNER,
  NOT_SAID,
  OPTION_LABELS,
  valuesFromForm,
  type FieldErrors,
  type FormKind,
  type RawValues,
} from "@/lib/leads/browser/fields";

// Letters, digits and the punctuation of real names, addresses and phone numbers; no control characters,
// so nothing a visitor types can break a mail header or a CSV line.
const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;
const PHONE = new RegExp(`^${PHONE_PATTERN}$`, "u");
const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`, "u");

/** Empty form controls arrive as "": treat them as "not answered". */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A required single-line answer, by its rule in FIELD_RULES. */
function line(name: string) {
  const { required: requiredMessage = "", max = 200 } = FIELD_RULES[name];
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage(max))
    .regex(NO_CONTROL_CHARS, "Remove the special characters");
}

function choice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { errorMap: () => ({ message }) });
}

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, choice(values, message).optional());

// A message may run over several lines, so tab and line breaks stay; any other control character (a NUL
// cuts every later read of the text short) is refused rather than silently stored or stripped.
const MESSAGE_CONTROL_CHARS = /[^\P{Cc}\t\n\r]/u;

const message = z.preprocess(
  blankToUndefined,
  z
    .string({ invalid_type_error: "Enter your message as text" })
    .trim()
    .max(FIELD_RULES.message.max!, tooLongMessage(FIELD_RULES.message.max!))
    .refine(
      (text) => !MESSAGE_CONTROL_CHARS.test(text),
      "Remove the special (control) characters from your message; line breaks and tabs are fine",
    )
    .optional(),
);

/**
 * A whole number as a number or its digits; anything else is left for zod to refuse with a field error.
 * (z.coerce.number() calls Number(value), which throws on an object like {"toString": 1}.)
 */
const wholeNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  return typeof blank === "string" && /^\s*\d{1,12}\s*$/.test(blank) ? Number(blank) : blank;
};

const personFields = {
  firstName: line("firstName"),
  lastName: line("lastName"),
  email: line("email").pipe(z.string().regex(EMAIL, FIELD_RULES.email.format).email(FIELD_RULES.email.format)),
  phone: line("phone").pipe(z.string().regex(PHONE, FIELD_RULES.phone.format)),
  message,
};

/** A checkbox is ticked only by an explicit true, "yes" or "on"; anything else (absent, "", "no") is not. */
const ticked = (value: unknown) => value === true || value === "yes" || value === "on";

const SEATS_MESSAGE = `Choose how many seats, from 1 to ${MOST_SEATS_PER_BOOKING}`;

/** What a visitor fills in to book a seat at an event: the phone and how they heard are optional. */
export const bookingFieldsSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  email: personFields.email,
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ invalid_type_error: FIELD_RULES.phone.format })
      .trim()
      .max(FIELD_RULES.phone.max ?? 40, tooLongMessage(FIELD_RULES.phone.max ?? 40))
      .regex(PHONE, FIELD_RULES.phone.format)
      .optional(),
  ),
  heardFrom: optionalChoice(HEARD_FROM, "Choose how you heard about the event from the list"),
  /** The event, a hidden field of its page's form; the endpoint checks it names a bookable event. */
  eventSlug: z
    .string({ required_error: "Choose an event to book", invalid_type_error: "Choose an event to book" })
    .regex(/^[a-z0-9-]{1,120}$/, "Choose an event to book"),
  /** Hidden, on the form offered after "fully booked": join the waiting list if no seat is left. */
  waitlist: z.preprocess(ticked, z.boolean()),
  /**
   * How many seats, for the visitor and whoever comes with them (one booking per address and event). A form from a
   * page built before the field existed sends none: that booking was for one seat. The event's own limit, which
   * may be lower, is checked by the endpoint.
   */
  seats: z.preprocess(
    (value) => wholeNumber(value) ?? 1,
    z
      .number({ invalid_type_error: SEATS_MESSAGE })
      .int(SEATS_MESSAGE)
      .min(1, SEATS_MESSAGE)
      .max(MOST_SEATS_PER_BOOKING, SEATS_MESSAGE),
  ),
});

/** A slot's start as /book offers it: an ISO 8601 instant in UTC, to the minute (2026-12-10T10:15:00.000Z). */
const SLOT_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(\.000)?Z$/;

/**
 * What a visitor fills in to book the free call on /book: a slot (the endpoint checks it is still free), a phone
 * number to be called on, and what they would like to talk about (optional).
 */
export const callFieldsSchema = z.object({
  ...personFields,
  slotStart: z
    .string({ required_error: "Choose a time for your call", invalid_type_error: "Choose a time for your call" })
    .regex(SLOT_START, "Choose a time for your call")
    .refine((value) => !Number.isNaN(Date.parse(value)), "Choose a time for your call")
    .transform((value) => new Date(value).toISOString()),
  topic: message,
});

/** What a visitor fills in on the Book Consultation form. */
export const consultationFieldsSchema = z.object({
  ...personFields,
  preferredTime: optionalChoice(PREFERRED_TIMES, FIELD_RULES.preferredTime.format!),
  consultationType: optionalChoice(CONSULTATION_TYPES, FIELD_RULES.consultationType.format!),
  packageId: optionalChoice(PACKAGE_IDS, FIELD_RULES.packageId.format!),
});

/** What a visitor fills in on the Franchise Enquiry form. */
export const enquiryFieldsSchema = z
  .object({
    ...personFields,
    address: line("address"),
    postcode: line("postcode"),
    county: line("county"),
    country: line("country"),
    // What the specification requires (above) is required; timing, cash and home ownership are optional, as it never
    // enforces them and a first enquiry needs none of them (UK GDPR data minimisation).
    leadTime: optionalChoice([...LEAD_TIMES, NOT_SAID], FIELD_RULES.leadTime.format!),
    liquidCash: optionalChoice([...LIQUID_CASH, NOT_SAID], FIELD_RULES.liquidCash.format!),
    homeowner: optionalChoice([...HOMEOWNER, NOT_SAID], FIELD_RULES.homeowner.format!),
    selectedFranchises: z.preprocess(
      (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.string().regex(/^[\w-]{1,40}$/, "Choose franchises from the list"))
        .max(50, "Choose franchises from the list"),
    ),
  })
  .superRefine((data, ctx) => {
    if (
      /^(uk|united kingdom|great britain|gb)$/i.test(data.country) &&
      !UK_POSTCODE.test(data.postcode.replace(/\s+/g, " "))
    ) {
      ctx.addIssue({ code: "custom", path: ["postcode"], message: "Enter a UK postcode, like SW1A 1AA" });
    }
  });

/** Fields every submission carries besides what the visitor types: consent, provenance and abuse checks. */
export const submissionMetaSchema = z.object({
  /** The separate, unticked marketing email box: only an explicit tick is consent. */
  marketingConsent: z.preprocess(ticked, z.boolean()),
  /** The unticked "share my details with <the franchisors selected>" box of the enquiry form. */
  consentShareFranchisors: z.preprocess(ticked, z.boolean()),
  /** The privacy notice version shown beside the form: one this site has published. */
  privacyNoticeVersion: z
    .string({ required_error: "Reload the page: the privacy notice version is missing" })
    .refine(isKnownPrivacyNoticeVersion, "Reload the page: unknown privacy notice version"),
  /** The page the form was on, for the business and for the no-JavaScript "back to the form" link. */
  sourcePath: z.preprocess(blankToUndefined, z.string().refine(isSameSitePath).optional()),
  /** Chosen by the island once per form; a retry or a double click sends the same key. */
  idempotencyKey: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w:-]{16,100}$/)
      .optional(),
  ),
  /** Milliseconds from page load to submit, measured by the island (no-JavaScript posts cannot send it). */
  elapsedMs: z.preprocess(
    wholeNumber,
    z
      .number({ invalid_type_error: "Send the fill time as a whole number of milliseconds" })
      .int("Send the fill time as a whole number of milliseconds")
      .min(0, "Send the fill time as a whole number of milliseconds")
      .max(86_400_000, "Send the fill time as a whole number of milliseconds")
      .optional(),
  ),
  /** The honeypot: a field people never see, so only robots fill it. */
  homepage: z.preprocess(blankToUndefined, z.string().max(500).optional()),
});

export type ConsultationFields = z.infer<typeof consultationFieldsSchema>;
export type EnquiryFields = z.infer<typeof enquiryFieldsSchema>;
export type BookingFields = z.infer<typeof bookingFieldsSchema>;
export type CallFields = z.infer<typeof callFieldsSchema>;

/** Every kind of lead: the contact island's two forms, a seat booked on an event page, and the free call (/book). */
export type LeadKind = FormKind | "booking" | "call";
export type SubmissionMeta = z.infer<typeof submissionMetaSchema>;

/** A validated lead of either kind, with its meta fields. */
export type LeadSubmission =
  | ({ formKind: "consultation" } & ConsultationFields & SubmissionMeta)
  | ({ formKind: "enquiry" } & EnquiryFields & SubmissionMeta)
  | ({ formKind: "booking" } & BookingFields & SubmissionMeta)
  | ({ formKind: "call" } & CallFields & SubmissionMeta);

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The schema of the visitor-filled fields of one form. */
export function fieldsSchemaFor(kind: LeadKind) {
  if (kind === "booking") return bookingFieldsSchema;
  if (kind === "call") return callFieldsSchema;
  return kind === "consultation" ? consultationFieldsSchema : enquiryFieldsSchema;
}

/** Checks the visitor-filled fields of one form; the island shows the errors next to the fields. */
export function validateFields(
  kind: FormKind,
  values: RawValues,
): ValidationResult<ConsultationFields | EnquiryFields> {
  const result = (kind === "consultation" ? consultationFieldsSchema : enquiryFieldsSchema).safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}

/** Checks a whole submission (form kind, fields and meta), as the endpoint receives it. */
export function validateSubmission(values: RawValues): ValidationResult<LeadSubmission> {
  const kind = values.formKind;
  if (kind !== "consultation" && kind !== "enquiry" && kind !== "booking" && kind !== "call") {
    return { ok: false, errors: { formKind: "Choose Book Consultation or Franchise Enquiry" } };
  }
  const fields = fieldsSchemaFor(kind).safeParse(values);
  const meta = submissionMetaSchema.safeParse(values);
  if (!fields.success || !meta.success) {
    return {
      ok: false,
      errors: {
        ...(meta.success ? {} : toFieldErrors(meta.error)),
        ...(fields.success ? {} : toFieldErrors(fields.error)),
      },
    };
  }
  return { ok: true, data: { formKind: kind, ...fields.data, ...meta.data } as LeadSubmission };
}
