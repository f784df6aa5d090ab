/**
 * The directory's selects (category, investment, location and the terms filters) are static HTML (their options never travel in the
 * island's props), so React does not control them: this listens to their changes and sets them when the filters
 * move another way (Back, a category's View link, Show all). A choice made with a pointer applies at once; one made
 * with the keyboard waits for Enter or the Search button, since browsers fire `change` on every arrow press through a
 * closed select and the results would move under the visitor at each step (WCAG 3.2.2 On Input).
 */
import { useEffect, useRef, type RefObject } from "react";
import type { FranchiseFilters } from "@/lib/directory/franchise-filters";
import { KEYED_ATTRIBUTE, SELECT_FILTERS, isBrowsingKey, isSelectFilter, withSelected } from "@/lib/directory/form";

export function useStaticSelects(
  formRef: RefObject<HTMLFormElement | null>,
  filters: FranchiseFilters,
  onChange: (next: FranchiseFilters) => void,
) {
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    const form = formRef.current;
    // Whether the last gesture on a select was a browsing key rather than a pointer; the page's inline listener
    // marked a select the keyboard browsed before hydration (KEYED_SELECT_SCRIPT).
    let browsing = !!form?.querySelector(`select[${KEYED_ATTRIBUTE}]`);
    const filterSelect = (target: EventTarget | null) =>
      target instanceof HTMLSelectElement && isSelectFilter(target.name) ? target : null;
    const onSelect = (event: Event) => {
      const select = filterSelect(event.target);
      if (select && isSelectFilter(select.name) && !browsing)
        latest.current.onChange(withSelected(latest.current.filters, select.name, select.value));
    };
    const onPointer = (event: Event) => {
      if (filterSelect(event.target)) browsing = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (!filterSelect(event.target)) return;
      if (isBrowsingKey(event.key)) browsing = true;
      else if (event.key === "Enter") {
        // Enter on a select does nothing by itself: here it applies what the keyboard chose, as Search does.
        event.preventDefault();
        browsing = false;
        form?.requestSubmit();
      }
    };
    form?.addEventListener("change", onSelect);
    form?.addEventListener("pointerdown", onPointer);
    form?.addEventListener("keydown", onKey);
    return () => {
      form?.removeEventListener("change", onSelect);
      form?.removeEventListener("pointerdown", onPointer);
      form?.removeEventListener("keydown", onKey);
    };
  }, [formRef]);
  const hydrated = useRef(false);
  useEffect(() => {
    // On hydration a select the keyboard browsed keeps the option it reached, for Enter or Search to apply.
    const first = !hydrated.current;
    hydrated.current = true;
    for (const name of SELECT_FILTERS) {
      const select = formRef.current?.elements.namedItem(name);
      if (!(select instanceof HTMLSelectElement) || (first && select.hasAttribute(KEYED_ATTRIBUTE))) continue;
      if (select.value !== (filters[name] ?? "")) select.value = filters[name] ?? "";
    }
  }, [
    formRef,
    filters.category,
    filters.investment,
    filters.location,
    filters.royalty,
    filters.territory,
    filters.allIn,
  ]);
}
