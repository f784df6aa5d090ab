import { describe, expect, it } from "vitest";
import { MATCH_PARAMS, readMatchAnswers, STAFF_OPTIONS } from "@/lib/decide/match-answers";
import { hasAnswers, rankMatches, type MatchCandidate } from "@/lib/decide/match";
import { franchiseCategories, franchises, locations, postcodeAreas } from "../../../tests/unit/content-files";

// The site's own categories and locations: the reader is checked against whatever content exists.
const categories = franchiseCategories().map(({ id, name }) => ({ key: id, name }));
const postcodeData = postcodeAreas().map((area) => ({
  area: area.id,
  postTown: area.postTown,
  locations: area.locations,
  districts: area.districts,
}));
const known = {
  categories,
  locations: locations().map(({ slug, name, type, parent }) => ({ slug, name, type, parent })),
  postcodeAreas: postcodeData,
};
const read = (query: string) => readMatchAnswers(new URLSearchParams(query), known);

const cityNames = new Map(known.locations.map((location) => [location.slug, location.name]));
const candidates: MatchCandidate[] = franchises().map((entry) => ({
  ...(entry as unknown as MatchCandidate),
  categoryKey: entry.category,
  categoryName: categories.find((category) => category.key === entry.category)?.name ?? entry.category,
  territories: entry.territories.map((slug) => ({ slug, name: cityNames.get(slug) ?? slug })),
}));

describe("readMatchAnswers", () => {
  it("reads every question the form asks", () => {
    const nation = known.locations.find((location) => location.type === "region")!;
    const { answers, notes, form } = read(
      `cash=25k&sector=${categories[0].key}&sector=${categories[1].key}&work=part-time&base=premises&staff=1-5&area=${nation.slug}&exp=sales&start=6`,
    );
    expect(notes).toEqual([]);
    expect(answers.cash).toBe(25_000);
    expect(answers.sectors?.map((sector) => sector.key).sort()).toEqual([categories[0].key, categories[1].key].sort());
    expect(answers).toMatchObject({ work: "part-time", base: "premises", startWithinMonths: 6 });
    expect(answers.staff).toEqual(STAFF_OPTIONS[1].range);
    expect(answers.place).toMatchObject({ name: nation.name, isNation: true });
    expect(answers.experience).toEqual({ areas: ["sales"] });
    expect(form.area).toBe(nation.slug);
  });
  it("reads an empty form as no answers, and 'no preference' and 'no rush' as unanswered", () => {
    expect(hasAnswers(read("cash=&work=&base=any&start=later").answers)).toBe(false);
    expect(read("").notes).toEqual([]);
  });
  it("counts a repeated parameter once and takes the first of a single choice", () => {
    const { answers } = read(
      `sector=${categories[0].key}&sector=${categories[0].key}&work=part-time&work=alongside-job`,
    );
    expect(answers.sectors).toHaveLength(1);
    expect(answers.work).toBe("part-time");
  });
  it("leaves unknown values out with a note, and reports a bad cash figure", () => {
    const { answers, notes, cashError } = read(
      "sector=teleportation&work=astronaut&area=atlantis&exp=wizardry&cash=lots",
    );
    expect(hasAnswers(answers)).toBe(false);
    expect(notes).toHaveLength(4);
    expect(cashError).toMatch(/digits/);
  });
  it("never throws on hostile input, and cuts what it echoes", () => {
    const hostile = [
      `cash=${"9".repeat(5000)}`,
      "cash=1e308&staff=NaN&start=-1",
      `${"sector=x&".repeat(10_000)}`,
      "area=%00%ff%fe&exp=%E2%80%AE&work=%C0%AF",
      "cash=%25%25%25&area=..%2F..%2Fetc%2Fpasswd",
      `area=${"a".repeat(100_000)}`,
      "cash=£-5&sector[]=a&sector=__proto__&area=constructor",
    ];
    for (const query of hostile) {
      const { answers, notes, form } = read(query);
      expect(() => rankMatches(candidates, answers)).not.toThrow();
      expect(notes.length).toBeLessThanOrEqual(5);
      expect(form.cash.length).toBeLessThanOrEqual(30);
      for (const note of notes) expect(note.length).toBeLessThan(120);
    }
  });
});

describe("ranking the site's own franchises", () => {
  it("gives every franchise at least one reason for any answered question", () => {
    const queries = [
      "cash=30000",
      "work=alongside-job",
      "base=home-or-van",
      "staff=16%2B",
      `area=${known.locations.find((location) => location.type === "county")!.slug}`,
      "exp=none",
      "start=3",
      `sector=${categories[0].key}`,
    ];
    for (const query of queries) {
      const { answers } = read(query);
      expect(hasAnswers(answers), query).toBe(true);
      const outcome = rankMatches(candidates, answers);
      expect(outcome.results.length + outcome.excluded.length).toBe(candidates.length);
      for (const result of [...outcome.results, ...outcome.excluded]) {
        expect(result.reasons.length, `${query}: ${result.franchise.slug}`).toBeGreaterThan(0);
      }
    }
  });
  it("excludes by budget exactly the franchises the calculator says the cash cannot reach", () => {
    const outcome = rankMatches(candidates, read(`${MATCH_PARAMS.cash}=1000`).answers);
    for (const result of outcome.excluded) expect(result.excludedBy).toEqual(["budget"]);
    if (outcome.excluded.length > 0) expect(outcome.mostExcluding).toBe("budget");
  });
});

describe("a postcode as the place", () => {
  // A district the data maps to one of the site's cities, whatever the data holds.
  const cityDistrict = postcodeData
    .flatMap((area) => area.districts.map((district) => ({ area, district })))
    .find(({ district }) =>
      district.locations.every((slug) => known.locations.find((location) => location.slug === slug)?.type === "city"),
    )!;
  const outward = cityDistrict.district.codes[0].split("-")[0];
  const city = known.locations.find((location) => location.slug === cityDistrict.district.locations[0])!;

  it("places a full postcode, in any case and spacing, at the district's city", () => {
    const { answers, postcodeError, form } = read(
      `postcode=${encodeURIComponent(`  ${outward.toLowerCase()}   1aa `)}`,
    );
    expect(postcodeError).toBeUndefined();
    expect(answers.place?.name).toBe(`${outward} 1AA (${city.name})`);
    expect(answers.place?.citySlugs.has(city.slug)).toBe(true);
    expect(answers.place?.isNation).toBe(false);
    expect(form.postcode).toContain(outward.toLowerCase());
  });
  it("is preferred to the region chosen beside it", () => {
    const otherNation = known.locations.find(
      (location) =>
        location.type === "region" && !answers(`postcode=${outward}`).place?.nation.citySlugs.has(location.slug),
    );
    const { answers: both } = read(`postcode=${outward}&area=${otherNation?.slug}`);
    expect(both.place?.name).toContain(outward);
  });
  it("refuses garbage and a non-UK code with the postcode module's message, falling back to the region", () => {
    for (const bad of ["zzzz", "90210", "D02 X285"]) {
      const { answers: read1, postcodeError } = read(`postcode=${encodeURIComponent(bad)}`);
      expect(postcodeError, bad).toBeTruthy();
      expect(read1.place).toBeUndefined();
    }
    const nation = known.locations.find((location) => location.type === "region")!;
    expect(read(`postcode=zzzz&area=${nation.slug}`).answers.place?.name).toBe(nation.name);
  });
});

const answers = (query: string) => read(query).answers;
