/**
 * The investment range drawn on the common £0 to £200,000 scale; SVG attributes, so no inline styles. Where the
 * range is written out beside it (a directory card), the bar is `decorative`: hidden from assistive technology,
 * which would otherwise hear the same figures twice.
 */
import { formatGbp } from "@/lib/ui/format";
import { INVESTMENT_SCALE_MAX, investmentBar, investmentBarLabel } from "@/lib/directory/investment-scale";

interface Props {
  range: { min: number; max: number };
  /** Shows "£0" and "£200,000" under the bar. */
  showScale?: boolean;
  className?: string;
  decorative?: boolean;
}

export default function InvestmentBar({ range, showScale = true, className, decorative = false }: Props) {
  const { startPercent, widthPercent } = investmentBar(range);
  return (
    <div className={className}>
      <svg
        {...(decorative
          ? { "aria-hidden": true }
          : { role: "img", "aria-label": `Investment ${investmentBarLabel(range)}` })}
        className="block h-2 w-full overflow-hidden rounded-full"
        viewBox="0 0 100 2"
        preserveAspectRatio="none"
      >
        <rect width="100" height="2" className="fill-slate-200" />
        <rect x={startPercent} width={widthPercent} height="2" className="fill-brand-600" />
      </svg>
      {showScale && (
        <div className="mt-1 flex justify-between text-xs text-slate-700" aria-hidden="true">
          <span>{formatGbp(0)}</span>
          <span>{formatGbp(INVESTMENT_SCALE_MAX)}</span>
        </div>
      )}
    </div>
  );
}
