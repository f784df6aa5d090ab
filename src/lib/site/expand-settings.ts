/**
 * Site settings written into page copy as `{name}` placeholders, so a phone number, a figure or a payment
 * statement is stated once in src/config/site.ts and every page follows it. UK figures join them as
 * `{fact:<id>}` (src/content/uk-facts.yaml, added by src/lib/facts/uk-facts-file.ts). Content files are checked
 * for unknown names when the content schemas load (see `unknownPlaceholders`), and expanded when pages render.
 */
import { accreditationLine, claims, site, tagline, type ClaimsRegisterData, type SiteConfig } from "@/config/site";
import { claimPlaceholders, expandSettings, type Settings } from "./fill-placeholders";

export { expandSettings, unknownPlaceholders, type Settings } from "./fill-placeholders";

/** The `{claim:…}` placeholders of the register (src/lib/site/fill-placeholders.ts says which), by default the site's. */
export function claimSettings(register: ClaimsRegisterData = claims): Record<string, string> {
  return claimPlaceholders(register);
}

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
    // Where the one office is: location pages titled "Franchise Advisor <place>" say it, lest they imply a local office.
    officeTown: config.address.addressLocality,
    accreditation:
      config === site
        ? accreditationLine
        : config.accreditation
          ? `Accredited ${config.accreditation.status} of ${config.accreditation.name}`
          : "",
    accreditationName: config.accreditation?.name ?? "",
    accreditationStatus: config.accreditation?.status ?? "",
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
    ...claimSettings(),
  };
}

let registerSettings: Record<string, string> | undefined;

/** One claim from the register as `{claim:<key>}` renders it, for components; an unknown key throws, naming it. */
export function claim(key: string): string {
  // The register is fixed for the life of the process, and every page's footer asks: build its settings once.
  const value = (registerSettings ??= claimSettings())[`claim:${key}`];
  if (value === undefined) throw new Error(`unknown claim "${key}" (src/content/claims.json)`);
  return value;
}

/** The names of every site-wide placeholder, for documentation and schema checks. */
export const SITE_PLACEHOLDERS: readonly string[] = Object.keys(settingsFromSite());

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
