import { describe, expect, it } from "vitest";
import { ARTICLE_WORDS, articleLengthNotes, articleLengthWarning } from "@/lib/blog/article-length";

const now = new Date("2026-01-01T00:00:00Z");
const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
const article = (file: string, count: number, draft = false) => ({
  file,
  frontmatter: { draft, publishDate: new Date("2025-06-02T00:00:00Z") },
  body: words(count),
});

describe("the house length of an article", () => {
  it("names each published article outside it, with its word count, and passes those within it", () => {
    const notes = articleLengthNotes(
      [
        article("news.mdx", 700),
        article("guide.mdx", ARTICLE_WORDS.min),
        article("long.mdx", ARTICLE_WORDS.max + 1),
        article("draft.mdx", 10, true),
      ],
      now,
    );
    expect(notes).toEqual([
      "  news.mdx  body: 700 words, shorter than the house length of 1,600 to 2,600",
      "  long.mdx  body: 2,601 words, longer than the house length of 1,600 to 2,600",
    ]);
  });

  it("is a warning with a count, or nothing when every article is within it", () => {
    expect(articleLengthWarning([article("guide.mdx", 2000)], now)).toBeUndefined();
    expect(articleLengthWarning([article("news.mdx", 700)], now)).toMatch(
      /^1 article is outside the house length \(a warning: the site still builds\):\n {2}news\.mdx/,
    );
  });
});
