import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts } from "./fixtures";
import { loadCatalogue } from "../unit/catalogue-fixture";
import { suggestFranchises } from "../../src/lib/franchise-search";

const catalogue = loadCatalogue();

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardHeadings = (page: Page) => cards(page).getByRole("heading", { level: 3 });
/** Waits until the cards shown are exactly these, in this order. */
const expectCards = (page: Page, names: string[]) => expect(cardHeadings(page)).toHaveText(names);
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search", exact: true });
const categorySelect = (page: Page) => page.getByRole("combobox", { name: "Category" });
const investmentSelect = (page: Page) => page.getByRole("combobox", { name: "Investment" });
const clearFilters = (page: Page) => page.getByRole("button", { name: "Clear Filters" });
const resultsHeading = (page: Page) => page.locator("#results-heading");

/** Opens the directory and waits until the island has hydrated and read the URL. */
async function openDirectory(page: Page, query = "") {
  await page.goto(`/franchises${query}`);
  await expect(searchBox(page)).toBeEnabled();
}

test.describe("franchise directory without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists every franchise card with the fields of the spec", async ({ page }) => {
    await page.goto("/franchises");
    await expect(cards(page)).toHaveCount(13);
    // Playwright switches scripts off without telling the HTML parser, so <noscript> stays unrendered here.
    expect(await page.locator("noscript").first().textContent()).toContain("Searching and filtering need JavaScript");

    const fettlewick = cards(page).filter({ hasText: "Fettlewick Home Cleaning" });
    await expect(fettlewick.getByText("Cleaning", { exact: true })).toBeVisible();
    await expect(fettlewick.getByText("Est. 2011")).toBeVisible();
    await expect(fettlewick.getByText("An owner-operator residential cleaning franchise")).toBeVisible();
    await expect(fettlewick.getByText("£9,999 - £14,500")).toBeVisible();
    await expect(fettlewick.getByText("Outlets")).toBeVisible();
    await expect(fettlewick.getByText("TBA", { exact: true })).toBeVisible();
    await expect(fettlewick.getByText("Recurring weekly and fortnightly customers")).toBeVisible();
    await expect(fettlewick.getByText("Start hands-on, then grow teams")).toBeVisible();
    await expect(fettlewick.getByText("Run from home, no premises")).toHaveCount(0);
    await expect(fettlewick.getByText("+2 more")).toBeVisible();
    await expect(fettlewick.getByText("London", { exact: true })).toBeVisible();
    await expect(fettlewick.getByText("Brighton and Hove", { exact: true })).toBeVisible();
    await expect(fettlewick.getByText("+5 more")).toBeVisible();
    await expect(
      fettlewick.getByRole("img", { name: "Investment £9,999 - £14,500 on a scale from £0 to £200,000" }),
    ).toBeVisible();
    await expect(fettlewick.getByRole("link", { name: "Learn More about Fettlewick Home Cleaning" })).toHaveAttribute(
      "href",
      "/franchises/fettlewick-home-cleaning",
    );
    await expect(cards(page).filter({ hasText: "Glazeloop Donut Kiosks" }).getByText("Est. TBA")).toBeVisible();
  });

  // The desktop header search is hidden on phones.
  test("the desktop header form still goes to /franchises?q=", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/about");
    await page.locator("#desktop-franchise-search").fill("leeds");
    await page.locator("#desktop-franchise-search").press("Enter");
    await expect(page).toHaveURL(/\/franchises\?q=leeds$/);
    await expect(cards(page)).toHaveCount(13);
  });

  test("Learn More opens the franchise page", async ({ page }) => {
    await page.goto("/franchises");
    await page.getByRole("link", { name: "Learn More about Raftergate Lofts" }).click();
    await expect(page).toHaveURL(/\/franchises\/raftergate-lofts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Raftergate Lofts" })).toBeVisible();
  });
});

test.describe("franchise directory filters", () => {
  test("starts with everything and no Clear Filters, and passes axe", async ({ page }) => {
    await openDirectory(page);
    await expect(cards(page)).toHaveCount(13);
    await expect(page.getByRole("status").filter({ hasText: "Showing all 13 franchises" })).toBeVisible();
    await expect(clearFilters(page)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("search matches name or description, ignoring case, and writes q to the URL", async ({ page }) => {
    await openDirectory(page);
    await searchBox(page).fill("COFFEE");
    await expectCards(page, ["Sorrelby Coffee Kitchen", "Meridune Coffee"]);
    await expect(page.getByRole("status").filter({ hasText: "Showing 2 of 13 franchises" })).toBeVisible();
    await expect(page).toHaveURL(/\/franchises\?q=COFFEE$/);
    await expect(clearFilters(page)).toBeVisible();

    await searchBox(page).fill("grain bowls");
    await expectCards(page, ["Sorrelby Coffee Kitchen"]);

    await searchBox(page).fill("   ");
    await expect(cards(page)).toHaveCount(13);
    await expect(clearFilters(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/franchises$/);
  });

  test("category select shows exactly that category", async ({ page }) => {
    await openDirectory(page);
    await categorySelect(page).selectOption({ label: "Cleaning" });
    await expectCards(page, ["Fettlewick Home Cleaning", "Pennimoor Domestic Cleaning"]);
    await expect(resultsHeading(page)).toHaveText("Cleaning franchises");
    await expect(page).toHaveURL(/\?category=cleaning$/);
  });

  test("investment select applies the £50,000 and £200,000 thresholds", async ({ page }) => {
    await openDirectory(page);
    await investmentSelect(page).selectOption("low");
    const low = catalogue.filter((entry) => entry.investmentRange.max <= 50_000).map((entry) => entry.name);
    await expectCards(page, low);
    await expect(page).toHaveURL(/\?investment=low$/);

    await investmentSelect(page).selectOption({ label: "£50,000 to £200,000" });
    await expectCards(page, ["Oxbrindle Bar & Games"]);
  });

  test("an empty result shows the empty state, and Show All Franchises resets every filter", async ({ page }) => {
    await openDirectory(page);
    await searchBox(page).fill("care");
    await categorySelect(page).selectOption("care");
    await investmentSelect(page).selectOption("high");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No franchises found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search criteria or browse all available franchises."),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Show All Franchises" }).click();
    await expect(cards(page)).toHaveCount(13);
    await expect(searchBox(page)).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/franchises$/);
  });

  test("Clear Filters resets search, category and investment", async ({ page }) => {
    await openDirectory(page);
    await searchBox(page).fill("home");
    await categorySelect(page).selectOption("care");
    await investmentSelect(page).selectOption("low");
    await clearFilters(page).click();
    await expect(cards(page)).toHaveCount(13);
    await expect(searchBox(page)).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(clearFilters(page)).toHaveCount(0);
  });

  test("category View buttons show counts, set the category and clear the other filters", async ({ page }) => {
    await openDirectory(page);
    const categories = page.getByRole("region", { name: "Franchise Categories" });
    const foodCard = categories
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Food & Beverage" }) });
    await expect(foodCard.getByText("5 franchises")).toBeVisible();
    const retailCard = categories.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Retail" }) });
    await expect(retailCard.getByText("0 franchises")).toBeVisible();

    await searchBox(page).fill("london");
    await investmentSelect(page).selectOption("low");
    await categories.getByRole("button", { name: "View Food & Beverage franchises" }).click();
    await expect(categorySelect(page)).toHaveValue("food-beverage");
    await expect(searchBox(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(5);
    await expect(resultsHeading(page)).toBeFocused();
    await expect(page).toHaveURL(/\?category=food-beverage$/);
  });

  test("reads the filters from the URL and follows Back and Forward", async ({ page }) => {
    await openDirectory(page, "?category=cleaning&investment=low");
    await expect(categorySelect(page)).toHaveValue("cleaning");
    await expect(investmentSelect(page)).toHaveValue("low");
    await expectCards(page, ["Fettlewick Home Cleaning", "Pennimoor Domestic Cleaning"]);

    await openDirectory(page);
    await categorySelect(page).selectOption("food-beverage");
    await investmentSelect(page).selectOption("low");
    await searchBox(page).fill("donut");
    await expectCards(page, ["Glazeloop Donut Kiosks"]);

    await page.goBack();
    await expect(searchBox(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("low");
    await expect(page).toHaveURL(/\?category=food-beverage&investment=low$/);
    await page.goBack();
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("food-beverage");
    await expect(cards(page)).toHaveCount(5);
    await page.goBack();
    await expect(categorySelect(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(13);
    await page.goForward();
    await expect(categorySelect(page)).toHaveValue("food-beverage");
  });

  test("ignores unknown values in the URL", async ({ page }) => {
    await openDirectory(page, "?category=space-travel&investment=huge");
    await expect(categorySelect(page)).toHaveValue("");
    await expect(investmentSelect(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(13);
  });
});

test.describe("header search results on /franchises?q=", () => {
  test("an exact name match, with the query trimmed", async ({ page }) => {
    await openDirectory(page, "?q=%20%20Raftergate%20");
    await expect(resultsHeading(page)).toHaveText("Results for “Raftergate”");
    await expectCards(page, ["Raftergate Lofts"]);
    await expect(searchBox(page)).toHaveValue("  Raftergate ");
  });

  test("a territory name finds the franchises operating there", async ({ page }) => {
    await openDirectory(page, "?q=leeds");
    await expectCards(page, ["Panwhistle Kitchen", "Pennimoor Domestic Cleaning", "Oxbrindle Bar & Games"]);
  });

  test("a category key finds its franchises", async ({ page }) => {
    await openDirectory(page, "?q=childcare-education");
    await expectCards(page, ["Springlark Kids Movement"]);
    await openDirectory(page, "?q=property-maintenance");
    await expectCards(page, ["Raftergate Lofts"]);
  });

  test("a typo gets close matches, clearly labelled", async ({ page }) => {
    await openDirectory(page, "?q=donts");
    await expect(resultsHeading(page)).toHaveText("Close matches for “donts”");
    await expect(page.getByText("No exact matches for “donts”.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "2 franchises close to your search" })).toBeVisible();
    await expectCards(page, ["Crumbwright Bakehouse", "Glazeloop Donut Kiosks"]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a blank query gives the whole catalogue", async ({ page }) => {
    await openDirectory(page, "?q=%20%20%20");
    await expect(resultsHeading(page)).toHaveText("All franchise opportunities");
    await expect(cards(page)).toHaveCount(13);
  });

  test("nothing exact or close gives the empty state", async ({ page }) => {
    await openDirectory(page, "?q=xyzzy");
    await expect(page.getByRole("heading", { name: "No franchises found" })).toBeVisible();
  });
});

test.describe("header search form", () => {
  test("submitting the plain form goes to /franchises?q= on desktop", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/about");
    const input = page.getByRole("banner").locator("#desktop-franchise-search");
    await input.fill("leeds");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).first().click();
    await expect(page).toHaveURL(/\/franchises\?q=leeds$/);
    await expectCards(page, ["Panwhistle Kitchen", "Pennimoor Domestic Cleaning", "Oxbrindle Bar & Games"]);
  });

  test(
    "on a phone the menu's search works and the header search costs no JavaScript",
    { tag: "@phone-only" },
    async ({ page }) => {
      const scripts = trackScripts(page);
      await page.goto("/about", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Menu" }).click();
      const input = page.locator("#mobile-franchise-search");
      await input.focus();
      await input.pressSequentially("edinburgh");
      await page.waitForTimeout(300);
      expect(scripts).toEqual([]);
      await input.press("Enter");
      await expect(page).toHaveURL(/\/franchises\?q=edinburgh$/);
      await expectCards(page, ["Fettlewick Home Cleaning", "Crumbwright Bakehouse", "Meridune Coffee"]);
      expect(scripts.some((path) => /HeaderSearch/.test(path))).toBe(false);
    },
  );
});

// The suggestions island only exists at desktop widths.
test.describe("header search suggestions (desktop)", { tag: "@desktop-only" }, () => {
  test("loads nothing until the visitor reaches for the box", async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto("/about", { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
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
    await input.pressSequentially("cof");
    const listbox = page.getByRole("listbox", { name: "Franchise suggestions" });
    await expect(listbox).toBeVisible();
    const expected = suggestFranchises(catalogue, "cof").map((suggestion) => suggestion.item.name);
    const options = listbox.getByRole("option");
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
    await expect(input).toHaveValue("cof");

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
    await input.pressSequentially("donts");
    const option = page.getByRole("option", { name: /Glazeloop Donut Kiosks/ });
    await expect(option).toContainText("Close match");
    await option.click();
    await expect(page).toHaveURL(/\/franchises\/glazeloop-donut-kiosks$/);
  });

  test("Enter without a chosen suggestion runs the full search", async ({ page }) => {
    await page.goto("/about");
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await input.pressSequentially("cardiff");
    await expect(page.getByRole("listbox", { name: "Franchise suggestions" })).toBeVisible();
    await input.press("Enter");
    await expect(page).toHaveURL(/\/franchises\?q=cardiff$/);
    await expectCards(page, ["Panwhistle Kitchen", "Sorrelby Coffee Kitchen", "Meridune Coffee"]);
  });

  test("on the directory the header search updates the list in place", async ({ page }) => {
    await openDirectory(page, "?category=cleaning");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const input = page.locator("#desktop-franchise-search");
    await input.focus();
    await expect(input).toHaveAttribute("role", "combobox");
    await input.pressSequentially("leeds");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/franchises\?q=leeds$/);
    await expectCards(page, ["Panwhistle Kitchen", "Pennimoor Domestic Cleaning", "Oxbrindle Bar & Games"]);
    await expect(categorySelect(page)).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.goBack();
    await expect(categorySelect(page)).toHaveValue("cleaning");
  });
});

test.describe("franchise detail page", () => {
  test("shows the facts, calls to action, advice card, features, support and territories", async ({ page }) => {
    await page.goto("/franchises/crumbwright-bakehouse");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Franchises" })).toHaveAttribute("href", "/franchises");
    await expect(crumbs.getByText("Crumbwright Bakehouse")).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("heading", { level: 1, name: "Crumbwright Bakehouse" })).toBeVisible();
    await expect(page.getByText("Food & Beverage", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Crumbwright Bakehouse sells filled doughnuts/)).toBeVisible();
    await expect(page.getByText("£29,500 - £85,000", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /£29,500 - £85,000 on a scale from £0 to £200,000/ })).toBeVisible();
    for (const [label, value] of [
      ["Outlets", "TBA"],
      ["Established", "2016"],
      ["Territories", "6"],
    ]) {
      await expect(page.locator("dt", { hasText: label }).locator("+ dd")).toHaveText(value!);
    }

    await expect(page.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", "#contact");
    const brochure = page.getByRole("link", { name: /Download Brochure/ });
    await expect(brochure).toHaveAttribute("href", "/brochures/crumbwright-bakehouse.pdf");
    await expect(brochure).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Request Info" })).toHaveCount(0);
    const pdf = await page.request.get("/brochures/crumbwright-bakehouse.pdf");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

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

    await expect(page.getByRole("region", { name: "Key Features" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Ongoing Support" }).getByRole("listitem")).toHaveCount(4);
    const territories = page.getByRole("region", { name: "Available Territories" });
    await expect(territories.getByRole("list").getByRole("link")).toHaveCount(6);
    await expect(territories.getByRole("link", { name: "Edinburgh" })).toHaveAttribute("href", "/locations/edinburgh");
    await expect(territories.getByText(/Interested in an area that is not listed\?/)).toBeVisible();
    await expect(territories.getByRole("link", { name: "Ask about your area" })).toHaveAttribute("href", "/contact");

    await expect(page.locator("section#contact")).toBeVisible();
    await page.getByRole("link", { name: "Enquire Now" }).click();
    await expect(page).toHaveURL(/#contact$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("offers Request Info without a brochure, shows the offer, and TBA for an unknown year", async ({ page }) => {
    await page.goto("/franchises/mendrow-physiotherapy");
    await expect(page.getByRole("link", { name: "Request Info" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveCount(0);
    await expect(page.getByText("50% discount on the franchise fee for the first 3 franchisees")).toBeVisible();

    await page.goto("/franchises/glazeloop-donut-kiosks");
    await expect(page.locator("dt", { hasText: "Established" }).locator("+ dd")).toHaveText("TBA");
  });

  test("has its own title, description, canonical, Open Graph and JSON-LD", async ({ page }) => {
    await page.goto("/franchises/larkhollow-home-care");
    await expect(page).toHaveTitle("Larkhollow Home Care | Domiciliary Care Franchise | Franchise Advisor UK");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Start a domiciliary care franchise/,
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/franchises\/larkhollow-home-care$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Larkhollow Home Care/);

    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)[
      "@graph"
    ] as Record<string, unknown>[];
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Franchises", "Larkhollow Home Care"]);
    const offer = graph.find((node) => node["@type"] === "Offer")!;
    expect(offer.priceSpecification).toMatchObject({ priceCurrency: "GBP", minPrice: 25_000, maxPrice: 55_000 });
    expect(offer.itemOffered).toMatchObject({ "@type": "Service", serviceType: "Franchise opportunity" });
    expect(graph.find((node) => node["@type"] === "ItemPage")).toBeTruthy();
  });

  test("the directory lists every franchise in its JSON-LD", async ({ page }) => {
    await page.goto("/franchises");
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)[
      "@graph"
    ] as Record<string, unknown>[];
    const list = graph.find((node) => node["@type"] === "ItemList") as { numberOfItems: number };
    expect(list.numberOfItems).toBe(13);
    await expect(page).toHaveTitle(/Franchise Opportunities UK/);
  });

  test("an unknown slug answers 404 with Franchise Not Found", async ({ page }) => {
    const response = await page.goto("/franchises/not-a-real-franchise");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Franchise Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the franchise you're looking for")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "View All Franchises" }).click();
    await expect(page).toHaveURL(/\/franchises$/);
  });
});
