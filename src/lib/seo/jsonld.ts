import { site } from "@/config/site";
import { absoluteUrl } from "@/lib/seo/page-meta";
import { configuredSocialProfiles } from "@/lib/site/facts";
import { packagePriceRange, priceRangeOf } from "@/lib/facts/package-prices";

export { priceRangeOf };

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

const ORGANIZATION_TYPE = ["Organization", "ProfessionalService"];

/** The business itself: a ProfessionalService with address, phone, email and the UK as area served. */
export function organization(siteUrl: URL | string): JsonLdNode {
  return {
    "@type": ORGANIZATION_TYPE,
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
    // Derived from the packages, so a price changed in packages.yaml changes it too.
    priceRange: packagePriceRange,
    ...(configuredSocialProfiles(site.social).length > 0
      ? { sameAs: configuredSocialProfiles(site.social).map((profile) => profile.url) }
      : {}),
  };
}

/**
 * The business as a reference to its full node (`organization`), which every page's graph carries: services name
 * their provider without repeating the address, phone and email in every page's head.
 */
export function organizationRef(siteUrl: URL | string): JsonLdNode {
  return { "@type": ORGANIZATION_TYPE, "@id": organizationId(siteUrl), name: site.businessName };
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
    provider: organizationRef(siteUrl),
    areaServed: input.areaServed ?? { "@type": "Country", name: site.country.name },
  };
}

/** A one-time package as an offer: name and price in pounds. What it includes is on the visible package cards;
 * the Offer leaves out its (optional) description to keep /services inside one round trip. */
export interface PackageOfferInput {
  name: string;
  amount: number;
}

/** The packages as a Service whose offers are an AggregateOffer in GBP (low and high price) with one Offer each. */
export function packagesService(
  input: { name: string; description: string; path: string; packages: readonly PackageOfferInput[] },
  siteUrl: URL | string,
): JsonLdNode {
  const amounts = input.packages.map((pkg) => pkg.amount);
  const url = absoluteUrl(input.path, siteUrl);
  return {
    ...service({ name: input.name, description: input.description, path: input.path }, siteUrl),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "GBP",
      lowPrice: Math.min(...amounts),
      highPrice: Math.max(...amounts),
      offerCount: input.packages.length,
      description: `One-time packages from ${priceRangeOf(amounts)}`,
      offers: input.packages.map((pkg) => ({
        "@type": "Offer",
        name: pkg.name,
        price: pkg.amount,
        priceCurrency: "GBP",
        url,
        availability: "https://schema.org/InStock",
      })),
    },
  };
}

/** An FAQPage whose questions each carry their accepted answer. */
export function faqPage(
  input: { path: string; items: readonly { question: string; answer: string }[] },
  siteUrl: URL | string,
): JsonLdNode {
  return {
    "@type": "FAQPage",
    url: absoluteUrl(input.path, siteUrl),
    mainEntity: input.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
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

/** The contact page's addition to the organisation node: a ContactPoint with phone, email and hours. */
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

/**
 * An ItemList of links, e.g. the franchise directory's cards, numbered from 1. An item without a name is the
 * summary-page form (position and URL only), for a page whose own markup already names every item.
 */
export function itemList(
  list: { name: string; items: readonly { name?: string; path: string }[] },
  siteUrl: URL | string,
): JsonLdNode {
  return {
    "@type": "ItemList",
    name: list.name,
    numberOfItems: list.items.length,
    itemListElement: list.items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      ...(item.name ? { name: item.name } : {}),
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

/** What an article page tells `blogPosting`; dates are ISO strings, paths and image site-relative or absolute. */
export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  /** The named writer; left out, the business is credited. */
  author?: string;
  section?: string;
  keywords?: readonly string[];
}

/** A BlogPosting for an article page: headline, dates, author, image, and the business as publisher. */
export function blogPosting(input: BlogPostingInput, siteUrl: URL | string): JsonLdNode {
  const url = absoluteUrl(input.path, siteUrl);
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(input.image, siteUrl),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: input.author ? { "@type": "Person", name: input.author } : organizationRef(siteUrl),
    publisher: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: site.businessName,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg", siteUrl) },
    },
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
    inLanguage: "en-GB",
  };
}

/** A place a page serves: a City or an AdministrativeArea (county or nation), inside its parents and the UK. */
export function servedPlace(
  input: {
    name: string;
    type: "city" | "county" | "region";
    path: string;
    ancestors?: readonly { name: string; path: string }[];
  },
  siteUrl: URL | string,
): JsonLdNode {
  const country: JsonLdNode = { "@type": "Country", name: site.country.name };
  const containedInPlace = [...(input.ancestors ?? [])].reverse().reduce<JsonLdNode>(
    (outer, ancestor) => ({
      "@type": "AdministrativeArea",
      name: ancestor.name,
      url: absoluteUrl(ancestor.path, siteUrl),
      containedInPlace: outer,
    }),
    country,
  );
  return {
    "@type": input.type === "city" ? "City" : "AdministrativeArea",
    name: input.name,
    url: absoluteUrl(input.path, siteUrl),
    containedInPlace,
  };
}

/** The advisory Service of a location page, with `areaServed` set to that place. */
export function locationService(
  input: {
    name: string;
    type: "city" | "county" | "region";
    description: string;
    path: string;
    ancestors?: readonly { name: string; path: string }[];
  },
  siteUrl: URL | string,
): JsonLdNode {
  return service(
    {
      name: `Franchise advice in ${input.name}`,
      description: input.description,
      path: input.path,
      serviceType: "Franchise consultancy",
      areaServed: servedPlace(input, siteUrl),
    },
    siteUrl,
  );
}
