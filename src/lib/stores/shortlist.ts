/**
 * The visitor's shortlist in the browser: franchise slugs kept in a first-party cookie
 * (src/lib/decide/shortlist.ts), so the /shortlist page can be drawn by the server with no script. Pages and islands
 * only call the named actions below; the rules (cap, repeats, malformed slugs) are the same functions the server uses.
 */
import { atom, onMount } from "nanostores";
import {
  SHORTLIST_LEGACY_STORAGE_KEY,
  decodeLegacyShortlist,
  normaliseShortlist,
  readShortlistCookie,
  shortlistCookie,
  addToShortlist,
  removeFromShortlist as removeSlug,
  toggleInShortlist,
  type ShortlistOutcome,
} from "@/lib/decide/shortlist";

export { SHORTLIST_FULL_MESSAGE, SHORTLIST_MAX, type ShortlistOutcome } from "@/lib/decide/shortlist";

const inBrowser = () => typeof document !== "undefined";

function readCookie(): string[] {
  return inBrowser() ? readShortlistCookie(document.cookie) : [];
}

function writeCookie(slugs: readonly string[]): void {
  if (inBrowser()) document.cookie = shortlistCookie(slugs, { secure: location.protocol === "https:" });
}

/** A list saved before the cookie existed (localStorage) joins the cookie's once, and the old key goes. */
function migrateLegacyList(): void {
  try {
    const legacy = localStorage.getItem(SHORTLIST_LEGACY_STORAGE_KEY);
    if (legacy === null) return;
    writeCookie(normaliseShortlist([...readCookie(), ...decodeLegacyShortlist(legacy)]));
    localStorage.removeItem(SHORTLIST_LEGACY_STORAGE_KEY);
  } catch {
    // No storage (private mode, blocked): nothing to carry over.
  }
}

/** The saved slugs, oldest first. */
export const $shortlist = atom<string[]>(readCookie());

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** Reads the cookie again: another tab, or the /shortlist page, may have changed it. */
function refresh(): void {
  const stored = readCookie();
  if (!same(stored, $shortlist.get())) $shortlist.set(stored);
}

onMount($shortlist, () => {
  migrateLegacyList();
  refresh();
  // Cookies fire no storage event; a tab coming back into view (or out of the back-forward cache) re-reads.
  const onVisible = () => document.visibilityState === "visible" && refresh();
  if (!inBrowser()) return;
  document.addEventListener("visibilitychange", onVisible);
  addEventListener("pageshow", refresh);
  return () => {
    document.removeEventListener("visibilitychange", onVisible);
    removeEventListener("pageshow", refresh);
  };
});

function commit({ list, outcome }: { list: string[]; outcome: ShortlistOutcome }): ShortlistOutcome {
  if (outcome === "saved" || outcome === "removed") {
    writeCookie(list);
    $shortlist.set(list);
  }
  return outcome;
}

/** Saves a franchise unless it is already saved, the list is full, or the slug is malformed. */
export function saveToShortlist(slug: string): ShortlistOutcome {
  refresh();
  return commit(addToShortlist($shortlist.get(), slug));
}

/** Removes a franchise from the shortlist. */
export function removeFromShortlist(slug: string): ShortlistOutcome {
  refresh();
  return commit(removeSlug($shortlist.get(), slug));
}

/** Saves a franchise that is not saved, removes one that is. */
export function toggleShortlist(slug: string): ShortlistOutcome {
  refresh();
  return commit(toggleInShortlist($shortlist.get(), slug));
}

/** Empties the shortlist. */
export function clearShortlist(): void {
  writeCookie([]);
  $shortlist.set([]);
}
