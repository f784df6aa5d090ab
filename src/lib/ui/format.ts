/** Display formatting shared by pages and islands; UK conventions throughout. */

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** £25,000 style amounts, no pence. */
export function formatGbp(amount: number): string {
  return gbp.format(amount);
}

/** An investment range in pounds, with an optional note on what it covers (e.g. "excluding working capital"). */
export interface InvestmentRange {
  min: number;
  max: number;
  note?: string;
}

/**
 * "£12,500 - £25,000", or a single figure when min and max agree; a range's note follows in brackets wherever the
 * range is shown, so a figure that leaves something out always says so.
 */
export function formatGbpRange(range: InvestmentRange): string {
  const figures = range.min === range.max ? formatGbp(range.min) : `${formatGbp(range.min)} - ${formatGbp(range.max)}`;
  return range.note ? `${figures} (${range.note})` : figures;
}

/** "Est. 2016", or "Est. TBA" when the year is unknown: the one way a founding year is shown. */
export function establishedLabel(year: number | undefined): string {
  return `Est. ${year ?? "TBA"}`;
}

/** "1 January 2025" from an ISO date string or a Date. */
export function formatLongDate(date: string | Date): string {
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}

/** Population in millions to one decimal place, e.g. 8,866,000 → "8.9 million". */
export function formatMillions(population: number): string {
  return `${(population / 1_000_000).toFixed(1)} million`;
}

/**
 * An editor's text as paragraphs, split at blank lines. A folded YAML block (`>-`) turns a blank line into a line
 * break and every other line break into a space, so either way a break separates paragraphs.
 */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A count with its noun: `plural(1, "franchise")` is "1 franchise", `plural(3, "city", "cities")` is "3 cities". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** A count as the UK writes it: 2,461. Never for years (2003), which have no separator. */
export function formatCount(count: number): string {
  return count.toLocaleString("en-GB");
}
