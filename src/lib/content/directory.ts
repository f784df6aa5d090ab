/** The directory's server side: entries, the known values a query is checked against, and one page of results. */
import { getFranchiseCategories, getFranchises } from "@/lib/content/franchises";
import { getLocations } from "@/lib/content/locations";
import { loadOnce } from "@/lib/content/load-once";
import { toDirectoryCard } from "@/lib/directory/franchise-view";
import { INVESTMENT_OPTIONS } from "@/lib/directory/franchise-filters";
import { formatGbp } from "@/lib/ui/format";
import { citySlugsWithin } from "@/lib/locations/location-tree";
import { parseDirectoryQuery, type DirectoryQuery } from "@/lib/directory/query";
import { buildDirectoryView, type DirectoryEntry, type DirectoryView } from "@/lib/directory/view";
import { isEmptyListing } from "@/lib/directory/listings";
import { termsFilterNames, termsFacets } from "@/lib/directory/terms-filters";
import { applyPostcodeFilter } from "@/lib/directory/postcode-filter";
import { getPostcodeAreas } from "@/lib/content/postcode-areas";
import { lookUpPostcode } from "@/lib/locations/postcode";

/** Every franchise as a directory entry, in catalogue order. */
export const getDirectoryEntries: () => Promise<DirectoryEntry[]> = loadOnce(async () =>
  (await getFranchises()).map((franchise) => ({
    ...toDirectoryCard(franchise),
    description: franchise.description,
    territorySlugs: franchise.territories.map((territory) => territory.slug),
    franchisingInUkSince: franchise.franchisingInUkSince,
    tradingFranchisees: franchise.tradingFranchisees,
    ...termsFacets(franchise.investmentRange, franchise.terms),
  })),
);

/** One option of the directory's location select. */
export interface LocationOption {
  slug: string;
  name: string;
  /** The optgroup: "Nations" or the nation a city is in. */
  group: string;
}

/**
 * The location select's options: the four nations, then every city that some franchise covers, by nation.
 * Counties stay out of the list to keep the page light, but `location=<county>` works (location pages link it);
 * `current` adds the selected place when it is not in the list.
 */
export async function getLocationOptions(current = ""): Promise<LocationOption[]> {
  const locations = await getLocations();
  const entries = await getDirectoryEntries();
  const options = coveredLocationOptions(locations, entries);
  const extra = locations.find((place) => place.slug === current);
  if (extra && !options.some((option) => option.slug === current))
    return [{ slug: extra.slug, name: extra.name, group: "Selected" }, ...options];
  return [...options];
}

// The nations and covered cities depend on the content alone, so they are worked out once per process (kept by the
// entries list, which is loaded once), not on every directory page rendered on demand: at 1,000 franchises they
// were a tenth of a search page's own work.
const locationOptionsCache = new WeakMap<readonly DirectoryEntry[], readonly LocationOption[]>();

function coveredLocationOptions(
  locations: Awaited<ReturnType<typeof getLocations>>,
  entries: readonly DirectoryEntry[],
): readonly LocationOption[] {
  const cached = locationOptionsCache.get(entries);
  if (cached) return cached;
  const covered = new Set(entries.flatMap((entry) => entry.territorySlugs));
  const nations = locations.filter((place) => place.type === "region");
  const options: LocationOption[] = nations.map(({ slug, name }) => ({ slug, name, group: "Nations" }));
  for (const nation of nations) {
    const within = citySlugsWithin(nation.slug, locations);
    for (const city of locations) {
      if (city.type === "city" && covered.has(city.slug) && within.has(city.slug))
        options.push({ slug: city.slug, name: city.name, group: nation.name });
    }
  }
  const frozen = Object.freeze(options.map((option) => Object.freeze(option)));
  locationOptionsCache.set(entries, frozen);
  return frozen;
}

/** Parses a URL query against the live categories and locations; a `postcode` stands in for the location. */
export async function parseLiveQuery(search: string | URLSearchParams): Promise<DirectoryQuery> {
  const categoryKeys = (await getFranchiseCategories()).map((category) => category.key);
  const locations = await getLocations();
  const areas = await getPostcodeAreas();
  const { params, note } = applyPostcodeFilter(
    new URLSearchParams(search),
    (input) => lookUpPostcode(input, areas, locations),
    locations,
  );
  const query = parseDirectoryQuery(params, {
    categoryKeys,
    locationSlugs: locations.map((location) => location.slug),
  });
  return note ? { ...query, notes: [note, ...query.notes] } : query;
}

/** One page of the directory for a parsed query, with category, location and investment names for the heading. */
export async function getDirectoryView(query: DirectoryQuery): Promise<DirectoryView> {
  const locations = await getLocations();
  const { category, location, investment } = query.filters;
  const names = {
    category: (await getFranchiseCategories()).find((candidate) => candidate.key === category)?.name,
    location: locations.find((candidate) => candidate.slug === location)?.name,
    investment: INVESTMENT_OPTIONS.find((option) => option.value === investment)?.label,
    budget: query.filters.budget ? formatGbp(query.filters.budget) : undefined,
    terms: termsFilterNames(query.filters),
  };
  const cities = location ? citySlugsWithin(location, locations) : undefined;
  return buildDirectoryView(await getDirectoryEntries(), query, names, cities);
}

/**
 * Category cards for the Franchise Categories section: key, name, description, how many franchises, and whether
 * its listing is empty (no View then: see src/lib/directory/listings.ts).
 */
export async function getCategoryCounts() {
  const entries = await getDirectoryEntries();
  const categories = await getFranchiseCategories();
  let counts = categoryCountsCache.get(entries);
  if (!counts) {
    counts = Object.freeze(
      categories.map(({ key, name, description }) =>
        Object.freeze({
          key,
          name,
          description,
          count: entries.filter((entry) => entry.categoryKey === key).length,
          empty: isEmptyListing({ category: key }, entries),
        }),
      ),
    );
    categoryCountsCache.set(entries, counts);
  }
  return counts;
}

// Once per process, like the location options above: they depend on the content alone.
const categoryCountsCache = new WeakMap<
  readonly DirectoryEntry[],
  readonly Readonly<{ key: string; name: string; description: string; count: number; empty: boolean }>[]
>();
