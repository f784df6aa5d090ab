/** The directory's search box, category and investment selects, and Clear Filters (shown only when active). */
import {
  INVESTMENT_LEVELS,
  hasActiveFilters,
  type FranchiseFilters,
  type InvestmentLevel,
} from "@/lib/franchise-filters";
import type { FilterChange } from "./use-url-filters";
import Icon from "./SvgIcon";

interface Props {
  filters: FranchiseFilters;
  categories: readonly { key: string; name: string }[];
  /** True until the island has hydrated: without JavaScript the controls could not filter anything. */
  disabled: boolean;
  onChange: (next: FranchiseFilters, change?: FilterChange) => void;
  onClear: () => void;
}

const fieldClass =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100";
const labelClass = "block text-sm font-semibold text-slate-800";

export default function FranchiseFilterBar({ filters, categories, disabled, onChange, onClear }: Props) {
  const active = hasActiveFilters(filters);
  return (
    <div
      role="search"
      aria-label="Filter franchises"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <fieldset
        disabled={disabled}
        className={`grid gap-4 md:items-end ${active ? "md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]" : "md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"}`}
      >
        <legend className="sr-only">Filter franchises</legend>
        <div>
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
              type="search"
              placeholder="e.g. coffee, care or Leeds"
              value={filters.q}
              onChange={(event) => onChange({ ...filters, q: event.target.value }, "typing")}
              className={`${fieldClass} pl-10`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="directory-category" className={labelClass}>
            Category
          </label>
          <select
            id="directory-category"
            value={filters.category}
            onChange={(event) => onChange({ ...filters, category: event.target.value })}
            className={fieldClass}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="directory-investment" className={labelClass}>
            Investment
          </label>
          <select
            id="directory-investment"
            value={filters.investment}
            onChange={(event) => onChange({ ...filters, investment: event.target.value as InvestmentLevel | "" })}
            className={fieldClass}
          >
            <option value="">Any investment</option>
            {INVESTMENT_LEVELS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </select>
        </div>
        {active && (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 md:col-span-3 md:justify-self-start lg:col-span-1"
          >
            <Icon name="close" className="h-4 w-4" />
            Clear Filters
          </button>
        )}
      </fieldset>
    </div>
  );
}
