// One search for the whole site: /search (rendered on the server, so it works with JavaScript off), which the
// directory's results and the header's suggestions lead to; with JavaScript on at desktop widths the header box
// suggests franchises and the site's pages as the visitor types (header-search.spec.ts follows the box itself). The words searched are picked from whatever content exists: an article title's word no other
// title has, a place whose name no other place shares, a franchise's name.
import { join } from "node:path";
import { readLocationFiles } from "../../src/lib/content/content-readers";
import type { Page } from "@playwright/test";
import { test, expect, axeViolations } from "./fixtures";
import { articles } from "./blog-data";
import { PROJECT_DIR, contentOf } from "./directory-data";
import { foldText } from "../../src/lib/search/site-search";

const titleWords = (title: string) =>
  foldText(title)
    .split(" ")
    .filter((word) => word.length >= 5);
// An article, and a word of its title that no other article's title has: it must come first among articles.
const article = articles.find((candidate) =>
  titleWords(candidate.title).some(
    (word) => articles.filter((other) => titleWords(other.title).includes(word)).length === 1,
  ),
)!;
const articleWord = titleWords(article.title).find(
  (word) => articles.filter((other) => titleWords(other.title).includes(word)).length === 1,
)!;

const places = readLocationFiles(join(PROJECT_DIR, "src/content/locations")).map(({ data }) => data);
// A one-word city whose name appears in no other place's name.
const place = places.find(
  (candidate) =>
    candidate.type === "city" &&
    !foldText(candidate.name).includes(" ") &&
    places.filter((other) => foldText(other.name).includes(foldText(candidate.name))).length === 1,
)!;

const franchise = [...contentOf(PROJECT_DIR).entries].sort((a, b) => a.name.localeCompare(b.name))[0]!;

const group = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });

test("the content offers words to search for", () => {
  expect(article, "an article with a title word of its own").toBeTruthy();
  expect(place, "a city with a name of its own").toBeTruthy();
  expect(franchise).toBeTruthy();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the site's results, grouped by kind", async ({ page }) => {
    await page.goto(`/search?q=${articleWord}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for "${articleWord}"`);
    await expect(group(page, "Advice articles").getByRole("link").first()).toHaveText(article.title);
    await expect(page.locator("#site-search-query")).toHaveValue(articleWord);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  });

  test("finds a place and a franchise", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(place.name.toLowerCase())}`);
    await expect(group(page, "Locations").getByRole("link", { name: place.name, exact: true })).toHaveAttribute(
      "href",
      `/locations/${place.slug}`,
    );
    await page.goto(`/search?q=${encodeURIComponent(franchise.name)}`);
    await expect(group(page, "Franchises").getByRole("link", { name: franchise.name, exact: true })).toHaveAttribute(
      "href",
      `/franchises/${franchise.slug}`,
    );
  });

  test("nothing found says so and offers ways to browse; odd queries get a page, never an error", async ({ page }) => {
    const answer = await page.goto("/search?q=qzxqzxnothing");
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: 'Nothing on the site matches "qzxqzxnothing".' })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse all franchises" })).toBeVisible();
    for (const query of ["%3Cscript%3E", "%00", "a".repeat(3000), "%E2%80%AE", "&q=1&q=2"]) {
      const response = await page.goto(`/search?q=${query}`);
      expect(response?.status(), query).toBe(200);
    }
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
  });
});

test.describe("with JavaScript on", { tag: "@desktop-only" }, () => {
  test("the results page passes axe", async ({ page }) => {
    await page.goto(`/search?q=${articleWord}`);
    await expect(group(page, "Advice articles")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("suggests the site's pages under their kind, and a choice opens the page", async ({ page }) => {
    await page.goto("/about");
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await expect(input).toHaveAttribute("role", "combobox");
    await input.pressSequentially(articleWord);
    const listbox = page.getByRole("listbox", { name: "Search suggestions" });
    const articlesGroup = listbox.getByRole("group", { name: "Advice articles" });
    await expect(articlesGroup.getByRole("option", { name: article.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await articlesGroup.getByRole("option", { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
  });

  test("finds a place among the locations, reachable with the arrow keys", async ({ page }) => {
    await page.goto("/about");
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await input.pressSequentially(place.name.toLowerCase());
    const option = page
      .getByRole("listbox", { name: "Search suggestions" })
      .getByRole("group", { name: "Locations" })
      // A location's title is its name (with its kind when another place shares it), then where it is.
      .getByRole("option", { name: new RegExp(`^${place.name}\\b`) });
    await expect(option).toBeVisible();
    const optionId = await option.getAttribute("id");
    for (let presses = 0; presses < 20; presses += 1) {
      if ((await input.getAttribute("aria-activedescendant")) === optionId) break;
      await input.press("ArrowDown");
    }
    await expect(input).toHaveAttribute("aria-activedescendant", optionId!);
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/locations/${place.slug}$`));
  });
});
