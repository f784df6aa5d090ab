/**
 * The directory's `postcode` parameter (/franchises/search?postcode=LS6 2AB): a postcode stands in for the
 * `location` filter, set to the place holding most of its district, with a note saying where that is. A location
 * chosen explicitly wins; a postcode that cannot be read leaves the list unfiltered and says why.
 */
import type { LocationNode } from "@/lib/locations/location-tree";
import { describePlace, directoryLocationOf, type PostcodeLookup } from "@/lib/locations/postcode";

/** The query with `location` set from `postcode` (a copy), and the note to show. */
export function applyPostcodeFilter<T extends LocationNode>(
  search: URLSearchParams,
  lookUp: (input: string) => PostcodeLookup<T>,
  all: readonly T[],
): { params: URLSearchParams; note?: string } {
  const params = new URLSearchParams(search);
  const postcode = (params.get("postcode") ?? "").trim();
  params.delete("postcode");
  if (!postcode || (params.get("location") ?? "").trim()) return { params };
  const lookup = lookUp(postcode);
  if (!lookup.ok) return { params, note: `${lookup.message} Franchises anywhere are shown.` };
  const location = directoryLocationOf(lookup.place);
  params.set("location", location.slug);
  return {
    params,
    note: `${lookup.place.postcode.text} is in ${describePlace(lookup.place, all)}, so franchises listing territories in ${location.name} are shown.`,
  };
}
