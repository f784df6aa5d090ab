// The first tap answered within two round trips on a slow phone network: every script the site serves
// (/_astro/*.js) answers 1.5 s late, and the time from the visitor's first gesture on each island to its visible
// answer must stay within 3,400 ms (issue 25: two round trips and some work). It holds because, on the gesture, the
// inline loader asks for the runtime and the island's whole module graph at once (src/integrations/island-loaders/):
// one late round trip instead of the runtime, then the component, then its chunks, then theirs.
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { faq as readFaq } from "../unit/copy-files";
import { articles } from "./blog-data";
import { PROJECT_DIR, contentOf, expectedDirectory, liveCatalogue } from "./directory-data";

const SCRIPT_LATENCY_MS = 1_500;
const BUDGET_MS = 3_400;
const BLOG_PAGE_SIZE = 6;
const faq = readFaq();

/** Opens a page with every script answering late, and scrolls the control into view. */
async function openSlow(page: Page, path: string) {
  await page.route(/\/_astro\/[^/?]+\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_LATENCY_MS));
    await route.continue();
  });
  await page.goto(path, { waitUntil: "networkidle" });
}

/** Runs the gesture, waits for the answer to show, and checks (and reports) the time between them. */
async function timed(name: string, gesture: () => Promise<void>, answered: () => Promise<void>) {
  const started = Date.now();
  await gesture();
  await answered();
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: "first tap", description: `${name}: ${elapsed} ms` });
  console.info(`first tap, ${name}: ${elapsed} ms (budget ${BUDGET_MS} ms)`);
  expect(elapsed, `${name}: from the first tap to the answer`).toBeLessThanOrEqual(BUDGET_MS);
}

const tap = (control: Locator) => async () => {
  await control.scrollIntoViewIfNeeded();
  await control.click();
};
// The answer is awaited for longer than the budget, so a slow answer fails on the figure, not a timeout.
const visible = (locator: Locator) => () => expect(locator).toBeVisible({ timeout: 15_000 });

test("the play button opens the video within two round trips", async ({ page }) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Video</title><p>Video</p>" }),
  );
  await openSlow(page, "/");
  const play = page.locator('a[aria-haspopup="dialog"]');
  await play.scrollIntoViewIfNeeded();
  await timed("video play", tap(play), visible(page.getByRole("dialog")));
});

test("a contact tab shows its form within two round trips", async ({ page }) => {
  await openSlow(page, "/");
  const tab = page.locator("#contact").getByRole("link", { name: "Franchise Enquiry" });
  await tab.scrollIntoViewIfNeeded();
  await timed("contact tab", tap(tab), visible(page.getByRole("form", { name: "Franchise Enquiry" })));
});

test("an FAQ question opens its answer within two round trips", async ({ page }) => {
  await openSlow(page, "/services");
  const question = page.locator("#faq summary").filter({ hasText: faq[2]!.question });
  await question.scrollIntoViewIfNeeded();
  await timed("FAQ question", tap(question), visible(page.locator("#faq").getByText(faq[2]!.answer)));
});

test("the blog's Load More loads more within two round trips", async ({ page }) => {
  expect(articles.length, "the blog needs more than one page of articles").toBeGreaterThan(BLOG_PAGE_SIZE);
  await openSlow(page, "/blog");
  const more = page.getByRole("button", { name: "Load More Articles" });
  await more.scrollIntoViewIfNeeded();
  const titles = page.getByRole("main").getByRole("article").getByRole("heading");
  await timed("blog Load More", tap(more), visible(titles.nth(BLOG_PAGE_SIZE)));
});

test("the directory's category filter applies within two round trips", async ({ page }) => {
  const category = contentOf(PROJECT_DIR).entries[0]!.categoryKey;
  const names = expectedDirectory(PROJECT_DIR, { category }).names;
  await openSlow(page, "/franchises");
  const select = page.getByRole("combobox", { name: "Category" });
  await timed(
    "directory filter",
    () => select.selectOption(category).then(() => undefined),
    () =>
      expect(page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 })).toHaveText(names, {
        timeout: 15_000,
      }),
  );
});

test("the location search answers within two round trips", async ({ page }) => {
  await openSlow(page, "/locations");
  const box = page.getByRole("searchbox", { name: "Search for your city, county or region" });
  await timed(
    "location search",
    () => box.fill("manchester"),
    () => expect(page.getByRole("status")).toContainText("manchester", { timeout: 15_000 }),
  );
});

test("the header search suggests within two round trips", { tag: "@desktop-only" }, async ({ page }) => {
  await openSlow(page, "/about");
  const input = page.locator("#desktop-franchise-search");
  await timed(
    "header search",
    async () => {
      await input.click();
      // The start of a franchise's name, so a suggestion shows whatever the catalogue holds.
      await input.pressSequentially(liveCatalogue()[0]!.name.slice(0, 3).toLowerCase());
    },
    visible(page.getByRole("listbox", { name: "Search suggestions" })),
  );
});
