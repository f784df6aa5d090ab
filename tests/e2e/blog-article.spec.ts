import { test, expect, axeViolations, expectNoJavaScriptDownloads } from "./fixtures";
import { articles, readMoreName } from "./blog-data";

// A middle article, so it has both neighbours, and a category with more than two others for "related".
const index = articles.findIndex((a, i) => i > 0 && i < articles.length - 1 && a.category === "financial-planning");
const article = articles[index];
const path = `/blog/${article.slug}`;
const longDateOf = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(day),
  );
const longDate = longDateOf(article.publishDate);

test.describe("article page", () => {
  test("shows breadcrumb, back link, badge, title, excerpt, author, read time and date", async ({ page }) => {
    await page.goto(path);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Blog"]);
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(crumbs.locator("[aria-current=page]")).toHaveText(article.categoryName);
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    const header = page.locator("article header");
    await expect(header.getByText(article.categoryName, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(header.getByText(article.excerpt)).toBeVisible();
    await expect(header.getByText(article.author, { exact: true })).toBeVisible();
    await expect(header.getByText(`${article.readTime} min read`)).toBeVisible();
    await expect(header.locator("time").first()).toHaveAttribute("datetime", article.publishDate);
    await expect(header.locator("time").first()).toHaveText(longDate);
    // An updated article says so beside the publish date; one never updated shows one date.
    if (article.modifiedDate) {
      await expect(header.locator("time").nth(1)).toHaveAttribute("datetime", article.modifiedDate);
      await expect(header).toContainText(`Updated ${longDateOf(article.modifiedDate)}`);
    } else {
      await expect(header.locator("time")).toHaveCount(1);
    }
  });

  test("share links for X (with the title), Facebook and LinkedIn open a new window with the page URL", async ({
    page,
    baseURL,
  }) => {
    await page.goto(path);
    const pageUrl = new URL(path, (await page.locator("link[rel=canonical]").getAttribute("href")) ?? baseURL).href;
    for (const [name, param] of [
      ["X", "url"],
      ["Facebook", "u"],
      ["LinkedIn", "url"],
    ] as const) {
      const link = page.getByRole("link", { name: new RegExp(`^${name} \\(share`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.searchParams.get(param)).toBe(pageUrl);
      if (name === "X") expect(href.searchParams.get("text")).toBe(article.title);
    }
  });

  test("has the hero image and the MDX body without its leading top-level heading", async ({ page }) => {
    await page.goto(path);
    const hero = page.locator("article > div img").first();
    // The alt the file gives: a description of the picture shown, or "" for decorative art, never anything else.
    await expect(hero).toHaveAttribute("alt", article.heroAlt);
    await expect(hero).toHaveAttribute("src", /^\/_astro\/.+\.webp$/);
    await expect(hero).toHaveAttribute("loading", "eager");
    // The title and lead are the largest paint, and must not wait on the picture.
    await expect(hero).toHaveAttribute("fetchpriority", "low");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const body = page.locator(".prose");
    await expect(body.locator("> *").first()).not.toHaveText(article.title);
    expect(
      await body
        .locator("> *")
        .first()
        .evaluate((node) => node.tagName),
    ).toBe("P");
    expect(await body.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
  });

  test("the table of contents links to the article's sections", async ({ page }) => {
    await page.goto(path);
    // A collapsible nav on phones, a sidebar on large screens: exactly one is shown.
    const toc = page
      .getByRole("navigation", { name: "Table of contents" })
      .or(page.getByRole("complementary", { name: "Table of contents" }))
      .filter({ visible: true });
    await expect(toc).toHaveCount(1);
    const summary = toc.getByText("In this article");
    if (await summary.evaluate((node) => node.tagName === "SUMMARY")) await summary.click();
    const links = toc.getByRole("link");
    const sections = page.locator(".prose h2");
    await expect(links).toHaveText(await sections.allTextContents());
    const first = links.first();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${(await first.getAttribute("href")) ?? "x"}$`));
    await expect(sections.first()).toBeInViewport();
  });

  test("Book Free Consultation goes to the home page's contact section", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });

  test("previous and next follow the list order", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Previous and next articles" });
    const previous = articles[index - 1];
    const next = articles[index + 1];
    await expect(nav.getByRole("link", { name: /Previous article/ })).toHaveAttribute("href", `/blog/${previous.slug}`);
    await expect(nav.getByRole("link", { name: /Previous article/ })).toContainText(previous.title);
    await nav.getByRole("link", { name: /Next article/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${next.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title);
  });

  test("the newest article has no previous and the oldest no next", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`/blog/${articles[0].slug}`);
    const nav = page.getByRole("navigation", { name: "Previous and next articles" });
    await expect(nav.getByRole("link", { name: /Previous article/ })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: /Next article/ })).toHaveAttribute("href", `/blog/${articles[1].slug}`);
    await page.goto(`/blog/${articles.at(-1)?.slug}`);
    await expect(nav.getByRole("link", { name: /Next article/ })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: /Previous article/ })).toBeVisible();
  });

  test("shows up to 2 related articles of the same category", async ({ page }) => {
    const expected = articles.filter((a) => a.category === article.category && a.slug !== article.slug).slice(0, 2);
    expect(expected).toHaveLength(2);
    await page.goto(path);
    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.getByRole("article").getByRole("heading")).toHaveText(expected.map((a) => a.title));
    await expect(related.getByText(article.categoryName, { exact: true })).toHaveCount(2);
    await related.getByRole("link", { name: readMoreName(expected[0].title) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${expected[0].slug}$`));
  });

  test(
    "has its own title, canonical, article Open Graph and BlogPosting JSON-LD",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/\| Franchise Advisor UK$/);
      const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(path);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /^https?:\/\/.+\/_astro\/.+\.jpg$/,
      );
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        "content",
        article.publishDate,
      );
      const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")[
        "@graph"
      ];
      const posting = graph.find((node: { "@type": string }) => node["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        headline: article.title,
        datePublished: article.publishDate,
        dateModified: article.modifiedDate ?? article.publishDate,
        // A named writer only with their consent on record; otherwise the business, by reference to its node.
        author: article.authorIsPerson
          ? { "@type": "Person", name: article.author }
          : { "@id": expect.stringMatching(/#organization$/), name: article.author },
        publisher: { "@type": "Organization", name: "Franchise Advisor UK" },
        url: canonical,
      });
      expect(posting.image).toMatch(/^https?:\/\/.+\.jpg$/);
      const crumbs = graph.find((node: { "@type": string }) => node["@type"] === "BreadcrumbList");
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        "Home",
        "Blog",
        article.categoryName,
      ]);
    },
  );

  test("loads no JavaScript", async ({ page }) => {
    await expectNoJavaScriptDownloads(page, path);
  });

  test("has no accessibility violations, with the table of contents open", { tag: "@each-width" }, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
    const summary = page.locator("summary", { hasText: "In this article" });
    if (await summary.isVisible()) {
      await summary.click();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test(
    "wide tables scroll inside the article instead of widening the page",
    { tag: "@each-width" },
    async ({ page }) => {
      await page.goto("/blog/home-care-franchises-uk");
      const region = page.getByRole("region", { name: /^Table: / }).first();
      await expect(region).toHaveAttribute("tabindex", "0");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    },
  );

  test("an unknown slug answers 404 with the not-found page", { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });
});
