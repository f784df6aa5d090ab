import { test, expect, expectNoJavaScriptDownloads, pageIdle } from "./fixtures";
import { liveCatalogue } from "./directory-data";

// The editors' reference page uses every kit component, so it stands for any article that uses them.
const REFERENCE = "/editors/mdx-kit";

test.describe("MDX kit", () => {
  test("the reference page shows every component and is kept out of search engines", async ({ page }) => {
    await page.goto(REFERENCE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const body = page.locator(".prose");
    await expect(body.getByRole("note", { name: "Ask for the full accounts" })).toBeVisible();
    await expect(body.getByRole("note", { name: "Warning" })).toBeVisible();
    await expect(body.locator("dl dd").filter({ hasText: "£90,000" })).toBeVisible();
    // KeyFigures drawn from UK facts link each figure's source.
    await expect(
      body
        .locator("figcaption", { hasText: /Sources:/ })
        .getByRole("link")
        .first(),
    ).toHaveAttribute("href", /^https:\/\//);
    await expect(body.getByText("Before you sign", { exact: true })).toBeVisible();
    // A Markdown list inside <Checklist> stays a list: one item per point, none swallowing the next.
    const checklist = body.locator("div", { has: page.getByText("Before you sign", { exact: true }) }).last();
    expect(await checklist.getByRole("listitem").count()).toBeGreaterThan(1);
    for (const item of await checklist.getByRole("listitem").allInnerTexts()) expect(item).not.toMatch(/ - /);
    // The franchise examples come from the catalogue as it stands: a card for one franchise, and a list of up to
    // two from a category, whichever the page chose.
    const catalogue = liveCatalogue();
    const card = body.getByRole("link", { name: /^View / }).first();
    const cardText = (await card.textContent())?.trim();
    const shown = catalogue.find((franchise) => `View ${franchise.name}` === cardText);
    expect(shown, "the card shows a franchise of the catalogue").toBeDefined();
    await expect(card).toHaveAttribute("href", `/franchises/${shown!.slug}`);
    const list = body.locator("[data-franchise-list]");
    const category = await list.getAttribute("data-franchise-list");
    const inCategory = catalogue.filter((franchise) => franchise.categoryKey === category).length;
    await expect(list.getByRole("listitem")).toHaveCount(Math.min(2, inCategory));
    await expect(body.locator("[data-catalogue-range]").first()).toHaveText(/^£[\d,]+( to £[\d,]+)? |^nothing yet/);
    await expect(body.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", "/#contact");
    const figure = body.locator("figure img[alt^='Abstract illustration of rising bars']");
    await expect(figure).toHaveAttribute("srcset", /\.webp 400w/);
    // Two components render a table: CostTable and CareHourTable (the care-hour costing from the wage fact).
    await expect(body.getByRole("table")).toHaveCount(2);
    await expect(body.getByRole("link", { name: /^Watch: An example video/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    );
  });

  test("inline code shows as the code alone, without the backticks that wrote it", async ({ page }) => {
    await page.goto(REFERENCE);
    const code = page.locator(".prose :not(pre) > code").first();
    await expect(code).toBeVisible();
    for (const side of ["::before", "::after"]) {
      const content = await code.evaluate((node, pseudo) => getComputedStyle(node, pseudo).content, side);
      expect(content).not.toContain("`");
    }
  });

  test("ships no JavaScript and asks no other site for anything until a video link is followed", async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
    });
    await expectNoJavaScriptDownloads(page, REFERENCE);
    await page.locator("figure").last().scrollIntoViewIfNeeded();
    await pageIdle(page);
    expect(foreign).toEqual([]);
  });

  test("a cost table scrolls inside its own box on a phone, not the page @phone-only", async ({ page }) => {
    await page.goto(REFERENCE);
    const region = page.getByRole("region", { name: "Example start-up costs" });
    await region.scrollIntoViewIfNeeded();
    const { scrollWidth, clientWidth } = await region.evaluate((node) => ({
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });
});
