/**
 * Turns a franchise into the small plain objects the islands receive: only the fields they show or search,
 * never whole entries.
 */
import type { Franchise } from "@/lib/directory/types";
import { establishedLabel, type InvestmentRange } from "@/lib/ui/format";

/** How many features and territories a card lists before a "+N more" badge (spec section 9). */
export const CARD_PREVIEW_COUNT = 2;

/** The first `count` items and how many more there are. */
export function preview<T>(list: readonly T[], count = CARD_PREVIEW_COUNT): { shown: T[]; more: number } {
  return { shown: list.slice(0, count), more: Math.max(0, list.length - count) };
}

/**
 * A directory card: what the card shows plus the short fields the filters search. The long description is
 * searched too, but comes from the search index on demand rather than from every page's HTML.
 */
export interface DirectoryCard {
  slug: string;
  name: string;
  categoryKey: string;
  categoryName: string;
  shortDescription: string;
  investmentRange: InvestmentRange;
  established: string;
  outlets: string;
  features: { shown: string[]; more: number };
  territories: { shown: string[]; more: number };
  territoryNames: string[];
}

/** Maps a franchise to its directory card. */
export function toDirectoryCard(franchise: Franchise): DirectoryCard {
  const territoryNames = franchise.territories.map((territory) => territory.name);
  return {
    slug: franchise.slug,
    name: franchise.name,
    categoryKey: franchise.category.key,
    categoryName: franchise.category.name,
    shortDescription: franchise.shortDescription,
    investmentRange: { ...franchise.investmentRange },
    established: establishedLabel(franchise.establishedYear),
    outlets: String(franchise.numberOfOutlets),
    features: preview(franchise.features),
    territories: preview(territoryNames),
    territoryNames,
  };
}

/**
 * One entry of the compact franchise index (the enquiry form's picker): the short searched fields plus
 * what the picker shows and the id a lead names. No long description: at 1,000 franchises descriptions
 * would be 360 KB gzip; the picker finds franchises by name, category and towns.
 */
export interface SearchIndexEntry {
  id: string;
  slug: string;
  name: string;
  categoryKey: string;
  categoryName: string;
  territoryNames: string[];
}

/** Maps a franchise to its entry in the compact index. */
export function toSearchIndexEntry(franchise: Franchise): SearchIndexEntry {
  return {
    id: franchise.id,
    slug: franchise.slug,
    name: franchise.name,
    categoryKey: franchise.category.key,
    categoryName: franchise.category.name,
    territoryNames: franchise.territories.map((territory) => territory.name),
  };
}
