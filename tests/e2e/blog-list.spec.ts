import type { Page } from "@playwright/test";
import { test, expect, axeViolations } from "./fixtures";
import { articles, blogCategories, matching, readMoreName } from "./blog-data";

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const loadMore = (page: Page) => page.getByRole("button", { name: "Load More Articles" });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });

/**
 * Opens /blog (optionally with a query) and wakes the island as a visitor would, by focusing its search box, then
 * waits until it has hydrated (Astro drops the island's `ssr` attribute). The first-interaction spec covers what
 * happens to interactions made before that.
 */
async function openBlog(page: Page, query = "") {
  await page.goto(`/blog${query}`);
  await searchBox(page).focus();
  await expect(page.locator("astro-island[component-url*='BlogList']")).not.toHaveAttribute("ssr");
  await searchBox(page).blur();
}

test.describe("blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the 6 newest articles with every card part", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Franchise Advice & Insights");
    await expect(cardTitles(page)).toHaveText(articles.slice(0, 6).map((a) => a.title));
    for (const [index, article] of articles.slice(0, 6).entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByText(article.categoryName, { exact: true })).toBeVisible();
      await expect(card.getByText(`${article.readTime} min read`)).toBeVisible();
      await expect(card.getByText(article.excerpt)).toBeAttached();
      await expect(card.getByText(article.author, { exact: true })).toBeVisible();
      await expect(card.locator("time")).toHaveAttribute("datetime", article.publishDate);
      await expect(card.locator("time")).toHaveText(longDate(article.publishDate));
      await expect(card.getByRole("link", { name: readMoreName(article.title) })).toHaveAttribute(
        "href",
        `/blog/${article.slug}`,
      );
    }
  });

  test("card images are optimised, responsive and lazy", async ({ page }) => {
    await page.goto("/blog");
    const images = cards(page).locator("img");
    await expect(images).toHaveCount(6);
    for (let index = 0; index < 6; index++) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute("src", /^\/_astro\/.+\.webp$/);
      await expect(image).toHaveAttribute("srcset", /400w.*720w.*1080w/);
      await expect(image).toHaveAttribute("sizes", /.+/);
      await expect(image).toHaveAttribute("width", "720");
      await expect(image).toHaveAttribute("height", "405");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).not.toHaveAttribute("fetchpriority", /.*/);
    }
  });

  test("the controls are hidden and plain links reach every article through /blog/page/N", async ({ page }) => {
    await page.goto("/blog");
    await expect(searchBox(page)).toBeHidden();
    await expect(loadMore(page)).toBeHidden();
    const seen = new Set(await cards(page).getByRole("heading").allTextContents());
    await page.getByRole("link", { name: "Older articles" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(cardTitles(page)).toHaveText(articles.slice(6, 12).map((a) => a.title));
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.locator("[aria-current=page]")).toHaveText("Page 2");
    for (const title of await cardTitles(page).allTextContents()) seen.add(title);
    await pages.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/3$/);
    await expect(cardTitles(page)).toHaveText(articles.slice(12).map((a) => a.title));
    for (const title of await cardTitles(page).allTextContents()) seen.add(title);
    expect([...seen].sort()).toEqual(articles.map((a) => a.title).sort());
    await expect(pages.getByRole("link", { name: "Older" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a list page past the end answers 404", { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto("/blog/page/99");
    expect(response?.status()).toBe(404);
  });
});

test.describe("blog list island", () => {
  test(
    "the first card image starts at the foot of the first screen, so lazy loading costs the first paint nothing",
    { tag: "@each-width" },
    async ({ page }) => {
      await page.goto("/blog");
      await expect(searchBox(page)).toBeVisible();
      const firstTop = (await cards(page).locator("img").first().boundingBox())?.y ?? 0;
      expect(firstTop).toBeGreaterThanOrEqual(0.9 * (page.viewportSize()?.height ?? Infinity));
    },
  );

  test("Load More adds 6 per step up to every article, then hides", async ({ page }) => {
    await openBlog(page);
    const status = page.getByRole("status");
    await expect(cards(page)).toHaveCount(6);
    await expect(status).toHaveText(`Showing 6 of ${articles.length} articles`);
    let expected = 6;
    while (expected < articles.length) {
      await loadMore(page).click();
      expected = Math.min(expected + 6, articles.length);
      await expect(cardTitles(page)).toHaveText(articles.slice(0, expected).map((a) => a.title));
      await expect(status).toHaveText(`Showing ${expected} of ${articles.length} articles`);
    }
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Older articles" })).toHaveCount(0);
  });

  test("Load More moves keyboard focus to the first new card", async ({ page }) => {
    await openBlog(page);
    await loadMore(page).focus();
    await page.keyboard.press("Enter");
    await expect(cards(page).nth(6).getByRole("heading").getByRole("link")).toBeFocused();
  });

  test("search matches title or excerpt, case-insensitively, and lives in the URL", async ({ page }) => {
    const expected = matching("territor");
    // The data must exercise both kinds of match: some only in the excerpt, some in the title.
    expect(expected.filter((a) => !/territor/i.test(a.title)).length).toBeGreaterThan(0);
    expect(expected.filter((a) => /territor/i.test(a.title)).length).toBeGreaterThan(0);
    await openBlog(page);
    await searchBox(page).fill("TERRITOR");
    await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title));
    await expect(page.getByRole("status")).toHaveText(`Showing ${expected.length} of ${expected.length} articles`);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog\?q=TERRITOR$/);
    await searchBox(page).fill("");
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("category chips filter by category, one pressed at a time, and live in the URL", async ({ page }) => {
    await openBlog(page);
    await expect(page.getByRole("group", { name: "Filter by category" }).getByRole("button")).toHaveText([
      "All",
      ...blogCategories.map((c) => c.name),
    ]);
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    for (const category of blogCategories) {
      const expected = articles.filter((a) => a.category === category.id);
      await chip(page, category.name).click();
      await expect(chip(page, category.name)).toHaveAttribute("aria-pressed", "true");
      await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "false");
      await expect(cardTitles(page)).toHaveText(expected.slice(0, 6).map((a) => a.title));
      await expect(page).toHaveURL(new RegExp(`\\?category=${category.id}$`));
    }
    await chip(page, "All").click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("search and category combine", async ({ page }) => {
    await openBlog(page);
    await chip(page, "Financial Planning").click();
    await searchBox(page).fill("tax");
    const expected = matching("tax").filter((a) => a.category === "financial-planning");
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title));
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ q: "tax", category: "financial-planning" });
  });

  test("empty state, and Clear Filters resets search, category and count", async ({ page }) => {
    await openBlog(page);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(12);
    await chip(page, "Legal Support").click();
    await searchBox(page).fill("zebra crossings");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or category filter")).toBeVisible();
    await expect(loadMore(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText(articles.slice(0, 6).map((a) => a.title));
    await expect(loadMore(page)).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the URL query restores search and category, and an unknown category falls back to All", async ({ page }) => {
    await openBlog(page, "?q=loan&category=financial-planning");
    await expect(searchBox(page)).toHaveValue("loan");
    await expect(chip(page, "Financial Planning")).toHaveAttribute("aria-pressed", "true");
    const expected = matching("loan").filter((a) => a.category === "financial-planning");
    await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title));
    await page.reload();
    await expect(searchBox(page)).toHaveValue("loan");
    await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title));
    await openBlog(page, "?category=no-such-category");
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(6);
  });

  test(
    "has no accessibility violations, with results and in the empty state",
    { tag: "@each-width" },
    async ({ page }) => {
      await openBlog(page);
      expect(await axeViolations(page)).toEqual([]);
      await searchBox(page).fill("no article has this text");
      await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test("static page 2 has no accessibility violations", async ({ page }) => {
    await page.goto("/blog/page/2");
    expect(await axeViolations(page)).toEqual([]);
  });
});
