/**
 * Everything a business changes to rebrand the site lives here, and nowhere else.
 * Contact details are fictional: 020 7946 0xxx is in Ofcom's range reserved for drama,
 * and example.com-style domains are reserved for documentation.
 */
// Relative, not `@/`: astro.config.mjs loads this file (the launch check) before any alias exists.
import { PRIVACY_NOTICE_VERSION } from "./consent";
// The register of claims: what the business says about itself, stated once with its evidence. JSON, because this
// file loads in astro.config.mjs, tsx scripts and islands alike, which all read JSON without a plugin; the content
// collection `claims` checks it with src/lib/claims/schema.ts when the site builds.
import claimsRegister from "../content/claims.json" with { type: "json" };
import { withoutSampleMarkers } from "../lib/claims/sample-words";
import { byKey, type Keyed } from "../lib/claims/by-key";
import { shownDefinition } from "../lib/claims/statistic";
// The business's own details (name, phone, email, address, company, social profiles, hero film, launch flags): JSON
// for the same reason as the register; the content collection `business` checks it with
// src/lib/schemas/business-schema.ts, and the browser editor's "Business details" form writes it.
import businessFile from "../content/business.json" with { type: "json" };
import type { Business } from "../lib/schemas/business-schema";
// How the business is paid, its promises, how it handles data and the legal pages' date: JSON for the same reason;
// the collection `policies` checks it with src/lib/schemas/policies-schema.ts, and the editor's "Fees, promises and
// data handling" form writes it.
import policiesFile from "../content/policies.json" with { type: "json" };
import type { Policies } from "../lib/schemas/policies-schema";
import { claimPlaceholders, fillKnownPlaceholders } from "../lib/site/fill-placeholders";

export interface PostalAddress {
  streetAddress: string;
  addressLocality: string;
  postalCode: string;
  addressCountry: string;
}

/** A social profile the business actually holds; only configured profiles are ever linked. */
export interface SocialProfile {
  label: string;
  url: string;
}

/** The hero film: its title and running time are shown beside the play button, so they must match the film. */
export interface HeroVideo {
  /** YouTube embed URL; the nocookie host sets no cookies until the visitor plays it. */
  embedUrl: string;
  /** The film's own title, used as the play button's label and the dialog's title. */
  title: string;
  /** Running time in whole minutes; leave out to claim no duration. */
  durationMinutes?: number;
}

/** The franchise association the business is accredited by. */
export interface Accreditation {
  /** The body's name as a sentence reads it, e.g. "the British Franchise Association". */
  name: string;
  url?: string;
  /**
   * The business's standing with the body, in the body's own word, read as "Accredited <status> of <name>" and as
   * the About page's "Franchise association <status>": the British Franchise Association accredits advisors as
   * affiliates, so "affiliate" there, never "member".
   */
  status: string;
}

/** Proof on file for a claim: where it is kept and when someone last checked the claim against it. */
export interface Evidence {
  /** Where the proof is kept, e.g. "Client outcome survey 2026, shared drive Evidence/outcomes-2026.xlsx". */
  source: string;
  /** The day the claim was last checked against it, yyyy-mm-dd. */
  checkedOn: string;
}

/**
 * A figure the business states as its own record. `evidence` is "pending" until the proof is on file:
 * `npm run check:launch` lists every pending claim, and a production build stops on them.
 */
export interface Claim {
  value: string;
  evidence: Evidence | "pending";
}

/**
 * The business's legal identity, which the Companies Act 2006 and the Company, Limited Liability Partnership and
 * Business (Names and Trading Disclosures) Regulations 2015 require on a company website.
 */
export interface LegalIdentity {
  companyName: string;
  companyNumber: string;
  registeredIn: string;
  registeredOffice: string;
  vatNumber?: string;
}

/** A processor the privacy notice names: who it is, and where it stores personal data. */
export interface Processor {
  name: string;
  /** "the UK", "the EEA", or the country and the safeguard for a transfer, as the notice prints it. */
  storedIn: string;
}

/** src/content/business.json: edit the business's details there (or in `npm run edit`), never here. */
const business = businessFile as Business;

const heroVideo: HeroVideo | undefined = business.heroVideo;

/** The register as this file reads it (the collection's schema has checked its shape when the site builds). */
export interface ClaimsRegisterData {
  founded: { year: number; text: string; evidence: Evidence | "pending" };
  history: { story: string[]; evidence: Evidence | "pending" };
  figures: Record<
    string,
    Claim & {
      label: string;
      text: string;
      definition?: string;
      base?: string;
      period?: string;
      n?: { count: number } | "pending";
    }
  >;
  credentials: Record<string, { text: string; evidence: Evidence | "pending" }>;
  awards: { name: string; url?: string; evidence: Evidence | "pending" }[];
  accreditation?: Accreditation & { evidence: Evidence | "pending" };
  serviceLevels: {
    replyWithin: string;
    replyWithinHours: number;
    averageReplyHours?: number;
    phoneHours: string;
    phoneHoursSchema: string;
    enquiryDays: string;
    evidence: Evidence | "pending";
  };
  guarantee: { days: number; conditions: string; evidence: Evidence | "pending" };
  independence: { word: string; statement: string; introductionFees: string; evidence: Evidence | "pending" };
  reviewsPolicy: string;
}

/** The register as the file holds it: figures and credentials as lists, each entry with its key. */
type ClaimsRegisterFile = Omit<ClaimsRegisterData, "figures" | "credentials"> & {
  figures: Keyed<ClaimsRegisterData["figures"][string]>[];
  credentials: Keyed<ClaimsRegisterData["credentials"][string]>[];
};
const registerFile = claimsRegister as unknown as ClaimsRegisterFile;

/**
 * src/content/claims.json: edit claims there, never here. Read as visitors see it, without "Sample …:" markers, and
 * with figures and credentials looked up by key.
 */
export const claims: ClaimsRegisterData = withoutSampleMarkers({
  ...registerFile,
  // A statistic's definition carries its period and n wherever it shows (each read without its sample marker first).
  figures: byKey(
    registerFile.figures.map((figure) => {
      const plain = withoutSampleMarkers(figure);
      return { ...plain, definition: shownDefinition(plain) };
    }),
  ),
  credentials: byKey(registerFile.credentials),
});

/** The association from the register, or undefined when the business has none (nothing then says "accredited"). */
const accreditation: Accreditation | undefined = claims.accreditation;

/** The refund guarantee's window in days, counted from the client's recommendations (from the register). */
const GUARANTEE_DAYS = claims.guarantee.days;

/** The free discovery call's length in minutes: `{callMinutes}` wherever the words give it. */
const DISCOVERY_CALL_MINUTES = 15;

/** src/content/policies.json: edit these words and settings there (or in `npm run edit`), never here. */
const policies = policiesFile as Policies;

/** What the policies' texts may name: the register's claims and the free call's length (made on first use). */
let policySettings: Readonly<Record<string, string>> | undefined;

/**
 * A text of policies.json with its `{claim:…}` and `{callMinutes}` filled in, as page copy's are. One the schema does
 * not know stays as typed, for the build to name (src/lib/schemas/policies-schema.ts): throwing here would stop the
 * editor itself from opening to correct it. Each call is marked pure so that an island importing `site` ships only
 * the texts it reads, as it did when they were literals here.
 */
const filled = (text: string) =>
  fillKnownPlaceholders(
    text,
    (policySettings ??= { ...claimPlaceholders(claims), callMinutes: String(DISCOVERY_CALL_MINUTES) }),
  );

/** No profiles by default: a link to a handle that does not exist would be a false claim. */
const social: readonly SocialProfile[] = business.social;

export const site = {
  /** The business's trading name, used in titles, the footer and structured data. */
  businessName: business.businessName,
  /** The `{product}` of the specification: the header tagline reads "Expert {product} UK". */
  product: business.product,
  /** Default page description, used when a page has none of its own (policies.json, its claims filled in). */
  description: /* @__PURE__ */ filled(policies.description),
  phone: {
    /** Non-breaking spaces keep the number on one line. */
    display: business.phone.replace(/ /g, "\u00a0"),
    /** E.164 form for `tel:` links. */
    e164: business.phoneInternational,
  },
  email: business.email,
  hours: {
    /** Phone lines only; online enquiries are answered on `enquiryDays`. */
    display: claims.serviceLevels.phoneHours,
    /** schema.org openingHours form. */
    schema: claims.serviceLevels.phoneHoursSchema,
  },
  address: business.address satisfies PostalAddress,
  /** Country defaults for forms and structured data. */
  country: { code: "GB", name: "United Kingdom" },
  locale: "en_GB",
  replyWithin: claims.serviceLevels.replyWithin,
  /** When online enquiries (forms and email) are answered; phone lines keep `hours`. */
  enquiryDays: claims.serviceLevels.enquiryDays,
  discoveryCallMinutes: DISCOVERY_CALL_MINUTES,
  /** From the register (`founded.year`). */
  foundedYear: claims.founded.year,
  /** The register's figures (src/content/claims.json `figures`), by key. */
  claims: claims.figures,
  /**
   * The association the business is accredited by. The default is a placeholder that names no real body: replace it
   * with the association the business actually belongs to before launch.
   */
  accreditation,
  /**
   * How the business is paid, stated once and shown on the home page, /services, /about and the terms. Clients pay
   * a fixed fee; some franchisors pay an introduction fee, which we disclose before any introduction.
   */
  payment: {
    /** Short form for headings and leads (policies.json). */
    summary: /* @__PURE__ */ filled(policies.payment.summary),
    /**
     * Scoped to the one-time advisory packages (policies.json): coaching and support programmes are ongoing by
     * nature, so the "no ongoing charges" promise must never read as covering them.
     */
    clientFee: /* @__PURE__ */ filled(policies.payment.clientFee),
    /** From the register (`independence.introductionFees`). */
    introductionFees: claims.independence.introductionFees,
    /** From the register (`independence.statement`). */
    independence: claims.independence.statement,
  },
  /**
   * Promises stated once (the guarantee in the register, the rest in policies.json) and rendered everywhere from
   * here (page copy through `{placeholders}`, the terms and privacy notice by import). tests/unit/promises.test.ts
   * fails when a page words one differently.
   */
  promises: {
    /**
     * The refund guarantee. Its window runs from the day the client receives their recommendations, which every
     * package includes, so it means the same for a 4-week Silver package as for a 16-week Platinum one.
     */
    guarantee: {
      days: GUARANTEE_DAYS,
      title: `Our ${GUARANTEE_DAYS}-day guarantee`,
      /** The guarantee with its significant conditions, from the register. */
      text: claims.guarantee.conditions,
    },
    /** The consumer's cancellation right under the Consumer Contracts Regulations 2013 (policies.json). */
    cancellation: /* @__PURE__ */ filled(policies.promises.cancellation),
    /** From first enquiry to opening, the one figure every page gives for how long buying a franchise takes. */
    buyingTimeline: /* @__PURE__ */ filled(policies.promises.buyingTimeline),
    /** Ongoing franchise fees, worded once (guides and articles alike). */
    ongoingFees: /* @__PURE__ */ filled(policies.promises.ongoingFees),
  },
  /**
   * What the privacy notice states about enquiries (policies.json), built into the page. The lead server reads the
   * same values and refuses settings that contradict them (src/lib/leads/config.ts), so the notice cannot drift.
   */
  dataHandling: {
    /** Months an enquiry is kept after it arrives; LEADS_RETENTION_MONTHS, if set, must equal it. */
    retentionMonths: policies.dataHandling.retentionMonths,
    /**
     * The CRM provider the lead webhook delivers to, named in the notice as a recipient; undefined while no CRM is
     * connected: the server refuses LEADS_WEBHOOK_URL until it is set.
     */
    crmProvider: policies.dataHandling.crmProvider as string | undefined,
    /**
     * The processors every site uses, named in the notice with where each stores data. Undefined until chosen: the
     * notice then says the processor is still to be named, and `npm run check:launch` lists it (the notice may not
     * promise UK/EEA storage unchecked). The video provider plays the hero film (it receives the visitor's IP).
     */
    processors: {
      host: policies.dataHandling.processors.host as Processor | undefined,
      email: policies.dataHandling.processors.email as Processor | undefined,
      video: policies.dataHandling.processors.video as Processor | undefined,
    },
    /** Where paid clients' records are kept (they are not in the website's enquiry database). */
    clientRecords: /* @__PURE__ */ filled(policies.dataHandling.clientRecords),
  },
  /** Legal identity for the footer and terms. Fictional defaults: replace with the registered company's details. */
  legal: business.legal satisfies LegalIdentity,
  /**
   * Launch flags: each is true while its setting above still holds this template's fictional sample, so
   * `npm run check:launch` lists it and a production build stops. Put in the business's real details, then set
   * the flag to false.
   */
  /**
   * Launch flags (src/content/business.json `sample`): each is true while its detail still holds this template's
   * fictional sample, so `npm run check:launch` lists it and a production build stops. `phone`, `email`, `address`,
   * `legal`, `heroVideo` and `tradingName` are the details above; `accreditation` the register's association;
   * `ogImage` the social image drawn at build time (src/integrations/og-image.ts) until the business approves it.
   */
  sample: business.sample,
  /** Social profiles to link from the footer and structured data; empty means none are shown. */
  social,
  /** The hero film, or `undefined` for a hero without a play button. */
  heroVideo,
  /** Default 1200×630 social image in /public. */
  defaultOgImage: "/og-default.png",
  /** Version of the privacy notice that lead forms record with each enquiry (set in config/consent.ts). */
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  /** The legal pages' "Last updated" day, YYYY-MM-DD (policies.json). */
  legalLastUpdated: policies.legalLastUpdated,
} as const;

export type SiteConfig = typeof site;

/** The header tagline, "Expert {product} UK". */
export const tagline = `Expert ${site.product} UK`;

/** A single-line postal address for display. */
export const addressLine = `${site.address.streetAddress}, ${site.address.addressLocality} ${site.address.postalCode}`;

/** The accreditation claim, naming the association and the business's status with it from config. */
export const accreditationLine = site.accreditation
  ? `Accredited ${site.accreditation.status} of ${site.accreditation.name}`
  : "";
