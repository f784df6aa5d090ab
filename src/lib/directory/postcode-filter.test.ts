import { describe, expect, it } from "vitest";
import type { LocationNode } from "@/lib/locations/location-tree";
import { lookUpPostcode, type PostcodeAreaData } from "@/lib/locations/postcode";
import { applyPostcodeFilter } from "./postcode-filter";

const tree: LocationNode[] = [
  { slug: "england", name: "England", type: "region" },
  { slug: "west-yorkshire", name: "West Yorkshire", type: "county", parent: "england" },
  { slug: "north-yorkshire", name: "North Yorkshire", type: "county", parent: "england" },
  { slug: "leeds", name: "Leeds", type: "city", parent: "west-yorkshire" },
];
const areas: PostcodeAreaData[] = [
  {
    area: "LS",
    postTown: "Leeds",
    locations: ["west-yorkshire", "north-yorkshire"],
    districts: [{ codes: ["LS1-LS20"], locations: ["leeds"] }],
  },
];
const lookUp = (input: string) => lookUpPostcode(input, areas, tree);
const apply = (query: string) => applyPostcodeFilter(new URLSearchParams(query), lookUp, tree);

describe("applyPostcodeFilter", () => {
  it("sets the location from the postcode and says where it is", () => {
    const { params, note } = apply("postcode=ls6+2ab&q=coffee");
    expect(params.get("location")).toBe("leeds");
    expect(params.get("q")).toBe("coffee");
    expect(params.has("postcode")).toBe(false);
    expect(note).toBe(
      "LS6 2AB is in Leeds, West Yorkshire (England), so franchises listing territories in Leeds are shown.",
    );
  });

  it("filters a boundary district by the place listed first", () => {
    expect(apply("postcode=LS22").params.get("location")).toBe("west-yorkshire");
  });

  it("keeps an explicit location and ignores a blank postcode", () => {
    expect(apply("postcode=LS6&location=england")).toEqual({ params: new URLSearchParams("location=england") });
    expect(apply("postcode=++")).toEqual({ params: new URLSearchParams("") });
  });

  it("explains a postcode it cannot read and filters nothing", () => {
    const { params, note } = apply("postcode=GY1+1AA");
    expect(params.has("location")).toBe(false);
    expect(note).toMatch(/Crown dependency.*Franchises anywhere are shown\.$/);
  });
});
