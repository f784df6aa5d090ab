import { describe, expect, it } from "vitest";
import { firstNFranchisees, firstNOfferProblem } from "./first-n-offer";
import { franchises } from "../../../tests/unit/content-files";

describe("offers to a network's first franchisees", () => {
  it("reads the number in digits or words, and nothing else", () => {
    expect(firstNFranchisees("50% discount on the franchise fee for the first 3 franchisees")).toBe(3);
    expect(firstNFranchisees("offering a discount to its first three\n  franchisees.")).toBe(3);
    expect(firstNFranchisees("for the first ten new franchisees")).toBe(10);
    expect(firstNFranchisees("first three months of trading")).toBeUndefined();
    expect(firstNFranchisees(undefined)).toBeUndefined();
  });
  it("needs fewer than N trading: N or more is refused, naming both figures", () => {
    expect(firstNOfferProblem("for the first 3 franchisees", 2)).toBeUndefined();
    expect(firstNOfferProblem("for the first 3 franchisees", 3)).toMatch(/first 3 .*tradingFranchisees is 3/);
    expect(firstNOfferProblem("for the first three franchisees", 6)).toMatch(/fewer than 3 trading/);
    expect(firstNOfferProblem("for the first 3 franchisees", undefined)).toBeUndefined();
    expect(firstNOfferProblem("a launch discount", 40)).toBeUndefined();
  });
  it("holds for every franchise the catalogue has, in its offer and its description", () => {
    for (const { file, offer, description, tradingFranchisees } of franchises()) {
      expect(firstNOfferProblem(offer, tradingFranchisees), file).toBeUndefined();
      expect(firstNOfferProblem(description, tradingFranchisees), file).toBeUndefined();
    }
  });
});
