// What looked unfinished in a first hour, measured in the browser at the widths it showed at:
// figures that overflow their tiles or break at a hyphen, a select shorter than the box beside it, an email
// address split mid-word, calls to action pushed far down a phone screen, and /contact without JavaScript.
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { contentOf, PROJECT_DIR } from "./directory-data";
import { contactPageSchema } from "../../src/lib/schemas/copy-schemas";

// The contact forms' words as the owner wrote them (shown as written: no placeholder is expanded in them).
const contactWords = contactPageSchema.parse(yaml.load(readFileSync("src/content/pages/contact.yaml", "utf8")));

/** How many lines an inline element's text takes. */
const lines = (locator: Locator) => locator.evaluate((element) => element.getClientRects().length);
const fitsWidth = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getClientRects().length === 1);

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

test.describe("at 1280 px", () => {
  test("the /services hero's figures fit their tiles and /about's credentials keep to one line", async ({ page }) => {
    await at(page, 1280, "/services");
    const figures = page.locator("main section").first().locator("dd");
    expect(await figures.count()).toBeGreaterThan(0);
    for (const figure of await figures.all()) {
      const [own, tile] = await figure.evaluate((element) => [
        element.getBoundingClientRect().right,
        element.parentElement!.getBoundingClientRect().right,
      ]);
      expect(own, await figure.innerText()).toBeLessThanOrEqual(tile);
    }
    await at(page, 1280, "/about");
    const credentials = page.locator('[aria-labelledby="credentials-heading"] li > p:first-of-type');
    for (const figure of await credentials.all()) expect(await fitsWidth(figure), await figure.innerText()).toBe(true);
  });

  test("/compare's Sector select is as tall as the name box beside it", async ({ page }) => {
    await at(page, 1280, "/compare");
    const name = await page.getByLabel("Franchise name").boundingBox();
    const sector = await page.getByLabel("Sector").boundingBox();
    expect(Math.round(sector!.height)).toBe(Math.round(name!.height));
  });
});

for (const width of [390, 1280]) {
  test(`the privacy notice never splits an email address (${width} px)`, async ({ page }) => {
    await at(page, width, "/privacy");
    const addresses = page.getByRole("main").locator('a[href^="mailto:"]');
    expect(await addresses.count()).toBeGreaterThan(0);
    for (const address of await addresses.all()) expect(await lines(address)).toBe(1);
  });
}

test("at 390 px a location page's calls to action come before its description, full width", async ({ page }) => {
  const city = contentOf(PROJECT_DIR).locations.find((location) => location.type === "city")!;
  await at(page, 390, `/locations/${city.slug}`);
  const hero = page.locator("main section").first();
  const call = hero.getByRole("link", { name: "Free Consultation" });
  const description = hero
    .locator("p")
    .filter({ hasText: /\w{4,}/ })
    .last();
  const [callBox, textBox, heroBox] = await Promise.all([
    call.boundingBox(),
    description.boundingBox(),
    hero.locator(".container-page").first().boundingBox(),
  ]);
  expect(callBox!.y).toBeLessThan(textBox!.y);
  // Full width: the button spans the hero's content box (its padding aside).
  expect(callBox!.width).toBeGreaterThan(heroBox!.width - 40);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/contact heads each form and says its strip jumps to them", async ({ page }) => {
    await page.goto("/contact");
    const section = page.locator("#contact");
    await expect(section.getByText(contactWords.formsBelow, { exact: true })).toBeVisible();
    for (const name of ["Book Consultation", "Franchise Enquiry"])
      await expect(section.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(section.getByRole("tablist")).toHaveCount(0);
  });
});
