import { describe, expect, it } from "vitest";
import { expandFranchiseFigures, withFranchiseFigures } from "./franchise-figures";

const range = { min: 12000, max: 14500 };

describe("a franchise's figures in its words", () => {
  it("writes the range's figures in pounds where the words name them", () => {
    expect(withFranchiseFigures("From {minInvestment} to {maxInvestment}", range)).toBe("From £12,000 to £14,500");
    expect(withFranchiseFigures("No figure here, {other} untouched", range)).toBe("No figure here, {other} untouched");
  });

  it("follows the range: the title, description and features change with the minimum", () => {
    const entry = {
      investmentRange: { min: 9999, max: 14500 },
      metaTitle: "Cleaning Franchise | From {minInvestment}",
      metaDescription: "Start from {minInvestment}.",
      features: ["Low entry cost from {minInvestment}", "Run from home"],
    };
    expect(expandFranchiseFigures(entry).metaTitle).toBe("Cleaning Franchise | From £9,999");
    const edited = expandFranchiseFigures({ ...entry, investmentRange: range });
    expect([edited.metaTitle, edited.metaDescription, edited.features[0]]).toEqual([
      "Cleaning Franchise | From £12,000",
      "Start from £12,000.",
      "Low entry cost from £12,000",
    ]);
  });
});
