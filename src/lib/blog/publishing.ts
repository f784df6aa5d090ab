/**
 * The one rule for whether an article is published: not a draft, and its publish date reached. Listings, pages,
 * the feed, the sitemap and the tests all decide through here, so they can never disagree.
 */

/** The frontmatter fields the rule reads. */
export interface Publishable {
  draft?: boolean;
  publishDate: Date;
}

/** "draft" (draft: true), "scheduled" (publishDate still to come) or "published". */
export type PublicationStatus = "published" | "draft" | "scheduled";

/**
 * An article's status at `now`. Dates are calendar days at 00:00 UTC, so an article dated 2025-06-02 is published
 * by any build from the start of 2 June (UTC) onwards.
 */
export function publicationStatus(article: Publishable, now: Date): PublicationStatus {
  if (article.draft) return "draft";
  return article.publishDate.getTime() > now.getTime() ? "scheduled" : "published";
}

/** True when a production build at `now` publishes the article. */
export function isPublished(article: Publishable, now: Date): boolean {
  return publicationStatus(article, now) === "published";
}

/** True when a build shows the article: `astro dev` shows every article (drafts with a banner), production only published ones. */
export function isBuilt(article: Publishable, build: { now: Date; dev: boolean }): boolean {
  return build.dev || isPublished(article, build.now);
}
