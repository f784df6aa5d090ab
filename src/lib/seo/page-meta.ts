import { site } from "@/config/site";

/** What a page tells the layout about itself. */
export interface PageSeoInput {
  /** Page title without the site name; the home page passes the full title. */
  title: string;
  description: string;
  /** Site-relative path of the canonical URL, e.g. `/about`. */
  path: string;
  keywords?: readonly string[];
  /** Site-relative or absolute image URL for Open Graph; defaults to the site's social image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Keep the page out of search results (not-found and thank-you pages). */
  noindex?: boolean;
  /** ISO dates for articles. */
  publishedTime?: string;
  modifiedTime?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  keywords?: string;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
}

const TITLE_SEPARATOR = " | ";

/** Joins a page title with the business name unless it already carries it. */
export function fullTitle(title: string): string {
  return title.includes(site.businessName) ? title : `${title}${TITLE_SEPARATOR}${site.businessName}`;
}

/** Absolute URL for a site-relative path, without a trailing slash (the site's URL style). */
export function absoluteUrl(path: string, siteUrl: URL | string): string {
  const url = new URL(path, siteUrl);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, "");
  return url.href;
}

/** Builds every head tag value for a page as plain data; `SeoHead.astro` only renders it. */
export function buildPageMeta(input: PageSeoInput, siteUrl: URL | string): PageMeta {
  const title = fullTitle(input.title);
  const canonical = absoluteUrl(input.path, siteUrl);
  const image = absoluteUrl(input.image ?? site.defaultOgImage, siteUrl);
  const imageAlt = input.imageAlt ?? `${site.businessName}: ${site.product} services across the UK`;
  const type = input.type ?? "website";

  const openGraph: Record<string, string> = {
    "og:type": type,
    "og:site_name": site.businessName,
    "og:locale": site.locale,
    "og:title": title,
    "og:description": input.description,
    "og:url": canonical,
    "og:image": image,
    "og:image:alt": imageAlt,
  };
  if (!input.image) {
    openGraph["og:image:width"] = "1200";
    openGraph["og:image:height"] = "630";
  }
  if (type === "article" && input.publishedTime) {
    openGraph["article:published_time"] = input.publishedTime;
    openGraph["article:modified_time"] = input.modifiedTime ?? input.publishedTime;
  }

  return {
    title,
    description: input.description,
    canonical,
    robots: input.noindex ? "noindex, follow" : "index, follow, max-image-preview:large",
    keywords: input.keywords?.length ? input.keywords.join(", ") : undefined,
    openGraph,
    // X reads the title, description and image from the og: tags when its own are absent; only the card type has
    // no og: equivalent, so repeating the rest would only add bytes to every page.
    twitter: { "twitter:card": "summary_large_image" },
  };
}
