/** Maps articles to the small card objects that list pages and the blog island receive. */
import { getImage } from "astro:assets";
import type { Article } from "@/lib/content/articles";
import type { ArticleCardData } from "@/lib/blog/list";
import { formatLongDate } from "@/lib/ui/format";

/** Card image widths; cards are at most ~360 CSS px wide, so these cover 1x to 3x screens. */
const CARD_WIDTHS = [400, 720, 1080];
/** Matches the card grid: one column on phones, two from `sm`, three from `lg` inside a 72rem container. */
export const CARD_SIZES = "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)";

/** ISO calendar date (yyyy-mm-dd) of a content date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** One card per article, with its hero image pre-rendered at build time into src/srcset strings. */
export async function toArticleCards(articles: readonly Article[]): Promise<ArticleCardData[]> {
  return Promise.all(
    articles.map(async (article) => {
      const { heroImage } = article;
      const width = CARD_WIDTHS[1];
      const height = Math.round((width * heroImage.height) / heroImage.width);
      const image = await getImage({ src: heroImage, width, height, widths: CARD_WIDTHS, format: "webp" });
      return {
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        author: article.author,
        date: isoDate(article.publishDate),
        dateLabel: formatLongDate(article.publishDate),
        readTime: article.readTime,
        categoryKey: article.category.key,
        categoryName: article.category.name,
        categoryColour: article.category.colour,
        image: {
          src: image.src,
          srcset: image.srcSet.attribute,
          sizes: CARD_SIZES,
          width,
          height,
        },
      };
    }),
  );
}
