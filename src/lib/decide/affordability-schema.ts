/**
 * The calculator's settings (src/content/affordability.json): every figure "What can I afford?", the directory's
 * `budget` filter and /match use, each with what it rests on. Plain zod: src/content.config.ts checks the file with
 * it when the site builds, the browser editor's form "Affordability calculator" is generated from it, and
 * src/config/affordability.ts reads the file (typed by `AffordabilityConfig`) without zod, so the browser's copy of
 * the calculator's bounds carries no schema. Imports stay relative: astro.config.mjs loads the readers.
 */
import { z } from "zod";

/** The file the owner changes (in `npm run edit`: "Affordability calculator"). */
export const AFFORDABILITY_FILE = "src/content/affordability.json";

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A day that exists on the calendar ("2026-02-30" does not); one not written YYYY-MM-DD is the pattern's to name. */
const isCalendarDay = (day: string) =>
  !DAY.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A published page a figure comes from: who said it, where, and when. */
const publishedSource = z
  .object({
    publisher: z
      .string()
      .min(2)
      .max(120)
      .describe("Who published it: a named lender, or the British Franchise Association."),
    title: z.string().min(2).max(200).describe("The page's or document's own title."),
    url: z.string().url().startsWith("https://").describe("Its https:// address, which a visitor can open."),
    date: z
      .string()
      .regex(DAY)
      .refine(isCalendarDay, { message: "must be a day that exists, as YYYY-MM-DD" })
      .describe("When it was published, or when we read it: YYYY-MM-DD."),
  })
  .strict()
  .optional()
  .describe(
    'A published source the figure was checked against. Shown as "Source:" in place of the basis; leave it empty until someone has checked one: a figure without a dated source is never called sourced.',
  );

const BASIS =
  'Why we use this figure, in words a visitor can weigh; shown as "Basis:" when there is no source. When it states the figure, change it with the figure.';

/** One figure: its value (checked by `value`), the basis shown to visitors and an optional dated source. */
const assumption = (value: z.ZodNumber, what: string) =>
  z
    .object({ value, basis: z.string().min(40).max(400).describe(BASIS), source: publishedSource })
    .strict()
    .describe(what);

/** A share as a fraction of 1, as the calculator works with it: 0.7 is 70%. */
const share = (bounds: string, least = 0) => z.number().min(least).describe(`A fraction of 1: 0.7 is 70%. ${bounds}`);
const whole = (unit: string) => z.number().int().describe(`A whole number of ${unit}.`);

export const affordabilityFieldsSchema = z
  .object({
    establishedNetwork: z
      .object({
        minYearsFranchisingInUk: assumption(
          whole("years").min(0).max(50),
          "Years of franchising in the UK a network needs (with the franchisees below) to count as established.",
        ),
        minTradingFranchisees: assumption(
          whole("franchisees").min(0).max(10_000),
          "Franchisees trading it needs (with the years above). A brand's founding year is not used.",
        ),
      })
      .strict()
      .describe(
        "When a franchise counts as established, and so may get the higher lending share: both its years franchising in the UK and its franchisees trading, as lenders mean it. When neither is known it counts as newer.",
      ),
    lenderShareEstablished: assumption(
      share("Below 1: a lender never funds the whole cost.").lt(1),
      "The share of the franchisor's quoted investment a lender may fund for an established network.",
    ),
    lenderShareNewer: assumption(
      share("Below 1, and not above the established network's share.").lt(1),
      "The share a lender may fund for a newer network.",
    ),
    contingencyLow: assumption(
      share("From 0 to 1.").max(1),
      "The lower end of the contingency kept aside, as a share of the quoted investment: paid from the visitor's own cash, never borrowed.",
    ),
    contingencyHigh: assumption(
      share("From 0 to 1, and not below the lower end.").max(1),
      "The upper end of the contingency.",
    ),
    loan: z
      .object({
        rate: assumption(
          share("From 0 to 0.3 (30%): 0.085 is 8.5%.").max(0.3),
          "The yearly rate the repayment is worked out at.",
        ),
        years: assumption(whole("years").min(1).max(30), "The loan's term: 1 to 30 years."),
        securityAbove: assumption(
          whole("pounds").min(0).max(10_000_000),
          "The loan above which lenders usually ask for security (in pounds).",
        ),
        maxIncomeShare: assumption(
          share("From 0.01 to 1.", 0.01).max(1),
          "The most of the visitor's stated monthly income the repayment may take for the franchise to be called a fit.",
        ),
      })
      .strict()
      .describe("The loan behind each franchise's answer: its rate, term, security and repayment limit."),
    minCash: whole("pounds")
      .min(1)
      .describe("The least cash the calculator works out (in pounds); less is refused with a message."),
    maxCash: whole("pounds").min(1).describe("The most cash it works out (in pounds); above the least."),
    minMonthlyIncome: whole("pounds").min(1).describe("The least monthly income it reads (in pounds)."),
    maxMonthlyIncome: whole("pounds").min(1).describe("The most monthly income it reads (in pounds); above the least."),
    listLimit: whole("franchises")
      .min(1)
      .max(100)
      .describe("How many franchises /affordability lists before linking to the directory for the rest."),
    guidePath: z
      .string()
      .regex(/^\/blog\/[a-z0-9-]+$/)
      .describe('The article that explains the figures at length, e.g. "/blog/how-to-finance-a-franchise-uk".'),
  })
  .strict();

type Fields = z.output<typeof affordabilityFieldsSchema>;

/** The rules across fields: each names the field at fault and the one it is compared with. */
function crossFieldRules(settings: Fields, ctx: z.RefinementCtx): void {
  const notAbove = (low: number, high: number, path: string[], message: string) => {
    if (low > high) ctx.addIssue({ code: "custom", path, message });
  };
  notAbove(
    settings.contingencyLow.value,
    settings.contingencyHigh.value,
    ["contingencyHigh", "value"],
    "must not be below contingencyLow.value",
  );
  notAbove(
    settings.lenderShareNewer.value,
    settings.lenderShareEstablished.value,
    ["lenderShareNewer", "value"],
    "must not be above lenderShareEstablished.value",
  );
  if (settings.minCash >= settings.maxCash)
    ctx.addIssue({ code: "custom", path: ["maxCash"], message: "must be above minCash" });
  if (settings.minMonthlyIncome >= settings.maxMonthlyIncome)
    ctx.addIssue({ code: "custom", path: ["maxMonthlyIncome"], message: "must be above minMonthlyIncome" });
}

/** `schema` (the settings' fields, perhaps with the collection's `id`) with the rules across fields. */
export function withCrossFieldRules<S extends z.ZodType<Fields>>(schema: S) {
  return schema.superRefine((settings, ctx) => crossFieldRules(settings, ctx));
}

/** The settings file's schema, its rules across fields included. */
export const affordabilitySchema = withCrossFieldRules(affordabilityFieldsSchema);

/** The settings as every reader sees them. */
export type AffordabilityConfig = Fields;
/** One figure with what it rests on. */
export type Assumption = Fields["lenderShareEstablished"];
/** A published page a figure comes from. */
export type PublishedSource = NonNullable<Assumption["source"]>;
