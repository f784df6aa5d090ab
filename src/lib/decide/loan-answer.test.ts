import { describe, expect, it } from "vitest";
import {
  byLoanAnswer,
  loanAnswer,
  loanTermsFor,
  loanVerdictWords,
  workingCapitalToAdd,
  type LoanCandidate,
} from "./loan-answer";
import { budgetFit } from "./affordability";
import { monthlyRepayment } from "./loan";
// The answers below are worked out by hand from these figures, never from the owner's settings.
import { FROZEN_AFFORDABILITY as affordability } from "./test-support";

const now = new Date("2026-06-01T00:00:00Z");
const { minYearsFranchisingInUk, minTradingFranchisees } = affordability.establishedNetwork;
const established = {
  franchisingInUkSince: 2026 - minYearsFranchisingInUk.value,
  tradingFranchisees: minTradingFranchisees.value,
};

/** A franchise from £40,000 to £60,000 that advises £5,000 of working capital, outside its range. */
const franchise = (overrides: Partial<LoanCandidate> = {}): LoanCandidate => ({
  investmentRange: { min: 40_000, max: 60_000 },
  ...established,
  terms: {
    investmentCovers: {
      vat: "not disclosed",
      workingCapital: "excluded",
      vehicle: "not needed",
      premises: "not needed",
    },
    workingCapital: { min: 5_000, max: 8_000 },
  },
  ...overrides,
});

// Established, £40,000: loan £28,000 (70%); cash needed £12,000 share + £8,000 contingency + £5,000 = £25,000.
const repayment = monthlyRepayment(28_000, affordability.loan.rate.value, affordability.loan.years.value);
const incomeFor = (share: number) => Math.ceil(repayment / share);
const maxShare = affordability.loan.maxIncomeShare.value;

describe("a franchise's loan answer on /affordability", () => {
  it("fits only when the cash covers share, contingency and working capital and the repayment is within the income share", () => {
    const answer = loanAnswer(franchise(), { cash: 25_000, monthlyIncome: incomeFor(maxShare) }, now, affordability);
    expect(answer.entry).toMatchObject({ loan: 28_000, cashNeeded: 25_000, monthlyRepayment: repayment });
    expect(answer.verdict).toBe("fits");
    expect(loanVerdictWords(answer, affordability)).toMatch(/^Fits/);
  });

  it("never says fits without an income to weigh the repayment against", () => {
    const answer = loanAnswer(franchise(), { cash: 1_000_000 }, now, affordability);
    expect(answer.verdict).toBe("income-needed");
    expect(loanVerdictWords(answer, affordability)).not.toMatch(/\bfits?\b/i);
  });

  it("is not a fit when the repayment takes more than the income share", () => {
    const answer = loanAnswer(
      franchise(),
      { cash: 25_000, monthlyIncome: incomeFor(maxShare) - 10 },
      now,
      affordability,
    );
    expect(answer.verdict).toBe("repayment-too-high");
    expect(loanVerdictWords(answer, affordability)).not.toMatch(/^Fits/);
  });

  it("is not a fit when the working capital takes the cash needed beyond the cash", () => {
    const answer = loanAnswer(franchise(), { cash: 24_999, monthlyIncome: 1_000_000 }, now, affordability);
    // The entry level alone is within reach; the working capital is what the cash cannot cover.
    expect(budgetFit(franchise(), 24_999, now, affordability)).not.toBe("out-of-reach");
    expect(answer.verdict).toBe("cash-short");
  });

  it("never fits when the working capital is neither included nor given", () => {
    const unknown = franchise({
      terms: { ...franchise().terms, workingCapital: "not disclosed" },
    });
    expect(workingCapitalToAdd(unknown)).toBeUndefined();
    expect(loanAnswer(unknown, { cash: 1_000_000, monthlyIncome: 1_000_000 }, now, affordability).verdict).toBe(
      "working-capital-unknown",
    );
  });

  it("adds nothing when the range includes the working capital, unless its note says it leaves it out", () => {
    const included = franchise({
      terms: {
        ...franchise().terms,
        investmentCovers: { ...franchise().terms.investmentCovers, workingCapital: "included" },
      },
    });
    expect(workingCapitalToAdd(included)).toBe(0);
    expect(
      workingCapitalToAdd({ ...included, investmentRange: { min: 1, max: 2, note: "excluding working capital" } }),
    ).toBe(5_000);
  });

  it("lends the established share only when both parts of the track record are met", () => {
    expect(loanTermsFor(franchise(), now, affordability).lenderShare).toBe(affordability.lenderShareEstablished.value);
    const yearsOnly = franchise({ tradingFranchisees: minTradingFranchisees.value - 1 });
    const countOnly = franchise({ franchisingInUkSince: 2026 - minYearsFranchisingInUk.value + 1 });
    expect(loanTermsFor(yearsOnly, now, affordability).lenderShare).toBe(affordability.lenderShareNewer.value);
    expect(loanTermsFor(countOnly, now, affordability).lenderShare).toBe(affordability.lenderShareNewer.value);
  });

  it("says across its range only when the top of the range fits too", () => {
    const entryOnly = loanAnswer(franchise(), { cash: 25_000, monthlyIncome: 1_000_000 }, now, affordability);
    expect(entryOnly).toMatchObject({ verdict: "fits", acrossRange: false });
    expect(loanVerdictWords(entryOnly, affordability)).toBe("Fits at its entry level only");
    const whole = loanAnswer(franchise(), { cash: 100_000, monthlyIncome: 1_000_000 }, now, affordability);
    expect(whole).toMatchObject({ verdict: "fits", acrossRange: true });
  });

  it("flags security when the loan is above the configured amount", () => {
    const loanAbove = loanAnswer(franchise(), { cash: 25_000 }, now, affordability).entry;
    expect(loanAbove.needsSecurity).toBe(loanAbove.loan > affordability.loan.securityAbove.value);
    expect(loanAbove.needsSecurity).toBe(true);
  });

  it("orders fits first, then the dearest entry level", () => {
    const input = { cash: 25_000, monthlyIncome: 1_000_000 };
    const cheap = franchise({ investmentRange: { min: 20_000, max: 20_000 } });
    const items = [franchise({ terms: { ...franchise().terms, workingCapital: "not disclosed" } }), franchise(), cheap]
      .map((item) => ({
        fit: budgetFit(item, input.cash, now, affordability),
        answer: loanAnswer(item, input, now, affordability),
      }))
      .sort(byLoanAnswer);
    expect(items.map((item) => item.answer.verdict)).toEqual(["fits", "fits", "working-capital-unknown"]);
    expect(items[0].answer.acrossRange).toBe(true);
  });
});
