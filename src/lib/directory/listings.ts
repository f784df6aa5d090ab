/**
 * The directory's static listings (one category's franchises, one investment band's): their URL, and whether one
 * is empty. An empty listing (no franchise in it today) keeps its URL, so links and bookmarks still work, but it is
 * noindex, left out of the sitemap, and the Franchise Categories section says "None listed yet" instead of offering
 * View. One rule for the listing pages, that section and the sitemap's filter. astro.config.mjs loads this module
 * without the `@/` alias, hence the relative imports (here and down the chain from franchise-filters.ts).
 */
import {
  INVESTMENT_OPTIONS,
  matchesCategory,
  matchesInvestment,
  type InvestmentBand,
  type InvestmentRange,
} from "./franchise-filters";

/** A category's listing or an investment band's. */
export type Listing = { category: string } | { investment: InvestmentBand };

/** What the rule reads of a franchise. */
export interface ListedFranchise {
  categoryKey: string;
  investmentRange: InvestmentRange;
}

/** The listing's first page, e.g. `/franchises/category/care` or `/franchises/investment/low`. */
export function listingBasePath(listing: Listing): string {
  return "category" in listing
    ? `/franchises/category/${listing.category}`
    : `/franchises/investment/${listing.investment}`;
}

/** True when no franchise is in the listing, by the directory's own category and investment filters. */
export function isEmptyListing(listing: Listing, franchises: readonly ListedFranchise[]): boolean {
  return !franchises.some((franchise) =>
    "category" in listing
      ? matchesCategory(franchise.categoryKey, listing.category)
      : matchesInvestment(franchise.investmentRange, listing.investment),
  );
}

/** Every static listing: each category's (in the order given), then each investment band's. */
export function allListings(categoryKeys: Iterable<string>): Listing[] {
  return [
    ...[...categoryKeys].map((category) => ({ category })),
    ...INVESTMENT_OPTIONS.map(({ value }) => ({ investment: value })),
  ];
}

/** The first-page paths of every empty listing, for the sitemap's filter. */
export function emptyListingPaths(categoryKeys: Iterable<string>, franchises: readonly ListedFranchise[]): Set<string> {
  return new Set(
    allListings(categoryKeys)
      .filter((listing) => isEmptyListing(listing, franchises))
      .map(listingBasePath),
  );
}
