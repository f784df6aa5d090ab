// "What can I afford?": the GET form and server-rendered answer without JavaScript, bad input, and the live
// update with JavaScript, which must not load any script before the visitor reaches for the form.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts, pageSettled, gotoIdle } from "./fixtures";
import { liveCatalogue } from "./directory-data";
import { affordableRange, budgetFit, fitHeading, franchiseFitsBudget } from "../../src/lib/decide/affordability";
import { loanAnswer, loanVerdictWords, type LoanCandidate } from "../../src/lib/decide/loan-answer";
import { formatGbp, formatGbpRange } from "../../src/lib/ui/format";
import { affordability } from "../../src/config/affordability";
import { readFranchiseFiles } from "../../src/lib/content/content-readers";

const catalogue = liveCatalogue();
// Each network's track record and the range's note, which the directory's entries leave out, decide the answer.
const records = new Map(
  readFranchiseFiles()
    .map(({ data }) => data)
    .map(({ slug, investmentRange, franchisingInUkSince, tradingFranchisees, terms }) => [
      slug,
      { investmentRange, franchisingInUkSince, tradingFranchisees, terms },
    ]),
);
const candidate = (slug: string): LoanCandidate => records.get(slug)!;
const fitting = (cash: number) => catalogue.filter((franchise) => franchiseFitsBudget(candidate(franchise.slug), cash));

const result = (page: Page) => page.locator("#affordability-result");
const cashField = (page: Page) => page.getByRole("textbox", { name: /Cash you could put in/ });
const incomeField = (page: Page) => page.getByRole("textbox", { name: /Monthly income/ });

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
    expect(listed.length).toBe(Math.min(affordability.listLimit, expected.length));
    for (const name of listed) expect(expected.map((franchise) => franchise.name)).toContain(name);
    await expect(result(page).getByRole("link", { name: /in the directory/ })).toHaveAttribute(
      "href",
      `/franchises/search?budget=${cash}`,
    );
    await expect(page.getByText("Guidance, not financial advice", { exact: true })).toBeVisible();
    // The established network's share as the page states it, whatever the owner's settings say.
    const share = `${Math.round(affordability.lenderShareEstablished.value * 100)}%`;
    await expect(page.getByText(share).first()).toBeVisible();
    // Each figure says what it rests on: a dated source, or "Basis:".
    const citations = await page.locator("#assumptions-heading + dl dd").allInnerTexts();
    expect(citations.filter((text) => /^(Source|Basis):/.test(text)).length).toBeGreaterThan(0);
    expect(scripts).toEqual([]);
  });

  for (const monthlyIncome of [undefined, 1_800]) {
    test(`each franchise listed says whether it fits, and why not, ${monthlyIncome ? "with" : "without"} an income`, async ({
      page,
    }) => {
      // A figure between the cheapest entry cost and the dearest top end, so the kinds can all appear.
      const cash = Math.max(...catalogue.map((franchise) => franchise.investmentRange.min));
      await page.goto(`/affordability?cash=${cash}${monthlyIncome ? `&income=${monthlyIncome}` : ""}`);
      const cards = result(page).locator('[aria-labelledby="in-range-heading"]').getByRole("listitem");
      expect(await cards.count()).toBeGreaterThan(0);
      const slugOf = (name: string) => catalogue.find((entry) => entry.name === name)!.slug;
      const ranks = [];
      for (const card of await cards.all()) {
        const franchise = candidate(slugOf(await card.getByRole("link").innerText()));
        const answer = loanAnswer(franchise, { cash, monthlyIncome });
        ranks.push(
          ["fits", "income-needed", "repayment-too-high", "cash-short", "working-capital-unknown"].indexOf(
            answer.verdict,
          ),
        );
        await expect(card.locator("[data-fit]")).toHaveAttribute("data-fit", budgetFit(franchise, cash));
        await expect(card.locator("[data-verdict]")).toHaveAttribute("data-verdict", answer.verdict);
        await expect(card).toContainText(loanVerdictWords(answer));
        // "Fits" only when the loan was weighed against an income and every part held.
        if (monthlyIncome === undefined) await expect(card.locator("[data-verdict]")).not.toContainText(/^Fits/);
        await expect(card).toContainText(`Loan about ${formatGbp(answer.entry.loan)}`);
        await expect(card).toContainText(`about ${formatGbp(answer.entry.monthlyRepayment)} a month`);
        if (answer.entry.needsSecurity) await expect(card).toContainText("Security likely");
        // A range's note (e.g. "excluding working capital") stands beside its figures.
        await expect(card).toContainText(formatGbpRange(franchise.investmentRange));
      }
      // Fits come first, working capital not disclosed last.
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const all = fitting(cash).map((franchise) => budgetFit(candidate(franchise.slug), cash));
      const count = (kind: string) => all.filter((fit) => fit === kind).length;
      await expect(result(page).getByTestId("fit-summary")).toContainText(
        `${count("whole-range")} across their whole investment range; ${count("entry-level")} at their entry level only`,
      );
      if (count("before-working-capital") > 0)
        await expect(result(page).getByTestId("fit-summary")).toContainText(
          `${count("before-working-capital")} before working capital`,
        );
      const fitsCount = fitting(cash).filter(
        (franchise) => loanAnswer(candidate(franchise.slug), { cash, monthlyIncome }).verdict === "fits",
      ).length;
      await expect(result(page).getByTestId("repayment-limit")).toContainText(
        monthlyIncome === undefined ? "Add your monthly income" : `${fitsCount} of these franchises fit on every count`,
      );
    });
  }

  test(
    "a monthly income it cannot read gets its own message and keeps both figures",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/affordability?cash=30000&income=lots");
      await expect(page.locator("#income-error")).toHaveText(/monthly income in pounds/);
      await expect(incomeField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(incomeField(page)).toHaveAttribute("aria-describedby", /income-error/);
      await expect(incomeField(page)).toHaveValue("lots");
      await expect(cashField(page)).toHaveValue("30000");
      // The cash answer still stands; without a readable income nothing is called a fit.
      await expect(result(page)).toContainText("With £30,000 of your own");
      await expect(result(page).locator('[data-verdict="fits"]')).toHaveCount(0);
    },
  );

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
    // The form sends both fields; an empty income is no income.
    await expect(page).toHaveURL(/\/affordability\?cash=%C2%A330k&income=$/);
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
    await gotoIdle(page, "/affordability");
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
    // The income updates the answer too, and travels with the cash figure.
    await cashField(page).fill("45000");
    await incomeField(page).fill("3000");
    await expect(result(page).getByTestId("repayment-limit")).toContainText("With £3,000 a month");
    await expect(page).toHaveURL(/cash=45000&income=3000$/);
    await incomeField(page).fill("");
    await expect(result(page).getByTestId("repayment-limit")).toContainText("Add your monthly income");
    await expect(page).toHaveURL(/cash=45000$/);
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
    await gotoIdle(page, "/affordability");
    await cashField(page).pressSequentially("52000", { delay: 20 });
    await pageSettled(page);
    await expect(result(page)).not.toContainText("£52,000");
    release();
    await expect(result(page)).toContainText("With £52,000 of your own");
  });

  for (const path of [
    "/affordability",
    "/affordability?cash=40000",
    "/affordability?cash=40000&income=2500",
    "/affordability?cash=abc&income=x",
  ]) {
    test(`${path} passes axe`, { tag: "@each-width" }, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
