/**
 * A franchise's own figures written into its words as `{minInvestment}` and `{maxInvestment}`, so a title, a
 * description or a feature that says "from £9,999" follows the investment range the owner edits, never a copy of
 * it typed a second time (a sample edited as the guide says would otherwise keep the old figure in its title).
 */
import { formatGbp, type InvestmentRange } from "../ui/format";

const FIGURE = /\{(minInvestment|maxInvestment)\}/g;

/** The names a franchise's words may use, as `{name}`. */
export const FRANCHISE_FIGURES = ["minInvestment", "maxInvestment"] as const;

/** `text` with each `{minInvestment}` and `{maxInvestment}` replaced by the range's figure in pounds. */
export function withFranchiseFigures(text: string, range: InvestmentRange): string {
  return text.replace(FIGURE, (_, name: string) => formatGbp(name === "minInvestment" ? range.min : range.max));
}

/** The words of a franchise that may hold its figures, expanded: title, description, features. */
export function expandFranchiseFigures<
  F extends { investmentRange: InvestmentRange; metaTitle: string; metaDescription: string; features: string[] },
>(franchise: F): F {
  const expand = (text: string) => withFranchiseFigures(text, franchise.investmentRange);
  return {
    ...franchise,
    metaTitle: expand(franchise.metaTitle),
    metaDescription: expand(franchise.metaDescription),
    features: franchise.features.map(expand),
  };
}
