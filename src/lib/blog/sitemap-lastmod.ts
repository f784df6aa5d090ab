/** Sitemap `lastmod` dates for the blog, read from the articles' MDX frontmatter (the config has no content API). */
import { load } from "js-yaml";
import { isPublished } from "./publishing";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value);
  return undefined;
}

const isoDate = (value: unknown) => toDate(value)?.toISOString().slice(0, 10);

/**
 * An article's URL path and last change (updatedDate, else publishDate) from its MDX source, or undefined when
 * the frontmatter lacks them (the content schema then fails the build naming the file and field) or when a
 * build at `now` does not publish it (a draft, or dated in the future).
 */
export function articleLastmod(source: string, now = new Date()): { path: string; lastmod: string } | undefined {
  const match = FRONTMATTER.exec(source);
  const data = (match ? load(match[1]) : undefined) as Record<string, unknown> | undefined;
  const publishDate = toDate(data?.publishDate);
  const lastmod = isoDate(data?.updatedDate) ?? isoDate(publishDate);
  if (typeof data?.slug !== "string" || !publishDate || !lastmod) return undefined;
  if (!isPublished({ draft: data.draft === true, publishDate }, now)) return undefined;
  return { path: `/blog/${data.slug}`, lastmod };
}

/** URL path → lastmod for every article a build at `now` publishes, plus /blog dated by its newest article. */
export function blogLastmods(sources: readonly string[], now = new Date()): Map<string, string> {
  const entries = sources.map((source) => articleLastmod(source, now)).filter((entry) => entry !== undefined);
  const lastmods = new Map(entries.map((entry) => [entry.path, entry.lastmod]));
  const newest = entries
    .map((entry) => entry.lastmod)
    .sort()
    .at(-1);
  if (newest) lastmods.set("/blog", newest);
  return lastmods;
}

/** A sitemap item with its `lastmod` set when its path has one (for @astrojs/sitemap's `serialize`). */
export function withLastmod<T extends { url: string; lastmod?: string }>(
  item: T,
  lastmods: ReadonlyMap<string, string>,
): T {
  const path = new URL(item.url).pathname.replace(/\/+$/, "") || "/";
  const lastmod = lastmods.get(path);
  return lastmod ? { ...item, lastmod } : item;
}
