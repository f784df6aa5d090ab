/**
 * "What can I afford?": reading the visitor's cash figure, the investment it could support under the
 * assumptions in src/content/affordability.json, and which franchises fit (the enquiry form's liquid-cash band for a
 * figure is the form's own: src/lib/leads/browser/liquid-cash-band.ts).
 * Pure, so the page, the directory's `budget` filter and the browser share the same rules. Relative imports:
 * astro.config.mjs loads this module (through franchise-filters.ts) without the `@/` alias.
 */
import { affordability, type AffordabilityConfig } from "../../config/affordability";
import { formatGbp } from "../ui/format";

export type CashInput = { status: "empty" } | { status: "ok"; cash: number } | { status: "invalid"; message: string };
export type IncomeInput =
  { status: "empty" } | { status: "ok"; monthlyIncome: number } | { status: "invalid"; message: string };

const MAX_INPUT_LENGTH = 30;
// Digits with optional thousands commas (groups of three) and optional pence, then an optional k or m.
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?([km])?$/;

/** An amount in pounds as typed, before any bounds: its value, or why it could not be read. */
type PoundsReading =
  | { status: "empty" }
  | { status: "ok"; pounds: number }
  | { status: "invalid"; reason: "negative" | "comma-pence" | "format" | "too-long" };

/** Reads "25000", "£25,000", "25,000.50" (pence dropped), "25k", "1.5m"; one reading for every amount field. */
function readPounds(raw: string | null | undefined): PoundsReading {
  const text = (raw ?? "").trim();
  if (text === "") return { status: "empty" };
  if (text.length > MAX_INPUT_LENGTH) return { status: "invalid", reason: "too-long" };
  const compact = text.toLowerCase().replace(/\s+/g, "").replace(/^£/, "").replace(/^gbp/, "");
  if (compact.startsWith("-")) return { status: "invalid", reason: "negative" };
  const match = AMOUNT.exec(compact);
  if (!match) return { status: "invalid", reason: /^\d+,\d{1,2}$/.test(compact) ? "comma-pence" : "format" };
  const [, whole, pence = "", suffix] = match;
  const multiplier = suffix === "m" ? 1_000_000 : suffix === "k" ? 1_000 : 1;
  const pounds = Math.floor(Number(`${whole.replace(/,/g, "")}.${pence || "0"}`) * multiplier);
  return Number.isSafeInteger(pounds) ? { status: "ok", pounds } : { status: "invalid", reason: "too-long" };
}

const PENCE_MESSAGE = "Use a full stop for pence, for example 12500.50, or leave the pence out.";

/**
 * Reads a cash figure as typed: "25000", "£25,000", "25,000.50" (pence dropped), "25k", "1.5m". Anything
 * else gets a message saying what to type; never throws.
 */
export function parseCash(raw: string | null | undefined, config: AffordabilityConfig = affordability): CashInput {
  const reading = readPounds(raw);
  if (reading.status === "empty") return reading;
  if (reading.status === "invalid") {
    const message =
      reading.reason === "too-long"
        ? TOO_LARGE(config)
        : reading.reason === "negative"
          ? "The amount cannot be negative. Enter the cash you could put in, for example 25000."
          : reading.reason === "comma-pence"
            ? PENCE_MESSAGE
            : "Enter an amount in pounds using digits, for example 25000, £25,000 or 25k.";
    return { status: "invalid", message };
  }
  const pounds = reading.pounds;
  if (pounds > config.maxCash) return { status: "invalid", message: TOO_LARGE(config) };
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

/**
 * Reads the monthly income the loan repayment is weighed against, with the same reading as a cash figure
 * ("2500", "£2,500", "2.5k"). Optional: empty means no repayment check, and so no franchise is called a fit.
 */
export function parseMonthlyIncome(
  raw: string | null | undefined,
  config: AffordabilityConfig = affordability,
): IncomeInput {
  const reading = readPounds(raw);
  if (reading.status === "empty") return reading;
  const range = `between ${formatGbp(config.minMonthlyIncome)} and ${formatGbp(config.maxMonthlyIncome)}`;
  if (reading.status === "invalid") {
    const message =
      reading.reason === "comma-pence"
        ? PENCE_MESSAGE
        : reading.reason === "negative"
          ? "Your income cannot be negative. Enter what comes in each month, for example 2500."
          : `Enter your monthly income in pounds using digits, ${range}, for example 2500 or £2,500.`;
    return { status: "invalid", message };
  }
  if (reading.pounds < config.minMonthlyIncome || reading.pounds > config.maxMonthlyIncome) {
    return { status: "invalid", message: `Enter a monthly income ${range}, for example 2500.` };
  }
  return { status: "ok", monthlyIncome: reading.pounds };
}

/** A franchise network's track record, as its entry records it; either field may be unknown. */
export interface NetworkRecord {
  /** Year the brand began franchising in the UK. */
  franchisingInUkSince?: number;
  /** Franchisees trading today. */
  tradingFranchisees?: number;
}

/**
 * True when a franchise network has a track record a lender can judge, as lenders mean it: franchising in the UK
 * for the configured years AND the configured number of franchisees trading, both required (issue 52: a long
 * history with a handful of franchisees, or many franchisees signed last year, is still a newer network). The
 * brand's founding year plays no part; a network with either part not disclosed counts as newer.
 */
export function isEstablishedNetwork(
  record: NetworkRecord,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): boolean {
  const { minYearsFranchisingInUk, minTradingFranchisees } = config.establishedNetwork;
  const { franchisingInUkSince: since, tradingFranchisees: trading } = record;
  const longEnough = since !== undefined && now.getUTCFullYear() - since >= minYearsFranchisingInUk.value;
  const bigEnough = trading !== undefined && trading >= minTradingFranchisees.value;
  return longEnough && bigEnough;
}

/** The track record in words for a card: "Franchising in the UK since 2019 · 14 franchisees", or unknown. */
export function networkRecordLabel(record: NetworkRecord): string {
  const parts = [
    record.franchisingInUkSince !== undefined ? `Franchising in the UK since ${record.franchisingInUkSince}` : "",
    record.tradingFranchisees !== undefined
      ? `${record.tradingFranchisees} ${record.tradingFranchisees === 1 ? "franchisee" : "franchisees"} trading`
      : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "Franchise track record not known";
}

/**
 * True when a range's note says it leaves out working capital ("excluding working capital"): its figures are
 * then not the full cost of opening, so no cash figure can be said to cover it.
 */
export function leavesOutWorkingCapital(range: { note?: string }): boolean {
  return /\b(exclud\w*|not including|without|plus)\b[^.]*\bworking capital\b/i.test(range.note ?? "");
}

/**
 * The largest quoted investment `cash` can support. One method, the finance guide's: a lender funds its share of
 * the quoted investment only; the visitor's cash pays the rest of it plus the contingency, which sits outside
 * the lendable cost (a buffer is not borrowed). So cash = investment × (1 − lender share + contingency).
 * Rounded down to the pound.
 */
export function maxInvestment(cash: number, lenderShare: number, contingency: number): number {
  // The epsilon stops a share like 0.55 (stored as 0.55000000000000004) costing the visitor a pound.
  return Math.floor(cash / (1 - lenderShare + contingency) + 1e-9);
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
export interface BudgetCandidate extends NetworkRecord {
  investmentRange: { min: number; max: number; note?: string };
}

/**
 * How a franchise sits against a cash figure: its whole investment range within reach, only its entry level
 * (the range's low end, not its top), its quoted figures within reach but working capital still to add (a range
 * that leaves it out is never "affordable" on its figures alone), or none of it. The ceiling is what the cash
 * supports for a network of its track record (the higher lending share only when established), keeping the
 * lower contingency aside.
 */
export type BudgetFit = "whole-range" | "entry-level" | "before-working-capital" | "out-of-reach";

/** Where a franchise's investment range sits against what `cash` could support (see `BudgetFit`). */
export function budgetFit(
  franchise: BudgetCandidate,
  cash: number,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): BudgetFit {
  const result = affordableRange(cash, config);
  const ceiling = isEstablishedNetwork(franchise, now, config) ? result.established : result.newer;
  if (franchise.investmentRange.min > ceiling) return "out-of-reach";
  if (leavesOutWorkingCapital(franchise.investmentRange)) return "before-working-capital";
  if (franchise.investmentRange.max <= ceiling) return "whole-range";
  return "entry-level";
}

/**
 * The words for a franchise's fit, one wording for /affordability's cards and /match's reasons. A range that
 * leaves out working capital is never called a fit: it is "within reach before working capital", and when only
 * its entry level is within reach the words say so too.
 */
export function budgetFitWords(
  franchise: BudgetCandidate,
  cash: number,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): string {
  const fit = budgetFit(franchise, cash, now, config);
  if (fit === "whole-range") return "Fits across its range";
  if (fit === "entry-level") return "Fits at its entry level only";
  if (fit === "out-of-reach") return "Out of reach of this figure";
  const result = affordableRange(cash, config);
  const ceiling = isEstablishedNetwork(franchise, now, config) ? result.established : result.newer;
  return franchise.investmentRange.max <= ceiling
    ? "Within reach before working capital: ask the franchisor how much to add"
    : "Entry level within reach before working capital: ask the franchisor how much to add";
}

/**
 * The heading over /affordability's list: franchises within reach counted apart from those within reach only
 * before working capital ("3 franchises within reach, 2 before working capital"), so neither is called a fit.
 */
export function fitHeading(counts: { withinReach: number; beforeWorkingCapital: number }): string {
  const { withinReach, beforeWorkingCapital } = counts;
  if (withinReach === 0 && beforeWorkingCapital === 0) return "No franchise in our directory fits this figure yet";
  const reach =
    withinReach === 0
      ? "No franchise within reach"
      : `${withinReach} ${withinReach === 1 ? "franchise" : "franchises"} within reach`;
  return beforeWorkingCapital === 0
    ? `${reach} of this figure`
    : `${reach}, ${beforeWorkingCapital} before working capital`;
}

/**
 * The one rule for "within budget", shared by /affordability and the directory's `budget` filter: at least the
 * franchise's entry level is within reach (`budgetFit`), working capital to add or not; the cards say which.
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
 * a lender does not fund (by the network's track record) plus the lower contingency, rounded up to the pound.
 */
export function cashNeededFor(
  investment: number,
  record: NetworkRecord,
  now: Date = new Date(),
  config: AffordabilityConfig = affordability,
): number {
  const lenderShare = isEstablishedNetwork(record, now, config)
    ? config.lenderShareEstablished.value
    : config.lenderShareNewer.value;
  return Math.ceil(investment * (1 - lenderShare + config.contingencyLow.value) - 1e-6);
}

const FIT_ORDER: Record<BudgetFit, number> = {
  "whole-range": 0,
  "entry-level": 1,
  "before-working-capital": 2,
  "out-of-reach": 3,
};

/**
 * Orders franchises that fit: whole range first, then entry level, then those whose working capital is still to
 * add; within each, the dearest entry level first (what the cash stretches to).
 */
export function byBudgetFit<T extends BudgetCandidate & { fit: BudgetFit }>(a: T, b: T): number {
  return FIT_ORDER[a.fit] - FIT_ORDER[b.fit] || b.investmentRange.min - a.investmentRange.min;
}

/**
 * The directory filtered to a budget: its on-demand results, `/franchises/search?budget=25000` (the static
 * /franchises cannot read a query without JavaScript). The same URL resultsHref builds for the filter.
 */
export function budgetDirectoryHref(cash: number): string {
  return `/franchises/search?budget=${cash}`;
}
