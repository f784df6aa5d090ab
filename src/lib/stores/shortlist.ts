/**
 * The visitor's shortlist: franchise slugs saved on this device, persisted to localStorage (and kept in step
 * across tabs). Pages and islands only call the named actions below.
 */
import { persistentAtom } from "@nanostores/persistent";

/** Most franchises a shortlist holds: enough to weigh, few enough to compare and enquire about. */
export const SHORTLIST_MAX = 10;
/** The localStorage key; the franchise pages' count reads it too. */
export const SHORTLIST_STORAGE_KEY = "fa:shortlist";
/** Shown when a save is refused at the cap. */
export const SHORTLIST_FULL_MESSAGE = `Your shortlist is full: it holds up to ${SHORTLIST_MAX} franchises. Remove one to save another.`;

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Reads a stored shortlist defensively: bad JSON, non-slugs, repeats and overflow are dropped. */
export function decodeShortlist(stored: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    if (!Array.isArray(value)) return [];
    const slugs = value.filter((item): item is string => typeof item === "string" && SLUG.test(item));
    return [...new Set(slugs)].slice(0, SHORTLIST_MAX);
  } catch {
    return [];
  }
}

/** The saved slugs, oldest first. */
export const $shortlist = persistentAtom<string[]>(SHORTLIST_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: decodeShortlist,
});

/** What an action did, so the caller can say so. */
export type ShortlistOutcome = "saved" | "already-saved" | "full" | "invalid" | "removed" | "not-saved";

/** Saves a franchise unless it is already saved, the list is full, or the slug is malformed. */
export function saveToShortlist(slug: string): ShortlistOutcome {
  if (!SLUG.test(slug)) return "invalid";
  const current = $shortlist.get();
  if (current.includes(slug)) return "already-saved";
  if (current.length >= SHORTLIST_MAX) return "full";
  $shortlist.set([...current, slug]);
  return "saved";
}

/** Removes a franchise from the shortlist. */
export function removeFromShortlist(slug: string): ShortlistOutcome {
  const current = $shortlist.get();
  if (!current.includes(slug)) return "not-saved";
  $shortlist.set(current.filter((saved) => saved !== slug));
  return "removed";
}

/** Saves a franchise that is not saved, removes one that is. */
export function toggleShortlist(slug: string): ShortlistOutcome {
  return $shortlist.get().includes(slug) ? removeFromShortlist(slug) : saveToShortlist(slug);
}

/** Empties the shortlist. */
export function clearShortlist(): void {
  $shortlist.set([]);
}
