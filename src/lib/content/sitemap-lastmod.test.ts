import { describe, expect, it } from "vitest";
import { articleLastmod, blogLastmods, withLastmod } from "./sitemap-lastmod";

const mdx = (front: string) => `---\n${front}\n---\n\n# Title\n\nBody.\n`;

describe("articleLastmod", () => {
  it("uses the publish date", () => {
    expect(articleLastmod(mdx('title: "A"\nslug: a-guide\npublishDate: 2025-01-06'))).toEqual({
      path: "/blog/a-guide",
      lastmod: "2025-01-06",
    });
  });

  it("prefers the updated date, quoted or not", () => {
    expect(articleLastmod(mdx('slug: b\npublishDate: 2025-01-06\nupdatedDate: "2025-03-02"'))?.lastmod).toBe(
      "2025-03-02",
    );
  });

  it("leaves out drafts and articles dated after the build", () => {
    const now = new Date("2025-06-02T10:00:00Z");
    expect(articleLastmod(mdx("slug: d\npublishDate: 2025-01-06\ndraft: true"), now)).toBeUndefined();
    expect(articleLastmod(mdx("slug: e\npublishDate: 2025-06-03"), now)).toBeUndefined();
    expect(articleLastmod(mdx("slug: f\npublishDate: 2025-06-02\ndraft: false"), now)?.lastmod).toBe("2025-06-02");
  });

  it("leaves entries without a slug or date to the content schema", () => {
    expect(articleLastmod(mdx("slug: c"))).toBeUndefined();
    expect(articleLastmod("no frontmatter")).toBeUndefined();
  });
});

describe("blogLastmods and withLastmod", () => {
  const lastmods = blogLastmods([mdx("slug: old\npublishDate: 2025-01-06"), mdx("slug: new\npublishDate: 2025-05-05")]);

  it("dates /blog by the newest published article, not a draft or a scheduled one", () => {
    const now = new Date("2025-06-02T10:00:00Z");
    const withDrafts = blogLastmods(
      [
        mdx("slug: old\npublishDate: 2025-01-06"),
        mdx("slug: draft\npublishDate: 2025-05-30\ndraft: true"),
        mdx("slug: later\npublishDate: 2025-07-01"),
      ],
      now,
    );
    expect(Object.fromEntries(withDrafts)).toEqual({ "/blog/old": "2025-01-06", "/blog": "2025-01-06" });
  });

  it("dates every article and /blog by the newest article", () => {
    expect(Object.fromEntries(lastmods)).toEqual({
      "/blog/old": "2025-01-06",
      "/blog/new": "2025-05-05",
      "/blog": "2025-05-05",
    });
  });

  it("sets lastmod on matching sitemap items only", () => {
    expect(withLastmod({ url: "https://x.test/blog/old" }, lastmods)).toEqual({
      url: "https://x.test/blog/old",
      lastmod: "2025-01-06",
    });
    expect(withLastmod({ url: "https://x.test/about" }, lastmods)).toEqual({ url: "https://x.test/about" });
  });
});
