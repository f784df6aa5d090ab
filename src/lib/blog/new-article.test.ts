import { describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { articleScaffold, articleSlug, parseNewArticleArgs } from "./new-article";

const CATEGORIES = ["franchise-basics", "financial-planning"];

describe("articleSlug", () => {
  it("makes a lower-case, hyphenated URL part from the title", () => {
    expect(articleSlug("Franchise Insurance: What It Costs & Why")).toBe("franchise-insurance-what-it-costs-and-why");
    expect(articleSlug("  Café Franchises’ Hidden Costs, 2026!  ")).toBe("cafe-franchises-hidden-costs-2026");
  });

  it("keeps long slugs to 80 characters, cut between words", () => {
    const slug = articleSlug("Word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

describe("parseNewArticleArgs", () => {
  it("reads the title and the category in either spelling", () => {
    expect(
      parseNewArticleArgs(["Franchise Insurance Explained", "--category", "financial-planning"], CATEGORIES),
    ).toEqual({
      title: "Franchise Insurance Explained",
      category: "financial-planning",
    });
    expect(
      parseNewArticleArgs(["--category=franchise-basics", "Franchise", "Insurance", "Basics"], CATEGORIES),
    ).toEqual({
      title: "Franchise Insurance Basics",
      category: "franchise-basics",
    });
  });

  it("says what is wrong: no title, a title the schema refuses, no or an unknown category", () => {
    expect(() => parseNewArticleArgs(["--category", "franchise-basics"], CATEGORIES)).toThrow(/No title given/);
    expect(() => parseNewArticleArgs(["Too short", "--category", "franchise-basics"], CATEGORIES)).toThrow(
      /10 to 120 characters/,
    );
    expect(() => parseNewArticleArgs(["Franchise Insurance Explained"], CATEGORIES)).toThrow(
      /No category given: use one of franchise-basics, financial-planning/,
    );
    expect(() => parseNewArticleArgs(["Franchise Insurance Explained", "--category", "tax"], CATEGORIES)).toThrow(
      /Unknown category "tax"/,
    );
  });
});

describe("articleScaffold", () => {
  const mdx = articleScaffold(
    {
      title: 'The "Real" Cost of a Franchise Van, Explained for First-Time Buyers in England and Wales',
      category: "financial-planning",
    },
    new Date("2026-03-04T15:00:00Z"),
  );
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(mdx) ?? [];
  const data = load(front ?? "") as Record<string, unknown>;

  it("is a draft dated today, with the slug, category and hero image of the title", () => {
    expect(data.draft).toBe(true);
    expect((data.publishDate as Date).toISOString().slice(0, 10)).toBe("2026-03-04");
    expect(data.slug).toBe("the-real-cost-of-a-franchise-van-explained-for-first-time-buyers-in-england-and");
    expect(data.title).toBe('The "Real" Cost of a Franchise Van, Explained for First-Time Buyers in England and Wales');
    expect(data.category).toBe("financial-planning");
    expect(data.heroImage).toBe(`./images/${String(data.slug)}.jpg`);
  });

  it("fills every field within the schema's lengths", () => {
    expect(String(data.excerpt).length).toBeGreaterThanOrEqual(60);
    expect(String(data.excerpt).length).toBeLessThanOrEqual(260);
    expect(String(data.metaTitle).length).toBeLessThanOrEqual(70);
    expect(String(data.metaDescription).length).toBeGreaterThanOrEqual(50);
    expect(String(data.metaDescription).length).toBeLessThanOrEqual(160);
    // The drawn hero is decorative until the editor puts a photograph in its place and describes it.
    expect(data.heroAlt).toBe("");
  });

  it("starts the body with the title as its heading", () => {
    expect(body?.trimStart().startsWith(`# ${String(data.title)}`)).toBe(true);
  });
});
