/**
 * The directory filter form's rules, shared by the island (FranchiseDirectory) and its tests: reading the filters
 * from the form's fields, applying a select's choice, and telling whether two sets of filters ask for the same list.
 */
import { isInvestmentValue, type FranchiseFilters } from "@/lib/directory/franchise-filters";
import { directorySearch } from "@/lib/directory/query";

/** The filters chosen with a select (static HTML, see DirectoryFilterSelect.astro). */
export const SELECT_FILTERS = ["category", "investment", "location"] as const;
export type SelectFilter = (typeof SELECT_FILTERS)[number];

/** True for the name of a select-chosen filter. */
export const isSelectFilter = (name: string): name is SelectFilter =>
  (SELECT_FILTERS as readonly string[]).includes(name);

/** The filters as the form's fields hold them (fields it lacks, such as the budget, come from `base`). */
export function filtersFromForm(data: FormData, base: FranchiseFilters): FranchiseFilters {
  const text = (name: string) => String(data.get(name) ?? "");
  const investment = text("investment");
  return {
    ...base,
    q: text("q"),
    category: text("category"),
    investment: isInvestmentValue(investment) ? investment : "",
    location: text("location"),
  };
}

/** The filters with one select's choice applied; an unknown investment band means any. */
export function withSelected(filters: FranchiseFilters, name: SelectFilter, value: string): FranchiseFilters {
  return name === "investment"
    ? { ...filters, investment: isInvestmentValue(value) ? value : "" }
    : { ...filters, [name]: value };
}

/** True when two sets of filters ask for the same list and hold the same typed text. */
export function sameFilters(a: FranchiseFilters, b: FranchiseFilters): boolean {
  return a.q === b.q && directorySearch(a) === directorySearch(b);
}

/** Keys that leave a select's value alone: moving focus on, confirming, or holding a modifier. */
const NON_BROWSING_KEYS = new Set(["Tab", "Enter", "Escape", "Shift", "Control", "Alt", "Meta"]);

/**
 * True for a key that browses a focused select's options (arrows, Home, End, Page Up/Down, typing a name's first
 * letters). Browsers fire `change` on each such key of a closed select, so the directory applies a keyboard change
 * only on Enter or Search, never on every arrow press (WCAG 3.2.2 On Input); a pointer's choice applies at once.
 */
export const isBrowsingKey = (key: string): boolean => !NON_BROWSING_KEYS.has(key);
