import { describe, expect, it } from "vitest";
import { blogPosting, breadcrumbList, itemList, organizationId } from "./jsonld";
import { site } from "@/config/site";

const SITE = new URL("https://www.example.test");

describe("blogPosting", () => {
  const input = {
    title: "How to Finance a Franchise",
    description: "Loans, grants and savings.",
    path: "/blog/how-to-finance",
    image: "/_astro/hero.abc.jpg",
    datePublished: "2025-01-13",
    author: "Sam Writer",
    section: "Financial Planning",
    keywords: ["finance", "loans"],
  };

  it("carries headline, absolute URL and image, dates, author and the business as publisher", () => {
    const node = blogPosting(input, SITE);
    expect(node).toMatchObject({
      "@type": "BlogPosting",
      headline: "How to Finance a Franchise",
      url: "https://www.example.test/blog/how-to-finance",
      mainEntityOfPage: "https://www.example.test/blog/how-to-finance",
      image: "https://www.example.test/_astro/hero.abc.jpg",
      datePublished: "2025-01-13",
      author: { "@type": "Person", name: "Sam Writer" },
      articleSection: "Financial Planning",
      keywords: "finance, loans",
      inLanguage: "en-GB",
    });
    expect(node.publisher).toMatchObject({
      "@type": "Organization",
      "@id": organizationId(SITE),
      name: site.businessName,
    });
  });

  it("credits the business, by reference to its node, when no writer is named", () => {
    const node = blogPosting({ ...input, author: undefined }, SITE);
    expect(node.author).toMatchObject({ "@id": organizationId(SITE), name: site.businessName });
    expect(node.author).not.toMatchObject({ "@type": "Person" });
  });

  it("uses the publish date as modification date unless the article was updated", () => {
    expect(blogPosting(input, SITE).dateModified).toBe("2025-01-13");
    expect(blogPosting({ ...input, dateModified: "2025-03-01" }, SITE).dateModified).toBe("2025-03-01");
  });

  it("leaves out an empty section and keywords", () => {
    const node = blogPosting({ ...input, section: undefined, keywords: [] }, SITE);
    expect(node).not.toHaveProperty("articleSection");
    expect(node).not.toHaveProperty("keywords");
  });
});

describe("article breadcrumbs and list", () => {
  it("builds Home / Blog / category as a BreadcrumbList", () => {
    const list = breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: "Legal Support", path: "/blog?category=legal-support" },
      ],
      SITE,
    );
    expect((list.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      "https://www.example.test/",
      "https://www.example.test/blog",
      "https://www.example.test/blog?category=legal-support",
    ]);
  });

  it("numbers list items from 1 with absolute URLs", () => {
    expect(itemList({ name: "Articles", items: [{ name: "A", path: "/blog/a" }] }, SITE).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "A", url: "https://www.example.test/blog/a" },
    ]);
  });
});
