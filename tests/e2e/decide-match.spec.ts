// "Find my franchise" (/match), with JavaScript off and on: the bare tool page, a typical answer ranked with
// reasons, an empty one, a contradictory one (nothing fits, or what differs), hostile queries (never a 5xx), and
// the Save, Compare and Enquire actions. Expectations are worked out from the content files with the same
// src/lib rules the page uses, so they hold whatever franchises exist.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, trackScripts } from "./fixtures";
import {
  readFranchiseCategories,
  readFranchiseFiles,
  readLocationFiles,
  readPostcodeAreas,
} from "../../src/lib/content/content-readers";
import { readMatchAnswers } from "../../src/lib/decide/match-answers";
import { rankMatches, type MatchCandidate } from "../../src/lib/decide/match";
import { nationOf } from "../../src/lib/locations/location-tree";

const categories = readFranchiseCategories().map(({ id, name }) => ({ key: id, name }));
const locations = readLocationFiles().map(({ data }) => data);
const names = new Map(locations.map((location) => [location.slug, location.name]));
const catalogue: MatchCandidate[] = readFranchiseFiles().map(({ data: entry }) => ({
  ...entry,
  categoryKey: entry.category,
  categoryName: categories.find((category) => category.key === entry.category)!.name,
  territories: entry.territories.map((slug) => ({ slug, name: names.get(slug)! })),
}));

const postcodeAreas = readPostcodeAreas().map((area) => ({
  area: area.id,
  postTown: area.postTown,
  locations: area.locations,
  districts: area.districts ?? [],
}));

/** What the page should answer for a query, by the page's own rules. */
const expected = (query: string) =>
  rankMatches(
    catalogue,
    readMatchAnswers(new URLSearchParams(query), { categories, locations, postcodeAreas }).answers,
  );

const LIST_LIMIT = 10;
const results = (page: Page) => page.getByTestId("match-results").getByTestId("match-result");

async function expectEveryResultHasReasons(page: Page, testId: string) {
  const items = page.getByTestId(testId).getByTestId("match-result");
  for (const item of await items.all()) {
    expect(await item.locator("ul > li[data-kind]").count()).toBeGreaterThan(0);
  }
}

// The nation with the fewest franchises listing a territory in it, and the cheapest entry cash of all: together
// the most contradictory answer the content allows.
const nations = locations.filter((location) => location.type === "region");
const scarcest = nations
  .map((nation) => ({ nation, count: expected(`area=${nation.slug}`).results.length }))
  .sort((a, b) => a.count - b.count)[0].nation;

// One postcode district per nation from the data: an area whose places all lie in that nation.
const nationPostcodes = nations.flatMap((nation) => {
  const area = postcodeAreas.find((candidate) =>
    candidate.locations.every((slug) => nationOf(slug, locations)?.slug === nation.slug),
  );
  if (!area) return [];
  const outward = area.districts[0]?.codes[0].split("-")[0] ?? `${area.area}1`;
  return [{ nation, outward }];
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`/match with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the bare page is the indexable tool: at most eight questions, no script, axe clean with JavaScript", async ({
      page,
    }) => {
      const scripts = trackScripts(page);
      const response = await page.goto("/match");
      expect(response?.status()).toBe(200);
      expect(response!.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).not.toContain("noindex");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/match$/);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      const form = page.locator("form#match-form");
      await expect(form).toHaveAttribute("method", "get");
      const questions = await form.locator(":scope > div > label, :scope > fieldset > legend").allInnerTexts();
      expect(questions.length).toBeGreaterThan(0);
      expect(questions.length).toBeLessThanOrEqual(8);
      await expect(page.getByTestId("match-answer")).toHaveCount(0);
      // axe runs inside the page, so it needs JavaScript on; the page itself loads none either way.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      expect(scripts).toEqual([]);
    });

    test("a typical answer, typed into the form, ranks franchises best first, each with reasons", async ({ page }) => {
      await page.goto("/match");
      await page.getByLabel(/Cash you could put in/).fill("40,000");
      await page.getByLabel("How you want to work").selectOption("owner-operator");
      await page.getByRole("radio", { name: "From home or a van" }).check();
      await page.getByLabel("How many people you would employ").selectOption("1-5");
      await page.getByRole("checkbox", { name: "None of these yet" }).check();
      await page.getByRole("button", { name: "Show my matches" }).click();
      await page.waitForURL(/\/match\?/);
      const query = new URL(page.url()).search.slice(1);

      const outcome = expected(query);
      const top = outcome.results.slice(0, LIST_LIMIT).map((result) => result.franchise);
      await expect(results(page).locator("h3")).toHaveText(top.map((franchise) => franchise.name));
      await expectEveryResultHasReasons(page, "match-results");
      // The reasons name the visitor's own figure.
      await expect(results(page).first()).toContainText("£40,000");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/match$/);

      const compare = page.getByRole("link", { name: /^Compare the top/ });
      if (top.length >= 2) {
        await expect(compare).toHaveAttribute(
          "href",
          `/compare?f=${top
            .slice(0, 4)
            .map((franchise) => franchise.slug)
            .join(",")}`,
        );
      }
      // axe runs inside the page, so it needs JavaScript on; the page itself loads none either way.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    });

    test("Save and Enquire put the matches on the shortlist; Enquire then opens the enquiry form", async ({
      page,
      context,
    }) => {
      // A figure every entry level is within, so there are matches whatever the content.
      const query = "cash=5m";
      const top = expected(query)
        .results.slice(0, LIST_LIMIT)
        .map((result) => result.franchise);
      expect(top.length).toBeGreaterThan(0);
      await page.goto(`/match?${query}`);
      await page.getByRole("button", { name: /^Save / }).click();
      await page.waitForURL(/\/shortlist/);
      for (const franchise of top) {
        await expect(page.getByRole("link", { name: franchise.name, exact: true })).toBeVisible();
      }
      await context.clearCookies();
      await page.goto(`/match?${query}`);
      await page.getByRole("button", { name: /^Enquire about/ }).click();
      await page.waitForURL(/\/contact/);
      expect(new URL(page.url()).hash).toBe("#contact-panel-enquiry");
      const cookie = (await context.cookies()).find((candidate) => candidate.name === "fa_shortlist");
      expect(cookie?.value.split(".")).toEqual(top.map((franchise) => franchise.slug));
    });

    test("an empty answer asks for one, and lists nothing", { tag: "@any-width" }, async ({ page }) => {
      await page.goto("/match");
      await page.getByRole("button", { name: "Show my matches" }).click();
      await page.waitForURL(/\/match\?/);
      await expect(page.getByTestId("match-unanswered")).toBeVisible();
      await expect(page.getByTestId("match-result")).toHaveCount(0);
    });

    test(
      "a contradictory answer says what ruled most out and shows the nearest, or the misfits",
      { tag: "@any-width" },
      async ({ page }) => {
        const query = `cash=1000&area=${scarcest.slug}&staff=16%2B&base=home-or-van&work=alongside-job`;
        const outcome = expected(query);
        const response = await page.goto(`/match?${query}`);
        expect(response?.status()).toBe(200);
        if (outcome.results.length === 0) {
          await expect(page.getByTestId("match-nothing-fits")).toBeVisible();
          const most = outcome.mostExcluding === "budget" ? "Your cash figure" : "Your place";
          await expect(page.getByTestId("match-most-excluding")).toContainText(`${most} (`);
          await expect(page.getByTestId("match-most-excluding")).toContainText(
            `ruled out the most: ${outcome.excludedCounts[outcome.mostExcluding!]} of ${catalogue.length}`,
          );
          const nearest = outcome.excluded.slice(0, 3).map((result) => result.franchise.name);
          await expect(page.getByTestId("match-nearest").locator("h4")).toHaveText(nearest);
          await expectEveryResultHasReasons(page, "match-nearest");
          await expect(page.getByTestId("match-nearest").locator('li[data-kind="misfit"]').first()).toBeVisible();
        } else {
          await expectEveryResultHasReasons(page, "match-results");
        }
        // axe runs inside the page, so it needs JavaScript on; the page itself loads none either way.
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      },
    );

    test(
      "a postcode in each nation, typed in lower case with odd spacing, places the answer",
      { tag: "@any-width" },
      async ({ page }) => {
        expect(nationPostcodes.length).toBe(nations.length);
        for (const [index, { outward }] of nationPostcodes.entries()) {
          // Full codes and outward codes alike.
          const typed = index % 2 ? `  ${outward.toLowerCase()}   2ab ` : outward.toLowerCase();
          await page.goto("/match");
          await page.getByLabel("Postcode (or its first half)").fill(typed);
          await page.getByRole("button", { name: "Show my matches" }).click();
          await page.waitForURL(/\/match\?/);
          await expect(page.locator("#match-postcode-error")).toHaveCount(0);
          const outcome = expected(new URL(page.url()).search.slice(1));
          if (outcome.results.length > 0) {
            await expect(results(page).locator("h3")).toHaveText(
              outcome.results.slice(0, LIST_LIMIT).map((result) => result.franchise.name),
            );
            await expect(page.getByTestId("match-answer")).toContainText("confirmed by the franchisor");
            await expectEveryResultHasReasons(page, "match-results");
          } else {
            await expect(page.getByTestId("match-nothing-fits")).toBeVisible();
          }
        }
      },
    );

    test(
      "a garbage or non-UK postcode is refused with a message, never a server error",
      { tag: "@any-width" },
      async ({ page }) => {
        for (const bad of ["not a postcode", "90210", "D02 X285"]) {
          const response = await page.goto(`/match?postcode=${encodeURIComponent(bad)}`);
          expect(response?.status(), bad).toBe(200);
          await expect(page.locator("#match-postcode-error"), bad).toBeVisible();
          await expect(page.getByLabel("Postcode (or its first half)")).toHaveAttribute("aria-invalid", "true");
        }
      },
    );

    test(
      "hostile queries answer without a server error and without echoing markup",
      { tag: "@any-width" },
      async ({ page }) => {
        const hostile = [
          `cash=${"9".repeat(400)}`,
          "cash=1e308&staff=NaN&start=-1&work=%00",
          `${"sector=food-beverage&".repeat(300)}exp=sales`,
          "area=%C0%AF%FF&exp=%E2%80%AE&base=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
          "cash=%25%25&area=..%2F..%2Fetc%2Fpasswd&sector[]=x&sector=__proto__",
          `area=${"a".repeat(5000)}`,
          "cash=50000&cash=lots&work=part-time&work=managing-staff",
        ];
        for (const query of hostile) {
          const response = await page.goto(`/match?${query}`);
          expect(response?.status(), query).toBeLessThan(500);
          await expect(page.locator("h1")).toBeVisible();
          expect(await page.locator("main script").count(), query).toBe(0);
        }
      },
    );
  });
}
