/**
 * What the directory should show, worked out from a build's content files with the same src/lib rules the site
 * uses, so browser tests never pin a count or an order of the catalogue.
 */
import { join } from "node:path";
import {
  contentDir,
  readFranchiseCategories,
  readFranchiseFiles,
  readLocationFiles,
} from "../../src/lib/content/content-readers";
import { EMPTY_FILTERS, filterDirectory, type FranchiseFilters } from "../../src/lib/directory/franchise-filters";
import { DIRECTORY_PAGE_SIZE, paginate } from "../../src/lib/directory/query";
import { citySlugsWithin } from "../../src/lib/locations/location-tree";

export const PROJECT_DIR = join(import.meta.dirname, "..", "..");

interface Entry {
  id: string;
  name: string;
  slug: string;
  categoryKey: string;
  description: string;
  investmentRange: { min: number; max: number };
  territorySlugs: string[];
  territoryNames: string[];
  franchisingInUkSince?: number;
  tradingFranchisees?: number;
  establishedYear?: number;
  shortDescription: string;
  features: string[];
  support: string[];
  numberOfOutlets: number | "TBA";
  brochureUrl?: string;
  offer?: string;
  metaTitle: string;
  metaDescription: string;
}

function loadContent(dir: string) {
  const content = contentDir(dir);
  const locations = readLocationFiles(join(content, "locations")).map(({ data }) => data);
  const names = new Map(locations.map((location) => [location.slug, location.name]));
  const entries: Entry[] = readFranchiseFiles(join(content, "franchises"))
    .map(({ data }) => ({
      id: data.id,
      name: data.name,
      slug: data.slug,
      categoryKey: data.category,
      description: data.description,
      investmentRange: data.investmentRange,
      territorySlugs: data.territories,
      territoryNames: data.territories.map((slug) => names.get(slug) ?? slug),
      franchisingInUkSince: data.franchisingInUkSince,
      tradingFranchisees: data.tradingFranchisees,
      establishedYear: data.establishedYear,
      shortDescription: data.shortDescription,
      features: data.features,
      support: data.support,
      numberOfOutlets: data.numberOfOutlets,
      brochureUrl: data.brochureUrl,
      offer: data.offer,
      metaTitle: data.metaTitle,
      metaDescription: data.metaDescription,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
  const categories = readFranchiseCategories(join(content, "franchise-categories.yaml"));
  return { entries, locations, categories };
}

const cache = new Map<string, ReturnType<typeof loadContent>>();

/** The content of the project (or project copy) at `dir`. */
export function contentOf(dir: string) {
  if (!cache.has(dir)) cache.set(dir, loadContent(dir));
  return cache.get(dir)!;
}

const plural = (count: number) => `${count} ${count === 1 ? "franchise" : "franchises"}`;

/** The names, page count, total and count line the directory should show for these filters and page. */
export function expectedDirectory(dir: string, filters: Partial<FranchiseFilters>, page = 1) {
  const { entries, locations } = contentOf(dir);
  const full = { ...EMPTY_FILTERS, ...filters };
  const cities = full.location ? citySlugsWithin(full.location, locations) : undefined;
  const { mode, results } = filterDirectory(entries, full, cities);
  const paged = paginate(results, page, DIRECTORY_PAGE_SIZE);
  const status =
    mode === "close"
      ? `${plural(paged.total)} close to your search`
      : paged.pageCount > 1
        ? `Showing ${paged.first}–${paged.last} of ${plural(paged.total)}`
        : paged.total === entries.length
          ? `Showing all ${plural(paged.total)}`
          : `Showing ${paged.total} of ${plural(entries.length)}`;
  return {
    mode,
    names: paged.items.map((entry) => entry.name),
    pageCount: paged.pageCount,
    total: paged.total,
    status,
  };
}

/**
 * The franchises this checkout's content holds, in catalogue order (by id), with the fields the logic tests'
 * frozen fixture has: browser tests pick the franchises they visit from here, so they hold whatever catalogue
 * the owner has put in src/content/franchises/.
 */
export function liveCatalogue() {
  return contentOf(PROJECT_DIR).entries.map(
    ({ slug, name, categoryKey, description, investmentRange, territoryNames }) => ({
      slug,
      name,
      categoryKey,
      description,
      investmentRange,
      territoryNames,
    }),
  );
}
