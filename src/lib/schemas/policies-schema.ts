/**
 * How the business is paid, what it promises and how it handles visitors' data (src/content/policies.json): the
 * default page description, the payment statements, the cancellation right, the buying timeline, ongoing fees, the
 * privacy notice's retention period, CRM and processors, and the legal pages' date. Plain zod: src/content.config.ts
 * checks the file with it when the site builds, the browser editor's form is generated from it (with the titles in
 * POLICIES_WORDING), and src/config/site.ts reads the file into `site` for the pages, the terms, the privacy notice,
 * the lead server (which refuses settings that contradict it) and the launch check. Relative imports: the launch
 * check reads the editor's titles from here while astro.config.mjs loads.
 */
import { z } from "zod";
import { claims, site } from "../../config/site";
import { claimPlaceholders, fillKnownPlaceholders, unknownPlaceholders } from "../site/fill-placeholders";
import { findClaimLiterals } from "../claims/literals";

/** The file the owner changes. */
export const POLICIES_FILE = "src/content/policies.json";

/** The editor's form for the file (`npm run edit`), as the launch check and the server's messages name it. */
export const POLICIES_FORM = "Fees, promises and data handling";

/**
 * The placeholders these texts may use, with what each is filled with: the register's claims (`{claim:clients}`,
 * `{claim:Independent}`…), so a figure about the business is never typed in, and the call's length.
 */
export function policyPlaceholders(register = claims): Record<string, string> {
  return { ...claimPlaceholders(register), callMinutes: String(site.discoveryCallMinutes) };
}

const PLACEHOLDER_NOTE =
  "A figure about the business is {claim:name} from the register of claims (e.g. {claim:clients}), never typed in; {callMinutes} is the free call's length.";

/**
 * A sentence the owner words: `min` to `max` characters as typed, using only the register's claims and
 * `{callMinutes}`; with `shown`, also `shown.min` to `shown.max` characters once they are filled in. With
 * `aboutTheBusiness`, the business speaking of itself: a claim typed in ("500+ clients") is refused, as the build's
 * claims check refuses it in page copy. The legal and general wording (the 14-day right, fees "often 5-10%") is not.
 */
function policyText(
  what: string,
  min: number,
  max: number,
  { shown, aboutTheBusiness = false }: { shown?: { min: number; max: number }; aboutTheBusiness?: boolean } = {},
) {
  return z
    .string()
    .min(min)
    .max(max)
    .superRefine((text, ctx) => {
      const settings = policyPlaceholders();
      const unknown = unknownPlaceholders(text, Object.keys(settings));
      for (const name of unknown)
        ctx.addIssue({
          code: "custom",
          message: `unknown placeholder {${name}}; use {claim:<name>} for a claim in the register of claims, or {callMinutes}`,
        });
      if (aboutTheBusiness)
        for (const literal of findClaimLiterals(POLICIES_FILE, text))
          ctx.addIssue({
            code: "custom",
            message: `states a claim in its own words ("${literal.text}"): use the register's words ({claim:…}) or reword it`,
          });
      if (!shown || unknown.length > 0) return;
      const length = fillKnownPlaceholders(text, settings).length;
      if (length < shown.min || length > shown.max)
        ctx.addIssue({
          code: "custom",
          message: `must be ${shown.min}-${shown.max} characters once its placeholders are filled in (is ${length})`,
        });
    })
    .describe(`${what} ${PLACEHOLDER_NOTE}`);
}

/** A processor the privacy notice names: who it is and where it keeps the data. */
const processor = (role: string, example: string) =>
  z
    .object({
      name: z.string().min(2).max(80).describe(`The ${role}'s company name, e.g. "${example}".`),
      storedIn: z
        .string()
        .min(2)
        .max(120)
        .describe(
          'Where it stores personal data, as the notice prints it: "the UK", "the EEA", or the country and the safeguard for a transfer.',
        ),
    })
    .strict()
    .optional();

export const policiesSchema = z
  .object({
    description: policyText(
      "The default page description (search results, the home page and the business's structured data), used when a page has none of its own.",
      20,
      200,
      { shown: { min: 50, max: 160 }, aboutTheBusiness: true },
    ),
    payment: z
      .object({
        summary: policyText(
          "How the business is paid, in short: the footer, headings and leads ({paymentSummary} in page copy).",
          20,
          200,
          { aboutTheBusiness: true },
        ),
        clientFee: policyText(
          "The client's fee in full, on /services and the terms ({paymentClientFee}). Scope it to the one-time advisory packages: coaching runs over months and is priced separately.",
          40,
          500,
          { aboutTheBusiness: true },
        ),
      })
      .strict()
      .describe("How the business is paid, stated once and shown on the home page, /services, /about and the terms."),
    promises: z
      .object({
        cancellation: policyText(
          "The consumer's 14-day cancellation right under the Consumer Contracts Regulations 2013, stated with every refund promise ({cancellation}).",
          40,
          400,
        ),
        buyingTimeline: policyText(
          'How long buying a franchise takes, first enquiry to opening, as a phrase ("four to nine months"): the one figure every page gives ({buyingTimeline}).',
          3,
          60,
        ),
        ongoingFees: policyText(
          "Ongoing franchise fees in general, worded once for guides and articles ({ongoingFees}).",
          20,
          300,
        ),
      })
      .strict()
      .describe("Promises stated once and shown everywhere from here (page copy through placeholders, the terms)."),
    dataHandling: z
      .object({
        retentionMonths: z
          .number()
          .int()
          .min(1)
          .max(72)
          .describe(
            "Months an enquiry is kept after it arrives, as the privacy notice states: the server deletes enquiries after this, and refuses to start with LEADS_RETENTION_MONTHS set to anything else.",
          ),
        crmProvider: z
          .string()
          .min(2)
          .max(80)
          .optional()
          .describe(
            'The CRM the enquiries are sent to, named in the privacy notice as a recipient, e.g. "Example CRM Ltd". Leave empty while none is connected: the server refuses LEADS_WEBHOOK_URL until it is named.',
          ),
        processors: z
          .object({
            host: processor("host", "Example Hosting Ltd"),
            email: processor("email provider", "Example Mail Ltd"),
            video: processor("video provider (who plays the home page film)", "Google Ireland Ltd (YouTube)"),
          })
          .strict()
          .describe(
            "The providers every site uses, named in the privacy notice with where each stores data. Until one is named the notice says it is still to be named, and the launch check lists it.",
          ),
        clientRecords: policyText(
          "Where paid clients' records are kept and for how long (they are not in the website's enquiry database), as the privacy notice prints it after \"kept\".",
          40,
          400,
        ),
      })
      .strict()
      .describe(
        "What the privacy notice states about enquiries. The lead server reads the same values and refuses settings that contradict them.",
      ),
    legalLastUpdated: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: "a date as YYYY-MM-DD" })
      .describe(
        'The day the terms and privacy notice last changed, as YYYY-MM-DD, shown as their "Last updated" date.',
      ),
  })
  .strict();

export type Policies = z.infer<typeof policiesSchema>;

/** Each processor's title in the form. */
const PROCESSOR_TITLES = { host: "Host", email: "Email provider", video: "Video provider" } as const;

/** The editor's titles for the form's fields, by path: what an owner reads (and the launch check names). */
export const POLICIES_WORDING: Record<string, string | { label?: string; description?: string }> = {
  description: "Description for search results (pages without their own)",
  payment: "How the business is paid",
  "payment.summary": "In short (footer and headings)",
  "payment.clientFee": "The client's fee in full",
  promises: "Promises",
  "promises.cancellation": "Cancellation right (14 days)",
  "promises.buyingTimeline": "How long buying a franchise takes",
  "promises.ongoingFees": "Ongoing franchise fees, in general",
  dataHandling: "Data handling (privacy notice)",
  "dataHandling.retentionMonths": "Keep enquiries for (months)",
  "dataHandling.crmProvider": "CRM provider",
  "dataHandling.processors": "Processors",
  // The form shows a processor's two parts without the group's title, so each part names its processor too.
  ...Object.fromEntries(
    Object.entries(PROCESSOR_TITLES).flatMap(([role, title]) => [
      [`dataHandling.processors.${role}`, title],
      [`dataHandling.processors.${role}.name`, `${title}: company name`],
      [`dataHandling.processors.${role}.storedIn`, `${title}: where it stores data`],
    ]),
  ),
  "dataHandling.clientRecords": "Where clients' records are kept",
  legalLastUpdated: "Terms and privacy notice last updated",
};

/** Where an owner sets a field of the file in the editor, e.g. "Fees, promises and data handling → Processors → Host". */
export function policiesFormPlace(path: string): string {
  const parts = path.split(".");
  const titles = parts.map((_, index) => {
    const words = POLICIES_WORDING[parts.slice(0, index + 1).join(".")];
    return (typeof words === "string" ? words : words?.label) ?? parts[index]!;
  });
  return [POLICIES_FORM, ...titles].join(" → ");
}
