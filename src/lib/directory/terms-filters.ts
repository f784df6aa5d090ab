/**
 * The directory's filters on a franchise's terms (issue 52): its royalty basis, whether its territory is
 * exclusive, and what it takes to open with working capital included. One rule, here: the static listings, the
 * on-demand results, the island's results JSON and the no-JS form all go through filterDirectory, which calls
 * these. The server reduces each franchise's terms to the three facets below once (`termsFacets`); the facets stay
 * on the server's directory entries and never reach the browser with the cards. A term the franchisor has not
 * disclosed matches no choice: the directory never guesses one. Type-only import of the terms schema, so no zod
 * reaches the island; relative imports, as franchise-filters.ts (astro.config.mjs loads it without `@/`).
 */
import { formatGbp } from "../ui/format";
import type { FranchiseTerms } from "../terms/terms-schema";

/** The royalty (management service fee) bases, as URL values, with the schema's basis each stands for. */
export const ROYALTY_OPTIONS = [
  { value: "percentage", basis: "percentage", label: "% of turnover", heading: "royalty a % of turnover" },
  { value: "fixed-monthly", basis: "fixed monthly", label: "Fixed monthly", heading: "royalty a fixed monthly fee" },
  {
    value: "both",
    basis: "percentage and fixed monthly",
    label: "% and fixed monthly",
    heading: "royalty a % and a fixed monthly fee",
  },
] as const;
export type RoyaltyChoice = (typeof ROYALTY_OPTIONS)[number]["value"];
type FeeBasis = (typeof ROYALTY_OPTIONS)[number]["basis"];

/** Territory exclusivity, as URL values. */
export const TERRITORY_OPTIONS = [
  { value: "exclusive", label: "Exclusive", heading: "exclusive territory" },
  { value: "non-exclusive", label: "Not exclusive", heading: "territory not exclusive" },
] as const;
export type TerritoryChoice = (typeof TERRITORY_OPTIONS)[number]["value"];

/**
 * Bands of the least it takes to open, working capital included: the investment range's minimum plus the least
 * working capital the franchisor advises (unless the range already includes it) is at most the amount.
 */
export const ALL_IN_OPTIONS = [25_000, 50_000, 100_000, 200_000].map((amount) => ({
  value: `up-to-${amount / 1000}k`,
  amount,
  label: `Up to ${formatGbp(amount)}`,
  heading: `up to ${formatGbp(amount)} with working capital`,
}));
export type AllInChoice = string;

/** What the terms filters read from a franchise, computed on the server (`termsFacets`). */
export interface TermsFacets {
  /** The royalty's basis; absent when not disclosed. */
  royaltyBasis?: FeeBasis;
  /** Whether the territory is exclusive; absent when not disclosed. */
  territoryExclusive?: boolean;
  /** Least cash to open, working capital included; absent when the working capital is neither included nor given. */
  allInFrom?: number;
}

type Term<T> = T | "not disclosed";
const given = <T extends object>(value: Term<T>): T | undefined => (typeof value === "object" ? value : undefined);

/**
 * A franchise's terms as the filters read them. The working capital is added to the range's minimum unless the
 * range says it includes it (when that is not disclosed, it is added: the figure may then overstate, never hide,
 * the cash needed). Without a working-capital figure, and not included, the all-in figure is unknown.
 */
export function termsFacets(investmentRange: { min: number }, terms: FranchiseTerms): TermsFacets {
  const royalty = given(terms.managementServiceFee);
  const territory = given(terms.territory);
  const capital = given(terms.workingCapital);
  const included = terms.investmentCovers.workingCapital === "included";
  return {
    royaltyBasis: royalty?.basis,
    territoryExclusive: territory?.exclusive,
    allInFrom: included ? investmentRange.min : capital ? investmentRange.min + capital.min : undefined,
  };
}

/** The royalty basis filter: "" matches every franchise, a basis only those that disclose exactly it. */
export function matchesRoyalty(facets: TermsFacets, choice: RoyaltyChoice | "" | undefined): boolean {
  if (!choice) return true;
  const option = ROYALTY_OPTIONS.find((candidate) => candidate.value === choice);
  return option !== undefined && facets.royaltyBasis === option.basis;
}

/** The exclusivity filter: "" matches all; a choice only franchises that disclose their territory. */
export function matchesTerritory(facets: TermsFacets, choice: TerritoryChoice | "" | undefined): boolean {
  if (!choice) return true;
  if (facets.territoryExclusive === undefined) return false;
  return facets.territoryExclusive === (choice === "exclusive");
}

/** The all-in band filter: "" matches all; a band only franchises whose all-in figure is known and within it. */
export function matchesAllIn(facets: TermsFacets, choice: AllInChoice | "" | undefined): boolean {
  if (!choice) return true;
  const band = ALL_IN_OPTIONS.find((candidate) => candidate.value === choice);
  return band !== undefined && facets.allInFrom !== undefined && facets.allInFrom <= band.amount;
}

export const isRoyaltyChoice = (value: string | null): value is RoyaltyChoice =>
  ROYALTY_OPTIONS.some((option) => option.value === value);
export const isTerritoryChoice = (value: string | null): value is TerritoryChoice =>
  TERRITORY_OPTIONS.some((option) => option.value === value);
export const isAllInChoice = (value: string | null): value is AllInChoice =>
  ALL_IN_OPTIONS.some((option) => option.value === value);

/** The terms filters that are set, in words for the results heading (the select's labels lean on its label). */
export function termsFilterNames(filters: { royalty?: string; territory?: string; allIn?: string }): string[] {
  return [
    ROYALTY_OPTIONS.find((option) => option.value === filters.royalty)?.heading,
    TERRITORY_OPTIONS.find((option) => option.value === filters.territory)?.heading,
    ALL_IN_OPTIONS.find((option) => option.value === filters.allIn)?.heading,
  ].filter((label): label is string => label !== undefined);
}
