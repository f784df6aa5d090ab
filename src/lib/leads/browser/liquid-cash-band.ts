/** The Franchise Enquiry's liquid-cash bands, for a figure from "What can I afford?" (src/lib/decide/affordability.ts). */
import type { LIQUID_CASH } from "@/lib/leads/browser/fields";

export type LiquidCashBand = (typeof LIQUID_CASH)[number];

// Lower bounds of the enquiry form's bands; a figure on a boundary belongs to the band it starts.
const BANDS: readonly [number, LiquidCashBand][] = [
  [500_000, "500k+"],
  [250_000, "250-500k"],
  [100_000, "100-250k"],
  [50_000, "50-100k"],
  [25_000, "25-50k"],
  [0, "0-25k"],
];

/** The Franchise Enquiry's liquid-cash band for a cash figure, e.g. 30000 → "25-50k". */
export function liquidCashBand(cash: number): LiquidCashBand {
  return BANDS.find(([floor]) => cash >= floor)?.[1] ?? "0-25k";
}
