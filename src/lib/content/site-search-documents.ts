/**
 * The pages the site search (/search and the header's suggestions, /search/suggest) looks through: published
 * articles (the one publishing rule, via getPublishedArticles), service pages and locations from the content
 * collections, and the pages visitors search for by their words ("refund", "cookie"): the legal pages (their MDX
 * source) and /about (its page copy). Franchises are found by the directory's own search rule
 * (src/lib/directory/franchise-search.ts). Events are found by their title, kind, date, place and body: past ones
 * too (their pages stay and say the event has ended), with the date in the result's detail line. Pages whose words live only in a template (/contact, the home page)
 * are not searched: the header's navigation leads to them.
 */
import { getPublishedArticles } from "@/lib/content/articles";
import { loadOnce } from "@/lib/content/load-once";
import { getLocationAncestors, getLocations } from "@/lib/content/locations";
import { getServicePages } from "@/lib/content/service-pages";
import { getPageCopy } from "@/lib/content/page-copy";
import { eventPlaceLine, getEvents } from "@/lib/content/events";
import { eventPath } from "@/lib/events/query";
import { formatUkDay } from "@/lib/events/uk-time";
import { EVENT_KIND_LABELS, EVENT_STATUS_LABELS } from "@/lib/events/vocabulary";
import type { SearchDocument } from "@/lib/search/site-search";
import { legalDocument, mdxText } from "@/lib/search/source-text";
import { placeDetail, placeTitles } from "@/lib/search/place-titles";

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

// The legal pages' MDX source, bundled as text into the server (a few KB).
const LEGAL_SOURCES = import.meta.glob<string>("/src/pages/*.mdx", { query: "?raw", import: "default", eager: true });

/** The documents, read once per server process: content changes only with a new build. */
export const getSiteSearchDocuments: () => Promise<SearchDocument[]> = loadOnce(() => readDocuments());

async function readDocuments(): Promise<SearchDocument[]> {
  const [articles, services, locations, about, events] = await Promise.all([
    getPublishedArticles(),
    getServicePages(),
    getLocations(),
    getPageCopy("aboutPage"),
    getEvents(),
  ]);
  const places = await Promise.all(
    locations.map(async (location) => ({ location, ancestors: await getLocationAncestors(location.slug) })),
  );
  const titles = placeTitles(locations);
  return [
    ...articles.map((article) => ({
      kind: "article" as const,
      path: `/blog/${article.slug}`,
      title: article.title,
      summary: article.excerpt,
      detail: article.category.name,
      text: [article.category.name, ...article.tags, mdxText(article.entry.body ?? "")].join(" "),
    })),
    ...events.map((event) => ({
      kind: "event" as const,
      path: eventPath(event.slug),
      title: event.title,
      summary: event.summary,
      detail: [EVENT_KIND_LABELS[event.kind], formatUkDay(event.start), EVENT_STATUS_LABELS[event.status]]
        .filter(Boolean)
        .join(", "),
      text: [EVENT_KIND_LABELS[event.kind], eventPlaceLine(event), mdxText(event.entry.body ?? "")].join(" "),
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
      title: titles.get(location.slug) ?? location.name,
      summary: location.metaDescription,
      detail: placeDetail(location.type, ancestors),
      text: [...ancestors.map((ancestor) => ancestor.name), location.description].join(" "),
    })),
    {
      kind: "page" as const,
      path: "/about",
      title: "About us",
      summary: about.seo.description,
      text: wordsIn({ ...about, seo: undefined }).join(" "),
    },
    ...Object.entries(LEGAL_SOURCES).map(([file, source]) => legalDocument(file, source)),
  ];
}
