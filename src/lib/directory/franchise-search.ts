/**
 * The header search rule (spec section 5): the query is trimmed; blank returns the whole catalogue; otherwise a
 * franchise matches when every word of the query begins a word of its name, category key, description or a
 * territory name, ignoring case and accents (the site's one matching rule, src/lib/text/words.ts: "vat" finds
 * "VAT", never "private"). When nothing matches exactly, fuse.js offers close matches, which callers must label.
 */
import Fuse, { type IFuseOptions } from "fuse.js/basic";
import { queryWords, startsAWord, wordText } from "../text/words";

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

// One entry per distinct word of the catalogue, with every franchise that has it: fuse.js scores a word by its text
// alone, so each distinct word is scored once a query, not once per franchise using it (at 1,000 franchises, whose
// descriptions share most of their words, that is most of a close-match search's time).
interface WordEntry {
  word: string;
  uses: { item: number; penalty: number }[];
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
  const byWord = new Map<string, WordEntry>();
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
    best.forEach((penalty, word) => {
      let entry = byWord.get(word);
      if (!entry) byWord.set(word, (entry = { word, uses: [] }));
      entry.uses.push({ item: index, penalty });
    });
  });
  const fuse = new Fuse([...byWord.values()], FUZZY_OPTIONS);
  indexCache.set(items, fuse);
  return fuse;
}

/** The query as the header search uses it: surrounding whitespace removed. */
export function normaliseQuery(query: string): string {
  return query.trim();
}

interface WordFields {
  name: string;
  places: string[];
  description: string;
}

// Folded fields per item (words.ts), worked out once: a keystroke then compares strings instead of re-folding 1,000 entries.
const wordCache = new WeakMap<SearchableFranchise, WordFields>();

function wordFields(item: SearchableFranchise): WordFields {
  let fields = wordCache.get(item);
  if (!fields) {
    fields = {
      name: wordText(item.name),
      places: [item.categoryKey, ...item.territoryNames].map(wordText),
      description: wordText(item.description),
    };
    wordCache.set(item, fields);
  }
  return fields;
}

/**
 * True when every word of the query begins a word of the name, category key, description or a territory name
 * (each word may be found in a different one); a blank query matches everything, a query of no words nothing.
 */
export function matchesHeaderQuery(item: SearchableFranchise, query: string): boolean {
  if (!normaliseQuery(query)) return true;
  return fieldsMatch(wordFields(item), queryWords(query));
}

function fieldsMatch(fields: WordFields, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  // startsAWord's rule, with each word's leading space added once per call rather than once per field compared.
  for (const word of words) {
    const start = ` ${word}`;
    if (fields.name.includes(start) || fields.description.includes(start)) continue;
    if (!fields.places.some((text) => text.includes(start))) return false;
  }
  return true;
}

// Every distinct word of a list's searched fields (folded by wordText, so the words are what startsAWord compares
// against), in code-unit order, with the items that have it: the words a query word begins sit together from where
// it would be inserted, so its matches are found by one binary search instead of by scanning every franchise's
// text (at 1,000 franchises, whose descriptions are long, that scan was a search page's largest own cost). Built
// once per list (the catalogue is loaded once per process) and kept.
interface WordStartIndex {
  words: string[];
  itemsOf: Map<string, number[]>;
  position: Map<SearchableFranchise, number>;
}

const startIndexCache = new WeakMap<readonly SearchableFranchise[], WordStartIndex>();

function wordStartIndex(items: readonly SearchableFranchise[]): WordStartIndex {
  const cached = startIndexCache.get(items);
  if (cached) return cached;
  const itemsOf = new Map<string, number[]>();
  const position = new Map<SearchableFranchise, number>();
  items.forEach((item, index) => {
    position.set(item, index);
    const { name, places, description } = wordFields(item);
    for (const text of [name, ...places, description])
      for (const word of text.split(" ")) {
        if (!word) continue;
        const having = itemsOf.get(word);
        if (!having) itemsOf.set(word, [index]);
        else if (having.at(-1) !== index) having.push(index);
      }
  });
  const index = { words: [...itemsOf.keys()].sort(), itemsOf, position };
  startIndexCache.set(items, index);
  return index;
}

/** The items (by position in the indexed list) with a word that `word` begins: startsAWord's rule. */
function itemsWithWordStart({ words, itemsOf }: WordStartIndex, word: string): Set<number> {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  const found = new Set<number>();
  for (let at = low; at < words.length && words[at]!.startsWith(word); at++)
    for (const item of itemsOf.get(words[at]!)!) found.add(item);
  return found;
}

/**
 * The items every query word begins a word of (fieldsMatch's rule), in their order. Looked up in `catalogue`'s word
 * index when the items come from it; an item it does not hold is compared field by field.
 */
function exactMatches<T extends SearchableFranchise>(
  items: readonly T[],
  words: readonly string[],
  catalogue: readonly T[],
): T[] {
  if (words.length === 0) return [];
  const index = wordStartIndex(catalogue);
  const having = words.map((word) => itemsWithWordStart(index, word));
  return items.filter((item) => {
    const at = index.position.get(item);
    return at === undefined ? fieldsMatch(wordFields(item), words) : having.every((found) => found.has(at));
  });
}

/**
 * Close matches (fuse.js), best first: every query word must resemble a word of the franchise. Empty for a blank
 * query. `catalogue`, when `items` were filtered from it (the directory's filters, in its order), is the list whose
 * word index is searched: built once per catalogue and kept, where a filtered list is new on every request (building
 * the index is most of the work: 2 s a search at 1,000 franchises). A word's score does not depend on the other
 * words indexed, so the matches among `items` are the same either way.
 */
export function closeMatches<T extends SearchableFranchise>(
  items: readonly T[],
  query: string,
  catalogue: readonly T[] = items,
): T[] {
  const queryWords = wordsOf(normaliseQuery(query)).filter((word) => word.length >= MIN_FUZZY_WORD);
  if (!queryWords.length) return [];
  const fuse = wordIndex(catalogue);
  const among = catalogue === items ? undefined : new Set(items);
  let totals: Map<number, number> | undefined;
  for (const queryWord of queryWords) {
    const bestPerItem = new Map<number, number>();
    for (const { item: entry, score = 1 } of fuse.search(queryWord))
      for (const { item, penalty } of entry.uses) {
        if (among && !among.has(catalogue[item]!)) continue;
        const total = score + penalty;
        if (total < (bestPerItem.get(item) ?? Infinity)) bestPerItem.set(item, total);
      }
    const previous = totals;
    totals = new Map();
    for (const [index, score] of bestPerItem) {
      if (!previous || previous.has(index)) totals.set(index, (previous?.get(index) ?? 0) + score);
    }
  }
  return [...(totals ?? new Map<number, number>())]
    .sort(([indexA, a], [indexB, b]) => a - b || indexA - indexB)
    .map(([index]) => catalogue[index]!);
}

/**
 * Runs the header search: all items for a blank query, else exact matches, else labelled close matches (looked up
 * in `catalogue`'s word index when the items were filtered from it: see closeMatches).
 */
export function searchFranchises<T extends SearchableFranchise>(
  items: readonly T[],
  query: string,
  catalogue: readonly T[] = items,
): SearchOutcome<T> {
  const trimmed = normaliseQuery(query);
  if (!trimmed) return { mode: "all", query: trimmed, results: [...items] };
  const exact = exactMatches(items, queryWords(trimmed), catalogue);
  if (exact.length) return { mode: "exact", query: trimmed, results: exact };
  const close = closeMatches(items, trimmed, catalogue);
  return { mode: close.length ? "close" : "none", query: trimmed, results: close };
}

/** One header-search suggestion: the franchise, whether it is only a close match, and a territory it matched. */
export interface Suggestion<T> {
  item: T;
  close: boolean;
  territory?: string;
}

/** The ranking function for one query (its words worked out once, not once per item). */
function rankerFor(query: string): (item: SearchableFranchise) => number {
  const words = queryWords(query);
  const phrase = ` ${words.join(" ")}`;
  const allIn = (text: string) => words.every((word) => startsAWord(text, word));
  return (item) => {
    const { name, places, description } = wordFields(item);
    if (name.startsWith(phrase)) return 0;
    if (name.includes(phrase)) return 1;
    if (allIn(name)) return 2;
    if (places.some((place) => place.includes(phrase))) return 3;
    if (words.every((word) => startsAWord(name, word) || places.some((place) => startsAWord(place, word)))) return 4;
    if (description.includes(phrase)) return 5;
    return 6;
  };
}

/**
 * How well an exact match fits, lower is better: the name starts with the query, has it as a phrase, has all its
 * words; the category or a town is the query; the name, category and towns hold every word; the description does.
 */
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
  const words = queryWords(trimmed);
  const rank = rankerFor(trimmed);
  // Rank every match but describe only the ones shown: at 1,000 franchises a short query matches hundreds.
  const exact = items
    .filter((item) => fieldsMatch(wordFields(item), words))
    .map((item, order) => ({ item, order, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ item }): Suggestion<T> => {
      const named = words.some((word) => startsAWord(wordFields(item).name, word));
      const territory = item.territoryNames.find((name) => words.some((word) => startsAWord(wordText(name), word)));
      return territory && !named ? { item, close: false, territory } : { item, close: false };
    });
  if (exact.length === limit) return exact;
  const close = closeMatches(items, trimmed)
    .filter((item) => !exact.some((suggestion) => suggestion.item === item))
    .map((item): Suggestion<T> => ({ item, close: true }));
  return [...exact, ...close].slice(0, limit);
}
