/** Pure helpers over the location hierarchy (region → county → city); no Astro imports, so tests call them directly. */

export type LocationType = "city" | "county" | "region";

/** Display names of the location types, for badges (pure, so islands can import it). */
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = { city: "City", county: "County", region: "Nation" };

export interface LocationNode {
  slug: string;
  name: string;
  type: LocationType;
  parent?: string;
}

/** The chain of ancestors from the immediate parent up to the region. */
export function ancestorsOf<T extends LocationNode>(slug: string, all: readonly T[]): T[] {
  return ancestorChain(slug, bySlugOf(all));
}

const bySlugOf = <T extends LocationNode>(all: readonly T[]) =>
  new Map(all.map((location) => [location.slug, location]));

/** ancestorsOf over a lookup built once, for callers that walk up from many locations. */
function ancestorChain<T extends LocationNode>(slug: string, bySlug: ReadonlyMap<string, T>): T[] {
  const chain: T[] = [];
  let current = bySlug.get(slug)?.parent;
  while (current && !chain.some((location) => location.slug === current)) {
    const parent = bySlug.get(current);
    if (!parent) break;
    chain.push(parent);
    current = parent.parent;
  }
  return chain;
}

/** Direct children of a location, sorted by name. */
export function childrenOf<T extends LocationNode>(slug: string, all: readonly T[]): T[] {
  return all.filter((location) => location.parent === slug).sort((a, b) => a.name.localeCompare(b.name));
}

/** Slugs of the cities a location covers: itself for a city, every city below it otherwise. */
export function citySlugsWithin(slug: string, all: readonly LocationNode[]): Set<string> {
  const self = all.find((location) => location.slug === slug);
  if (!self) return new Set();
  if (self.type === "city") return new Set([slug]);
  const bySlug = bySlugOf(all);
  return new Set(
    all
      .filter((location) => location.type === "city")
      .filter((city) => ancestorChain(city.slug, bySlug).some((ancestor) => ancestor.slug === slug))
      .map((city) => city.slug),
  );
}

/** The region (nation) a location belongs to, or itself when it is one. */
export function nationOf<T extends LocationNode>(slug: string, all: readonly T[]): T | undefined {
  const self = all.find((location) => location.slug === slug);
  if (self?.type === "region") return self;
  return ancestorsOf(slug, all).find((location) => location.type === "region");
}

/** Items whose territory list touches the given cities, keeping their order. */
export function inCities<T extends { territories: readonly { slug: string }[] }>(
  items: readonly T[],
  citySlugs: ReadonlySet<string>,
): T[] {
  return items.filter((item) => item.territories.some((territory) => citySlugs.has(territory.slug)));
}
