// The blog's articles read straight from the MDX frontmatter (parsed with the collection's schema), so browser tests can state what the pages must show.
import { readArticleFiles, readBlogCategories } from "../../src/lib/content/content-readers";
import { readTimeMinutes } from "../../src/lib/blog/read-time";
import { isPublished } from "../../src/lib/blog/publishing";
import { shownByline } from "../../src/lib/launch/placeholders";
import { articleDates } from "../../src/lib/blog/article-dates";
import { site } from "../../src/config/site";

export interface TestArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** The byline the pages show: the author only with a consent record, otherwise the business. */
  author: string;
  authorIsPerson: boolean;
  category: string;
  categoryName: string;
  /** yyyy-mm-dd */
  publishDate: string;
  /** yyyy-mm-dd of a later `updatedDate`, as the page shows it ("Updated …") and JSON-LD's dateModified. */
  modifiedDate?: string;
  readTime: number;
  /** The hero image's alt text: "" marks it decorative. */
  heroAlt: string;
}

const categories = readBlogCategories();

/** Every published article (as the production build decides), newest first (ties by title), as the list shows them. */
export const articles: TestArticle[] = readArticleFiles()
  .filter(({ data }) => isPublished(data, new Date()))
  .map(({ data, body }) => {
    const byline = shownByline(data, site.businessName);
    return {
      slug: data.slug,
      title: data.title,
      excerpt: data.excerpt,
      author: byline.name,
      authorIsPerson: byline.person,
      category: data.category,
      categoryName: categories.find((entry) => entry.id === data.category)?.name ?? "?",
      publishDate: data.publishDate.toISOString().slice(0, 10),
      modifiedDate: articleDates(data).modified,
      readTime: readTimeMinutes(body),
      heroAlt: data.heroAlt,
    };
  })
  .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));

export const blogCategories = categories;

/** Articles whose title or excerpt contains `text`, case-insensitively. */
export function matching(text: string): TestArticle[] {
  const needle = text.toLowerCase();
  return articles.filter((a) => a.title.toLowerCase().includes(needle) || a.excerpt.toLowerCase().includes(needle));
}

/**
 * A card's Read More link name: "Read More: <title>". The title is visually hidden text inside the link, and
 * Playwright's name calculation may put a space before the colon, so both spellings match.
 */
export function readMoreName(title: string): RegExp {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^Read More\\s?:\\s${escaped}$`);
}
