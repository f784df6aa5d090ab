/**
 * The one matching rule of every search on the site (the header suggestions, the directory's search, /search):
 * a query's words are compared folded (lower case, accents removed, punctuation a space), and each must occur at
 * the start of a word of what is searched, so "vat" finds "VAT" and "vat-registered" but not "private".
 */

/** Longer queries are cut here: no page title is longer, and it bounds the work a request can ask for. */
export const SITE_QUERY_MAX_LENGTH = 100;

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

/** Text folded and padded with spaces, ready for `startsAWord` (work it out once per text, not per keystroke). */
export function wordText(text: string): string {
  return ` ${foldText(text)} `;
}

/** True when a folded query word (queryWords) begins a word of text prepared by `wordText`. */
export function startsAWord(prepared: string, word: string): boolean {
  return prepared.includes(` ${word}`);
}

/** True when the folded word is a whole word of text prepared by `wordText`. */
export function isWholeWord(prepared: string, word: string): boolean {
  return prepared.includes(` ${word} `);
}
