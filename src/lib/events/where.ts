/**
 * Which events a page elsewhere on the site points to: a location page's events in or near the place, a franchise
 * page's events that franchise takes part in (its discovery days first). Pure; callers pass upcoming events only.
 */
import { ancestorsOf, citySlugsWithin, type LocationNode } from "@/lib/locations/location-tree";
import type { EventKind } from "./vocabulary";

export interface Placed {
  /** The venue's location slug; none for an online-only event. */
  locationSlug?: string;
}

/**
 * Events held in a place or anywhere within it; for a city with none, those in its county (or council area),
 * so a page offers what is near. `near` says which it is.
 */
export function eventsInOrNear<T extends Placed>(
  events: readonly T[],
  placeSlug: string,
  locations: readonly LocationNode[],
): { events: T[]; near: boolean } {
  const within = (slug: string) => {
    const cities = citySlugsWithin(slug, locations);
    cities.add(slug);
    return events.filter((event) => event.locationSlug !== undefined && cities.has(event.locationSlug));
  };
  const here = within(placeSlug);
  if (here.length > 0) return { events: here, near: false };
  const place = locations.find((location) => location.slug === placeSlug);
  const county =
    place?.type === "city" ? ancestorsOf(placeSlug, locations).find((a) => a.type === "county") : undefined;
  return { events: county ? within(county.slug) : [], near: true };
}

/** Events a franchise takes part in, its discovery days first, each group in the order given. */
export function eventsForFranchise<T extends { franchiseSlugs: readonly string[]; kind: EventKind }>(
  events: readonly T[],
  franchiseSlug: string,
): T[] {
  const involved = events.filter((event) => event.franchiseSlugs.includes(franchiseSlug));
  return [
    ...involved.filter((event) => event.kind === "discovery-day"),
    ...involved.filter((event) => event.kind !== "discovery-day"),
  ];
}
