// "What can I afford?" over whatever catalogue exists (issue 52 §3): no franchise is called a fit unless its cash
// and repayment checks both hold, written from the checks' own figures for a spread of cash and income answers.
import { describe, expect, it } from "vitest";
import { affordability } from "@/config/affordability";
import { budgetFit } from "@/lib/decide/affordability";
import { loanAnswer } from "@/lib/decide/loan-answer";
import { franchises } from "./content-files";

const now = new Date();
const catalogue = franchises();

describe("/affordability over the catalogue", () => {
  it("calls a franchise a fit only when the cash covers everything and the repayment is within the income share", () => {
    let answered = 0;
    for (const cash of [5_000, 10_000, 25_000, 60_000, 150_000, 1_000_000]) {
      for (const monthlyIncome of [undefined, 1_500, 4_000, 20_000]) {
        for (const franchise of catalogue) {
          if (budgetFit(franchise, cash, now) === "out-of-reach") continue;
          answered += 1;
          const answer = loanAnswer(franchise, { cash, monthlyIncome }, now);
          const { entry } = answer;
          const holds =
            answer.workingCapital !== undefined &&
            cash >= entry.cashNeeded &&
            monthlyIncome !== undefined &&
            entry.monthlyRepayment <= monthlyIncome * affordability.loan.maxIncomeShare.value + 1e-9;
          expect(answer.verdict === "fits", `${franchise.slug} at £${cash}, income ${monthlyIncome}`).toBe(holds);
        }
      }
    }
    expect(answered).toBeGreaterThan(0);
  });
});
