/**
 * The lead forms' field rules as plain data, shared by the zod schemas on the server (schema.ts) and the
 * contact island in the browser, which checks only these native constraints (required, length, pattern) and
 * otherwise shows the server's field errors. No zod here: this module ships to the browser.
 */

export const FORM_KINDS = ["consultation", "enquiry"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const PREFERRED_TIMES = ["morning", "afternoon", "evening", "flexible"] as const;
/** One per service offered (tests/unit/service-sections.test.ts maps each service page to one). */
export const CONSULTATION_TYPES = [
  "general",
  "specific",
  "investment",
  "legal",
  "territory",
  "coaching",
  "support",
] as const;
export const LEAD_TIMES = ["immediate", "1-3months", "3-6months", "6-12months", "12months+"] as const;
export const LIQUID_CASH = ["0-25k", "25-50k", "50-100k", "100-250k", "250-500k", "500k+"] as const;
export const HOMEOWNER = ["yes", "no"] as const;
/** An answer to the optional money and timing questions for a visitor who would rather say so than leave it blank. */
export const NOT_SAID = "prefer-not-to-say";

/** How a visitor booking a seat heard of the event (optional). */
export const HEARD_FROM = ["search", "social", "newsletter", "exhibition", "franchisor", "friend", "other"] as const;

/** Labels shown for each option value; the stored value is the key. */
export const OPTION_LABELS = {
  heardFrom: {
    search: "A search engine",
    social: "Social media",
    newsletter: "Our emails",
    exhibition: "A franchise exhibition",
    franchisor: "A franchisor",
    friend: "A friend or colleague",
    other: "Somewhere else",
  },
  preferredTime: { morning: "Morning", afternoon: "Afternoon", evening: "Evening", flexible: "Flexible" },
  consultationType: {
    general: "General franchise advice",
    specific: "A specific franchise",
    investment: "Investment and funding",
    legal: "Legal and contracts",
    territory: "Territory selection",
    coaching: "Business coaching",
    support: "Support after opening",
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

/**
 * A phone number: an optional +, then a digit first (or an opening bracket and a digit) and a digit last, at
 * least seven digits in all, only spaces, brackets, dots and hyphens between them, 7 to 20 characters after the
 * +. Punctuation alone ("-1-1-1-1-1") is refused: it is no number, and a spreadsheet would compute it. Valid as
 * an HTML `pattern` too (which browsers compile with the `v` flag).
 */
export const PHONE_PATTERN = "(?=(?:\\D*\\d){7})\\+?(?=.{7,20}$)\\(?\\d[\\d\\s\\(\\)\\.\\-]*\\d";
/** Something@something.something: the browser's first check; the server also applies a full email check. */
export const EMAIL_PATTERN = "[^@\\s]+@[^@\\s]+\\.[^@\\s]+";

/**
 * True for a path on this site, safe for the no-JavaScript error page's "Back to the form" link: one leading
 * `/` not followed by another (`//host` and `/\host` lead browsers to another host), then only letters,
 * digits, `_`, `-` and `/`, so no scheme, backslash or control character.
 */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === "string" && /^\/(?:[\w-][\w\-/]{0,199})?$/.test(value);
}

/** One field's rule: the message when it is missing, its longest length, and its format message. */
export interface FieldRule {
  required?: string;
  max?: number;
  format?: string;
}

/** Every field a visitor fills in, with the words each rule uses; the server and the browser say the same. */
export const FIELD_RULES: Record<string, FieldRule> = {
  firstName: { required: "Enter your first name", max: 80 },
  lastName: { required: "Enter your last name", max: 80 },
  email: {
    required: "Enter your email address",
    max: 254,
    format: "Enter an email address in the correct format, like name@example.com",
  },
  phone: {
    required: "Enter your phone number",
    max: 30,
    format: "Enter a phone number, like 01632 960 001 or +44 7700 900 982",
  },
  address: { required: "Enter your address", max: 200 },
  postcode: { required: "Enter your postcode", max: 12 },
  county: { required: "Enter your county", max: 80 },
  country: { required: "Enter your country", max: 80 },
  message: { max: 2000 },
  preferredTime: { format: "Choose a preferred time from the list" },
  consultationType: { format: "Choose a consultation type from the list" },
  packageId: { format: "Choose a package from the list" },
  // Optional, as the specification never enforces them: a first enquiry need not say what money it has.
  leadTime: { format: "Choose when you hope to start from the list, or leave it blank" },
  liquidCash: { format: "Choose the cash you have available from the list, or leave it blank" },
  homeowner: { format: "Choose whether you own your home from the list, or leave it blank" },
};

/** "Use 80 characters or fewer": the message for a value over a field's length. */
export function tooLongMessage(max: number): string {
  return max >= 1000
    ? `Keep your message to ${max.toLocaleString("en-GB")} characters or fewer`
    : `Use ${max} characters or fewer`;
}

/** Field name to the first error message for it. */
export type FieldErrors = Record<string, string>;

/** Raw values as a form holds them: strings, and a list for the franchise checkboxes. */
export type RawValues = Record<string, string | string[] | boolean | number | undefined>;

/** What the browser's constraint validation says about one control. */
export interface ControlState {
  name: string;
  validity: Pick<ValidityState, "valid" | "valueMissing" | "tooLong" | "typeMismatch" | "patternMismatch">;
}

/** The field errors for controls failing their native constraints, in the words of FIELD_RULES. */
export function constraintErrors(controls: Iterable<ControlState>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { name, validity } of controls) {
    const rule = FIELD_RULES[name];
    if (!rule || validity.valid || errors[name]) continue;
    const message = validity.valueMissing
      ? rule.required
      : validity.tooLong && rule.max
        ? tooLongMessage(rule.max)
        : rule.format;
    errors[name] = message ?? rule.required ?? "Check this answer";
  }
  return errors;
}

/** Turns a urlencoded body into raw values: the franchise checkboxes repeat, everything else is single. */
export function valuesFromForm(form: URLSearchParams): RawValues {
  const values: RawValues = {};
  for (const key of new Set(form.keys())) {
    values[key] = key === "selectedFranchises" ? form.getAll(key) : (form.get(key) ?? undefined);
  }
  return values;
}
