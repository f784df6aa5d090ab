/**
 * /rss.xml: every published article, newest first, then the events still to come when the site was built, soonest
 * first (not a cancelled one). An event has no publication date (none is invented): a reader shows it as new once, by its link.
 */
import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { getPublishedArticles } from "@/lib/content/articles";
import { getPageCopy } from "@/lib/content/page-copy";
import { eventPlaceLine, getUpcomingEventsAtBuild } from "@/lib/content/events";
import { eventPath } from "@/lib/events/query";
import { formatUkRange } from "@/lib/events/uk-time";
import { EVENT_KIND_LABELS } from "@/lib/events/vocabulary";

export async function GET(context: APIContext) {
  const [articles, { feed: blogFeed }, events] = await Promise.all([
    getPublishedArticles(),
    getPageCopy("blogPages"),
    getUpcomingEventsAtBuild(),
  ]);
  return rss({
    title: blogFeed.title,
    description: blogFeed.description,
    site: context.site ?? "http://127.0.0.1:4321",
    trailingSlash: false,
    items: [
      ...articles.map((article) => ({
        title: article.title,
        description: article.excerpt,
        link: `/blog/${article.slug}`,
        pubDate: article.publishDate,
        categories: [article.category.name, ...article.tags],
      })),
      ...events
        .filter((event) => event.status !== "cancelled")
        .map((event) => ({
          title: `${EVENT_KIND_LABELS[event.kind]}: ${event.title}`,
          description: `${formatUkRange(event.start, event.end)}. ${eventPlaceLine(event)}. ${event.summary}`,
          link: eventPath(event.slug),
          categories: ["Events", EVENT_KIND_LABELS[event.kind]],
        })),
    ],
    customData: "<language>en-gb</language>",
  });
}
