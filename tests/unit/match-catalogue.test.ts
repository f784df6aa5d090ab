// "Find my franchise" and the investment bands over whatever catalogue exists (issue 52 §3): a franchise that
// fails a hard answer is never called a match, for every combination of answers tried, and every franchise is
// listed in at least one investment band. The checks here are written from the answers' meaning,
// not by calling the ranking's own reasons, so a rule the ranking forgets shows as a match that should not be.
import { describe, expect, it } from "vitest";
import { budgetFit } from "@/lib/decide/affordability";
import { matchPlace } from "@/lib/decide/match-answers";
import { rankMatches, type MatchAnswers, type MatchCandidate } from "@/lib/decide/match";
import { WORK_PATTERNS } from "@/lib/decide/match-traits";
import { INVESTMENT_LEVELS, matchesInvestment } from "@/lib/directory/franchise-filters";
import { franchiseCategories, franchises, locations } from "./content-files";

const now = new Date();
const categories = franchiseCategories();
const places = locations().map((place) => ({ ...place, slug: place.slug, name: place.name }));
const nations = places.filter((place) => place.type === "region").map((place) => matchPlace(place.slug, places)!);

const catalogue: MatchCandidate[] = franchises().map((franchise) => ({
  ...franchise,
  categoryKey: franchise.category,
  categoryName: categories.find((category) => category.id === franchise.category)?.name ?? franchise.category,
  territories: franchise.territories.map((slug) => ({ slug, name: slug })),
}));

/** Every combination of one answer per hard question (or none), a few values each. */
function* answerSets(): Generator<MatchAnswers> {
  const cashes = [undefined, 5_000, 12_000, 30_000, 100_000];
  const sectorPicks = [undefined, ...categories.map((category) => [{ key: category.id, name: category.name }])];
  const works = [undefined, ...WORK_PATTERNS];
  const staffs = [undefined, { min: 0, max: 0 }, { min: 1, max: 5 }];
  for (const cash of cashes)
    for (const sectors of sectorPicks)
      for (const work of works)
        for (const staff of staffs)
          for (const place of [undefined, ...nations]) yield { cash, sectors, work, staff, place };
}

/** What a hard answer rules out, in the answer's own terms. */
function failsAHardAnswer(franchise: MatchCandidate, answers: MatchAnswers): string | undefined {
  if (answers.cash !== undefined && budgetFit(franchise, answers.cash, now) === "out-of-reach") return "budget";
  if (answers.sectors && !answers.sectors.some((sector) => sector.key === franchise.categoryKey)) return "sector";
  if (answers.place && !franchise.territories.some((city) => answers.place!.nation.citySlugs.has(city.slug)))
    return "nation";
  const limitedHours = answers.work === "part-time" || answers.work === "alongside-job";
  if (limitedHours && franchise.workPatterns && !franchise.workPatterns.includes(answers.work!)) return "hours";
  const staffMax = answers.staff?.max ?? Number.POSITIVE_INFINITY;
  if (franchise.teamSize && franchise.teamSize.min > staffMax) return "staffing";
  return undefined;
}

describe("Find my franchise over the catalogue", () => {
  it("never calls a franchise that fails a hard answer a match", () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const answers of answerSets()) {
      tried++;
      for (const result of rankMatches(catalogue, answers, { now }).results) {
        const fails = failsAHardAnswer(result.franchise, answers);
        if (fails) wrong.push(`${result.franchise.slug} fails ${fails} for ${JSON.stringify(answers)}`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("keeps every franchise that fails a hard answer among the excluded, with that answer named", () => {
    const answers: MatchAnswers = { sectors: [{ key: categories[0]!.id, name: categories[0]!.name }] };
    const outcome = rankMatches(catalogue, answers, { now });
    for (const result of outcome.excluded) expect(result.excludedBy).toContain("sector");
    expect(outcome.results.length + outcome.excluded.length).toBe(catalogue.length);
  });
});

describe("the investment bands over the catalogue", () => {
  it("list every franchise in at least one band, and in each band its range overlaps", () => {
    for (const franchise of catalogue) {
      const bands = INVESTMENT_LEVELS.filter((level) => matchesInvestment(franchise.investmentRange, level.value));
      expect(bands.length, franchise.slug).toBeGreaterThan(0);
    }
  });
});
