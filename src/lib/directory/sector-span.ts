/**
 * The investment span of a sector in the live catalogue, so a guide that states "what a sector costs" says what
 * the directory lists instead of a figure of its own that the listings contradict.
 */
import { formatGbp } from "@/lib/ui/format";

export interface SectorSpan {
  /** The lowest minimum and the highest maximum of the sector's listed ranges. */
  min: number;
  max: number;
  /** How many franchises the span covers. */
  count: number;
  /** How many of them list a range that leaves something out (working capital, premises…). */
  withNotes: number;
}

/** The span of the given franchises' investment ranges, or undefined when there are none. */
export function sectorSpan(
  franchises: readonly { investmentRange: { min: number; max: number; note?: string } }[],
): SectorSpan | undefined {
  if (franchises.length === 0) return undefined;
  const ranges = franchises.map((franchise) => franchise.investmentRange);
  return {
    min: Math.min(...ranges.map((range) => range.min)),
    max: Math.max(...ranges.map((range) => range.max)),
    count: ranges.length,
    withNotes: ranges.filter((range) => range.note).length,
  };
}

/**
 * Fewer listings than this are a sample of brands, not a sector: their span is shown with a warning that it says
 * nothing about what the sector costs (one care listing's £25,000-£55,000 beside a sector that runs to £150,000).
 */
export const MIN_SECTOR_LISTINGS = 3;

/** "£13,995 to £140,000 across the 5 food & beverage franchises in our directory", or that none are listed yet. */
export function sectorSpanText(span: SectorSpan | undefined, sectorName: string): string {
  const sector = sectorName.toLowerCase();
  if (!span) return `nothing yet: no ${sector} franchises are listed in our directory at the moment`;
  const figures = span.min === span.max ? formatGbp(span.min) : `${formatGbp(span.min)} to ${formatGbp(span.max)}`;
  const few = span.count < MIN_SECTOR_LISTINGS ? ", too few to show what the sector costs" : "";
  const across =
    span.count === 1
      ? `for the one ${sector} franchise in our directory${few}`
      : `across the ${span.count} ${sector} franchises in our directory${few}`;
  const notes =
    span.withNotes === 0
      ? ""
      : span.count === 1
        ? " (its listed range leaves out some costs: see the listing)"
        : " (some listed ranges leave out costs: see each listing)";
  return `${figures} ${across}${notes}`;
}
