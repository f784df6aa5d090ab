/**
 * Everything a business changes to rebrand the site lives here, and nowhere else.
 * Contact details are fictional: 020 7946 0xxx is in Ofcom's range reserved for drama,
 * and example.com-style domains are reserved for documentation.
 */
import { PRIVACY_NOTICE_VERSION } from "@/config/consent";

export interface PostalAddress {
  streetAddress: string;
  addressLocality: string;
  postalCode: string;
  addressCountry: string;
}

export const site = {
  /** The business's trading name, used in titles, the footer and structured data. */
  businessName: "Franchise Advisor UK",
  /** The `{product}` of the specification: the header tagline reads "Expert {product} UK". */
  product: "Franchise Advisor",
  /** Default page description, used when a page has none of its own. */
  description:
    "Independent UK franchise advice, broker consultation and business coaching. Free 15-minute discovery call, 500+ clients helped since 2003.",
  phone: {
    /** Non-breaking spaces keep the number on one line. */
    display: "020\u00a07946\u00a00321",
    /** E.164 form for `tel:` links. */
    e164: "+442079460321",
  },
  email: "hello@franchise-advisor.example",
  hours: {
    display: "Mon-Fri 9am-6pm",
    /** schema.org openingHours form. */
    schema: "Mo-Fr 09:00-18:00",
  },
  address: {
    streetAddress: "Suite 4, 12 Example Yard",
    addressLocality: "London",
    postalCode: "EC1A 9ZZ",
    addressCountry: "GB",
  } satisfies PostalAddress,
  /** Country defaults for forms and structured data. */
  country: { code: "GB", name: "United Kingdom" },
  locale: "en_GB",
  replyWithin: "24 hours",
  discoveryCallMinutes: 15,
  foundedYear: 2003,
  claims: {
    yearsExperience: "20+",
    happyClients: "500+",
    successRate: "95%",
    /** The advisor services page quotes its own, slightly lower figure. */
    advisorSuccessRate: "93%",
    franchisorRelationships: "200+",
    availability: "7 days a week",
    accreditation: "Accredited member of a UK quality franchise association",
  },
  /** Price range of the one-time packages, for structured data. */
  priceRange: "£150-£950",
  social: {
    linkedin: "https://www.linkedin.com/company/franchise-advisor-example",
    facebook: "https://www.facebook.com/franchise-advisor-example",
    x: "https://x.com/franchise_advisor_example",
  },
  /** The hero video; the nocookie host sets no cookies until the visitor plays it. */
  heroVideoEmbedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  /** Default 1200×630 social image in /public. */
  defaultOgImage: "/og-default.png",
  /** Version of the privacy notice that lead forms record with each enquiry (set in config/consent.ts). */
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  legalLastUpdated: "2026-11-22",
} as const;

export type SiteConfig = typeof site;

/** The header tagline, "Expert {product} UK". */
export const tagline = `Expert ${site.product} UK`;

/** A single-line postal address for display. */
export const addressLine = `${site.address.streetAddress}, ${site.address.addressLocality} ${site.address.postalCode}`;
