/**
 * Reads /match's GET form into answers the ranking understands (match.ts), defensively: a value it does not know
 * is left out with a short note, a repeated parameter counts once, long or oddly encoded values are cut, and
 * nothing here throws. The option lists are also what the form shows, so the two cannot drift apart.
 */
import { parseCash } from "./affordability";
import type { MatchAnswers, MatchPlace, StaffRange } from "./match";
import { BASES, EXPERIENCE_AREAS, WORK_PATTERNS, type ExperienceArea } from "./match-traits";
import { ancestorsOf, citySlugsWithin, nationOf, type LocationNode } from "../locations/location-tree";
import { lookUpPostcode, type PostcodeAreaData, type PostcodePlace } from "../locations/postcode";

/** "How many people would you employ?": the form's options and the range each means. */
export const STAFF_OPTIONS: readonly { value: string; label: string; range: StaffRange }[] = [
  { value: "0", label: "None: just me", range: { min: 0, max: 0 } },
  { value: "1-5", label: "1 to 5", range: { min: 1, max: 5 } },
  { value: "6-15", label: "6 to 15", range: { min: 6, max: 15 } },
  { value: "16+", label: "16 or more", range: { min: 16 } },
];

/** "When do you want to start?": months ahead; "later" is no constraint, as good as unanswered. */
export const START_OPTIONS: readonly { value: string; label: string; months?: number }[] = [
  { value: "3", label: "Within 3 months", months: 3 },
  { value: "6", label: "Within 6 months", months: 6 },
  { value: "12", label: "Within a year", months: 12 },
  { value: "later", label: "No rush" },
];

/** The parameter names, shared by the form and the reader. */
export const MATCH_PARAMS = {
  cash: "cash",
  sector: "sector",
  work: "work",
  base: "base",
  staff: "staff",
  area: "area",
  postcode: "postcode",
  experience: "exp",
  start: "start",
} as const;

/** The "none yet" experience box. */
export const NO_EXPERIENCE = "none";

/** What the form shows again: the visitor's answers as they sent them, cut to size. */
export interface MatchFormValues {
  cash: string;
  sectors: string[];
  work: string;
  base: string;
  staff: string;
  area: string;
  postcode: string;
  experience: string[];
  start: string;
}

export interface ReadAnswers {
  answers: MatchAnswers;
  form: MatchFormValues;
  /** The cash field's message when its figure could not be used. */
  cashError?: string;
  /** The postcode field's message when it could not be read or placed. */
  postcodeError?: string;
  /** Short notes on values left out (unknown sector, place…). */
  notes: string[];
}

const MAX_VALUES = 50;
const MAX_LENGTH = 100;

/** A parameter's values, trimmed, cut and without repeats or blanks (never more than MAX_VALUES looked at). */
function values(params: URLSearchParams, name: string): string[] {
  const all = params.getAll(name).slice(0, MAX_VALUES);
  return [...new Set(all.map((value) => value.trim().slice(0, MAX_LENGTH)).filter(Boolean))];
}

/** The first non-blank value of a single-choice parameter. */
const first = (params: URLSearchParams, name: string) => values(params, name)[0] ?? "";

/** Quoted for a note, with control characters removed and cut short. */
const quoted = (value: string) =>
  `“${[...value]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .slice(0, 40)}”`;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The place a location slug names, with its nation's cities; undefined for an unknown slug. */
export function matchPlace(
  slug: string,
  locations: readonly (LocationNode & { name: string })[],
): MatchPlace | undefined {
  const location = locations.find((candidate) => candidate.slug === slug);
  const nation = location && nationOf(slug, locations);
  if (!location || !nation) return undefined;
  return {
    name: location.name,
    citySlugs: citySlugsWithin(location.slug, locations),
    nation: { name: nation.name, citySlugs: citySlugsWithin(nation.slug, locations) },
    isNation: location.slug === nation.slug,
  };
}

/**
 * The place a postcode falls in, as the ranking wants it: the district's places (a county round a city counts
 * as nearby) and their nation. A district crossing a boundary covers every place it may be in.
 */
export function postcodeMatchPlace(
  found: PostcodePlace<LocationNode & { name: string }>,
  locations: readonly (LocationNode & { name: string })[],
): MatchPlace {
  const union = (slugs: readonly string[]) => new Set(slugs.flatMap((slug) => [...citySlugsWithin(slug, locations)]));
  const citySlugs = union(found.locations.map((location) => location.slug));
  const counties = [
    ...new Map(
      found.locations
        .filter((location) => location.type === "city")
        .flatMap((city) => ancestorsOf(city.slug, locations).filter((ancestor) => ancestor.type === "county"))
        .map((county) => [county.slug, county]),
    ).values(),
  ];
  const nearbySlugs = [...union(counties.map((county) => county.slug))].filter((slug) => !citySlugs.has(slug));
  const orList = new Intl.ListFormat("en-GB", { type: "disjunction" });
  return {
    name: `${found.postcode.text} (${orList.format(found.locations.map((location) => location.name))})`,
    citySlugs,
    nation: {
      name: orList.format(found.nations.map((nation) => nation.name)),
      citySlugs: union(found.nations.map((nation) => nation.slug)),
    },
    isNation: found.locations.every((location) => location.type === "region"),
    ...(nearbySlugs.length > 0 && {
      nearby: { name: orList.format(counties.map((county) => county.name)), citySlugs: new Set(nearbySlugs) },
    }),
  };
}

/** Reads the form's parameters against the site's categories and locations. */
export function readMatchAnswers(
  params: URLSearchParams,
  known: {
    categories: readonly { key: string; name: string }[];
    locations: readonly (LocationNode & { name: string })[];
    /** The postcode areas (src/content/postcode-areas.yaml); without them a postcode is not read. */
    postcodeAreas?: readonly PostcodeAreaData[];
  },
): ReadAnswers {
  const notes: string[] = [];
  const answers: MatchAnswers = {};
  const unknown = (what: string, value: string) => {
    const shown = quoted(value);
    notes.push(
      shown === "“”"
        ? `We do not know that ${what}, so it was left out.`
        : `We do not know the ${what} ${shown}, so it was left out.`,
    );
  };

  const cashRaw = first(params, MATCH_PARAMS.cash);
  const cash = parseCash(cashRaw);
  let cashError: string | undefined;
  if (cash.status === "ok") answers.cash = cash.cash;
  else if (cash.status === "invalid") cashError = cash.message;

  const sectors: string[] = [];
  for (const value of values(params, MATCH_PARAMS.sector)) {
    const category = known.categories.find((candidate) => candidate.key === value);
    if (category) sectors.push(category.key);
    else unknown("sector", value);
  }
  if (sectors.length > 0) answers.sectors = known.categories.filter((category) => sectors.includes(category.key));

  const work = first(params, MATCH_PARAMS.work);
  if (isOneOf(WORK_PATTERNS, work)) answers.work = work;
  else if (work) unknown("way of working", work);

  const base = first(params, MATCH_PARAMS.base);
  if (isOneOf(BASES, base)) answers.base = base;
  else if (base && base !== "any") unknown("place of work", base);

  const staff = first(params, MATCH_PARAMS.staff);
  const staffOption = STAFF_OPTIONS.find((option) => option.value === staff);
  if (staffOption) answers.staff = staffOption.range;
  else if (staff) unknown("team size", staff);

  // A postcode, when it can be placed, is more precise than the region chosen beside it.
  const postcode = first(params, MATCH_PARAMS.postcode).slice(0, 20);
  let postcodeError: string | undefined;
  if (postcode && known.postcodeAreas) {
    const found = lookUpPostcode(postcode, known.postcodeAreas, known.locations);
    if (found.ok) answers.place = postcodeMatchPlace(found.place, known.locations);
    else postcodeError = found.message;
  }
  const area = first(params, MATCH_PARAMS.area).toLowerCase();
  const place = area ? matchPlace(area, known.locations) : undefined;
  if (place) answers.place ??= place;
  else if (area) unknown("place", area);

  const experience: ExperienceArea[] = [];
  let noExperience = false;
  for (const value of values(params, MATCH_PARAMS.experience)) {
    if (isOneOf(EXPERIENCE_AREAS, value)) experience.push(value);
    else if (value === NO_EXPERIENCE) noExperience = true;
    else unknown("experience", value);
  }
  if (experience.length > 0 || noExperience) answers.experience = { areas: experience };

  const start = first(params, MATCH_PARAMS.start);
  const startOption = START_OPTIONS.find((option) => option.value === start);
  if (startOption?.months !== undefined) answers.startWithinMonths = startOption.months;
  else if (start && !startOption) unknown("start date", start);

  return {
    answers,
    cashError,
    postcodeError,
    notes: notes.slice(0, 5),
    form: {
      cash: cashRaw.slice(0, 30),
      sectors,
      work: answers.work ?? "",
      base: answers.base ?? "",
      staff: staffOption?.value ?? "",
      area: place ? area : "",
      postcode,
      experience: noExperience ? [...experience, NO_EXPERIENCE] : experience,
      start: startOption?.value ?? "",
    },
  };
}
