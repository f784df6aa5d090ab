/**
 * One page of directory results: notes about unrecognised filters, the heading and count, the close-match notice,
 * the cards (or the empty state) and the page links. The server renders it without hydration inside the
 * FranchiseDirectory island (so the cards are never repeated in island props); the island renders it again
 * with each page of results it fetches. An empty listing (a category or investment band with no franchise yet)
 * passes its own words for the empty state, which then also offers a free consultation.
 */
import type { DirectoryView } from "@/lib/directory/view";
import { directoryPageHref } from "@/lib/directory/view";
import { EMPTY_FILTERS } from "@/lib/directory/franchise-filters";
import FranchiseCard from "./FranchiseCard";
import DirectoryPagination from "./DirectoryPagination";
import Icon from "./SvgIcon";
import { plural as count } from "@/lib/ui/format";

const plural = (total: number) => count(total, "franchise");

/** The count line under the heading. */
export function statusText(view: DirectoryView): string {
  if (view.mode === "close") return `${plural(view.total)} close to your search`;
  if (view.pageCount > 1) return `Showing ${view.first}–${view.last} of ${plural(view.total)}`;
  if (view.total === view.catalogueSize) return `Showing all ${plural(view.total)}`;
  return `Showing ${view.total} of ${plural(view.catalogueSize)}`;
}

interface Props {
  view: DirectoryView;
  busy?: boolean;
  /** With JavaScript, Show All Franchises clears the filters in place instead of following its link. */
  onShowAll?: () => void;
  /** With JavaScript, "Search all franchises" keeps only the words, in place instead of following its link. */
  onSearchAll?: (q: string) => void;
  /** The empty state's heading and text on a listing with no franchise yet, instead of the advice to search again. */
  empty?: { heading: string; text: string };
}

export default function DirectoryResults({ view, busy = false, onShowAll, onSearchAll, empty }: Props) {
  const query = view.filters.q.trim();
  // Older JSON answers (a page cached before a deploy) may lack the field.
  const narrowedBy = view.searchNarrowedBy ?? [];
  return (
    <div>
      {view.notes.length > 0 && (
        <div className="mt-6 rounded-xl border border-accent-500 bg-accent-100 p-4 text-brand-950" role="note">
          {view.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}

      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="results-heading" tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {view.heading}
        </h2>
        <p role="status" className="text-slate-700">
          {statusText(view)}
        </p>
      </div>

      {narrowedBy.length > 0 && (
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
          <span>
            Filters on: <strong>{narrowedBy.join(", ")}</strong>.
          </span>
          <a
            href={directoryPageHref({ ...EMPTY_FILTERS, q: query }, 1)}
            onClick={(event) => {
              if (!onSearchAll) return;
              event.preventDefault();
              onSearchAll(query);
            }}
            className="font-semibold text-brand-800 underline"
          >
            Search all franchises for “{query}”
          </a>
        </p>
      )}

      {view.mode === "close" && (
        <p className="mt-4 flex gap-3 rounded-xl border border-accent-500 bg-accent-100 p-4 text-brand-950">
          <Icon name="lightbulb" className="mt-0.5 h-5 w-5 flex-none" />
          <span>
            <strong>No exact matches for “{view.filters.q.trim()}”.</strong> These franchises are close matches: check
            the spelling, or clear the search to browse everything.
          </span>
        </p>
      )}

      {view.cards.length > 0 ? (
        <ul aria-busy={busy} className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {view.cards.map((card) => (
            <li key={card.slug}>
              <FranchiseCard card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <Icon name="search" className="mx-auto h-10 w-10 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold text-slate-900">{empty?.heading ?? "No franchises found"}</h3>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            {empty?.text ?? "Try adjusting your search criteria or browse all available franchises."}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a
              href="/franchises"
              onClick={(event) => {
                if (!onShowAll) return;
                event.preventDefault();
                onShowAll();
              }}
              className="inline-flex min-h-[44px] items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Show All Franchises
            </a>
            {empty && (
              <a
                href="/contact"
                className="inline-flex min-h-[44px] items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Book a Free Consultation
              </a>
            )}
          </div>
        </div>
      )}

      <DirectoryPagination
        page={view.page}
        pageCount={view.pageCount}
        hrefFor={(page) => directoryPageHref(view.filters, page)}
      />
    </div>
  );
}
