/**
 * The directory's category, investment and location selects are static HTML (their options never travel in the
 * island's props), so React does not control them: this listens to their changes and sets them when the filters
 * move another way (Back, a category's View link, Show all).
 */
import { useEffect, useRef, type RefObject } from "react";
import type { FranchiseFilters } from "@/lib/directory/franchise-filters";
import { SELECT_FILTERS, isSelectFilter, withSelected } from "@/lib/directory/form";

export function useStaticSelects(
  formRef: RefObject<HTMLFormElement | null>,
  filters: FranchiseFilters,
  onChange: (next: FranchiseFilters) => void,
) {
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    const form = formRef.current;
    const onSelect = (event: Event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && isSelectFilter(select.name))
        latest.current.onChange(withSelected(latest.current.filters, select.name, select.value));
    };
    form?.addEventListener("change", onSelect);
    return () => form?.removeEventListener("change", onSelect);
  }, [formRef]);
  useEffect(() => {
    for (const name of SELECT_FILTERS) {
      const select = formRef.current?.elements.namedItem(name);
      if (select instanceof HTMLSelectElement && select.value !== (filters[name] ?? ""))
        select.value = filters[name] ?? "";
    }
  }, [formRef, filters.category, filters.investment, filters.location]);
}
