/**
 * Site settings written into page copy as `{name}` placeholders, so a phone number, a figure or a payment
 * statement is stated once in src/config/site.ts and every page follows it. UK figures join them as
 * `{fact:<id>}` (src/content/uk-facts.yaml, added by src/lib/facts/uk-facts-file.ts). Content files are checked
 * for unknown names when the content schemas load (see `unknownPlaceholders`), and expanded when pages render.
 */
import { accreditationLine, claims, site, tagline, type ClaimsRegisterData, type SiteConfig } from "@/config/site";

/** Placeholder name to the text it stands for. */
export type Settings = Readonly<Record<string, string>>;

// `{name}`, `{fact:kebab-id}` for a UK figure, or `{claim:key}` / `{claim:key.part}` for a claim in the register.
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*|fact:[a-z0-9]+(?:-[a-z0-9]+)*|claim:[A-Za-z][A-Za-z0-9]*(?:\.[a-z]+)?)\}/g;

/**
 * The `{claim:…}` placeholders of the register (src/content/claims.json): `{claim:<figure>}` is the figure's one
 * sentence, `.value`, `.label` and `.definition` its parts; `{claim:<credential>}` a team credential;
 * `{claim:founded}` the founding line and `{claim:foundedYear}` the year; `{claim:independent}` (and
 * `{claim:Independent}` to open a sentence) the independence word; `{claim:guarantee}` the guarantee with its
 * conditions; `{claim:reviewsPolicy}` the reviews policy; `{claim:accreditation}` the accreditation line, empty
 * when the business has none.
 */
export function claimSettings(register: ClaimsRegisterData = claims): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [key, figure] of Object.entries(register.figures)) {
    entries.push([key, figure.text], [`${key}.value`, figure.value], [`${key}.label`, figure.label]);
    if (figure.definition) entries.push([`${key}.definition`, figure.definition]);
  }
  for (const [key, credential] of Object.entries(register.credentials)) entries.push([key, credential.text]);
  const word = register.independence.word;
  const accreditation = register.accreditation;
  entries.push(
    ["founded", register.founded.text],
    ["foundedYear", String(register.founded.year)],
    ["independent", word],
    ["Independent", word.charAt(0).toUpperCase() + word.slice(1)],
    ["guarantee", register.guarantee.conditions],
    ["guarantee.title", `Our ${register.guarantee.days}-day guarantee`],
    ["reviewsPolicy", register.reviewsPolicy],
    ["accreditation", accreditation ? `Accredited ${accreditation.status} of ${accreditation.name}` : ""],
    // The word on its own, for a card's figure or a heading: empty, like the line, when there is no accreditation.
    ["accreditation.figure", accreditation ? "Accredited" : ""],
    // The firm's standing, never an individual's credential.
    ["accreditation.title", accreditation ? "An accredited firm" : ""],
  );
  return Object.fromEntries(entries.map(([key, value]) => [`claim:${key}`, value]));
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
