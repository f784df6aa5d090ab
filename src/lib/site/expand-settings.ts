/**
 * Site settings written into page copy as `{name}` placeholders, so a phone number, a figure or a payment
 * statement is stated once in src/config/site.ts and every page follows it. UK figures join them as
 * `{fact:<id>}` (src/content/uk-facts.yaml, added by src/lib/content/uk-facts-file.ts). Content files are checked
 * for unknown names when the content schemas load (see `unknownPlaceholders`), and expanded when pages render.
 */
import { accreditationLine, site, tagline, type SiteConfig } from "@/config/site";

/** Placeholder name to the text it stands for. */
export type Settings = Readonly<Record<string, string>>;

// `{name}`, or `{fact:kebab-id}` for a UK figure.
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*|fact:[a-z0-9]+(?:-[a-z0-9]+)*)\}/g;

/** The placeholders every piece of copy may use, built from the site config. */
export function settingsFromSite(config: SiteConfig = site): Settings {
  return {
    businessName: config.businessName,
    product: config.product,
    tagline: config === site ? tagline : `Expert ${config.product} UK`,
    phone: config.phone.display,
    email: config.email,
    hours: config.hours.display,
    enquiryDays: config.enquiryDays,
    replyWithin: config.replyWithin,
    callMinutes: String(config.discoveryCallMinutes),
    founded: String(config.foundedYear),
    years: config.claims.yearsExperience.value,
    clients: config.claims.happyClients.value,
    /** The figure without its "+", for sentences such as "more than 500 people". */
    clientsNumber: config.claims.happyClients.value.replace("+", ""),
    successRate: config.claims.successRate.value,
    advisorSuccessRate: config.claims.advisorSuccessRate.value,
    relationships: config.claims.franchisorRelationships.value,
    relationshipsNumber: config.claims.franchisorRelationships.value.replace("+", ""),
    accreditation:
      config === site ? accreditationLine : `Accredited ${config.accreditation.status} of ${config.accreditation.name}`,
    accreditationName: config.accreditation.name,
    accreditationStatus: config.accreditation.status,
    priceRange: config.priceRange,
    paymentSummary: config.payment.summary,
    paymentClientFee: config.payment.clientFee,
    paymentIntroductionFees: config.payment.introductionFees,
    paymentIndependence: config.payment.independence,
    guarantee: config.promises.guarantee.text,
    guaranteeTitle: config.promises.guarantee.title,
    guaranteeDays: String(config.promises.guarantee.days),
    cancellation: config.promises.cancellation,
    buyingTimeline: config.promises.buyingTimeline,
    ongoingFees: config.promises.ongoingFees,
  };
}

/** The names of every site-wide placeholder, for documentation and schema checks. */
export const SITE_PLACEHOLDERS: readonly string[] = Object.keys(settingsFromSite());

/** The `{name}` placeholders in `text` that are not in `known`, in order of appearance. */
export function unknownPlaceholders(text: string, known: Iterable<string>): string[] {
  const names = new Set(known);
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !names.has(name));
}

/** Replaces every `{name}` in `text` with its setting; an unknown name throws, naming it and `where`. */
export function expandSettings(text: string, settings: Settings, where = "page copy"): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = settings[name];
    if (value === undefined) {
      throw new Error(`${where}: unknown placeholder {${name}}; known: ${Object.keys(settings).join(", ")}`);
    }
    return value;
  });
}

/** Expands placeholders in every string of a copy object (arrays and nested objects included). */
export function expandCopy<T>(value: T, settings: Settings, where = "page copy"): T {
  if (typeof value === "string") return expandSettings(value, settings, where) as T;
  if (Array.isArray(value)) return value.map((item, index) => expandCopy(item, settings, `${where}[${index}]`)) as T;
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, expandCopy(item, settings, `${where}.${key}`)]),
    ) as T;
  }
  return value;
}
