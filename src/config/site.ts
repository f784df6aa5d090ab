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

/** The register's word for the advice ("independent"), capitalised to open a sentence. */
const Independent = claims.independence.word.charAt(0).toUpperCase() + claims.independence.word.slice(1);

/** No profiles by default: a link to a handle that does not exist would be a false claim. */
const social: readonly SocialProfile[] = business.social;

export const site = {
  /** The business's trading name, used in titles, the footer and structured data. */
  businessName: business.businessName,
  /** The `{product}` of the specification: the header tagline reads "Expert {product} UK". */
  product: business.product,
  /** Default page description, used when a page has none of its own. */
  description: `${Independent} UK franchise advice, broker consultation and business coaching. Free 15-minute discovery call, ${claims.figures.clients!.text}.`,
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
  discoveryCallMinutes: 15,
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
    /** Short form for headings and leads. */
    summary: "Fixed fees, paid by you. Any introduction fee from a franchisor is disclosed before you are introduced.",
    /**
     * Scoped to the one-time advisory packages: coaching and support programmes are ongoing by nature, so the
     * "no ongoing charges" promise must never read as covering them.
     */
    clientFee:
      "Each advisory package is a fixed, one-time fee, paid by you: no hidden fees and no ongoing charges. Coaching and support programmes run over months and are priced separately, with a written quote before you start.",
    /** From the register (`independence.introductionFees`). */
    introductionFees: claims.independence.introductionFees,
    /** From the register (`independence.statement`). */
    independence: claims.independence.statement,
  },
  /**
   * Promises stated once, here, and rendered everywhere from here (page copy through `{placeholders}`, the terms
   * and privacy notice by import). tests/unit/promises.test.ts fails when a page words one differently.
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
    /** The consumer's cancellation right under the Consumer Contracts Regulations 2013, stated with every refund promise. */
    cancellation:
      "If you are a consumer, you can also cancel within 14 days, counted from the day after we accept your booking, under the Consumer Contracts Regulations. This does not affect your statutory rights.",
    /** From first enquiry to opening, the one figure every page gives for how long buying a franchise takes. */
    buyingTimeline: "four to nine months",
    /** Ongoing franchise fees, worded once (guides and articles alike). */
    ongoingFees:
      "a management service fee, often 5-10% of turnover or a fixed monthly sum, plus a brand fund contribution, often 1-3% of turnover",
  },
  /**
   * What the privacy notice states about enquiries, built into the page. The lead server reads the same values and
   * refuses settings that contradict them (src/lib/leads/config.ts), so the notice cannot drift from the code.
   */
  dataHandling: {
    /** Months an enquiry is kept after it arrives; LEADS_RETENTION_MONTHS, if set, must equal it. */
    retentionMonths: 24,
    /**
     * The CRM provider the lead webhook delivers to, named in the notice as a recipient, e.g. "Example CRM Ltd".
     * Leave undefined while no CRM is connected: the server refuses LEADS_WEBHOOK_URL until it is set.
     */
    crmProvider: undefined as string | undefined,
    /**
     * The processors every site uses, named in the notice with where each stores data, e.g.
     * { name: "Example Hosting Ltd", storedIn: "the UK" }. Undefined until chosen: the notice then says the processor is
     * still to be named, and `npm run check:launch` lists it (the notice may not promise UK/EEA storage unchecked).
     */
    processors: {
      host: undefined as Processor | undefined,
      email: undefined as Processor | undefined,
      /** Who plays the hero film when a visitor starts it (it receives their IP address); unused without a film. */
      video: undefined as Processor | undefined,
    },
    /** Where paid clients' records are kept (they are not in the website's enquiry database). */
    clientRecords:
      "in our accounting system and client files, separate from this website's enquiry database, for 6 years after the end of the financial year in which the work ended (HMRC's period for accounting records)",
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
  legalLastUpdated: "2026-12-02",
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
