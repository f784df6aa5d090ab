/** Pure shaping of location data for the directory and the location pages; no Astro imports, so tests call it directly. */
import { formatMillions } from "@/lib/ui/format";
import type { LocationNode, LocationType } from "@/lib/locations/location-tree";

/** The order the four nations are listed in across the site. */
export const NATION_ORDER: readonly string[] = ["england", "scotland", "wales", "northern-ireland"];

/** Regions in nation order (England, Scotland, Wales, Northern Ireland); any others follow by name. */
export function sortNations<T extends { slug: string; name: string }>(regions: readonly T[]): T[] {
  const rank = (slug: string) => {
    const index = NATION_ORDER.indexOf(slug);
    return index === -1 ? NATION_ORDER.length : index;
  };
  return [...regions].sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name, "en-GB"));
}

export interface NationGroup<N, T> {
  nation: N;
  members: T[];
}

/** Places grouped under their nation, nations in nation order, members sorted by name; empty nations are left out. */
export function groupByNation<N extends { slug: string; name: string }, T extends LocationNode>(
  nations: readonly N[],
  places: readonly T[],
  nationSlugOf: (place: T) => string | undefined,
): NationGroup<N, T>[] {
  return sortNations(nations)
    .map((nation) => ({
      nation,
      members: places
        .filter((place) => nationSlugOf(place) === nation.slug)
        .sort((a, b) => a.name.localeCompare(b.name, "en-GB")),
    }))
    .filter((group) => group.members.length > 0);
}

export interface FranchiseSelection<T> {
  /** "local" when some franchises have a territory in the place, otherwise the whole catalogue is "nationwide". */
  scope: "local" | "nationwide";
  items: T[];
}

/** The franchises to show on a location page: the local ones, or the whole catalogue when none are local. */
export function localOrNationwide<T>(local: readonly T[], catalogue: readonly T[]): FranchiseSelection<T> {
  return local.length > 0 ? { scope: "local", items: [...local] } : { scope: "nationwide", items: [...catalogue] };
}

/** The heading over a location's children: the cities in a county, the counties in a region. */
export function childrenHeading(type: LocationType, name: string): string | undefined {
  if (type === "county") return `Cities in ${name}`;
  if (type === "region") return `Counties in ${name}`;
  return undefined;
}

/** Population in millions to one decimal; a city too small to show as 0.1 million reads "under 0.1 million", not "0.0". */
export function populationLabel(population: number): string {
  const label = formatMillions(population);
  return label === formatMillions(0) ? `under ${formatMillions(100_000)}` : label;
}

/** Other cities to suggest from a city page: the rest of its nation, by name. */
export function siblingCities<T extends LocationNode>(
  city: T,
  cities: readonly T[],
  nationSlugOf: (place: T) => string | undefined,
): T[] {
  const nation = nationSlugOf(city);
  return cities
    .filter((other) => other.slug !== city.slug && nation !== undefined && nationSlugOf(other) === nation)
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}
