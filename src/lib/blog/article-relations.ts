/** How articles point at each other: previous/next by list order and related by category. */

/** Most related articles shown under an article. */
export const MAX_RELATED_ARTICLES = 2;

interface Linkable {
  slug: string;
  category: { key: string };
}

/** The articles before and after `slug` in list order (newest first), or undefined at either end. */
export function adjacentArticles<T extends Linkable>(articles: readonly T[], slug: string) {
  const index = articles.findIndex((article) => article.slug === slug);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: articles[index - 1], next: articles[index + 1] };
}

/** Up to `max` other articles of the same category, in list order. */
export function relatedArticles<T extends Linkable>(
  articles: readonly T[],
  current: Linkable,
  max = MAX_RELATED_ARTICLES,
): T[] {
  return articles
    .filter((article) => article.slug !== current.slug && article.category.key === current.category.key)
    .slice(0, max);
}
