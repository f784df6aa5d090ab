/**
 * The blog list's search box and category chips. Live before hydration (focusing or tapping them wakes the island,
 * which then applies what the visitor did); hidden when scripting is off, where they could do nothing.
 */
import type { RefObject } from "react";
import { ALL_CATEGORIES, type BlogFilters } from "@/lib/blog/list";

interface Props extends BlogFilters {
  categories: { key: string; name: string }[];
  searchRef: RefObject<HTMLInputElement | null>;
  onChange: (change: Partial<BlogFilters>) => void;
}

const chipBase = "min-h-[40px] rounded-full border px-2.5 py-1.5 text-sm font-semibold transition-colors sm:px-4";
const chipOn = "border-brand-700 bg-brand-700 text-white";
const chipOff = "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800";

export function BlogFilterControls({ search, category, categories, searchRef, onChange }: Props) {
  const chips = [{ key: ALL_CATEGORIES, name: "All" }, ...categories];
  return (
    <div
      role="search"
      aria-label="Articles"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 noscript:hidden"
    >
      <fieldset className="space-y-4">
        <legend className="sr-only">Search and filter articles</legend>
        <div>
          <label htmlFor="blog-search" className="block text-sm font-semibold text-slate-900">
            Search articles
          </label>
          <input
            ref={searchRef}
            id="blog-search"
            type="search"
            name="q"
            value={search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder="Search by title or summary"
            autoComplete="off"
            className="mt-1.5 block min-h-[44px] w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600"
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              aria-pressed={category === chip.key}
              onClick={() => onChange({ category: chip.key })}
              className={`${chipBase} ${category === chip.key ? chipOn : chipOff}`}
            >
              {chip.name}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
