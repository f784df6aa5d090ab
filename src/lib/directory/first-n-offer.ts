/**
 * Offers limited to a network's first franchisees ("50% off for the first 3 franchisees"): the number they are
 * limited to, so the content schema can refuse an offer that the network's own trading count has already used up.
 */

import { NUMBER_WORDS, numberFromWord } from "../ui/number-words";

// "first zero" is no offer: words from one.
const FIRST_N = new RegExp(`\\bfirst\\s+(\\d+|${NUMBER_WORDS.slice(1).join("|")})\\s+(?:new\\s+)?franchisees?\\b`, "i");

/** The N of "the first N franchisees" in a text (digits or words up to twenty), or undefined when it has none. */
export function firstNFranchisees(text: string | undefined): number | undefined {
  const match = FIRST_N.exec(text ?? "");
  if (!match) return undefined;
  return numberFromWord(match[1]!);
}

/**
 * The problem with an offer to the first N franchisees when `trading` franchisees already trade: it needs fewer
 * than N trading, else no one reading it can still take it up. Undefined when the text is fine.
 */
export function firstNOfferProblem(text: string | undefined, trading: number | undefined): string | undefined {
  const limit = firstNFranchisees(text);
  if (limit === undefined || trading === undefined || trading < limit) return undefined;
  return `offers something to the first ${limit} franchisees, but tradingFranchisees is ${trading}: an offer to the first ${limit} needs fewer than ${limit} trading (reword it, e.g. "the next …", or remove it)`;
}
