/**
 * The words of /affordability beyond its head and heading (src/content/pages/decide.yaml, `affordability`): the
 * form's hints, the notes beside it and how the figures are worked out. The figures themselves (lending shares,
 * contingency, the loan's rate and term) are settings with their sources (src/content/affordability.json), written
 * into the words as placeholders so a changed setting changes every sentence that states it.
 */
import { z } from "astro/zod";
import type { AffordabilityFigure } from "@/lib/decide/affordability-figures";
import { copyLines } from "./copy-line";

/** What each figure placeholder of the page stands for: every figure the page fills in, each line only those it states. */
export const AFFORDABILITY_PLACEHOLDERS = {
  lenderShareEstablished: "{lenderShareEstablished} is the share a lender may lend for an established network",
  lenderShareNewer: "{lenderShareNewer} the share for a newer one",
  minYearsFranchisingInUk: "{minYearsFranchisingInUk} the years of UK franchising an established network has",
  minTradingFranchisees: "{minTradingFranchisees} the franchisees trading it has",
  contingencyLow: "{contingencyLow} the lower contingency (a share)",
  contingencyHigh: "{contingencyHigh} the higher contingency",
  bestLeverage: "{bestLeverage} the most quoted investment £1 of cash supports (a number of pounds)",
  loanRate: "{loanRate} the loan's yearly rate",
  loanYears: "{loanYears} its term in years",
  maxIncomeShare: "{maxIncomeShare} the most of the monthly income a repayment may take",
  securityAbove: "{securityAbove} the loan above which a lender usually asks for security (in pounds)",
  minCash: "{minCash} the least cash worked out (in pounds)",
  maxCash: "{maxCash} the most",
} as const satisfies Record<AffordabilityFigure, string>;

type AffordabilityPlaceholder = keyof typeof AFFORDABILITY_PLACEHOLDERS;

const line = copyLines(AFFORDABILITY_PLACEHOLDERS);

/** One rule of "How we work it out": its title, and the paragraph saying it (the figure's source follows it). */
const rule = (what: string, names: AffordabilityPlaceholder[] = []) =>
  z
    .object({ title: line("Its title."), text: line("The paragraph under it;", names) })
    .strict()
    .describe(what);

/** Words around a link, as the page shows them: the words before it, the link's own words, and those after it. */
const withLink = (what: string) =>
  z
    .object({
      before: line("The words before the link."),
      link: line("The link's own words."),
      after: line("The words after it."),
    })
    .strict()
    .describe(what);

export const affordabilityCopy = {
  cashHint: line("Under the cash field: what counts, and how to type it."),
  incomeHint: line("Under the monthly income field: what it is for."),
  matchNote: withLink("The note beside the form pointing to /match (Find my franchise)."),
  guidance: z
    .object({ title: line("Its title."), text: line("Its paragraph.") })
    .strict()
    .describe("The warning beside the form: the figures are rules of thumb, not financial advice."),
  rules: z
    .object({
      lending: rule("What a lender may lend.", ["lenderShareEstablished", "lenderShareNewer"]),
      established: rule("What counts as an established network.", ["minYearsFranchisingInUk", "minTradingFranchisees"]),
      contingency: rule("The contingency kept from the visitor's own cash.", [
        "contingencyLow",
        "contingencyHigh",
        "bestLeverage",
      ]),
      workingCapital: rule("Working capital."),
      loan: rule("The loan and its repayment.", ["loanRate", "loanYears", "maxIncomeShare"]),
      security: rule("Security for a large loan.", ["securityAbove"]),
    })
    .strict()
    .describe("How we work it out: each rule under the calculator, in order."),
  range: line("The line after the rules: which amounts are worked out;", ["minCash", "maxCash"]),
  guide: withLink("The line pointing to the article on financing a franchise, after the range."),
};
