/**
 * What a visitor has chosen on one part of the page for a form in another part: the package picked with a
 * Choose button (services page) and the contact tab to show. Islands only call these actions.
 */
import { atom } from "nanostores";

export type ContactTab = "consultation" | "enquiry";

/** The package id chosen on the services page, or null. */
export const $chosenPackage = atom<string | null>(null);

/** The tab the contact section should show; null leaves its own default. */
export const $requestedContactTab = atom<ContactTab | null>(null);

/** Remembers a package for the consultation form and asks the contact section to show that form. */
export function choosePackage(packageId: string): void {
  $chosenPackage.set(packageId);
  $requestedContactTab.set("consultation");
}

/** Forgets the chosen package. */
export function clearChosenPackage(): void {
  $chosenPackage.set(null);
}

/** Called by the contact section once it shows the requested tab, so the same request can come again. */
export function acknowledgeContactTab(): void {
  $requestedContactTab.set(null);
}
