/**
 * The kinds of page the site search finds (src/lib/content/site-search-documents.ts), and how each group is
 * named, for the results page (/search) and the header's suggestions alike. Listings (category, investment and
 * page-2 lists, the blog's pages) are not searched: they repeat the cards of the pages they list.
 */

/** The kinds of page the search groups its results by, in the order the groups are shown. */
export const SEARCH_KINDS = ["franchise", "article", "event", "service", "location", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What a group's pages are, in a sentence ("See all 12 matching advice articles"). */
export const SEARCH_KIND_NOUNS: Record<SearchKind, string> = {
  franchise: "franchises",
  article: "advice articles",
  event: "events",
  service: "services",
  location: "locations",
  page: "other pages",
};

const SEARCH_KIND_NOUN_ONE: Record<SearchKind, string> = {
  franchise: "franchise",
  article: "advice article",
  event: "event",
  service: "service",
  location: "location",
  page: "other page",
};

/** A count of pages of a kind in words: "1 advice article", "12 advice articles". */
export function kindCount(count: number, kind: SearchKind): string {
  return `${count} ${count === 1 ? SEARCH_KIND_NOUN_ONE[kind] : SEARCH_KIND_NOUNS[kind]}`;
}

/** The heading of each group of results. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  franchise: "Franchises",
  article: "Advice articles",
  event: "Events",
  service: "Services",
  location: "Locations",
  page: "About us and help",
};

/** The server-rendered search page: the whole site's results for a query. */
export const SITE_SEARCH_PATH = "/search";

/** The kind a /search URL asks for alone (?kind=article), or null for every kind (or a kind it does not know). */
export function searchKindParam(value: string | null): SearchKind | null {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? "") ? (value as SearchKind) : null;
}

/** The /search URL listing every page of one kind that matches a query. */
export function searchKindHref(query: string, kind: SearchKind): string {
  return `${SITE_SEARCH_PATH}?${new URLSearchParams({ q: query, kind })}`;
}
