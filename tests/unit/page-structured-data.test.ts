// The head tags and JSON-LD particular to one kind of page (a franchise, the directory, the locations index,
// /services), read from the built HTML with an HTML parser: what page-heads.test.ts checks of every page, plus the
// facts each page takes from its content. They were browser tests; a crawler reads only this markup, so a file
// read sees all of it. Expected values come from the content files, so the tests hold whatever catalogue exists.
// Runs after `npm run build`.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtFileOf } from "../support/built-pages.mjs";
import { headOfFile } from "../support/html-head.mjs";
import { articles } from "../e2e/blog-data";
import { PROJECT_DIR, contentOf, expectedDirectory } from "../e2e/directory-data";
import { faq, packages } from "./copy-files";
import { site } from "@/config/site";
import { withFranchiseFigures } from "@/lib/directory/franchise-figures";
import { priceRangeOf } from "@/lib/facts/package-prices";

const head = (path: string) => headOfFile(builtFileOf(path));
const typeOf = (node: Record<string, unknown>) => node["@type"];

describe("page structured data (built HTML)", () => {
  it("is read from a build", () => {
    expect(existsSync(builtFileOf("/")), "run `npm run build` first").toBe(true);
  });

  it("a franchise page has its own title, description, canonical, Open Graph, breadcrumbs and offer", () => {
    for (const entry of contentOf(PROJECT_DIR).entries) {
      const page = head(`/franchises/${entry.slug}`);
      const words = (text: string) => withFranchiseFigures(text, entry.investmentRange);
      expect(page.title, entry.slug).toBe(`${words(entry.metaTitle)} | ${site.businessName}`);
      expect(page.metaName("description"), entry.slug).toBe(words(entry.metaDescription));
      const canonical = page.link("canonical");
      expect(canonical, entry.slug).toMatch(new RegExp(`/franchises/${entry.slug}$`));
      expect(page.metaProperty("og:url"), entry.slug).toBe(canonical);
      expect(page.metaProperty("og:title"), entry.slug).toContain(entry.name);
      const crumbs = page.graph.find((node) => typeOf(node) === "BreadcrumbList")!;
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        "Home",
        "Franchises",
        entry.name,
      ]);
      const offer = page.graph.find((node) => typeOf(node) === "Offer")!;
      expect(offer.priceSpecification, entry.slug).toMatchObject({
        priceCurrency: "GBP",
        minPrice: entry.investmentRange.min,
        maxPrice: entry.investmentRange.max,
      });
      expect(offer.itemOffered).toMatchObject({ "@type": "Service", serviceType: "Franchise opportunity" });
      expect(
        page.graph.some((node) => typeOf(node) === "ItemPage"),
        entry.slug,
      ).toBe(true);
    }
  });

  it("the directory lists the cards of its first page in its JSON-LD", () => {
    const page = head("/franchises");
    const list = page.graph.find((node) => typeOf(node) === "ItemList")!;
    expect(list.numberOfItems).toBe(expectedDirectory(PROJECT_DIR, {}).names.length);
    expect(page.title).toMatch(/Franchise Opportunities UK/);
  });

  it("the locations index is a collection page with breadcrumbs and a list", () => {
    const page = head("/locations");
    expect(page.title).toMatch(/UK Franchise Locations/);
    expect(page.link("canonical")).toMatch(/\/locations$/);
    expect(page.metaName("description")).toMatch(/cities/);
    expect(page.graph.map(typeOf)).toEqual(expect.arrayContaining(["CollectionPage", "BreadcrumbList", "ItemList"]));
  });

  it("/services offers the packages at their own prices, and its FAQ", () => {
    const page = head("/services");
    const prices = packages().map((item) => item.amount);
    const [low, high] = [Math.min(...prices), Math.max(...prices)];
    const offers = page.graph.find((node) => typeOf(node) === "Service")!.offers;
    expect(offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "GBP",
      lowPrice: low,
      highPrice: high,
      offerCount: prices.length,
    });
    expect(String(offers.description)).toContain(priceRangeOf(prices));
    const questions = faq();
    const faqPage = page.graph.find((node) => typeOf(node) === "FAQPage")!;
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions.map((item) => item.question));
    expect(faqPage.mainEntity[1].acceptedAnswer.text).toBe(questions[1]!.answer);
    expect(page.link("canonical")).toMatch(/\/services$/);
    expect(page.metaProperty("og:title")).toMatch(/Packages/);
  });

  // Was a browser test per page (tests/e2e/blog-feed.spec.ts); a feed reader reads only this markup.
  for (const path of ["/", "/about", "/blog", `/blog/${articles[0]!.slug}`]) {
    it(`${path} links the feed from its head`, () => {
      const feeds = head(path).links.filter(({ rel, type }) => rel === "alternate" && type === "application/rss+xml");
      expect(feeds).toHaveLength(1);
      expect(new URL(feeds[0]!.href).pathname).toBe("/rss.xml");
    });
  }
});
