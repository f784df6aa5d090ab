/** Reads the postcode-area collection and answers postcode look-ups with the site's locations (server side). */
import { getCollection } from "astro:content";
import { loadOnce } from "@/lib/content/load-once";
import { getLocations, type Location } from "@/lib/content/locations";
import { lookUpPostcode, type PostcodeAreaData, type PostcodeLookup } from "@/lib/locations/postcode";

/** Every UK postcode area with the locations it reaches (src/content/postcode-areas.yaml). */
export const getPostcodeAreas: () => Promise<PostcodeAreaData[]> = loadOnce(async () =>
  (await getCollection("postcodeAreas")).map(({ data }) => ({
    area: data.id,
    postTown: data.postTown,
    locations: data.locations.map((ref) => ref.id),
    districts: data.districts.map((district) => ({
      codes: district.codes,
      locations: district.locations.map((ref) => ref.id),
    })),
  })),
);

/** Parses what a visitor typed and places it among the site's locations, or says why it cannot. */
export async function findPostcode(input: string): Promise<PostcodeLookup<Location>> {
  return lookUpPostcode(input, await getPostcodeAreas(), await getLocations());
}
