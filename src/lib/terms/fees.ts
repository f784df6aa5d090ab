/**
 * What a franchise's fees come to at a turnover: the management service fee and marketing levy a year, year one
 * (with the initial fee) and over the term. Pure arithmetic on the disclosed terms; a term that is not disclosed
 * is named, never guessed, and the totals then say "at least". The turnover is the visitor's example, not a
 * forecast: the franchise page and /compare say so beside the figures.
 */
import { disclosed, type FranchiseTerms } from "./terms-schema";

/** The turnover a worked example starts at until the visitor types another: a round figure, not a forecast. */
export const EXAMPLE_TURNOVER = 100_000;
/** Turnovers the GET forms accept, in pounds a year. */
export const TURNOVER_MIN = 1_000;
export const TURNOVER_MAX = 10_000_000;

/** A turnover typed in a GET form ("150000", "£150,000", "150k"), or undefined when it is not one. */
export function parseTurnover(raw: string | null | undefined): number | undefined {
  const text = (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/[£,\s]/g, "");
  const match = /^(\d{1,8})(k)?$/.exec(text);
  if (!match) return undefined;
  const pounds = Number(match[1]) * (match[2] ? 1_000 : 1);
  return pounds >= TURNOVER_MIN && pounds <= TURNOVER_MAX ? pounds : undefined;
}

/** One ongoing fee a year at a turnover, or undefined when not disclosed. */
export function feePerYear(fee: FranchiseTerms["managementServiceFee"], turnover: number): number | undefined {
  const figures = disclosed(fee);
  if (!figures) return undefined;
  return Math.round(((figures.percent ?? 0) * turnover) / 100 + (figures.monthly ?? 0) * 12);
}

export interface FeeExample {
  turnover: number;
  /** Management service fee a year, raised to a minimum monthly fee where the terms set one. */
  managementServiceFee?: number;
  marketingLevy?: number;
  /** Both a year: undefined parts left out, listed in `undisclosed`. */
  ongoingPerYear: number;
  initialFee?: number;
  yearOne: number;
  termYears?: number;
  /** The initial fee and the ongoing fees for every year of the term; undefined without a term. */
  overTerm?: number;
  /** The terms the totals leave out because they are not disclosed. */
  undisclosed: ("initial fee" | "management service fee" | "marketing levy" | "term")[];
  /** True when a minimum monthly fee raised the management service fee at this turnover. */
  minimumApplied: boolean;
  /** The VAT basis of the initial fee, when disclosed. */
  initialFeeVat?: string;
}

/** The fees at `turnover`, the same turnover every year (the example's stated assumption). */
export function feeExample(terms: FranchiseTerms, turnover: number): FeeExample {
  const undisclosed: FeeExample["undisclosed"] = [];
  let management = feePerYear(terms.managementServiceFee, turnover);
  const minimum = disclosed(terms.minimum);
  let minimumApplied = false;
  if (management !== undefined && minimum?.kind === "minimum monthly fee" && minimum.amount !== undefined) {
    const floor = minimum.amount * 12;
    if (management < floor) {
      management = floor;
      minimumApplied = true;
    }
  }
  const levy = feePerYear(terms.marketingLevy, turnover);
  const initial = disclosed(terms.initialFee);
  const years = disclosed(terms.termYears)?.years;
  if (!initial) undisclosed.push("initial fee");
  if (management === undefined) undisclosed.push("management service fee");
  if (levy === undefined) undisclosed.push("marketing levy");
  if (years === undefined) undisclosed.push("term");
  const ongoingPerYear = (management ?? 0) + (levy ?? 0);
  const initialFee = initial?.amount;
  return {
    turnover,
    managementServiceFee: management,
    marketingLevy: levy,
    ongoingPerYear,
    initialFee,
    yearOne: (initialFee ?? 0) + ongoingPerYear,
    termYears: years,
    overTerm: years === undefined ? undefined : (initialFee ?? 0) + ongoingPerYear * years,
    undisclosed,
    minimumApplied,
    initialFeeVat: initial?.vat,
  };
}
