/**
 * The empty-listing rules, checked in a browser over whatever content a build has: every category's and investment
 * band's listing answers 200; an empty one (no franchise in it, by src/lib/directory/listings.ts) is noindex, out of the
 * sitemap, says none are listed yet and links onward, and the Franchise Categories section says "None listed yet"
 * for it instead of offering View; every other listing is indexable, in the sitemap, shows cards and has its View.
 */
import type { Page } from "@playwright/test";
import { expect, axeViolations } from "./fixtures";
import { contentOf } from "./directory-data";
import { INVESTMENT_OPTIONS } from "../../src/lib/directory/franchise-filters";
import { isEmptyListing, listingBasePath, type Listing } from "../../src/lib/directory/listings";

export interface ListingCase {
  path: string;
  /** The category's name or the band's label. */
  name: string;
  kind: "category" | "investment";
  empty: boolean;
}

/** Every category's and investment band's listing in the content of the project (or copy) at `dir`. */
export function listingsOf(dir: string): ListingCase[] {
  const { entries, categories } = contentOf(dir);
  const toCase = (listing: Listing, name: string): ListingCase => ({
    path: listingBasePath(listing),
    name,
    kind: "category" in listing ? "category" : "investment",
    empty: isEmptyListing(listing, entries),
  });
  return [
    ...categories.map((category) => toCase({ category: category.id }, category.name)),
    ...INVESTMENT_OPTIONS.map((option) => toCase({ investment: option.value }, option.label)),
  ];
}

/** Opens each listing and the directory's Franchise Categories, asserting the rules above; axe on the first empty one. */
export async function expectListingRules(page: Page, dir: string): Promise<void> {
  const sitemap = await (await page.request.get("/sitemap-0.xml")).text();
  const inSitemap = (path: string) => sitemap.includes(`${path}</loc>`);
  const listings = listingsOf(dir);
  let checkedAxe = false;
  for (const listing of listings) {
    const response = await page.goto(listing.path);
    expect(response?.status(), listing.path).toBe(200);
    const robots = page.locator('meta[name="robots"]');
    const main = page.getByRole("main");
    if (listing.empty) {
      await expect(robots, listing.path).toHaveAttribute("content", /^noindex/);
      expect(inSitemap(listing.path), `${listing.path} is empty but in the sitemap`).toBe(false);
      const notice = main
        .locator("div", { has: page.getByRole("heading", { level: 3, name: /listed.* yet$/ }) })
        .last();
      await expect(notice, listing.path).toBeVisible();
      await expect(notice).toContainText(listing.name.toLowerCase());
      await expect(notice.getByRole("link", { name: "Show All Franchises" })).toHaveAttribute("href", "/franchises");
      await expect(notice.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute("href", "/contact");
      await expect(main.getByRole("article")).toHaveCount(0);
      if (!checkedAxe) expect(await axeViolations(page), listing.path).toEqual([]);
      checkedAxe = true;
    } else {
      await expect(robots, listing.path).toHaveAttribute("content", /^index/);
      expect(inSitemap(listing.path), `${listing.path} is missing from the sitemap`).toBe(true);
      await expect(main.getByRole("article").first(), listing.path).toBeVisible();
      await expect(main.getByRole("heading", { name: /listed.* yet$/ })).toHaveCount(0);
    }
  }

  await page.goto("/franchises");
  const section = page.getByRole("region", { name: "Franchise Categories" });
  for (const category of listings.filter((listing) => listing.kind === "category")) {
    const tile = section
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: category.name, exact: true }) });
    if (category.empty) {
      await expect(tile.getByText("None listed yet", { exact: true }), category.name).toBeVisible();
      await expect(tile.getByRole("link")).toHaveCount(0);
    } else {
      await expect(tile.getByRole("link", { name: `View ${category.name} franchises` })).toHaveAttribute(
        "href",
        category.path,
      );
      await expect(tile.getByText("None listed yet")).toHaveCount(0);
    }
  }
  expect(await axeViolations(page)).toEqual([]);
}
