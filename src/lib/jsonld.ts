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

/** What the franchise JSON-LD builders need: plain fields, never a collection entry. */
export interface FranchiseJsonLdInput {
  name: string;
  slug: string;
  description: string;
  categoryName: string;
  investmentRange: { min: number; max: number };
  establishedYear?: number;
  territories: readonly { name: string }[];
  brochureUrl?: string;
}

/**
 * A franchise opportunity: an Offer priced as a GBP range (minimum to maximum total investment) for the
 * franchise, a Service provided by the franchisor brand, available in its territories.
 */
export function franchiseOpportunity(franchise: FranchiseJsonLdInput, siteUrl: URL | string): JsonLdNode {
  const url = absoluteUrl(`/franchises/${franchise.slug}`, siteUrl);
  const franchisor: JsonLdNode = {
    "@type": "Organization",
    name: franchise.name,
    ...(franchise.establishedYear ? { foundingDate: String(franchise.establishedYear) } : {}),
  };
  const brochure = franchise.brochureUrl
    ? {
        subjectOf: {
          "@type": "DigitalDocument",
          name: `${franchise.name} franchise brochure`,
          encodingFormat: "application/pdf",
          url: absoluteUrl(franchise.brochureUrl, siteUrl),
        },
      }
    : {};
  return {
    "@type": "Offer",
    "@id": `${url}#opportunity`,
    name: `${franchise.name} franchise opportunity`,
    description: franchise.description,
    url,
    category: franchise.categoryName,
    priceCurrency: "GBP",
    priceSpecification: {
      "@type": "PriceSpecification",
      priceCurrency: "GBP",
      minPrice: franchise.investmentRange.min,
      maxPrice: franchise.investmentRange.max,
    },
    eligibleRegion: franchise.territories.map((territory) => ({ "@type": "City", name: territory.name })),
    seller: franchisor,
    itemOffered: {
      "@type": "Service",
      name: `${franchise.name} franchise`,
      serviceType: "Franchise opportunity",
      category: franchise.categoryName,
      brand: { "@type": "Brand", name: franchise.name },
      provider: franchisor,
      ...brochure,
    },
  };
}

/** An ItemList of links, e.g. the franchise directory's cards, numbered from 1. */
export function itemList(
  list: { name: string; items: readonly { name: string; path: string }[] },
  siteUrl: URL | string,
): JsonLdNode {
  return {
    "@type": "ItemList",
    name: list.name,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path, siteUrl),
    })),
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
