/**
 * Titles of location pages in search results and suggestions. Places may share a name (Cardiff the city and
 * Cardiff the county, Newport the city and the county borough): a title alone would then read the same twice, so
 * a shared name carries the kind of place, and every place gets a line saying where it is.
 */
import { LOCATION_TYPE_LABELS, type LocationType } from "../locations/location-tree";

export interface TitledPlace {
  slug: string;
  name: string;
  type: LocationType;
}

/** Each place's title by slug: its name, or "Name (City)" when another place has the same name. */
export function placeTitles(places: readonly TitledPlace[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const place of places) count.set(place.name, (count.get(place.name) ?? 0) + 1);
  return new Map(
    places.map((place) => [
      place.slug,
      (count.get(place.name) ?? 0) > 1 ? `${place.name} (${LOCATION_TYPE_LABELS[place.type]})` : place.name,
    ]),
  );
}

/** Where a place is, for the line under its title: "City in Cardiff, Wales"; a nation is just its kind. */
export function placeDetail(type: LocationType, ancestors: readonly { name: string }[]): string {
  const label = LOCATION_TYPE_LABELS[type];
  return ancestors.length ? `${label} in ${ancestors.map((ancestor) => ancestor.name).join(", ")}` : label;
}
