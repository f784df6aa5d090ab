// "What can I afford?": the GET form and server-rendered answer without JavaScript, bad input, and the live
// update with JavaScript, which must not load any script before the visitor reaches for the form.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts, pageSettled } from "./fixtures";
import { liveCatalogue } from "./directory-data";
import {
  affordableRange,
  budgetFit,
  budgetFitWords,
  fitHeading,
  franchiseFitsBudget,
  type BudgetCandidate,
} from "../../src/lib/decide/affordability";
import { formatGbp, formatGbpRange } from "../../src/lib/ui/format";
import { readFranchiseFiles } from "../../src/lib/content/content-readers";

const catalogue = liveCatalogue();
// Each network's track record and the range's note, which the directory's entries leave out, decide the answer.
const records = new Map(
  readFranchiseFiles()
    .map(({ data }) => data)
    .map(({ slug, investmentRange, franchisingInUkSince, tradingFranchisees }) => [
      slug,
      { investmentRange, franchisingInUkSince, tradingFranchisees },
    ]),
);
const candidate = (slug: string): BudgetCandidate => records.get(slug)!;
const fitting = (cash: number) => catalogue.filter((franchise) => franchiseFitsBudget(candidate(franchise.slug), cash));
const FIT_TEXT: Record<string, string> = {
  "whole-range": "Fits across its range",
  "entry-level": "Fits at its entry level only",
  "before-working-capital": "Within reach before working capital",
};

const result = (page: Page) => page.locator("#affordability-result");
const cashField = (page: Page) => page.getByRole("textbox", { name: /Cash you could put in/ });

test.describe("affordability without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid figure shows the range and exactly the franchises that fit", async ({ page }) => {
    // The cheapest entry cost, so at least one franchise fits whatever the catalogue holds.
    const cash = Math.max(...catalogue.map((franchise) => franchise.investmentRange.min));
    const scripts = trackScripts(page);
    const response = await page.goto(`/affordability?cash=${cash}`);
    expect(response?.status()).toBe(200);
    // An answer carrying the visitor's cash figure is never kept by a CDN or other shared cache.
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    const range = affordableRange(cash).range;
    await expect(result(page)).toContainText(`With ${formatGbp(cash)} of your own`);
    await expect(result(page)).toContainText(formatGbpRange(range));
    const expected = fitting(cash);
    // A range that leaves out working capital is counted apart, never as a fit.
    const beforeWorkingCapital = expected.filter(
      (franchise) => budgetFit(candidate(franchise.slug), cash) === "before-working-capital",
    ).length;
    await expect(result(page).getByRole("heading", { level: 2 }).nth(1)).toHaveText(
      fitHeading({ withinReach: expected.length - beforeWorkingCapital, beforeWorkingCapital }),
    );
    const listed = await result(page).locator("li a").allInnerTexts();
    expect(listed.length).toBe(Math.min(12, expected.length));
    for (const name of listed) expect(expected.map((franchise) => franchise.name)).toContain(name);
    await expect(result(page).getByRole("link", { name: /in the directory/ })).toHaveAttribute(
      "href",
      `/franchises/search?budget=${cash}`,
    );
    await expect(page.getByText("Guidance, not financial advice", { exact: true })).toBeVisible();
    await expect(page.getByText(/70%/).first()).toBeVisible();
    // Each figure says what it rests on: a dated source, or "Basis:".
    const citations = await page.locator("#assumptions-heading + dl dd").allInnerTexts();
    expect(citations.filter((text) => /^(Source|Basis):/.test(text)).length).toBeGreaterThan(0);
    expect(scripts).toEqual([]);
  });

  test("each franchise listed says whether the figure covers its whole range or its entry level only", async ({
    page,
  }) => {
    // A figure between the cheapest entry cost and the dearest top end, so the two kinds can both appear.
    const cash = Math.max(...catalogue.map((franchise) => franchise.investmentRange.min));
    await page.goto(`/affordability?cash=${cash}`);
    const cards = result(page).locator('[aria-labelledby="in-range-heading"]').getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(0);
    const slugOf = (name: string) => catalogue.find((entry) => entry.name === name)!.slug;
    const fits = [];
    for (const card of await cards.all()) {
      const franchise = candidate(slugOf(await card.getByRole("link").innerText()));
      const fit = budgetFit(franchise, cash);
      fits.push(fit);
      await expect(card.locator("[data-fit]")).toHaveAttribute("data-fit", fit);
      await expect(card).toContainText(budgetFitWords(franchise, cash));
      // A range's note (e.g. "excluding working capital") stands beside its figures.
      await expect(card).toContainText(formatGbpRange(franchise.investmentRange));
    }
    // Whole-range fits come first, working capital still to add last.
    const order = Object.keys(FIT_TEXT);
    expect(fits).toEqual([...fits].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const all = fitting(cash).map((franchise) => budgetFit(candidate(franchise.slug), cash));
    const count = (kind: string) => all.filter((fit) => fit === kind).length;
    await expect(result(page).getByTestId("fit-summary")).toContainText(
      `${count("whole-range")} across their whole investment range; ${count("entry-level")} at their entry level only`,
    );
    if (count("before-working-capital") > 0)
      await expect(result(page).getByTestId("fit-summary")).toContainText(
        `${count("before-working-capital")} before working capital`,
      );
  });

  test("on a phone, the result says it is guidance right under its heading", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/affordability?cash=40000");
    const heading = result(page).getByRole("heading", { level: 2 }).first();
    const note = result(page).getByTestId("advice-note");
    await expect(note).toBeVisible();
    await expect(note).toHaveText("Guidance, not financial advice.");
    const [headingBox, noteBox] = [await heading.boundingBox(), await note.boundingBox()];
    expect(noteBox!.y).toBeGreaterThan(headingBox!.y);
    expect(noteBox!.y - (headingBox!.y + headingBox!.height)).toBeLessThan(20);
  });

  test("the form submits by GET and keeps what was typed", async ({ page }) => {
    await page.goto("/affordability");
    await expect(result(page)).toContainText("Enter a figure above");
    await cashField(page).fill("£30k");
    await page.getByRole("button", { name: "Work it out" }).click();
    await expect(page).toHaveURL(/\/affordability\?cash=%C2%A330k$/);
    await expect(cashField(page)).toHaveValue("£30k");
    await expect(result(page)).toContainText("With £30,000 of your own");
  });

  test("edge figures: pence, grouping and the bounds", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(`/affordability?cash=${encodeURIComponent("12,500.50")}`);
    await expect(result(page)).toContainText("With £12,500 of your own");
    await page.goto("/affordability?cash=1000");
    await expect(result(page)).toContainText("With £1,000 of your own");
    await page.goto("/affordability?cash=10000000");
    await expect(result(page)).toContainText("With £10,000,000 of your own");
  });

  for (const [raw, message] of [
    ["abc", /using digits/],
    ["-5000", /cannot be negative/],
    ["12,5", /full stop/],
    ["999999999999", /more than this calculator/],
    ["50", /at least £1,000/],
    ["%E2%82%AC%00%FF", /using digits/],
  ] as const) {
    test(`bad input "${raw}" gets a clear message, never an error page`, { tag: "@any-width" }, async ({ page }) => {
      const response = await page.goto(`/affordability?cash=${raw.startsWith("%") ? raw : encodeURIComponent(raw)}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("#cash-error")).toHaveText(message);
      await expect(cashField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(cashField(page)).toHaveAttribute("aria-describedby", /cash-error/);
    });
  }
});

test.describe("affordability with JavaScript", () => {
  test("loads no script until the visitor reaches for the field, then updates as they type", async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto("/affordability", { waitUntil: "networkidle" });
    // No script at load (the listener is a few inline bytes); the updater is fetched on first focus.
    expect(scripts).toEqual([]);
    await cashField(page).click();
    await expect.poll(() => scripts.length).toBe(1);
    await cashField(page).pressSequentially("45000", { delay: 30 });
    await expect(result(page)).toContainText("With £45,000 of your own");
    await expect(page).toHaveURL(/cash=45000/);
    await cashField(page).fill("oops");
    await expect(page.locator("#cash-error")).toHaveText(/using digits/);
    await expect(cashField(page)).toHaveAttribute("aria-invalid", "true");
    // The last valid figure is kept for the enquiry form's liquid-cash band.
    expect(await page.evaluate(() => sessionStorage.getItem("fa:affordability-cash"))).toBe("45000");
    // For this visit only: nothing is left behind in the browser's lasting storage.
    expect(await page.evaluate(() => localStorage.getItem("fa:affordability-cash"))).toBeNull();
  });

  test(
    "the calculator is indexed; each figure's result is noindex with the calculator as canonical",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/affordability");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/^index/);
      await page.goto("/affordability?cash=40000");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/affordability$/);
    },
  );

  test("figures typed while the updater is still on its way are not lost", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/affordability-live-entry[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/affordability", { waitUntil: "networkidle" });
    await cashField(page).pressSequentially("52000", { delay: 20 });
    await pageSettled(page);
    await expect(result(page)).not.toContainText("£52,000");
    release();
    await expect(result(page)).toContainText("With £52,000 of your own");
  });

  for (const path of ["/affordability", "/affordability?cash=40000", "/affordability?cash=abc"]) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
