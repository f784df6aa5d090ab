/**
 * The header search rule (spec section 5): the query is trimmed; blank returns the whole catalogue; otherwise a
 * franchise matches when the query appears, case-insensitively, in its name, category key, description or any
 * territory name. When nothing matches exactly, fuse.js offers close matches, which callers must label as such.
 */
import Fuse, { type IFuseOptions } from "fuse.js/basic";

/** Where the header search island fetches its suggestions from (built by src/pages/franchises/search-index.json.ts). */
export const SEARCH_INDEX_PATH = "/franchises/search-index.json";

/** The results endpoint the directory island asks as filters change (src/pages/franchises/results.json.ts). */
export const RESULTS_JSON_PATH = "/franchises/results.json";

/** The fields the header search looks at; islands pass small objects with at least these. */
export interface SearchableFranchise {
  name: string;
  categoryKey: string;
  description: string;
  territoryNames: readonly string[];
}

/** How a result list was found: everything (blank query), exact matches, close (fuzzy) matches, or nothing. */
export type SearchMode = "all" | "exact" | "close" | "none";

export interface SearchOutcome<T> {
  mode: SearchMode;
  /** The trimmed query the results answer. */
  query: string;
  results: T[];
}

// Close matches compare each query word with whole words of the franchise (name, category key, territory
// names, description), so a typo has to resemble a real word: fuzzy-matching a short query against whole
// paragraphs finds some near miss in almost any text. Matches must start at the beginning of a word
// (location 0, short distance), and about one typo in four letters is allowed (two in a long word).
const FUZZY_OPTIONS: IFuseOptions<WordEntry> = {
  keys: ["word"],
  threshold: 0.25,
  location: 0,
  distance: 4,
  includeScore: true,
  ignoreFieldNorm: true,
};

/** Words shorter than this in a query are ignored by the close-match stage ("of", "uk"). */
const MIN_FUZZY_WORD = 3;
/** A word found only in the long description ranks a little below the same word in a name or territory. */
const DESCRIPTION_PENALTY = 0.05;
/** British and American spellings that brands use interchangeably, so a typo of either finds both. */
const SPELLING_VARIANTS: Record<string, string> = {
  doughnut: "donut",
  doughnuts: "donuts",
  donut: "doughnut",
  donuts: "doughnuts",
};

interface WordEntry {
  word: string;
  item: number;
  penalty: number;
}

const indexCache = new WeakMap<readonly SearchableFranchise[], Fuse<WordEntry>>();

function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase("en-GB")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
}

function wordIndex(items: readonly SearchableFranchise[]): Fuse<WordEntry> {
  const cached = indexCache.get(items);
  if (cached) return cached;
  const entries: WordEntry[] = [];
  items.forEach((item, index) => {
    const best = new Map<string, number>();
    const add = (text: string, penalty: number) => {
      for (const word of wordsOf(text)) {
        for (const form of [word, SPELLING_VARIANTS[word]].filter(Boolean) as string[]) {
          best.set(form, Math.min(best.get(form) ?? Infinity, penalty));
        }
      }
    };
    [item.name, item.categoryKey, ...item.territoryNames].forEach((text) => add(text, 0));
    add(item.description, DESCRIPTION_PENALTY);
    best.forEach((penalty, word) => entries.push({ word, item: index, penalty }));
  });
  const fuse = new Fuse(entries, FUZZY_OPTIONS);
  indexCache.set(items, fuse);
  return fuse;
}

/** The query as the header search uses it: surrounding whitespace removed. */
export function normaliseQuery(query: string): string {
  return query.trim();
}

interface LowerFields {
  name: string;
  places: string[];
  description: string;
}

// Lower-cased fields per item, worked out once: a keystroke then compares strings instead of re-casing 1,000 entries.
const lowerCache = new WeakMap<SearchableFranchise, LowerFields>();

function lowerFields(item: SearchableFranchise): LowerFields {
  let fields = lowerCache.get(item);
  if (!fields) {
    fields = {
      name: lower(item.name),
      places: [item.categoryKey, ...item.territoryNames].map(lower),
      description: lower(item.description),
    };
    lowerCache.set(item, fields);
  }
  return fields;
}

/** True when the trimmed query occurs, ignoring case, in the name, category key, description or a territory name. */
export function matchesHeaderQuery(item: SearchableFranchise, query: string): boolean {
  const needle = lower(normaliseQuery(query));
  if (!needle) return true;
  return fieldsInclude(lowerFields(item), needle);
}

function fieldsInclude(fields: LowerFields, needle: string): boolean {
  return (
    fields.name.includes(needle) ||
    fields.places.some((text) => text.includes(needle)) ||
    fields.description.includes(needle)
  );
}

/** Close matches (fuse.js), best first: every query word must resemble a word of the franchise. Empty for a blank query. */
export function closeMatches<T extends SearchableFranchise>(items: readonly T[], query: string): T[] {
  const queryWords = wordsOf(normaliseQuery(query)).filter((word) => word.length >= MIN_FUZZY_WORD);
  if (!queryWords.length) return [];
  const fuse = wordIndex(items);
  let totals: Map<number, number> | undefined;
  for (const queryWord of queryWords) {
    const bestPerItem = new Map<number, number>();
    for (const { item, score = 1 } of fuse.search(queryWord)) {
      const total = score + item.penalty;
      if (total < (bestPerItem.get(item.item) ?? Infinity)) bestPerItem.set(item.item, total);
    }
    const previous = totals;
    totals = new Map();
    for (const [index, score] of bestPerItem) {
      if (!previous || previous.has(index)) totals.set(index, (previous?.get(index) ?? 0) + score);
    }
  }
  return [...(totals ?? new Map<number, number>())]
    .sort(([indexA, a], [indexB, b]) => a - b || indexA - indexB)
    .map(([index]) => items[index]!);
}

/** Runs the header search: all items for a blank query, else exact matches, else labelled close matches. */
export function searchFranchises<T extends SearchableFranchise>(items: readonly T[], query: string): SearchOutcome<T> {
  const trimmed = normaliseQuery(query);
  if (!trimmed) return { mode: "all", query: trimmed, results: [...items] };
  const exact = items.filter((item) => matchesHeaderQuery(item, trimmed));
  if (exact.length) return { mode: "exact", query: trimmed, results: exact };
  const close = closeMatches(items, trimmed);
  return { mode: close.length ? "close" : "none", query: trimmed, results: close };
}

/** One header-search suggestion: the franchise, whether it is only a close match, and a territory it matched. */
export interface Suggestion<T> {
  item: T;
  close: boolean;
  territory?: string;
}

const lower = (text: string) => text.toLocaleLowerCase("en-GB");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The ranking function for one query (its pattern built once, not once per item). */
function rankerFor(query: string): (item: SearchableFranchise) => number {
  const needle = lower(normaliseQuery(query));
  const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}`, "u");
  return (item) => {
    const { name, places, description } = lowerFields(item);
    if (name.startsWith(needle)) return 0;
    if (wordStart.test(name)) return 1;
    if (name.includes(needle)) return 2;
    if (places.some((place) => wordStart.test(place))) return 3;
    if (places.some((place) => place.includes(needle))) return 4;
    if (wordStart.test(description)) return 5;
    return 6;
  };
}

/** How well an exact match fits, lower is better: name start, a name word, the name, category or town, description. */
export function suggestionRank(item: SearchableFranchise, query: string): number {
  return rankerFor(query)(item);
}

/** Up to `limit` suggestions as the visitor types: exact matches by relevance, then close matches to fill the list. */
export function suggestFranchises<T extends SearchableFranchise>(
  items: readonly T[],
  query: string,
  limit = 5,
): Suggestion<T>[] {
  const trimmed = normaliseQuery(query);
  if (!trimmed) return [];
  const needle = lower(trimmed);
  const rank = rankerFor(trimmed);
  // Rank every match but describe only the ones shown: at 1,000 franchises a short query matches hundreds.
  const exact = items
    .filter((item) => fieldsInclude(lowerFields(item), needle))
    .map((item, order) => ({ item, order, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ item }): Suggestion<T> => {
      const territory = item.territoryNames.find((name) => lower(name).includes(needle));
      return territory && !lowerFields(item).name.includes(needle)
        ? { item, close: false, territory }
        : { item, close: false };
    });
  if (exact.length === limit) return exact;
  const close = closeMatches(items, trimmed)
    .filter((item) => !exact.some((suggestion) => suggestion.item === item))
    .map((item): Suggestion<T> => ({ item, close: true }));
  return [...exact, ...close].slice(0, limit);
}
