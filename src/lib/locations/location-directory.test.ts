import { describe, expect, it } from "vitest";
import {
  childrenHeading,
  groupByNation,
  localOrNationwide,
  populationLabel,
  siblingCities,
  sortNations,
} from "./location-directory";
import { nationOf, type LocationNode } from "./location-tree";

const tree: LocationNode[] = [
  { slug: "wales", name: "Wales", type: "region" },
  { slug: "england", name: "England", type: "region" },
  { slug: "northern-ireland", name: "Northern Ireland", type: "region" },
  { slug: "scotland", name: "Scotland", type: "region" },
  { slug: "kent", name: "Kent", type: "county", parent: "england" },
  { slug: "essex", name: "Essex", type: "county", parent: "england" },
  { slug: "antrim", name: "Antrim", type: "county", parent: "northern-ireland" },
  { slug: "cardiff-county", name: "Cardiff", type: "county", parent: "wales" },
  { slug: "cardiff", name: "Cardiff", type: "city", parent: "cardiff-county" },
];

describe("sortNations", () => {
  it("lists England, Scotland, Wales, Northern Ireland, then others by name", () => {
    const regions = tree.filter((node) => node.type === "region");
    const extra = { slug: "atlantis", name: "Atlantis", type: "region" as const };
    expect(sortNations([extra, ...regions]).map((r) => r.slug)).toEqual([
      "england",
      "scotland",
      "wales",
      "northern-ireland",
      "atlantis",
    ]);
  });
});

describe("groupByNation", () => {
  it("groups counties under their nation, sorted by name, leaving out empty nations", () => {
    const regions = tree.filter((node) => node.type === "region");
    const counties = tree.filter((node) => node.type === "county");
    const groups = groupByNation(regions, counties, (county) => nationOf(county.slug, tree)?.slug);
    expect(groups.map((group) => [group.nation.slug, group.members.map((m) => m.slug)])).toEqual([
      ["england", ["essex", "kent"]],
      ["wales", ["cardiff-county"]],
      ["northern-ireland", ["antrim"]],
    ]);
  });
});

describe("localOrNationwide", () => {
  it("keeps the local franchises when there are any", () => {
    expect(localOrNationwide(["a"], ["a", "b", "c"])).toEqual({ scope: "local", items: ["a"] });
  });

  it("falls back to the whole catalogue, marked nationwide, when none are local", () => {
    expect(localOrNationwide([], ["a", "b", "c"])).toEqual({ scope: "nationwide", items: ["a", "b", "c"] });
  });
});

describe("childrenHeading", () => {
  it("names cities in a county and counties in a region; cities have none", () => {
    expect(childrenHeading("county", "Kent")).toBe("Cities in Kent");
    expect(childrenHeading("region", "Wales")).toBe("Counties in Wales");
    expect(childrenHeading("city", "Bath")).toBeUndefined();
  });
});

describe("populationLabel", () => {
  it("shows millions to one decimal", () => {
    expect(populationLabel(8_866_000)).toBe("8.9 million");
    expect(populationLabel(104_000)).toBe("0.1 million");
  });

  it("never shows 0.0 million for a small city", () => {
    expect(populationLabel(15_000)).toBe("under 0.1 million");
    expect(populationLabel(48_000)).toBe("under 0.1 million");
  });
});

describe("siblingCities", () => {
  it("suggests the other cities of the same nation, by name", () => {
    const nodes: LocationNode[] = [
      ...tree,
      { slug: "newport", name: "Newport", type: "county", parent: "wales" },
      { slug: "newport-city", name: "Newport", type: "city", parent: "newport" },
      { slug: "bangor", name: "Bangor", type: "city", parent: "newport" },
      { slug: "belfast", name: "Belfast", type: "city", parent: "antrim" },
    ];
    const cities = nodes.filter((node) => node.type === "city");
    const nation = (place: LocationNode) => nationOf(place.slug, nodes)?.slug;
    const cardiff = cities.find((city) => city.slug === "cardiff")!;
    expect(siblingCities(cardiff, cities, nation).map((c) => c.slug)).toEqual(["bangor", "newport-city"]);
  });
});
