/**
 * The directory island's results: asks the on-demand results endpoint for the page of cards that a set of filters
 * selects (the island never holds the catalogue), and keeps only the answer to the newest request.
 */
import { useCallback, useRef, useState } from "react";
import { directorySearch } from "@/lib/directory/query";
import type { DirectoryView } from "@/lib/directory/view";
import type { FranchiseFilters } from "@/lib/directory/franchise-filters";

export function useDirectoryResults(resultsUrl: string) {
  // null: show the server's results; otherwise the last page of results fetched.
  const [view, setView] = useState<DirectoryView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (filters: FranchiseFilters) => {
      const request = ++latest.current;
      setBusy(true);
      try {
        const response = await fetch(`${resultsUrl}${directorySearch(filters)}`, {
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(String(response.status));
        const answer = (await response.json()) as DirectoryView;
        if (request !== latest.current) return; // a newer change is on its way
        setView(answer);
        setFailed(false);
      } catch {
        if (request === latest.current) setFailed(true);
      } finally {
        if (request === latest.current) setBusy(false);
      }
    },
    [resultsUrl],
  );

  /** Back to the server's results: any request still on its way is ignored. */
  const showServerResults = useCallback(() => {
    latest.current++;
    setView(null);
    setBusy(false);
  }, []);

  return { view, busy, failed, load, showServerResults };
}
