/**
 * The Franchise Enquiry's "franchises you are interested in". A small catalogue is the specification's checkbox
 * list: sent with /contact, else drawn from the compact index once the form runs in the browser (every other page
 * stays within one round trip whatever the catalogue's size; without JavaScript it lists the franchises already
 * ticked, such as a franchise page's own, and the visitor can name others in the message). A large catalogue would weigh
 * down every page with a contact section, so the page sends only the franchises already ticked (the page's own,
 * or a returned form's): with JavaScript a type-to-find box adds more from the compact index (fetched on first
 * use, shared with the header search); without it, a link to the directory and the message box let the visitor
 * name others. Franchises picked elsewhere ($franchisePicks, by slug) are ticked.
 */
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useStore } from "@nanostores/react";
import { FieldError } from "@/components/react/FormField";
import {
  PICKER_CHECKBOX_LIMIT,
  findByName,
  type FranchiseFinder,
  type FranchiseOption,
} from "@/lib/directory/franchise-picker";
import { $searchIndex, loadSearchIndex } from "@/lib/stores/search-index";
import { $franchisePicks } from "@/lib/stores/franchise-picks";
import { FranchiseFinderBox } from "./FranchiseFinderBox";

interface Props {
  idPrefix: string;
  /** Checkboxes shown from the start: the whole catalogue when small, else the franchises already ticked. */
  options: readonly FranchiseOption[];
  ticked: readonly string[];
  onChange: (ticked: string[]) => void;
  finder?: FranchiseFinder;
  error?: string;
  /** Rendered at the end of the fieldset with the names of the ticked franchises (the share-consent box). */
  renderAfter?: (tickedNames: readonly string[]) => ReactNode;
}

const legendClass = "text-sm font-semibold text-slate-900";

export function FranchisePicker({ idPrefix, options, ticked, onChange, finder, error, renderAfter }: Props) {
  const fieldId = `${idPrefix}-selectedFranchises`;
  const findId = `${idPrefix}-franchise-find`;
  const [added, setAdded] = useState<FranchiseOption[]>([]);
  const [typed, setTyped] = useState("");
  // The finder needs JavaScript, so it appears only once the island runs.
  const [mounted, setMounted] = useState(false);
  const index = useStore($searchIndex);
  const picks = useStore($franchisePicks);
  // A catalogue small enough to list whose list the page did not send: every franchise, from the index.
  const listFromIndex = Boolean(finder && finder.total <= PICKER_CHECKBOX_LIMIT);
  useEffect(() => {
    setMounted(true);
    if (listFromIndex) void loadSearchIndex(finder!.indexUrl);
  }, []);

  const shown = useMemo(() => {
    const seen = new Set(options.map((option) => option.id));
    const fromIndex = listFromIndex && index ? index.map(({ id, slug, name }) => ({ id, slug, name })) : [];
    const more = [...fromIndex, ...added].filter((option) => !seen.has(option.id) && Boolean(seen.add(option.id)));
    return [...options, ...more];
  }, [options, added, index]);
  const matches = useMemo(
    () => (index ? findByName(index, typed, new Set(shown.map((option) => option.id))) : []),
    [index, typed, shown],
  );

  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...new Set([...ticked, id])] : ticked.filter((candidate) => candidate !== id));
  const add = (option: FranchiseOption) => {
    setAdded((current) => [...current, { id: option.id, slug: option.slug, name: option.name }]);
    toggle(option.id, true);
    setTyped("");
  };

  // Franchises picked elsewhere (a shortlist) that this list does not show arrive by slug (the form ticks the
  // listed ones itself when it hydrates): the index turns them into ids and names, and they are added.
  useEffect(() => {
    // Picks the form has not ticked itself: neither sent with the page nor added here (a list drawn from the
    // index included, so they are ticked once it arrives).
    const unlisted = picks.filter((slug) => ![...options, ...added].some((option) => option.slug === slug));
    if (!unlisted.length) return;
    if (!index) {
      if (finder) void loadSearchIndex(finder.indexUrl);
      return;
    }
    const picked = index.filter((entry) => unlisted.includes(entry.slug));
    if (!picked.length) return;
    setAdded((current) => [...current, ...picked.filter((entry) => !current.some((option) => option.id === entry.id))]);
    onChange([...new Set([...ticked, ...picked.map((entry) => entry.id)])]);
    // Only new picks or a newly loaded index should tick anything.
  }, [picks, index]);

  return (
    <fieldset id={fieldId} className="sm:col-span-2" aria-describedby={error ? `${fieldId}-error` : undefined}>
      <legend className={legendClass}>Franchises you are interested in</legend>
      <p className="mt-0.5 text-sm text-slate-700">
        Optional: tick as many as you like, or none if you would like our suggestions.
      </p>
      {shown.length > 0 && (
        <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto rounded-lg border border-slate-500 bg-white p-3">
          {shown.map((franchise) => (
            <li key={franchise.id}>
              <label className="flex min-h-[40px] items-center gap-3 rounded px-2 text-slate-900 hover:bg-brand-50">
                <input
                  type="checkbox"
                  name="selectedFranchises"
                  value={franchise.id}
                  checked={ticked.includes(franchise.id)}
                  onChange={(event) => toggle(franchise.id, event.target.checked)}
                  className="h-5 w-5 flex-none accent-brand-700"
                />
                {franchise.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {listFromIndex && mounted && !index && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          Loading the franchises…
        </p>
      )}
      {listFromIndex && index?.length === 0 && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          We could not load the list of franchises just now: name the ones you are interested in in your message.
        </p>
      )}
      {finder && mounted && !listFromIndex && (
        <FranchiseFinderBox
          id={findId}
          finder={finder}
          typed={typed}
          onType={setTyped}
          matches={matches}
          indexLoaded={Boolean(index)}
          onFocus={() => void loadSearchIndex(finder.indexUrl)}
          onAdd={add}
        />
      )}
      {finder && (!listFromIndex || !mounted) && (
        <p className="mt-2 text-sm text-slate-700">
          Interested in others? Browse the{" "}
          <a href="/franchises" className="font-semibold text-brand-800 underline">
            franchise directory
          </a>{" "}
          and name them in your message.
        </p>
      )}
      <FieldError id={fieldId} error={error} />
      {renderAfter?.(shown.filter((option) => ticked.includes(option.id)).map((option) => option.name))}
    </fieldset>
  );
}
