import { describe, expect, it } from "vitest";
import { affordability, allAssumptions } from "@/config/affordability";
import {
  cashNeededFor,
  affordableRange,
  budgetDirectoryHref,
  budgetFit,
  budgetFitWords,
  byBudgetFit,
  fitHeading,
  franchiseFitsBudget,
  isEstablishedNetwork,
  leavesOutWorkingCapital,
  maxInvestment,
  networkRecordLabel,
  parseCash,
  type NetworkRecord,
} from "@/lib/decide/affordability";
import { resultsHref } from "@/lib/directory/query";
import { EMPTY_FILTERS } from "@/lib/directory/franchise-filters";
import { franchises } from "../../../tests/unit/content-files";
import { FROZEN_AFFORDABILITY } from "./test-support";
import { affordabilitySchema } from "./affordability-schema";

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
    // The bounds' words are worked out from frozen figures (at least £1,000), never from the owner's settings.
    const message = (raw: string) => {
      const result = parseCash(raw, FROZEN_AFFORDABILITY);
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

describe("the arithmetic is the finance guide's one method", () => {
  it("lends a share of the quoted investment only; the cash pays the rest plus the whole contingency", () => {
    // The guide's worked example: £60,000 quoted, 25% contingency, 70% lent. Own cash £18,000 + £15,000.
    expect(maxInvestment(33_000, 0.7, 0.25)).toBe(60_000);
    const cash = 50_000;
    for (const share of [affordability.lenderShareEstablished.value, affordability.lenderShareNewer.value]) {
      const investment = maxInvestment(cash, share, affordability.contingencyLow.value);
      const borrowed = investment * share;
      const ownShare = investment - borrowed;
      const contingency = investment * affordability.contingencyLow.value;
      expect(ownShare + contingency).toBeLessThanOrEqual(cash);
      expect(ownShare + contingency).toBeGreaterThan(cash - 2);
    }
  });
  it("the finance guide states the same method the calculator uses", async () => {
    const { readFileSync } = await import("node:fs");
    const slug = affordability.guidePath.split("/").pop();
    const guide = readFileSync(`src/content/blog/${slug}.mdx`, "utf8");
    expect(guide).toMatch(/contingency[^.]*outside[^.]*(lend|borrow)/i);
  });
});

describe("every assumption says what it rests on", () => {
  it("the settings file passes its schema, the rules across fields included", () => {
    const parsed = affordabilitySchema.safeParse(affordability);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });
  it("has a basis in words, and any source names its publisher, an https address and a date", () => {
    for (const [name, figure] of allAssumptions()) {
      expect(figure.basis.length, name).toBeGreaterThan(40);
      if (!figure.source) continue;
      expect(figure.source.publisher.length, name).toBeGreaterThan(2);
      expect(figure.source.url, name).toMatch(/^https:\/\//);
      expect(figure.source.date, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("an established network: the franchise's track record, not the brand's age", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const { minYearsFranchisingInUk, minTradingFranchisees } = affordability.establishedNetwork;
  const years = minYearsFranchisingInUk.value;
  const count = minTradingFranchisees.value;
  it("needs both the years franchising in the UK and the franchisees trading, from the configured numbers on", () => {
    expect(isEstablishedNetwork({ franchisingInUkSince: 2026 - years, tradingFranchisees: count }, now)).toBe(true);
    expect(isEstablishedNetwork({ franchisingInUkSince: 2026 - years + 1, tradingFranchisees: count }, now)).toBe(
      false,
    );
    expect(isEstablishedNetwork({ franchisingInUkSince: 2026 - years, tradingFranchisees: count - 1 }, now)).toBe(
      false,
    );
  });
  it("is not met by one of its two parts alone", () => {
    expect(isEstablishedNetwork({ franchisingInUkSince: 1990 }, now)).toBe(false);
    expect(isEstablishedNetwork({ tradingFranchisees: 500 }, now)).toBe(false);
    expect(isEstablishedNetwork({ franchisingInUkSince: 2026, tradingFranchisees: count }, now)).toBe(false);
  });
  it("treats an unknown record as newer, whatever the brand's founding year", () => {
    expect(isEstablishedNetwork({}, now)).toBe(false);
    const oldBrand: NetworkRecord & { establishedYear: number } = { establishedYear: 1950 };
    expect(isEstablishedNetwork(oldBrand, now)).toBe(false);
  });
  it("says what is known of the record, or that it is not known", () => {
    expect(networkRecordLabel({ franchisingInUkSince: 2019, tradingFranchisees: 14 })).toBe(
      "Franchising in the UK since 2019 · 14 franchisees trading",
    );
    expect(networkRecordLabel({ tradingFranchisees: 1 })).toBe("1 franchisee trading");
    expect(networkRecordLabel({})).toBe("Franchise track record not known");
  });
});

describe("franchiseFitsBudget", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("gives established networks the higher lending share", () => {
    const cash = 20_000;
    const { established, newer } = affordableRange(cash);
    const between = { min: Math.floor((established + newer) / 2), max: established * 2 };
    const { minTradingFranchisees } = affordability.establishedNetwork;
    const big = { tradingFranchisees: minTradingFranchisees.value, franchisingInUkSince: 2000 };
    const small = { tradingFranchisees: minTradingFranchisees.value - 1, franchisingInUkSince: 2025 };
    expect(franchiseFitsBudget({ investmentRange: between, ...big }, cash, now)).toBe(true);
    expect(franchiseFitsBudget({ investmentRange: between, ...small }, cash, now)).toBe(false);
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
        if (max <= Math.min(...ceilings))
          expect(answer).toBe(
            leavesOutWorkingCapital(franchise.investmentRange) ? "before-working-capital" : "whole-range",
          );
      }
    }
  });
  it("lists whole-range fits first, then entry level, then working capital to add; dearest entry first", () => {
    const listed = [
      { investmentRange: { min: 10_000, max: 200_000 }, fit: "entry-level" as const },
      { investmentRange: { min: 9_500, max: 9_600 }, fit: "before-working-capital" as const },
      { investmentRange: { min: 5_000, max: 9_000 }, fit: "whole-range" as const },
      { investmentRange: { min: 30_000, max: 300_000 }, fit: "entry-level" as const },
      { investmentRange: { min: 8_000, max: 12_000 }, fit: "whole-range" as const },
    ].sort(byBudgetFit);
    expect(listed.map((item) => item.investmentRange.min)).toEqual([8_000, 5_000, 30_000, 10_000, 9_500]);
  });
});

describe("a range that leaves out working capital", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const cash = 40_000;
  const { newer } = affordableRange(cash);
  const partial = (min: number, max: number) => ({
    investmentRange: { min, max, note: "excluding working capital" },
  });
  it("is recognised from its note, however it is worded", () => {
    expect(leavesOutWorkingCapital({ note: "excluding working capital" })).toBe(true);
    expect(leavesOutWorkingCapital({ note: "Excludes working capital and VAT" })).toBe(true);
    expect(leavesOutWorkingCapital({ note: "plus working capital" })).toBe(true);
    expect(leavesOutWorkingCapital({ note: "including working capital" })).toBe(false);
    expect(leavesOutWorkingCapital({ note: "excluding VAT" })).toBe(false);
    expect(leavesOutWorkingCapital({})).toBe(false);
  });
  it("is never called affordable on its figures alone, even when its whole range is within reach", () => {
    expect(budgetFit(partial(newer / 2, newer), cash, now)).toBe("before-working-capital");
    expect(budgetFit(partial(newer, newer * 3), cash, now)).toBe("before-working-capital");
    expect(budgetFit(partial(newer + 1, newer * 3), cash, now)).toBe("out-of-reach");
  });
  it("every catalogue range whose note leaves out working capital gets that answer whenever it is in reach", () => {
    for (const franchise of franchises().filter((entry) => leavesOutWorkingCapital(entry.investmentRange))) {
      const answer = budgetFit(franchise, 10_000_000, now);
      expect(answer, franchise.file).toBe("before-working-capital");
    }
  });
});

describe("the words for a fit, shared by /affordability's cards and /match", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  // The case: £15,000 of cash and a newer network's £25,000–£55,000 range that leaves out working capital.
  const cash = 15_000;
  const { newer } = affordableRange(cash);
  const range = (min: number, max: number, note?: string) => ({ investmentRange: { min, max, note } });
  const words = (min: number, max: number, note?: string) => budgetFitWords(range(min, max, note), cash, now);

  it("never calls a range that leaves out working capital a fit, and says when only its entry level is in reach", () => {
    const entryOnly = words(newer, newer * 3, "excluding working capital");
    expect(entryOnly).toBe("Entry level within reach before working capital: ask the franchisor how much to add");
    const whole = words(newer / 2, newer, "excluding working capital");
    expect(whole).toBe("Within reach before working capital: ask the franchisor how much to add");
    for (const text of [entryOnly, whole]) expect(text).not.toMatch(/\bfits?\b/i);
  });
  it("keeps the card's words for complete ranges and says when a range is out of reach", () => {
    expect(words(newer / 2, newer)).toBe("Fits across its range");
    expect(words(newer, newer * 3)).toBe("Fits at its entry level only");
    expect(words(newer + 1, newer * 3, "excluding working capital")).toBe("Out of reach of this figure");
  });
  it("heads the list counting franchises within reach apart from those before working capital", () => {
    expect(fitHeading({ withinReach: 3, beforeWorkingCapital: 2 })).toBe(
      "3 franchises within reach, 2 before working capital",
    );
    expect(fitHeading({ withinReach: 1, beforeWorkingCapital: 0 })).toBe("1 franchise within reach of this figure");
    expect(fitHeading({ withinReach: 0, beforeWorkingCapital: 1 })).toBe(
      "No franchise within reach, 1 before working capital",
    );
    expect(fitHeading({ withinReach: 0, beforeWorkingCapital: 0 })).toBe(
      "No franchise in our directory fits this figure yet",
    );
  });
});

describe("cashNeededFor: the cash an investment asks, the inverse of the ceiling", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("is the least cash whose ceiling reaches the investment, for established and newer networks", () => {
    for (const investment of [4_995, 9_999, 12_345, 25_000, 87_654, 450_000]) {
      for (const record of [
        { franchisingInUkSince: 2000 },
        { tradingFranchisees: 50 },
        { franchisingInUkSince: 2025 },
        {},
      ]) {
        const needed = cashNeededFor(investment, record, now);
        const candidate = { investmentRange: { min: investment, max: investment }, ...record };
        expect(franchiseFitsBudget(candidate, needed, now)).toBe(true);
        expect(franchiseFitsBudget(candidate, needed - 1, now)).toBe(false);
      }
    }
  });
});
