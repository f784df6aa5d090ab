import { describe, expect, it } from "vitest";
import { franchiseOpportunity, itemList, serializeJsonLd, withContext } from "./jsonld";

const SITE = new URL("https://www.example.test");

const franchise = {
  name: "Crumbwright Bakehouse",
  slug: "crumbwright-bakehouse",
  description: "An artisan bakery franchise.",
  categoryName: "Food & Beverage",
  investmentRange: { min: 29_500, max: 85_000 },
  establishedYear: 2016,
  territories: [{ name: "London" }, { name: "Bristol" }],
  brochureUrl: "/brochures/crumbwright-bakehouse.pdf",
};

describe("franchiseOpportunity", () => {
  it("is an Offer with the investment as a GBP price range", () => {
    const node = franchiseOpportunity(franchise, SITE);
    expect(node["@type"]).toBe("Offer");
    expect(node["@id"]).toBe("https://www.example.test/franchises/crumbwright-bakehouse#opportunity");
    expect(node.url).toBe("https://www.example.test/franchises/crumbwright-bakehouse");
    expect(node.priceCurrency).toBe("GBP");
    expect(node.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      priceCurrency: "GBP",
      minPrice: 29_500,
      maxPrice: 85_000,
    });
    expect(node.category).toBe("Food & Beverage");
  });

  it("names the franchisor, its territories and the brochure", () => {
    const node = franchiseOpportunity(franchise, SITE);
    expect(node.eligibleRegion).toEqual([
      { "@type": "City", name: "London" },
      { "@type": "City", name: "Bristol" },
    ]);
    expect(node.seller).toEqual({ "@type": "Organization", name: "Crumbwright Bakehouse", foundingDate: "2016" });
    expect(node.itemOffered).toMatchObject({
      "@type": "Service",
      serviceType: "Franchise opportunity",
      brand: { "@type": "Brand", name: "Crumbwright Bakehouse" },
      subjectOf: {
        "@type": "DigitalDocument",
        encodingFormat: "application/pdf",
        url: "https://www.example.test/brochures/crumbwright-bakehouse.pdf",
      },
    });
  });

  it("leaves out an unknown founding year and a missing brochure rather than inventing them", () => {
    const node = franchiseOpportunity({ ...franchise, establishedYear: undefined, brochureUrl: undefined }, SITE);
    expect(node.seller).toEqual({ "@type": "Organization", name: "Crumbwright Bakehouse" });
    expect(node.itemOffered).not.toHaveProperty("subjectOf");
    expect(serializeJsonLd(withContext([node]))).not.toContain("undefined");
  });
});

describe("itemList", () => {
  it("numbers the items from 1 with absolute URLs", () => {
    const node = itemList(
      {
        name: "Franchises",
        items: [
          { name: "A", path: "/franchises/a" },
          { name: "B", path: "/franchises/b" },
        ],
      },
      SITE,
    );
    expect(node).toEqual({
      "@type": "ItemList",
      name: "Franchises",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "A", url: "https://www.example.test/franchises/a" },
        { "@type": "ListItem", position: 2, name: "B", url: "https://www.example.test/franchises/b" },
      ],
    });
  });

  it("leaves the name out of an item given none (the summary-page form)", () => {
    const node = itemList({ name: "Franchises", items: [{ path: "/franchises/a" }] }, SITE);
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://www.example.test/franchises/a" },
    ]);
    expect(serializeJsonLd(withContext([node]))).not.toContain("undefined");
  });
});
