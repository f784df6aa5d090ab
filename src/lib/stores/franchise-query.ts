/**
 * The header search and the franchise directory on the same page: when the directory island is listening,
 * a header search updates it in place (and the URL) instead of reloading /franchises. Islands only call these.
 */
import { atom } from "nanostores";

/** The latest header search handed to the directory; a new object each time, so repeating a query still fires. */
export const $headerSearch = atom<{ q: string } | null>(null);

/** True while a directory island on this page is ready to apply header searches. */
export const $directoryListening = atom(false);

/** Hands a header search to the directory island; false when there is none, so the form submits normally. */
export function submitHeaderSearch(q: string): boolean {
  if (!$directoryListening.get()) return false;
  $headerSearch.set({ q });
  return true;
}

/** Marks the directory as listening and calls `apply` for each header search; returns the function that stops it. */
export function listenForHeaderSearches(apply: (q: string) => void): () => void {
  $directoryListening.set(true);
  const stop = $headerSearch.listen((search) => {
    if (search) apply(search.q);
  });
  return () => {
    stop();
    $directoryListening.set(false);
  };
}
