/**
 * The header search's listbox: the server's suggestions (src/lib/search/suggest.ts) grouped by kind (franchises,
 * articles, services, locations, other pages), each group labelled, and last "Search the whole site for …".
 * Options are numbered across the groups, so the arrow keys walk the whole list; the active one is highlighted
 * and close franchise matches are labelled.
 */
import { SEARCH_KIND_LABELS, SITE_SEARCH_PATH } from "@/lib/search/page-kinds";
import type { SuggestGroup, SuggestOption } from "@/lib/search/suggest";

interface Props {
  id: string;
  groups: SuggestGroup[];
  /** What the visitor typed, for the closing "Search the whole site for …" option; blank hides it. */
  query: string;
  /** Index of the option the arrow keys (or the mouse) point at, or -1. */
  active: number;
  expanded: boolean;
  onHover: (index: number) => void;
  /** Opens the chosen option's page. */
  onChoose: (href: string) => void;
}

/** The closing option: the whole site's search for the words typed. */
export function siteSearchOption(query: string): SuggestOption {
  return {
    href: `${SITE_SEARCH_PATH}?${new URLSearchParams({ q: query.trim() })}`,
    title: `Search the whole site for “${query.trim()}”`,
  };
}

/** Every option in list order: the groups' options, then the site search. The island uses it for the keys. */
export function suggestionOptions(groups: SuggestGroup[], query: string): SuggestOption[] {
  const options = groups.flatMap((group) => group.options);
  return query.trim() ? [...options, siteSearchOption(query)] : options;
}

/** The id of one option, for the input's aria-activedescendant. */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

export default function SuggestionList({ id, groups, query, active, expanded, onHover, onChoose }: Props) {
  let index = -1;
  const option = (item: SuggestOption, className = "") => {
    index += 1;
    const position = index;
    return (
      <div
        key={item.href}
        id={suggestionId(id, position)}
        role="option"
        aria-selected={position === active}
        tabIndex={-1}
        onMouseDown={(event) => {
          // Choosing on mousedown keeps focus in the input, as the combobox pattern expects.
          event.preventDefault();
          onChoose(item.href);
        }}
        onMouseMove={() => onHover(position)}
        className={`cursor-pointer px-4 py-2 ${position === active ? "bg-brand-50" : ""} ${className}`}
      >
        <span className="block font-semibold text-slate-900">{item.title}</span>
        {item.detail !== undefined && (
          <span className="block text-sm text-slate-700">
            {item.detail}
            {item.close && <span className="font-medium text-brand-800"> · Close match</span>}
          </span>
        )}
      </div>
    );
  };
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className={`${expanded ? "" : "hidden "}absolute left-0 right-0 top-2 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-slate-900 shadow-xl`}
    >
      {groups.map((group) => {
        const labelId = `${id}-group-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={labelId}>
            <div
              id={labelId}
              role="presentation"
              className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-600"
            >
              {SEARCH_KIND_LABELS[group.kind]}
            </div>
            {group.options.map((item) => option(item))}
          </div>
        );
      })}
      {query.trim() && option(siteSearchOption(query), "mt-1 border-t border-slate-200 text-brand-800")}
    </div>
  );
}
