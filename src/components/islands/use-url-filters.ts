/** Directory filters kept in the URL query: read on load and on Back/Forward, written on every change. */
import { useCallback, useEffect, useRef, useState } from "react";
import { EMPTY_FILTERS, filtersFromSearch, searchFromFilters, type FranchiseFilters } from "@/lib/franchise-filters";
import { listenForHeaderSearches } from "@/lib/stores/franchise-query";

/** "typing" changes of one burst share a history entry; every other change adds one, so Back undoes a step. */
export type FilterChange = "typing" | "step";

/** The filters, a setter that also writes the URL, and whether the island has read the URL yet. */
export function useUrlFilters(categoryKeys: readonly string[]) {
  // The first render must match the static HTML (all franchises), so the URL is read after hydration.
  const [filters, setFilters] = useState<FranchiseFilters>(EMPTY_FILTERS);
  const [ready, setReady] = useState(false);
  const typing = useRef(false);

  const update = useCallback((next: FranchiseFilters, change: FilterChange = "step") => {
    setFilters(next);
    const url = `${location.pathname}${searchFromFilters(next)}`;
    if (url !== `${location.pathname}${location.search}`) {
      if (change === "typing" && typing.current) history.replaceState(null, "", url);
      else history.pushState(null, "", url);
    }
    typing.current = change === "typing";
  }, []);

  useEffect(() => {
    const read = () => {
      typing.current = false;
      setFilters(filtersFromSearch(location.search, categoryKeys));
    };
    read();
    setReady(true);
    window.addEventListener("popstate", read);
    const stopListening = listenForHeaderSearches((q) => update({ ...EMPTY_FILTERS, q }));
    return () => {
      window.removeEventListener("popstate", read);
      stopListening();
    };
  }, [categoryKeys, update]);

  return { filters, update, ready };
}
