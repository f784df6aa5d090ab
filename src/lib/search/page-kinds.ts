/**
 * Which built pages the site search covers, and under which heading each is listed. One rule for the browser
 * index (Pagefind, written after the build) and the server-rendered results page (/search), so both find the same
 * kinds of page. Listings (category, investment and page-2 lists, the blog's pages) are left out: they repeat the
 * cards of the pages they list.
 */

/** The kinds of page the search groups its results by, in the order the groups are shown. */
export const SEARCH_KINDS = ["franchise", "article", "service", "location", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The heading of each group of results. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  franchise: "Franchises",
  article: "Advice articles",
  service: "Services",
  location: "Locations",
  page: "About us and help",
};

// Pages visitors come to search for, beyond the four collections ("refund" finds the terms, "cookie" the policy).
const SEARCHABLE_PAGES = new Set([
  "/",
  "/about",
  "/contact",
  "/franchises",
  "/locations",
  "/blog",
  "/terms",
  "/privacy",
  "/cookies",
]);
// Second path segments that are listings or a folder's own "not found" page, not an entry of the collection.
const NOT_ENTRIES = new Set(["category", "investment", "page", "search", "404"]);

/** The kind of a page by its path (no trailing slash, no extension), or null when the search leaves it out. */
export function searchKindOf(path: string): SearchKind | null {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 2 && !NOT_ENTRIES.has(segments[1])) {
    if (segments[0] === "franchises") return "franchise";
    if (segments[0] === "blog") return "article";
    if (segments[0] === "services") return "service";
    if (segments[0] === "locations") return "location";
  }
  if (path === "/services") return "service";
  return SEARCHABLE_PAGES.has(path) ? "page" : null;
}

/** A built HTML file's path under dist/client ("blog/vat.html", "index.html") as its URL path ("/blog/vat", "/"). */
export function pathOfBuiltFile(file: string): string {
  const path = `/${file.replace(/\\/g, "/").replace(/\.html$/, "")}`;
  return path === "/index" ? "/" : path.replace(/\/index$/, "");
}

/** The server-rendered search page, the target of every search form. */
export const SITE_SEARCH_PATH = "/search";
