/** The location directory's search (spec section 5: case-insensitive substring of the name), shared by the island and its tests. */
import { LOCATION_TYPE_LABELS, type LocationType } from "@/lib/locations/location-tree";

/** What the search island receives for each location: only the fields a result card shows. */
export interface LocationSearchEntry {
  slug: string;
  name: string;
  type: LocationType;
  /** A short excerpt of the description; the full text is on the location page. */
  description: string;
}

/** Longest excerpt sent to the island, in characters, so its payload stays small on a phone. */
export const SEARCH_EXCERPT_LENGTH = 150;

const TYPE_ORDER: Record<LocationType, number> = { city: 0, county: 1, region: 2 };

/** Tailwind classes of the type badge, shared by the static pages and the island so both look alike. */
export const LOCATION_BADGE_CLASSES: Record<LocationType, string> = {
  city: "bg-brand-100 text-brand-900",
  county: "bg-accent-100 text-brand-950",
  region: "bg-emerald-100 text-emerald-900",
};

/** The badge text of a location type: City, County or Nation (the four nations are the "region" type). */
export function locationTypeLabel(type: LocationType): string {
  return LOCATION_TYPE_LABELS[type];
}

/** A blank or whitespace-only query means "no search": the directory shows its sections. */
export function isBlankQuery(query: string): boolean {
  return query.trim() === "";
}

/** The first sentences of a text cut at a word boundary to at most `maxLength` characters, with an ellipsis when cut. */
export function shortExcerpt(text: string, maxLength: number = SEARCH_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  // A space at index i means the first i characters end on a whole word, leaving room for the ellipsis.
  const lastSpace = clean.slice(0, maxLength).lastIndexOf(" ");
  const cut = lastSpace > 0 ? clean.slice(0, lastSpace) : clean.slice(0, maxLength - 1);
  const words = cut.replace(/[\s,;:.\-–]+$/, "");
  return `${words}…`;
}

/** Maps a location to the small search entry the island receives. */
export function toSearchEntry(location: {
  slug: string;
  name: string;
  type: LocationType;
  description: string;
}): LocationSearchEntry {
  return {
    slug: location.slug,
    name: location.name,
    type: location.type,
    description: shortExcerpt(location.description),
  };
}

/** Orders entries by name, then city before county before region (Cardiff the city before Cardiff the county). */
export function sortSearchEntries<T extends { name: string; type: LocationType }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.name.localeCompare(b.name, "en-GB") || TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
}

/** Entries whose name contains the query, ignoring case and surrounding spaces; keeps the given order. */
export function searchLocations<T extends { name: string }>(entries: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase("en-GB");
  if (needle === "") return [...entries];
  return entries.filter((entry) => entry.name.toLocaleLowerCase("en-GB").includes(needle));
}

/**
 * The sentence announced to screen readers and shown above the results; `noMatch` is the owner's line for no
 * results (locations.yaml, searchNoMatch).
 */
export function resultSummary(count: number, query: string, noMatch: string): string {
  if (count === 0) return noMatch;
  return `${count} ${count === 1 ? "location matches" : "locations match"} “${query.trim()}”.`;
}
