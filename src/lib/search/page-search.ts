/**
 * The browser side of the site search: asks the Pagefind bundle written after the build (src/integrations/
 * site-search.ts) for pages matching a query. The bundle is fetched on the first query, never before, and only
 * the index fragments that query needs come with it. Franchises are not in it: the header search suggests them
 * from the directory's own index.
 */
import { SEARCH_KINDS, type SearchKind } from "./page-kinds";

/** Where the bundle is served (the integration writes it there). */
export const PAGE_SEARCH_BUNDLE = "/pagefind/pagefind.js";

/** One page found, as the suggestions list shows it. */
export interface PageResult {
  kind: SearchKind;
  url: string;
  title: string;
}

interface PagefindData {
  url: string;
  meta: Record<string, string | undefined>;
}
interface PagefindModule {
  createInstance(options: { noWorker?: boolean }): PagefindApi;
}
interface PagefindApi {
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

let bundle: Promise<PagefindApi> | undefined;

function loadBundle(url: string): Promise<PagefindApi> {
  // In the page, not a worker: a query's search is a few milliseconds of WebAssembly, and the worker's own script
  // would be 11 KB more to fetch before the first results.
  bundle ??= (import(/* @vite-ignore */ url) as Promise<PagefindModule>)
    .then((pagefind) => pagefind.createInstance({ noWorker: true }))
    .catch((error: unknown) => {
      bundle = undefined; // a failed fetch (offline) is tried again on the next query
      throw error;
    });
  return bundle;
}

const KINDS = new Set<string>(SEARCH_KINDS);

/** Reads one Pagefind result's data as a PageResult; null for anything unexpected in it. */
export function toPageResult(data: PagefindData): PageResult | null {
  const kind = data.meta.kind;
  const title = data.meta.title?.trim();
  if (!kind || !KINDS.has(kind) || !title) return null;
  // The index stores each page's URL as built; the site's URLs have no trailing ".html" or slash.
  const url = data.url.replace(/(?:\/index)?\.html$/, "").replace(/(.)\/$/, "$1");
  return { kind: kind as SearchKind, url, title };
}

/**
 * The best `limit` pages for a query, or null when a newer query overtook this one (Pagefind's debounce) or the
 * bundle could not load: the list then simply shows no pages.
 */
export async function searchPages(query: string, limit = 5, url = PAGE_SEARCH_BUNDLE): Promise<PageResult[] | null> {
  try {
    const pagefind = await loadBundle(url);
    const found = await pagefind.debouncedSearch(query, {}, 150);
    if (!found) return null;
    const data = await Promise.all(found.results.slice(0, limit).map((result) => result.data()));
    return data.map(toPageResult).filter((result): result is PageResult => result !== null);
  } catch {
    return null;
  }
}
