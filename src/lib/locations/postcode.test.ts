import { describe, expect, it } from "vitest";
import type { LocationNode } from "./location-tree";
import {
  describeAvailability,
  describePlace,
  directoryLocationOf,
  lookUpPostcode,
  parsePostcode,
  placeOfPostcode,
  territoryAvailability,
  type PostcodeAreaData,
  type PostcodePlace,
} from "./postcode";

// A small invented tree and area list: the rules are tested here, the real data in tests/unit/postcode-areas.test.ts.
const tree: LocationNode[] = [
  { slug: "england", name: "England", type: "region" },
  { slug: "scotland", name: "Scotland", type: "region" },
  { slug: "west-yorkshire", name: "West Yorkshire", type: "county", parent: "england" },
  { slug: "north-yorkshire", name: "North Yorkshire", type: "county", parent: "england" },
  { slug: "kent", name: "Kent", type: "county", parent: "england" },
  { slug: "fife", name: "Fife", type: "county", parent: "scotland" },
  { slug: "leeds", name: "Leeds", type: "city", parent: "west-yorkshire" },
  { slug: "bradford", name: "Bradford", type: "city", parent: "west-yorkshire" },
  { slug: "york", name: "York", type: "city", parent: "north-yorkshire" },
  { slug: "canterbury", name: "Canterbury", type: "city", parent: "kent" },
];

const areas: PostcodeAreaData[] = [
  {
    area: "LS",
    postTown: "Leeds",
    locations: ["west-yorkshire", "north-yorkshire"],
    districts: [
      { codes: ["LS1-LS20", "LS25"], locations: ["leeds"] },
      { codes: ["LS22"], locations: ["west-yorkshire", "north-yorkshire"] },
    ],
  },
  { area: "BD", postTown: "Bradford", locations: ["bradford"], districts: [] },
  { area: "KY", postTown: "Kirkcaldy", locations: ["fife"], districts: [] },
  { area: "EC", postTown: "London", locations: ["kent"], districts: [{ codes: ["EC1"], locations: ["canterbury"] }] },
];

function place(input: string): PostcodePlace {
  const lookup = lookUpPostcode(input, areas, tree);
  if (!lookup.ok) throw new Error(`expected ${input} to be placed: ${lookup.message}`);
  return lookup.place;
}

describe("parsePostcode", () => {
  it.each([
    ["LS6 2AB", "LS6", "2AB"],
    ["ls6 2ab", "LS6", "2AB"],
    ["  Ls62aB  ", "LS6", "2AB"],
    ["L S 6 2 A B", "LS6", "2AB"],
    ["sw1a\u00a01aa", "SW1A", "1AA"],
    ["EC1A1BB", "EC1A", "1BB"],
    ["B12 3AB", "B12", "3AB"],
    ["B123AB", "B12", "3AB"],
  ])("reads the full postcode %j", (input, outward, inward) => {
    expect(parsePostcode(input)).toEqual({
      ok: true,
      postcode: { area: outward.replace(/\d.*$/, ""), outward, inward, text: `${outward} ${inward}` },
    });
  });

  it.each([
    ["LS6", "LS6"],
    ["ls6", "LS6"],
    [" w1a ", "W1A"],
    ["LS6 2", "LS6"],
    ["LS6 2A", "LS6"],
  ])("reads the outward code %j", (input, outward) => {
    const parsed = parsePostcode(input);
    expect(parsed.ok && parsed.postcode).toEqual({ area: outward.replace(/\d.*$/, ""), outward, text: outward });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["LS", "area-only"],
    ["hello world", "not-a-postcode"],
    ["<script>alert(1)</script>", "not-a-postcode"],
    ["LS6 2AB; DROP TABLE", "not-a-postcode"],
    ["x".repeat(500), "not-a-postcode"],
    ["90210", "outside-uk"],
    ["75008", "outside-uk"],
    ["D02 X285", "outside-uk"],
    ["FIQQ 1ZZ", "outside-uk"],
    ["GY1 1AA", "crown-dependency"],
    ["je2 3ab", "crown-dependency"],
    ["IM1", "crown-dependency"],
    ["GIR 0AA", "non-geographic"],
    ["BX1 1LT", "non-geographic"],
  ])("refuses %j as %s, with a message", (input, problem) => {
    const parsed = parsePostcode(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem).toBe(problem);
    expect(parsed.message.length).toBeGreaterThan(20);
  });

  it("says which Crown dependency a postcode is in and that it is not in the UK", () => {
    const parsed = parsePostcode("JE2 3AB");
    expect(!parsed.ok && parsed.message).toMatch(
      /Jersey.*Crown dependency.*not part of the UK|Jersey, a Crown dependency rather than part of the UK/,
    );
  });
});

describe("placeOfPostcode and lookUpPostcode", () => {
  it("uses the district's entry when there is one", () => {
    const leeds = place("LS6 2AB");
    expect(leeds.locations.map((l) => l.slug)).toEqual(["leeds"]);
    expect(leeds.nations.map((n) => n.slug)).toEqual(["england"]);
    expect(leeds.byDistrict).toBe(true);
    expect(place("LS25").locations.map((l) => l.slug)).toEqual(["leeds"]);
  });

  it("falls back to every place of the area for a district not listed", () => {
    const tadcaster = place("LS24 9AA");
    expect(tadcaster.locations.map((l) => l.slug)).toEqual(["west-yorkshire", "north-yorkshire"]);
    expect(tadcaster.byDistrict).toBe(false);
  });

  it("reads a district with a letter by its number (EC1A is in EC1)", () => {
    expect(place("EC1A 1BB").locations.map((l) => l.slug)).toEqual(["canterbury"]);
  });

  it("refuses an area the data does not have", () => {
    const lookup = lookUpPostcode("QQ1 1AA", areas, tree);
    expect(lookup).toMatchObject({ ok: false, problem: "unknown-area" });
  });

  it("returns undefined from placeOfPostcode for an unknown area", () => {
    const parsed = parsePostcode("ZZ9 9ZZ");
    expect(parsed.ok && placeOfPostcode(parsed.postcode, areas, tree)).toBeUndefined();
  });

  it("filters the directory by the place holding most of the district", () => {
    expect(directoryLocationOf(place("LS22 5AA")).slug).toBe("west-yorkshire");
  });

  it("describes a city with its county and nation, and a boundary district as either place", () => {
    expect(describePlace(place("LS6"), tree)).toBe("Leeds, West Yorkshire (England)");
    expect(describePlace(place("LS22"), tree)).toBe("West Yorkshire or North Yorkshire (England)");
  });
});

describe("territoryAvailability", () => {
  it("listed-here: the franchise lists the postcode's city", () => {
    const result = territoryAvailability(place("LS6"), ["york", "leeds"], tree);
    expect(result.kind).toBe("listed-here");
    expect(result.here.map((t) => t.slug)).toEqual(["leeds"]);
    expect(result.inNation.map((t) => t.slug)).toEqual(["york"]);
  });

  it("listed-here: a county or nation territory covers every place inside it", () => {
    expect(territoryAvailability(place("LS6"), ["west-yorkshire"], tree).kind).toBe("listed-here");
    expect(territoryAvailability(place("KY1"), ["scotland"], tree).kind).toBe("listed-here");
  });

  it("listed-within: a city inside the postcode's county, which the postcode may be outside", () => {
    const result = territoryAvailability(place("LS22"), ["leeds"], tree);
    expect(result.kind).toBe("listed-within");
    expect(result.within.map((t) => t.slug)).toEqual(["leeds"]);
  });

  it("listed-nearby: another city in the same county", () => {
    const result = territoryAvailability(place("BD1"), ["leeds", "canterbury"], tree);
    expect(result.kind).toBe("listed-nearby");
    expect(result.nearby.map((t) => t.slug)).toEqual(["leeds"]);
    expect(result.inNation.map((t) => t.slug)).toEqual(["canterbury"]);
  });

  it("listed-in-nation and not-in-nation", () => {
    expect(territoryAvailability(place("LS6"), ["canterbury"], tree).kind).toBe("listed-in-nation");
    expect(territoryAvailability(place("KY1"), ["leeds", "england"], tree).kind).toBe("not-in-nation");
  });

  it("ignores slugs that are not locations and counts each territory once", () => {
    const result = territoryAvailability(place("LS6"), ["atlantis", "leeds", "leeds"], tree);
    expect(result.here.map((t) => t.slug)).toEqual(["leeds"]);
  });
});

describe("describeAvailability", () => {
  const say = (postcode: string, territories: string[]) => {
    const where = place(postcode);
    return describeAvailability("Larkfield Cafés", where, territoryAvailability(where, territories, tree));
  };

  it("never says a territory is free or available, only listed", () => {
    const all = [say("LS6", ["leeds"]), say("LS6", ["england"]), say("LS22", ["leeds"]), say("BD1", ["leeds"])];
    for (const { headline, detail } of all) expect(`${headline} ${detail ?? ""}`).not.toMatch(/\b(free|available)\b/i);
  });

  it("words each kind", () => {
    expect(say("LS6", ["leeds"]).headline).toBe("Larkfield Cafés lists a territory in Leeds.");
    expect(say("LS6", ["england"]).headline).toBe("Larkfield Cafés lists the whole of England as a territory.");
    expect(say("LS22", ["leeds"])).toEqual({
      headline: "Larkfield Cafés lists a territory in West Yorkshire or North Yorkshire: Leeds.",
      detail: "Whether LS22 falls inside it is for the franchisor to say.",
    });
    expect(say("BD1", ["leeds"]).detail).toBe("Nearby: Leeds, in the same county.");
    expect(say("LS6", ["canterbury", "york"]).detail).toBe("Elsewhere in England: Canterbury and York.");
    expect(say("KY1", ["leeds"]).headline).toBe("Larkfield Cafés lists no territory in Scotland.");
  });
});
