/** Sitemap `lastmod` dates for the blog, read from the articles' MDX frontmatter (the config has no content API). */
import { z } from "zod";
import { articleSchema } from "../schemas/article-schema";
import { idReferences } from "../schemas/entry-fields";
import { isPublished } from "../blog/publishing";
import { splitFrontmatter } from "./frontmatter";

/** The frontmatter fields a sitemap date needs, as the article schema defines them (dates coerced as it does). */
const datedFields = articleSchema({ ...idReferences, heroImage: () => z.unknown() })
  .pick({ slug: true, publishDate: true, updatedDate: true, draft: true })
  .strip();

const isoDate = (date: Date | undefined) => date?.toISOString().slice(0, 10);

/**
 * An article's URL path and last change (updatedDate, else publishDate) from its MDX source, or undefined when
 * those fields do not parse (the content schema then fails the build naming the file and field) or when a build
 * at `now` does not publish it (a draft, or dated in the future).
 */
export function articleLastmod(source: string, now = new Date()): { path: string; lastmod: string } | undefined {
  const parsed = datedFields.safeParse(splitFrontmatter(source).frontmatter);
  if (!parsed.success) return undefined;
  const { slug, publishDate, updatedDate, draft } = parsed.data;
  if (!isPublished({ draft, publishDate }, now)) return undefined;
  return { path: `/blog/${slug}`, lastmod: (isoDate(updatedDate) ?? isoDate(publishDate))! };
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
