/**
 * The visitor's cash figure from "What can I afford?", kept in localStorage so the Franchise Enquiry can
 * preselect the matching liquid-cash band on a later page (see `liquidCashBand`).
 */
import { persistentAtom } from "@nanostores/persistent";

/** The last valid figure in whole pounds, or null. */
export const $affordabilityCash = persistentAtom<number | null>("fa:affordability-cash", null, {
  encode: (value) => (value === null ? "" : String(value)),
  decode: (stored) => {
    const cash = Number(stored);
    return stored !== "" && Number.isSafeInteger(cash) && cash > 0 ? cash : null;
  },
});

/** Remembers a valid cash figure. */
export function rememberCash(cash: number): void {
  $affordabilityCash.set(cash);
}

/** Forgets the figure. */
export function forgetCash(): void {
  $affordabilityCash.set(null);
}
