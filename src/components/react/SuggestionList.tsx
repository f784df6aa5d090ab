/** The header search's listbox: one option per suggestion, the active one highlighted, close matches labelled. */
import type { Suggestion } from "@/lib/directory/franchise-search";
import type { SearchIndexEntry } from "@/lib/directory/franchise-view";

interface Props {
  id: string;
  suggestions: Suggestion<SearchIndexEntry>[];
  /** Index of the option the arrow keys (or the mouse) point at, or -1. */
  active: number;
  expanded: boolean;
  onHover: (index: number) => void;
  onChoose: (slug: string) => void;
}

/** The id of one option, for the input's aria-activedescendant. */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

export default function SuggestionList({ id, suggestions, active, expanded, onHover, onChoose }: Props) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Franchise suggestions"
      className={`${expanded ? "" : "hidden "}absolute left-0 right-0 top-2 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 text-slate-900 shadow-xl`}
    >
      {suggestions.map(({ item, close, territory }, index) => (
        <li
          key={item.slug}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          onMouseDown={(event) => {
            // Choosing on mousedown keeps focus in the input, as the combobox pattern expects.
            event.preventDefault();
            onChoose(item.slug);
          }}
          onMouseMove={() => onHover(index)}
          className={`cursor-pointer px-4 py-2.5 ${index === active ? "bg-brand-50" : ""}`}
        >
          <span className="block font-semibold text-slate-900">{item.name}</span>
          <span className="block text-sm text-slate-700">
            {item.categoryName}
            {territory && ` · Territory: ${territory}`}
            {close && <span className="font-medium text-brand-800"> · Close match</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
