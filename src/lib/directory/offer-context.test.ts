import { describe, expect, it } from "vitest";
import { discountOfferProblem, isDiscountOffer, offerContext } from "./offer-context";

const fee = { amount: 8500, vat: "plus VAT" as const };

describe("an offer's context", () => {
  it("tells a discount on a fee from an offer that discounts nothing", () => {
    for (const offer of ["50% discount on the franchise fee", "20% off the fee", "Half price launch fee", "£2,000 off"])
      expect(isDiscountOffer(offer), offer).toBe(true);
    for (const offer of ["Free launch marketing pack", "A van wrap included"])
      expect(isDiscountOffer(offer), offer).toBe(false);
  });

  it("refuses a discount whose fee is not disclosed, and accepts one with its fee", () => {
    expect(discountOfferProblem("50% discount on the franchise fee", "not disclosed")).toMatch(/terms\.initialFee/);
    expect(discountOfferProblem("50% discount on the franchise fee", fee)).toBeUndefined();
    expect(discountOfferProblem("Free launch marketing pack", "not disclosed")).toBeUndefined();
  });

  it("shows the fee before a discount and the places taken of the first N, with the day they were counted", () => {
    expect(
      offerContext({
        offer: "50% discount on the franchise fee for the first 3 franchisees",
        terms: { initialFee: fee },
        tradingFranchisees: 2,
        tradingFranchiseesAsOf: "2026-09-30",
      }),
    ).toEqual([
      { label: "Franchise fee before the offer", value: "£8,500 plus VAT" },
      { label: "Of the first 3 places", value: "2 taken on 30 September 2026" },
    ]);
    expect(offerContext({ terms: { initialFee: fee } })).toEqual([]);
  });
});
