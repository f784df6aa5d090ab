import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes } from "@/lib/blog/read-time";
import { isPublished } from "@/lib/blog/publishing";
import { articles, blogCategories, fileSlug, franchiseCategories, franchises, locations } from "./content-files";
import { loadCatalogue } from "./catalogue-fixture";

const SPEC_CATEGORY_KEYS = [
  "food-beverage",
  "retail",
  "services",
  "health-fitness",
  "automotive",
  "home-services",
  "childcare-education",
  "cleaning",
  "beauty-wellness",
  "property-maintenance",
  "entertainment",
  "care",
];

/**
 * Minimum investments the specification gives for its launch entries, by slug: checked on the frozen launch
 * catalogue (catalogue-fixture.ts) only, never on the live entries (samples included: the guide has the owner edit
 * a sample before replacing it), so an owner who replaces or edits the catalogue keeps `npm test` green.
 */
const SPEC_MINIMUMS: Record<string, number> = {
  "crumbwright-bakehouse": 29500,
  "easeholm-accessible-lets": 25000,
  "fettlewick-home-cleaning": 9999,
  "glazeloop-donut-kiosks": 13995,
  "larkhollow-home-care": 25000,
  "mendrow-physiotherapy": 12500,
  "meridune-coffee": 19500,
  "oxbrindle-bar-and-games": 70000,
  "panwhistle-kitchen": 15000,
  "pennimoor-domestic-cleaning": 16995,
  "raftergate-lofts": 25000,
  "sorrelby-coffee-kitchen": 25000,
  "springlark-kids-movement": 25000,
};

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe("franchise categories", () => {
  it("include the spec's 12 keys, with services shown as Business Services, and have unique keys", () => {
    const categories = franchiseCategories();
    // An owner may add categories; the specification's twelve stay (articles and filters link to them).
    expect(categories.map((category) => category.id)).toEqual(expect.arrayContaining(SPEC_CATEGORY_KEYS));
    expect(unique(categories.map((category) => category.id))).toBe(true);
    expect(categories.find((category) => category.id === "services")?.name).toBe("Business Services");
  });
});

describe("franchises", () => {
  const all = franchises();
  const cities = new Set(
    locations()
      .filter((l) => l.type === "city")
      .map((l) => l.slug),
  );

  it("have unique ids, slugs and names, with each slug matching its file name", () => {
    expect(all.length).toBeGreaterThan(0);
    for (const franchise of all) expect(franchise.id, franchise.file).toMatch(/^[1-9]\d*$/);
    expect(unique(all.map((f) => f.id))).toBe(true);
    expect(unique(all.map((f) => f.slug))).toBe(true);
    expect(unique(all.map((f) => f.name.toLowerCase()))).toBe(true);
    for (const franchise of all) expect(franchise.slug, franchise.file).toBe(fileSlug(franchise.file));
  });

  it("have a minimum investment no greater than the maximum", () => {
    for (const { investmentRange, file } of all) {
      expect(investmentRange.min, file).toBeGreaterThan(0);
      expect(investmentRange.min, file).toBeLessThanOrEqual(investmentRange.max);
    }
  });

  it("in the frozen launch catalogue are the specification's entries, with its minimum investments", () => {
    const launch = loadCatalogue();
    expect(launch.map((entry) => entry.slug).sort()).toEqual(Object.keys(SPEC_MINIMUMS).sort());
    for (const entry of launch) expect(entry.investmentRange.min, entry.slug).toBe(SPEC_MINIMUMS[entry.slug]);
  });

  it("in the frozen launch catalogue keep the specification's ranges and categories where it gives them", () => {
    const bySlug = new Map(loadCatalogue().map((entry) => [entry.slug, entry]));
    expect(bySlug.get("mendrow-physiotherapy")?.investmentRange.max).toBe(25000);
    expect(bySlug.get("oxbrindle-bar-and-games")?.investmentRange.max).toBe(180000);
    expect(bySlug.get("oxbrindle-bar-and-games")?.categoryKey).toBe("entertainment");
    expect(bySlug.get("larkhollow-home-care")?.investmentRange).toEqual({ min: 25000, max: 55000 });
  });

  it("use known categories, city territories, 4 features and 4 support items", () => {
    const categoryKeys = franchiseCategories().map((category) => category.id);
    for (const franchise of all) {
      expect(categoryKeys, franchise.file).toContain(franchise.category);
      expect(franchise.territories.length, franchise.file).toBeGreaterThan(0);
      expect(unique(franchise.territories), franchise.file).toBe(true);
      for (const territory of franchise.territories)
        expect(cities.has(territory), `${franchise.file}: ${territory}`).toBe(true);
      expect(franchise.features, franchise.file).toHaveLength(4);
      expect(franchise.support, franchise.file).toHaveLength(4);
      const outlets = franchise.numberOfOutlets;
      if (outlets !== "TBA") expect(Number.isInteger(outlets) && Number(outlets) > 0, franchise.file).toBe(true);
    }
  });

  it("have established years between 1900 and this year where known", () => {
    for (const { establishedYear, file } of all) {
      if (establishedYear === undefined) continue;
      expect(establishedYear, file).toBeGreaterThanOrEqual(1900);
      expect(establishedYear, file).toBeLessThanOrEqual(new Date().getFullYear());
    }
  });

  it("have card and page descriptions of a usable length", () => {
    for (const { shortDescription, description, metaDescription, metaTitle, file } of all) {
      expect(shortDescription.length, file).toBeGreaterThanOrEqual(40);
      expect(shortDescription.length, file).toBeLessThanOrEqual(200);
      expect(description.length, file).toBeGreaterThanOrEqual(200);
      expect(metaDescription.length, file).toBeLessThanOrEqual(160);
      expect(metaTitle.length, file).toBeLessThanOrEqual(70);
    }
  });

  it("link only to brochures that exist", () => {
    for (const { brochureUrl, file } of all) {
      if (brochureUrl?.startsWith("/")) expect(existsSync(join("public", brochureUrl)), file).toBe(true);
    }
  });

  it("have unique meta descriptions", () => {
    expect(unique(all.map((f) => f.metaDescription))).toBe(true);
  });
});

describe("locations", () => {
  const all = locations();
  const bySlug = new Map(all.map((location) => [location.slug, location]));
  const ofType = (type: string) => all.filter((location) => location.type === type);
  const countiesIn = (nation: string) => ofType("county").filter((county) => county.parent === nation);

  it("have unique slugs that match their file names", () => {
    expect(unique(all.map((l) => l.slug))).toBe(true);
    for (const location of all) expect(location.slug, location.file).toBe(fileSlug(location.file));
  });

  it("cover at least 50 cities across all four nations, including the spec's examples", () => {
    const cities = ofType("city");
    expect(cities.length).toBeGreaterThanOrEqual(50);
    for (const slug of [
      "london",
      "manchester",
      "birmingham",
      "edinburgh",
      "cardiff",
      "belfast",
      "leeds",
      "liverpool",
      "sheffield",
      "bristol",
      "glasgow",
      "newcastle",
    ]) {
      expect(bySlug.get(slug)?.type, slug).toBe("city");
    }
    const nationOf = (slug: string) => bySlug.get(bySlug.get(slug)?.parent ?? "")?.parent;
    const nations = new Set(cities.map((city) => nationOf(city.slug)));
    expect([...nations].sort()).toEqual(["england", "northern-ireland", "scotland", "wales"]);
  });

  it("cover every English ceremonial county, Scottish council area, Welsh principal area and NI county", () => {
    expect(countiesIn("england")).toHaveLength(48);
    expect(countiesIn("scotland")).toHaveLength(32);
    expect(countiesIn("wales")).toHaveLength(22);
    expect(
      countiesIn("northern-ireland")
        .map((c) => c.slug)
        .sort(),
    ).toEqual(["antrim", "armagh", "down", "fermanagh", "londonderry", "tyrone"]);
    for (const slug of [
      "greater-london",
      "greater-manchester",
      "west-midlands",
      "west-yorkshire",
      "surrey",
      "essex",
      "kent",
      "hampshire",
      "rutland",
      "worcestershire",
      "aberdeen-city",
      "east-lothian",
      "anglesey",
      "monmouthshire",
      "cardiff-county",
    ]) {
      expect(bySlug.get(slug)?.type, slug).toBe("county");
    }
  });

  it("have the four nations as regions", () => {
    expect(
      ofType("region")
        .map((r) => r.slug)
        .sort(),
    ).toEqual(["england", "northern-ireland", "scotland", "wales"]);
  });

  it("nest cities in counties and counties in regions", () => {
    for (const location of all) {
      const parent = location.parent ? bySlug.get(location.parent) : undefined;
      if (location.type === "city") expect(parent?.type, location.file).toBe("county");
      if (location.type === "county") expect(parent?.type, location.file).toBe("region");
      if (location.type === "region") expect(location.parent, location.file).toBeUndefined();
    }
  });

  it("give populations for cities only", () => {
    for (const location of all) {
      if (location.type === "city") expect(location.population, location.file).toBeGreaterThan(10_000);
      else expect(location.population, location.file).toBeUndefined();
    }
  });

  it("have unique descriptions of at least 80 words and unique meta descriptions", () => {
    for (const location of all) expect(countWords(location.description), location.file).toBeGreaterThanOrEqual(80);
    expect(unique(all.map((l) => l.description))).toBe(true);
    expect(unique(all.map((l) => l.metaDescription))).toBe(true);
    expect(unique(all.map((l) => l.metaTitle))).toBe(true);
  });
});

describe("blog", () => {
  const all = articles();
  // Drafts and scheduled articles are work in progress: the editorial rules apply once a build publishes them.
  const published = all.filter((a) => isPublished(a.data, new Date()));
  const categoryKeys = blogCategories().map((category) => category.id);

  it("has the five blog categories", () => {
    expect(categoryKeys).toEqual([
      "franchise-basics",
      "financial-planning",
      "industry-insights",
      "success-stories",
      "legal-support",
    ]);
  });

  it("has at least 16 articles, at least 2 in every category", () => {
    expect(all.length).toBeGreaterThanOrEqual(16);
    for (const key of categoryKeys) {
      expect(all.filter((a) => a.data.category === key).length, key).toBeGreaterThanOrEqual(2);
    }
  });

  // The house length (1,600 to 2,600 words) is editorial policy: the build warns about it
  // (src/lib/blog/article-length.ts), and a shorter news piece still builds. What a page needs is a read time.
  it("gives every published article a read time of at least a minute", () => {
    for (const article of published) expect(readTimeMinutes(article.body), article.file).toBeGreaterThanOrEqual(1);
  });

  it("starts in January and February 2025, with the first two featured", () => {
    const byDate = [...published].sort((a, b) => a.data.publishDate.getTime() - b.data.publishDate.getTime());
    expect(byDate[0]?.data.publishDate.toISOString().slice(0, 7)).toBe("2025-01");
    expect(byDate.slice(0, 5).every((a) => a.data.publishDate < new Date("2025-03-01"))).toBe(true);
    expect(
      published
        .filter((a) => a.data.featured)
        .map((a) => a.data.slug)
        .sort(),
    ).toEqual(
      byDate
        .slice(0, 2)
        .map((a) => a.data.slug)
        .sort(),
    );
  });

  it("includes the financing, hidden costs and first-franchise guides", () => {
    const slugs = new Map(all.map((a) => [a.data.slug, a]));
    expect(slugs.get("how-to-finance-a-franchise-uk")).toBeDefined();
    expect(slugs.get("hidden-costs-of-buying-a-franchise")?.data.category).toBe("financial-planning");
    expect(slugs.get("how-to-buy-your-first-franchise-uk")).toBeDefined();
  });

  it("has slugs matching file names, hero images on disk and unique meta descriptions", () => {
    for (const article of all) {
      expect(article.data.slug, article.file).toBe(article.file.split("/").pop()?.replace(".mdx", ""));
      expect(existsSync(join(dirname(article.file), article.data.heroImage)), article.file).toBe(true);
    }
    expect(unique(all.map((a) => a.data.metaDescription))).toBe(true);
  });

  it("gives every table column a heading, so each cell has a header for screen readers", () => {
    for (const article of all) {
      const lines = article.body.split("\n");
      lines.forEach((line, index) => {
        // A header row is the row above a | --- | separator.
        if (!/^\|\s*:?-{3,}/.test(lines[index + 1] ?? "")) return;
        const cells = line
          .trim()
          .replace(/^\||\|$/g, "")
          .split("|");
        expect(
          cells.every((cell) => cell.trim() !== ""),
          `${article.file}, line ${index + 1} after the frontmatter: a table heading cell is empty`,
        ).toBe(true);
      });
    }
  });

  it("links only to articles that exist", () => {
    const slugs = new Set(all.map((a) => a.data.slug));
    for (const article of all) {
      for (const [, slug] of article.body.matchAll(/\]\(\/blog\/([a-z0-9-]+)\)/g)) {
        expect(slugs.has(slug ?? ""), `${article.file} links to /blog/${slug}`).toBe(true);
      }
    }
  });
});
