/** /rss.xml: every published article, newest first. */
import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { getPublishedArticles } from "@/lib/content/articles";
import { getPageCopy } from "@/lib/content/page-copy";

export async function GET(context: APIContext) {
  const [articles, { feed: blogFeed }] = await Promise.all([getPublishedArticles(), getPageCopy("blogPages")]);
  return rss({
    title: blogFeed.title,
    description: blogFeed.description,
    site: context.site ?? "http://127.0.0.1:4321",
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.title,
      description: article.excerpt,
      link: `/blog/${article.slug}`,
      pubDate: article.publishDate,
      categories: [article.category.name, ...article.tags],
    })),
    customData: "<language>en-gb</language>",
  });
}
