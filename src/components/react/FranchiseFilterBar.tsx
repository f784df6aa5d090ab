/**
 * The directory's filters as one GET form to the on-demand results route: search, category, investment,
 * location and the terms filters (royalty basis, territory exclusivity, the total with working capital), a Search button and Clear Filters (a link, shown only when a filter is active), plus the budget from
 * /affordability when one is set (kept as a hidden field, shown with Change and Remove links). It works without
 * JavaScript; once the island runs, changes apply at once and the button stays for keyboard users.
 */
import type { ReactNode, Ref } from "react";
import { hasActiveFilters, type FranchiseFilters } from "@/lib/directory/franchise-filters";
import { RESULTS_PATH } from "@/lib/directory/query";
import type { SelectFilter } from "@/lib/directory/form";
import { directoryPageHref } from "@/lib/directory/view";
import { formatGbp } from "@/lib/ui/format";
import Icon from "./SvgIcon";

/** How a change was made: typing is debounced and shares a history entry; every other change is one step. */
export type FilterChange = "typing" | "step";

interface Props {
  filters: FranchiseFilters;
  /**
   * The category, investment and location selects, rendered by the page (DirectoryFilterSelect.astro) and passed
   * in as static HTML, so their options never travel in props; the island reads and sets them through the DOM.
   */
  selects?: Partial<Record<SelectFilter, ReactNode>>;
  onChange?: (next: FranchiseFilters, change: FilterChange) => void;
  onSubmit?: () => void;
  /** The form element, so the island can read what was typed or chosen before it hydrated. */
  formRef?: Ref<HTMLFormElement>;
}

/** The search box's and the selects' look (DirectoryFilterSelect.astro uses it too). */
export const FILTER_FIELD_CLASS =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";
const labelClass = "block text-sm font-semibold text-slate-800";
const SELECTS = [
  ["category", "Category"],
  ["investment", "Investment"],
  ["location", "Location"],
  ["royalty", "Royalty"],
  ["territory", "Territory"],
  ["allIn", "Total with working capital"],
] as const satisfies readonly (readonly [SelectFilter, string])[];

export default function FranchiseFilterBar({ filters, selects = {}, onChange, onSubmit, formRef }: Props) {
  const active = hasActiveFilters(filters);
  return (
    <form
      ref={formRef}
      method="get"
      action={RESULTS_PATH}
      role="search"
      aria-label="Filter franchises"
      onSubmit={(event) => {
        if (!onSubmit) return;
        event.preventDefault();
        onSubmit();
      }}
      // Two or three columns at most, so every select shows its longest option in full (tests/e2e/franchises.spec.ts)
      // and the buttons share the last row with a select rather than squeezing the controls.
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2 md:items-end lg:grid-cols-3"
    >
      <div className="md:col-span-2">
        <label htmlFor="directory-search" className={labelClass}>
          Search
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute left-3 top-1/2 mt-0.5 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="directory-search"
            name="q"
            type="search"
            maxLength={100}
            placeholder="e.g. coffee, care, Leeds"
            value={filters.q}
            onChange={(event) => onChange?.({ ...filters, q: event.target.value }, "typing")}
            className={`${FILTER_FIELD_CLASS} pl-10`}
          />
        </div>
      </div>
      {SELECTS.map(([name, label]) => (
        <div key={name}>
          <label htmlFor={`directory-${name}`} className={labelClass}>
            {label}
          </label>
          {selects[name]}
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          <Icon name="search" className="h-4 w-4" />
          Search
        </button>
        {active && (
          <a
            href="/franchises"
            onClick={(event) => {
              if (!onChange) return;
              event.preventDefault();
              onChange({ q: "", category: "", investment: "", location: "" }, "step");
            }}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Icon name="close" className="h-4 w-4" />
            Clear Filters
          </a>
        )}
      </div>
      {filters.budget ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 md:col-span-2 lg:col-span-3">
          <input type="hidden" name="budget" value={filters.budget} />
          <span>
            Within reach of <strong>{formatGbp(filters.budget)}</strong> of your own cash
          </span>
          <a href={`/affordability?cash=${filters.budget}`} className="font-semibold text-brand-800 underline">
            Change<span className="sr-only"> the budget</span>
          </a>
          <a
            href={directoryPageHref({ ...filters, budget: undefined }, 1)}
            onClick={(event) => {
              if (!onChange) return;
              event.preventDefault();
              onChange({ ...filters, budget: undefined }, "step");
            }}
            className="font-semibold text-brand-800 underline"
          >
            Remove<span className="sr-only"> the budget</span>
          </a>
        </p>
      ) : null}
    </form>
  );
}
