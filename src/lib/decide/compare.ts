/**
 * The rules of /compare: which franchises a query asks for, which of them exist, which rows differ, and
 * whether a franchise covers a chosen place. Pure, so the page and the tests share them.
 */
import { formatGbp, formatGbpRange } from "@/lib/ui/format";
import { feeExample } from "@/lib/terms/fees";
import { keyTermRows, type TermRowKey, type TermsRecord } from "@/lib/terms/term-rows";
import { NOT_DISCLOSED } from "@/lib/terms/terms-schema";

/** Most franchises shown side by side; more would not fit a phone or a printed page. */
export const MAX_COMPARED = 4;
/** Fewest franchises worth comparing; one is shown on its own only for its fees at a turnover (`turnover=`). */
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

/** What a compared franchise needs to fill the table; its terms and network record give the terms rows. */
export interface ComparableFranchise extends TermsRecord {
  slug: string;
  name: string;
  categoryName: string;
  investmentRange: { min: number; max: number };
  outlets: string;
  territorySlugs: string[];
  features: string[];
  support: string[];
  brochureUrl?: string;
}

export type CompareRowKey =
  | "category"
  | "investment"
  | TermRowKey
  | "feesAtTurnover"
  | "outlets"
  | "territories"
  | "coverage"
  | "features"
  | "support";

/** One row of facts: a text value per franchise (lists as several lines), and whether they are all equal. */
export interface CompareRow {
  key: CompareRowKey;
  label: string;
  values: string[][];
  same: boolean;
}

/** The management service fee and levy a year at one turnover, for a compare cell. */
function feesAtTurnover(franchise: ComparableFranchise, turnover: number): string[] {
  const example = feeExample(franchise.terms, turnover);
  const money = (amount: number | undefined) => (amount === undefined ? NOT_DISCLOSED : formatGbp(amount));
  const known = [example.managementServiceFee, example.marketingLevy].filter((fee) => fee !== undefined).length;
  const total =
    known === 0
      ? `Together: ${NOT_DISCLOSED}`
      : `${known === 1 ? "At least " : ""}${formatGbp(example.ongoingPerYear)} a year`;
  return [
    `Management service fee: ${money(example.managementServiceFee)}`,
    `Marketing levy: ${money(example.marketingLevy)}`,
    total,
  ];
}

/**
 * The rows of facts, in the order shown: the Key terms rows (years franchising in the UK, not a founding year,
 * which says nothing of the franchise), the fees at `turnover`, then the rest; coverage only when a place is chosen.
 */
export function compareRows(
  franchises: readonly ComparableFranchise[],
  place?: { name: string; citySlugs: ReadonlySet<string> },
  turnover?: number,
  now: Date = new Date(),
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
    ...termRows(franchises, now, row),
    ...(turnover === undefined
      ? []
      : [
          row(
            "feesAtTurnover",
            `Fees at ${formatGbp(turnover)} turnover a year`,
            franchises.map((f) => feesAtTurnover(f, turnover)),
          ),
        ]),
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

/** The Key terms rows across the franchises, one row per term, in the franchise page's order. */
function termRows(
  franchises: readonly ComparableFranchise[],
  now: Date,
  row: (key: CompareRowKey, label: string, values: string[][]) => CompareRow,
): CompareRow[] {
  const each = franchises.map((franchise) => keyTermRows(franchise, now));
  return (each[0] ?? []).map((first, index) =>
    row(
      first.key,
      first.label,
      each.map((rows) => [rows[index]!.value === NOT_DISCLOSED ? "Not disclosed" : rows[index]!.value]),
    ),
  );
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
