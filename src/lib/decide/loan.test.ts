import { describe, expect, it } from "vitest";
import { checkLoan, monthlyRepayment, type LoanTerms } from "@/lib/decide/loan";

const established: LoanTerms = {
  lenderShare: 0.7,
  contingency: 0.2,
  rate: 0.085,
  years: 5,
  securityAbove: 25_000,
  maxIncomeShare: 0.3,
};
const newer: LoanTerms = { ...established, lenderShare: 0.5 };

describe("monthlyRepayment", () => {
  it("is the annuity repayment, rounded up to the pound", () => {
    // £10,000 at 8.5% over 5 years: 10000 × r / (1 − (1 + r)^−60), r = 0.085 / 12, is £205.17.
    expect(monthlyRepayment(10_000, 0.085, 5)).toBe(206);
  });

  it("splits a loan evenly at no interest, and is nothing without a loan", () => {
    expect(monthlyRepayment(12_000, 0, 5)).toBe(200);
    expect(monthlyRepayment(0, 0.085, 5)).toBe(0);
  });
});

describe("checkLoan", () => {
  it("lends 70% for an established brand and 50% for a newer one", () => {
    expect(checkLoan({ investment: 50_000, workingCapital: 0, cash: 0 }, established).loan).toBe(35_000);
    expect(checkLoan({ investment: 50_000, workingCapital: 0, cash: 0 }, newer).loan).toBe(25_000);
  });

  it("counts the contingency and working capital in the cash needed", () => {
    // £50,000 newer: £25,000 own share + £10,000 contingency + £8,000 working capital.
    const check = checkLoan({ investment: 50_000, workingCapital: 8_000, cash: 42_999 }, newer);
    expect(check.cashNeeded).toBe(43_000);
    expect(check.cashHolds).toBe(false);
  });

  it("asks for security only above £25,000", () => {
    expect(checkLoan({ investment: 50_000, workingCapital: 0, cash: 0 }, newer).needsSecurity).toBe(false);
    expect(checkLoan({ investment: 50_002, workingCapital: 0, cash: 0 }, newer).needsSecurity).toBe(true);
  });

  it("fits only when the cash covers everything and the repayment is within the income share", () => {
    const base = { investment: 40_000, workingCapital: 5_000, cash: 25_000 };
    // Established: loan £28,000, repayment £575 a month; cash needed £12,000 + £8,000 + £5,000 = £25,000.
    const fits = checkLoan({ ...base, monthlyIncome: 2_000 }, established);
    expect(fits).toMatchObject({ cashNeeded: 25_000, cashHolds: true, repaymentHolds: true, fits: true });
    expect(checkLoan({ ...base, monthlyIncome: 1_500 }, established)).toMatchObject({
      repaymentHolds: false,
      fits: false,
    });
    expect(checkLoan({ ...base, cash: 24_999, monthlyIncome: 2_000 }, established).fits).toBe(false);
  });

  it("never says fits without the income to weigh the repayment against", () => {
    const check = checkLoan({ investment: 10_000, workingCapital: 0, cash: 100_000 }, established);
    expect(check.repaymentHolds).toBeUndefined();
    expect(check.fits).toBe(false);
  });
});
