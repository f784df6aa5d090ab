/**
 * One franchise's loan answer on /affordability (issue 52): the loan checked at the entry level of its range (and
 * at the top, for "across its range"), with the working capital its terms advise, against the visitor's cash and
 * stated monthly income. "Fits" is said only when every part holds: the cash covers the buyer's share, the
 * contingency and the working capital, and the repayment is within the income share. A franchise whose working
 * capital is neither included nor given is never called a fit: nobody can say what it takes to open.
 */
import { affordability, type AffordabilityConfig } from "../../config/affordability";
import { isEstablishedNetwork, leavesOutWorkingCapital, type BudgetCandidate, type BudgetFit } from "./affordability";
import { checkLoan, type LoanCheck, type LoanTerms } from "./loan";
import type { FranchiseTerms } from "../terms/terms-schema";

/** What the answer needs from a franchise: its range, track record and the two working-capital terms. */
export interface LoanCandidate extends BudgetCandidate {
  terms: Pick<FranchiseTerms, "investmentCovers" | "workingCapital">;
}

/**
 * - `fits`: cash and repayment both hold at the entry level (`acrossRange` says whether at the top too).
 * - `income-needed`: the cash holds; without an income the repayment cannot be weighed.
 * - `repayment-too-high`: the cash holds; the repayment takes more than the income share.
 * - `cash-short`: the cash does not cover the share, the contingency and the working capital.
 * - `working-capital-unknown`: the range leaves working capital out and the franchisor has not said how much.
 */
export type LoanVerdict = "fits" | "income-needed" | "repayment-too-high" | "cash-short" | "working-capital-unknown";

export interface LoanAnswer {
  verdict: LoanVerdict;
  /** True when the top of the range fits as well as its entry level. */
  acrossRange: boolean;
  /** The entry level the figures are worked out at. */
  investment: number;
  /** Working capital added to the cash needed; undefined when not known. */
  workingCapital?: number;
  entry: LoanCheck;
}

/** The loan assumptions for a network of this track record, from the config. */
export function loanTermsFor(
  franchise: BudgetCandidate,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): LoanTerms {
  const established = isEstablishedNetwork(franchise, now, config);
  return {
    lenderShare: established ? config.lenderShareEstablished.value : config.lenderShareNewer.value,
    contingency: config.contingencyLow.value,
    rate: config.loan.rate.value,
    years: config.loan.years.value,
    securityAbove: config.loan.securityAbove.value,
    maxIncomeShare: config.loan.maxIncomeShare.value,
  };
}

/**
 * The working capital to add to the range: nothing when the range includes it (and its note does not say
 * otherwise), else the least the franchisor advises, added even when whether the range includes it is not
 * disclosed (the cash needed may then overstate, never hide, the cost, as the directory's filter does). Undefined
 * when no figure is given: then nobody can say what it takes to open.
 */
export function workingCapitalToAdd(franchise: LoanCandidate): number | undefined {
  const { investmentCovers, workingCapital } = franchise.terms;
  if (investmentCovers.workingCapital === "included" && !leavesOutWorkingCapital(franchise.investmentRange)) return 0;
  return typeof workingCapital === "object" ? workingCapital.min : undefined;
}

/** The answer for one franchise whose entry level the cash reaches (`budgetFit` is not "out-of-reach"). */
export function loanAnswer(
  franchise: LoanCandidate,
  input: { cash: number; monthlyIncome?: number },
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): LoanAnswer {
  const terms = loanTermsFor(franchise, now, config);
  const workingCapital = workingCapitalToAdd(franchise);
  const check = (investment: number) => checkLoan({ investment, workingCapital: workingCapital ?? 0, ...input }, terms);
  const entry = check(franchise.investmentRange.min);
  const top = check(franchise.investmentRange.max);
  const verdict: LoanVerdict =
    workingCapital === undefined
      ? "working-capital-unknown"
      : !entry.cashHolds
        ? "cash-short"
        : entry.repaymentHolds === undefined
          ? "income-needed"
          : entry.repaymentHolds
            ? "fits"
            : "repayment-too-high";
  return {
    verdict,
    acrossRange: verdict === "fits" && top.fits,
    investment: franchise.investmentRange.min,
    workingCapital,
    entry,
  };
}

/** The card's label for an answer: "Fits" only for a verdict of `fits`. */
export function loanVerdictWords(answer: LoanAnswer, config: AffordabilityConfig = affordability): string {
  const share = `${Math.round(config.loan.maxIncomeShare.value * 100)}%`;
  switch (answer.verdict) {
    case "fits":
      return answer.acrossRange ? "Fits across its range" : "Fits at its entry level only";
    case "income-needed":
      return "Within reach of your cash: add your income to check the repayment";
    case "repayment-too-high":
      return `Repayment above ${share} of your income`;
    case "cash-short":
      return "Cash short once working capital and contingency are added";
    case "working-capital-unknown":
      return "Within reach before working capital: ask the franchisor how much to add";
  }
}

const ORDER: Record<LoanVerdict, number> = {
  fits: 0,
  "income-needed": 1,
  "repayment-too-high": 2,
  "cash-short": 3,
  "working-capital-unknown": 4,
};

/** Orders answered franchises: fits across the range, then fits, then the rest; dearest entry level first. */
export function byLoanAnswer<T extends { answer: LoanAnswer; fit: BudgetFit }>(a: T, b: T): number {
  const rank = (item: T) => ORDER[item.answer.verdict] * 2 + (item.answer.acrossRange ? 0 : 1);
  return rank(a) - rank(b) || b.answer.investment - a.answer.investment;
}
