/**
 * The rules of /compare: which franchises a query asks for, which of them exist, which rows differ, and
 * whether a franchise covers a chosen place. Pure, so the page and the tests share them.
 */
import { establishedLabel, formatGbpRange } from "@/lib/ui/format";

/** Most franchises shown side by side; more would not fit a phone or a printed page. */
export const MAX_COMPARED = 4;
/** Fewest franchises worth comparing. */
export const MIN_COMPARED = 2;
/** Slugs read from one query at most, so a hostile URL cannot make the page do unbounded work. */
const MAX_SLUGS_READ = 50;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * The slugs a query names, in order and without repeats: `f=a,b` and `f=a&f=b` (what a checkbox form sends)
 * both work; blanks and malformed values are dropped.
 */
export function parseCompareSlugs(params: URLSearchParams): string[] {
  const slugs = params
    .getAll("f")
    .flatMap((value) => value.split(","))
    .slice(0, MAX_SLUGS_READ)
    .map((value) => value.trim().toLowerCase())
    .filter((value) => SLUG.test(value));
  return [...new Set(slugs)];
}

export interface Comparison<T> {
  /** The franchises compared, at most MAX_COMPARED, in the order asked. */
  compared: T[];
  /** Known franchises asked for beyond the cap. */
  leftOut: T[];
  /** Requested slugs that name no franchise. */
  notFound: string[];
}

/** Splits requested slugs into the franchises to compare (first four known), the rest, and unknown slugs. */
export function resolveComparison<T extends { slug: string }>(
  slugs: readonly string[],
  catalogue: readonly T[],
): Comparison<T> {
  const bySlug = new Map(catalogue.map((item) => [item.slug, item]));
  const known = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  return {
    compared: known.slice(0, MAX_COMPARED),
    leftOut: known.slice(MAX_COMPARED),
    notFound: slugs.filter((slug) => !bySlug.has(slug)),
  };
}

/** The canonical link to a comparison: `/compare?f=a,b`. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length ? `/compare?f=${slugs.map(encodeURIComponent).join(",")}` : "/compare";
}

/** True when a territory list reaches into the given cities (a county or nation covers its cities). */
export function coversPlace(territorySlugs: readonly string[], citySlugs: ReadonlySet<string>): boolean {
  return territorySlugs.some((slug) => citySlugs.has(slug));
}

/** True when there are at least two values and all are the same. */
export function allEqual(values: readonly string[]): boolean {
  return values.length > 1 && values.every((value) => value === values[0]);
}

/** What a compared franchise needs to fill the table. */
export interface ComparableFranchise {
  slug: string;
  name: string;
  categoryName: string;
  investmentRange: { min: number; max: number };
  establishedYear?: number;
  outlets: string;
  territorySlugs: string[];
  features: string[];
  support: string[];
  brochureUrl?: string;
}

export type CompareRowKey =
  "category" | "investment" | "established" | "outlets" | "territories" | "coverage" | "features" | "support";

/** One row of facts: a text value per franchise (lists as several lines), and whether they are all equal. */
export interface CompareRow {
  key: CompareRowKey;
  label: string;
  values: string[][];
  same: boolean;
}

/** The rows of facts, in the order shown; a coverage row only when a place is chosen. */
export function compareRows(
  franchises: readonly ComparableFranchise[],
  place?: { name: string; citySlugs: ReadonlySet<string> },
): CompareRow[] {
  const row = (key: CompareRowKey, label: string, values: string[][], sameOrder = true): CompareRow => {
    // Features and support compare as sets: the same four items in another order are the same offer.
    const keys = values.map((lines) => (sameOrder ? lines : [...lines].sort()).join("\n"));
    return { key, label, values, same: allEqual(keys) };
  };
  const rows = [
    row(
      "category",
      "Category",
      franchises.map((f) => [f.categoryName]),
    ),
    row(
      "investment",
      "Investment",
      franchises.map((f) => [formatGbpRange(f.investmentRange)]),
    ),
    row(
      "established",
      "Established",
      franchises.map((f) => [establishedLabel(f.establishedYear)]),
    ),
    row(
      "outlets",
      "Outlets",
      franchises.map((f) => [f.outlets]),
    ),
    row(
      "territories",
      "Territories",
      franchises.map((f) => [territoryCount(f.territorySlugs.length)]),
    ),
  ];
  if (place) {
    rows.push(
      row(
        "coverage",
        `Covers ${place.name}`,
        franchises.map((f) => [coversPlace(f.territorySlugs, place.citySlugs) ? "Yes" : "No"]),
      ),
    );
  }
  rows.push(
    row(
      "features",
      "Key features",
      franchises.map((f) => f.features),
      false,
    ),
  );
  rows.push(
    row(
      "support",
      "Support",
      franchises.map((f) => f.support),
      false,
    ),
  );
  return rows;
}

function territoryCount(count: number): string {
  return `${count} ${count === 1 ? "territory" : "territories"}`;
}

/** Catalogue entries for the picker: a text and category match, the visitor's picks first, at most `limit`. */
export function pickerChoices<T extends { slug: string; name: string; categoryKey: string }>(
  catalogue: readonly T[],
  { q, category, picked }: { q: string; category: string; picked: readonly string[] },
  limit = 24,
): { choices: T[]; more: number } {
  const needle = q.trim().toLowerCase();
  const chosen = catalogue.filter((item) => picked.includes(item.slug));
  const matching = catalogue.filter(
    (item) =>
      !picked.includes(item.slug) &&
      (category === "" || item.categoryKey === category) &&
      (needle === "" || item.name.toLowerCase().includes(needle)),
  );
  const room = Math.max(0, limit - chosen.length);
  return { choices: [...chosen, ...matching.slice(0, room)], more: Math.max(0, matching.length - room) };
}
