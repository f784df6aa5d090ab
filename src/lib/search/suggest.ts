/**
 * What the header search's browser side and the server's suggestions share: the answer's shape, where it is
 * asked for, and the query as both read it. No ranking here (src/lib/search/suggest-rank.ts): the island's code
 * stays free of the catalogue's search rules.
 */
import type { SearchKind } from "./page-kinds";
import { queryWords } from "../text/words";

/** Where the header search asks for suggestions. */
export const SUGGEST_PATH = "/search/suggest";
/** Suggestions start at this many typed characters. */
export const SUGGEST_MIN_CHARS = 2;

/** One suggestion: where it leads and what the list shows of it. */
export interface SuggestOption {
  href: string;
  title: string;
  /** What tells it apart from others of the same name: category and territory, or the kind of place and where. */
  detail?: string;
  /** A franchise found only as a close (fuzzy) match, which the list labels as such. */
  close?: boolean;
}

export interface SuggestGroup {
  kind: SearchKind;
  options: SuggestOption[];
}

/** The server's answer: the query it answers (normalised) and its groups in SEARCH_KINDS order. */
export interface SuggestAnswer {
  q: string;
  groups: SuggestGroup[];
}

/**
 * The query as the browser sends it and the server reads it: its folded words joined by single spaces, so
 * "  VAT " and "vat" are one URL and one CDN cache entry. Empty when it has no words.
 */
export function suggestQuery(query: string): string {
  return queryWords(query).join(" ");
}

/** The URL of the suggestions for a query. */
export function suggestHref(query: string): string {
  return `${SUGGEST_PATH}?${new URLSearchParams({ q: suggestQuery(query) })}`;
}
