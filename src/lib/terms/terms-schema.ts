/**
 * A franchise's terms (`terms:` in src/content/franchises/<slug>.yaml): what a buyer pays and signs up to, as the
 * franchisor discloses it. The UK has no disclosure law, so each term is either its disclosed figures or the
 * words "not disclosed", never a guess and never silently left out: pages show "not disclosed" as it stands.
 * Every term is a word-or-group the browser editor builds from this schema (src/lib/editor/from-zod.ts), so the
 * editor's limits are these by construction. Imports stay relative: astro.config.mjs loads this module.
 */
import { z } from "zod";

/** The word a term carries when the franchisor has not given it. */
export const NOT_DISCLOSED = "not disclosed";
export type NotDisclosed = typeof NOT_DISCLOSED;

/** A term: its disclosed group of figures, or "not disclosed". */
const term = <Shape extends z.ZodRawShape>(shape: Shape, description: string) =>
  z.union([z.literal(NOT_DISCLOSED), z.object(shape).strict()]).describe(`${description} Or "${NOT_DISCLOSED}".`);

const pounds = (description: string) => z.number().int().nonnegative().describe(`${description} In GBP.`);
const percent = (description: string) =>
  z.number().min(0).max(100).describe(`${description} A percentage of turnover, 0-100.`);
const days = (description: string) => z.number().int().min(0).max(365).describe(description);
/** A calendar day as YYYY-MM-DD (text, so YAML keeps it as written). */
const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
    .describe(`${description} YYYY-MM-DD.`);

export const VAT_BASES = ["plus VAT", "including VAT", "no VAT charged"] as const;
export const FEE_BASES = ["percentage", "fixed monthly", "percentage and fixed monthly"] as const;
export const MINIMUM_KINDS = ["none", "minimum monthly fee", "minimum annual turnover"] as const;
export const TRANSFER_BASES = ["fixed", "percentage of sale price"] as const;
export const TERRITORY_BASES = ["postcodes", "population", "drive time", "none"] as const;
export const BFA_MEMBERSHIPS = ["full", "provisional", "associate", "none"] as const;
export const COVERED = ["included", "excluded", NOT_DISCLOSED] as const;
export const COVERED_OR_NOT_NEEDED = ["included", "excluded", "not needed", NOT_DISCLOSED] as const;
export const NEEDS = ["not needed", "needed"] as const;

/** A fee charged as a percentage of turnover, a fixed monthly sum, or both (management service fee, levy). */
const ongoingFee = (description: string) =>
  term(
    {
      basis: z.enum(FEE_BASES).describe("percentage, fixed monthly, or percentage and fixed monthly."),
      percent: percent("The percentage, when the basis has one.").optional(),
      monthly: pounds("The fixed sum a month, when the basis has one.").optional(),
    },
    description,
  );

/** A need (a vehicle, premises) and what it costs. */
const need = (what: string) =>
  term(
    {
      need: z.enum(NEEDS).describe(`Whether a franchisee needs ${what}.`),
      cost: pounds(`What ${what} costs to buy or fit out, when needed and the franchisor says.`).optional(),
    },
    `Whether ${what} is needed and its cost.`,
  );

/** The `terms` group of a franchise file. */
export const franchiseTermsSchema = z
  .object({
    investmentCovers: z
      .object({
        vat: z.enum(COVERED).describe("Whether the investment range includes VAT."),
        workingCapital: z.enum(COVERED).describe("Whether it includes the working capital below."),
        vehicle: z.enum(COVERED_OR_NOT_NEEDED).describe("Whether it includes a vehicle, or none is needed."),
        premises: z.enum(COVERED_OR_NOT_NEEDED).describe("Whether it includes premises, or none are needed."),
      })
      .strict()
      .describe("What the investment range includes and excludes, shown beside it wherever it appears."),
    initialFee: term(
      {
        amount: pounds("The initial franchise fee."),
        vat: z.enum(VAT_BASES).describe("plus VAT, including VAT, or no VAT charged."),
      },
      "The initial franchise fee and its VAT basis.",
    ),
    managementServiceFee: ongoingFee("The ongoing management service fee (royalty)."),
    marketingLevy: ongoingFee("The marketing levy (brand fund contribution)."),
    minimum: term(
      {
        kind: z.enum(MINIMUM_KINDS).describe("none, a minimum monthly fee, or a minimum annual turnover."),
        amount: pounds("The minimum, unless none.").optional(),
      },
      "A minimum fee or turnover the agreement asks for.",
    ),
    termYears: term(
      { years: z.number().int().min(1).max(50).describe("Length of the franchise agreement in years.") },
      "The term of the agreement.",
    ),
    renewal: term(
      {
        fee: pounds("The fee to renew for a further term (0 when free)."),
        conditions: z.string().min(3).max(160).optional().describe("What renewal asks for, in the franchisor's terms."),
      },
      "What renewing the agreement costs; needs a term in termYears.",
    ),
    transferFee: term(
      {
        basis: z.enum(TRANSFER_BASES).describe("fixed, or percentage of sale price."),
        amount: pounds("The fixed fee, when the basis is fixed.").optional(),
        percent: percent("The share of the sale price, when the basis is a percentage.").optional(),
      },
      "The fee when a franchisee sells the business on (resale).",
    ),
    territory: term(
      {
        exclusive: z.boolean().describe("Whether no other franchisee of the brand may trade in it."),
        basis: z.enum(TERRITORY_BASES).describe("How it is defined: postcodes, population, drive time, or none."),
        size: z
          .string()
          .min(3)
          .max(80)
          .optional()
          .describe('Its size as the franchisor states it, e.g. "20,000 homes".'),
      },
      "The territory a franchisee is granted.",
    ),
    training: term(
      {
        trainingDays: days("Days of initial training."),
        launchDays: days("Days of on-site launch support."),
      },
      "Training and launch support in days.",
    ),
    workingCapital: term(
      {
        min: pounds("The least working capital the franchisor advises."),
        max: pounds("The most it advises (the same as min for one figure)."),
      },
      "Working capital the franchisor advises keeping for the first months.",
    ),
    vehicle: need("a vehicle"),
    premises: need("premises"),
    unitsClosedOrSold: term(
      {
        closed: z.number().int().nonnegative().describe("Units closed in the three years to the date below."),
        sold: z.number().int().nonnegative().describe("Units sold on in the same three years."),
        asOf: day("The end of the three years."),
      },
      "Units closed or sold in the last three years, where the franchisor discloses them.",
    ),
    bfaMembership: term(
      {
        status: z.enum(BFA_MEMBERSHIPS).describe("As the franchisor states it: full, provisional, associate, none."),
        checkedOn: day("When we checked it."),
      },
      "British Franchise Association membership as the franchisor states it.",
    ),
  })
  .strict()
  .describe("The franchise's terms as the franchisor discloses them.");

export type FranchiseTerms = z.infer<typeof franchiseTermsSchema>;
/** A term's disclosed figures, or never when it is "not disclosed". */
export type Disclosed<T> = Exclude<T, NotDisclosed>;

/** The disclosed figures of a term, or undefined when it is "not disclosed". */
export function disclosed<T>(value: T | NotDisclosed): T | undefined {
  return value === NOT_DISCLOSED ? undefined : value;
}

/** Terms of which nothing is disclosed: what an entry says before the franchisor has given any. */
export const UNDISCLOSED_TERMS: FranchiseTerms = {
  investmentCovers: {
    vat: NOT_DISCLOSED,
    workingCapital: NOT_DISCLOSED,
    vehicle: NOT_DISCLOSED,
    premises: NOT_DISCLOSED,
  },
  initialFee: NOT_DISCLOSED,
  managementServiceFee: NOT_DISCLOSED,
  marketingLevy: NOT_DISCLOSED,
  minimum: NOT_DISCLOSED,
  termYears: NOT_DISCLOSED,
  renewal: NOT_DISCLOSED,
  transferFee: NOT_DISCLOSED,
  territory: NOT_DISCLOSED,
  training: NOT_DISCLOSED,
  workingCapital: NOT_DISCLOSED,
  vehicle: NOT_DISCLOSED,
  premises: NOT_DISCLOSED,
  unitsClosedOrSold: NOT_DISCLOSED,
  bfaMembership: NOT_DISCLOSED,
};

/** Today as YYYY-MM-DD in UTC, the date a trading count or check may not be after. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/** Where a check across the terms found a contradiction: the field under `terms` and what is wrong. */
export interface TermsProblem {
  path: (string | number)[];
  message: string;
}

/** A fee's basis and the figures it needs: a percentage basis needs percent, a monthly one needs monthly. */
function feeProblems(
  name: "managementServiceFee" | "marketingLevy",
  fee: FranchiseTerms["managementServiceFee"],
): TermsProblem[] {
  const figures = disclosed(fee);
  if (!figures) return [];
  const problems: TermsProblem[] = [];
  const wantsPercent = figures.basis !== "fixed monthly";
  const wantsMonthly = figures.basis !== "percentage";
  if (wantsPercent && figures.percent === undefined)
    problems.push({ path: [name, "percent"], message: `the basis "${figures.basis}" needs a percentage` });
  if (!wantsPercent && figures.percent !== undefined)
    problems.push({ path: [name, "percent"], message: `the basis "${figures.basis}" has no percentage: remove it` });
  if (wantsMonthly && figures.monthly === undefined)
    problems.push({ path: [name, "monthly"], message: `the basis "${figures.basis}" needs a monthly sum` });
  if (!wantsMonthly && figures.monthly !== undefined)
    problems.push({ path: [name, "monthly"], message: `the basis "${figures.basis}" has no monthly sum: remove it` });
  return problems;
}

/**
 * The contradictions the terms' own fields cannot see: a renewal without a term, a fee's basis without its
 * figure, a minimum without an amount, a working capital range upside down, an investment said to include working
 * capital or premises the terms do not disclose or say are not needed, dates after `now`.
 */
export function termsProblems(terms: FranchiseTerms, now: Date = new Date()): TermsProblem[] {
  const problems: TermsProblem[] = [
    ...feeProblems("managementServiceFee", terms.managementServiceFee),
    ...feeProblems("marketingLevy", terms.marketingLevy),
  ];
  if (terms.renewal !== NOT_DISCLOSED && terms.termYears === NOT_DISCLOSED)
    problems.push({
      path: ["renewal"],
      message: `a renewal fee needs the term it renews: give termYears, or set renewal to "${NOT_DISCLOSED}"`,
    });
  const minimum = disclosed(terms.minimum);
  if (minimum && (minimum.kind === "none") !== (minimum.amount === undefined))
    problems.push({
      path: ["minimum", "amount"],
      message: minimum.kind === "none" ? 'kind "none" has no amount: remove it' : `"${minimum.kind}" needs its amount`,
    });
  const transfer = disclosed(terms.transferFee);
  if (transfer?.basis === "fixed" && transfer.amount === undefined)
    problems.push({ path: ["transferFee", "amount"], message: 'the basis "fixed" needs its amount' });
  if (transfer?.basis === "percentage of sale price" && transfer.percent === undefined)
    problems.push({
      path: ["transferFee", "percent"],
      message: 'the basis "percentage of sale price" needs a percentage',
    });
  const capital = disclosed(terms.workingCapital);
  if (capital && capital.min > capital.max)
    problems.push({ path: ["workingCapital", "max"], message: "must not be below min" });
  for (const what of ["vehicle", "premises"] as const) {
    const covered = terms.investmentCovers[what];
    const needed = disclosed(terms[what])?.need;
    if (covered === "not needed" && needed === "needed")
      problems.push({
        path: ["investmentCovers", what],
        message: `says "not needed" but ${what} says one is needed`,
      });
    if ((covered === "included" || covered === "excluded") && needed === "not needed")
      problems.push({ path: ["investmentCovers", what], message: `${what} is not needed: say "not needed"` });
  }
  const dated = [
    ["unitsClosedOrSold", disclosed(terms.unitsClosedOrSold)?.asOf, "asOf"],
    ["bfaMembership", disclosed(terms.bfaMembership)?.checkedOn, "checkedOn"],
  ] as const;
  for (const [field, date, key] of dated)
    if (date !== undefined && date > today(now))
      problems.push({ path: [field, key], message: `${date} is after today (${today(now)}): a date already past` });
  return problems;
}

/** "as of" a trading count: after today is a count nobody has seen yet. */
export function tradingAsOfProblem(asOf: string | undefined, now: Date = new Date()): string | undefined {
  if (asOf !== undefined && asOf > today(now)) return `${asOf} is after today (${today(now)}): a date already past`;
  return undefined;
}
