/**
 * The visitor's cash figure from "What can I afford?", kept in sessionStorage so the Franchise Enquiry can
 * preselect the matching liquid-cash band on a later page of the same visit (see `liquidCashBand`). Session only:
 * a financial figure should not outlive the tab without the visitor being asked (the cookie policy says so).
 */
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from "@nanostores/persistent";

export const AFFORDABILITY_STORAGE_KEY = "fa:affordability-cash";

/** sessionStorage, if the browser lets this page use it (privacy modes may throw). */
function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const session = sessionStore();
if (session) {
  // The only persistent atom on the site, so switching the library's engine affects nothing else.
  setPersistentEngine(session, windowPersistentEvents);
  // A figure an earlier version left in localStorage (kept indefinitely) goes on the first visit since.
  try {
    localStorage.removeItem(AFFORDABILITY_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was left there either.
  }
}

/** The last valid figure in whole pounds, or null. */
export const $affordabilityCash = persistentAtom<number | null>(AFFORDABILITY_STORAGE_KEY, null, {
  encode: (value) => (value === null ? "" : String(value)),
  decode: (stored) => {
    const cash = Number(stored);
    return stored !== "" && Number.isSafeInteger(cash) && cash > 0 ? cash : null;
  },
});

/** Remembers a valid cash figure for this visit. */
export function rememberCash(cash: number): void {
  $affordabilityCash.set(cash);
}

/** Forgets the figure. */
export function forgetCash(): void {
  $affordabilityCash.set(null);
}
