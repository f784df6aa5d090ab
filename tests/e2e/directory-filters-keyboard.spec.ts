// The directory's filters as a keyboard user and a returning searcher meet them: arrowing through the focused
// Category select browses its options without moving the results (WCAG 3.2.2 On Input), Enter applies the choice;
// a search kept inside a category says which filters are on and offers the same words across every category.
// Names and categories come from the content files.
import type { Page } from "@playwright/test";
import { test, expect, waitForIsland } from "./fixtures";
import { PROJECT_DIR, contentOf } from "./directory-data";
import { isEmptyListing } from "../../src/lib/directory/listings";

const content = contentOf(PROJECT_DIR);
const categorySelect = (page: Page) => page.getByRole("combobox", { name: "Category" });
/** The select's order: sectors with franchises, then those under "None listed yet". */
const optionOrder = [
  ...content.categories.filter((category) => !isEmptyListing({ category: category.id }, content.entries)),
  ...content.categories.filter((category) => isEmptyListing({ category: category.id }, content.entries)),
];
const nameOf = (key: string) => content.categories.find((category) => category.id === key)!.name;

test("arrowing through the focused Category select moves no results; Enter applies the option reached", async ({
  page,
}) => {
  await page.goto("/franchises");
  await waitForIsland(page, "FranchiseDirectory");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/franchises/results.json")) asked.push(request.url());
  });
  const select = categorySelect(page);
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const reached = await select.inputValue();
  // Two steps down from "All categories": the second category offered, and the visitor is still on the select.
  expect(reached).toBe(optionOrder[1]!.id);
  await expect(select).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/franchises");
  expect(asked, "no results were asked for while browsing the options").toEqual([]);

  const answer = page.waitForResponse((response) => response.url().includes("/franchises/results.json"));
  await page.keyboard.press("Enter");
  await answer;
  await expect(page).toHaveURL(new RegExp(`/franchises/category/${reached}$`));
  await expect(page.locator("#results-heading")).toContainText(nameOf(reached));
  await expect(select).toHaveValue(reached);
});

test("a choice made with the pointer still applies at once", async ({ page }) => {
  await page.goto("/franchises");
  await waitForIsland(page, "FranchiseDirectory");
  const key = content.categories[0]!.id;
  await categorySelect(page).selectOption(key);
  await expect(page).toHaveURL(new RegExp(`/franchises/category/${key}$`));
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a search inside a category says which filters are on and offers every category", async ({ page }) => {
      const { id: key } = content.categories[0]!;
      const words = "zqxw";
      await page.goto(`/franchises/search?q=${words}&category=${key}`);
      await expect(page.getByText("Filters on:")).toContainText(`Filters on: ${nameOf(key)}.`);
      await page.getByRole("link", { name: `Search all franchises for “${words}”` }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === words && !url.searchParams.has("category"));
      await expect(categorySelect(page)).toHaveValue("");
      await expect(page.getByText("Filters on:")).toHaveCount(0);
    });
  });
}
