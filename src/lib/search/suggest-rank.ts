/**
 * The header search's suggestions, answered by the server (GET /search/suggest?q=…, src/pages/search/suggest.ts):
 * a handful of franchises by the directory's own rule, then the best pages of the site by the site search's rule,
 * grouped by kind, each carrying only what the list shows. The browser receives these few lines instead of an
 * index of the catalogue, so the answer's size does not grow with the catalogue.
 */
import { suggestFranchises, type SearchableFranchise } from "../directory/franchise-search";
import { SEARCH_KINDS } from "./page-kinds";
import { searchSite, type SearchDocument } from "./site-search";
import { SUGGEST_MIN_CHARS, suggestQuery, type SuggestAnswer, type SuggestGroup, type SuggestOption } from "./suggest";

/** A franchise as the suggestions need it: the rule's fields, where it lives and its category's name. */
export interface SuggestibleFranchise extends SearchableFranchise {
  slug: string;
  categoryName: string;
}

/**
 * Up to `franchises` franchise suggestions, then the best `pages` pages of the site (any kind), grouped by kind.
 * An empty list of groups for a query shorter than SUGGEST_MIN_CHARS.
 */
export function suggest(
  catalogue: readonly SuggestibleFranchise[],
  documents: readonly SearchDocument[],
  query: string,
  limits = { franchises: 5, pages: 5 },
): SuggestAnswer {
  const q = suggestQuery(query);
  if (q.length < SUGGEST_MIN_CHARS) return { q, groups: [] };
  const franchises = suggestFranchises(catalogue, q, limits.franchises).map(
    ({ item, close, territory }): SuggestOption => ({
      href: `/franchises/${item.slug}`,
      title: item.name,
      detail: `${item.categoryName}${territory ? ` · Territory: ${territory}` : ""}`,
      ...(close ? { close } : {}),
    }),
  );
  const best = searchSite(documents, q, Infinity)
    .flatMap((group) => group.hits)
    .sort((a, b) => b.score - a.score)
    .slice(0, limits.pages);
  const groups = SEARCH_KINDS.map((kind): SuggestGroup => ({
    kind,
    options:
      kind === "franchise"
        ? franchises
        : best
            .filter((hit) => hit.document.kind === kind)
            .map(({ document }) => ({
              href: document.path,
              title: document.title,
              ...(document.detail ? { detail: document.detail } : {}),
            })),
  }));
  return { q, groups: groups.filter((group) => group.options.length > 0) };
}
