import { test, expect } from "./fixtures";
import { articles } from "./blog-data";

test.describe("feed and sitemap", { tag: "@any-width" }, () => {
  test("/rss.xml lists every article, newest first, with links and dates", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)];
    expect(links.map((match) => new URL(match[1]).pathname)).toEqual(articles.map((a) => `/blog/${a.slug}`));
    expect(links.map((match) => new Date(match[2]).toISOString().slice(0, 10))).toEqual(
      articles.map((a) => a.publishDate),
    );
  });

  // Each page's link to the feed is checked over the built HTML: tests/unit/page-structured-data.test.ts.

  test("the sitemap lists every article with its last modification date", async ({ request }) => {
    const xml = await (await request.get("/sitemap-0.xml")).text();
    for (const article of articles) {
      const lastmod = article.modifiedDate ?? article.publishDate;
      expect(xml).toMatch(new RegExp(`/blog/${article.slug}</loc><lastmod>${lastmod}T`));
    }
  });
});
