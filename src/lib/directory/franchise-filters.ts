/**
 * The franchise directory's filters (spec sections 4 and 5): a text query, a category, an investment level and a
 * location, each defaulting to empty, kept in the URL query as `q`, `category`, `investment` and `location`.
 * The same rules run in the island, on the static pages and in the on-demand results route. Relative imports:
 * astro.config.mjs loads this module (through listings.ts, for the sitemap) without the `@/` alias.
 */
import { formatGbp } from "../ui/format";
import { searchFranchises, type SearchMode, type SearchableFranchise } from "./franchise-search";
import { franchiseFitsBudget } from "../decide/affordability";
import {
  isAllInChoice,
  isRoyaltyChoice,
  isTerritoryChoice,
  matchesAllIn,
  matchesRoyalty,
  matchesTerritory,
  type AllInChoice,
  type RoyaltyChoice,
  type TermsFacets,
  type TerritoryChoice,
} from "./terms-filters";

/** Investment levels of the directory's select. */
export type InvestmentLevel = "low" | "medium" | "high";

/** Low means a maximum of at most this; medium starts at it. */
export const LOW_INVESTMENT_MAX = 50_000;
/** High means a minimum of at least this; medium ends at it. */
export const HIGH_INVESTMENT_MIN = 200_000;

/** The investment select's options, in order, with their labels. */
export const INVESTMENT_LEVELS: readonly { value: InvestmentLevel; label: string }[] = [
  { value: "low", label: `Up to ${formatGbp(LOW_INVESTMENT_MAX)}` },
  { value: "medium", label: `${formatGbp(LOW_INVESTMENT_MAX)} to ${formatGbp(HIGH_INVESTMENT_MIN)}` },
  { value: "high", label: `${formatGbp(HIGH_INVESTMENT_MIN)} and over` },
];

/** Finer entry-cost bands UK buyers search for ("franchises under £10,000"): the minimum is below the amount. */
export type InvestmentBand = InvestmentLevel | "under-10k" | "under-25k";

/** The finer bands, cheapest first, with the amount the minimum investment must be under. */
export const ENTRY_BANDS: readonly { value: Exclude<InvestmentBand, InvestmentLevel>; under: number; label: string }[] =
  [
    { value: "under-10k", under: 10_000, label: `Under ${formatGbp(10_000)} to start` },
    { value: "under-25k", under: 25_000, label: `Under ${formatGbp(25_000)} to start` },
  ];

/** Every investment option of the directory's select: the spec's three levels, then the finer entry bands. */
export const INVESTMENT_OPTIONS: readonly { value: InvestmentBand; label: string }[] = [
  ...INVESTMENT_LEVELS,
  ...ENTRY_BANDS,
];

export interface InvestmentRange {
  min: number;
  max: number;
}

/** What a directory entry needs for filtering: the searched fields plus its investment range. */
export interface FilterableFranchise extends SearchableFranchise, TermsFacets {
  investmentRange: InvestmentRange;
  /** City slugs of the territories, for the location filter. */
  territorySlugs?: readonly string[];
  /** For the budget filter: the higher lending share applies only to established networks (`isEstablishedNetwork`). */
  franchisingInUkSince?: number;
  tradingFranchisees?: number;
}

export interface FranchiseFilters {
  /** The text as typed; matching trims it. */
  q: string;
  /** A category key, or "" for all categories. */
  category: string;
  investment: InvestmentBand | "";
  /** A location slug (city, county, region or nation), or "" (or absent) for anywhere. */
  location?: string;
  /**
   * The cash in pounds the visitor can put in (the /affordability figure), or absent for any budget: keeps the
   * franchises that cash could fund under the affordability rule (`franchiseFitsBudget`).
   */
  budget?: number;
  /** A royalty basis (terms-filters.ts), or "" (or absent) for any. */
  royalty?: RoyaltyChoice | "";
  /** Territory exclusivity, or "" (or absent) for any. */
  territory?: TerritoryChoice | "";
  /** A band of the least it takes to open with working capital, or "" (or absent) for any. */
  allIn?: AllInChoice | "";
}

/** Every filter at its default: the whole catalogue. */
export const EMPTY_FILTERS: Readonly<FranchiseFilters> = Object.freeze({
  q: "",
  category: "",
  investment: "",
  location: "",
});

/**
 * A level lists every range that overlaps it (issue 52, a decided departure from the specification's
 * containment rule, under which a range straddling £50,000 fell in no level): low, a min at or below £50,000;
 * medium, a max above £50,000 and a min below £200,000; high, a max of £200,000 or more. So every range is in at
 * least one level, and one straddling a threshold is in both. An entry band: min under its amount; "" matches all.
 */
export function matchesInvestment(range: InvestmentRange, level: InvestmentBand | ""): boolean {
  const band = ENTRY_BANDS.find((candidate) => candidate.value === level);
  if (band) return range.min < band.under;
  switch (level) {
    case "low":
      return range.min <= LOW_INVESTMENT_MAX;
    case "medium":
      return range.max > LOW_INVESTMENT_MAX && range.min < HIGH_INVESTMENT_MIN;
    case "high":
      return range.max >= HIGH_INVESTMENT_MIN;
    default:
      return true;
  }
}

/** Exact category match; "" matches every category. */
export function matchesCategory(categoryKey: string, selected: string): boolean {
  return selected === "" || categoryKey === selected;
}

/** True when any filter narrows the list (a blank or whitespace-only query does not). */
export function hasActiveFilters(filters: FranchiseFilters): boolean {
  return (
    filters.q.trim() !== "" ||
    filters.category !== "" ||
    filters.investment !== "" ||
    !!filters.location ||
    !!filters.budget ||
    !!filters.royalty ||
    !!filters.territory ||
    !!filters.allIn
  );
}

/** True for a value of the investment select. */
export function isInvestmentValue(value: string | null): value is InvestmentBand {
  return INVESTMENT_OPTIONS.some((level) => level.value === value);
}

/**
 * Reads filters from a URL query; unknown categories, investment levels and locations fall back to "all" (a
 * location is kept only when `locationSlugs` knows it).
 */
export function filtersFromSearch(
  search: string | URLSearchParams,
  categoryKeys: readonly string[],
  locationSlugs?: readonly string[],
): FranchiseFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const category = params.get("category") ?? "";
  const investment = params.get("investment");
  const location = params.get("location") ?? "";
  const royalty = params.get("royalty");
  const territory = params.get("territory");
  const allIn = params.get("allIn");
  return {
    q: params.get("q") ?? "",
    category: categoryKeys.includes(category) ? category : "",
    investment: isInvestmentValue(investment) ? investment : "",
    location: locationSlugs?.includes(location) ? location : "",
    // The terms filters only when set, so filters without them read back as they were written.
    ...(isRoyaltyChoice(royalty) && { royalty }),
    ...(isTerritoryChoice(territory) && { territory }),
    ...(isAllInChoice(allIn) && { allIn }),
  };
}

/** The URL query for a set of filters ("?q=…&category=…"), or "" when none is active; blank parts are left out. */
export function searchFromFilters(filters: FranchiseFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.investment) params.set("investment", filters.investment);
  if (filters.location) params.set("location", filters.location);
  if (filters.budget) params.set("budget", String(filters.budget));
  setTermsParams(params, filters);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Adds the terms filters that are set to a URL query, in one order everywhere (after budget, before page). */
export function setTermsParams(params: URLSearchParams, filters: FranchiseFilters): void {
  if (filters.royalty) params.set("royalty", filters.royalty);
  if (filters.territory) params.set("territory", filters.territory);
  if (filters.allIn) params.set("allIn", filters.allIn);
}

export interface DirectoryResult<T> {
  /** "all" without a query; "close" when only fuzzy matches were found and must be labelled as such. */
  mode: SearchMode;
  results: T[];
}

/**
 * Applies category, investment, location and budget, then the header-search text rule (exact, else close
 * matches). `locationCities` is the set of city slugs the location covers (see citySlugsWithin in
 * location-tree.ts); `now` dates the budget rule's "established" test.
 */
export function filterDirectory<T extends FilterableFranchise>(
  items: readonly T[],
  filters: FranchiseFilters,
  locationCities?: ReadonlySet<string>,
  now: Date = new Date(),
): DirectoryResult<T> {
  const byPlace = filters.location && locationCities;
  const { budget } = filters;
  const narrowed = items.filter(
    (item) =>
      matchesCategory(item.categoryKey, filters.category) &&
      matchesInvestment(item.investmentRange, filters.investment) &&
      (!byPlace || (item.territorySlugs ?? []).some((slug) => locationCities.has(slug))) &&
      (!budget || franchiseFitsBudget(item, budget, now)) &&
      matchesRoyalty(item, filters.royalty) &&
      matchesTerritory(item, filters.territory) &&
      matchesAllIn(item, filters.allIn),
  );
  // The whole list's word index serves the narrowed one's close matches (built once, not once per request).
  const { mode, results } = searchFranchises(narrowed, filters.q, items);
  return { mode, results };
}

/** Each category with the number of franchises in it (the directory's Franchise Categories section). */
export function countByCategory<C extends { key: string }>(
  categories: readonly C[],
  items: readonly { categoryKey: string }[],
): (C & { count: number })[] {
  return categories.map((category) => ({
    ...category,
    count: items.filter((item) => item.categoryKey === category.key).length,
  }));
}
