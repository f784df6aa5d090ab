import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts, waitForIsland, pageSettled, gotoIdle } from "./fixtures";
import { PROJECT_DIR, contentOf, expectedDirectory } from "./directory-data";
import { suggestFranchises } from "../../src/lib/directory/franchise-search";
import type { FranchiseFilters } from "../../src/lib/directory/franchise-filters";
import { isEmptyListing } from "../../src/lib/directory/listings";
import { investmentBarLabel } from "../../src/lib/directory/investment-scale";
import { formatGbpRange } from "../../src/lib/ui/format";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";

// Expected lists come from the live content files and the site's own rules: no count or order is pinned here.
const live = () => contentOf(PROJECT_DIR);
const expected = (filters: Partial<FranchiseFilters>, page = 1) => expectedDirectory(PROJECT_DIR, filters, page);
const names = (filters: Partial<FranchiseFilters>) => expected(filters).names;
// The header's suggestions come from the server, by the directory's full rule (descriptions included).
const catalogue = live().entries;
/** Categories with a franchise in them: the Franchise Categories section offers View for these only. */
const listedCategories = () =>
  live().categories.filter((category) => !isEmptyListing({ category: category.id }, live().entries));

const categoryName = (key: string) => live().categories.find((category) => category.id === key)!.name;
/** The category holding the most franchises (first of the file on a tie). */
const busiestCategory = () =>
  live().categories.reduce((best, next) => {
    const count = (key: string) => live().entries.filter((entry) => entry.categoryKey === key).length;
    return count(next.id) > count(best.id) ? next : best;
  });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word of the entry's description, not in its name, to search for (a description-only match). */
function descriptionWord(entry: { name: string; description: string }) {
  const words = entry.description.toLowerCase().match(/[a-z]{7,}/g) ?? [];
  return words.find((word) => !entry.name.toLowerCase().includes(word))!;
}
/** A typo of a word in some franchise's name (one letter dropped) that finds it by close match only. */
function nameTypo() {
  for (const entry of catalogue) {
    for (const word of entry.name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 6)) {
      const typo = word.slice(0, -3) + word.slice(-2);
      const outcome = expected({ q: typo });
      if (outcome.mode === "close" && outcome.names.includes(entry.name)) return { entry, typo };
    }
  }
  throw new Error("no franchise name gives a close-match typo");
}
/** A header query with at least `count` suggestions: a territory several franchises share, or a name's start. */
function suggestionQuery(count: number) {
  const candidates = [
    ...catalogue.flatMap((entry) => entry.territoryNames.map((name) => name.toLowerCase())),
    ...catalogue.map((entry) => entry.name.slice(0, 3).toLowerCase()),
  ];
  const query = candidates.find((candidate) => suggestFranchises(catalogue, candidate).length >= count);
  if (!query) throw new Error(`no query gives ${count} suggestions in this catalogue`);
  return query;
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardHeadings = (page: Page) => cards(page).getByRole("heading", { level: 3 });
/** Waits until the cards shown are exactly these, in this order. */
const expectCards = (page: Page, list: string[]) => expect(cardHeadings(page)).toHaveText(list);
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search", exact: true });
const categorySelect = (page: Page) => page.getByRole("combobox", { name: "Category" });
const investmentSelect = (page: Page) => page.getByRole("combobox", { name: "Investment" });
const clearFilters = (page: Page) => page.getByRole("link", { name: "Clear Filters" });
const resultsHeading = (page: Page) => page.locator("#results-heading");

/** Opens the directory (or its results page for a query) and reaches for the island (client:intent) until it has hydrated. */
async function openDirectory(page: Page, query = "") {
  await page.goto(query ? `/franchises/search${query}` : "/franchises");
  await waitForIsland(page, "FranchiseDirectory");
}

test.describe("franchise directory without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the first page of cards with the fields of the spec", async ({ page }) => {
    await page.goto("/franchises");
    await expectCards(page, names({}));
    // A franchise of the catalogue, found by name through the server-rendered search: the spec's card fields.
    const entry = live().entries.find(
      (candidate) => candidate.features.length > 2 && candidate.territoryNames.length > 2,
    )!;
    expect(entry, "a franchise with more than two features and territories").toBeDefined();
    await page.goto(`/franchises/search?q=${encodeURIComponent(entry.name)}`);
    const card = cards(page).filter({ has: page.getByRole("heading", { level: 3, name: entry.name, exact: true }) });
    const range = formatGbpRange(entry.investmentRange);
    await expect(card.getByText(categoryName(entry.categoryKey), { exact: true })).toBeVisible();
    await expect(card.getByText(`Est. ${entry.establishedYear ?? "TBA"}`)).toBeVisible();
    await expect(card.getByText(entry.shortDescription.trim().slice(0, 40))).toBeVisible();
    await expect(card.getByText(range)).toBeVisible();
    await expect(card.getByText("Outlets")).toBeVisible();
    await expect(card.getByText(String(entry.numberOfOutlets), { exact: true })).toBeVisible();
    await expect(card.getByText(entry.features[0]!, { exact: true })).toBeVisible();
    await expect(card.getByText(entry.features[1]!, { exact: true })).toBeVisible();
    await expect(card.getByText(entry.features[2]!, { exact: true })).toHaveCount(0);
    await expect(card.getByText(entry.territoryNames[0]!, { exact: true })).toBeVisible();
    await expect(card.getByText(entry.territoryNames[1]!, { exact: true })).toBeVisible();
    // "+N more" after the two features shown and after the two territories shown (one badge each, or two alike).
    const moreBadges = [entry.features.length - 2, entry.territoryNames.length - 2].map((n) => `+${n} more`);
    for (const text of new Set(moreBadges)) {
      await expect(card.getByText(text)).toHaveCount(moreBadges.filter((t) => t === text).length);
    }
    // The bar draws the range written beside it, so assistive technology hears the figures once, not twice.
    const bar = card.locator("svg:has(rect.fill-brand-600)");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    await expect(card.getByText(range, { exact: true })).toHaveCount(1);
    await expect(card.getByRole("link", { name: `Learn More about ${entry.name}` })).toHaveAttribute(
      "href",
      `/franchises/${entry.slug}`,
    );
  });

  test("every category is a link away: the directory's categories, a category listing's select and breadcrumb", async ({
    page,
  }) => {
    const [first, second] = live().categories;
    // A category's listing is a filtered view: no categories section, but its select offers every category and
    // its form reaches any of them without JavaScript.
    await page.goto(`/franchises/category/${first!.id}`);
    await expect(page.getByRole("region", { name: "Franchise Categories" })).toHaveCount(0);
    // Listed sectors first; those with none yet under a "None listed yet" heading, as the section says.
    const listed = listedCategories();
    const unlisted = live().categories.filter((category) => !listed.includes(category));
    await expect(categorySelect(page).locator(":scope > option")).toHaveText([
      "All categories",
      ...listed.map((category) => category.name),
    ]);
    await expect(categorySelect(page).locator("optgroup")).toHaveCount(unlisted.length ? 1 : 0);
    if (unlisted.length) {
      await expect(categorySelect(page).locator("optgroup")).toHaveAttribute("label", "None listed yet");
      await expect(categorySelect(page).locator("optgroup > option")).toHaveText(unlisted.map((c) => c.name));
    }
    await categorySelect(page).selectOption(second!.id);
    await page.getByRole("search", { name: "Filter franchises" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/franchises\/search\?/);
    expect(new URL(page.url()).searchParams.get("category")).toBe(second!.id);
    await expect(categorySelect(page)).toHaveValue(second!.id);
    // The breadcrumb leads to the directory, whose section links to every listed category's page (an empty one's
    // is still reached from the select: see empty-listings.spec.ts).
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Franchises" }).click();
    const section = page.getByRole("region", { name: "Franchise Categories" });
    for (const category of listedCategories())
      await expect(section.getByRole("link", { name: `View ${category.name} franchises` })).toHaveAttribute(
        "href",
        `/franchises/category/${category.id}`,
      );
  });

  // The desktop header search is hidden on phones.
  test(
    "the desktop header form goes to the directory's results; the site search lists the same first ones",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await page.goto("/about");
      await page.locator("#desktop-franchise-search").fill("leeds");
      await page.locator("#desktop-franchise-search").press("Enter");
      await expect(page).toHaveURL(/\/franchises\/search\?q=leeds$/);
      await expectCards(page, names({ q: "leeds" }));
      await page.goto("/search?q=leeds");
      await expectSiteSearchFranchises(page, "leeds");
    },
  );

  test("the filter form works and Learn More opens the franchise page", async ({ page }) => {
    await page.goto("/franchises");
    const entry = live().entries.at(-1)!;
    await categorySelect(page).selectOption(entry.categoryKey);
    await page.getByRole("search", { name: "Filter franchises" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/franchises/search\\?q=&category=${entry.categoryKey}&investment=&location=&royalty=&territory=&allIn=$`,
      ),
    );
    await expectCards(page, names({ category: entry.categoryKey }));
    await page.getByRole("link", { name: `Learn More about ${entry.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/franchises/${entry.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: entry.name })).toBeVisible();
  });
});

test.describe("franchise directory filters", () => {
  test("starts with the first page and no Clear Filters, and passes axe", { tag: "@each-width" }, async ({ page }) => {
    await openDirectory(page);
    await expectCards(page, names({}));
    await expect(page.getByRole("status").filter({ hasText: expected({}).status })).toBeVisible();
    await expect(clearFilters(page)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("search matches name or description, ignoring case, and writes q to the URL", async ({ page }) => {
    await openDirectory(page);
    await searchBox(page).fill("COFFEE");
    await expectCards(page, names({ q: "COFFEE" }));
    await expect(page.getByRole("status").filter({ hasText: expected({ q: "COFFEE" }).status })).toBeVisible();
    await expect(page).toHaveURL(/\/franchises\/search\?q=COFFEE$/);
    await expect(clearFilters(page)).toBeVisible();

    // A word only the description holds finds its franchise.
    const entry = live().entries.at(-1)!;
    const word = descriptionWord(entry);
    await searchBox(page).fill(word);
    await expectCards(page, names({ q: word }));
    expect(expected({ q: word }).mode).toBe("exact");
    expect(names({ q: word })).toContain(entry.name);

    await searchBox(page).fill("   ");
    await expectCards(page, names({}));
    await expect(clearFilters(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/franchises$/);
  });

  test("category select shows exactly that category", async ({ page }) => {
    await openDirectory(page);
    await categorySelect(page).selectOption({ label: "Cleaning" });
    await expectCards(page, names({ category: "cleaning" }));
    await expect(resultsHeading(page)).toHaveText("Cleaning franchises");
    await expect(page).toHaveURL(/\/franchises\/category\/cleaning$/);
  });

  test("investment select lists the ranges that overlap the £50,000 and £200,000 thresholds", async ({ page }) => {
    await openDirectory(page);
    await investmentSelect(page).selectOption("low");
    // Ranges that overlap up to £50,000: the lowest figure is £50,000 or less (issue 52).
    const low = live().entries.filter((entry) => entry.investmentRange.min <= 50_000);
    await expectCards(page, names({ investment: "low" }));
    expect(names({ investment: "low" })).toEqual(low.slice(0, 12).map((entry) => entry.name));
    await expect(page).toHaveURL(/\/franchises\/investment\/low$/);

    await investmentSelect(page).selectOption({ label: "£50,000 to £200,000" });
    await expectCards(page, names({ investment: "medium" }));
  });

  test("an empty result shows the empty state, and Show All Franchises resets every filter", async ({ page }) => {
    await openDirectory(page);
    await searchBox(page).fill("xyzzy-nothing");
    await categorySelect(page).selectOption("care");
    await investmentSelect(page).selectOption("high");
    await expect(page.getByRole("heading", { name: "No franchises found" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.getByText("Try adjusting your search criteria or browse all available franchises."),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Show All Franchises" }).click();
    await expectCards(page, names({}));
    await expect(searchBox(page)).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/franchises$/);
  });

  test("Clear Filters resets search, category, investment and location", async ({ page }) => {
    await openDirectory(page);
    await searchBox(page).fill("home");
    await categorySelect(page).selectOption("care");
    await investmentSelect(page).selectOption("low");
    await clearFilters(page).click();
    await expectCards(page, names({}));
    await expect(searchBox(page)).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("");
    await expect(clearFilters(page)).toHaveCount(0);
  });

  test("category View links show counts, set the category and clear the other filters", async ({ page }) => {
    await openDirectory(page);
    const categories = page.getByRole("region", { name: "Franchise Categories" });
    for (const category of live().categories) {
      const count = live().entries.filter((entry) => entry.categoryKey === category.id).length;
      const card = categories
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: category.name, exact: true }) });
      await expect(card.getByText(`${count} ${count === 1 ? "franchise" : "franchises"}`)).toBeVisible();
      if (isEmptyListing({ category: category.id }, live().entries))
        await expect(card.getByText("None listed yet", { exact: true })).toBeVisible();
      else
        await expect(card.getByRole("link", { name: `View ${category.name} franchises` })).toHaveAttribute(
          "href",
          `/franchises/category/${category.id}`,
        );
    }

    await searchBox(page).fill("london");
    await investmentSelect(page).selectOption("low");
    const busiest = busiestCategory();
    await categories.getByRole("link", { name: `View ${busiest.name} franchises` }).click();
    await expect(categorySelect(page)).toHaveValue(busiest.id);
    await expect(searchBox(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expectCards(page, names({ category: busiest.id }));
    await expect(resultsHeading(page)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/franchises/category/${busiest.id}$`));
  });

  test("reads the filters from the URL and follows Back and Forward", async ({ page }) => {
    await openDirectory(page, "?category=cleaning&investment=low");
    await expect(categorySelect(page)).toHaveValue("cleaning");
    await expect(investmentSelect(page)).toHaveValue("low");
    await expectCards(page, names({ category: "cleaning", investment: "low" }));

    await openDirectory(page);
    await categorySelect(page).selectOption("food-beverage");
    await investmentSelect(page).selectOption("low");
    await searchBox(page).fill("donut");
    await expectCards(page, names({ category: "food-beverage", investment: "low", q: "donut" }));

    await page.goBack();
    await expect(searchBox(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("low");
    await expect(page).toHaveURL(/\/franchises\/search\?category=food-beverage&investment=low$/);
    await page.goBack();
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("food-beverage");
    await expectCards(page, names({ category: "food-beverage" }));
    await page.goBack();
    await expect(categorySelect(page)).toHaveValue("");
    await expectCards(page, names({}));
    await page.goForward();
    await expect(categorySelect(page)).toHaveValue("food-beverage");
  });

  test("unknown values in the URL are named in a note and ignored", { tag: "@any-width" }, async ({ page }) => {
    await openDirectory(page, "?category=space-travel&investment=huge");
    await expect(categorySelect(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(page.getByRole("note")).toContainText("“space-travel”");
    await expect(page.getByRole("note")).toContainText("“huge”");
    await expectCards(page, names({}));
  });
});

test.describe("header search results on /franchises/search?q=", { tag: "@any-width" }, () => {
  test("an exact name match, with the query trimmed", async ({ page }) => {
    const entry = live().entries.at(-1)!;
    await openDirectory(page, `?q=%20%20${encodeURIComponent(entry.name)}%20`);
    await expect(resultsHeading(page)).toHaveText(`Results for “${entry.name}”`);
    await expectCards(page, names({ q: entry.name }));
    expect(names({ q: entry.name })[0]).toBe(entry.name);
    await expect(searchBox(page)).toHaveValue(entry.name);
  });

  test("a territory name finds the franchises operating there", async ({ page }) => {
    await openDirectory(page, "?q=leeds");
    const leeds = live().entries.filter((entry) => entry.territorySlugs.includes("leeds"));
    expect(leeds.length).toBeGreaterThan(0);
    await expectCards(page, names({ q: "leeds" }));
    for (const entry of leeds.slice(0, 12)) expect(names({ q: "leeds" })).toContain(entry.name);
  });

  test("a category key finds its franchises", async ({ page }) => {
    for (const entry of [live().entries[0]!, live().entries.at(-1)!]) {
      await openDirectory(page, `?q=${entry.categoryKey}`);
      await expectCards(page, names({ q: entry.categoryKey }));
      expect(names({ q: entry.categoryKey })).toContain(entry.name);
    }
  });

  test("a typo gets close matches, clearly labelled", async ({ page }) => {
    const { typo } = nameTypo();
    await openDirectory(page, `?q=${typo}`);
    expect(expected({ q: typo }).mode).toBe("close");
    await expect(resultsHeading(page)).toHaveText(`Close matches for “${typo}”`);
    await expect(page.getByText(`No exact matches for “${typo}”.`)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: expected({ q: typo }).status })).toBeVisible();
    await expectCards(page, names({ q: typo }));
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a blank query gives the whole catalogue", async ({ page }) => {
    await openDirectory(page, "?q=%20%20%20");
    await expect(resultsHeading(page)).toHaveText("All franchise opportunities");
    await expectCards(page, names({}));
  });

  test("nothing exact or close gives the empty state", async ({ page }) => {
    await openDirectory(page, "?q=xyzzy");
    await expect(page.getByRole("heading", { name: "No franchises found" })).toBeVisible();
  });
});

test.describe("header search form", () => {
  test(
    "submitting the plain form goes to the directory's results, /franchises/search?q=, on desktop",
    { tag: "@desktop-only" },
    async ({ page }) => {
      await page.goto("/about");
      const input = page.getByRole("banner").locator("#desktop-franchise-search");
      await input.fill("leeds");
      await page.getByRole("banner").getByRole("button", { name: "Search" }).first().click();
      await expect(page).toHaveURL(/\/franchises\/search\?q=leeds$/);
      await expectCards(page, names({ q: "leeds" }));
    },
  );

  test(
    "on a phone the menu's search works and the header search costs no JavaScript",
    { tag: "@phone-only" },
    async ({ page }) => {
      const scripts = trackScripts(page);
      await gotoIdle(page, "/about");
      await page.getByRole("button", { name: "Menu" }).click();
      const input = page.locator("#desktop-franchise-search");
      await input.focus();
      await input.pressSequentially("edinburgh");
      await pageSettled(page);
      expect(scripts).toEqual([]);
      await input.press("Enter");
      await expect(page).toHaveURL(/\/franchises\/search\?q=edinburgh$/);
      await expectCards(page, names({ q: "edinburgh" }));
      expect(scripts.some((path) => /HeaderSearch/.test(path))).toBe(false);
    },
  );
});

// The suggestions island only exists at desktop widths.
test.describe("header search suggestions (desktop)", { tag: "@desktop-only" }, () => {
  test("loads nothing until the visitor reaches for the box", async ({ page }) => {
    const scripts = trackScripts(page);
    await gotoIdle(page, "/about");
    await pageSettled(page);
    expect(scripts).toEqual([]);
    const input = page.locator("#desktop-franchise-search");
    await expect(input).not.toHaveAttribute("role", "combobox");
    await input.hover();
    await expect(input).toHaveAttribute("role", "combobox");
    expect(scripts.some((path) => /HeaderSearch/.test(path))).toBe(true);
  });

  test("is an accessible combobox: arrows, Enter, Escape and aria-activedescendant", async ({ page }) => {
    await page.goto("/about");
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await expect(input).toHaveAttribute("role", "combobox");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    const query = suggestionQuery(2);
    await input.pressSequentially(query);
    const listbox = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(listbox).toBeVisible();
    const expected = suggestFranchises(catalogue, query).map((suggestion) => suggestion.item.name);
    // Franchises come first, in their own group; pages of the site (articles, services, places) follow theirs.
    const options = listbox.getByRole("group", { name: "Franchises" }).getByRole("option");
    await expect(options).toHaveCount(expected.length);
    expect(expected.length).toBeLessThanOrEqual(5);
    await expect(options.first()).toContainText(expected[0]!);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", "desktop-franchise-search-suggestions");
    expect(await axeViolations(page)).toEqual([]);

    await input.press("ArrowDown");
    const firstId = await options.first().getAttribute("id");
    await expect(input).toHaveAttribute("aria-activedescendant", firstId!);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    await input.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).not.toHaveAttribute("aria-activedescendant");
    await expect(input).toHaveValue(query);

    await input.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await input.press("Enter");
    const first = catalogue.find((entry) => entry.name === expected[0])!;
    await expect(page).toHaveURL(new RegExp(`/franchises/${first.slug}$`));
  });

  test("suggests close matches for a typo, labelled, and a click opens the franchise", async ({ page }) => {
    await page.goto("/about");
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    // A typo of a name: close matches fill the suggestions when nothing matches exactly.
    const { entry, typo } = nameTypo();
    expect(suggestFranchises(catalogue, typo).find((s) => s.item.name === entry.name)?.close).toBe(true);
    await input.pressSequentially(typo);
    const option = page.getByRole("option", { name: new RegExp(escapeRegExp(entry.name)) });
    await expect(option).toContainText("Close match");
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/franchises/${entry.slug}$`));
  });

  test("Enter without a chosen suggestion opens the directory's results", async ({ page }) => {
    await page.goto("/about");
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    const query = suggestionQuery(1);
    await input.pressSequentially(query);
    await expect(page.getByRole("listbox", { name: "Search suggestions" })).toBeVisible();
    await input.press("Enter");
    await expect(page).toHaveURL(`/franchises/search?q=${encodeURIComponent(query).replace(/%20/g, "+")}`);
    await expectCards(page, names({ q: query }));
  });

  test("on the directory the header search updates the list in place", async ({ page }) => {
    await openDirectory(page, "?category=cleaning");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await expect(input).toHaveAttribute("role", "combobox");
    await input.pressSequentially("leeds");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/franchises\/search\?q=leeds$/);
    await expectCards(page, names({ q: "leeds" }));
    await expect(categorySelect(page)).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.goBack();
    await expect(categorySelect(page)).toHaveValue("cleaning");
  });
});

test.describe("franchise detail page", () => {
  test("shows the facts, calls to action, advice card, features, support and territories", async ({ page }) => {
    // A franchise with a brochure where the catalogue has one (its download is checked too), else the first.
    const entry = live().entries.find((candidate) => candidate.brochureUrl?.startsWith("/")) ?? live().entries[0]!;
    await page.goto(`/franchises/${entry.slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Franchises" })).toHaveAttribute("href", "/franchises");
    await expect(crumbs.getByText(entry.name)).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("heading", { level: 1, name: entry.name })).toBeVisible();
    await expect(page.getByText(categoryName(entry.categoryKey), { exact: true }).first()).toBeVisible();
    const opening = entry.description.replace(/\s+/g, " ").trim().slice(0, 40);
    await expect(page.getByText(new RegExp(`^${escapeRegExp(opening)}`))).toBeVisible();
    await expect(page.getByText(formatGbpRange(entry.investmentRange), { exact: true })).toBeVisible();
    await expect(
      page.getByRole("img", { name: new RegExp(escapeRegExp(investmentBarLabel(entry.investmentRange))) }),
    ).toBeVisible();
    for (const [label, value] of [
      ["Outlets", String(entry.numberOfOutlets)],
      ["Established", String(entry.establishedYear ?? "TBA")],
      ["Territories", String(entry.territorySlugs.length)],
    ]) {
      await expect(page.locator("dt", { hasText: label }).locator("+ dd")).toHaveText(value!);
    }

    await expect(page.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", "#contact");
    const brochure = page.getByRole("link", { name: /Download Brochure/ });
    if (entry.brochureUrl) {
      await expect(brochure).toHaveAttribute("href", entry.brochureUrl);
      await expect(brochure).toHaveAttribute("target", "_blank");
      await expect(page.getByRole("link", { name: "Request Info" })).toHaveCount(0);
      const pdf = await page.request.get(entry.brochureUrl);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    } else {
      await expect(brochure).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Request Info" })).toHaveAttribute("href", "/contact");
    }

    const advice = page.getByRole("complementary", { name: "Get Expert Advice" });
    for (const point of [
      "FREE initial consultation",
      "Investment guidance",
      "Territory availability",
      "Funding options",
      "Due diligence support",
    ]) {
      await expect(advice.getByText(point)).toBeVisible();
    }
    await expect(advice.getByRole("link", { name: "Free Consultation" })).toHaveAttribute("href", "/contact");

    await expect(page.getByRole("region", { name: "Key Features" }).getByRole("listitem")).toHaveCount(
      entry.features.length,
    );
    await expect(page.getByRole("region", { name: "Ongoing Support" }).getByRole("listitem")).toHaveCount(
      entry.support.length,
    );
    const territories = page.getByRole("region", { name: "Territories Listed" });
    // A listed territory may be taken: the caveat stands beside the list.
    const { territoryCaveat } = yaml.load(
      readFileSync(join(PROJECT_DIR, "src/content/pages/franchises.yaml"), "utf8"),
    ) as { territoryCaveat: string };
    await expect(territories.getByTestId("territory-caveat")).toHaveText(territoryCaveat);
    await expect(territories.getByRole("list").getByRole("link")).toHaveCount(entry.territorySlugs.length);
    await expect(territories.getByRole("link", { name: entry.territoryNames[0]!, exact: true })).toHaveAttribute(
      "href",
      `/locations/${entry.territorySlugs[0]}`,
    );
    await expect(territories.getByText(/Interested in an area that is not listed\?/)).toBeVisible();
    await expect(territories.getByRole("link", { name: "Ask about your area" })).toHaveAttribute("href", "/contact");

    await expect(page.locator("section#contact")).toBeVisible();
    await page.getByRole("link", { name: "Enquire Now" }).click();
    await expect(page).toHaveURL(/#contact$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("offers Request Info without a brochure, shows an offer, and TBA for an unknown year", async ({ page }) => {
    // Each rule on a franchise it applies to, whichever the catalogue holds; every page follows all three.
    for (const entry of live().entries) {
      await page.goto(`/franchises/${entry.slug}`);
      if (entry.brochureUrl) await expect(page.getByRole("link", { name: "Request Info" })).toHaveCount(0);
      else {
        await expect(page.getByRole("link", { name: "Request Info" })).toHaveAttribute("href", "/contact");
        await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveCount(0);
      }
      if (entry.offer) await expect(page.getByText(entry.offer.trim())).toBeVisible();
      await expect(page.locator("dt", { hasText: "Established" }).locator("+ dd")).toHaveText(
        String(entry.establishedYear ?? "TBA"),
      );
    }
  });

  test("an unknown slug answers 404 with Franchise Not Found", { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto("/franchises/not-a-real-franchise");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Franchise Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the franchise you're looking for")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "View All Franchises" }).click();
    await expect(page).toHaveURL(/\/franchises$/);
  });
});

/**
 * Each filter control that would clip its text: a select narrower than its widest option (a free-width copy sizes
 * itself to that option, arrow and padding included), or a search box whose placeholder overflows it.
 */
function clippedFilterControls(page: Page): Promise<string[]> {
  return page.locator('form[aria-label="Filter franchises"]').evaluate((form) => {
    const problems: string[] = [];
    const measure = <T extends HTMLElement>(control: T, dress: (copy: T) => void, clipped: (copy: T) => boolean) => {
      const copy = control.cloneNode(true) as T;
      copy.removeAttribute("id");
      dress(copy);
      control.after(copy);
      if (clipped(copy)) problems.push(`${control.id}: ${copy.scrollWidth}px of text in ${control.clientWidth}px`);
      copy.remove();
    };
    for (const select of form.querySelectorAll("select")) {
      const width = select.getBoundingClientRect().width;
      measure(
        select,
        (copy) => {
          copy.style.cssText = "position:absolute;visibility:hidden;width:auto";
          // The closed control shows the chosen option's text alone: a group's indent is only in the opened list
          // (a phone's own full-width picker), so it is not part of what must fit.
          for (const group of copy.querySelectorAll("optgroup")) group.replaceWith(...group.children);
        },
        (copy) => copy.getBoundingClientRect().width > width + 0.5,
      );
    }
    for (const input of form.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
      // The placeholder typed in as the value of a plain text box of the same width, which reports its overflow.
      measure(
        input,
        (copy) => {
          copy.type = "text";
          copy.value = input.placeholder;
          copy.style.cssText = `position:absolute;visibility:hidden;width:${input.getBoundingClientRect().width}px`;
        },
        (copy) => copy.scrollWidth > copy.clientWidth,
      );
    }
    return problems;
  });
}

// The widths are set inside the test, so one project runs it.
test.describe("filter bar fits its text", { tag: "@desktop-only" }, () => {
  test.use({ javaScriptEnabled: false });
  const category = live().categories[0].id;
  const pages = [
    "/franchises",
    `/franchises/category/${category}`,
    // Any active filter shows Clear Filters beside Search.
    `/franchises/search?q=care&category=${category}`,
  ];
  for (const width of [320, 390, 768, 1280]) {
    test(`every select shows its longest option and the search box its placeholder at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(path);
        if (path.includes("search?")) await expect(clearFilters(page)).toBeVisible();
        expect(await clippedFilterControls(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
    });
  }
});

/**
 * The site search page's franchise group: the directory's first matches for the query, in its order, and a link to
 * all of them on the directory's results page.
 */
async function expectSiteSearchFranchises(page: Page, query: string) {
  const all = names({ q: query });
  const group = page.getByRole("region", { name: /^Franchises/ });
  if (all.length === 0) return expect(group).toHaveCount(0);
  await expect(group.getByRole("listitem").getByRole("link")).toHaveText(all.slice(0, 5));
  await expect(
    group.getByRole("link", { name: `See all ${all.length} matching franchises in the directory` }),
  ).toHaveAttribute("href", `/franchises/search?q=${query}`);
}
