// Built pages carry no island runtime: a small inline loader fetches Astro's (with the client:intent directive)
// on the visitor's first gesture and holds that gesture for the island (src/lib/html/deferred-island-runtime.mjs).
// Each test holds the runtime file, acts, checks nothing has happened yet, releases it and expects the effect:
// the first tap, keystroke or pointer works even when the runtime and then the island's own script arrive late.
import type { Locator, Page } from "@playwright/test";
import { test, expect, holdIslandRuntime, scrollThrough, trackScripts, pageSettled, gotoIdle } from "./fixtures";
import { faq as readFaq } from "../unit/copy-files";
import { articles, blogCategories, matching } from "./blog-data";
import { PROJECT_DIR, expectedDirectory, liveCatalogue } from "./directory-data";

const faq = readFaq();
const BLOG_PAGE_SIZE = 6;

/** Opens a page with the runtime held, and checks that loading and scrolling through it fetches no script. */
async function openHeld(page: Page, path: string) {
  const scripts = trackScripts(page);
  const runtime = await holdIslandRuntime(page);
  await gotoIdle(page, path);
  await scrollThrough(page);
  expect(scripts, "no script before the visitor reaches for an island").toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  return runtime;
}

/** Waits until the held runtime has been asked for and the page has settled, so a tap could have acted if it were going to. */
async function requested(page: Page, runtime: { requests: string[] }) {
  await expect.poll(() => runtime.requests.length).toBe(1);
  await pageSettled(page);
}

/** Scrolls to a control and taps it while the runtime is held; returns once the runtime has been asked for. */
async function tapHeld(control: Locator, runtime: { requests: string[] }) {
  await control.scrollIntoViewIfNeeded();
  await control.click();
  await requested(control.page(), runtime);
}

const faqQuestion = (page: Page, index: number) =>
  page.locator("#faq summary").filter({ hasText: faq[index]!.question });
const contactTab = (page: Page) => page.locator("#contact").getByRole("link", { name: "Franchise Enquiry" });

test("the hero video's first tap opens the video, with the runtime delayed", async ({ page }) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Video</title><p>Video</p>" }),
  );
  const runtime = await openHeld(page, "/");
  const play = page.locator('a[aria-haspopup="dialog"]');
  await tapHeld(play, runtime);
  await expect(page.getByRole("dialog")).toBeHidden();

  runtime.release();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
});

test("the FAQ's first tap opens that answer at once, with the runtime delayed", async ({ page }) => {
  const runtime = await openHeld(page, "/services");
  const question = faqQuestion(page, 2);
  await tapHeld(question, runtime);
  const answer = page.locator("#faq").getByText(faq[2]!.answer);
  // A native disclosure: the loader wakes the island but leaves the tap to the browser.
  await expect(answer).toBeVisible();

  runtime.release();
  await expect(page.locator("#faq astro-island")).not.toHaveAttribute("ssr", /.*/);
  await expect(answer).toBeVisible();
});

test("the first tap on Franchise Enquiry switches the tab, with the runtime delayed", async ({ page }) => {
  const runtime = await openHeld(page, "/");
  const urlBefore = page.url();
  await tapHeld(contactTab(page), runtime);
  await expect(page.getByRole("tablist")).toHaveCount(0);
  expect(page.url(), "the held link is not followed").toBe(urlBefore);

  runtime.release();
  await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("form", { name: "Franchise Enquiry" })).toBeVisible();
  expect(page.url()).toBe(urlBefore);
});

test("a second island reached for while the runtime is on its way hydrates too, with its tap", async ({ page }) => {
  const runtime = await openHeld(page, "/services");
  const question = faqQuestion(page, 1);
  await tapHeld(question, runtime);
  const tab = contactTab(page);
  await tab.scrollIntoViewIfNeeded();
  await tab.click();
  await pageSettled(page);
  expect(runtime.requests, "the runtime is fetched once").toHaveLength(1);
  await expect(page.getByRole("tablist")).toHaveCount(0);

  await expect(page.locator("#faq").getByText(faq[1]!.answer)).toBeVisible();

  runtime.release();
  await expect(page.getByRole("tab", { name: "Franchise Enquiry" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#faq").getByText(faq[1]!.answer)).toBeVisible();
});

test("the first tap on Load More loads more, with the runtime delayed", async ({ page }) => {
  expect(articles.length, "the blog needs more than one page of articles").toBeGreaterThan(BLOG_PAGE_SIZE);
  const runtime = await openHeld(page, "/blog");
  const titles = page.getByRole("main").getByRole("article").getByRole("heading");
  await page.getByRole("button", { name: "Load More Articles" }).click();
  await requested(page, runtime);
  await expect(titles).toHaveCount(BLOG_PAGE_SIZE);

  runtime.release();
  await expect(titles).toHaveText(articles.slice(0, 2 * BLOG_PAGE_SIZE).map((article) => article.title));
});

test("text typed before the runtime arrives stays in the blog's box and filters once it does", async ({ page }) => {
  const expected = matching("territor");
  expect(expected.length).toBeGreaterThan(0);
  const runtime = await openHeld(page, "/blog");
  const box = page.getByRole("searchbox", { name: "Search articles" });
  await box.click();
  await page.keyboard.type("territor");
  await requested(page, runtime);
  await expect(box).toHaveValue("territor");

  runtime.release();
  const titles = page.getByRole("main").getByRole("article").getByRole("heading");
  await expect(titles).toHaveText(expected.slice(0, BLOG_PAGE_SIZE).map((article) => article.title));
  await expect(box).toHaveValue("territor");
});

test("characters typed before the runtime arrives stay in the directory's box and filter", async ({ page }) => {
  const runtime = await openHeld(page, "/franchises");
  const box = page.getByRole("searchbox", { name: "Search", exact: true });
  await box.pressSequentially("coffee");
  await requested(page, runtime);
  await expect(box).toHaveValue("coffee");

  runtime.release();
  const headings = page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
  await expect(headings).toHaveText(expectedDirectory(PROJECT_DIR, { q: "coffee" }).names);
  await expect(box).toHaveValue("coffee");
  await expect(box).toBeFocused();
});

test("a shared link's blog filter loads the runtime at once, without a tap", async ({ page }) => {
  const category = blogCategories.find((c) => articles.some((article) => article.category === c.id))!;
  const runtime = await holdIslandRuntime(page);
  // The held runtime holds the page's load event too: wait only for the document.
  await page.goto(`/blog?category=${category.id}`, { waitUntil: "domcontentloaded" });
  await expect.poll(() => runtime.requests.length).toBe(1);
  runtime.release();
  const chip = page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name: category.name });
  await expect(chip).toHaveAttribute("aria-pressed", "true");
});

// The header search's suggestions exist only at desktop widths; on a phone nothing is fetched for it.
for (const path of ["/about", "/services"]) {
  test(
    `on ${path}, pointing at the header search fetches the runtime and it wakes`,
    { tag: "@desktop-only" },
    async ({ page }) => {
      const runtime = await openHeld(page, path);
      const input = page.locator("#desktop-franchise-search");
      await input.hover();
      await requested(page, runtime);
      await expect(input).not.toHaveAttribute("role", "combobox");

      runtime.release();
      await expect(input).toHaveAttribute("role", "combobox");
      await input.click();
      // The start of a franchise's name, so a suggestion shows whatever the catalogue holds.
      await input.pressSequentially(liveCatalogue()[0]!.name.slice(0, 3).toLowerCase());
      await expect(page.getByRole("listbox", { name: "Search suggestions" })).toBeVisible();
    },
  );
}

// The general loader (a page with other islands) keeps the header search to its media query, as the small one does.
test(
  "on a phone, the menu's search fetches no runtime, on a page with other islands too",
  { tag: "@phone-only" },
  async ({ page }) => {
    const runtime = await openHeld(page, "/services");
    await page.getByRole("button", { name: "Menu" }).click();
    const input = page.locator("#desktop-franchise-search");
    await input.hover();
    await input.focus();
    await input.pressSequentially("coffee");
    await pageSettled(page);
    expect(runtime.requests).toEqual([]);
  },
);
