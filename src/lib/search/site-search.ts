/**
 * The site search over the site's pages (/search, and the pages in the header's suggestions): ranks pages for a
 * query. Every word of the query must begin a word of a page (the site's one rule, words.ts: ignoring case and
 * accents), and a page ranks higher the more its title says it. It answers "VAT", "Leeds" and "due diligence".
 */
import { SEARCH_KINDS, type SearchKind } from "./page-kinds";
import { isWholeWord, queryWords, startsAWord, wordText } from "../text/words";

export { SITE_QUERY_MAX_LENGTH, foldText, queryWords } from "../text/words";

/** One page as the search sees it. */
export interface SearchDocument {
  kind: SearchKind;
  path: string;
  title: string;
  /** The sentence shown under the title in results. */
  summary: string;
  /** A short line that tells the page apart from others of a similar title ("City in Cardiff, Wales"). */
  detail?: string;
  /** Everything else worth finding the page by: body text, tags, headings, the region a place is in. */
  text: string;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
}

/** Results of one kind, best first. */
export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
  /** How many pages of this kind matched, before `perKind` cut the list. */
  total: number;
}

// A word's weight by where it occurs: the title says what a page is about; the body may mention it in passing.
const WEIGHTS = { title: 10, summary: 3, text: 1 };

interface FoldedDocument {
  title: string;
  summary: string;
  text: string;
}

const foldedCache = new WeakMap<SearchDocument, FoldedDocument>();

function folded(document: SearchDocument): FoldedDocument {
  let fields = foldedCache.get(document);
  if (!fields) {
    fields = { title: wordText(document.title), summary: wordText(document.summary), text: wordText(document.text) };
    foldedCache.set(document, fields);
  }
  return fields;
}

/** How well a page matches the query's words: 0 when any word is missing from it. */
export function scoreDocument(document: SearchDocument, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const fields = folded(document);
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const field of ["title", "summary", "text"] as const) {
      const text = fields[field];
      if (!startsAWord(text, word)) continue;
      // A whole word counts more than the start of a longer one ("van" in "van" over "vantage").
      best = Math.max(best, WEIGHTS[field] * (isWholeWord(text, word) ? 2 : 1));
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

// localeCompare(…, "en-GB")'s order, from one collator made once: a query matching most of a 1,000-franchise
// site ("franchise") sorts thousands of ties by title, and localeCompare with a locale looks its collator up each time.
const byTitle = new Intl.Collator("en-GB");

/** The pages matching every word of the query, grouped by kind in SEARCH_KINDS order, each group best first. */
export function searchSite(documents: readonly SearchDocument[], query: string, perKind = 5): SearchGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits = documents
    .map((document) => ({ document, score: scoreDocument(document, words) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || byTitle.compare(a.document.title, b.document.title));
  return SEARCH_KINDS.map((kind) => {
    const ofKind = hits.filter((hit) => hit.document.kind === kind);
    return { kind, hits: ofKind.slice(0, perKind), total: ofKind.length };
  }).filter((group) => group.total > 0);
}
