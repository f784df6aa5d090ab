/**
 * Franchises a visitor has picked elsewhere on the page (for example a shortlist) that the Franchise Enquiry's
 * picker should tick, by slug. Islands call pickFranchises; the picker subscribes.
 */
import { atom } from "nanostores";

/** Slugs to tick in the enquiry picker, in the order picked. */
export const $franchisePicks = atom<readonly string[]>([]);

/** Asks the enquiry picker to tick these franchises (added to what is already ticked). */
export function pickFranchises(slugs: readonly string[]): void {
  $franchisePicks.set([...new Set([...$franchisePicks.get(), ...slugs])]);
}
