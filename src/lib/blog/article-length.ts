/**
 * The house length for an article: editorial policy, not correctness, so it never fails a build. Every build
 * warns, naming each published article outside it (src/integrations/launch-check.ts); a shorter news piece or a
 * longer guide still builds. The rule is stated in docs/editing-content.md.
 */
import { countWords } from "./read-time";
import { isPublished, type Publishable } from "./publishing";

/** The house length in words: an 8 to 12 minute read at WORDS_PER_MINUTE. */
export const ARTICLE_WORDS = { min: 1600, max: 2600 } as const;

/** One article as its file holds it. */
export interface ArticleText {
  file: string;
  frontmatter: Publishable;
  body: string;
}

/** One line per published article outside the house length: its file, its word count and the rule. */
export function articleLengthNotes(articles: readonly ArticleText[], now: Date): string[] {
  return articles
    .filter((article) => isPublished(article.frontmatter, now))
    .map((article) => ({ file: article.file, words: countWords(article.body) }))
    .filter(({ words }) => words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max)
    .map(
      ({ file, words }) =>
        `  ${file}  body: ${words.toLocaleString("en-GB")} words, ${words < ARTICLE_WORDS.min ? "shorter" : "longer"} than the house length of ${ARTICLE_WORDS.min.toLocaleString("en-GB")} to ${ARTICLE_WORDS.max.toLocaleString("en-GB")}`,
    );
}

/** The build's warning for those articles, or undefined when every published article is within the house length. */
export function articleLengthWarning(articles: readonly ArticleText[], now: Date): string | undefined {
  const notes = articleLengthNotes(articles, now);
  if (notes.length === 0) return undefined;
  const count = notes.length === 1 ? "1 article is" : `${notes.length} articles are`;
  return [`${count} outside the house length (a warning: the site still builds):`, ...notes].join("\n");
}
