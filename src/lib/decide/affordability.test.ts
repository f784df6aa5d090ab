import { describe, expect, it } from "vitest";
import { affordability } from "@/config/affordability";
import {
  cashNeededFor,
  affordableRange,
  budgetDirectoryHref,
  budgetFit,
  byBudgetFit,
  franchiseFitsBudget,
  isEstablishedBrand,
  liquidCashBand,
  maxInvestment,
  parseCash,
} from "@/lib/decide/affordability";
import { LIQUID_CASH } from "@/lib/leads/schema";
import { resultsHref } from "@/lib/directory/query";
import { EMPTY_FILTERS } from "@/lib/directory/franchise-filters";
import { franchises } from "../../../tests/unit/content-files";

const ok = (cash: number) => ({ status: "ok", cash });

describe("parseCash", () => {
  it("reads plain, pound-signed, comma-grouped, spaced and suffixed figures", () => {
    expect(parseCash("25000")).toEqual(ok(25_000));
    expect(parseCash(" £25,000 ")).toEqual(ok(25_000));
    expect(parseCash("£ 1,250,000")).toEqual(ok(1_250_000));
    expect(parseCash("25k")).toEqual(ok(25_000));
    expect(parseCash("£20K")).toEqual(ok(20_000));
    expect(parseCash("1.5m")).toEqual(ok(1_500_000));
  });
  it("drops pence", () => {
    expect(parseCash("12,500.50")).toEqual(ok(12_500));
    expect(parseCash("12500.99")).toEqual(ok(12_500));
  });
  it("treats a blank field as no figure yet, not an error", () => {
    expect(parseCash("")).toEqual({ status: "empty" });
    expect(parseCash("   ")).toEqual({ status: "empty" });
    expect(parseCash(null)).toEqual({ status: "empty" });
  });
  it("explains letters, negatives, decimal commas, tiny and absurd figures", () => {
    const message = (raw: string) => {
      const result = parseCash(raw);
      expect(result.status).toBe("invalid");
      return result.status === "invalid" ? result.message : "";
    };
    expect(message("lots")).toMatch(/digits/);
    expect(message("25,00")).toMatch(/full stop/);
    expect(message("12,5")).toMatch(/full stop/);
    expect(message("-5000")).toMatch(/negative/);
    expect(message("£-5000")).toMatch(/negative/);
    expect(message("500")).toMatch(/at least £1,000/);
    expect(message("0")).toMatch(/at least/);
    expect(message("99999999999")).toMatch(/more than this calculator/);
    expect(message("9".repeat(400))).toMatch(/more than this calculator/);
    expect(message("1e9")).toMatch(/digits/);
    expect(message("25,0000")).toMatch(/digits/);
  });
  it("accepts the bounds themselves", () => {
    expect(parseCash(String(affordability.minCash))).toEqual(ok(affordability.minCash));
    expect(parseCash(String(affordability.maxCash))).toEqual(ok(affordability.maxCash));
  });
});

describe("the investment a figure supports", () => {
  it("is the cash over the visitor's own share plus the contingency", () => {
    // 30% own share and 20% contingency: every £1 supports £2 of investment.
    expect(maxInvestment(20_000, 0.7, 0.2)).toBe(40_000);
    expect(maxInvestment(20_000, 0.5, 0.3)).toBe(25_000);
  });
  it("spans from newer brands with the larger contingency to established ones with the smaller", () => {
    const result = affordableRange(20_000);
    expect(result.range).toEqual({ min: result.newerPrudent, max: result.established });
    expect(result.newerPrudent).toBeLessThan(result.newer);
    expect(result.newer).toBeLessThan(result.established);
    expect(result.establishedPrudent).toBeLessThan(result.established);
    // The own funds plus contingency never exceed the cash.
    const own = 1 - affordability.lenderShareEstablished.value + affordability.contingencyLow.value;
    expect(result.established * own).toBeLessThanOrEqual(20_000);
  });
});

describe("franchiseFitsBudget", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const years = affordability.establishedYears.value;
  it("counts a brand as established only after the configured years", () => {
    expect(isEstablishedBrand(2026 - years, now)).toBe(true);
    expect(isEstablishedBrand(2026 - years + 1, now)).toBe(false);
    expect(isEstablishedBrand(undefined, now)).toBe(false);
  });
  it("gives established brands the higher lending share", () => {
    const cash = 20_000;
    const { established, newer } = affordableRange(cash);
    const between = { min: Math.floor((established + newer) / 2), max: established * 2 };
    expect(franchiseFitsBudget({ investmentRange: between, establishedYear: 2000 }, cash, now)).toBe(true);
    expect(franchiseFitsBudget({ investmentRange: between, establishedYear: 2025 }, cash, now)).toBe(false);
    expect(franchiseFitsBudget({ investmentRange: between }, cash, now)).toBe(false);
  });
  it("fits on the boundary and not a pound above", () => {
    const { newer } = affordableRange(30_000);
    expect(franchiseFitsBudget({ investmentRange: { min: newer, max: newer } }, 30_000, now)).toBe(true);
    expect(franchiseFitsBudget({ investmentRange: { min: newer + 1, max: newer + 1 } }, 30_000, now)).toBe(false);
  });
  it("links to the directory's results filtered by the same figure, the URL the directory itself writes", () => {
    expect(budgetDirectoryHref(25_000)).toBe(resultsHref({ ...EMPTY_FILTERS, budget: 25_000 }, 1));
    expect(budgetDirectoryHref(25_000)).toBe("/franchises/search?budget=25000");
  });
});

describe("budgetFit: whole range or entry level only", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const cash = 40_000;
  const { newer } = affordableRange(cash);
  const fit = (min: number, max: number) => budgetFit({ investmentRange: { min, max } }, cash, now);

  it("fits across the range only when its top is within reach, a pound above being entry level only", () => {
    expect(fit(newer / 2, newer)).toBe("whole-range");
    expect(fit(newer / 2, newer + 1)).toBe("entry-level");
    expect(fit(newer, newer * 3)).toBe("entry-level");
    expect(fit(newer + 1, newer * 3)).toBe("out-of-reach");
  });
  it("uses the same ceiling as the directory's budget filter: it fits exactly when it is not out of reach", () => {
    for (const [min, max] of [
      [newer / 2, newer],
      [newer, newer * 3],
      [newer + 1, newer * 3],
    ]) {
      const candidate = { investmentRange: { min, max } };
      expect(franchiseFitsBudget(candidate, cash, now)).toBe(budgetFit(candidate, cash, now) !== "out-of-reach");
    }
  });
  it("over whatever the catalogue holds, at a range of figures, agrees with each franchise's own range", () => {
    for (const franchise of franchises()) {
      for (const figure of [5_000, 20_000, 40_000, 100_000, 500_000]) {
        const result = affordableRange(figure);
        const ceilings = [result.newer, result.established];
        const answer = budgetFit(franchise, figure, now);
        const { min, max } = franchise.investmentRange;
        // A range whose top is beyond every ceiling never "fits across its range".
        if (max > Math.max(...ceilings)) expect(answer).not.toBe("whole-range");
        // A range whose bottom is beyond every ceiling is out of reach; within the lowest, never out of reach.
        if (min > Math.max(...ceilings)) expect(answer).toBe("out-of-reach");
        if (min <= Math.min(...ceilings)) expect(answer).not.toBe("out-of-reach");
        if (max <= Math.min(...ceilings)) expect(answer).toBe("whole-range");
      }
    }
  });
  it("lists whole-range fits first, then the dearest entry level first", () => {
    const listed = [
      { investmentRange: { min: 10_000, max: 200_000 }, fit: "entry-level" as const },
      { investmentRange: { min: 5_000, max: 9_000 }, fit: "whole-range" as const },
      { investmentRange: { min: 30_000, max: 300_000 }, fit: "entry-level" as const },
      { investmentRange: { min: 8_000, max: 12_000 }, fit: "whole-range" as const },
    ].sort(byBudgetFit);
    expect(listed.map((item) => item.investmentRange.min)).toEqual([8_000, 5_000, 30_000, 10_000]);
  });
});

describe("liquidCashBand", () => {
  it("maps figures to the enquiry form's bands, a boundary starting the higher band", () => {
    expect(liquidCashBand(1_000)).toBe("0-25k");
    expect(liquidCashBand(24_999)).toBe("0-25k");
    expect(liquidCashBand(25_000)).toBe("25-50k");
    expect(liquidCashBand(75_000)).toBe("50-100k");
    expect(liquidCashBand(100_000)).toBe("100-250k");
    expect(liquidCashBand(300_000)).toBe("250-500k");
    expect(liquidCashBand(500_000)).toBe("500k+");
    expect(liquidCashBand(9_000_000)).toBe("500k+");
  });
  it("only ever answers with a band the form offers", () => {
    for (const cash of [0, 1, 25_000, 49_999, 50_000, 250_000, 10_000_000]) {
      expect(LIQUID_CASH).toContain(liquidCashBand(cash));
    }
  });
});

describe("cashNeededFor: the cash an investment asks, the inverse of the ceiling", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("is the least cash whose ceiling reaches the investment, for established and newer brands", () => {
    for (const investment of [4_995, 9_999, 12_345, 25_000, 87_654, 450_000]) {
      for (const establishedYear of [2000, 2025, undefined]) {
        const needed = cashNeededFor(investment, establishedYear, now);
        const candidate = { investmentRange: { min: investment, max: investment }, establishedYear };
        expect(franchiseFitsBudget(candidate, needed, now)).toBe(true);
        expect(franchiseFitsBudget(candidate, needed - 1, now)).toBe(false);
      }
    }
  });
});
