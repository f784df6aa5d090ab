import type { IconName } from "@/lib/ui/icon-paths";

/* Shapes of the copy the section components render; the copy itself lives in src/content (see copy-schemas.ts). */

/** A service, programme or consultation type: title, description, features and an optional duration. */
export interface Service {
  title: string;
  description: string;
  features: readonly string[];
  /** e.g. "60 min", "6 months", "Ongoing". */
  duration?: string;
  icon?: IconName;
}

/** One step of a process, numbered from 1. */
export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  keyPoints: readonly string[];
}

/** A support package on the support services page (prices are not published). */
export interface SupportPackage {
  id: string;
  title: string;
  /** e.g. "First 12 months", "Ongoing". */
  duration: string;
  description: string;
  features: readonly string[];
  popular: boolean;
}

/** A group of franchise documents and what to look for in them. */
export interface DocumentGroup {
  title: string;
  description: string;
  keyElements: readonly string[];
}

/** A group of territory criteria. */
export interface CriteriaGroup {
  category: string;
  factors: readonly string[];
}

/** A client's words. The name is kept as data only and is never shown on the site. */
export interface Testimonial {
  name: string;
  business: string;
  quote: string;
  /** Stars out of 5. */
  rating: number;
}

/** A frequently asked question with its answer (plain text). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A card with an icon, a title, a description and, optionally, a short list and a call to action. */
export interface BenefitCard {
  icon: IconName;
  title: string;
  description: string;
  points?: readonly string[];
  /** A prominent figure, e.g. "up to 40%". */
  figure?: string;
  cta?: { label: string; href: string };
}

/** A headline figure with what it measures. */
export interface Stat {
  value: string;
  label: string;
  /** What a rate measures, from the register of claims: shown beside the figure. */
  definition?: string | undefined;
}

/** A titled list; `tone` tells a reader (and the icon) whether the items are good, bad or neutral. */
export interface ChecklistGroup {
  title: string;
  description?: string;
  items: readonly string[];
  tone?: "positive" | "negative" | "neutral";
}

/** The heading block of a page section. */
export interface SectionCopy {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** A section made of a heading and a list of items of one shape. */
export interface ItemsSection<T> {
  heading: SectionCopy;
  items: readonly T[];
}

/** The opening of a service page. */
export interface ServiceHeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
  /** Label of the primary call to action, which goes to /contact. */
  ctaLabel: string;
  /** How the service is priced (every service page has one; /services shows its packages instead). */
  price?: string;
  /** Up to four headline facts shown beside the hero text. */
  highlights: readonly Stat[];
}

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
/** A link to another page, or a Choose link to this page's contact section (its label defaults to "Choose <package>"). */
export type PackageCta = { type: "link"; href: string; label: string } | { type: "choose"; label?: string };
