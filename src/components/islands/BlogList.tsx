/** The blog list island: search, category chips, Load More and the empty state, over the rules in lib/blog-list. */
import { useEffect, useId, useRef, useState } from "react";
import {
  ALL_CATEGORIES,
  INITIAL_BLOG_STATE,
  blogListView,
  loadMoreCount,
  parseBlogQuery,
  withBlogQuery,
  type ArticleCardData,
  type BlogListState,
} from "@/lib/blog-list";
import { BlogCard } from "./BlogCard";

interface Props {
  cards: ArticleCardData[];
  categories: { key: string; name: string }[];
  /** The static page that follows the first 6 cards, for readers without JavaScript. */
  nextPageHref?: string;
  /** How many leading cards load their image eagerly (above the fold). */
  eagerCards?: number;
}

const chipBase =
  "min-h-[40px] rounded-full border px-2.5 py-1.5 text-sm font-semibold sm:px-4 transition-colors disabled:cursor-not-allowed";

export default function BlogList({ cards, categories, nextPageHref, eagerCards = 1 }: Props) {
  // Until hydration the controls are disabled and the plain link to page 2 stands in for Load More.
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<BlogListState>(INITIAL_BLOG_STATE);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const { matches, visible, hasMore } = blogListView(cards, state);

  useEffect(() => {
    const keys = categories.map((category) => category.key);
    setState({ ...INITIAL_BLOG_STATE, ...parseBlogQuery(window.location.search, keys) });
    setReady(true);
  }, [categories]);

  useEffect(() => {
    if (!ready) return;
    const query = withBlogQuery(window.location.search, state);
    if (query !== window.location.search) {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${query}${window.location.hash}`);
    }
  }, [ready, state]);

  // After Load More, move keyboard focus to the first new card so the reader continues from there.
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("h2 a, h3 a")[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  // A new search or category starts again from the first 6 matches.
  const setFilter = (change: Partial<BlogListState>) => setState((current) => ({ ...current, ...change, count: INITIAL_BLOG_STATE.count }));
  const clearFilters = () => {
    setState(INITIAL_BLOG_STATE);
    searchRef.current?.focus();
  };
  const loadMore = () => {
    setFocusIndex(visible.length);
    setState((current) => ({ ...current, count: loadMoreCount(current.count) }));
  };
  const chips = [{ key: ALL_CATEGORIES, name: "All" }, ...categories];

  return (
    <div>
      <form role="search" aria-label="Articles" onSubmit={(event) => event.preventDefault()} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <fieldset disabled={!ready} className="space-y-4">
          <legend className="sr-only">Search and filter articles</legend>
          <div>
            <label htmlFor={searchId} className="block text-sm font-semibold text-slate-900">
              Search articles
            </label>
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              name="q"
              value={state.search}
              onChange={(event) => setFilter({ search: event.target.value })}
              placeholder="Search by title or summary"
              autoComplete="off"
              className="mt-1.5 block min-h-[44px] w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 disabled:bg-slate-50"
            />
          </div>
          <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const active = state.category === chip.key;
              return (
                <button
                  key={chip.key}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setFilter({ category: chip.key })}
                  className={`${chipBase} ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800"}`}
                >
                  {chip.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      </form>

      <p role="status" className="mt-6 text-sm text-slate-700">
        {matches === 0 ? "No articles match your filters." : `Showing ${visible.length} of ${matches} ${matches === 1 ? "article" : "articles"}`}
      </p>

      {matches === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <h2 className="text-xl font-bold text-slate-900">No articles found</h2>
          <p className="mt-2 text-slate-700">Try adjusting your search terms or category filter</p>
          <button type="button" onClick={clearFilters} className="mt-6 min-h-[44px] rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            Clear Filters
          </button>
        </div>
      ) : (
        <ul ref={listRef} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((card, index) => (
            <li key={card.slug}>
              <BlogCard card={card} headingLevel={2} loading={index < eagerCards ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10 flex justify-center">
        {ready
          ? hasMore && (
              <button type="button" onClick={loadMore} className="min-h-[48px] rounded-lg border-2 border-brand-700 px-6 py-3 text-lg font-semibold text-brand-800 hover:bg-brand-50">
                Load More Articles
              </button>
            )
          : nextPageHref && (
              <a href={nextPageHref} className="inline-flex min-h-[48px] items-center rounded-lg border-2 border-brand-700 px-6 py-3 text-lg font-semibold text-brand-800 hover:bg-brand-50">
                Older articles
              </a>
            )}
      </div>
    </div>
  );
}
