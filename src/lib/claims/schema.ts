/**
 * The register of claims (src/content/claims.json): everything the business says about itself, stated once with
 * its evidence. The content collection `claims` checks the file with this schema, so a bad register fails the
 * build naming the field; pages, JSON-LD, the brochures and the social image render from it, and
 * `npm run check:launch` lists every claim whose evidence is still pending.
 */
import { z } from "astro/zod";
import { evidenceField } from "./evidence-fields";
import { withoutSampleMarker } from "./sample-words";
import { byKey } from "./by-key";
import { COMPARISON, missingStatisticFields, N_PENDING } from "./statistic";

/** The file editors change. */
export const CLAIMS_FILE = "src/content/claims.json";

const sentence = (what: string) => z.string().trim().min(3).describe(what);

/** A sentence the template may mark as a sample ("Sample definition: …"): pages read it without the marker. */
const sampleableSentence = (what: string) =>
  z
    .string()
    .trim()
    .min(3)
    .transform(withoutSampleMarker)
    .describe(
      `${what} Words starting "Sample definition:" or "Sample policy:" are the template's: the launch check lists them, and visitors never see the word "Sample".`,
    );

/** Words that make a figure a maximum, which the register refuses (CAP Code 3.7, 3.11). */
const MAXIMUM = /\b(?:up to|as much as|as high as|as many as|maximum|the largest|the biggest|record)\b/i;

/** A figure the business states as its own record, with the one wording every page uses. */
const figureFields = z
  .object({
    value: z.string().trim().min(1).describe('The figure as a statistic shows it, e.g. "500+" or "95%".'),
    label: sentence(
      'What the figure counts, shown beside it in every statistic: one wording per figure, e.g. "Clients advised since 2003".',
    ),
    text: sentence(
      'The figure in a sentence, the only way prose states it (`{claim:<key>}`), e.g. "500+ clients advised since 2003". It must contain `value`.',
    ),
    definition: sampleableSentence(
      "What the figure measures and over which clients and period, shown beside every rate (required when the value is a percentage).",
    ).optional(),
    base: sampleableSentence(
      'A statistic\'s base: who is counted, and that it is everyone in that group (clients who never opened a franchise count), e.g. "every client who opened a franchise we recommended". Required for a rate or a comparison.',
    ).optional(),
    period: sampleableSentence(
      'A statistic\'s period: when the clients counted were in the base, e.g. "openings from 2019 to 2023, each counted two years on". Shown with the definition. Required for a rate or a comparison.',
    ).optional(),
    n: z
      .union([
        z.literal(N_PENDING),
        z.object({ count: z.number().int().positive().describe("How many the base holds.") }).strict(),
      ])
      .optional()
      .describe(
        `A statistic's sample size: { count } (how many the base holds, shown with the definition), or "${N_PENDING}" until counted (npm run check:launch lists it). Required for a rate or a comparison.`,
      ),
    comparedWith: sentence(
      'Who or what a comparison is made against, e.g. "clients of the same brands in territories we rated poorly": required when the figure says "higher", "more", "better" or the like, and named in its definition, so it shows wherever the figure does.',
    ).optional(),
    evidence: evidenceField(),
  })
  .strict();

const figureSchema = figureFields.superRefine((figure, context) => {
  const words = `${figure.value} ${figure.label} ${figure.text}`;
  if (MAXIMUM.test(words)) {
    context.addIssue({
      code: "custom",
      path: ["value"],
      message:
        'a maximum ("up to", "as much as", "the largest") says what one client got, not what a client can expect: state the typical figure (the average or median) with its base',
    });
  }
  if (COMPARISON.test(words) && !figure.comparedWith) {
    context.addIssue({
      code: "custom",
      path: ["comparedWith"],
      message: "a comparison needs what it is compared with",
    });
  }
  if (figure.comparedWith && !figure.definition?.includes(figure.comparedWith)) {
    context.addIssue({
      code: "custom",
      path: ["definition"],
      message: "must name what the figure is compared with (comparedWith)",
    });
  }
  if (!figure.text.includes(figure.value)) {
    context.addIssue({ code: "custom", path: ["text"], message: `must contain the value "${figure.value}"` });
  }
  if (figure.value.includes("%") && !figure.definition) {
    context.addIssue({ code: "custom", path: ["definition"], message: "a rate needs its definition" });
  }
  for (const { field, message } of missingStatisticFields(figure))
    context.addIssue({ code: "custom", path: [field], message });
});

const credentialSchema = z
  .object({ text: sentence("The credential, worded once."), evidence: evidenceField() })
  .strict();

const CLAIM_KEY = /^[a-z][A-Za-z0-9]*$/;

/**
 * A list whose entries copy names by their `key` (`{claim:<key>}`): written as a list, each entry with its key
 * (the browser editor holds lists, never objects with names the owner picks), read as a lookup by key, each entry
 * then checked by `checked`, so an error names the entry by its key ("figures.clients.text").
 */
function keyedList<S extends z.ZodTypeAny>(entry: z.AnyZodObject, checked: S, what: string) {
  return z
    .array(
      z
        .object({
          key: z
            .string()
            .regex(CLAIM_KEY)
            .describe(
              `The name page copy uses for this ${what} ({claim:<name>}): a lower-case letter, then letters and digits, e.g. "clients". Renaming it means changing every use.`,
            ),
          ...entry.shape,
        })
        .strict(),
    )
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach(({ key }, index) => {
        if (seen.has(key))
          context.addIssue({ code: "custom", path: [index, "key"], message: `"${key}" is used twice` });
        seen.add(key);
      });
    })
    .transform((entries) => byKey(entries as { key: string }[]))
    .pipe(z.record(z.string(), checked));
}

/** The whole register. */
export const claimsRegisterSchema = z
  .object({
    founded: z
      .object({
        year: z.number().int().min(1900).max(2100).describe("The year the business started trading."),
        text: sentence(
          'The founding claim as pages print it, e.g. "Independent franchise advice since 2003". It must contain the year.',
        ),
        evidence: evidenceField(),
      })
      .strict()
      .refine((founded) => founded.text.includes(String(founded.year)), {
        path: ["text"],
        message: "must contain the year",
      })
      .describe("When the business was founded (JSON-LD foundingDate, the hero badge, the footer, the brochures)."),
    history: z
      .object({
        story: z
          .array(sentence("One paragraph; a figure is written as {claim:<key>}, e.g. {claim:clients}, never typed in."))
          .min(1)
          .describe('The About page\'s "Our story", paragraph by paragraph.'),
        evidence: evidenceField(),
      })
      .strict()
      .describe("The business's history as /about tells it."),
    figures: keyedList(figureFields, figureSchema, "figure").describe(
      "Every figure the business states about itself, each with its key (`{claim:<key>}` in copy, `{claim:<key>.value}`, `.label`, `.definition`).",
    ),
    credentials: keyedList(credentialSchema, credentialSchema, "credential").describe(
      "What the team has done (e.g. former franchisees), one wording each, with its key: `{claim:<key>}`.",
    ),
    awards: z
      .array(
        z
          .object({
            name: sentence("The award's name and year, as the awarding body words it."),
            url: z.string().url().optional().describe("The awarding body's page for it."),
            evidence: evidenceField(),
          })
          .strict(),
      )
      .describe('Awards actually won; empty means no page says "award".'),
    accreditation: z
      .object({
        name: sentence('The body\'s name as a sentence reads it, e.g. "the British Franchise Association".'),
        status: z
          .string()
          .trim()
          .min(3)
          .describe('The standing with the body, in its own word ("affiliate" for the BFA, never "member").'),
        url: z.string().url().optional().describe("The body's page listing the business."),
        evidence: evidenceField(),
      })
      .strict()
      .optional()
      .describe(
        'The franchise association the business is accredited by; leave out when none: nothing then says "accredited".',
      ),
    serviceLevels: z
      .object({
        replyWithin: sentence('The reply-time promise as pages print it, e.g. "24 hours".'),
        replyWithinHours: z.number().int().positive().describe("The same promise in hours, to check figures against."),
        averageReplyHours: z
          .number()
          .positive()
          .optional()
          .describe("An average response figure, if one is published; it must be shorter than the promise."),
        phoneHours: sentence('When the phone lines are open, e.g. "Mon-Fri 9am-6pm".'),
        phoneHoursSchema: z.string().min(5).describe('The same hours in schema.org form, e.g. "Mo-Fr 09:00-18:00".'),
        enquiryDays: sentence('When online enquiries are answered, e.g. "7 days a week".'),
        evidence: evidenceField(),
      })
      .strict()
      .superRefine((levels, context) => {
        if (levels.averageReplyHours !== undefined && levels.averageReplyHours >= levels.replyWithinHours) {
          context.addIssue({
            code: "custom",
            path: ["averageReplyHours"],
            message: `an average of ${levels.averageReplyHours} hours contradicts replying within ${levels.replyWithinHours}`,
          });
        }
      })
      .describe("Reply time, phone hours and enquiry days: the promises every page states."),
    guarantee: z
      .object({
        days: z.number().int().positive().describe("The refund window in days."),
        conditions: sentence(
          "The guarantee with its significant conditions, printed wherever it is named. It must state the window.",
        ),
        evidence: evidenceField(),
      })
      .strict()
      .refine((guarantee) => guarantee.conditions.includes(`${guarantee.days} days`), {
        path: ["conditions"],
        message: "must state the window in days",
      })
      .describe("The refund guarantee."),
    independence: z
      .object({
        word: z.string().min(3).describe('How pages describe the advice ("independent"): `{claim:independent}`.'),
        statement: sentence("Why the advice is independent, shown beside the introduction-fee disclosure."),
        introductionFees: sentence("The introduction-fee disclosure."),
        evidence: evidenceField(),
      })
      .strict()
      .describe("The independence claim and the introduction-fee disclosure that goes with it."),
    reviewsPolicy: sampleableSentence(
      "How quotes are collected, and that critical ones are not left out: shown wherever testimonials are.",
    ),
  })
  .strict();

export type ClaimsRegister = z.infer<typeof claimsRegisterSchema>;
export type ClaimFigure = ClaimsRegister["figures"][string];
