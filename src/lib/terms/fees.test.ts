import { describe, expect, it } from "vitest";
import { feeExample, feePerYear, parseTurnover } from "./fees";
import { keyTermRows, investmentCoversLabel } from "./term-rows";
import { NOT_DISCLOSED, UNDISCLOSED_TERMS, type FranchiseTerms } from "./terms-schema";

const terms: FranchiseTerms = {
  ...UNDISCLOSED_TERMS,
  investmentCovers: { vat: "excluded", workingCapital: "excluded", vehicle: "included", premises: "not needed" },
  initialFee: { amount: 9_500, vat: "plus VAT" },
  managementServiceFee: { basis: "percentage and fixed monthly", percent: 6, monthly: 100 },
  marketingLevy: { basis: "percentage", percent: 2 },
  minimum: { kind: "minimum monthly fee", amount: 500 },
  termYears: { years: 5 },
};

describe("feePerYear and feeExample", () => {
  it("add the percentage of turnover and twelve monthly sums", () => {
    expect(feePerYear(terms.managementServiceFee, 100_000)).toBe(6_000 + 1_200);
    expect(feePerYear(terms.marketingLevy, 100_000)).toBe(2_000);
    expect(feePerYear(NOT_DISCLOSED, 100_000)).toBeUndefined();
  });

  it("work out year one with the initial fee and the whole term, the same turnover every year", () => {
    const example = feeExample(terms, 100_000);
    expect(example).toMatchObject({ ongoingPerYear: 9_200, yearOne: 18_700, overTerm: 9_500 + 9_200 * 5 });
    expect(example.undisclosed).toEqual([]);
    expect(example.minimumApplied).toBe(false);
  });

  it("raise the management service fee to a minimum monthly fee at a low turnover, and say so", () => {
    const example = feeExample(terms, 20_000);
    expect(example.managementServiceFee).toBe(6_000);
    expect(example.minimumApplied).toBe(true);
  });

  it("name what is not disclosed instead of guessing it, and give no total over an unknown term", () => {
    const example = feeExample({ ...terms, marketingLevy: NOT_DISCLOSED, termYears: NOT_DISCLOSED }, 100_000);
    expect(example.undisclosed).toEqual(["marketing levy", "term"]);
    expect(example.overTerm).toBeUndefined();
  });
});

describe("parseTurnover", () => {
  it("reads what a visitor types and refuses the rest", () => {
    expect(parseTurnover("150000")).toBe(150_000);
    expect(parseTurnover("£150,000")).toBe(150_000);
    expect(parseTurnover("150k")).toBe(150_000);
    expect(parseTurnover("-5")).toBeUndefined();
    expect(parseTurnover("12")).toBeUndefined();
    expect(parseTurnover("lots")).toBeUndefined();
  });
});

describe("keyTermRows", () => {
  it('show every term, "not disclosed" where the franchisor has not given it', () => {
    const rows = keyTermRows({ terms: UNDISCLOSED_TERMS });
    expect(rows.length).toBe(17);
    for (const row of rows.filter((row) => row.key !== "investmentCovers")) expect(row.value).toBe(NOT_DISCLOSED);
  });

  it("word what an investment covers once", () => {
    expect(investmentCoversLabel(terms.investmentCovers)).toBe(
      "including vehicle; excluding VAT and working capital; no premises needed",
    );
  });

  it("date the trading count and the years franchising from the record", () => {
    const rows = keyTermRows(
      { terms, franchisingInUkSince: 2014, tradingFranchisees: 46, tradingFranchiseesAsOf: "2026-09-30" },
      new Date("2026-12-01T00:00:00Z"),
    );
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    expect(value("yearsFranchising")).toBe("12 years (since 2014)");
    expect(value("franchiseesTrading")).toBe("46 (as of 30 September 2026)");
    expect(value("managementServiceFee")).toBe("6% of turnover + £100 a month");
  });
});
