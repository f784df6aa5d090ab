/**
 * The directory at scale, with JavaScript off and on: a build with a generated catalogue (several pages of
 * cards) served on its own port. Every expected list is worked out from that build's content files with the
 * same src/lib rules, so nothing here pins a count or an order of the catalogue.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test as base, expect, axeViolations, waitForIsland, pageSettled } from "./fixtures";
import { EMPTY_CATEGORY, catalogueSite } from "../support/catalogue-site.mjs";
import { startBuiltSite } from "../support/site-server.mjs";
import { contentOf, expectedDirectory } from "./directory-data";
import { expectListingRules, listingsOf } from "./listing-rules";
import { EMPTY_FILTERS } from "../../src/lib/directory/franchise-filters";
import { resultsHref } from "../../src/lib/directory/query";
import { SHORTLIST_FULL_MESSAGE, SHORTLIST_MAX } from "../../src/lib/decide/shortlist";
import { savedSlugs, setShortlist } from "./shortlist-cookie";

const test = base.extend<object, { site: { baseUrl: string; dir: string; close: () => Promise<void> } }>({
  site: [
    async ({}, use) => {
      const dir = await catalogueSite();
      const server = await startBuiltSite({ distDir: join(dir, "dist") });
      await use({ ...server, dir });
      await server.close();
    },
    { scope: "worker", timeout: 900_000 },
  ],
  baseURL: async ({ site }, use) => use(site.baseUrl),
});

const data = (dir: string) => contentOf(dir);
const expected = expectedDirectory;

const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
const pager = (page: Page) => page.getByRole("navigation", { name: "Pages of results" });
const form = (page: Page) => page.getByRole("search", { name: "Filter franchises" });

/** Opens a directory page and reaches for the island (client:intent) until it hydrates, so changes apply in place. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForIsland(page, "FranchiseDirectory");
}

test.describe("a catalogue of several pages, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/franchises shows the first page with numbered links, rel=next and static page N", async ({ page, site }) => {
    const all = expected(site.dir, {});
    expect(all.pageCount).toBeGreaterThan(2);
    await page.goto("/franchises");
    await expect(cardNames(page)).toHaveText(all.names);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", "/franchises/page/2");
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/franchises$/);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText("Page 1");

    await pager(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/franchises\/page\/2$/);
    await expect(cardNames(page)).toHaveText(expected(site.dir, {}, 2).names);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", "/franchises");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/franchises\/page\/2$/);

    await page.goto(`/franchises/page/${all.pageCount}`);
    await expect(cardNames(page)).toHaveText(expected(site.dir, {}, all.pageCount).names);
    await expect(page.locator('link[rel="next"]')).toHaveCount(0);
    const beyond = await page.goto(`/franchises/page/${all.pageCount + 1}`);
    expect(beyond?.status()).toBe(404);
  });

  test("the form's search, category, investment and location give exactly the matching franchises, paged", async ({
    page,
    site,
  }) => {
    await page.goto("/franchises");
    await form(page).getByRole("searchbox", { name: "Search" }).fill("  franchise ");
    await form(page).getByRole("combobox", { name: "Category" }).selectOption("cleaning");
    await form(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/franchises\/search\?q=\+*franchise\+*&category=cleaning/);
    const first = expected(site.dir, { q: "franchise", category: "cleaning" });
    await expect(cardNames(page)).toHaveText(first.names);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/franchises$/);

    const filters = { investment: "under-25k", location: "england" } as const;
    await page.goto("/franchises");
    await form(page).getByRole("combobox", { name: "Investment" }).selectOption(filters.investment);
    await form(page).getByRole("combobox", { name: "Location" }).selectOption(filters.location);
    await form(page).getByRole("button", { name: "Search" }).click();
    const cheap = expected(site.dir, filters);
    expect(cheap.pageCount).toBeGreaterThan(1);
    await expect(cardNames(page)).toHaveText(cheap.names);
    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(resultsHref({ ...EMPTY_FILTERS, ...filters }, 2));
    await expect(cardNames(page)).toHaveText(expected(site.dir, filters, 2).names);
    await expect(form(page).getByRole("combobox", { name: "Location" })).toHaveValue("england");
  });

  test("a category page has its heading, introduction, JSON-LD and pages; an unknown key is 404", async ({
    page,
    site,
  }) => {
    const category = data(site.dir).categories.find((c) => expected(site.dir, { category: c.id }).pageCount > 1)!;
    expect(category, "some category fills more than one page").toBeDefined();
    const first = expected(site.dir, { category: category.id });
    await page.goto(`/franchises/category/${category.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${category.name} franchises`);
    await expect(page.getByText(category.description.trim().slice(0, 40)).first()).toBeVisible();
    await expect(cardNames(page)).toHaveText(first.names);
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const types = (graph["@graph"] as { "@type": string }[]).map((node) => node["@type"]);
    expect(types).toEqual(expect.arrayContaining(["ItemList", "BreadcrumbList"]));
    const list = (graph["@graph"] as { "@type": string; itemListElement: unknown[] }[]).find(
      (node) => node["@type"] === "ItemList",
    );
    expect(list?.itemListElement).toHaveLength(first.names.length);

    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`/franchises/category/${category.id}/page/2$`));
    await expect(cardNames(page)).toHaveText(expected(site.dir, { category: category.id }, 2).names);

    expect((await page.goto("/franchises/category/nope"))?.status()).toBe(404);
    const sitemap = await (await page.request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain(`/franchises/category/${category.id}/page/2</loc>`);
    expect(sitemap).toContain("/franchises/page/2</loc>");
    expect(sitemap).not.toMatch(/<loc>[^<]*(\?|\/franchises\/search)/);
  });

  test("bad query values give the unfiltered list with a note; a page past the last is 404 and not stored", async ({
    page,
    site,
  }) => {
    const response = await page.goto("/franchises/search?investment=bogus&category=nope&page=-3");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/s-maxage=\d+.*stale-while-revalidate/);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    const note = page.getByRole("note");
    await expect(note).toContainText("“nope”");
    await expect(note).toContainText("“bogus”");
    await expect(note).toContainText("“-3”");
    await expect(cardNames(page)).toHaveText(expected(site.dir, {}).names);

    const long = "x".repeat(300);
    expect((await page.goto(`/franchises/search?q=${long}`))?.status()).toBe(200);
    await expect(form(page).getByRole("searchbox", { name: "Search" })).toHaveValue("x".repeat(100));

    const pages = expected(site.dir, { category: "care" }).pageCount;
    const past = await page.goto(`/franchises/search?category=care&page=${pages + 1}`);
    expect(past?.status()).toBe(404);
    expect(past?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results Page Not Found");
  });

  test("a location page shows a dozen local franchises, then links to all of them", async ({ page, site }) => {
    const all = expected(site.dir, { location: "england" });
    expect(all.total).toBeGreaterThan(12);
    await page.goto("/locations/england");
    const grid = page.locator("[data-franchise-scope]");
    await expect(grid).toHaveAttribute("data-franchise-scope", "local");
    await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(12);
    await grid.getByRole("link", { name: `See all ${all.total} franchises in England` }).click();
    await expect(page).toHaveURL(/\/franchises\/search\?location=england$/);
    await expect(cardNames(page)).toHaveText(all.names);
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("england");
  });

  test("the enquiry picker carries only the page's franchise, ticked, and points to the directory", async ({
    page,
    site,
  }) => {
    const entry = data(site.dir).entries.at(-1)!;
    await page.goto(`/franchises/${entry.slug}`);
    const picker = page.getByRole("group", { name: "Franchises you are interested in" });
    // Franchise boxes only: the share-consent box below them names the ticked franchises in its label.
    await expect(picker.locator('input[name="selectedFranchises"]')).toHaveCount(1);
    await expect(picker.getByRole("checkbox", { name: entry.name, exact: true })).toBeChecked();
    await expect(picker.getByRole("link", { name: "franchise directory" })).toHaveAttribute("href", "/franchises");
    await page.goto("/contact");
    await expect(
      page.getByRole("group", { name: "Franchises you are interested in" }).locator('input[name="selectedFranchises"]'),
    ).toHaveCount(0);
  });

  test(
    "the header search form leads to the directory's results; the site search lists the same first five",
    { tag: "@desktop-only" },
    async ({ page, site }) => {
      await page.goto("/about");
      await page.locator("#desktop-franchise-search").fill("cleaning");
      await page.locator("#desktop-franchise-search").press("Enter");
      await expect(page).toHaveURL(/\/franchises\/search\?q=cleaning$/);
      const { names } = expected(site.dir, { q: "cleaning" });
      await expect(cardNames(page)).toHaveText(names);
      await page.goto("/search?q=cleaning");
      const franchises = page.getByRole("region", { name: /^Franchises/ });
      await expect(franchises.getByRole("listitem").getByRole("link")).toHaveText(names.slice(0, 5));
    },
  );
});

test.describe("a catalogue of several pages, with JavaScript", () => {
  test("a listing with no franchise keeps its URL but is noindex, unlisted and offers no View; the rest are indexed", async ({
    page,
    site,
  }) => {
    test.slow(); // one page per category and investment band
    const empty = listingsOf(site.dir).filter((listing) => listing.empty);
    expect(empty.map((listing) => listing.path)).toContain(`/franchises/category/${EMPTY_CATEGORY.id}`);
    await expectListingRules(page, site.dir);
  });

  test("the enquiry picker finds more franchises by name and ticks them", async ({ page, site }) => {
    const [own, other] = [data(site.dir).entries.at(-1)!, data(site.dir).entries.at(-2)!];
    await page.goto(`/franchises/${own.slug}`);
    // The contact section hydrates when the visitor first reaches for it.
    await waitForIsland(page, "ContactForms");
    const picker = page.getByRole("group", { name: "Franchises you are interested in" });
    const find = picker.getByRole("searchbox", { name: "Add another franchise" });
    await find.fill(other.name.slice(0, 12));
    await picker.getByRole("button", { name: new RegExp(`Add ${other.name}`) }).click();
    await expect(picker.getByRole("checkbox", { name: other.name, exact: true })).toBeChecked();
    await expect(picker.getByRole("checkbox", { name: own.name, exact: true })).toBeChecked();
    await expect(find).toHaveValue("");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("filters apply in place, write the same URL the form would, and Back restores", async ({ page, site }) => {
    await openHydrated(page, "/franchises");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await form(page).getByRole("combobox", { name: "Category" }).selectOption("care");
    await expect(page).toHaveURL(/\/franchises\/category\/care$/);
    await expect(cardNames(page)).toHaveText(expected(site.dir, { category: "care" }).names);

    await form(page).getByRole("searchbox", { name: "Search" }).fill("franchise");
    await expect(page).toHaveURL(/\/franchises\/search\?q=franchise&category=care$/);
    await expect(cardNames(page)).toHaveText(expected(site.dir, { q: "franchise", category: "care" }).names);
    // In place: the island asked for results, and never for the whole catalogue.
    expect(requests).toContain("/franchises/results.json");
    expect(requests).not.toContain("/franchises/search");
    expect(requests).not.toContain("/franchises/search-index.json");

    await form(page).getByRole("combobox", { name: "Location" }).selectOption("scotland");
    await form(page).getByRole("combobox", { name: "Investment" }).selectOption("low");
    const filters = { q: "franchise", category: "care", location: "scotland", investment: "low" } as const;
    await expect(page).toHaveURL(resultsHref({ ...EMPTY_FILTERS, ...filters }, 1));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(expected(site.dir, filters).names.length);

    // A shared link, opened elsewhere, shows the same list, rendered by the server.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    const want = expected(site.dir, filters).names;
    if (want.length) await expect(cardNames(shared)).toHaveText(want);
    else await expect(shared.getByRole("heading", { name: "No franchises found" })).toBeVisible();
    await shared.close();

    await page.goBack();
    await page.goBack();
    await expect(cardNames(page)).toHaveText(expected(site.dir, { q: "franchise", category: "care" }).names);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a category's View link filters in place; Clear Filters returns to everything", async ({ page, site }) => {
    await openHydrated(page, "/franchises/page/2");
    await page.getByRole("link", { name: "View Cleaning franchises" }).click();
    await expect(page).toHaveURL(/\/franchises\/category\/cleaning$/);
    await expect(cardNames(page)).toHaveText(expected(site.dir, { category: "cleaning" }).names);
    await expect(page.locator("#results-heading")).toBeFocused();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/franchises$/);
    await expect(cardNames(page)).toHaveText(expected(site.dir, {}).names);
  });
});

test.describe("a catalogue of several pages: budget, Save and the first tap", () => {
  /** A cash figure whose budget leaves more than one page of results in this catalogue. */
  const pagedBudget = (dir: string) =>
    [20_000, 30_000, 50_000, 80_000, 120_000].find((cash) => {
      const { pageCount, total } = expected(dir, { budget: cash });
      return pageCount > 1 && total < data(dir).entries.length;
    })!;

  test("a budget pages like any filter, with and without JavaScript", async ({ page, site }) => {
    const budget = pagedBudget(site.dir);
    await page.goto(`/franchises/search?budget=${budget}`);
    await expect(cardNames(page)).toHaveText(expected(site.dir, { budget }).names);
    await pager(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/franchises/search\\?budget=${budget}&page=2$`));
    await expect(cardNames(page)).toHaveText(expected(site.dir, { budget }, 2).names);

    await waitForIsland(page, "FranchiseDirectory");
    await form(page).getByRole("combobox", { name: "Category" }).selectOption("care");
    await expect(page).toHaveURL(new RegExp(`/franchises/search\\?category=care&budget=${budget}$`));
    await expect(cardNames(page)).toHaveText(expected(site.dir, { budget, category: "care" }).names);
  });

  test("a page link tapped before the island hydrates opens that page; Save there works in place", async ({
    page,
    site,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/FranchiseDirectory\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/franchises");
    await pager(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/franchises\/page\/2$/);
    const names = expected(site.dir, {}, 2).names;
    await expect(cardNames(page)).toHaveText(names);

    const save = page.getByRole("button", { name: new RegExp(`^Saved? ${names[0]}$`) });
    await save.click();
    await pageSettled(page);
    await expect(save).toHaveAttribute("aria-pressed", "false");
    release();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/franchises\/page\/2$/);
    await expect(page.locator("[data-shortlist-count]")).toHaveText("1");
  });

  // Here, not in decide-shortlist.spec.ts: this catalogue always outgrows the cap, whatever the owner's holds.
  test("the shortlist cap: a save beyond the limit is refused with a clear message", async ({
    page,
    context,
    site,
  }) => {
    const catalogue = data(site.dir).entries;
    expect(catalogue.length, "the catalogue outgrows the cap").toBeGreaterThan(SHORTLIST_MAX);
    const full = catalogue.slice(0, SHORTLIST_MAX).map((entry) => entry.slug);
    const extra = catalogue[SHORTLIST_MAX];
    const savedItems = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: /^Remove / }) });
    const saveExtra = async () => {
      await page.goto(`/franchises/${extra.slug}`);
      await page.getByRole("button", { name: /Save to shortlist|Saved: view shortlist/ }).click();
      // A full list shows the list; a save returns to the franchise's page.
      await expect(page).toHaveURL(new RegExp(`/shortlist\\?done=|/franchises/${extra.slug}#shortlist-saved$`));
    };
    await setShortlist(context, full, site.baseUrl);
    await saveExtra();
    await expect(page.getByRole("status")).toHaveText(SHORTLIST_FULL_MESSAGE);
    await expect(savedItems).toHaveCount(SHORTLIST_MAX);
    await expect(savedItems.getByText(extra.name, { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Compare the first 4" })).toBeVisible();
    expect(await savedSlugs(page, site.baseUrl)).toEqual(full);

    await page.getByRole("button", { name: `Remove ${catalogue[0].name}` }).click();
    await saveExtra();
    await expect(page.locator("#shortlist-saved")).toHaveText(
      `Saved ${extra.name} to your shortlist. View your shortlist`,
    );
    expect(await savedSlugs(page, site.baseUrl)).toEqual([...full.slice(1), extra.slug]);
  });
});
