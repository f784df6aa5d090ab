// The directory's Save toggles and shortlist count (JavaScript on and off; the list is the shortlist cookie, and an
// old localStorage list moves into it), and the `budget` filter the
// /affordability page links to (JavaScript on and off). Expected lists come from the content files and the site's
// own rules, so no count or order of the catalogue is pinned here.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts, waitForIsland, pageIdle } from "./fixtures";
import { PROJECT_DIR, contentOf, expectedDirectory } from "./directory-data";
import type { FranchiseFilters } from "../../src/lib/directory/franchise-filters";
import { SHORTLIST_FULL_MESSAGE, SHORTLIST_LEGACY_STORAGE_KEY, SHORTLIST_MAX } from "../../src/lib/decide/shortlist";
import { savedSlugs, setShortlist } from "./shortlist-cookie";
import { formatGbp } from "../../src/lib/ui/format";

const expected = (filters: Partial<FranchiseFilters>, page = 1) => expectedDirectory(PROJECT_DIR, filters, page);
const firstPage = expected({}).names;
const catalogueSize = contentOf(PROJECT_DIR).entries.length;

const cardHeadings = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
const saveButton = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Saved? ${name}$`) });
const countBadge = (page: Page) => page.locator("[data-shortlist-count]");
const message = (page: Page) => page.locator('[role="status"].fixed');
const stored = savedSlugs;
const slugOf = (name: string) => contentOf(PROJECT_DIR).entries.find((entry) => entry.name === name)!.slug;

/** A cash figure whose budget keeps some of the catalogue but not all of it, worked out from the content. */
const budget = [5_000, 10_000, 15_000, 20_000, 30_000, 50_000, 100_000].find((cash) => {
  const { total } = expected({ budget: cash });
  return total > 0 && total < catalogueSize;
})!;

test.describe("saving from directory cards, with JavaScript", () => {
  test("save and remove toggle in place, with aria-pressed, a message and the count", async ({ page }) => {
    const [first, second] = firstPage;
    await page.goto("/franchises");
    await waitForIsland(page, "FranchiseDirectory");
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "false");
    await expect(countBadge(page)).toHaveText("0");

    await saveButton(page, first).click();
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "true");
    await expect(saveButton(page, first)).toHaveAccessibleName(`Saved ${first}`);
    await expect(message(page)).toContainText(`Saved ${first} to your shortlist (1 of ${SHORTLIST_MAX}).`);
    await expect(countBadge(page)).toHaveText("1");
    await saveButton(page, second).click();
    await expect(countBadge(page)).toHaveText("2");
    expect(await stored(page)).toEqual([slugOf(first), slugOf(second)]);
    await expect(page).toHaveURL(/\/franchises$/);
    expect(await axeViolations(page)).toEqual([]);

    await saveButton(page, first).click();
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "false");
    await expect(message(page)).toContainText(`Removed ${first} from your shortlist (1 of ${SHORTLIST_MAX}).`);
    await expect(countBadge(page)).toHaveText("1");
    expect(await stored(page)).toEqual([slugOf(second)]);

    await message(page).getByRole("button", { name: "Close message" }).click();
    await expect(message(page)).toBeEmpty();
  });

  test("the saved state and count persist across a reload, shown before any script loads", async ({ page }) => {
    const [first, second] = firstPage;
    await page.goto("/franchises");
    await setShortlist(page.context(), [slugOf(second)]);
    const scripts = trackScripts(page);
    await page.reload();
    await pageIdle(page);
    expect(scripts.filter((path) => /FranchiseDirectory|shortlist/i.test(path))).toEqual([]);
    await expect(saveButton(page, second)).toHaveAttribute("aria-pressed", "true");
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "false");
    await expect(countBadge(page)).toHaveText("1");

    await saveButton(page, first).click();
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "true");
    await expect(countBadge(page)).toHaveText("2");
    await page.getByRole("link", { name: /Your shortlist/ }).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    const saved = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /^Remove / }) });
    await expect(saved.getByRole("link")).toHaveText([second, first]);
  });

  test("at the cap a save is refused with the full-list message, and removing makes room", async ({ page }) => {
    const [first] = firstPage;
    const filler = Array.from({ length: SHORTLIST_MAX }, (_, i) => `filler-${i}`);
    await page.goto("/franchises");
    await setShortlist(page.context(), filler);
    await page.reload();
    await expect(countBadge(page)).toHaveText(String(SHORTLIST_MAX));
    await waitForIsland(page, "FranchiseDirectory");

    await saveButton(page, first).click();
    await expect(message(page)).toContainText(SHORTLIST_FULL_MESSAGE);
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "false");
    expect(await stored(page)).toEqual(filler);

    await setShortlist(page.context(), filler.slice(1));
    await page.reload();
    await waitForIsland(page, "FranchiseDirectory");
    await saveButton(page, first).click();
    await expect(message(page)).toContainText(`(${SHORTLIST_MAX} of ${SHORTLIST_MAX}). It is now full.`);
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "true");
  });

  test("cards fetched after a filter change show and toggle the saved state too", async ({ page }) => {
    const category = contentOf(PROJECT_DIR).entries[0]!.categoryKey;
    const [target] = expected({ category }).names;
    await page.goto("/franchises");
    await setShortlist(page.context(), [slugOf(target)]);
    await page.reload();
    await waitForIsland(page, "FranchiseDirectory");
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await expect(cardHeadings(page)).toHaveText(expected({ category }).names);
    await expect(saveButton(page, target)).toHaveAttribute("aria-pressed", "true");
    await saveButton(page, target).click();
    await expect(saveButton(page, target)).toHaveAttribute("aria-pressed", "false");
    expect(await stored(page)).toEqual([]);
    await expect(countBadge(page)).toHaveText("0");
  });
});

test.describe("saving from directory cards, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Save is a plain button that saves the franchise through /shortlist?add=", async ({ page }) => {
    const [first, second] = firstPage;
    await page.goto("/franchises");
    await expect(saveButton(page, first)).not.toHaveAttribute("aria-pressed", /.*/);
    await expect(countBadge(page)).toBeHidden();
    await saveButton(page, first).click();
    await expect(page).toHaveURL(new RegExp(`/shortlist\\?done=saved&f=${slugOf(first)}$`));
    await expect(page.getByRole("status")).toHaveText(`Saved ${first} to your shortlist.`);
    await page.goBack();
    await saveButton(page, second).click();
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^(${first}|${second})$`) })).toHaveText([
      first,
      second,
    ]);
    expect(await stored(page)).toEqual([slugOf(first), slugOf(second)]);
  });
});

test.describe("a shortlist saved before the cookie", () => {
  test("moves from localStorage into the cookie when the directory wakes, and the old key goes", async ({ page }) => {
    const [first] = firstPage;
    await page.goto("/franchises");
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [SHORTLIST_LEGACY_STORAGE_KEY, JSON.stringify([slugOf(first)])],
    );
    await page.reload();
    await waitForIsland(page, "FranchiseDirectory");
    await expect(saveButton(page, first)).toHaveAttribute("aria-pressed", "true");
    await expect(countBadge(page)).toHaveText("1");
    expect(await stored(page)).toEqual([slugOf(first)]);
    expect(await page.evaluate((key) => localStorage.getItem(key), SHORTLIST_LEGACY_STORAGE_KEY)).toBeNull();
  });
});

test.describe("the budget filter", () => {
  test("without JavaScript: /affordability's link lands on the filtered results; bad values get a note", async ({
    browser,
  }) => {
    const page = await browser.newPage({ javaScriptEnabled: false, baseURL: process.env.SITE_BASE_URL });
    const want = expected({ budget });
    await page.goto(`/affordability?cash=${budget}`);
    await page.getByRole("link", { name: /in the directory/ }).click();
    await expect(page).toHaveURL(new RegExp(`/franchises/search\\?budget=${budget}$`));
    await expect(cardHeadings(page)).toHaveText(want.names);
    await expect(page.getByRole("status").filter({ hasText: want.status })).toBeVisible();
    await expect(page.locator("#results-heading")).toHaveText(`Franchises within reach of ${formatGbp(budget)} cash`);
    await expect(page.getByRole("search", { name: "Filter franchises" })).toContainText(formatGbp(budget));

    // The budget travels with the form: adding a category keeps it.
    const category = contentOf(PROJECT_DIR).entries[0]!.categoryKey;
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await page.getByRole("search", { name: "Filter franchises" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category}&.*budget=${budget}$`));
    await expect(cardHeadings(page)).toHaveText(expected({ budget, category }).names);

    for (const bad of ["abc", "-5000", "99999999999"]) {
      await page.goto(`/franchises/search?budget=${encodeURIComponent(bad)}`);
      await expect(page.getByRole("note")).toContainText(`The budget “${bad}” is not an amount we recognise`);
      await expect(cardHeadings(page)).toHaveText(firstPage);
    }
    await page.close();
  });

  test("with JavaScript: the island keeps the budget through filter changes, and Remove drops it", async ({ page }) => {
    await page.goto(`/franchises/search?budget=${budget}`);
    await expect(cardHeadings(page)).toHaveText(expected({ budget }).names);
    expect(await axeViolations(page)).toEqual([]);
    await waitForIsland(page, "FranchiseDirectory");
    await page.getByRole("combobox", { name: "Investment" }).selectOption("low");
    await expect(page).toHaveURL(new RegExp(`/franchises/search\\?investment=low&budget=${budget}$`));
    await expect(cardHeadings(page)).toHaveText(expected({ budget, investment: "low" }).names);

    await page.getByRole("link", { name: "Remove the budget" }).click();
    await expect(page).toHaveURL(/\/franchises\/investment\/low$/);
    await expect(cardHeadings(page)).toHaveText(expected({ investment: "low" }).names);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`budget=${budget}`));
    await expect(cardHeadings(page)).toHaveText(expected({ budget, investment: "low" }).names);
  });

  test("the results JSON the island reads applies the same rule", async ({ request }) => {
    const answer = await request.get(`/franchises/results.json?budget=${budget}`);
    expect(answer.ok()).toBe(true);
    const view = (await answer.json()) as { total: number; cards: { name: string }[]; notes: string[] };
    expect(view.total).toBe(expected({ budget }).total);
    expect(view.cards.map((card) => card.name)).toEqual(expected({ budget }).names);
    const bad = (await (await request.get("/franchises/results.json?budget=lots")).json()) as typeof view;
    expect(bad.total).toBe(catalogueSize);
    expect(bad.notes).toHaveLength(1);
  });
});
