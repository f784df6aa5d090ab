/**
 * The words of the "Find my franchise" questions and the franchise fields they are matched against
 * (src/content.config.ts): one list of values each, so the schema, the form and the ranking agree. Pure, no
 * Astro imports: the content config, the page and the tests all read it.
 */

/** How a franchisee can run the business, as the franchisor describes it. */
export const WORK_PATTERNS = ["owner-operator", "managing-staff", "part-time", "alongside-job"] as const;
export type WorkPattern = (typeof WORK_PATTERNS)[number];
export const WORK_PATTERN_LABELS: Record<WorkPattern, string> = {
  "owner-operator": "owner-operator, full time",
  "managing-staff": "managing staff who do the work",
  "part-time": "part time",
  "alongside-job": "alongside another job",
};

/** Where the business is run from. */
export const BASES = ["home-or-van", "premises"] as const;
export type Base = (typeof BASES)[number];
export const BASE_LABELS: Record<Base, string> = { "home-or-van": "from home or a van", premises: "from premises" };

/** Kinds of earlier work a franchise may ask for or value. */
export const EXPERIENCE_AREAS = [
  "management",
  "sales",
  "hospitality-retail",
  "care-health",
  "trades-property",
  "children-education",
] as const;
export type ExperienceArea = (typeof EXPERIENCE_AREAS)[number];
export const EXPERIENCE_AREA_LABELS: Record<ExperienceArea, string> = {
  management: "managing people",
  sales: "sales or customer service",
  "hospitality-retail": "hospitality or retail",
  "care-health": "care or health",
  "trades-property": "building or property",
  "children-education": "childcare or teaching",
};

/** How much the franchisor asks of a newcomer's background. */
export const EXPERIENCE_LEVELS = ["none", "helpful", "required"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** What the ranking needs to know about a franchise; every trait may be unknown (absent). */
export interface MatchTraits {
  workPatterns?: readonly WorkPattern[];
  bases?: readonly Base[];
  /** People the franchisee typically employs; no max means no stated upper limit. */
  teamSize?: { min: number; max?: number };
  experience?: { level: ExperienceLevel; areas?: readonly ExperienceArea[] };
  /** The fewest months from signing to opening that the franchisor states. */
  minMonthsToOpen?: number;
}
