/** Reads the franchise and franchise-category collections into one normalised shape used by every page. */
import { getCollection, type CollectionEntry } from "astro:content";
import { citySlugsWithin, inCities } from "@/lib/locations/location-tree";
import { getLocations } from "@/lib/content/locations";
import type { Franchise, FranchiseCategory } from "@/lib/directory/types";
import { loadOnce } from "@/lib/content/load-once";
import { expandFranchiseFigures } from "@/lib/directory/franchise-figures";

/** The franchise categories in the order of franchise-categories.yaml. */
export const getFranchiseCategories: () => Promise<FranchiseCategory[]> = loadOnce(async () =>
  (await getCollection("franchiseCategories")).map((entry) => ({
    key: entry.id,
    name: entry.data.name,
    description: entry.data.description,
  })),
);

async function toFranchise(entry: CollectionEntry<"franchises">): Promise<Franchise> {
  const categories = await getFranchiseCategories();
  const locations = await getLocations();
  const { category, territories, ...data } = entry.data;
  const resolvedCategory = categories.find((candidate) => candidate.key === category.id);
  if (!resolvedCategory) throw new Error(`franchises/${entry.id}: unknown category "${category.id}"`);
  return {
    // "{minInvestment}" in the title, description and features becomes the range's figure.
    ...expandFranchiseFigures(data),
    slug: entry.id,
    category: resolvedCategory,
    territories: territories.map(({ id }) => {
      const location = locations.find((candidate) => candidate.slug === id);
      if (!location) throw new Error(`franchises/${entry.id}: territory "${id}" is not a location`);
      return { slug: id, name: location.name };
    }),
  };
}

/** Every franchise in catalogue order. */
export const getFranchises: () => Promise<Franchise[]> = loadOnce(async () =>
  (await Promise.all((await getCollection("franchises")).map(toFranchise))).sort((a, b) => Number(a.id) - Number(b.id)),
);

/** One franchise by slug, or undefined. */
export async function getFranchiseBySlug(slug: string): Promise<Franchise | undefined> {
  return (await getFranchises()).find((franchise) => franchise.slug === slug);
}

/** Franchises with a territory in a city, or in any city within a county or region. */
export async function getFranchisesInLocation(slug: string): Promise<Franchise[]> {
  return inCities(await getFranchises(), citySlugsWithin(slug, await getLocations()));
}

/** A franchise as /match ranks it: its category's key and name beside it. */
export type MatchCandidateFranchise = Franchise & { categoryKey: string; categoryName: string };

/** Every franchise as /match ranks them, in catalogue order: copied once per process, not on every answer. */
export const getMatchCandidates: () => Promise<readonly MatchCandidateFranchise[]> = loadOnce(async () =>
  (await getFranchises()).map((franchise) => ({
    ...franchise,
    categoryKey: franchise.category.key,
    categoryName: franchise.category.name,
  })),
);
