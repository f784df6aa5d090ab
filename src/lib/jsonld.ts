import { site } from "@/config/site";
import { absoluteUrl } from "@/lib/seo";

/** A JSON-LD node; `@context` is added once per block by `withContext`. */
export type JsonLdNode = Record<string, unknown> & { "@type": string | string[] };

export interface Crumb {
  name: string;
  path: string;
}

/** Stable identifier of the organisation node, so other nodes can point at it. */
export function organizationId(siteUrl: URL | string): string {
  return `${absoluteUrl("/", siteUrl)}#organization`;
}

/** The postal address of the London office as a schema.org PostalAddress. */
export function postalAddress(): JsonLdNode {
  return { "@type": "PostalAddress", ...site.address };
}

/** The business itself: a ProfessionalService with address, phone, e-mail and the UK as area served. */
export function organization(siteUrl: URL | string): JsonLdNode {
  return {
    "@type": ["Organization", "ProfessionalService"],
    "@id": organizationId(siteUrl),
    name: site.businessName,
    description: site.description,
    url: absoluteUrl("/", siteUrl),
    logo: absoluteUrl("/favicon.svg", siteUrl),
    image: absoluteUrl(site.defaultOgImage, siteUrl),
    telephone: site.phone.e164,
    email: site.email,
    address: postalAddress(),
    areaServed: { "@type": "Country", name: site.country.name },
    foundingDate: String(site.foundedYear),
    openingHours: site.hours.schema,
    priceRange: site.priceRange,
    sameAs: Object.values(site.social),
  };
}

/** A BreadcrumbList from Home down to the current page. */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: URL | string): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/** A WebPage node tying a page to the organisation. */
export function webPage(
  page: { title: string; description: string; path: string; type?: string },
  siteUrl: URL | string,
): JsonLdNode {
  return {
    "@type": page.type ?? "WebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path, siteUrl),
    inLanguage: "en-GB",
    isPartOf: { "@type": "WebSite", name: site.businessName, url: absoluteUrl("/", siteUrl) },
    publisher: { "@id": organizationId(siteUrl) },
  };
}

/** A Service offered by the business, with `areaServed` the UK unless a place is given. */
export function service(
  input: { name: string; description: string; path: string; serviceType?: string; areaServed?: JsonLdNode },
  siteUrl: URL | string,
): JsonLdNode {
  return {
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path, siteUrl),
    serviceType: input.serviceType ?? input.name,
    provider: organization(siteUrl),
    areaServed: input.areaServed ?? { "@type": "Country", name: site.country.name },
  };
}

const SCHEMA_DAYS: Record<string, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/** Opening hours in the short schema.org form ("Mo-Fr 09:00-18:00") as an OpeningHoursSpecification. */
export function openingHoursSpecification(short: string): JsonLdNode {
  const match = /^(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su) (\d\d:\d\d)-(\d\d:\d\d)$/.exec(short);
  if (!match) throw new Error(`Unsupported opening hours "${short}"`);
  const keys = Object.keys(SCHEMA_DAYS);
  const days = keys.slice(keys.indexOf(match[1]), keys.indexOf(match[2]) + 1).map((key) => SCHEMA_DAYS[key]);
  return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens: match[3], closes: match[4] };
}

/** The contact page's addition to the organisation node: a ContactPoint with phone, e-mail and hours. */
export function organizationContactPoint(siteUrl: URL | string): JsonLdNode {
  return {
    "@type": ["Organization", "ProfessionalService"],
    "@id": organizationId(siteUrl),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone.e164,
      email: site.email,
      url: absoluteUrl("/contact", siteUrl),
      areaServed: site.country.code,
      availableLanguage: "en-GB",
      hoursAvailable: openingHoursSpecification(site.hours.schema),
    },
  };
}

/** Wraps nodes in one `@graph` block with the schema.org context. */
export function withContext(nodes: readonly JsonLdNode[]): Record<string, unknown> {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** Serialises JSON-LD for a `<script>` element, escaping `<` so text can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
