/** Reads the blog collections into one normalised article shape, newest first. */
import { getCollection, type CollectionEntry } from "astro:content";
import { readTimeMinutes } from "@/lib/read-time";

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
  author: string;
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
  /** The collection entry, for rendering the body with `render()`. */
  entry: CollectionEntry<"blog">;
}

let categoryCache: BlogCategory[] | undefined;
let articleCache: Article[] | undefined;

/** Blog categories in the order of blog-categories.yaml. */
export async function getBlogCategories(): Promise<BlogCategory[]> {
  categoryCache ??= (await getCollection("blogCategories")).map((entry) => ({ key: entry.id, ...entry.data }));
  return categoryCache;
}

/** Every published article, newest first (ties broken by title for a stable order). */
export async function getPublishedArticles(): Promise<Article[]> {
  if (articleCache) return articleCache;
  const categories = await getBlogCategories();
  const entries = await getCollection("blog");
  articleCache = entries
    .map((entry) => {
      const { category, ...data } = entry.data;
      const resolved = categories.find((candidate) => candidate.key === category.id);
      if (!resolved) throw new Error(`blog/${entry.id}: unknown category "${category.id}"`);
      return { ...data, slug: entry.id, category: resolved, readTime: readTimeMinutes(entry.body ?? ""), entry };
    })
    .sort((a, b) => b.publishDate.getTime() - a.publishDate.getTime() || a.title.localeCompare(b.title));
  return articleCache;
}

/** One article by slug, or undefined. */
export async function getArticleBySlug(slug: string): Promise<Article | undefined> {
  return (await getPublishedArticles()).find((article) => article.slug === slug);
}
