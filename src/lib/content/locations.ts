/** Reads the locations collection; every page and getStaticPaths uses these. */
import { getCollection, type CollectionEntry } from "astro:content";
import { ancestorsOf, childrenOf, nationOf, type LocationType } from "@/lib/locations/location-tree";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { loadOnce } from "@/lib/content/load-once";
import { expandSettings } from "@/lib/site/expand-settings";

export { LOCATION_TYPE_LABELS } from "@/lib/locations/location-tree";

export interface Location {
  slug: string;
  name: string;
  type: LocationType;
  parent?: string;
  population?: number;
  /** What the population figure covers when it is more than the city itself. */
  populationArea?: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

function toLocation(entry: CollectionEntry<"locations">): Location {
  const { parent, ...data } = entry.data;
  // A figure in the prose is a {fact:<id>} placeholder, so it follows src/content/uk-facts.yaml.
  const description = expandSettings(data.description, copySettings(), `src/content/locations: ${entry.id}`);
  return { ...data, description, slug: entry.id, parent: parent?.id };
}

/** Every location, sorted by name. */
export const getLocations: () => Promise<Location[]> = loadOnce(async () =>
  (await getCollection("locations")).map(toLocation).sort((a, b) => a.name.localeCompare(b.name)),
);

/** Locations of one type, sorted by name (cities by population, largest first). */
export async function getLocationsByType(type: LocationType): Promise<Location[]> {
  const matching = (await getLocations()).filter((location) => location.type === type);
  return type === "city" ? matching.sort((a, b) => (b.population ?? 0) - (a.population ?? 0)) : matching;
}

/** One location by slug, or undefined. */
export async function getLocationBySlug(slug: string): Promise<Location | undefined> {
  return (await getLocations()).find((location) => location.slug === slug);
}

/** A location's parent chain (county, then nation), nearest first. */
export async function getLocationAncestors(slug: string): Promise<Location[]> {
  return ancestorsOf(slug, await getLocations());
}

/** The places directly within a location. */
export async function getLocationChildren(slug: string): Promise<Location[]> {
  return childrenOf(slug, await getLocations());
}

/** The nation a location is in. */
export async function getLocationNation(slug: string): Promise<Location | undefined> {
  return nationOf(slug, await getLocations());
}
