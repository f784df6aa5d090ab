/**
 * The figures /affordability's words state, as their placeholders are filled in (src/content/pages/decide.yaml):
 * each worked out from the settings (src/content/affordability.json), so a changed setting changes every sentence
 * that states it and none is typed twice.
 */
import { affordability, type AffordabilityConfig } from "@/config/affordability";
import { formatGbp } from "@/lib/ui/format";

const pct = (share: number) => `${Math.round(share * 100)}%`;
const pctExact = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Every figure placeholder of the page's words, filled in from `config`. */
export function affordabilityFigures(config: AffordabilityConfig = affordability) {
  const { loan, establishedNetwork } = config;
  // What £1 of cash supports at best: the established share with the lower contingency (maxInvestment's rule).
  const bestLeverage = Math.round(100 / (1 - config.lenderShareEstablished.value + config.contingencyLow.value)) / 100;
  return {
    lenderShareEstablished: pct(config.lenderShareEstablished.value),
    lenderShareNewer: pct(config.lenderShareNewer.value),
    minYearsFranchisingInUk: String(establishedNetwork.minYearsFranchisingInUk.value),
    minTradingFranchisees: String(establishedNetwork.minTradingFranchisees.value),
    contingencyLow: pct(config.contingencyLow.value),
    contingencyHigh: pct(config.contingencyHigh.value),
    bestLeverage: String(bestLeverage),
    loanRate: pctExact(loan.rate.value),
    loanYears: String(loan.years.value),
    maxIncomeShare: pct(loan.maxIncomeShare.value),
    securityAbove: formatGbp(loan.securityAbove.value),
    minCash: formatGbp(config.minCash),
    maxCash: formatGbp(config.maxCash),
  } satisfies Record<string, string>;
}

/** A figure's placeholder name (the page's words allow exactly these, affordability-copy-schema.ts). */
export type AffordabilityFigure = keyof ReturnType<typeof affordabilityFigures>;
