// The shortlist: Save on franchise pages (a GET form, no JavaScript loaded), the /shortlist page with
// Remove, Compare and the cap, persistence across reloads, and the explanation with JavaScript off.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts } from "./fixtures";
import { loadCatalogue } from "../unit/catalogue-fixture";
import { SHORTLIST_MAX, SHORTLIST_STORAGE_KEY } from "../../src/lib/stores/shortlist";

const catalogue = loadCatalogue();
const saveButton = (page: Page) => page.getByRole("button", { name: /Save to shortlist|Saved: view shortlist/ });
const savedItems = (page: Page) => page.locator("[data-shortlist-items] li");

async function saveFromFranchisePage(page: Page, slug: string) {
  await page.goto(`/franchises/${slug}`);
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/shortlist$/);
}

test.describe("shortlist with JavaScript", () => {
  test("the franchise page's Save loads no script, and the count shows what is saved", async ({ page }) => {
    const [first, second] = catalogue;
    const scripts = trackScripts(page);
    await page.goto(`/franchises/${first.slug}`, { waitUntil: "networkidle" });
    // The count comes from a few inline lines; no shortlist code is downloaded (the sweep checks phones load none).
    expect(scripts.filter((path) => /shortlist|nanostores|persistent/i.test(path))).toEqual([]);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(page.getByRole("status")).toHaveText(`Saved ${first.name} to your shortlist.`);
    await expect(savedItems(page)).toHaveCount(1);

    await page.goto(`/franchises/${first.slug}`);
    await expect(page.getByRole("button", { name: /Saved: view shortlist/ })).toBeVisible();
    await expect(page.locator("[data-shortlist-count]")).toHaveText("1");
    await page.goto(`/franchises/${second.slug}`);
    await expect(page.getByRole("button", { name: /Save to shortlist/ })).toBeVisible();
    await expect(page.locator("[data-shortlist-count]")).toHaveText("1");
  });

  test("save, persist across reload, compare, remove and clear", async ({ page }) => {
    const picks = catalogue.slice(0, 3);
    for (const pick of picks) await saveFromFranchisePage(page, pick.slug);
    await expect(savedItems(page)).toHaveCount(3);
    await page.reload();
    await expect(savedItems(page)).toHaveCount(3);
    await expect(savedItems(page).getByRole("link")).toHaveText(picks.map((pick) => pick.name));
    await expect(page.locator("#shortlist-count")).toContainText(`3 of ${SHORTLIST_MAX} saved`);

    await expect(page.getByRole("link", { name: "Compare 3" })).toHaveAttribute(
      "href",
      `/compare?f=${picks.map((pick) => pick.slug).join(",")}`,
    );
    await expect(page.getByRole("link", { name: "Enquire about all 3" })).toBeVisible();

    await page.getByRole("button", { name: `Remove ${picks[1].name}` }).click();
    await expect(savedItems(page)).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveText(`Removed ${picks[1].name}.`);
    await page.reload();
    await expect(savedItems(page).getByRole("link")).toHaveText([picks[0].name, picks[2].name]);

    await page.getByRole("link", { name: "Compare 2" }).click();
    await expect(page.locator("table thead th[data-franchise]")).toHaveText([picks[0].name, picks[2].name]);

    await page.goto("/shortlist");
    await page.getByRole("button", { name: "Clear shortlist" }).click();
    await expect(savedItems(page)).toHaveCount(0);
    await expect(page.getByText("Nothing saved yet")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Compare/ })).toBeHidden();
  });

  test("the cap: a save beyond the limit is refused with a clear message", async ({ page }) => {
    // Fill the list through storage (the catalogue may hold fewer franchises than the cap), then save a real one.
    await page.goto("/shortlist");
    const filler = Array.from({ length: SHORTLIST_MAX }, (_, i) => `filler-${i}`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [SHORTLIST_STORAGE_KEY, JSON.stringify(filler)],
    );
    await page.goto(`/shortlist?add=${catalogue[0].slug}`);
    await expect(page.getByRole("status")).toContainText(`holds up to ${SHORTLIST_MAX} franchises`);
    await expect(savedItems(page)).toHaveCount(SHORTLIST_MAX);
    await expect(savedItems(page).getByText(catalogue[0].name)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Compare the first 4" })).toBeVisible();
  });

  test("an unknown slug is not saved", async ({ page }) => {
    await page.goto("/shortlist?add=no-such-franchise");
    await expect(page.getByRole("status")).toHaveText(/not in our directory/);
    await expect(savedItems(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/shortlist$/);
  });

  test("/shortlist with saved franchises passes axe", async ({ page }) => {
    for (const pick of catalogue.slice(0, 2)) await saveFromFranchisePage(page, pick.slug);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("shortlist without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("explains why the list needs JavaScript and offers links that work", async ({ page }) => {
    await page.goto("/shortlist");
    await expect(page.getByText(/needs JavaScript to show/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose franchises to compare" })).toHaveAttribute("href", "/compare");
    await expect(page.locator("[data-shortlist-app]")).toBeHidden();
  });

  test("a franchise page offers compare without JavaScript", async ({ page }) => {
    await page.goto(`/franchises/${catalogue[0].slug}`);
    await page.getByRole("link", { name: "Compare with others" }).click();
    await expect(page.getByRole("checkbox", { name: catalogue[0].name })).toBeChecked();
  });
});
