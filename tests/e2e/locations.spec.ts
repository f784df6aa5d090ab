import { readFranchiseFiles, readLocationFiles, type LocationData } from "../../src/lib/content/content-readers";
import type { Page } from "@playwright/test";
import { test, expect, axeViolations, expectNoJavaScriptDownloads } from "./fixtures";
import { claims, site } from "../../src/config/site";

// Expected values come straight from the content files (parsed with the collections' schemas), so the tests follow
// the data an editor changes.
const locations = readLocationFiles().map(({ data }) => data);
const franchises = readFranchiseFiles()
  .map(({ data }) => data)
  .sort((a, b) => Number(a.id) - Number(b.id));
const bySlug = (slug: string) => {
  const location = locations.find((candidate) => candidate.slug === slug);
  if (!location) throw new Error(`no location ${slug}`);
  return location;
};
/** Cities at or below a location, following parents upward from every city. */
const citiesWithin = (slug: string) =>
  locations
    .filter((place) => place.type === "city")
    .filter((city) => {
      for (
        let current: LocationData | undefined = city;
        current;
        current = current.parent ? bySlug(current.parent) : undefined
      ) {
        if (current.slug === slug) return true;
      }
      return false;
    })
    .map((city) => city.slug);
const localFranchiseNames = (slug: string) => {
  const cities = new Set(citiesWithin(slug));
  return franchises.filter((franchise) => franchise.territories.some((t) => cities.has(t))).map((f) => f.name);
};
/** What a place's franchise grid shows: its local franchises, else the whole catalogue marked nationwide. */
const gridFor = (slug: string) => {
  const local = localFranchiseNames(slug);
  return local.length
    ? { scope: "local", names: local.slice(0, 12) }
    : { scope: "nationwide", names: franchises.map((f) => f.name).slice(0, 12) };
};
/** Checks a place's franchise grid against gridFor. */
async function expectGrid(page: Page, slug: string) {
  const { scope, names } = gridFor(slug);
  await expect(franchiseGrid(page)).toHaveAttribute("data-franchise-scope", scope);
  await expect(franchiseGrid(page).getByRole("heading", { level: 3 })).toHaveText(names);
}
const firstWords = (text: string, count = 8) => text.replace(/\s+/g, " ").trim().split(" ").slice(0, count).join(" ");

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search for your city, county or region" });
const resultCards = (page: Page) => page.getByRole("region", { name: "Search results" }).getByRole("listitem");
const franchiseGrid = (page: Page) => page.locator("section[data-franchise-scope]");

async function jsonLdGraph(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => (JSON.parse(text) as { "@graph": Record<string, unknown>[] })["@graph"]);
}

test.describe("location directory", () => {
  test("shows Major Cities with populations, Counties by nation, UK Regions and the call to action", async ({
    page,
  }) => {
    await page.goto("/locations");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cities = page.getByRole("region", { name: "Major Cities" });
    const london = cities
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "London", exact: true }) });
    await expect(london).toContainText("8.9 million");
    await expect(cities.getByRole("listitem").first()).toContainText("London");
    await expect(cities.getByRole("listitem")).toHaveCount(locations.filter((l) => l.type === "city").length);

    const counties = page.getByRole("region", { name: "Counties" });
    await expect(counties.getByRole("heading", { level: 3 })).toHaveText([
      /England \(\d+\)/,
      /Scotland \(\d+\)/,
      /Wales \(\d+\)/,
      /Northern Ireland \(\d+\)/,
    ]);
    await expect(counties.getByRole("link", { name: "Tyrone", exact: true })).toHaveAttribute(
      "href",
      "/locations/tyrone",
    );

    const regions = page.getByRole("region", { name: "UK Regions" });
    await expect(regions.getByRole("heading", { level: 3 })).toHaveText([
      "England",
      "Scotland",
      "Wales",
      "Northern Ireland",
    ]);

    const cta = page.getByRole("region", { name: "Can't Find Your Location?" });
    await expect(cta.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute("href", "/contact");
    await expect(
      cta.getByRole("link", { name: new RegExp(`Call ${site.phone.display}`.replace(/\s/g, "\\s")) }),
    ).toHaveAttribute("href", `tel:${site.phone.e164}`);
  });

  test("links to every location page", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/locations");
    const hrefs = await page
      .getByRole("main")
      .locator('a[href^="/locations/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(locations.map((location) => `/locations/${location.slug}`)));
  });

  test("search shows matching cards, case-insensitively, and hides the sections", async ({ page }) => {
    await page.goto("/locations");
    await searchBox(page).fill("MANCHESTER");
    await expect(page.getByRole("status")).toHaveText("2 locations match “MANCHESTER”.");
    await expect(page.getByRole("heading", { name: "Major Cities" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Can't Find Your Location?" })).toBeHidden();
    await expect(resultCards(page)).toHaveCount(2);

    const city = resultCards(page).filter({ has: page.getByRole("heading", { name: "Manchester", exact: true }) });
    await expect(city).toContainText("City");
    await expect(city).toContainText(firstWords(bySlug("manchester").description, 5));
    await expect(city.getByRole("link", { name: /View Location/ })).toHaveAttribute("href", "/locations/manchester");
    const county = resultCards(page).filter({ has: page.getByRole("heading", { name: "Greater Manchester" }) });
    await expect(county).toContainText("County");

    await searchBox(page).fill("man");
    await expect(resultCards(page).getByRole("heading")).toHaveText([
      "Clackmannanshire",
      "Fermanagh",
      "Greater Manchester",
      "Manchester",
    ]);

    await searchBox(page).fill("wales");
    await expect(resultCards(page).first()).toContainText("Nation");
    await resultCards(page)
      .first()
      .getByRole("link", { name: /View Location/ })
      .click();
    await expect(page).toHaveURL(/\/locations\/wales$/);
  });

  test("search tells the visitor when nothing matches, and an empty query brings the sections back", async ({
    page,
  }) => {
    await page.goto("/locations");
    await expect(searchBox(page)).toBeEnabled();
    await searchBox(page).pressSequentially("zzq");
    await expect(page.getByText("No locations found matching your search.")).toBeVisible();
    await expect(resultCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Counties", exact: true })).toBeHidden();

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Major Cities" })).toBeVisible();
    await expect(page.getByText("No locations found matching your search.")).toBeHidden();

    await searchBox(page).fill("bath");
    await expect(resultCards(page)).toHaveCount(1);
    await searchBox(page).fill("   ");
    await expect(resultCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "UK Regions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Can't Find Your Location?" })).toBeVisible();
  });

  test("works from the keyboard: type, Tab to a result, Enter to open it; Escape clears the box", async ({ page }) => {
    await page.goto("/locations");
    await expect(searchBox(page)).toBeEnabled();
    await searchBox(page).focus();
    await page.keyboard.type("york");
    await expect(resultCards(page)).toHaveCount(5);
    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Major Cities" })).toBeVisible();

    await page.keyboard.type("bath");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^View Location\s*: Bath \(City\)$/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/locations\/bath$/);
  });

  test("Cardiff the city and Cardiff the county are both found and told apart", async ({ page }) => {
    await page.goto("/locations");
    await searchBox(page).fill("cardiff");
    await expect(resultCards(page)).toHaveCount(2);
    await expect(resultCards(page).nth(0).getByRole("link")).toHaveAttribute("href", "/locations/cardiff");
    await expect(resultCards(page).nth(0)).toContainText("City");
    await expect(resultCards(page).nth(1).getByRole("link")).toHaveAttribute("href", "/locations/cardiff-county");
    await expect(resultCards(page).nth(1)).toContainText("County");
  });

  test(
    "has no accessibility violations, with sections, results and no results",
    { tag: "@each-width" },
    async ({ page }) => {
      await page.goto("/locations");
      await expect(searchBox(page)).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      await searchBox(page).fill("shire");
      await expect(resultCards(page).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await searchBox(page).fill("nowhere at all");
      await expect(page.getByText("No locations found matching your search.")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

test.describe("location directory without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain listing of every location, with the search box switched off", async ({ page }) => {
    await page.goto("/locations");
    await expect(page.getByRole("heading", { name: "Major Cities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "UK Regions" })).toBeVisible();
    await expect(searchBox(page)).toBeDisabled();
    await expect(page.getByRole("main").getByRole("link", { name: "Fermanagh", exact: true })).toBeVisible();
  });
});

test.describe("location pages", () => {
  test("a hero description written in paragraphs shows as paragraphs", async ({ page }) => {
    // Whichever location an editor broke into paragraphs with a blank line (the YAML keeps it as a line break).
    const written = locations.find((place) => place.description.trim().includes("\n"));
    test.skip(!written, "no location description has paragraphs");
    await page.goto(`/locations/${written!.slug}`);
    const expected = written!.description
      .split(/\n\s*/)
      .map((text) => text.trim())
      .filter(Boolean);
    const hero = page.getByRole("main").locator("section").first();
    for (const paragraph of expected)
      await expect(hero.locator("p", { hasText: firstWords(paragraph, 10) })).toHaveCount(1);
    expect(expected.length).toBeGreaterThan(1);
  });

  test("a city page has everything the spec lists", async ({ page }) => {
    const manchester = bySlug("manchester");
    await page.goto("/locations/manchester");

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Locations"]);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("Manchester");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Franchise Advisor Manchester");
    const hero = page.getByRole("main").locator("section").first();
    await expect(hero.getByText("City", { exact: true }).first()).toBeVisible();
    await expect(hero).toContainText(firstWords(manchester.description, 12));
    await expect(hero.getByRole("link", { name: "Free Consultation" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Get Expert Advice" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Greater Manchester" })).toHaveAttribute(
      "href",
      "/locations/greater-manchester",
    );
    // The places it is in read as a list: no space before a comma, none inside a link.
    const placedIn = hero.locator("p").filter({ has: page.getByRole("link", { name: "Greater Manchester" }) });
    expect(await placedIn.innerText()).not.toMatch(/\s,/);
    for (const link of await placedIn.getByRole("link").allTextContents()) expect(link).toBe(link.trim());

    const services = page.getByRole("region", { name: "How we help in Manchester" });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Franchise Advisor",
      "Franchise Broker",
      "Business Coaching",
    ]);
    expect(
      await services.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/services/franchise-advisor-services",
      "/services/franchise-broker-consultation",
      "/services/business-coaching",
    ]);

    const reasons = page.getByRole("region", { name: "Why choose us in Manchester" });
    // The spec's five reasons; the experience and accreditation claims read as the register of claims states them.
    await expect(reasons.getByRole("heading", { level: 3 })).toHaveText([
      // The firm's accreditation, never each adviser's (issue 49).
      ...(claims.accreditation ? ["An accredited firm"] : []),
      claims.figures.years!.text,
      "Local research",
      "Free initial consultation",
      "Ongoing support",
    ]);
    const process = page.getByRole("region", { name: "Our five-step process" });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Free consultation call",
      "Step 2: Franchise matching",
      "Step 3: Due diligence support",
      "Step 4: Funding assistance",
      "Step 5: Launch support",
    ]);
    await expect(process.getByRole("link", { name: "Book Your Free Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(process.getByRole("link", { name: "First Franchise Buying Guide" })).toHaveAttribute(
      "href",
      "/blog/how-to-buy-your-first-franchise-uk",
    );

    const related = page.getByRole("region", { name: "Explore around Manchester" });
    await expect(related.getByRole("link", { name: "England" })).toHaveAttribute("href", "/locations/england");
    await expect(related.getByRole("link", { name: "Leeds" })).toHaveAttribute("href", "/locations/leeds");
  });

  test("the franchise grid of a city shows the franchises with a territory there, with their facts", async ({
    page,
  }) => {
    // A city where the first franchise of the catalogue has a territory.
    const city = bySlug(franchises[0]!.territories[0]!);
    const expected = localFranchiseNames(city.slug);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(`/locations/${city.slug}`);
    const grid = franchiseGrid(page);
    await expect(grid).toHaveAttribute("data-franchise-scope", "local");
    await expect(grid.getByRole("heading", { level: 2 })).toHaveText(`Franchise Opportunities in ${city.name}`);
    // At most a dozen on the page; more are a link away (see catalogue.spec.ts).
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(expected.slice(0, 12));

    const sample = franchises.find((franchise) => franchise.name === expected[0])!;
    const card = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name: sample.name }) });
    const gbp = (n: number) => `£${n.toLocaleString("en-GB")}`;
    await expect(card).toContainText(`Minimum investment ${gbp(sample.investmentRange.min)}`);
    await expect(card).toContainText(`${gbp(sample.investmentRange.min)} - ${gbp(sample.investmentRange.max)}`);
    await expect(card).toContainText(sample.establishedYear ? `Est. ${sample.establishedYear}` : "Est. TBA");
    await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", `/franchises/${sample.slug}`);
  });

  test("a county page links to its nation and its cities, with franchises from those cities", async ({ page }) => {
    await page.goto("/locations/kent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Franchise Advisor Kent");
    await expect(
      page.getByRole("main").locator("section").first().getByText("County", { exact: true }).first(),
    ).toBeVisible();
    const related = page.getByRole("region", { name: "Explore around Kent" });
    await expect(related.getByRole("link", { name: "England" })).toHaveAttribute("href", "/locations/england");
    await expect(related.getByRole("navigation", { name: "Cities in Kent" })).toBeVisible();
    await expect(related.getByRole("link", { name: "Canterbury" })).toHaveAttribute("href", "/locations/canterbury");
    await expectGrid(page, "kent");
  });

  test("a region page lists its counties and the franchises of every city in it", async ({ page }) => {
    await page.goto("/locations/scotland");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Franchise Advisor Scotland");
    await expect(
      page.getByRole("main").locator("section").first().getByText("Nation", { exact: true }).first(),
    ).toBeVisible();
    const related = page.getByRole("region", { name: "Explore around Scotland" });
    await expect(related.getByRole("heading", { name: "Counties in Scotland" })).toBeVisible();
    const countyCount = locations.filter((l) => l.parent === "scotland").length;
    await expect(related.getByRole("navigation", { name: "Counties in Scotland" }).getByRole("link")).toHaveCount(
      countyCount,
    );
    await expect(related.getByRole("link", { name: "Highland" })).toHaveAttribute("href", "/locations/highland");
    await expectGrid(page, "scotland");
  });

  test("a Northern Ireland county sits in Northern Ireland and links to its cities", async ({ page }) => {
    await page.goto("/locations/antrim");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Franchise Advisor Antrim");
    const related = page.getByRole("region", { name: "Explore around Antrim" });
    await expect(related.getByRole("link", { name: "Northern Ireland" })).toHaveAttribute(
      "href",
      "/locations/northern-ireland",
    );
    await expect(related.getByRole("link", { name: "Belfast" })).toHaveAttribute("href", "/locations/belfast");
    await expect(related.getByRole("link", { name: "Lisburn" })).toHaveAttribute("href", "/locations/lisburn");
    await expectGrid(page, "antrim");
  });

  test("cardiff-county is the county of Cardiff, in Wales, and links to the city", async ({ page }) => {
    await page.goto("/locations/cardiff-county");
    // The city and the county share a name, so the county's heading says which it is (src/lib/search/place-titles.ts).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Franchise Advisor Cardiff (County)");
    await expect(
      page.getByRole("main").locator("section").first().getByText("County", { exact: true }).first(),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations\/cardiff-county$/);
    const related = page.getByRole("region", { name: "Explore around Cardiff" });
    await expect(related.getByRole("link", { name: "Wales" })).toHaveAttribute("href", "/locations/wales");
    await expect(related.getByRole("link", { name: "Cardiff", exact: true })).toHaveAttribute(
      "href",
      "/locations/cardiff",
    );
    await expectGrid(page, "cardiff-county");
  });

  test("with no local franchises, says so and shows the whole catalogue as nationwide", async ({ page }) => {
    expect(localFranchiseNames("rutland")).toEqual([]);
    await page.goto("/locations/rutland");
    const grid = franchiseGrid(page);
    await expect(grid).toHaveAttribute("data-franchise-scope", "nationwide");
    await expect(grid.getByRole("heading", { level: 2 })).toHaveText("Franchise Opportunities Available Nationwide");
    await expect(grid).toContainText("None of the franchises in our catalogue lists a territory in Rutland yet");
    await expect(grid.getByRole("listitem")).toHaveCount(Math.min(franchises.length, 12));
  });

  test(
    "sets its own title, description, canonical, Open Graph and JSON-LD with areaServed",
    { tag: "@any-width" },
    async ({ page }) => {
      const bath = bySlug("bath") as LocationData & { metaTitle: string; metaDescription: string };
      await page.goto("/locations/bath");
      await expect(page).toHaveTitle(`${bath.metaTitle} | ${site.businessName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", bath.metaDescription);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations\/bath$/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/locations\/bath$/);
      const graph = await jsonLdGraph(page);
      const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string }[];
      };
      expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Locations", "Bath"]);
      const service = graph.find((node) => node["@type"] === "Service") as { areaServed: Record<string, unknown> };
      expect(service.areaServed).toMatchObject({
        "@type": "City",
        name: "Bath",
        containedInPlace: { name: "Somerset", containedInPlace: { name: "England" } },
      });
    },
  );

  test("an unknown slug answers 404 with Location Not Found", { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto("/locations/no-such-place");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Location Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the location you're looking for")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  for (const slug of ["london", "kent", "scotland"]) {
    test(`/locations/${slug} loads no JavaScript`, async ({ page }) => {
      await expectNoJavaScriptDownloads(page, `/locations/${slug}`);
    });
  }

  for (const slug of ["london", "cardiff-county", "northern-ireland"]) {
    test(`/locations/${slug} has no accessibility violations`, async ({ page }) => {
      await page.goto(`/locations/${slug}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
