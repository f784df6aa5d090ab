/**
 * The franchise directory island: filters, result count, the card list (exact or clearly labelled close
 * matches), the empty state and the Franchise Categories section. Rules live in src/lib/franchise-filters.ts.
 */
import { useEffect, useMemo, useRef } from "react";
import { useStore } from "@nanostores/react";
import { EMPTY_FILTERS, countByCategory, filterDirectory, type FranchiseFilters } from "@/lib/franchise-filters";
import type { DirectoryCard } from "@/lib/franchise-view";
import { $searchIndex, loadSearchIndex } from "@/lib/stores/search-index";
import { useUrlFilters } from "./use-url-filters";
import FranchiseFilterBar from "./FranchiseFilterBar";
import FranchiseCard from "./FranchiseCard";
import FranchiseCategories from "./FranchiseCategories";
import Icon from "./SvgIcon";

interface Props {
  cards: DirectoryCard[];
  categories: { key: string; name: string; description: string }[];
  /** Where the descriptions the search also looks in come from (fetched once the island runs). */
  indexUrl: string;
}

const plural = (count: number) => `${count} ${count === 1 ? "franchise" : "franchises"}`;

function headingFor(filters: FranchiseFilters, mode: string, categoryName: string | undefined): string {
  const query = filters.q.trim();
  if (mode === "close") return `Close matches for “${query}”`;
  if (query) return `Results for “${query}”`;
  if (categoryName) return `${categoryName} franchises`;
  return filters.investment ? "Matching franchises" : "All franchise opportunities";
}

export default function FranchiseDirectory({ cards, categories, indexUrl }: Props) {
  const categoryKeys = useMemo(() => categories.map((category) => category.key), [categories]);
  const { filters, update, ready: urlRead } = useUrlFilters(categoryKeys);
  const index = useStore($searchIndex);
  useEffect(() => void loadSearchIndex(indexUrl), [indexUrl]);
  const searchable = useMemo(() => {
    const descriptions = new Map(index?.map((entry) => [entry.slug, entry.description]));
    return cards.map((card) => ({ ...card, description: descriptions.get(card.slug) ?? "" }));
  }, [cards, index]);
  // Filters wait for the descriptions, so a shared link never shows a partial result first.
  const ready = urlRead && index !== null;
  const { mode, results } = useMemo(() => filterDirectory(searchable, filters), [searchable, filters]);
  const counts = useMemo(() => countByCategory(categories, cards), [categories, cards]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const categoryName = categories.find((category) => category.key === filters.category)?.name;

  const showAll = () => update(EMPTY_FILTERS);
  const viewCategory = (key: string) => {
    update({ ...EMPTY_FILTERS, category: key });
    // Take the visitor (and screen reader focus) from the category list up to the results it chose.
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: "start" });
  };

  return (
    <>
      <section aria-labelledby="results-heading" className="container-page py-10 sm:py-12">
        <FranchiseFilterBar
          filters={filters}
          categories={categories}
          disabled={!ready}
          onChange={update}
          onClear={showAll}
        />

        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2
            id="results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {headingFor(filters, mode, categoryName)}
          </h2>
          <p role="status" className="text-slate-700">
            {mode === "close"
              ? `${plural(results.length)} close to your search`
              : results.length === cards.length
                ? `Showing all ${plural(cards.length)}`
                : `Showing ${results.length} of ${plural(cards.length)}`}
          </p>
        </div>

        {mode === "close" && (
          <p className="mt-4 flex gap-3 rounded-xl border border-accent-500 bg-accent-100 p-4 text-brand-950">
            <Icon name="lightbulb" className="mt-0.5 h-5 w-5 flex-none" />
            <span>
              <strong>No exact matches for “{filters.q.trim()}”.</strong> These franchises are close matches: check the
              spelling, or clear the search to browse everything.
            </span>
          </p>
        )}

        {results.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {results.map((card) => (
              <li key={card.slug}>
                <FranchiseCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <Icon name="search" className="mx-auto h-10 w-10 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold text-slate-900">No franchises found</h3>
            <p className="mx-auto mt-2 max-w-md text-slate-700">
              Try adjusting your search criteria or browse all available franchises.
            </p>
            <button
              type="button"
              onClick={showAll}
              className="mt-6 inline-flex min-h-[44px] items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Show All Franchises
            </button>
          </div>
        )}
      </section>

      <FranchiseCategories categories={counts} disabled={!ready} onView={viewCategory} />
    </>
  );
}
