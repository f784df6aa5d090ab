/**
 * What one directory page shows, computed from a parsed query: the page of cards, counts, how they were found,
 * the heading, and where each page link goes. Shared by the static listings, the on-demand results route, the
 * results JSON the island asks for, and the island itself, so all of them show the same list for the same URL.
 */
import type { DirectoryCard } from "@/lib/directory/franchise-view";
import { filterDirectory, hasActiveFilters, type FranchiseFilters } from "@/lib/directory/franchise-filters";
import type { SearchMode } from "@/lib/directory/franchise-search";
import { paginate, resultsHref, staticPageHref, type DirectoryQuery } from "@/lib/directory/query";
import { listingBasePath } from "@/lib/directory/listings";
import type { TermsFacets } from "@/lib/directory/terms-filters";

/** A card plus what the server searches but never ships: the long description and the territory slugs. */
export type DirectoryEntry = DirectoryCard &
  TermsFacets & {
    description: string;
    territorySlugs: string[];
    franchisingInUkSince?: number;
    tradingFranchisees?: number;
  };

export interface DirectoryView {
  filters: FranchiseFilters;
  mode: SearchMode;
  cards: DirectoryCard[];
  page: number;
  pageCount: number;
  /** Matching franchises (all pages). */
  total: number;
  first: number;
  last: number;
  /** Franchises in the whole catalogue. */
  catalogueSize: number;
  notes: string[];
  heading: string;
  /** The filters narrowing a search besides its words, in words ("Cleaning", "in Leeds"); empty without a search. */
  searchNarrowedBy: string[];
}

/** Names for the keys a query can hold, for headings. */
export interface DirectoryNames {
  category?: string;
  location?: string;
  investment?: string;
  /** The budget in words, e.g. "£25,000". */
  budget?: string;
  /** The terms filters in words, e.g. "A fixed monthly fee", "Exclusive territory". */
  terms?: string[];
}

/** The static listing that shows exactly these filters (no filter, one category or one investment band), or null. */
export function listingPath(filters: FranchiseFilters): string | null {
  if (filters.q.trim() || filters.location || filters.budget) return null;
  if (filters.royalty || filters.territory || filters.allIn) return null;
  if (filters.category && filters.investment) return null;
  if (filters.category) return listingBasePath({ category: filters.category });
  if (filters.investment) return listingBasePath({ investment: filters.investment });
  return "/franchises";
}

/** Page N of these filters: the static listing's page when there is one, else the on-demand results. */
export function directoryPageHref(filters: FranchiseFilters, page: number): string {
  const base = listingPath(filters);
  return base ? staticPageHref(base, page) : resultsHref(filters, page);
}

/** The results heading: close matches, the search, or the narrowing filters in words. */
export function directoryHeading(filters: FranchiseFilters, mode: SearchMode, names: DirectoryNames): string {
  const query = filters.q.trim();
  if (mode === "close") return `Close matches for “${query}”`;
  if (query) return `Results for “${query}”`;
  if (!hasActiveFilters(filters)) return "All franchise opportunities";
  const what = names.category ? `${names.category} franchises` : "Franchises";
  const where = names.location ? ` in ${names.location}` : "";
  const cost = names.investment ? `: ${names.investment}` : "";
  const reach = names.budget ? ` within reach of ${names.budget} cash` : "";
  const terms = names.terms?.length ? ` (${names.terms.join(", ")})` : "";
  return `${what}${where}${reach}${cost}${terms}`;
}

/**
 * The filters a search keeps besides its words, in words, so the results can say which are on and offer the same
 * words across everything: empty when there are no words or nothing else narrows them.
 */
export function searchNarrowedBy(filters: FranchiseFilters, names: DirectoryNames): string[] {
  if (!filters.q.trim()) return [];
  return [
    filters.category ? (names.category ?? filters.category) : "",
    filters.investment ? (names.investment ?? filters.investment) : "",
    filters.location ? `in ${names.location ?? filters.location}` : "",
    filters.budget ? `within reach of ${names.budget ?? filters.budget} cash` : "",
    ...(names.terms ?? []),
  ].filter(Boolean);
}

const toCard = ({
  description: _d,
  territorySlugs: _t,
  franchisingInUkSince: _s,
  tradingFranchisees: _n,
  royaltyBasis: _r,
  territoryExclusive: _e,
  allInFrom: _a,
  ...card
}: DirectoryEntry): DirectoryCard => card;

/** Filters, searches and pages the entries for a query; `page` may exceed `pageCount` (the caller answers 404). */
export function buildDirectoryView(
  entries: readonly DirectoryEntry[],
  query: DirectoryQuery,
  names: DirectoryNames,
  locationCities?: ReadonlySet<string>,
  now: Date = new Date(),
): DirectoryView {
  const { mode, results } = filterDirectory(entries, query.filters, locationCities, now);
  const paged = paginate(results, query.page);
  return {
    filters: query.filters,
    mode,
    cards: paged.items.map(toCard),
    page: paged.page,
    pageCount: paged.pageCount,
    total: paged.total,
    first: paged.first,
    last: paged.last,
    catalogueSize: entries.length,
    notes: query.notes,
    heading: directoryHeading(query.filters, mode, names),
    searchNarrowedBy: searchNarrowedBy(query.filters, names),
  };
}
