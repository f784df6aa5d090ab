/** Sitemap `lastmod` dates for the blog, read from the articles' MDX frontmatter (the config has no content API). */
import { load } from "js-yaml";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

function isoDate(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString().slice(0, 10);
  return undefined;
}

/**
 * An article's URL path and last change (updatedDate, else publishDate) from its MDX source, or undefined when
 * the frontmatter lacks them: the content schema then fails the build naming the file and field.
 */
export function articleLastmod(source: string): { path: string; lastmod: string } | undefined {
  const match = FRONTMATTER.exec(source);
  const data = (match ? load(match[1]) : undefined) as Record<string, unknown> | undefined;
  const lastmod = isoDate(data?.updatedDate) ?? isoDate(data?.publishDate);
  if (typeof data?.slug !== "string" || !lastmod) return undefined;
  return { path: `/blog/${data.slug}`, lastmod };
}

/** URL path → lastmod for every article, plus /blog dated by its newest article. */
export function blogLastmods(sources: readonly string[]): Map<string, string> {
  const entries = sources.map(articleLastmod).filter((entry) => entry !== undefined);
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
