/** An article's dates as its page shows them and tells search engines: published, and updated when it was. */
import { formatLongDate } from "@/lib/ui/format";

export interface ArticleDates {
  /** yyyy-mm-dd, for `<time datetime>`, Open Graph and JSON-LD. */
  published: string;
  publishedLabel: string;
  /** Only for an article updated on a later day than it was published. */
  modified?: string;
  /** "25 November 2026", shown as "Updated 25 November 2026" beside the publish date. */
  modifiedLabel?: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The dates of an article with `publishDate` and an optional `updatedDate`. */
export function articleDates(article: { publishDate: Date; updatedDate?: Date }): ArticleDates {
  const published = isoDay(article.publishDate);
  const dates: ArticleDates = { published, publishedLabel: formatLongDate(article.publishDate) };
  if (article.updatedDate && isoDay(article.updatedDate) > published) {
    dates.modified = isoDay(article.updatedDate);
    dates.modifiedLabel = formatLongDate(article.updatedDate);
  }
  return dates;
}
