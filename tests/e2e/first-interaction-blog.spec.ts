// The blog list hydrates on `client:intent`: scrolling /blog fetches none of its JavaScript, and the first
// interaction works even when the island's script arrives late. Each test holds the script, interacts, checks
// nothing has happened yet, releases the script and expects the interaction's effect.
import type { Page } from "@playwright/test";
import { test, expect, holdIslandScript, pageSettled, scrollThrough, gotoIdle } from "./fixtures";
import { articles, blogCategories, matching } from "./blog-data";

const PAGE_SIZE = 6;

const cardTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });

/** Opens /blog and scrolls the whole page, so an island that hydrated on load or on sight would be fetched by now. */
async function openAndScroll(page: Page, script: { requests: string[] }) {
  await gotoIdle(page, "/blog");
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(script.requests, "no blog list script before the visitor reaches for it").toEqual([]);
}

test("the first tap on Load More loads more, with the list's script delayed", async ({ page }) => {
  expect(articles.length, "the blog needs more than one page of articles").toBeGreaterThan(PAGE_SIZE);
  const script = await holdIslandScript(page, "BlogList");
  await openAndScroll(page, script);
  const first = articles.slice(0, PAGE_SIZE).map((a) => a.title);
  await expect(cardTitles(page)).toHaveText(first);

  await page.getByRole("button", { name: "Load More Articles" }).click();
  await expect.poll(() => script.requests.length).toBe(1);
  await pageSettled(page);
  await expect(cardTitles(page)).toHaveText(first);

  script.release();
  const more = articles.slice(0, 2 * PAGE_SIZE).map((a) => a.title);
  await expect(cardTitles(page)).toHaveText(more);
  await expect(page).toHaveURL(/\/blog$/);
  // As after any Load More, keyboard focus moves to the first new card.
  await expect(cardTitles(page).nth(PAGE_SIZE).getByRole("link")).toBeFocused();
});

test("the first tap on a category chip filters by it, with the list's script delayed", async ({ page }) => {
  const category = blogCategories.find((c) => articles.some((a) => a.category === c.id))!;
  const expected = articles.filter((a) => a.category === category.id).slice(0, PAGE_SIZE);
  expect(expected.length).toBeLessThan(articles.length);
  const script = await holdIslandScript(page, "BlogList");
  await openAndScroll(page, script);

  await chip(page, category.name).click();
  await expect.poll(() => script.requests.length).toBe(1);
  await pageSettled(page);
  await expect(chip(page, category.name)).toHaveAttribute("aria-pressed", "false");
  await expect(cardTitles(page)).toHaveText(articles.slice(0, PAGE_SIZE).map((a) => a.title));

  script.release();
  await expect(chip(page, category.name)).toHaveAttribute("aria-pressed", "true");
  await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "false");
  await expect(cardTitles(page)).toHaveText(expected.map((a) => a.title));
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.id}$`));
});

test("text typed before the list's script arrives stays in the box and filters once it does", async ({ page }) => {
  const expected = matching("territor");
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(articles.length);
  const script = await holdIslandScript(page, "BlogList");
  await openAndScroll(page, script);

  await searchBox(page).click();
  await page.keyboard.type("territor");
  await expect.poll(() => script.requests.length).toBe(1);
  await pageSettled(page);
  await expect(searchBox(page)).toHaveValue("territor");
  await expect(cardTitles(page)).toHaveText(articles.slice(0, PAGE_SIZE).map((a) => a.title));

  script.release();
  await expect(cardTitles(page)).toHaveText(expected.slice(0, PAGE_SIZE).map((a) => a.title));
  await expect(searchBox(page)).toHaveValue("territor");
  await expect(page).toHaveURL(/\/blog\?q=territor$/);
  // The box is still the visitor's: typing on goes on filtering.
  await page.keyboard.press("Backspace");
  await expect(searchBox(page)).toHaveValue("territo");
  await expect(page).toHaveURL(/\/blog\?q=territo$/);
});

test("a shared link's filter shows without a tap: the list hydrates at once when the URL carries its state", async ({
  page,
}) => {
  const category = blogCategories.find((c) => articles.some((a) => a.category === c.id))!;
  const requested = page.waitForRequest(/\/_astro\/BlogList\.[^/]+\.js$/);
  await page.goto(`/blog?category=${category.id}`);
  await requested;
  await expect(chip(page, category.name)).toHaveAttribute("aria-pressed", "true");
  await expect(cardTitles(page)).toHaveText(
    articles
      .filter((a) => a.category === category.id)
      .slice(0, PAGE_SIZE)
      .map((a) => a.title),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the controls that need JavaScript are hidden and the link to older articles shows instead", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(searchBox(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Load More Articles" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Older articles" })).toHaveAttribute("href", "/blog/page/2");
  });
});
