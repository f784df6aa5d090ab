/** Plain-English rules of the directory's investment bands, for their landing pages. */
import { formatGbp } from "@/lib/ui/format";
import {
  ENTRY_BANDS,
  HIGH_INVESTMENT_MIN,
  LOW_INVESTMENT_MAX,
  type InvestmentBand,
} from "@/lib/directory/franchise-filters";

/** One sentence saying which franchises a band lists. */
export function investmentBandRule(band: InvestmentBand): string {
  const entry = ENTRY_BANDS.find((candidate) => candidate.value === band);
  if (entry)
    return `Franchises you can start for less than ${formatGbp(entry.under)}: the lowest figure of the investment range is under ${formatGbp(entry.under)}.`;
  if (band === "low")
    return `Franchises whose whole investment range stays at or below ${formatGbp(LOW_INVESTMENT_MAX)}.`;
  if (band === "medium")
    return `Franchises whose investment range lies between ${formatGbp(LOW_INVESTMENT_MAX)} and ${formatGbp(HIGH_INVESTMENT_MIN)}.`;
  return `Franchises that need at least ${formatGbp(HIGH_INVESTMENT_MIN)} to start.`;
}
