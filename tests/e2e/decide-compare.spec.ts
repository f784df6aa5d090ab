// /compare without JavaScript: columns, equal rows, coverage, the caps, unknown slugs, the picker, and the
// page's headers. Slugs come from the catalogue files, so the tests hold whatever franchises exist.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts } from "./fixtures";
import { liveCatalogue } from "./directory-data";
import { join } from "node:path";
import { locationFileSchema, readYamlFile } from "../../src/lib/content/content-readers";

const catalogue = liveCatalogue();
const slugs = (count: number) => catalogue.slice(0, count).map((franchise) => franchise.slug);
const names = (count: number) => catalogue.slice(0, count).map((franchise) => franchise.name);
const columnHeaders = (page: Page) => page.locator("table thead th[data-franchise]");

test.describe("compare without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("two franchises: one column each, every fact row, headers and head tags", async ({ page }) => {
    const scripts = trackScripts(page);
    const response = await page.goto(`/compare?f=${slugs(2).join(",")}`);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["cache-control"]).toMatch(/s-maxage=\d+/);
    expect(headers["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["x-frame-options"]).toBe("DENY");

    await expect(columnHeaders(page)).toHaveText(names(2));
    await expect(page.locator('tbody tr[data-row="investment"] th')).toContainText("Investment");
    // Years franchising in the UK, never the founding year, which says nothing about the franchise (issue 52).
    await expect(page.locator("tbody th[scope=row]").filter({ hasText: "Established" })).toHaveCount(0);
    for (const label of [
      "Category",
      "Investment range covers",
      "Initial franchise fee",
      "Management service fee",
      "Marketing levy",
      "Territory",
      "Franchising in the UK",
      "Franchisees trading",
      "Outlets",
      "Territories",
      "Key features",
      "Support",
      "Brochure",
      "Enquire",
    ]) {
      // From the start of the header: "Support" is not "Training and launch support".
      await expect(page.locator("tbody th[scope=row]").filter({ hasText: new RegExp(`^\\s*${label}`) })).toHaveCount(1);
    }
    await expect(page.getByRole("link", { name: `Enquire about ${names(2)[0]}` })).toHaveAttribute(
      "href",
      `/franchises/${slugs(2)[0]}#contact`,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/compare$/);
    expect(scripts).toEqual([]);
  });

  test(
    "rows whose values all match are marked, for eyes and screen readers, and only those",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(`/compare?f=${slugs(4).join(",")}`);
      const rows = page.locator("tbody tr[data-row]");
      for (const row of await rows.all()) {
        const values = await row.locator("td").allInnerTexts();
        const same = values.every((value) => value === values[0]);
        await expect(row.locator("th")).toContainText(same ? "Same for all" : /^(?![\s\S]*Same for all)/);
      }
    },
  );

  test("four franchises fit; five show the first four and a note", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`/compare?f=${slugs(4).join(",")}`);
    await expect(columnHeaders(page)).toHaveText(names(4));
    await expect(page.getByTestId("left-out")).toHaveCount(0);

    await page.goto(`/compare?f=${slugs(5).join(",")}`);
    await expect(columnHeaders(page)).toHaveText(names(4));
    await expect(page.getByTestId("left-out")).toContainText(names(5)[4]);
  });

  test("an unknown slug is named as not found and the rest are compared", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`/compare?f=${slugs(1)[0]},no-such-franchise,${slugs(2)[1]}`);
    await expect(page.getByTestId("not-found")).toContainText("no-such-franchise");
    await expect(columnHeaders(page)).toHaveText(names(2));
  });

  test("with none, a GET form of checkboxes chooses franchises to compare", async ({ page }) => {
    await page.goto("/compare");
    await expect(page.locator("table")).toHaveCount(0);
    // The bare picker is the indexed tool page; every chosen set (a query) is noindex.
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/^index/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/compare$/);
    const form = page.locator("form[action='/compare']");
    await expect(form).toHaveAttribute("method", "get");
    await page.getByRole("checkbox", { name: names(2)[0] }).check();
    await page.getByRole("checkbox", { name: names(2)[1] }).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(columnHeaders(page)).toHaveText(names(2));
  });

  test("one known franchise keeps the pick ticked in the picker", async ({ page }) => {
    await page.goto(`/compare?f=${slugs(1)[0]}`);
    await expect(page.getByRole("checkbox", { name: names(1)[0] })).toBeChecked();
    await page.getByRole("searchbox", { name: "Franchise name" }).fill(names(2)[1]);
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("checkbox", { name: names(1)[0] })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: names(2)[1] })).toBeVisible();
  });

  test("a franchise page's worked example asks for the fees at the visitor's turnover", async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto(`/franchises/${slugs(1)[0]}`);
    await expect(page.getByRole("heading", { name: "Key terms" })).toBeVisible();
    await page.getByLabel("Your turnover a year (£)").fill("250000");
    await page.getByRole("button", { name: "Work it out" }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?f=${slugs(1)[0]}&turnover=250000$`));
    await expect(columnHeaders(page)).toHaveText(names(1));
    await expect(page.locator('tbody tr[data-row="feesAtTurnover"] th')).toContainText("Fees at £250,000 turnover");
    // The same turnover for every franchise compared, kept when the visitor changes it again.
    await expect(page.getByLabel(/Fees at a turnover a year/)).toHaveValue("250000");
    expect(scripts).toEqual([]);
  });

  test("a turnover that is not one is named, and the fees row left out", async ({ page }) => {
    await page.goto(`/compare?f=${slugs(2).join(",")}&turnover=lots`);
    await expect(page.getByTestId("turnover-error")).toContainText("“lots” is not a turnover we can use");
    await expect(page.locator('tbody tr[data-row="feesAtTurnover"]')).toHaveCount(0);
  });

  test("a location adds a coverage row that follows the territories", { tag: "@any-width" }, async ({ page }) => {
    // A city in the first franchise's territories is covered by it by definition.
    const [first, second] = catalogue;
    const entries: { slug: string; name: string; type: string }[] = await (
      await page.request.get("/locations/search-index.json")
    ).json();
    const city = entries.find((entry) => entry.type === "city" && entry.name === first.territoryNames[0]);
    expect(city).toBeTruthy();
    await page.goto(`/compare?f=${first.slug},${second.slug}&location=${city!.slug}`);
    const row = page.locator('tr[data-row="coverage"]');
    await expect(row.locator("th")).toContainText(`Covers ${city!.name}`);
    await expect(row.locator("td").first()).toHaveText("Yes");
    await expect(row.locator("td").nth(1)).toHaveText(second.territoryNames.includes(city!.name) ? "Yes" : "No");
  });

  test("a county covers the cities within it", { tag: "@any-width" }, async ({ page }) => {
    const [first, second] = catalogue;
    const entries: { slug: string; name: string; type: string }[] = await (
      await page.request.get("/locations/search-index.json")
    ).json();
    const city = entries.find((entry) => entry.type === "city" && entry.name === first.territoryNames[0])!;
    const { parent } = readYamlFile(
      join("src", "content", "locations", "cities", `${city.slug}.yaml`),
      locationFileSchema,
    );
    await page.goto(`/compare?f=${first.slug},${second.slug}&location=${parent}`);
    await expect(page.locator('tr[data-row="coverage"] td').first()).toHaveText("Yes");
  });

  test("an unknown location is named and no coverage row is shown", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`/compare?f=${slugs(2).join(",")}&location=atlantis`);
    await expect(page.getByRole("status")).toContainText("atlantis");
    await expect(page.locator('tr[data-row="coverage"]')).toHaveCount(0);
  });

  test("prints without the site chrome and with the whole table", async ({ page }) => {
    await page.goto(`/compare?f=${slugs(4).join(",")}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    expect(await page.locator(".compare-scroll").evaluate((element) => getComputedStyle(element).overflowX)).toBe(
      "visible",
    );
  });

  test("the page never scrolls sideways; the table scrolls inside its region @phone-only", async ({ page }) => {
    // Every size of set, since the visually hidden labels in a wider table reach further right.
    for (let count = 2; count <= Math.min(4, catalogue.length); count += 1) {
      await page.goto(`/compare?f=${slugs(count).join(",")}`);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page, `${count} franchises`).toBeLessThanOrEqual(widths.viewport);
      await expect(page.getByRole("region", { name: /Comparison of/ })).toBeVisible();
    }
  });

  test("the links to choose another set underline their words only", async ({ page }) => {
    await page.goto(`/compare?f=${slugs(2).join(",")}`);
    const note = page.getByText("Want a different set?");
    await expect(note).toContainText("on your shortlist or choose again.");
    for (const name of ["shortlist", "choose again"]) {
      const link = note.getByRole("link", { name });
      expect(await link.evaluate((node) => node.textContent)).toBe(name);
      await expect(link).toHaveCSS("text-decoration-line", "underline");
    }
  });
});

// axe runs inside the page, so these checks need JavaScript on; the pages themselves load none.
test.describe("compare accessibility", () => {
  for (const path of ["/compare", `/compare?f=${slugs(4).join(",")}&turnover=120000`, `/franchises/${slugs(1)[0]}`]) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
