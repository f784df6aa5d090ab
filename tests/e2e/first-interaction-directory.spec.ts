// The directory island and the location search hydrate on the visitor's first gesture (client:intent), and that
// gesture is not lost: each test holds the island's script, interacts, checks nothing has happened yet,
// releases the script and expects the effect. Expected lists come from the content files and the site's rules.
import type { Page } from "@playwright/test";
import { test, expect, waitForIsland, holdIslandScript, scrollThrough, pageSettled, gotoIdle } from "./fixtures";
import { PROJECT_DIR, contentOf, expectedDirectory } from "./directory-data";
import type { FranchiseFilters } from "../../src/lib/directory/franchise-filters";
import { savedSlugs } from "./shortlist-cookie";

const expected = (filters: Partial<FranchiseFilters>) => expectedDirectory(PROJECT_DIR, filters);
const cardHeadings = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });

/** Opens a page with the island's script held, and checks scrolling through it fetches none of it. */
async function openHeld(page: Page, path: string, component: string) {
  const script = await holdIslandScript(page, component);
  await gotoIdle(page, path);
  await scrollThrough(page);
  expect(script.requests, `no ${component} script before the visitor reaches for it`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  return script;
}

test("a card's first Save tap is kept and saves in place once the directory's script arrives", async ({ page }) => {
  const [first] = expected({}).names;
  const slug = contentOf(PROJECT_DIR).entries.find((entry) => entry.name === first)!.slug;
  const script = await openHeld(page, "/franchises", "FranchiseDirectory");
  const save = page.getByRole("button", { name: new RegExp(`^Saved? ${first}$`) });
  await save.click();
  await expect.poll(() => script.requests.length).toBe(1);
  await pageSettled(page);
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await expect(page).toHaveURL(/\/franchises$/);

  script.release();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/franchises$/);
  expect(await savedSlugs(page)).toEqual([slug]);
});

test("characters typed before the directory hydrates stay in the box and filter", async ({ page }) => {
  const script = await openHeld(page, "/franchises", "FranchiseDirectory");
  const box = page.getByRole("searchbox", { name: "Search", exact: true });
  await box.pressSequentially("coffee");
  await expect.poll(() => script.requests.length).toBe(1);
  await expect(box).toHaveValue("coffee");
  await expect(cardHeadings(page)).toHaveText(expected({}).names);

  script.release();
  await expect(cardHeadings(page)).toHaveText(expected({ q: "coffee" }).names);
  await expect(box).toHaveValue("coffee");
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/\/franchises\/search\?q=coffee$/);
});

test("selects changed before the directory hydrates are applied once it does", async ({ page }) => {
  const { entries } = contentOf(PROJECT_DIR);
  const category = entries[0]!.categoryKey;
  const script = await openHeld(page, "/franchises", "FranchiseDirectory");
  await page.getByRole("combobox", { name: "Category" }).selectOption(category);
  await page.getByRole("combobox", { name: "Location" }).selectOption("england");
  await expect.poll(() => script.requests.length).toBe(1);
  await pageSettled(page);
  await expect(page).toHaveURL(/\/franchises$/);

  script.release();
  await expect(page).toHaveURL(new RegExp(`/franchises/search\\?category=${category}&location=england$`));
  await expect(cardHeadings(page)).toHaveText(expected({ category, location: "england" }).names);
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("england");
});

test("an arrow pressed on the Category select before the directory hydrates applies nothing until Enter", async ({
  page,
}) => {
  const script = await openHeld(page, "/franchises", "FranchiseDirectory");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/franchises/results.json")) asked.push(request.url());
  });
  const select = page.getByRole("combobox", { name: "Category" });
  await select.focus();
  await page.keyboard.press("ArrowDown");
  const reached = await select.inputValue();
  expect(reached, "the arrow moved the select").not.toBe("");
  await expect.poll(() => script.requests.length).toBe(1);

  script.release();
  await waitForIsland(page, "FranchiseDirectory");
  await pageSettled(page);
  expect(new URL(page.url()).pathname, "the arrow that woke the island applied nothing").toBe("/franchises");
  expect(asked).toEqual([]);
  await expect(select).toHaveValue(reached);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/franchises/category/${reached}$`));
});

test("a Search tapped before the directory hydrates runs the search in place", async ({ page }) => {
  const script = await openHeld(page, "/franchises", "FranchiseDirectory");
  const box = page.getByRole("searchbox", { name: "Search", exact: true });
  await box.fill("care");
  await page.getByRole("search", { name: "Filter franchises" }).getByRole("button", { name: "Search" }).click();
  await expect.poll(() => script.requests.length).toBe(1);
  await pageSettled(page);
  await expect(page).toHaveURL(/\/franchises$/);

  script.release();
  await expect(page).toHaveURL(/\/franchises\/search\?q=care$/);
  await expect(cardHeadings(page)).toHaveText(expected({ q: "care" }).names);
});

test("the location search keeps what was typed before it hydrated, and searches it", async ({ page }) => {
  const script = await openHeld(page, "/locations", "LocationSearch");
  const box = page.getByRole("searchbox", { name: "Search for your city, county or region" });
  await expect(box).toBeEnabled();
  await box.pressSequentially("manchester");
  await expect.poll(() => script.requests.length).toBe(1);
  await expect(box).toHaveValue("manchester");
  await expect(page.getByRole("heading", { name: "Major Cities" })).toBeVisible();

  script.release();
  await expect(page.getByRole("status")).toHaveText(/locations? match “manchester”/);
  await expect(page.getByRole("heading", { name: "Manchester", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Major Cities" })).toBeHidden();
  await expect(box).toHaveValue("manchester");
});

test("Back onto an entry the island wrote, after leaving the page, shows that entry's list before it hydrates", async ({
  page,
}) => {
  const category = contentOf(PROJECT_DIR).entries[0]!.categoryKey;
  await page.goto("/franchises");
  await waitForIsland(page, "FranchiseDirectory");
  await page.getByRole("combobox", { name: "Category" }).selectOption(category);
  await expect(page).toHaveURL(new RegExp(`/franchises/category/${category}$`));
  await page.getByRole("combobox", { name: "Investment" }).selectOption("low");
  await expect(cardHeadings(page)).toHaveText(expected({ category, investment: "low" }).names);

  await page.goto("/about");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/franchises/search\\?category=${category}&investment=low$`));
  await expect(cardHeadings(page)).toHaveText(expected({ category, investment: "low" }).names);
  // The island on this fresh page has not hydrated, and this step back is within the page's own entries, so the
  // page reloads it (Playwright's goBack would report its own navigation as aborted by that reload).
  await page.evaluate(() => void setTimeout(() => history.back()));
  await expect(page).toHaveURL(new RegExp(`/franchises/category/${category}$`));
  await expect(cardHeadings(page)).toHaveText(expected({ category }).names);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the location search box stays disabled, and every location is listed", async ({ page }) => {
    await page.goto("/locations");
    await expect(page.getByRole("searchbox", { name: "Search for your city, county or region" })).toBeDisabled();
    await expect(page.getByText("Every location is listed below.")).toBeVisible();
  });
});
