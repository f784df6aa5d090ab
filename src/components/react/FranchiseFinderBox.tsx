/**
 * "Add another franchise" (FranchisePicker, for a catalogue too large to list): a type-to-find box over the compact
 * index, fetched on first focus, with an Add button for each franchise whose name contains what was typed.
 */
import type { FranchiseFinder, FranchiseOption } from "@/lib/directory/franchise-picker";

interface Props {
  id: string;
  finder: FranchiseFinder;
  typed: string;
  onType: (text: string) => void;
  /** The franchises matching `typed`, not yet listed. */
  matches: readonly FranchiseOption[];
  /** False until the index has arrived: no "no match" message before then. */
  indexLoaded: boolean;
  onFocus: () => void;
  onAdd: (option: FranchiseOption) => void;
}

export function FranchiseFinderBox({ id, finder, typed, onType, matches, indexLoaded, onFocus, onAdd }: Props) {
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Add another franchise
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder="Type part of a name"
        aria-describedby={`${id}-hint`}
        value={typed}
        onFocus={onFocus}
        onChange={(event) => onType(event.target.value)}
        className="mt-1 block h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {finder.total} franchises to choose from: type two letters or more.
      </p>
      {matches.length > 0 && (
        <ul aria-label="Matching franchises" className="mt-2 space-y-1">
          {matches.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onAdd(entry)}
                className="inline-flex min-h-[40px] items-center gap-2 rounded-lg border border-brand-700 px-3 text-left font-semibold text-brand-800 hover:bg-brand-50"
              >
                Add <span className="font-normal text-slate-900">{entry.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {typed.trim().length >= 2 && indexLoaded && matches.length === 0 && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          No franchise name contains “{typed.trim()}”.
        </p>
      )}
    </div>
  );
}
