/**
 * The server-rendered site search (/search, for visitors without JavaScript and the header form's plain submit):
 * ranks the site's pages for a query. Every word of the query must occur in a page (as a word or the start of one,
 * ignoring case and accents), and a page ranks higher the more its title says it. The browser's search (Pagefind)
 * ranks by its own rule over the same pages (page-kinds.ts); both answer "VAT", "Leeds" and "due diligence".
 */
import { SEARCH_KINDS, type SearchKind } from "./page-kinds";

/** One page as the search sees it. */
export interface SearchDocument {
  kind: SearchKind;
  path: string;
  title: string;
  /** The sentence shown under the title in results. */
  summary: string;
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

/** Longer queries are cut here: no page title is longer, and it bounds the work a request can ask for. */
export const SITE_QUERY_MAX_LENGTH = 100;
// A word's weight by where it occurs: the title says what a page is about; the body may mention it in passing.
const WEIGHTS = { title: 10, summary: 3, text: 1 };

/** Lower case, accents removed, anything but letters and digits a space: "Café's" → "cafe s". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The query's distinct words, folded; at most 8 (a pasted paragraph is not a search). */
export function queryWords(query: string): string[] {
  return [...new Set(foldText(query.slice(0, SITE_QUERY_MAX_LENGTH)).split(" ").filter(Boolean))].slice(0, 8);
}

interface FoldedDocument {
  title: string;
  summary: string;
  text: string;
}

const foldedCache = new WeakMap<SearchDocument, FoldedDocument>();

function folded(document: SearchDocument): FoldedDocument {
  let fields = foldedCache.get(document);
  if (!fields) {
    // Padded with spaces so " word" finds a word's start anywhere, the first word included.
    const pad = (text: string) => ` ${foldText(text)} `;
    fields = { title: pad(document.title), summary: pad(document.summary), text: pad(document.text) };
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
    const start = ` ${word}`;
    const whole = ` ${word} `;
    let best = 0;
    for (const field of ["title", "summary", "text"] as const) {
      const text = fields[field];
      if (!text.includes(start)) continue;
      // A whole word counts more than the start of a longer one ("van" in "van" over "vantage").
      best = Math.max(best, WEIGHTS[field] * (text.includes(whole) ? 2 : 1));
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** The pages matching every word of the query, grouped by kind in SEARCH_KINDS order, each group best first. */
export function searchSite(documents: readonly SearchDocument[], query: string, perKind = 5): SearchGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits = documents
    .map((document) => ({ document, score: scoreDocument(document, words) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.document.title.localeCompare(b.document.title, "en-GB"));
  return SEARCH_KINDS.map((kind) => {
    const ofKind = hits.filter((hit) => hit.document.kind === kind);
    return { kind, hits: ofKind.slice(0, perKind), total: ofKind.length };
  }).filter((group) => group.total > 0);
}
