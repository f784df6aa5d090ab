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

  for (const path of ["/", "/about", "/blog", `/blog/${articles[0].slug}`]) {
    test(`${path} links the feed from its head`, async ({ page }) => {
      await page.goto(path);
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(link).toHaveCount(1);
      expect(new URL((await link.getAttribute("href")) ?? "").pathname).toBe("/rss.xml");
    });
  }

  test("the sitemap lists every article with its last modification date", async ({ request }) => {
    const xml = await (await request.get("/sitemap-0.xml")).text();
    for (const article of articles) {
      const lastmod = article.modifiedDate ?? article.publishDate;
      expect(xml).toMatch(new RegExp(`/blog/${article.slug}</loc><lastmod>${lastmod}T`));
    }
  });
});
