/**
 * The franchise search index (/franchises/search-index.json), fetched at most once per page and used by the
 * enquiry form's franchise picker, so no page carries every long description in its HTML.
 */
import { atom } from "nanostores";
import type { SearchIndexEntry } from "@/lib/directory/franchise-view";

/** The index once loaded; an empty list if it could not be fetched (search then works without descriptions). */
export const $searchIndex = atom<SearchIndexEntry[] | null>(null);

let loading: Promise<void> | undefined;

/** Fetches the index into `$searchIndex` unless it is already loaded or on its way. */
export function loadSearchIndex(url: string, fetcher: typeof fetch = fetch): Promise<void> {
  loading ??= fetcher(url)
    .then((response) => (response.ok ? (response.json() as Promise<SearchIndexEntry[]>) : []))
    .catch(() => [])
    .then((entries) => $searchIndex.set(entries));
  return loading;
}

/** Forgets the index (tests only). */
export function resetSearchIndex(): void {
  loading = undefined;
  $searchIndex.set(null);
}
