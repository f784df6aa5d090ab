/**
 * Reads the directory's URL query (`q`, `category`, `investment`, `location`, `budget`, `page`) the same way in the island,
 * the static pages and the on-demand results route, and pages the results. Unknown or malformed values never
 * fail: they fall back to "all" (or page 1) with a short note saying which one was not recognised.
 */
import {
  EMPTY_FILTERS,
  isInvestmentValue,
  setTermsParams,
  type FranchiseFilters,
} from "@/lib/directory/franchise-filters";
import { isAllInChoice, isRoyaltyChoice, isTerritoryChoice } from "@/lib/directory/terms-filters";
import { parseCash } from "@/lib/decide/affordability";

/**
 * Cards per directory page (static pages, category pages and results alike). A buyer browsing hundreds of
 * franchises scans cards quickly and narrows with the filters; every page turn costs a round trip on a slow phone,
 * so a page carries 24: whole rows at one, two, three or four columns, about 6 KB Brotli of cards. The first
 * screen (CSS, heading, lead) still arrives in the first 14,336 B and the whole page stays under 30 KB at 1,000
 * franchises (tests/quality/first-round-trip.mjs; `npm run bench:scale` measures it).
 */
export const DIRECTORY_PAGE_SIZE = 24;
/** Location pages show at most this many franchise cards, then link to the directory filtered to the place. */
export const LOCATION_FRANCHISE_LIMIT = 12;
/** Longest search text kept; the rest is cut off. */
export const QUERY_MAX_LENGTH = 100;

export interface DirectoryQuery {
  filters: FranchiseFilters;
  /** The page asked for, 1-based; 1 when the value was missing or malformed. */
  page: number;
  /** One short sentence per value that was not recognised and therefore ignored. */
  notes: string[];
}

/** Known values to check the query against. */
export interface DirectoryVocabulary {
  categoryKeys: readonly string[];
  locationSlugs: readonly string[];
}

/** The text as searched: whitespace runs collapsed, trimmed, cut to QUERY_MAX_LENGTH characters. */
export function cleanQuery(text: string): string {
  return [...text.replace(/\s+/g, " ").trim()].slice(0, QUERY_MAX_LENGTH).join("").trim();
}

// Echoed values are shortened so a long bogus value cannot fill the note.
const quote = (value: string) => `“${[...value].slice(0, 40).join("")}${[...value].length > 40 ? "…" : ""}”`;

/** Parses a directory URL query; see the module comment for how bad values are handled. */
export function parseDirectoryQuery(search: string | URLSearchParams, known: DirectoryVocabulary): DirectoryQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const notes: string[] = [];
  const filters: FranchiseFilters = { ...EMPTY_FILTERS, q: cleanQuery(params.get("q") ?? "") };

  const category = (params.get("category") ?? "").trim();
  if (known.categoryKeys.includes(category)) filters.category = category;
  else if (category) notes.push(`We don't have a category ${quote(category)}, so every category is shown.`);

  const investment = (params.get("investment") ?? "").trim();
  if (isInvestmentValue(investment)) filters.investment = investment;
  else if (investment)
    notes.push(`The investment level ${quote(investment)} is not one we know, so every level is shown.`);

  const location = (params.get("location") ?? "").trim();
  if (known.locationSlugs.includes(location)) filters.location = location;
  else if (location) notes.push(`We don't cover a location ${quote(location)}, so franchises anywhere are shown.`);

  // The /affordability figure, read by the calculator's own rule ("25000", "£25,000" and "25k" all work).
  const budget = parseCash(params.get("budget"));
  if (budget.status === "ok") filters.budget = budget.cash;
  else if (budget.status === "invalid")
    notes.push(
      `The budget ${quote(params.get("budget") ?? "")} is not an amount we recognise, so every budget is shown.`,
    );

  // The terms filters: an unknown value is ignored with a note, like the selects above.
  const royalty = (params.get("royalty") ?? "").trim();
  if (isRoyaltyChoice(royalty)) filters.royalty = royalty;
  else if (royalty) notes.push(`The royalty basis ${quote(royalty)} is not one we know, so every basis is shown.`);
  const territory = (params.get("territory") ?? "").trim();
  if (isTerritoryChoice(territory)) filters.territory = territory;
  else if (territory) notes.push(`The territory ${quote(territory)} is not one we know, so every territory is shown.`);
  const allIn = (params.get("allIn") ?? "").trim();
  if (isAllInChoice(allIn)) filters.allIn = allIn;
  else if (allIn) notes.push(`The amount ${quote(allIn)} is not one we know, so every total is shown.`);

  const rawPage = (params.get("page") ?? "").trim();
  let page = 1;
  if (/^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
  else if (rawPage) notes.push(`${quote(rawPage)} is not a page number, so the first page is shown.`);

  return { filters, page, notes };
}

/** The URL query for filters and a page ("?q=…&page=2"), or "" for the unfiltered first page. */
export function directorySearch(filters: FranchiseFilters, page = 1): string {
  const params = new URLSearchParams();
  const q = cleanQuery(filters.q);
  if (q) params.set("q", q);
  if (filters.category) params.set("category", filters.category);
  if (filters.investment) params.set("investment", filters.investment);
  if (filters.location) params.set("location", filters.location);
  if (filters.budget) params.set("budget", String(filters.budget));
  setTermsParams(params, filters);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first item shown (0 when there are none). */
  first: number;
  last: number;
}

/** One page of a list; `page` is not clamped, so callers can answer 404 when `page > pageCount`. */
export function paginate<T>(all: readonly T[], page: number, size = DIRECTORY_PAGE_SIZE): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  const items = all.slice((page - 1) * size, page * size);
  const first = items.length ? (page - 1) * size + 1 : 0;
  return { items, page, pageCount, total: all.length, first, last: first ? first + items.length - 1 : 0 };
}

/** The page numbers to link, with null for a gap: first, last, and two either side of the current page. */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  shown.forEach((n, index) => {
    if (index > 0 && n - shown[index - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** The href of page N of a static listing: page 1 is the base path, later pages `<base>/page/N`. */
export function staticPageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

/** Where the directory's GET form and the header search send a query: the on-demand results route. */
export const RESULTS_PATH = "/franchises/search";

/** The href of page N of on-demand results for these filters. */
export function resultsHref(filters: FranchiseFilters, page: number): string {
  return `${RESULTS_PATH}${directorySearch(filters, page)}`;
}
