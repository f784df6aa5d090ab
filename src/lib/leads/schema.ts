/**
 * The two lead forms as zod schemas: one per form, shared by the contact island (client-side checks and
 * types) and the lead endpoint (the check that counts). Field names are the form control names, so a
 * no-JavaScript post and the island's JSON carry the same keys.
 */
import { z } from "zod";
import { isKnownPrivacyNoticeVersion } from "@/config/consent";
import { PACKAGE_IDS } from "@/lib/leads/package-ids";

export const FORM_KINDS = ["consultation", "enquiry"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const PREFERRED_TIMES = ["morning", "afternoon", "evening", "flexible"] as const;
export const CONSULTATION_TYPES = ["general", "specific", "investment", "legal", "territory"] as const;
export const LEAD_TIMES = ["immediate", "1-3months", "3-6months", "6-12months", "12months+"] as const;
export const LIQUID_CASH = ["0-25k", "25-50k", "50-100k", "100-250k", "250-500k", "500k+"] as const;
export const HOMEOWNER = ["yes", "no"] as const;
/** The answer for the starred money and timing questions when a visitor would rather not say. */
export const NOT_SAID = "prefer-not-to-say";

/** Labels shown for each option value; the stored value is the key. */
export const OPTION_LABELS = {
  preferredTime: { morning: "Morning", afternoon: "Afternoon", evening: "Evening", flexible: "Flexible" },
  consultationType: {
    general: "General franchise advice",
    specific: "A specific franchise",
    investment: "Investment and funding",
    legal: "Legal and contracts",
    territory: "Territory selection",
  },
  leadTime: {
    immediate: "Immediately",
    "1-3months": "1-3 months",
    "3-6months": "3-6 months",
    "6-12months": "6-12 months",
    "12months+": "12 months or more",
    [NOT_SAID]: "Prefer not to say",
  },
  liquidCash: {
    "0-25k": "Up to £25,000",
    "25-50k": "£25,000 - £50,000",
    "50-100k": "£50,000 - £100,000",
    "100-250k": "£100,000 - £250,000",
    "250-500k": "£250,000 - £500,000",
    "500k+": "£500,000 or more",
    [NOT_SAID]: "Prefer not to say",
  },
  homeowner: { yes: "Yes", no: "No", [NOT_SAID]: "Prefer not to say" },
} as const;

// Letters, digits and the punctuation of real names, addresses and phone numbers; no control characters,
// so nothing a visitor types can break a mail header or a CSV line.
const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

/** Empty form controls arrive as "": treat them as "not answered". */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

function line(requiredMessage: string, max: number) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Use ${max} characters or fewer`)
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
    .max(2000, "Keep your message to 2,000 characters or fewer")
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
  firstName: line("Enter your first name", 80),
  lastName: line("Enter your last name", 80),
  email: line("Enter your email address", 254).pipe(
    z.string().email("Enter an email address in the correct format, like name@example.com"),
  ),
  phone: line("Enter your phone number", 30).pipe(
    z.string().regex(PHONE, "Enter a phone number, like 01632 960 001 or +44 7700 900 982"),
  ),
  message,
};

/** What a visitor fills in on the Book Consultation form. */
export const consultationFieldsSchema = z.object({
  ...personFields,
  preferredTime: optionalChoice(PREFERRED_TIMES, "Choose a preferred time from the list"),
  consultationType: optionalChoice(CONSULTATION_TYPES, "Choose a consultation type from the list"),
  packageId: optionalChoice(PACKAGE_IDS, "Choose a package from the list"),
});

/** What a visitor fills in on the Franchise Enquiry form. */
export const enquiryFieldsSchema = z
  .object({
    ...personFields,
    address: line("Enter your address", 200),
    postcode: line("Enter your postcode", 12),
    county: line("Enter your county", 80),
    country: line("Enter your country", 80),
    leadTime: choice([...LEAD_TIMES, NOT_SAID], "Choose when you hope to start, or Prefer not to say"),
    liquidCash: choice([...LIQUID_CASH, NOT_SAID], "Choose the cash you have available, or Prefer not to say"),
    homeowner: choice([...HOMEOWNER, NOT_SAID], "Choose whether you own your home, or Prefer not to say"),
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

/** A checkbox is ticked only by an explicit true, "yes" or "on"; anything else (absent, "", "no") is not. */
const ticked = (value: unknown) => value === true || value === "yes" || value === "on";

/** Fields every submission carries besides what the visitor types: consent, provenance and abuse checks. */
export const submissionMetaSchema = z.object({
  /** The separate, unticked marketing e-mail box: only an explicit tick is consent. */
  marketingConsent: z.preprocess(ticked, z.boolean()),
  /** The unticked "share my details with <the franchisors selected>" box of the enquiry form. */
  consentShareFranchisors: z.preprocess(ticked, z.boolean()),
  /** The privacy notice version shown beside the form: one this site has published. */
  privacyNoticeVersion: z
    .string({ required_error: "Reload the page: the privacy notice version is missing" })
    .refine(isKnownPrivacyNoticeVersion, "Reload the page: unknown privacy notice version"),
  /** The page the form was on, for the business and for the no-JavaScript "back to the form" link. */
  sourcePath: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\/[\w\-/]{0,200}$/)
      .optional(),
  ),
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
export type SubmissionMeta = z.infer<typeof submissionMetaSchema>;

/** A validated lead of either kind, with its meta fields. */
export type LeadSubmission =
  | ({ formKind: "consultation" } & ConsultationFields & SubmissionMeta)
  | ({ formKind: "enquiry" } & EnquiryFields & SubmissionMeta);

/** Field name to the first error message for it. */
export type FieldErrors = Record<string, string>;

/** Raw values as a form holds them: strings, and a list for the franchise checkboxes. */
export type RawValues = Record<string, string | string[] | boolean | number | undefined>;

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
export function fieldsSchemaFor(kind: FormKind) {
  return kind === "consultation" ? consultationFieldsSchema : enquiryFieldsSchema;
}

/** Checks the visitor-filled fields of one form; the island shows the errors next to the fields. */
export function validateFields(
  kind: FormKind,
  values: RawValues,
): ValidationResult<ConsultationFields | EnquiryFields> {
  const result = fieldsSchemaFor(kind).safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}

/** Checks a whole submission (form kind, fields and meta), as the endpoint receives it. */
export function validateSubmission(values: RawValues): ValidationResult<LeadSubmission> {
  const kind = values.formKind;
  if (kind !== "consultation" && kind !== "enquiry") {
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

/** Turns a urlencoded body into raw values: the franchise checkboxes repeat, everything else is single. */
export function valuesFromForm(form: URLSearchParams): RawValues {
  const values: RawValues = {};
  for (const key of new Set(form.keys())) {
    values[key] = key === "selectedFranchises" ? form.getAll(key) : (form.get(key) ?? undefined);
  }
  return values;
}
