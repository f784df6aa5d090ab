import { describe, expect, it } from "vitest";
import { CARE_HOUR_MODEL, careHourMargin, formatPounds } from "./care-hour";
import { ukFacts } from "@/lib/facts/uk-facts-file";
import { factById } from "./uk-facts";

const column = { label: "Private-pay client", charge: 32, travelRatio: 0.1, mileage: 1.3 };

describe("an hour of home care, costed from the National Living Wage", () => {
  it("pays the wage plus the premium, adds paid travel at the stated ratio and on-costs on all of it", () => {
    const result = careHourMargin(12, column, { payAboveMinimum: 0.5, onCostShare: 0.2 });
    expect(result.hourlyPay).toBe(12.5);
    expect(result.pay).toBe(13.75);
    expect(result.onCosts).toBe(2.75);
    expect(result.margin).toBe(32 - 13.75 - 2.75 - 1.3);
    expect(result.marginPercent).toBe(44);
  });
  it("follows the wage: a higher National Living Wage costs more and leaves less margin", () => {
    const before = careHourMargin(12.21, column);
    const after = careHourMargin(12.71, column);
    expect(after.pay).toBeGreaterThan(before.pay);
    expect(after.margin).toBeLessThan(before.margin);
  });
  it("more paid travel per hour of care costs more", () => {
    expect(careHourMargin(12.71, { ...column, travelRatio: 0.2 }).pay).toBeGreaterThan(
      careHourMargin(12.71, column).pay,
    );
  });
  it("refuses a travel ratio that is not a share of an hour", () => {
    expect(() => careHourMargin(12.71, { ...column, travelRatio: 1.5 })).toThrow(/travelRatio/);
    expect(() => careHourMargin(12.71, { ...column, travelRatio: -0.1 })).toThrow(/travelRatio/);
  });
  it("uses the current fact, and never pays below it", () => {
    const wage = Number(factById(ukFacts, "national-living-wage", "test").value);
    expect(careHourMargin(wage, column).hourlyPay).toBeGreaterThanOrEqual(wage);
    expect(CARE_HOUR_MODEL.payAboveMinimum).toBeGreaterThanOrEqual(0);
  });
  it("formats pounds and pence", () => {
    expect(formatPounds(14.5)).toBe("£14.50");
    expect(formatPounds(-1.2)).toBe("-£1.20");
  });
});
