/**
 * UK postcodes: read what a visitor typed, place it among the site's locations, and say what a franchise's
 * territory list means for it. Pure and browser-safe: the area data (src/content/postcode-areas.yaml) and the
 * location tree are passed in, so pages, /match and tests share one rule.
 *
 * Precision: the data maps postcode areas and districts (the outward code, "LS6") to places; the second half
 * ("2AB") is checked for form but adds nothing, since districts do not follow council boundaries. A franchise's
 * territory list says where it has named territories, never whether one is still free: every answer carries
 * the territory caveat (src/content/pages/franchises.yaml, `territoryCaveat`).
 */
import { ancestorsOf, type LocationNode } from "@/lib/locations/location-tree";

/** One postcode area as the content collection holds it (slugs, not resolved locations). */
export interface PostcodeAreaData {
  /** The area's letters, e.g. "LS". */
  area: string;
  /** The post town the area is named after, e.g. "Leeds". */
  postTown: string;
  /** Every place the area reaches; the answer for districts not listed below. */
  locations: readonly string[];
  /** Districts that fall in fewer places than the whole area, e.g. LS1-LS20 → Leeds. */
  districts: readonly { codes: readonly string[]; locations: readonly string[] }[];
}

/** A postcode as read: the outward code always, the inward code when a full postcode was typed. */
export interface Postcode {
  /** Area letters, e.g. "LS". */
  area: string;
  /** Outward code (area and district), e.g. "LS6" or "EC1A". */
  outward: string;
  /** Inward code, e.g. "2AB", when the whole postcode was typed. */
  inward?: string;
  /** The postcode written the standard way: "LS6 2AB" or "LS6". */
  text: string;
}

/** Why a postcode was refused; `message` says it in plain words for the form. */
export type PostcodeProblem =
  "empty" | "area-only" | "not-a-postcode" | "outside-uk" | "crown-dependency" | "non-geographic" | "unknown-area";

export type PostcodeParse = { ok: true; postcode: Postcode } | { ok: false; problem: PostcodeProblem; message: string };

/** Where a postcode falls among the site's locations. */
export interface PostcodePlace<T extends LocationNode = LocationNode> {
  postcode: Postcode;
  postTown: string;
  /** The places the postcode may be in, the likeliest first; more than one when its district crosses a boundary. */
  locations: T[];
  /** The nation(s) of those places. */
  nations: T[];
  /** True when the district itself is mapped; false when only the whole area's places are known. */
  byDistrict: boolean;
}

export type PostcodeLookup<T extends LocationNode = LocationNode> =
  { ok: true; place: PostcodePlace<T> } | { ok: false; problem: PostcodeProblem; message: string };

/** The on-demand page answering "Is my area available?" (src/pages/area-check.astro). */
export const AREA_CHECK_PATH = "/area-check";

/** Longest input read; anything longer is not a postcode. */
export const POSTCODE_MAX_LENGTH = 16;

const EXAMPLE = "for example LS6 2AB, or just the first half, LS6";

/** Crown dependencies have postcodes but are not in the UK, so no UK territory covers them. */
const CROWN_DEPENDENCIES: Record<string, string> = { GY: "Guernsey", JE: "Jersey", IM: "the Isle of Man" };

// Outward code: one or two letters, a digit, then an optional digit or letter (A9, A99, A9A, AA9, AA99, AA9A).
const OUTWARD = /^([A-Z]{1,2})(\d[A-Z\d]?)$/;
// Inward code: a digit and two letters.
const INWARD = /^\d[A-Z]{2}$/;
const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** Reads a full postcode or outward code in any case and spacing; refuses anything else with a reason. */
export function parsePostcode(input: string): PostcodeParse {
  const trimmed = input.trim();
  if (!trimmed) return refuse("empty", `Enter a postcode, ${EXAMPLE}.`);
  if (trimmed.length > POSTCODE_MAX_LENGTH) return refuse("not-a-postcode", notAPostcode());
  const compact = trimmed.replace(/\s+/g, "").toUpperCase();
  const parts = trimmed.toUpperCase().split(/\s+/);
  const [first = "", second = ""] = parts;

  const special = specialCase(compact);
  if (special) return special;

  let outward: string;
  let inward: string | undefined;
  const full = FULL.exec(compact);
  if (parts.length === 2 && OUTWARD.test(first) && INWARD.test(second)) [outward, inward] = [first, second];
  // "LS6 2" or "LS6 2A": a sector or a half-typed inward code; only the outward code is used anyway.
  else if (parts.length === 2 && OUTWARD.test(first) && /^\d[A-Z]?$/.test(second)) outward = first;
  else if (full) [outward, inward] = [full[1]!, full[2]!];
  else if (OUTWARD.test(compact)) outward = compact;
  else if (/^[A-Z]{1,2}$/.test(compact))
    return refuse(
      "area-only",
      `Add the number after the letters, for example ${compact}1: “${compact}” alone covers too wide an area.`,
    );
  else return refuse(/^\d/.test(compact) ? "outside-uk" : "not-a-postcode", notAPostcode(compact));

  const area = OUTWARD.exec(outward)![1]!;
  const dependency = CROWN_DEPENDENCIES[area];
  if (dependency)
    return refuse(
      "crown-dependency",
      `${outward} is in ${dependency}, a Crown dependency rather than part of the UK, so it is outside the UK territories listed here. Ask the franchisor directly.`,
    );
  if (area === "BF" || area === "BX")
    return refuse(
      "non-geographic",
      `${outward} is a postcode for post, not a place: enter the postcode where you would trade.`,
    );
  return { ok: true, postcode: { area, outward, inward, text: inward ? `${outward} ${inward}` : outward } };
}

/** Places a parsed postcode among the site's locations, or undefined when its area is not in the data. */
export function placeOfPostcode<T extends LocationNode>(
  postcode: Postcode,
  areas: readonly PostcodeAreaData[],
  all: readonly T[],
): PostcodePlace<T> | undefined {
  const areaData = areas.find((candidate) => candidate.area === postcode.area);
  if (!areaData) return undefined;
  const number = districtNumber(postcode.outward);
  const district = areaData.districts.find((entry) => entry.codes.some((code) => codeIncludes(code, number)));
  const bySlug = new Map(all.map((location) => [location.slug, location]));
  const locations = (district?.locations ?? areaData.locations).flatMap((slug) => bySlug.get(slug) ?? []);
  const nations = unique(locations.flatMap((location) => nationOrSelf(location, all)));
  return { postcode, postTown: areaData.postTown, locations, nations, byDistrict: Boolean(district) };
}

/** Parses and places a postcode in one step: the call pages and /match make. */
export function lookUpPostcode<T extends LocationNode>(
  input: string,
  areas: readonly PostcodeAreaData[],
  all: readonly T[],
): PostcodeLookup<T> {
  const parsed = parsePostcode(input);
  if (!parsed.ok) return parsed;
  const place = placeOfPostcode(parsed.postcode, areas, all);
  if (place && place.locations.length) return { ok: true, place };
  return refuse(
    "unknown-area",
    `${parsed.postcode.area} is not a UK postcode area. Check the letters at the start, ${EXAMPLE}.`,
  );
}

/** The one location the directory filters by: the place holding most of the district (listed first). */
export function directoryLocationOf<T extends LocationNode>(place: PostcodePlace<T>): T {
  return place.locations[0]!;
}

/** "Leeds, West Yorkshire" or "West Yorkshire or North Yorkshire": the place(s) a postcode is in, for a sentence. */
export function describePlace<T extends LocationNode>(place: PostcodePlace<T>, all: readonly T[]): string {
  const names = place.locations.map((location) => {
    const county =
      location.type === "city" ? ancestorsOf(location.slug, all).find((a) => a.type === "county") : undefined;
    return county ? `${location.name}, ${county.name}` : location.name;
  });
  const nations = place.nations.map((nation) => nation.name).join(" and ");
  const where = names.length > 1 ? `${names.slice(0, -1).join("; ")} or ${names.at(-1)}` : names[0];
  return place.locations.every((location) => location.type === "region") ? where! : `${where} (${nations})`;
}

/**
 * How close a franchise's listed territories come to a postcode, best first:
 * - listed-here: a territory is the postcode's place or contains it (a county, or a whole nation);
 * - listed-within: the postcode's place is a county and a listed city lies in it (the postcode may be outside that city);
 * - listed-nearby: not in the postcode's city, but in the same county;
 * - listed-in-nation: elsewhere in the same nation;
 * - not-in-nation: nowhere in the postcode's nation (the hard limit /match applies).
 */
export type AvailabilityKind = "listed-here" | "listed-within" | "listed-nearby" | "listed-in-nation" | "not-in-nation";

export interface TerritoryAvailability<T extends LocationNode = LocationNode> {
  kind: AvailabilityKind;
  /** Listed territories that are, or contain, the postcode's place. */
  here: T[];
  /** Listed territories inside the postcode's place. */
  within: T[];
  /** Listed territories in the same county as the postcode's city. */
  nearby: T[];
  /** Listed territories elsewhere in the same nation. */
  inNation: T[];
}

/** Sorts a franchise's territory slugs by how close they come to a postcode's place. */
export function territoryAvailability<T extends LocationNode>(
  place: PostcodePlace<T>,
  territorySlugs: readonly string[],
  all: readonly T[],
): TerritoryAvailability<T> {
  const bySlug = new Map(all.map((location) => [location.slug, location]));
  const lineage = (slug: string) => new Set([slug, ...ancestorsOf(slug, all).map((ancestor) => ancestor.slug)]);
  const placeSlugs = place.locations.map((location) => location.slug);
  const placeLineages = placeSlugs.map(lineage);
  const counties = place.locations.flatMap((location) =>
    location.type === "city" ? ancestorsOf(location.slug, all).filter((a) => a.type === "county") : [],
  );
  const nationSlugs = new Set(place.nations.map((nation) => nation.slug));

  const result: TerritoryAvailability<T> = { kind: "not-in-nation", here: [], within: [], nearby: [], inNation: [] };
  for (const territory of unique(territorySlugs.flatMap((slug) => bySlug.get(slug) ?? []))) {
    const territoryLineage = lineage(territory.slug);
    if (placeLineages.some((chain) => chain.has(territory.slug))) result.here.push(territory);
    else if (placeSlugs.some((slug) => territoryLineage.has(slug))) result.within.push(territory);
    else if (counties.some((county) => territoryLineage.has(county.slug))) result.nearby.push(territory);
    else if ([...territoryLineage].some((slug) => nationSlugs.has(slug))) result.inNation.push(territory);
  }
  if (result.here.length) result.kind = "listed-here";
  else if (result.within.length) result.kind = "listed-within";
  else if (result.nearby.length) result.kind = "listed-nearby";
  else if (result.inNation.length) result.kind = "listed-in-nation";
  return result;
}

/** The answer in plain words: a headline, and a detail naming the territories when they are not the place itself. */
export function describeAvailability<T extends LocationNode>(
  franchiseName: string,
  place: PostcodePlace<T>,
  availability: TerritoryAvailability<T>,
): { headline: string; detail?: string } {
  const placeNames = listOf(
    place.locations.map((location) => location.name),
    "or",
  );
  const { postcode } = place;
  switch (availability.kind) {
    case "listed-here": {
      const widest = availability.here.find((territory) => territory.type !== "city");
      return widest
        ? { headline: `${franchiseName} lists the whole of ${widest.name} as a territory.` }
        : {
            headline: `${franchiseName} lists a territory in ${listOf(
              availability.here.map((t) => t.name),
              "and",
            )}.`,
          };
    }
    case "listed-within":
      return {
        headline: `${franchiseName} lists a territory in ${placeNames}: ${listOf(
          availability.within.map((t) => t.name),
          "and",
        )}.`,
        detail: `Whether ${postcode.text} falls inside it is for the franchisor to say.`,
      };
    case "listed-nearby":
      return {
        headline: `${franchiseName} lists no territory in ${placeNames}, but lists one nearby.`,
        detail: `Nearby: ${listOf(
          availability.nearby.map((t) => t.name),
          "and",
        )}, in the same county.`,
      };
    case "listed-in-nation":
      return {
        headline: `${franchiseName} lists no territory in ${placeNames}.`,
        detail: `Elsewhere in ${listOf(
          place.nations.map((n) => n.name),
          "and",
        )}: ${listOf(
          availability.inNation.map((t) => t.name),
          "and",
        )}.`,
      };
    case "not-in-nation":
      return {
        headline: `${franchiseName} lists no territory in ${listOf(
          place.nations.map((n) => n.name),
          "or",
        )}.`,
      };
  }
}

function refuse(problem: PostcodeProblem, message: string): { ok: false; problem: PostcodeProblem; message: string } {
  return { ok: false, problem, message };
}

function notAPostcode(compact?: string): string {
  if (compact && /^\d/.test(compact))
    return `UK postcodes start with letters, so this looks like a postcode from outside the UK. Enter a UK postcode, ${EXAMPLE}.`;
  return `That is not a UK postcode we can read. Type it as it appears on a letter, ${EXAMPLE}.`;
}

/** Postcodes with a UK form that do not belong to a UK place. */
function specialCase(compact: string): PostcodeParse | undefined {
  if (compact === "GIR0AA" || compact.startsWith("BFPO"))
    return refuse(
      "non-geographic",
      "That postcode is for post, not a place: enter the postcode where you would trade.",
    );
  // An Irish Eircode (D02 X285): routing key, then four characters; no UK postcode has this shape.
  if (/^[ACDEFHKNPRTVWXY]\d[\dW][\dACDEFHKNPRTVWXY]{4}$/.test(compact))
    return refuse(
      "outside-uk",
      `That looks like an Irish Eircode. The territories listed here are in the UK (Northern Ireland postcodes start with BT): enter a UK postcode, ${EXAMPLE}.`,
    );
  // British Overseas Territories use one postcode each, e.g. FIQQ 1ZZ (Falklands).
  if (/^[A-Z]{4}1ZZ$/.test(compact))
    return refuse(
      "outside-uk",
      `That postcode is outside the UK, and the territories listed here are in the UK. Enter a UK postcode, ${EXAMPLE}.`,
    );
  return undefined;
}

/** The district number of an outward code: "LS6" → 6, "EC1A" → 1. */
function districtNumber(outward: string): number {
  return Number(/\d+/.exec(outward)![0]);
}

/** Whether a data code ("LS6" or "LS1-LS20") includes a district number. */
function codeIncludes(code: string, number: number): boolean {
  const [low, high = low] = code.split("-").map((part) => Number(/\d+/.exec(part)![0]));
  return number >= low! && number <= high!;
}

function nationOrSelf<T extends LocationNode>(location: T, all: readonly T[]): T[] {
  if (location.type === "region") return [location];
  return ancestorsOf(location.slug, all).filter((ancestor) => ancestor.type === "region");
}

function unique<T extends { slug: string }>(items: readonly T[]): T[] {
  return [...new Map(items.map((item) => [item.slug, item])).values()];
}

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[], conjunction: "and" | "or"): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${conjunction} ${names.at(-1)}`;
}
