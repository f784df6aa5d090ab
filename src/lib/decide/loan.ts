/**
 * The loan side of "What can I afford?" (issue 52): what the lender would fund for one franchise, whether it asks
 * for security, the monthly repayment at the assumed rate and term, and whether that repayment sits within the
 * share of the income the visitor states. "Fits" only when every part holds: the cash covers the buyer's share,
 * the contingency and any working capital the range leaves out, and the repayment is within that share. The
 * figures are parameters (the page passes the settings in src/content/affordability.json), so the rule is tested on its own.
 */

/** The loan assumptions, each a figure the page states beside the answer. */
export interface LoanTerms {
  /** Share of the investment a lender funds for this brand (established or newer). */
  lenderShare: number;
  /** Contingency from the buyer's cash, as a share of the investment. */
  contingency: number;
  /** Yearly interest rate assumed, e.g. 0.085. */
  rate: number;
  /** Years to repay. */
  years: number;
  /** A loan above this usually needs security (a charge on a home, a personal guarantee). */
  securityAbove: number;
  /** The most of the stated monthly income the repayment may take and still fit. */
  maxIncomeShare: number;
}

export interface LoanCheck {
  loan: number;
  /** The buyer's cash needed: their share, the contingency and working capital the range leaves out. */
  cashNeeded: number;
  cashHolds: boolean;
  needsSecurity: boolean;
  monthlyRepayment: number;
  /** The repayment as a share of the stated monthly income; undefined when no income was given. */
  incomeShare?: number;
  /** Undefined when no income was given: then nothing can be said to fit. */
  repaymentHolds?: boolean;
  fits: boolean;
}

/** The level monthly repayment of a loan (the annuity formula); a zero rate splits it evenly. */
export function monthlyRepayment(principal: number, rate: number, years: number): number {
  const months = years * 12;
  if (principal <= 0) return 0;
  if (rate === 0) return Math.ceil(principal / months);
  const monthly = rate / 12;
  return Math.ceil((principal * monthly) / (1 - (1 + monthly) ** -months));
}

/**
 * One franchise's investment against the visitor's cash and monthly income. `workingCapital` is what must be
 * added to the investment (0 when the range includes it); it is paid from cash, never lent.
 */
export function checkLoan(
  input: { investment: number; workingCapital: number; cash: number; monthlyIncome?: number },
  terms: LoanTerms,
): LoanCheck {
  const loan = Math.round(input.investment * terms.lenderShare);
  const cashNeeded = Math.ceil(
    input.investment - loan + input.investment * terms.contingency + input.workingCapital - 1e-6,
  );
  const cashHolds = input.cash >= cashNeeded;
  const repayment = monthlyRepayment(loan, terms.rate, terms.years);
  const income = input.monthlyIncome;
  const incomeShare = income && income > 0 ? repayment / income : undefined;
  const repaymentHolds = incomeShare === undefined ? undefined : incomeShare <= terms.maxIncomeShare;
  return {
    loan,
    cashNeeded,
    cashHolds,
    needsSecurity: loan > terms.securityAbove,
    monthlyRepayment: repayment,
    incomeShare,
    repaymentHolds,
    fits: cashHolds && repaymentHolds === true,
  };
}
