/** The blog list's rules: search, category filter, page size and Load More, and the URL query that holds them. */

/** Cards shown at first, added per Load More, and per static page at /blog/page/N. */
export const BLOG_PAGE_SIZE = 6;

/** Every published article's card, fetched by the list island when it wakes (src/pages/blog/cards.json.ts). */
export const BLOG_CARDS_PATH = "/blog/cards.json";

/** The category value meaning "every category". */
export const ALL_CATEGORIES = "all";

/** A pre-rendered, optimised image: only the strings an <img> needs. */
export interface CardImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

/** Everything an article card shows, and nothing more. */
export interface ArticleCardData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (yyyy-mm-dd) for `<time datetime>`. */
  date: string;
  /** The date as shown, e.g. "6 January 2025". */
  dateLabel: string;
  readTime: number;
  categoryKey: string;
  categoryName: string;
  /** Badge classes chosen by editors, e.g. "bg-blue-100 text-blue-900". */
  categoryColour: string;
  image: CardImage;
}

/** What the visitor chose: free text and one category key (or "all"). */
export interface BlogFilters {
  search: string;
  category: string;
}

/** The list state: filters plus how many cards are visible. */
export interface BlogListState extends BlogFilters {
  count: number;
}

/** The state a visitor starts from and Clear Filters returns to. */
export const INITIAL_BLOG_STATE: BlogListState = { search: "", category: ALL_CATEGORIES, count: BLOG_PAGE_SIZE };

type Filterable = Pick<ArticleCardData, "title" | "excerpt" | "categoryKey">;

/** Articles whose title or excerpt contains the search (case-insensitive, trimmed) and whose category matches. */
export function filterArticles<T extends Filterable>(articles: readonly T[], filters: BlogFilters): T[] {
  const needle = filters.search.trim().toLocaleLowerCase("en-GB");
  return articles.filter(
    (article) =>
      (filters.category === ALL_CATEGORIES || article.categoryKey === filters.category) &&
      (needle === "" ||
        article.title.toLocaleLowerCase("en-GB").includes(needle) ||
        article.excerpt.toLocaleLowerCase("en-GB").includes(needle)),
  );
}

/** The visible slice for a state: the count is capped at the number of matches; `hasMore` drives Load More. */
export function blogListView<T extends Filterable>(articles: readonly T[], state: BlogListState) {
  const matches = filterArticles(articles, state);
  const visible = matches.slice(0, Math.max(0, state.count));
  return { matches: matches.length, visible, hasMore: visible.length < matches.length };
}

/** The count after one Load More. */
export function loadMoreCount(count: number): number {
  return count + BLOG_PAGE_SIZE;
}

/** Filters read from a URL query (`?q=…&category=…`); an unknown category falls back to all. */
export function parseBlogQuery(query: string, categoryKeys: readonly string[]): BlogFilters {
  const params = new URLSearchParams(query);
  const category = params.get("category") ?? ALL_CATEGORIES;
  return {
    search: params.get("q") ?? "",
    category: categoryKeys.includes(category) ? category : ALL_CATEGORIES,
  };
}

/**
 * The filters once the list has hydrated: what the visitor already chose in the live list (a chip the waking tap
 * pressed) wins, then text typed into the search box before hydration, then the URL's query.
 */
export function restoredBlogState(current: BlogListState, fromUrl: BlogFilters, typed: string): BlogListState {
  return {
    ...current,
    search: current.search !== INITIAL_BLOG_STATE.search ? current.search : typed || fromUrl.search,
    category: current.category !== INITIAL_BLOG_STATE.category ? current.category : fromUrl.category,
  };
}

/** The URL query for the filters, keeping any other parameters; empty filters leave no trace ("" or "?…"). */
export function withBlogQuery(query: string, filters: BlogFilters): string {
  const params = new URLSearchParams(query);
  if (filters.search.trim()) params.set("q", filters.search);
  else params.delete("q");
  if (filters.category !== ALL_CATEGORIES) params.set("category", filters.category);
  else params.delete("category");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How many static list pages (/blog, /blog/page/2, …) the articles fill; at least one. */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** The articles on static list page `page` (1-based). */
export function blogPageItems<T>(articles: readonly T[], page: number): T[] {
  return articles.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
}

/** The URL of static list page `page`: page 1 is /blog itself. */
export function blogPagePath(page: number): string {
  return page <= 1 ? "/blog" : `/blog/page/${page}`;
}
