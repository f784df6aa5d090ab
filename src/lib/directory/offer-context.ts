/**
 * What must stand beside a franchise's offer so it is not pressure (issue 49 SF21, CAP 3.17, BPR 2008): a discount
 * on the franchise fee shows the fee before it, and an offer to "the first N franchisees" shows how many of those
 * places the network's own count says are taken, and when it was counted.
 */
import { firstNFranchisees } from "./first-n-offer";
import { formatGbp, formatLongDate } from "../ui/format";
import { NOT_DISCLOSED, type FranchiseTerms } from "../terms/terms-schema";

/** A discount or reduction on a fee: "50% discount", "20% off", "half price", "reduced fee", "£2,000 off". */
const DISCOUNT = /\bdiscount|\b\d+(?:\.\d+)?\s?%\s?off\b|\bhalf[- ]price\b|\breduced\b|£[\d,]+\s?off\b/i;

/** Whether an offer discounts a fee. */
export const isDiscountOffer = (offer: string | undefined): boolean => DISCOUNT.test(offer ?? "");

/** The problem with an offer that discounts a fee the terms do not disclose: a visitor could not see the saving. */
export function discountOfferProblem(offer: string | undefined, initialFee: FranchiseTerms["initialFee"]) {
  if (!isDiscountOffer(offer) || initialFee !== NOT_DISCLOSED) return undefined;
  return "a discount offer needs the fee it discounts: give terms.initialFee (the fee before the offer), or remove the offer";
}

/** The facts a franchise page shows beside its offer, as label and value. */
export function offerContext(franchise: {
  offer?: string;
  terms: Pick<FranchiseTerms, "initialFee">;
  tradingFranchisees?: number;
  tradingFranchiseesAsOf?: string;
}): { label: string; value: string }[] {
  const { offer, terms, tradingFranchisees, tradingFranchiseesAsOf } = franchise;
  if (!offer) return [];
  const facts: { label: string; value: string }[] = [];
  if (isDiscountOffer(offer) && terms.initialFee !== NOT_DISCLOSED)
    facts.push({
      label: "Franchise fee before the offer",
      value: `${formatGbp(terms.initialFee.amount)} ${terms.initialFee.vat}`,
    });
  const limit = firstNFranchisees(offer);
  if (limit !== undefined && tradingFranchisees !== undefined && tradingFranchiseesAsOf !== undefined)
    facts.push({
      label: `Of the first ${limit} places`,
      value: `${tradingFranchisees} taken on ${formatLongDate(tradingFranchiseesAsOf)}`,
    });
  return facts;
}
