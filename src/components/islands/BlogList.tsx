/**
 * The blog list island: search, category chips, Load More and the empty state, over the rules in lib/blog/list.
 * Hydrated by `client:intent`: the server's controls are live, the tap that wakes the island is replayed on it, and
 * text typed before hydration is read from the box on mount. `data-url-state` names the query parameters that
 * make it hydrate at once, so a shared /blog?category=… link shows its filter without a tap.
 */
import { useEffect, useRef, useState } from "react";
import {
  ALL_CATEGORIES,
  INITIAL_BLOG_STATE,
  blogListView,
  loadMoreCount,
  parseBlogQuery,
  restoredBlogState,
  withBlogQuery,
  type ArticleCardData,
  type BlogListState,
} from "@/lib/blog/list";
import { BlogCard } from "../react/BlogCard";
import { BlogFilterControls } from "../react/BlogFilterControls";

interface Props {
  /** The first page's cards, in the page's HTML. */
  firstCards: ArticleCardData[];
  /** How many articles there are in all. */
  total: number;
  /** Every card as JSON, fetched when the island wakes. */
  cardsUrl: string;
  categories: { key: string; name: string }[];
  /** The static page that follows the first 6 cards, for readers without JavaScript (Load More needs it). */
  nextPageHref?: string;
}

export default function BlogList({ firstCards, total, cardsUrl, categories, nextPageHref }: Props) {
  // False in the server's HTML: the URL is not synced yet, and the link to page 2 stays for readers without JavaScript.
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<BlogListState>(INITIAL_BLOG_STATE);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Every card, once fetched; until then (and in the server's HTML) the first page's, with the server's total.
  const [allCards, setAllCards] = useState<ArticleCardData[] | null>(null);
  const [fetchFailed, setFetchFailed] = useState(false);
  const view = blogListView(allCards ?? firstCards, state);
  const unfiltered = state.search.trim() === "" && state.category === ALL_CATEGORIES;
  const matches = allCards || !unfiltered ? view.matches : total;
  const visible = view.visible;
  const hasMore = allCards ? view.hasMore : unfiltered && total > visible.length;

  useEffect(() => {
    fetch(cardsUrl)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((cards: ArticleCardData[]) => setAllCards(cards))
      .catch(() => setFetchFailed(true));
  }, [cardsUrl]);

  useEffect(() => {
    const keys = categories.map((category) => category.key);
    const fromUrl = parseBlogQuery(window.location.search, keys);
    setState((current) => restoredBlogState(current, fromUrl, searchRef.current?.value ?? ""));
    setReady(true);
  }, [categories]);

  useEffect(() => {
    if (!ready) return;
    const query = withBlogQuery(window.location.search, state);
    if (query !== window.location.search) {
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${query}${window.location.hash}`,
      );
    }
  }, [ready, state]);

  // After Load More, move keyboard focus to the first new card so the reader continues from there.
  useEffect(() => {
    // A Load More tapped before the cards arrived waits for them.
    if (focusIndex === null || visible.length <= focusIndex) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("h2 a, h3 a")[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex, visible.length]);

  // A new search or category starts again from the first 6 matches.
  const setFilter = (change: Partial<BlogListState>) =>
    setState((current) => ({ ...current, ...change, count: INITIAL_BLOG_STATE.count }));
  const clearFilters = () => {
    setState(INITIAL_BLOG_STATE);
    searchRef.current?.focus();
  };
  const loadMore = () => {
    // Offline before the cards arrived: the static page 2 still has the older articles.
    if (!allCards && fetchFailed && nextPageHref) {
      window.location.assign(nextPageHref);
      return;
    }
    setFocusIndex(visible.length);
    setState((current) => ({ ...current, count: loadMoreCount(current.count) }));
  };

  return (
    <div data-url-state="q category">
      <BlogFilterControls
        search={state.search}
        category={state.category}
        categories={categories}
        searchRef={searchRef}
        onChange={setFilter}
      />

      <p role="status" className="mt-6 text-sm text-slate-700">
        {matches === 0
          ? "No articles match your filters."
          : `Showing ${visible.length} of ${matches} ${matches === 1 ? "article" : "articles"}`}
      </p>

      {matches === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <h2 className="text-xl font-bold text-slate-900">No articles found</h2>
          <p className="mt-2 text-slate-700">Try adjusting your search terms or category filter</p>
          <button
            type="button"
            onClick={clearFilters}
            className="mt-6 min-h-[44px] rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Clear Filters
          </button>
        </div>
      ) : (
        <ul ref={listRef} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {/* Lazy images, every one: the hero, search and chips push the first card to the foot of the first screen. */}
          {visible.map((card) => (
            <li key={card.slug}>
              <BlogCard card={card} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10 flex justify-center">
        {hasMore && (
          <button
            type="button"
            onClick={loadMore}
            className="min-h-[48px] rounded-lg border-2 border-brand-700 px-6 py-3 text-lg font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden"
          >
            Load More Articles
          </button>
        )}
        {/* Without JavaScript (the `noscript:` variant: scripting off) the button gives way to the static page 2. */}
        {!ready && nextPageHref && (
          <a
            href={nextPageHref}
            className="hidden min-h-[48px] items-center rounded-lg border-2 border-brand-700 px-6 py-3 text-lg font-semibold text-brand-800 hover:bg-brand-50 noscript:inline-flex"
          >
            Older articles
          </a>
        )}
      </div>
    </div>
  );
}
