/** Background tone of a page section: white, a light grey band, or the dark brand band. */
export type SectionTone = "white" | "muted" | "dark";

/** One card of a package grid: the advisory packages (with a price) or the support packages (with a duration). */
export interface PackageCardItem {
  id: string;
  name: string;
  price?: string;
  /** e.g. "First 12 months" or "Ongoing". */
  duration?: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  /** Typical timeline, e.g. "4-6 weeks". */
  timeline?: string;
}

/** What a package card's button does: link somewhere, or choose the package for the form on this page. */
export type PackageCta = { type: "link"; href: string; label: string } | { type: "choose" };
