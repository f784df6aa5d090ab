/** Reads the blog collections into one normalised article shape, newest first. */
import { getCollection, type CollectionEntry } from "astro:content";
import { readTimeMinutes } from "@/lib/blog/read-time";
import { isBuilt, publicationStatus, type PublicationStatus } from "@/lib/blog/publishing";
import { site } from "@/config/site";
import { shownByline } from "@/lib/launch/placeholders";
import { loadOnce } from "@/lib/content/load-once";

export interface BlogCategory {
  key: string;
  name: string;
  description: string;
  colour: string;
}

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** The byline shown: the author when they consented to be named (`authorConsent`), otherwise the business. */
  author: string;
  /** Whether `author` names a person (false when the byline credits the business). */
  authorIsPerson: boolean;
  publishDate: Date;
  updatedDate?: Date;
  readTime: number;
  category: BlogCategory;
  heroImage: CollectionEntry<"blog">["data"]["heroImage"];
  heroAlt: string;
  tags: string[];
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
  /** "published" in production builds; drafts and scheduled articles appear only in `astro dev`. */
  status: PublicationStatus;
  /** The collection entry, for rendering the body with `render()`. */
  entry: CollectionEntry<"blog">;
}

/** Publication is decided once per build, so every page of one build agrees. */
const BUILD = { now: new Date(), dev: import.meta.env.DEV };

/** Blog categories in the order of blog-categories.yaml. */
export const getBlogCategories: () => Promise<BlogCategory[]> = loadOnce(async () =>
  (await getCollection("blogCategories")).map((entry) => ({ key: entry.id, ...entry.data })),
);

/**
 * Every published article, newest first (ties broken by title for a stable order): the one list behind every
 * page, listing, feed and `getStaticPaths`. Under `astro dev` it also holds drafts and scheduled articles, marked
 * by `status`, so editors can preview them.
 */
export const getPublishedArticles: () => Promise<Article[]> = loadOnce(async () => {
  const categories = await getBlogCategories();
  const entries = await getCollection("blog", (entry) => isBuilt(entry.data, BUILD));
  return entries
    .map((entry) => {
      const { category, draft: _draft, authorConsent: _authorConsent, ...data } = entry.data;
      const byline = shownByline(entry.data, site.businessName);
      const resolved = categories.find((candidate) => candidate.key === category.id);
      if (!resolved) throw new Error(`blog/${entry.id}: unknown category "${category.id}"`);
      return {
        ...data,
        slug: entry.id,
        author: byline.name,
        authorIsPerson: byline.person,
        category: resolved,
        readTime: readTimeMinutes(entry.body ?? ""),
        status: publicationStatus(entry.data, BUILD.now),
        entry,
      };
    })
    .sort((a, b) => b.publishDate.getTime() - a.publishDate.getTime() || a.title.localeCompare(b.title));
});

/** One article by slug, or undefined. */
export async function getArticleBySlug(slug: string): Promise<Article | undefined> {
  return (await getPublishedArticles()).find((article) => article.slug === slug);
}
