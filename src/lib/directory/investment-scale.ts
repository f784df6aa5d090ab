/** Geometry and wording of the investment bar: every franchise drawn on one £ scale so ranges compare at a glance. */
import { formatGbp, formatGbpRange } from "@/lib/ui/format";

/** The top of the common scale; a range reaching past it is drawn to the end of the bar. */
export const INVESTMENT_SCALE_MAX = 200_000;
/** The narrowest segment drawn, in percent, so a single figure still shows as a mark. */
const MIN_SEGMENT_PERCENT = 2;

export interface InvestmentBar {
  /** Where the segment starts, in percent of the scale. */
  startPercent: number;
  /** How wide the segment is, in percent of the scale. */
  widthPercent: number;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** The segment for a range on a 0 to `scaleMax` scale, clamped to the bar and never thinner than a mark. */
export function investmentBar(range: { min: number; max: number }, scaleMax = INVESTMENT_SCALE_MAX): InvestmentBar {
  const start = clampPercent((range.min / scaleMax) * 100);
  const end = clampPercent((range.max / scaleMax) * 100);
  const widthPercent = Math.max(end - start, MIN_SEGMENT_PERCENT);
  const startPercent = Math.min(start, 100 - widthPercent);
  return { startPercent: round(startPercent), widthPercent: round(widthPercent) };
}

/** The bar's text equivalent, e.g. "£25,000 - £55,000 on a scale from £0 to £200,000". */
export function investmentBarLabel(range: { min: number; max: number }, scaleMax = INVESTMENT_SCALE_MAX): string {
  return `${formatGbpRange(range)} on a scale from ${formatGbp(0)} to ${formatGbp(scaleMax)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
