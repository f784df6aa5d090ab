/**
 * One place, one file: every location file under src/content/locations is a page at /locations/<slug>, so a place
 * added a second time (the same slug in another file, or a second city of the same name) would either replace the
 * first page without a word or show two places a visitor cannot tell apart. The build refuses both, naming the
 * other file; the browser editor refuses a slug that another place already has (keystatic.config.ts).
 */
import type { LocationType } from "../locations/location-tree";

/** How the messages name several places of a kind. */
const PLURAL: Record<LocationType, string> = { city: "cities", county: "counties", region: "nations" };

/** A location file as far as this check reads it: where it is (under src/content/locations) and what it names. */
export interface PlaceFile {
  file: string;
  slug: string;
  name: string;
  type: LocationType;
}

const listed = (files: string[]) => files.map((file) => `src/content/locations/${file}`).join(", ");

/** The file of the place that already has `slug`, other than `self` (a file under src/content/locations), if any. */
export function placeWithSlug(places: readonly PlaceFile[], slug: string, self?: string): PlaceFile | undefined {
  return places.find((place) => place.slug === slug && place.file !== self);
}

/** What the build says when `place` is in the files more than once: its slug or, for its kind, its name. */
export function samePlaceProblems(
  places: readonly PlaceFile[],
  place: { slug: string; name: string; type: LocationType },
): { path: "slug" | "name"; message: string }[] {
  const problems: { path: "slug" | "name"; message: string }[] = [];
  const sameSlug = places.filter((other) => other.slug === place.slug);
  if (sameSlug.length > 1)
    problems.push({
      path: "slug",
      message: `more than one place has the slug "${place.slug}" (${listed(sameSlug.map((other) => other.file))}): keep one file per place and edit it, rather than adding the place again`,
    });
  const sameName = places.filter(
    (other) => other.type === place.type && other.name.trim().toLowerCase() === place.name.trim().toLowerCase(),
  );
  if (sameName.length > 1)
    problems.push({
      path: "name",
      message: `${sameName.length} ${PLURAL[place.type]} are called "${place.name}" (${listed(sameName.map((other) => other.file))}): keep one, or name them so a visitor can tell them apart`,
    });
  return problems;
}
