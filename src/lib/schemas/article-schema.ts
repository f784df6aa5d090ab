/**
 * The schemas of an article's frontmatter (src/content/blog/<slug>.mdx) and of a blog category
 * (src/content/blog-categories.yaml), in plain zod: src/content.config.ts builds the collections from them with
 * Astro's `reference()` and `image()`, and code outside Astro parses the same files with `articleFileSchema`
 * (src/lib/content/content-readers.ts), where a category is its key and the hero image its path as written.
 * Imports stay relative: astro.config.mjs loads this module.
 */
import { z } from "zod";
import { consentField } from "../claims/evidence-fields";
import { seoFields, slugText } from "./entry-fields";

/** One entry of blog-categories.yaml; its key is the entry's `id`. */
export const blogCategorySchema = z.object({
  name: z.string().min(2),
  description: z.string().min(20),
  colour: z
    .string()
    .regex(/^bg-[a-z]+-\d+ text-[a-z]+-\d+$/)
    .describe('Badge classes, e.g. "bg-blue-100 text-blue-900" (keep the text dark for contrast).'),
});

/** What an article refers to: its category (see `References` in entry-fields.ts) and its hero image. */
interface ArticleReferences<Category extends z.ZodTypeAny, Image extends z.ZodTypeAny> {
  blogCategories: () => Category;
  /** Astro's `image()` in the collection; outside Astro, the path as the file writes it. */
  heroImage: () => Image;
}

/** An article's frontmatter. */
export function articleSchema<Category extends z.ZodTypeAny, Image extends z.ZodTypeAny>({
  heroImage,
  ...refs
}: ArticleReferences<Category, Image>) {
  return z
    .object({
      title: z.string().min(10).max(120),
      slug: slugText().describe("URL part: /blog/<slug>. Must equal the file name."),
      category: refs.blogCategories(),
      excerpt: z.string().min(60).max(260).describe("Shown on cards and under the title."),
      author: z
        .string()
        .min(3)
        .describe(
          "The writer's name, shown as the byline only with `authorConsent`; otherwise the business is credited.",
        ),
      authorConsent: consentField(
        "The author's confirmation that they are real, wrote or approved this article, and agreed to be named on it, with the day: { genuine: true, consentedOn: 2026-12-01 }.",
      ).optional(),
      publishDate: z.coerce.date().describe("Required ISO date, e.g. 2025-01-06; never defaults to today."),
      updatedDate: z.coerce.date().optional(),
      heroImage: heroImage().describe("A local image beside the article, e.g. ./images/<slug>.jpg."),
      heroAlt: z
        .union([z.literal(""), z.string().min(5)])
        .describe(
          'What the hero image shows, for readers who cannot see it (at least 5 characters); or "" when the image is decorative, as the abstract art make-hero-image.mjs draws is: it then shows nothing a reader would miss.',
        ),
      tags: z.array(z.string().min(2)).default([]),
      featured: z.boolean().default(false),
      draft: z
        .boolean()
        .default(false)
        .describe(
          "true keeps the article out of production builds (no page, not in lists, feed, sitemap or search); `astro dev` shows it with a Draft banner. An article whose publishDate is still to come is held back the same way until a build on or after that date.",
        ),
      ...seoFields,
    })
    .strict();
}
