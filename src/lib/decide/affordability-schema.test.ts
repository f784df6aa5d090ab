// The calculator's settings are the owner's to change: the schema refuses a figure out of bounds and a rule broken
// across fields, naming the field at fault, so a bad save fails the build instead of the page.
import { describe, expect, it } from "vitest";
import { affordabilitySchema, type AffordabilityConfig, type PublishedSource } from "./affordability-schema";
import { FROZEN_AFFORDABILITY } from "./test-support";

/** The issues the schema raises on the frozen settings with `change` made, as "field: message". */
function issuesWith(change: (settings: AffordabilityConfig) => void): string[] {
  const settings = structuredClone(FROZEN_AFFORDABILITY);
  change(settings);
  const parsed = affordabilitySchema.safeParse(settings);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the calculator's settings schema", () => {
  it("accepts the frozen settings as they are", () => {
    expect(issuesWith(() => {})).toEqual([]);
  });

  it("refuses a lower contingency above the upper one, naming the upper", () => {
    expect(issuesWith((s) => (s.contingencyLow.value = 0.35))).toEqual([
      "contingencyHigh.value: must not be below contingencyLow.value",
    ]);
  });

  it("refuses a newer network's share above the established one's", () => {
    expect(issuesWith((s) => (s.lenderShareNewer.value = 0.8))).toEqual([
      "lenderShareNewer.value: must not be above lenderShareEstablished.value",
    ]);
  });

  it("refuses bounds that leave nothing between them", () => {
    expect(issuesWith((s) => (s.maxCash = s.minCash))).toEqual(["maxCash: must be above minCash"]);
    expect(issuesWith((s) => (s.minMonthlyIncome = s.maxMonthlyIncome + 1))).toEqual([
      "maxMonthlyIncome: must be above minMonthlyIncome",
    ]);
  });

  it("keeps shares, the rate and the term within their bounds", () => {
    expect(issuesWith((s) => (s.lenderShareEstablished.value = 1))[0]).toMatch(/^lenderShareEstablished\.value:/);
    expect(issuesWith((s) => (s.contingencyHigh.value = 30))[0]).toMatch(/^contingencyHigh\.value:/);
    expect(issuesWith((s) => (s.loan.rate.value = 8.5))[0]).toMatch(/^loan\.rate\.value:/);
    expect(issuesWith((s) => (s.loan.years.value = 31))[0]).toMatch(/^loan\.years\.value:/);
    expect(issuesWith((s) => (s.loan.years.value = 2.5))[0]).toMatch(/^loan\.years\.value:/);
  });

  it("takes a source only with its publisher, title, an https address and a day that exists", () => {
    const source = { publisher: "A named bank", title: "Franchise lending", url: "https://bank.example/franchise" };
    expect(issuesWith((s) => (s.loan.rate.source = { ...source, date: "2026-03-01" }))).toEqual([]);
    expect(issuesWith((s) => (s.loan.rate.source = { ...source, date: "2026-02-30" }))).toEqual([
      "loan.rate.source.date: must be a day that exists, as YYYY-MM-DD",
    ]);
    expect(issuesWith((s) => (s.loan.rate.source = { ...source, date: "1 March 2026" }))[0]).toMatch(
      /^loan\.rate\.source\.date:/,
    );
    expect(
      issuesWith((s) => (s.loan.rate.source = { ...source, url: "http://bank.example/", date: "2026-03-01" }))[0],
    ).toMatch(/^loan\.rate\.source\.url:/);
    expect(issuesWith((s) => (s.loan.rate.source = source as PublishedSource))[0]).toMatch(
      /^loan\.rate\.source\.date:/,
    );
  });
});
