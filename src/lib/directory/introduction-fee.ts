/**
 * Whether a franchisor pays the firm for introductions (a franchise's `introductionFee`): the values, and which of
 * the franchise pages' sentences says it. Issue 49 §2: the firm calls its advice independent only beside a
 * disclosure naming which franchisors pay it, so each franchise page says so of its own franchisor. Browser-safe
 * (the browser editor offers the same values).
 */
import { NOT_DISCLOSED } from "../terms/terms-schema";

/** paid: the franchisor pays an introduction fee; none: it pays nothing; not disclosed: not yet recorded. */
export const INTRODUCTION_FEES = ["paid", "none", NOT_DISCLOSED] as const;
export type IntroductionFee = (typeof INTRODUCTION_FEES)[number];

/** The page copy's three sentences (src/content/pages/franchises.yaml `introductionFee`), one per value. */
export interface IntroductionFeeCopy {
  paid: string;
  none: string;
  notDisclosed: string;
}

/** The sentence a franchise page shows for its franchisor's `introductionFee`. */
export function introductionFeeSentence(copy: IntroductionFeeCopy, fee: IntroductionFee): string {
  if (fee === "paid") return copy.paid;
  if (fee === "none") return copy.none;
  return copy.notDisclosed;
}
