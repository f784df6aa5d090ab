import { describe, expect, it } from "vitest";
import { locationService, servedPlace } from "./jsonld";
import { site } from "@/config/site";

const SITE = new URL("https://www.example.test");

describe("servedPlace", () => {
  it("makes a city a City inside its county, its nation and the UK", () => {
    const place = servedPlace(
      {
        name: "Cardiff",
        type: "city",
        path: "/locations/cardiff",
        ancestors: [
          { name: "Cardiff", path: "/locations/cardiff-county" },
          { name: "Wales", path: "/locations/wales" },
        ],
      },
      SITE,
    );
    expect(place).toEqual({
      "@type": "City",
      name: "Cardiff",
      url: "https://www.example.test/locations/cardiff",
      containedInPlace: {
        "@type": "AdministrativeArea",
        name: "Cardiff",
        url: "https://www.example.test/locations/cardiff-county",
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: "Wales",
          url: "https://www.example.test/locations/wales",
          containedInPlace: { "@type": "Country", name: site.country.name },
        },
      },
    });
  });

  it("makes counties and regions AdministrativeAreas; a region sits directly in the UK", () => {
    const region = servedPlace({ name: "Scotland", type: "region", path: "/locations/scotland" }, SITE);
    expect(region["@type"]).toBe("AdministrativeArea");
    expect(region.containedInPlace).toEqual({ "@type": "Country", name: site.country.name });
  });
});

describe("locationService", () => {
  it("is a Service by the organisation with areaServed set to the place", () => {
    const node = locationService(
      {
        name: "Kent",
        type: "county",
        description: "Advice in Kent.",
        path: "/locations/kent",
        ancestors: [{ name: "England", path: "/locations/england" }],
      },
      SITE,
    );
    expect(node["@type"]).toBe("Service");
    expect(node.name).toBe("Franchise advice in Kent");
    expect(node.url).toBe("https://www.example.test/locations/kent");
    expect((node.provider as { name: string }).name).toBe(site.businessName);
    expect(node.areaServed).toMatchObject({
      "@type": "AdministrativeArea",
      name: "Kent",
      containedInPlace: { name: "England" },
    });
  });
});
