import { describe, expect, it } from "vitest";
import { faqPage, organization, organizationRef, packagesService, priceRangeOf, service } from "./jsonld";
import { site } from "@/config/site";
import { packagesFromFile } from "@/lib/leads/packages-file";
import { launchPackages } from "../../../tests/unit/packages-fixture";

const SITE = new URL("https://www.example.test");

describe("priceRangeOf", () => {
  it("gives the lowest and highest price in pounds", () => {
    expect(priceRangeOf([450, 150, 950])).toBe("£150-£950");
    expect(priceRangeOf([1200, 25000])).toBe("£1,200-£25,000");
  });

  it("is the business's priceRange, derived from the packages as packages.yaml holds them", () => {
    expect(organization(SITE).priceRange).toBe(priceRangeOf(packagesFromFile.map((pkg) => pkg.amount)));
  });

  it("refuses an empty list", () => {
    expect(() => priceRangeOf([])).toThrow();
  });
});

// The specification's packages (frozen): its exact figures, whatever the owner has since changed.
describe("packagesService", () => {
  const packages = launchPackages();
  const node = packagesService(
    { name: "Franchise advice packages", description: "Three packages.", path: "/services", packages },
    SITE,
  );
  const offers = node.offers as Record<string, unknown> & { offers: Record<string, unknown>[] };

  it("is a Service from the organisation, for the UK", () => {
    expect(node["@type"]).toBe("Service");
    expect(node.url).toBe("https://www.example.test/services");
    expect(node.provider).toEqual(organizationRef(SITE));
    expect(node.areaServed).toEqual({ "@type": "Country", name: "United Kingdom" });
  });

  it("offers the packages as an AggregateOffer from £150 to £950", () => {
    expect(offers["@type"]).toBe("AggregateOffer");
    expect(offers.priceCurrency).toBe("GBP");
    expect(offers.lowPrice).toBe(150);
    expect(offers.highPrice).toBe(950);
    expect(offers.offerCount).toBe(3);
    expect(offers.description).toContain("£150-£950");
  });

  it("lists one Offer per package with its price", () => {
    expect(offers.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Silver", 150, "GBP"],
      ["Gold", 450, "GBP"],
      ["Platinum", 950, "GBP"],
    ]);
    for (const offer of offers.offers) expect(offer["@type"]).toBe("Offer");
  });
});

describe("faqPage", () => {
  it("turns each item into a Question with its accepted Answer", () => {
    const node = faqPage(
      {
        path: "/services",
        items: [
          { question: "How long?", answer: "Weeks." },
          { question: "How much?", answer: "£150-£950." },
        ],
      },
      SITE,
    );
    expect(node["@type"]).toBe("FAQPage");
    expect(node.url).toBe("https://www.example.test/services");
    expect(node.mainEntity).toEqual([
      { "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "Weeks." } },
      { "@type": "Question", name: "How much?", acceptedAnswer: { "@type": "Answer", text: "£150-£950." } },
    ]);
  });
});

describe("service", () => {
  it("names the organisation as provider by the @id of its full node (postal address, phone, email), serving the UK", () => {
    const node = service(
      { name: "Territory Selection", description: "Territories.", path: "/services/territory-selection" },
      SITE,
    );
    const org = organization(SITE);
    expect(node.provider).toEqual({ "@type": org["@type"], "@id": org["@id"], name: site.businessName });
    expect(org.address).toEqual({ "@type": "PostalAddress", ...site.address });
    expect(org.email).toBe(site.email);
    expect(org.telephone).toBe(site.phone.e164);
    expect(node.areaServed).toEqual({ "@type": "Country", name: site.country.name });
  });
});
