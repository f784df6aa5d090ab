/**
 * "Find my franchise" (/match): ranks franchises against a visitor's answers by one transparent rule. Answers
 * that rule a franchise out are hard limits and exclude it: over budget under the affordability calculator's own
 * rules, no territory listed in the visitor's nation, a sector not picked, hours the visitor cannot give (part
 * time or alongside a job where the franchisor offers neither), a team larger than the visitor would employ.
 * Only a franchise within every hard limit is a match; every other answer scores, for or against. Each answered question gives every franchise a
 * reason in plain words: what fits, what does not, or that the franchisor has not said (which counts neither
 * way). Pure: the page and the tests call it with whatever content exists.
 */
import { affordability, type AffordabilityConfig } from "../../config/affordability";
import { budgetFit, budgetFitWords, cashNeededFor, maxInvestment } from "./affordability";
import { formatGbp as formatGbpOnce } from "../ui/format";
import {
  BASE_LABELS,
  EXPERIENCE_AREA_LABELS,
  WORK_PATTERN_LABELS,
  type Base,
  type ExperienceArea,
  type MatchTraits,
  type WorkPattern,
} from "./match-traits";

/** What the ranking needs of a franchise. */
export interface MatchCandidate extends MatchTraits {
  slug: string;
  name: string;
  categoryKey: string;
  categoryName: string;
  /** The note says what the figures leave out; one that leaves out working capital is never called a fit. */
  investmentRange: { min: number; max: number; note?: string };
  /** The network's track record, which decides the lending share (affordability.ts). */
  franchisingInUkSince?: number;
  tradingFranchisees?: number;
  territories: readonly { slug: string; name: string }[];
}

/** A people-employed answer: from `min` to `max` (no max: any number above). */
export interface StaffRange {
  min: number;
  max?: number;
}

/** The place a visitor would work: a nation, or a county or city with its nation. */
export interface MatchPlace {
  name: string;
  /** Cities within the place (itself for a city). */
  citySlugs: ReadonlySet<string>;
  nation: { name: string; citySlugs: ReadonlySet<string> };
  /** True when the place is the nation itself. */
  isNation: boolean;
  /** Cities round about (the county of a postcode's city), which count a little. */
  nearby?: { name: string; citySlugs: ReadonlySet<string> };
}

/** The visitor's answers, read and checked (match-answers.ts); a question left blank is absent. */
export interface MatchAnswers {
  cash?: number;
  /** Category keys, with their names for the reasons. */
  sectors?: readonly { key: string; name: string }[];
  work?: WorkPattern;
  base?: Base;
  staff?: StaffRange;
  place?: MatchPlace;
  /** Experience ticked; `none` alone means "none yet". */
  experience?: { areas: readonly ExperienceArea[] };
  /** Months until they want to open. */
  startWithinMonths?: number;
}

/** The questions, as reasons and exclusions name them. */
export type MatchRule = "budget" | "place" | "sector" | "work" | "base" | "staff" | "experience" | "start";
/** The rules whose misfits exclude rather than score, in the order the page names them. */
export const HARD_LIMITS = ["budget", "sector", "place", "work", "staff"] as const;
export type HardLimit = (typeof HARD_LIMITS)[number];
const isHardLimit = (rule: MatchRule): rule is HardLimit => (HARD_LIMITS as readonly string[]).includes(rule);

/** One reason: for (fit), against (misfit), or neither (note: the franchisor has not said). */
export interface MatchReason {
  rule: MatchRule;
  kind: "fit" | "misfit" | "note";
  text: string;
}

export interface MatchResult<C extends MatchCandidate = MatchCandidate> {
  franchise: C;
  score: number;
  /** Never empty when at least one question was answered. */
  reasons: MatchReason[];
  /** The hard limits this franchise fails (empty for a result). */
  excludedBy: HardLimit[];
}

export interface MatchOutcome<C extends MatchCandidate = MatchCandidate> {
  /** Franchises within the hard limits, best first. */
  results: MatchResult<C>[];
  /** Franchises a hard limit excluded, nearest first. */
  excluded: MatchResult<C>[];
  /** How many franchises each hard limit excluded (one franchise may count under several). */
  excludedCounts: Record<HardLimit, number>;
  /** The answer that excluded most, when any excluded. */
  mostExcluding?: HardLimit;
}

/** How much each answer weighs when it fits or not; hard limits exclude instead, but still give a reason. */
export const MATCH_WEIGHTS: Record<MatchRule, number> = {
  budget: 3,
  place: 3,
  sector: 3,
  work: 2,
  base: 2,
  staff: 1,
  experience: 2,
  start: 1,
};

/** What a question is about, for the note that lists what the franchisor has not said. */
const UNKNOWN_WORDS: Record<MatchRule, string> = {
  budget: "its investment",
  place: "its territories",
  sector: "its sector",
  work: "how it can be run",
  base: "where it is run from",
  staff: "the team it needs",
  experience: "the experience it asks for",
  start: "how soon it can open",
};

export interface MatchContext {
  now?: Date;
  config?: AffordabilityConfig;
}

type RuleAnswer = { kind: "fit" | "misfit"; text: string; weight?: number; excludes?: boolean } | "unknown";

const listNames = (names: readonly string[], limit = 3) =>
  names.length <= limit ? names.join(", ") : `${names.slice(0, limit).join(", ")} and ${names.length - limit} more`;

const people = (count: number) => (count === 1 ? "1 person" : `${count} people`);

const rangeWords = ({ min, max }: StaffRange) =>
  max === undefined ? `${min} or more` : min === max ? String(min) : `${min}–${max}`;

// Made once: building Intl objects per franchise is what made a 1,000-franchise answer slow.
const anyOf = new Intl.ListFormat("en-GB", { type: "disjunction" });
const allOf = new Intl.ListFormat("en-GB");
const byName = new Intl.Collator("en-GB");

// Amounts formatted before, by amount: an answer words the budget of every franchise (1,000 at most), and the same
// cash figure and ranges recur from one franchise and one answer to the next, where Intl's formatting is the cost.
// Only the catalogue's figures and the cash asked are kept (a number, never text a visitor typed), and at most
// GBP_KEPT of them, then the list starts over. This module runs on the server only, for /match.
const GBP_KEPT = 5_000;
const formattedGbp = new Map<number, string>();

function formatGbp(amount: number): string {
  let text = formattedGbp.get(amount);
  if (text === undefined) {
    text = formatGbpOnce(amount);
    if (formattedGbp.size >= GBP_KEPT) formattedGbp.clear();
    formattedGbp.set(amount, text);
  }
  return text;
}

/** Budget, under the calculator's rules; a hard limit. */
export function budgetReason(franchise: MatchCandidate, cash: number, context: MatchContext = {}): RuleAnswer {
  const { now = new Date(), config = affordability } = context;
  const yours = formatGbp(cash);
  const fit = budgetFit(franchise, cash, now, config);
  if (fit === "out-of-reach") {
    const needed = cashNeededFor(franchise.investmentRange.min, franchise, now, config);
    return {
      kind: "misfit",
      excludes: true,
      text: `Over your budget: its entry level (${formatGbp(franchise.investmentRange.min)}) needs about ${formatGbp(needed)} of your own; you have ${yours}`,
    };
  }
  if (fit === "before-working-capital") {
    // Worded as /affordability's card; weight 0 makes it a note, neither for nor against, never a fit.
    return { kind: "fit", weight: 0, text: budgetFitWords(franchise, cash, now, config) };
  }
  if (fit === "entry-level") {
    return {
      kind: "fit",
      weight: 1,
      text: `Your ${yours} reaches its entry level (${formatGbp(franchise.investmentRange.min)}) with a loan, not its top (${formatGbp(franchise.investmentRange.max)})`,
    };
  }
  // The whole range with no lender at all: the cash covers the top figure and the contingency kept aside.
  const withoutLoan = franchise.investmentRange.max <= maxInvestment(cash, 0, config.contingencyLow.value);
  return {
    kind: "fit",
    text: withoutLoan
      ? `Fits your ${yours} without a loan, with a contingency kept aside`
      : `Fits your ${yours} with a loan for the rest`,
  };
}

/** Territories listed in the visitor's place; none in their nation is a hard limit. */
export function placeReason(franchise: MatchCandidate, place: MatchPlace): RuleAnswer {
  const inPlace = franchise.territories.filter((territory) => place.citySlugs.has(territory.slug));
  if (inPlace.length > 0) {
    return {
      kind: "fit",
      text: `Territories listed in ${place.name}: ${listNames(inPlace.map((territory) => territory.name))}`,
    };
  }
  const nearby = place.nearby
    ? franchise.territories.filter((territory) => place.nearby!.citySlugs.has(territory.slug))
    : [];
  if (nearby.length > 0) {
    return {
      kind: "fit",
      weight: 1,
      text: `None listed in ${place.name}, but nearby in ${place.nearby!.name}: ${listNames(nearby.map((territory) => territory.name))}`,
    };
  }
  const inNation = franchise.territories.filter((territory) => place.nation.citySlugs.has(territory.slug));
  if (inNation.length === 0) {
    return { kind: "misfit", excludes: true, text: `No territory listed in ${place.nation.name}` };
  }
  return {
    kind: "misfit",
    weight: 1,
    text: `None listed in ${place.name}; listed elsewhere in ${place.nation.name}: ${listNames(inNation.map((territory) => territory.name))}`,
  };
}

/** Sectors picked: in one, or not. */
export function sectorReason(franchise: MatchCandidate, sectors: readonly { key: string; name: string }[]): RuleAnswer {
  return sectors.some((sector) => sector.key === franchise.categoryKey)
    ? { kind: "fit", text: `In ${franchise.categoryName}, a sector you picked` }
    : { kind: "misfit", excludes: true, text: `In ${franchise.categoryName}: not a sector you picked` };
}

/** The ways of working that limit the hours a visitor can give. */
const LIMITED_HOURS: ReadonlySet<WorkPattern> = new Set(["part-time", "alongside-job"]);

/** How the visitor wants to work, against the ways the franchisor says it can be run. */
export function workReason(franchise: MatchCandidate, work: WorkPattern): RuleAnswer {
  const patterns = franchise.workPatterns;
  if (!patterns) return "unknown";
  if (patterns.includes(work)) return { kind: "fit", text: `Can be run ${WORK_PATTERN_LABELS[work]}, as you want` };
  return {
    kind: "misfit",
    // Part time or alongside a job are hours the visitor cannot go beyond; the other patterns are a preference.
    excludes: LIMITED_HOURS.has(work),
    text: `Described for ${anyOf.format(patterns.map((pattern) => WORK_PATTERN_LABELS[pattern]))}: you want ${WORK_PATTERN_LABELS[work]}`,
  };
}

/** Home or van versus premises. */
export function baseReason(franchise: MatchCandidate, base: Base): RuleAnswer {
  const bases = franchise.bases;
  if (!bases) return "unknown";
  if (bases.includes(base)) {
    return {
      kind: "fit",
      text:
        bases.length > 1 ? `Can be run ${BASE_LABELS[base]}, as you prefer` : `Run ${BASE_LABELS[base]}, as you prefer`,
    };
  }
  return base === "home-or-van"
    ? { kind: "misfit", text: "Needs premises: you preferred home-based" }
    : { kind: "misfit", text: "Run from home or a van: you preferred premises" };
}

/** The team the franchise typically needs against the number of people the visitor would employ. */
export function staffReason(franchise: MatchCandidate, staff: StaffRange): RuleAnswer {
  const team = franchise.teamSize;
  if (!team) return "unknown";
  const yours = staff.max === 0 ? "you would rather employ no one" : `you would employ ${rangeWords(staff)}`;
  const teamMax = team.max ?? Number.POSITIVE_INFINITY;
  const staffMax = staff.max ?? Number.POSITIVE_INFINITY;
  // A team larger than the visitor would employ is staffing they cannot give; a smaller one only scores.
  if (team.min > staffMax)
    return { kind: "misfit", excludes: true, text: `Needs a team of ${rangeWords(team)}: ${yours}` };
  if (teamMax < staff.min) {
    return { kind: "misfit", text: `Typically ${people(teamMax)} at most: ${yours}` };
  }
  const text =
    team.max === 0
      ? "Run on your own, as you would like"
      : team.min === 0 && team.max === undefined
        ? `A team is up to you: ${yours}`
        : `Typically a team of ${rangeWords(team)}: ${yours}`;
  return { kind: "fit", text };
}

/** The experience asked for against what the visitor ticked. */
export function experienceReason(
  franchise: MatchCandidate,
  experience: { areas: readonly ExperienceArea[] },
): RuleAnswer {
  const asked = franchise.experience;
  if (!asked) return "unknown";
  if (asked.level === "none") return { kind: "fit", text: "No experience needed: training covers it" };
  const areas = asked.areas ?? [];
  const shared = areas.filter((area) => experience.areas.includes(area));
  const wanted = anyOf.format(areas.map((area) => EXPERIENCE_AREA_LABELS[area]));
  if (shared.length > 0) {
    const yours = allOf.format(shared.map((area) => EXPERIENCE_AREA_LABELS[area]));
    return asked.level === "required"
      ? { kind: "fit", text: `Asks for experience in ${wanted}: you have ${yours}` }
      : { kind: "fit", weight: 1, text: `Your experience in ${yours} helps here` };
  }
  return asked.level === "required"
    ? { kind: "misfit", text: `Asks for experience in ${wanted}: you did not tick it` }
    : { kind: "misfit", weight: 0, text: `Experience in ${wanted} helps, though it is not needed` };
}

/** How soon the visitor wants to open against the fewest months the franchisor states. */
export function startReason(franchise: MatchCandidate, withinMonths: number): RuleAnswer {
  const months = franchise.minMonthsToOpen;
  if (months === undefined) return "unknown";
  const monthWords = (count: number) => (count === 1 ? "1 month" : `${count} months`);
  return months <= withinMonths
    ? { kind: "fit", text: `Can open within the ${monthWords(withinMonths)} you have in mind` }
    : {
        kind: "misfit",
        text: `Takes at least ${monthWords(months)} to open: you hoped to start within ${monthWords(withinMonths)}`,
      };
}

/** The answered questions and their rule for one franchise, in the order the form asks them. */
function ruleAnswers(franchise: MatchCandidate, answers: MatchAnswers, context: MatchContext) {
  const out: [MatchRule, RuleAnswer][] = [];
  if (answers.cash !== undefined) out.push(["budget", budgetReason(franchise, answers.cash, context)]);
  if (answers.sectors?.length) out.push(["sector", sectorReason(franchise, answers.sectors)]);
  if (answers.work) out.push(["work", workReason(franchise, answers.work)]);
  if (answers.base) out.push(["base", baseReason(franchise, answers.base)]);
  if (answers.staff) out.push(["staff", staffReason(franchise, answers.staff)]);
  if (answers.place) out.push(["place", placeReason(franchise, answers.place)]);
  if (answers.experience) out.push(["experience", experienceReason(franchise, answers.experience)]);
  if (answers.startWithinMonths !== undefined) out.push(["start", startReason(franchise, answers.startWithinMonths)]);
  return out;
}

/** True when at least one question was answered (otherwise there is nothing to rank by). */
export function hasAnswers(answers: MatchAnswers): boolean {
  return (
    ruleAnswers(
      { slug: "", name: "", categoryKey: "", categoryName: "", investmentRange: { min: 0, max: 0 }, territories: [] },
      answers,
      {},
    ).length > 0
  );
}

/** One franchise against the answers: its score, its reasons, and the hard limits it fails. */
export function scoreFranchise<C extends MatchCandidate>(
  franchise: C,
  answers: MatchAnswers,
  context: MatchContext = {},
): MatchResult<C> {
  const reasons: MatchReason[] = [];
  const unknown: MatchRule[] = [];
  const excludedBy: HardLimit[] = [];
  let score = 0;
  for (const [rule, answer] of ruleAnswers(franchise, answers, context)) {
    if (answer === "unknown") {
      unknown.push(rule);
      continue;
    }
    const weight = answer.weight ?? MATCH_WEIGHTS[rule];
    score += answer.kind === "fit" ? weight : -weight;
    if (answer.excludes && isHardLimit(rule)) excludedBy.push(rule);
    reasons.push({ rule, kind: weight === 0 ? "note" : answer.kind, text: answer.text });
  }
  if (unknown.length > 0) {
    const words = unknown.map((rule) => UNKNOWN_WORDS[rule]);
    reasons.push({
      rule: unknown[0],
      kind: "note",
      text: `Not stated, so neither for nor against: ${words.join(", ")}`,
    });
  }
  return { franchise, score, reasons, excludedBy };
}

const misfits = (result: MatchResult) => result.reasons.filter((reason) => reason.kind === "misfit").length;
const fits = (result: MatchResult) => result.reasons.filter((reason) => reason.kind === "fit").length;

/** Best first: higher score, then fewer misfits, then more fits, then name. */
export function byMatch(a: MatchResult, b: MatchResult): number {
  return bySortable(sortable(a), sortable(b));
}

/** A result with what byMatch counts worked out once, not once per comparison of the sort. */
interface Sortable<C extends MatchCandidate> {
  result: MatchResult<C>;
  misfits: number;
  fits: number;
}

const sortable = <C extends MatchCandidate>(result: MatchResult<C>): Sortable<C> => ({
  result,
  misfits: misfits(result),
  fits: fits(result),
});

/** byMatch's order (best first: higher score, then fewer misfits, then more fits, then name) over sortable results. */
function bySortable(a: Sortable<MatchCandidate>, b: Sortable<MatchCandidate>): number {
  return (
    b.result.score - a.result.score ||
    a.misfits - b.misfits ||
    b.fits - a.fits ||
    byName.compare(a.result.franchise.name, b.result.franchise.name)
  );
}

/** How far an excluded franchise is from fitting: limits failed, then the budget shortfall as a share. */
function distance(result: MatchResult, answers: MatchAnswers, context: MatchContext): number {
  let gap = 0;
  if (result.excludedBy.includes("budget") && answers.cash !== undefined) {
    const { now = new Date(), config = affordability } = context;
    const needed = cashNeededFor(result.franchise.investmentRange.min, result.franchise, now, config);
    gap = Math.min(needed / answers.cash - 1, 1000);
  }
  return result.excludedBy.length * 1000 + gap;
}

/** Ranks every franchise against the answers: results within the hard limits, the excluded nearest first. */
export function rankMatches<C extends MatchCandidate>(
  franchises: readonly C[],
  answers: MatchAnswers,
  context: MatchContext = {},
): MatchOutcome<C> {
  // One clock for the whole ranking, as one answer is given at one moment (and a Date per franchise and rule is
  // work a 1,000-franchise answer repeats thousands of times).
  const at: MatchContext = { ...context, now: context.now ?? new Date() };
  const scored = franchises.map((franchise) => sortable(scoreFranchise(franchise, answers, at)));
  const results = scored
    .filter(({ result }) => result.excludedBy.length === 0)
    .sort(bySortable)
    .map(({ result }) => result);
  const excluded = scored
    .filter(({ result }) => result.excludedBy.length > 0)
    .map((entry) => ({ entry, distance: distance(entry.result, answers, at) }))
    .sort((a, b) => a.distance - b.distance || bySortable(a.entry, b.entry))
    .map(({ entry }) => entry.result);
  const excludedCounts = Object.fromEntries(HARD_LIMITS.map((limit) => [limit, 0])) as Record<HardLimit, number>;
  for (const result of excluded) for (const limit of result.excludedBy) excludedCounts[limit]++;
  // The first in HARD_LIMITS order among those excluding most.
  const mostExcluding =
    excluded.length === 0
      ? undefined
      : HARD_LIMITS.reduce((best, limit) => (excludedCounts[limit] > excludedCounts[best] ? limit : best));
  return { results, excluded, excludedCounts, mostExcluding };
}
