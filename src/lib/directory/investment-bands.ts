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
  // Ranges that overlap the band, so a range straddling a threshold is listed in both bands it reaches.
  if (band === "low")
    return `Franchises with investment ranges that overlap ${formatGbp(0)}-${formatGbp(LOW_INVESTMENT_MAX)}: the lowest figure is ${formatGbp(LOW_INVESTMENT_MAX)} or less.`;
  if (band === "medium")
    return `Franchises with investment ranges that overlap ${formatGbp(LOW_INVESTMENT_MAX)}-${formatGbp(HIGH_INVESTMENT_MIN)}.`;
  return `Franchises with investment ranges that overlap ${formatGbp(HIGH_INVESTMENT_MIN)} and over: the highest figure is ${formatGbp(HIGH_INVESTMENT_MIN)} or more.`;
}
