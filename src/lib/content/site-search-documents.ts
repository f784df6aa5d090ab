/**
 * The pages the server-rendered search (/search) looks through, read from the content collections: published
 * articles (the one publishing rule, via getPublishedArticles), service pages and locations. Franchises are found
 * by the directory's own search rule (src/lib/directory/franchise-search.ts), as in the header's suggestions. The site's
 * other pages (about, contact, legal) are in the browser's index only (page-kinds.ts): their words live in page
 * templates, not in a collection a server route can read.
 */
import { getPublishedArticles } from "@/lib/content/articles";
import { loadOnce } from "@/lib/content/load-once";
import { getLocationAncestors, getLocations } from "@/lib/content/locations";
import { getServicePages } from "@/lib/content/service-pages";
import type { SearchDocument } from "@/lib/search/site-search";

// Fields of a service page that hold no words a visitor would search for.
const NOT_TEXT = new Set(["icon", "type", "evidence", "order"]);

/** Every string in a page's copy, in order: the words of its sections, whatever their shape. */
function wordsIn(value: unknown, key = ""): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => wordsIn(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([field, item]) => wordsIn(item, field));
  return [];
}

// MDX is searched as text: imports and exports, tags and Markdown's punctuation are not words anyone types.
function mdxText(body: string): string {
  return body
    .replace(/^(?:import|export)\s.*$/gm, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/[#*_`>|[\](){}]/g, " ");
}

/** The documents, read once per server process: content changes only with a new build. */
export const getSiteSearchDocuments: () => Promise<SearchDocument[]> = loadOnce(() => readDocuments());

async function readDocuments(): Promise<SearchDocument[]> {
  const [articles, services, locations] = await Promise.all([
    getPublishedArticles(),
    getServicePages(),
    getLocations(),
  ]);
  const places = await Promise.all(
    locations.map(async (location) => ({ location, ancestors: await getLocationAncestors(location.slug) })),
  );
  return [
    ...articles.map((article) => ({
      kind: "article" as const,
      path: `/blog/${article.slug}`,
      title: article.title,
      summary: article.excerpt,
      text: [article.category.name, ...article.tags, mdxText(article.entry.body ?? "")].join(" "),
    })),
    ...services.map((service) => ({
      kind: "service" as const,
      path: service.path,
      title: service.name,
      summary: service.summary,
      text: [service.serviceType, ...wordsIn(service.hero), ...wordsIn(service.sections)].join(" "),
    })),
    ...places.map(({ location, ancestors }) => ({
      kind: "location" as const,
      path: `/locations/${location.slug}`,
      title: location.name,
      summary: location.metaDescription,
      text: [...ancestors.map((ancestor) => ancestor.name), location.description].join(" "),
    })),
  ];
}
