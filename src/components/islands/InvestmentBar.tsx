/** The investment range drawn on the common £0 to £200,000 scale; SVG attributes, so no inline styles. */
import { formatGbp } from "@/lib/format";
import { INVESTMENT_SCALE_MAX, investmentBar, investmentBarLabel } from "@/lib/investment-scale";

interface Props {
  range: { min: number; max: number };
  /** Shows "£0" and "£200,000" under the bar. */
  showScale?: boolean;
  className?: string;
}

export default function InvestmentBar({ range, showScale = true, className }: Props) {
  const { startPercent, widthPercent } = investmentBar(range);
  return (
    <div className={className}>
      <svg
        role="img"
        aria-label={`Investment ${investmentBarLabel(range)}`}
        className="block h-2 w-full overflow-hidden rounded-full"
        viewBox="0 0 100 2"
        preserveAspectRatio="none"
        focusable="false"
      >
        <rect x="0" y="0" width="100" height="2" className="fill-slate-200" />
        <rect x={startPercent} y="0" width={widthPercent} height="2" className="fill-brand-600" />
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
