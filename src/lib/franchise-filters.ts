/**
 * The franchise directory's filters (spec sections 4 and 5): a text query, a category and an investment level,
 * each defaulting to empty, kept in the URL query as `q`, `category` and `investment`.
 */
import { formatGbp } from "@/lib/format";
import { searchFranchises, type SearchMode, type SearchableFranchise } from "@/lib/franchise-search";

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

export interface InvestmentRange {
  min: number;
  max: number;
}

/** What a directory entry needs for filtering: the searched fields plus its investment range. */
export interface FilterableFranchise extends SearchableFranchise {
  investmentRange: InvestmentRange;
}

export interface FranchiseFilters {
  /** The text as typed; matching trims it. */
  q: string;
  /** A category key, or "" for all categories. */
  category: string;
  investment: InvestmentLevel | "";
}

/** Every filter at its default: the whole catalogue. */
export const EMPTY_FILTERS: Readonly<FranchiseFilters> = Object.freeze({ q: "", category: "", investment: "" });

/** Low: max ≤ £50,000; medium: min ≥ £50,000 and max ≤ £200,000; high: min ≥ £200,000; "" matches all. */
export function matchesInvestment(range: InvestmentRange, level: InvestmentLevel | ""): boolean {
  switch (level) {
    case "low":
      return range.max <= LOW_INVESTMENT_MAX;
    case "medium":
      return range.min >= LOW_INVESTMENT_MAX && range.max <= HIGH_INVESTMENT_MIN;
    case "high":
      return range.min >= HIGH_INVESTMENT_MIN;
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
  return filters.q.trim() !== "" || filters.category !== "" || filters.investment !== "";
}

function isInvestmentLevel(value: string | null): value is InvestmentLevel {
  return INVESTMENT_LEVELS.some((level) => level.value === value);
}

/** Reads filters from a URL query; unknown categories and investment levels fall back to "all". */
export function filtersFromSearch(search: string | URLSearchParams, categoryKeys: readonly string[]): FranchiseFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const category = params.get("category") ?? "";
  const investment = params.get("investment");
  return {
    q: params.get("q") ?? "",
    category: categoryKeys.includes(category) ? category : "",
    investment: isInvestmentLevel(investment) ? investment : "",
  };
}

/** The URL query for a set of filters ("?q=…&category=…"), or "" when none is active; blank parts are left out. */
export function searchFromFilters(filters: FranchiseFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.investment) params.set("investment", filters.investment);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export interface DirectoryResult<T> {
  /** "all" without a query; "close" when only fuzzy matches were found and must be labelled as such. */
  mode: SearchMode;
  results: T[];
}

/** Applies category and investment, then the header-search text rule (exact, else close matches). */
export function filterDirectory<T extends FilterableFranchise>(
  items: readonly T[],
  filters: FranchiseFilters,
): DirectoryResult<T> {
  const narrowed = items.filter(
    (item) =>
      matchesCategory(item.categoryKey, filters.category) &&
      matchesInvestment(item.investmentRange, filters.investment),
  );
  const { mode, results } = searchFranchises(narrowed, filters.q);
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
