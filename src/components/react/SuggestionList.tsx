/**
 * The header search's listbox: franchise suggestions first, then pages of the site grouped by kind (articles,
 * services, locations, other pages), each group labelled. Options are numbered across the groups, so the arrow
 * keys walk the whole list; the active one is highlighted and close franchise matches are labelled.
 */
import type { Suggestion } from "@/lib/directory/franchise-search";
import type { SearchIndexEntry } from "@/lib/directory/franchise-view";
import { SEARCH_KINDS, SEARCH_KIND_LABELS } from "@/lib/search/page-kinds";
import type { PageResult } from "@/lib/search/page-search";

interface Props {
  id: string;
  suggestions: Suggestion<SearchIndexEntry>[];
  /** Pages of the site matching the query, best first. */
  pages: PageResult[];
  /** Index of the option the arrow keys (or the mouse) point at, or -1. */
  active: number;
  expanded: boolean;
  onHover: (index: number) => void;
  /** Opens the chosen option's page. */
  onChoose: (href: string) => void;
}

/** One option: where it leads, and what it shows. */
export interface SuggestionOption {
  href: string;
  title: string;
  detail?: string;
  close?: boolean;
}

/** Every option in list order: franchises, then pages in the kinds' order. The island uses it for the keys. */
export function suggestionOptions(
  suggestions: Suggestion<SearchIndexEntry>[],
  pages: PageResult[],
): SuggestionOption[][] {
  const franchises = suggestions.map(({ item, close, territory }) => ({
    href: `/franchises/${item.slug}`,
    title: item.name,
    detail: `${item.categoryName}${territory ? ` · Territory: ${territory}` : ""}`,
    close,
  }));
  const byKind = SEARCH_KINDS.map((kind) =>
    pages.filter((page) => page.kind === kind).map((page) => ({ href: page.url, title: page.title })),
  );
  return [franchises, ...byKind.slice(1)];
}

/** The id of one option, for the input's aria-activedescendant. */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

export default function SuggestionList({ id, suggestions, pages, active, expanded, onHover, onChoose }: Props) {
  const groups = suggestionOptions(suggestions, pages);
  let index = -1;
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className={`${expanded ? "" : "hidden "}absolute left-0 right-0 top-2 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-slate-900 shadow-xl`}
    >
      {groups.map((options, group) => {
        if (options.length === 0) return null;
        const labelId = `${id}-group-${group}`;
        return (
          <div key={SEARCH_KINDS[group]} role="group" aria-labelledby={labelId}>
            <div
              id={labelId}
              role="presentation"
              className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600"
            >
              {SEARCH_KIND_LABELS[SEARCH_KINDS[group]]}
            </div>
            {options.map((option) => {
              index += 1;
              const position = index;
              return (
                <div
                  key={option.href}
                  id={suggestionId(id, position)}
                  role="option"
                  aria-selected={position === active}
                  tabIndex={-1}
                  onMouseDown={(event) => {
                    // Choosing on mousedown keeps focus in the input, as the combobox pattern expects.
                    event.preventDefault();
                    onChoose(option.href);
                  }}
                  onMouseMove={() => onHover(position)}
                  className={`cursor-pointer px-4 py-2 ${position === active ? "bg-brand-50" : ""}`}
                >
                  <span className="block font-semibold text-slate-900">{option.title}</span>
                  {option.detail !== undefined && (
                    <span className="block text-sm text-slate-700">
                      {option.detail}
                      {option.close && <span className="font-medium text-brand-800"> · Close match</span>}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
