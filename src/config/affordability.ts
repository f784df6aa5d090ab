/**
 * The assumptions behind "What can I afford?": every figure the calculator uses, with what it rests on. The owner
 * changes them in src/content/affordability.json (in `npm run edit`: "Affordability calculator"), and the page, its
 * wording, the directory's `budget` filter and /match all follow.
 *
 * Each figure carries a `basis` (our reasoning, shown to visitors as "Basis:") and, once someone has checked one,
 * a `source`: a named lender's or the British Franchise Association's published guidance, with the date it was
 * published or read (shown as "Source:"). A figure without a dated source is never called sourced.
 */
// JSON, read without zod, because this file loads in astro.config.mjs (through the directory's filters) and in the
// calculator's browser script alike; the content collection `affordability` checks the file with
// src/lib/decide/affordability-schema.ts when the site builds. Relative imports: astro.config.mjs has no `@/` alias.
import settings from "../content/affordability.json" with { type: "json" };
import type { AffordabilityConfig, Assumption } from "../lib/decide/affordability-schema";

export type { AffordabilityConfig, Assumption, PublishedSource } from "../lib/decide/affordability-schema";

/** The calculator's settings as the file holds them (the collection's schema has checked them when the site builds). */
export const affordability: AffordabilityConfig = settings;

/** Every assumption in the config, named, for the page's "How we work it out" and the tests. */
export function allAssumptions(config: AffordabilityConfig = affordability): [string, Assumption][] {
  return [
    ["minYearsFranchisingInUk", config.establishedNetwork.minYearsFranchisingInUk],
    ["minTradingFranchisees", config.establishedNetwork.minTradingFranchisees],
    ["lenderShareEstablished", config.lenderShareEstablished],
    ["lenderShareNewer", config.lenderShareNewer],
    ["contingencyLow", config.contingencyLow],
    ["contingencyHigh", config.contingencyHigh],
    ["loanRate", config.loan.rate],
    ["loanYears", config.loan.years],
    ["securityAbove", config.loan.securityAbove],
    ["maxIncomeShare", config.loan.maxIncomeShare],
  ];
}
