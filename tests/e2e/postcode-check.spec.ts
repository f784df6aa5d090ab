// "Is my area available?" by postcode: the franchise page's GET form and the /area-check answer, with JavaScript
// off and on; the directory's `postcode` filter; the /locations postcode form; bad and hostile input. Expected
// answers come from the content files through the same pure module the pages use, never hard-coded places.
import type { Page } from "@playwright/test";
import { test, expect, axeViolations } from "./fixtures";
import { franchises, locations, postcodeAreas } from "../unit/content-files";
import {
  describeAvailability,
  describePlace,
  directoryLocationOf,
  lookUpPostcode,
  territoryAvailability,
  type PostcodeAreaData,
  type PostcodePlace,
} from "../../src/lib/locations/postcode";
import { ancestorsOf, type LocationNode } from "../../src/lib/locations/location-tree";

const allLocations: LocationNode[] = locations().map(({ slug, name, type, parent }) => ({ slug, name, type, parent }));
const areas: PostcodeAreaData[] = postcodeAreas().map((area) => ({
  area: area.id,
  postTown: area.postTown,
  locations: area.locations,
  districts: area.districts ?? [],
}));
const catalogue = franchises().sort((a, b) => a.slug.localeCompare(b.slug));
const franchise = catalogue[0]!;

/** The first district of the data that lies wholly in the given nation, as an outward code. */
function outwardCodeIn(nationSlug: string): string {
  for (const area of areas) {
    for (const district of area.districts) {
      const inNation = district.locations.every((slug) =>
        [slug, ...ancestorsOf(slug, allLocations).map((a) => a.slug)].includes(nationSlug),
      );
      if (inNation) return district.codes[0]!.split("-")[0]!;
    }
    const wholeArea = area.locations.every((slug) =>
      [slug, ...ancestorsOf(slug, allLocations).map((a) => a.slug)].includes(nationSlug),
    );
    if (wholeArea) return `${area.area}1`;
  }
  throw new Error(`no postcode district in ${nationSlug}`);
}

function placeOf(input: string): PostcodePlace {
  const lookup = lookUpPostcode(input, areas, allLocations);
  if (!lookup.ok) throw new Error(`${input}: ${lookup.message}`);
  return lookup.place;
}

const nations = allLocations.filter((location) => location.type === "region");
// Each nation's postcode typed three ways: a full code in lower case with odd spacing, and the outward code alone.
const typedForms = (outward: string) => [
  { typed: `  ${outward.toLowerCase()}   1aa `, label: "full, lower case, odd spacing" },
  { typed: `${outward}1AA`, label: "full, no space" },
  { typed: outward.toLowerCase(), label: "outward code" },
];

const postcodeField = (page: Page) => page.getByRole("textbox", { name: "Your postcode" });

async function checkFromFranchisePage(page: Page, typed: string) {
  await page.goto(`/franchises/${franchise.slug}`);
  await postcodeField(page).fill(typed);
  await page.getByRole("button", { name: "Check my area" }).click();
  await page.waitForURL(/\/area-check\?/);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`postcode check with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const nation of nations) {
      const outward = outwardCodeIn(nation.slug);
      for (const { typed, label } of typedForms(outward)) {
        test(`${nation.name}: ${label} (${JSON.stringify(typed)})`, { tag: "@any-width" }, async ({ page }) => {
          await checkFromFranchisePage(page, typed);
          const place = placeOf(typed);
          const result = page.getByRole("region", { name: /is in/ });
          await expect(result.getByRole("heading", { level: 2 })).toHaveText(
            `${place.postcode.text} is in ${describePlace(place, allLocations)}.`,
          );
          const availability = territoryAvailability(place, franchise.territories, allLocations);
          await expect(result).toContainText(describeAvailability(franchise.name, place, availability).headline);
          await expect(result).toContainText("Territory availability is confirmed by the franchisor.");
          await expect(result).not.toContainText(/\bfree\b|is available/i);
          // What was typed stays in the field.
          await expect(postcodeField(page)).toHaveValue(typed.slice(0, 16));
        });
      }
    }

    test("a postcode in a franchise's listed city says it lists a territory there", async ({ page }) => {
      // A franchise and one of its cities that some postcode district maps to alone (the data maps every city).
      const pairs = catalogue.flatMap((candidate) =>
        candidate.territories.flatMap((city) => {
          const district = areas.flatMap((area) => area.districts).find((d) => d.locations.join() === city);
          return district ? [{ candidate, city, code: district.codes[0]!.split("-")[0]! }] : [];
        }),
      );
      expect(pairs.length, "some franchise lists a city a postcode district maps to").toBeGreaterThan(0);
      const { candidate, city, code } = pairs[0]!;
      await page.goto(`/franchises/${candidate.slug}`);
      await postcodeField(page).fill(`${code} 2AB`);
      await page.getByRole("button", { name: "Check my area" }).click();
      await page.waitForURL(/\/area-check\?/);
      const cityName = allLocations.find((location) => location.slug === city)!.name;
      await expect(page.getByText(`${candidate.name} lists a territory in ${cityName}.`)).toBeVisible();
    });

    for (const { typed, message } of [
      { typed: "90210", message: /outside the UK/ },
      { typed: "GY1 1AA", message: /Crown dependency/ },
      { typed: "hello!!", message: /not a UK postcode/ },
      { typed: "QQ1 1AA", message: /not a UK postcode area/ },
    ]) {
      test(`refuses ${JSON.stringify(typed)} with a message, keeping what was typed`, async ({ page }) => {
        await checkFromFranchisePage(page, typed);
        const field = postcodeField(page);
        await expect(field).toHaveValue(typed);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        const errorId = (await field.getAttribute("aria-describedby"))!.split(" ").find((id) => id.endsWith("-error"))!;
        await expect(page.locator(`[id="${errorId}"]`)).toContainText(message);
        await expect(page.getByRole("region", { name: /is in/ })).toHaveCount(0);
      });
    }
  });
}

test.describe("postcode check pages", () => {
  test("the answer is noindex, never kept by a shared cache (it carries a postcode), and axe-clean", async ({
    page,
  }) => {
    const response = await page.goto(`/area-check?franchise=${franchise.slug}&postcode=${outwardCodeIn("england")}`);
    expect(response?.status()).toBe(200);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/franchises/${franchise.slug}$`),
    );
    expect(await page.locator("script[src]").count(), "the answer loads no script").toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/area-check?franchise=${franchise.slug}&postcode=nonsense`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the franchise page's form is axe-clean", async ({ page }) => {
    await page.goto(`/franchises/${franchise.slug}`);
    await expect(page.getByRole("heading", { name: "Is my area available?" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("markup typed into the form comes back as text, never as markup", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/area-check?postcode=%3Cscript%3Ealert(1)%3C%2Fscript%3E&franchise=%3Cimg%20src%3Dx%3E");
    expect(await page.locator("script").filter({ hasText: "alert(1)" }).count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expect(postcodeField(page)).toHaveValue("<script>alert(1)".slice(0, 16));
    await expect(page.getByText("We don't list a franchise “<img src=x>”")).toBeVisible();
  });

  test("no hostile input gets a 5xx", { tag: "@any-width" }, async ({ request }) => {
    const hostile = [
      "postcode=%00%ff%fe",
      "postcode=" + "A".repeat(5000),
      "postcode=%3Cscript%3Ealert(1)%3C%2Fscript%3E&franchise=%3Cimg%20src%3Dx%3E",
      "postcode=LS6&postcode=EH1&franchise=a&franchise=b",
      "franchise=../../etc/passwd&postcode=SW1A%201AA",
      "postcode=%E2%80%AE%F0%9F%92%A9",
      "postcode",
      "",
    ];
    for (const query of hostile) {
      const response = await request.get(`/area-check?${query}`);
      expect(response.status(), query).toBeLessThan(500);
      const search = await request.get(`/franchises/search?${query}`);
      expect(search.status(), `search ${query}`).toBeLessThan(500);
    }
  });

  test("the directory filters by a postcode's place", { tag: "@any-width" }, async ({ page }) => {
    const typed = `${outwardCodeIn("england")} 2AB`;
    const place = placeOf(typed);
    const location = directoryLocationOf(place);
    const response = await page.goto(`/franchises/search?postcode=${encodeURIComponent(typed)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("note")).toContainText(`${place.postcode.text} is in`);
    await expect(page.getByRole("combobox", { name: /location/i })).toHaveValue(location.slug);
    const byLocation = await page.request.get(`/franchises/search?location=${location.slug}`);
    const cardsOf = (html: string) => [...html.matchAll(/href="\/franchises\/([a-z0-9-]+)"/g)].map((m) => m[1]).sort();
    expect(cardsOf(await page.content())).toEqual(cardsOf(await byLocation.text()));
  });

  test.describe("the /locations postcode form, JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("leads to the postcode's place", async ({ page }) => {
      const typed = outwardCodeIn("scotland");
      await page.goto("/locations");
      await page.getByRole("textbox", { name: "Your postcode" }).fill(typed);
      await page.getByRole("button", { name: "Check my area" }).click();
      await page.waitForURL(/\/area-check\?/);
      const place = placeOf(typed);
      await expect(page.getByRole("heading", { level: 2, name: /is in/ })).toHaveText(
        `${place.postcode.text} is in ${describePlace(place, allLocations)}.`,
      );
      const main = directoryLocationOf(place);
      await expect(page.getByRole("link", { name: `Franchising in ${main.name}` })).toHaveAttribute(
        "href",
        `/locations/${main.slug}`,
      );
    });
  });
});
