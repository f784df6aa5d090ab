/** Rules of the Franchise Enquiry's picker: when the whole catalogue fits as checkboxes, and type-to-find. */

/** A franchise the picker offers as a checkbox. */
export interface FranchiseOption {
  id: string;
  /** How a shortlist and $franchisePicks name the franchise. */
  slug: string;
  name: string;
}

/** Type-to-find for a catalogue too large to list: where the compact index is and how many franchises it has. */
export interface FranchiseFinder {
  indexUrl: string;
  total: number;
}

/** Up to this many franchises the picker is the specification's checkbox list; above it, type-to-find. */
export const PICKER_CHECKBOX_LIMIT = 20;
/** Type-to-find offers at most this many names at a time. */
export const PICKER_MATCH_LIMIT = 8;

/** Names whose words start with the typed text (case-insensitive), names starting with it first; none below 2 characters. */
export function findByName<T extends { id: string; name: string }>(
  entries: readonly T[],
  typed: string,
  exclude: ReadonlySet<string> = new Set(),
  limit = PICKER_MATCH_LIMIT,
): T[] {
  const needle = typed.trim().toLocaleLowerCase("en-GB");
  if (needle.length < 2) return [];
  const scored = entries
    .filter((entry) => !exclude.has(entry.id))
    .map((entry, order) => {
      const name = entry.name.toLocaleLowerCase("en-GB");
      const rank = name.startsWith(needle)
        ? 0
        : name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle))
          ? 1
          : name.includes(needle)
            ? 2
            : 3;
      return { entry, order, rank };
    })
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  return scored.slice(0, limit).map(({ entry }) => entry);
}
