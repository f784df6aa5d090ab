/**
 * "What can I afford?": reading the visitor's cash figure, the investment it could support under the
 * assumptions in src/config/affordability.ts, which franchises fit, and the enquiry form's liquid-cash band.
 * Pure, so the page, the directory's `budget` filter and the browser share the same rules. Relative imports:
 * astro.config.mjs loads this module (through franchise-filters.ts) without the `@/` alias.
 */
import { affordability, type AffordabilityConfig } from "../../config/affordability";
import { formatGbp } from "../ui/format";

export type CashInput = { status: "empty" } | { status: "ok"; cash: number } | { status: "invalid"; message: string };

const MAX_INPUT_LENGTH = 30;
// Digits with optional thousands commas (groups of three) and optional pence, then an optional k or m.
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?([km])?$/;

/**
 * Reads a cash figure as typed: "25000", "£25,000", "25,000.50" (pence dropped), "25k", "1.5m". Anything
 * else gets a message saying what to type; never throws.
 */
export function parseCash(raw: string | null | undefined, config: AffordabilityConfig = affordability): CashInput {
  const text = (raw ?? "").trim();
  if (text === "") return { status: "empty" };
  if (text.length > MAX_INPUT_LENGTH) return { status: "invalid", message: TOO_LARGE(config) };
  const compact = text.toLowerCase().replace(/\s+/g, "").replace(/^£/, "").replace(/^gbp/, "");
  if (compact.startsWith("-")) {
    return {
      status: "invalid",
      message: "The amount cannot be negative. Enter the cash you could put in, for example 25000.",
    };
  }
  const match = AMOUNT.exec(compact);
  if (!match) {
    const message = /^\d+,\d{1,2}$/.test(compact)
      ? "Use a full stop for pence, for example 12500.50, or leave the pence out."
      : "Enter an amount in pounds using digits, for example 25000, £25,000 or 25k.";
    return { status: "invalid", message };
  }
  const [, whole, pence = "", suffix] = match;
  const multiplier = suffix === "m" ? 1_000_000 : suffix === "k" ? 1_000 : 1;
  const pounds = Math.floor(Number(`${whole.replace(/,/g, "")}.${pence || "0"}`) * multiplier);
  if (!Number.isSafeInteger(pounds) || pounds > config.maxCash)
    return { status: "invalid", message: TOO_LARGE(config) };
  if (pounds < config.minCash) {
    return {
      status: "invalid",
      message: `Enter at least ${formatGbp(config.minCash)}: franchise investments start in the thousands.`,
    };
  }
  return { status: "ok", cash: pounds };
}

const TOO_LARGE = (config: AffordabilityConfig) =>
  `That is more than this calculator works with (up to ${formatGbp(config.maxCash)}). For larger investments, talk to an advisor.`;

/** True when a brand has traded for the configured number of years; an unknown year counts as newer. */
export function isEstablishedBrand(
  establishedYear: number | undefined,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): boolean {
  return establishedYear !== undefined && now.getUTCFullYear() - establishedYear >= config.establishedYears.value;
}

/**
 * The largest total investment `cash` can support: the visitor's own share (what the lender does not fund)
 * plus a contingency kept aside, both paid from the cash. Rounded down to the pound.
 */
export function maxInvestment(cash: number, lenderShare: number, contingency: number): number {
  return Math.floor(cash / (1 - lenderShare + contingency));
}

export interface AffordabilityResult {
  cash: number;
  /** Ceilings with the lower contingency kept aside: the most each kind of brand could cost. */
  established: number;
  newer: number;
  /** The same ceilings with the upper contingency kept aside: the comfortable figures. */
  establishedPrudent: number;
  newerPrudent: number;
  /** The range to consider: from the most cautious ceiling to the most generous one. */
  range: { min: number; max: number };
}

/** The investment a cash figure could support, for established and newer brands, at both contingency levels. */
export function affordableRange(cash: number, config: AffordabilityConfig = affordability): AffordabilityResult {
  const low = config.contingencyLow.value;
  const high = config.contingencyHigh.value;
  const established = maxInvestment(cash, config.lenderShareEstablished.value, low);
  const newer = maxInvestment(cash, config.lenderShareNewer.value, low);
  const establishedPrudent = maxInvestment(cash, config.lenderShareEstablished.value, high);
  const newerPrudent = maxInvestment(cash, config.lenderShareNewer.value, high);
  return {
    cash,
    established,
    newer,
    establishedPrudent,
    newerPrudent,
    range: { min: newerPrudent, max: established },
  };
}

/** What `budgetFit` and `franchiseFitsBudget` need from a franchise. */
export interface BudgetCandidate {
  investmentRange: { min: number; max: number };
  establishedYear?: number;
}

/**
 * How a franchise sits against a cash figure: its whole investment range within reach, only its entry level
 * (the range's low end, not its top), or none of it. The ceiling is what the cash supports for a brand of its age
 * (the higher lending share only when established), keeping the lower contingency aside.
 */
export type BudgetFit = "whole-range" | "entry-level" | "out-of-reach";

/** Where a franchise's investment range sits against what `cash` could support (see `BudgetFit`). */
export function budgetFit(
  franchise: BudgetCandidate,
  cash: number,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): BudgetFit {
  const result = affordableRange(cash, config);
  const ceiling = isEstablishedBrand(franchise.establishedYear, now, config) ? result.established : result.newer;
  if (franchise.investmentRange.max <= ceiling) return "whole-range";
  return franchise.investmentRange.min <= ceiling ? "entry-level" : "out-of-reach";
}

/**
 * The one rule for "within budget", shared by /affordability and the directory's `budget` filter: at least the
 * franchise's entry level is within reach (`budgetFit`).
 */
export function franchiseFitsBudget(
  franchise: BudgetCandidate,
  cash: number,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): boolean {
  return budgetFit(franchise, cash, now, config) !== "out-of-reach";
}

/**
 * The cash a total investment asks of the visitor under the same rules, the inverse of `maxInvestment`: the share
 * a lender does not fund (by the brand's age) plus the lower contingency, rounded up to the pound.
 */
export function cashNeededFor(
  investment: number,
  establishedYear: number | undefined,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): number {
  const lenderShare = isEstablishedBrand(establishedYear, now, config)
    ? config.lenderShareEstablished.value
    : config.lenderShareNewer.value;
  return Math.ceil(investment * (1 - lenderShare + config.contingencyLow.value) - 1e-6);
}

/** Orders franchises that fit: whole range first, then the dearest entry level first (what the cash stretches to). */
export function byBudgetFit<T extends BudgetCandidate & { fit: BudgetFit }>(a: T, b: T): number {
  const wholeFirst = Number(b.fit === "whole-range") - Number(a.fit === "whole-range");
  return wholeFirst || b.investmentRange.min - a.investmentRange.min;
}

/**
 * The directory filtered to a budget: its on-demand results, `/franchises/search?budget=25000` (the static
 * /franchises cannot read a query without JavaScript). The same URL resultsHref builds for the filter.
 */
export function budgetDirectoryHref(cash: number): string {
  return `/franchises/search?budget=${cash}`;
}

// Kept in its own module so the contact island can use it without this module's config and its copy.
export { liquidCashBand, type LiquidCashBand } from "./liquid-cash-band";
