// The postcode-area data (src/content/postcode-areas.yaml) against the UK's list of postcode areas and the site's
// locations, whatever locations exist: every area is covered and every place it names is a real location.
import { describe, expect, it } from "vitest";
import { ancestorsOf, nationOf } from "@/lib/locations/location-tree";
import { lookUpPostcode, type PostcodeAreaData } from "@/lib/locations/postcode";
import { locations, postcodeAreas, type PostcodeAreaFile } from "./content-files";

/**
 * The 121 postcode areas of the United Kingdom: Royal Mail's list of postcode areas, the same areas the ONS
 * Postcode Directory (ONSPD) uses. Not included: the Crown dependencies' areas GY, JE and IM (not part of the UK)
 * and the non-geographic BF (BFPO) and BX.
 */
const UK_POSTCODE_AREAS = `
  AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY
  E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS
  LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO
  SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE`
  .trim()
  .split(/\s+/);
const CROWN_DEPENDENCY_AREAS = ["GY", "JE", "IM"];

const areas = postcodeAreas();
const allLocations = locations();
const slugs = new Set(allLocations.map((location) => location.slug));
const asData = (area: PostcodeAreaFile): PostcodeAreaData => ({
  area: area.id,
  postTown: area.postTown,
  locations: area.locations,
  districts: area.districts ?? [],
});

describe("postcode areas", () => {
  it("the canonical list has the 121 UK areas, once each", () => {
    expect(UK_POSTCODE_AREAS).toHaveLength(121);
    expect(new Set(UK_POSTCODE_AREAS).size).toBe(121);
  });

  it("covers every UK postcode area exactly once, and nothing else", () => {
    const ids = areas.map((area) => area.id);
    expect(new Set(ids).size, "an area is listed twice").toBe(ids.length);
    expect([...ids].sort()).toEqual([...UK_POSTCODE_AREAS].sort());
  });

  it("leaves out the Crown dependencies, which are not in the UK", () => {
    for (const id of CROWN_DEPENDENCY_AREAS) expect(areas.map((area) => area.id)).not.toContain(id);
  });

  it("names only locations that exist", () => {
    for (const area of areas) {
      const named = [...area.locations, ...(area.districts ?? []).flatMap((district) => district.locations)];
      for (const slug of named) expect(slugs.has(slug), `${area.id} names ${slug}`).toBe(true);
    }
  });

  it("puts each district's places within the places its area reaches", () => {
    for (const area of areas) {
      for (const district of area.districts ?? []) {
        for (const slug of district.locations) {
          const lineage = [slug, ...ancestorsOf(slug, allLocations).map((ancestor) => ancestor.slug)];
          expect(
            lineage.some((candidate) => area.locations.includes(candidate)),
            `${district.codes.join(", ")} → ${slug} is outside ${area.id}'s ${area.locations.join(", ")}`,
          ).toBe(true);
        }
      }
    }
  });

  it("places every area in a nation, so a postcode always has an answer", () => {
    for (const area of areas) {
      for (const slug of area.locations) expect(nationOf(slug, allLocations), `${area.id}: ${slug}`).toBeDefined();
    }
  });

  it("puts each district astride a national border in both nations, since /match excludes by nation", () => {
    // England-Wales and England-Scotland; the file's header lists the same districts.
    const BORDER_DISTRICTS = [
      "CH4",
      "HR3",
      "HR5",
      "LD7",
      "LD8",
      "NP16",
      "NP25",
      "SY10",
      "SY13",
      "SY15",
      "SY22",
      "TD12",
      "TD15",
    ];
    const data = areas.map(asData);
    for (const code of BORDER_DISTRICTS) {
      const lookup = lookUpPostcode(`${code} 1AA`, data, allLocations);
      expect(lookup.ok, code).toBe(true);
      if (!lookup.ok) continue;
      const slugs = lookup.place.locations.map((location) => location.slug);
      const nations = new Set(slugs.map((slug) => nationOf(slug, allLocations)?.slug));
      expect(nations.size, `${code}: ${slugs.join(", ")}`).toBe(2);
    }
  });

  it("answers a look-up for every district listed and for each area's first district", () => {
    const data = areas.map(asData);
    for (const area of areas) {
      const codes = [`${area.id}1`, ...(area.districts ?? []).flatMap((d) => d.codes.map((c) => c.split("-")[0]!))];
      for (const code of codes) {
        const lookup = lookUpPostcode(`${code} 1AA`, data, allLocations);
        expect(lookup.ok && lookup.place.locations.length, `${code} 1AA`).toBeGreaterThan(0);
      }
    }
  });
});
