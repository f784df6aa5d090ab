import { describe, expect, it } from "vitest";
import { affordability } from "@/config/affordability";
import { affordableRange, budgetFitWords, cashNeededFor } from "@/lib/decide/affordability";
import {
  MATCH_WEIGHTS,
  hasAnswers,
  rankMatches,
  scoreFranchise,
  type MatchAnswers,
  type MatchCandidate,
  type MatchPlace,
} from "@/lib/decide/match";
import { formatGbp } from "@/lib/ui/format";

const now = new Date("2026-06-01T00:00:00Z");
const context = { now };

/** A franchise with nothing known beyond what the test sets. */
const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  slug: "test-franchise",
  name: "Test Franchise",
  categoryKey: "cleaning",
  categoryName: "Cleaning",
  investmentRange: { min: 10_000, max: 20_000 },
  franchisingInUkSince: 2000,
  tradingFranchisees: 50,
  territories: [{ slug: "leeds", name: "Leeds" }],
  ...overrides,
});

const westYorkshire: MatchPlace = {
  name: "West Yorkshire",
  citySlugs: new Set(["leeds", "bradford"]),
  nation: { name: "England", citySlugs: new Set(["leeds", "bradford", "york", "london"]) },
  isNation: false,
};

const reasonsOf = (franchise: MatchCandidate, answers: MatchAnswers) => scoreFranchise(franchise, answers, context);

describe("budget: a hard limit under the calculator's own rules", () => {
  const cash = 30_000;
  const { established, newer } = affordableRange(cash);

  it("excludes a franchise whose entry level is out of reach, saying what it needs", () => {
    const over = candidate({ investmentRange: { min: established + 1, max: established * 2 } });
    const result = reasonsOf(over, { cash });
    expect(result.excludedBy).toEqual(["budget"]);
    const needed = cashNeededFor(established + 1, { franchisingInUkSince: 2000, tradingFranchisees: 50 }, now);
    expect(result.reasons[0]).toMatchObject({ rule: "budget", kind: "misfit" });
    expect(result.reasons[0].text).toContain(formatGbp(needed));
    expect(result.reasons[0].text).toContain(formatGbp(cash));
  });
  it("uses the newer networks' lending share when the track record is unknown", () => {
    const between = { min: newer + 1, max: newer + 1 };
    expect(reasonsOf(candidate({ investmentRange: between }), { cash }).excludedBy).toEqual([]);
    expect(
      reasonsOf(candidate({ investmentRange: between, franchisingInUkSince: undefined }), { cash }).excludedBy,
    ).toEqual(["budget"]);
  });
  it("fits the whole range with a loan for the rest", () => {
    const result = reasonsOf(candidate({ investmentRange: { min: established - 10, max: established } }), { cash });
    expect(result.reasons[0]).toMatchObject({ kind: "fit", text: "Fits your £30,000 with a loan for the rest" });
    expect(result.score).toBe(MATCH_WEIGHTS.budget);
  });
  it("says when no loan is needed, a contingency still kept aside", () => {
    const withoutLoan = Math.floor(cash / (1 + affordability.contingencyLow.value));
    const result = reasonsOf(candidate({ investmentRange: { min: 1_000, max: withoutLoan } }), { cash });
    expect(result.reasons[0].text).toBe("Fits your £30,000 without a loan, with a contingency kept aside");
  });
  it("never calls a range that leaves out working capital a fit: a note, worded as /affordability's card", () => {
    // £15,000 and a £25,000–£55,000 range "excluding working capital" (the case, whatever the ceilings).
    const small = 15_000;
    const { newer: ceiling } = affordableRange(small);
    const partial = (min: number, max: number) =>
      candidate({
        investmentRange: { min, max, note: "excluding working capital" },
        franchisingInUkSince: undefined,
      });
    for (const franchise of [partial(ceiling, ceiling * 2), partial(ceiling / 2, ceiling)]) {
      const result = reasonsOf(franchise, { cash: small });
      expect(result.excludedBy).toEqual([]);
      expect(result.reasons[0].kind).toBe("note");
      expect(result.reasons[0].text).toBe(budgetFitWords(franchise, small, now));
      expect(result.reasons[0].text).not.toMatch(/\bfits?\b|loan for the rest/i);
      expect(result.score).toBe(0);
    }
    expect(reasonsOf(partial(ceiling, ceiling * 2), { cash: small }).reasons[0].text).toMatch(/^Entry level within/);
  });
  it("reaches the entry level only, scoring less than the whole range", () => {
    const result = reasonsOf(candidate({ investmentRange: { min: established, max: established * 3 } }), { cash });
    expect(result.reasons[0].kind).toBe("fit");
    expect(result.reasons[0].text).toMatch(/entry level .* not its top/);
    expect(result.score).toBeLessThan(MATCH_WEIGHTS.budget);
    expect(result.score).toBeGreaterThan(0);
  });
});

describe("place: no territory in the visitor's nation is a hard limit; the rest score", () => {
  it("fits when a territory is listed in the place, naming it and never calling it free", () => {
    const result = reasonsOf(candidate(), { place: westYorkshire });
    expect(result.reasons[0]).toEqual({
      rule: "place",
      kind: "fit",
      text: "Territories listed in West Yorkshire: Leeds",
    });
    expect(result.reasons[0].text).not.toMatch(/free|available/i);
  });
  it("counts against, without excluding, when territories are only elsewhere in the nation", () => {
    const result = reasonsOf(candidate({ territories: [{ slug: "york", name: "York" }] }), { place: westYorkshire });
    expect(result.excludedBy).toEqual([]);
    expect(result.reasons[0].kind).toBe("misfit");
    expect(result.reasons[0].text).toBe("None listed in West Yorkshire; listed elsewhere in England: York");
  });
  it("counts a little for a territory nearby (the county round a postcode's city)", () => {
    const leedsPostcode: MatchPlace = {
      name: "LS6 (Leeds)",
      citySlugs: new Set(["leeds"]),
      nation: westYorkshire.nation,
      isNation: false,
      nearby: { name: "West Yorkshire", citySlugs: new Set(["bradford"]) },
    };
    const result = reasonsOf(candidate({ territories: [{ slug: "bradford", name: "Bradford" }] }), {
      place: leedsPostcode,
    });
    expect(result.reasons[0]).toMatchObject({ kind: "fit" });
    expect(result.reasons[0].text).toBe("None listed in LS6 (Leeds), but nearby in West Yorkshire: Bradford");
    expect(result.score).toBeLessThan(MATCH_WEIGHTS.place);
  });
  it("excludes when nothing is listed in the nation", () => {
    const result = reasonsOf(candidate({ territories: [{ slug: "cardiff", name: "Cardiff" }] }), {
      place: westYorkshire,
    });
    expect(result.excludedBy).toEqual(["place"]);
    expect(result.reasons[0].text).toBe("No territory listed in England");
  });
});

describe("sector", () => {
  const sectors = [{ key: "cleaning", name: "Cleaning" }];
  it("fits a sector picked and rules out one not picked", () => {
    expect(reasonsOf(candidate(), { sectors }).reasons[0]).toMatchObject({ kind: "fit" });
    const other = reasonsOf(candidate({ categoryKey: "care", categoryName: "Care" }), { sectors });
    expect(other.reasons[0]).toMatchObject({ kind: "misfit", text: "In Care: not a sector you picked" });
    expect(other.excludedBy).toEqual(["sector"]);
  });
});

describe("how they want to work", () => {
  it("fits a pattern the franchisor lists and counts against one it does not", () => {
    const franchise = candidate({ workPatterns: ["owner-operator", "managing-staff"] });
    expect(reasonsOf(franchise, { work: "managing-staff" }).reasons[0].kind).toBe("fit");
    const partTime = reasonsOf(franchise, { work: "part-time" });
    expect(partTime.reasons[0].kind).toBe("misfit");
    expect(partTime.reasons[0].text).toMatch(/you want part time$/);
  });

  it("rules out a franchise needing more hours than part time or alongside a job; other patterns only score", () => {
    const fullTime = candidate({ workPatterns: ["owner-operator"] });
    expect(reasonsOf(fullTime, { work: "part-time" }).excludedBy).toEqual(["work"]);
    expect(reasonsOf(fullTime, { work: "alongside-job" }).excludedBy).toEqual(["work"]);
    expect(reasonsOf(fullTime, { work: "managing-staff" }).excludedBy).toEqual([]);
  });
});

describe("where they would work", () => {
  it("says 'Needs premises: you preferred home-based'", () => {
    const result = reasonsOf(candidate({ bases: ["premises"] }), { base: "home-or-van" });
    expect(result.reasons[0]).toMatchObject({ kind: "misfit", text: "Needs premises: you preferred home-based" });
    expect(result.score).toBe(-MATCH_WEIGHTS.base);
  });
  it("fits either preference when the franchisor offers both", () => {
    const both = candidate({ bases: ["premises", "home-or-van"] });
    expect(reasonsOf(both, { base: "home-or-van" }).reasons[0].kind).toBe("fit");
    expect(reasonsOf(both, { base: "premises" }).reasons[0].kind).toBe("fit");
  });
});

describe("how many people they would employ", () => {
  it("rules out a franchise needing a larger team than they would employ; a smaller one only scores", () => {
    const team = candidate({ teamSize: { min: 2, max: 6 } });
    expect(reasonsOf(team, { staff: { min: 0, max: 0 } }).excludedBy).toEqual(["staff"]);
    expect(reasonsOf(team, { staff: { min: 10 } }).excludedBy).toEqual([]);
  });

  it("fits overlapping ranges and counts against a team larger or smaller than theirs", () => {
    const team = candidate({ teamSize: { min: 3, max: 5 } });
    expect(reasonsOf(team, { staff: { min: 1, max: 5 } }).reasons[0].kind).toBe("fit");
    expect(reasonsOf(team, { staff: { min: 0, max: 0 } }).reasons[0]).toMatchObject({
      kind: "misfit",
      text: "Needs a team of 3–5: you would rather employ no one",
    });
    expect(reasonsOf(team, { staff: { min: 16 } }).reasons[0].kind).toBe("misfit");
  });
  it("treats a team with no stated limit as reaching any larger number", () => {
    expect(reasonsOf(candidate({ teamSize: { min: 3 } }), { staff: { min: 16 } }).reasons[0].kind).toBe("fit");
  });
});

describe("experience", () => {
  const required = candidate({ experience: { level: "required", areas: ["hospitality-retail"] } });
  it("fits when none is needed, whatever was ticked", () => {
    expect(
      reasonsOf(candidate({ experience: { level: "none" } }), { experience: { areas: [] } }).reasons[0],
    ).toMatchObject({ kind: "fit", text: "No experience needed: training covers it" });
  });
  it("fits required experience the visitor has and counts against it when they lack it", () => {
    expect(reasonsOf(required, { experience: { areas: ["hospitality-retail"] } }).reasons[0].kind).toBe("fit");
    expect(reasonsOf(required, { experience: { areas: [] } }).reasons[0].kind).toBe("misfit");
  });
  it("only notes helpful experience the visitor lacks, neither for nor against", () => {
    const helpful = candidate({ experience: { level: "helpful", areas: ["care-health"] } });
    const result = reasonsOf(helpful, { experience: { areas: ["sales"] } });
    expect(result.reasons[0].kind).toBe("note");
    expect(result.score).toBe(0);
  });
});

describe("when they want to start", () => {
  it("counts against a franchise that takes longer to open than they have", () => {
    const slow = candidate({ minMonthsToOpen: 6 });
    expect(reasonsOf(slow, { startWithinMonths: 3 }).reasons[0].kind).toBe("misfit");
    expect(reasonsOf(slow, { startWithinMonths: 6 }).reasons[0].kind).toBe("fit");
  });
});

describe("unknown traits", () => {
  it("count neither for nor against, and are listed in one note", () => {
    const result = reasonsOf(candidate(), { work: "part-time", base: "premises", staff: { min: 0, max: 0 } });
    expect(result.score).toBe(0);
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0].kind).toBe("note");
    expect(result.reasons[0].text).toContain("how it can be run");
    expect(result.reasons[0].text).toContain("where it is run from");
  });
});

describe("rankMatches", () => {
  const good = candidate({ slug: "good", name: "Good", bases: ["home-or-van"], workPatterns: ["part-time"] });
  const middling = candidate({ slug: "middling", name: "Middling", bases: ["home-or-van"] });
  const poor = candidate({ slug: "poor", name: "Poor", bases: ["premises"], workPatterns: ["managing-staff"] });
  const dear = candidate({ slug: "dear", name: "Dear", investmentRange: { min: 900_000, max: 900_000 } });
  const abroad = candidate({ slug: "abroad", name: "Abroad", territories: [{ slug: "cardiff", name: "Cardiff" }] });
  const answers: MatchAnswers = { cash: 30_000, base: "home-or-van", work: "part-time", place: westYorkshire };

  it("ranks by score, keeps excluded franchises apart, and gives every franchise reasons", () => {
    const outcome = rankMatches([poor, dear, middling, abroad, good], answers, context);
    expect(outcome.results.map((result) => result.franchise.slug)).toEqual(["good", "middling"]);
    expect(outcome.excluded.map((result) => result.franchise.slug).sort()).toEqual(["abroad", "dear", "poor"]);
    for (const result of [...outcome.results, ...outcome.excluded]) expect(result.reasons.length).toBeGreaterThan(0);
    expect(outcome.results[1].reasons.some((reason) => reason.kind === "misfit")).toBe(false);
  });
  it("when nothing fits, names the answer that excluded most and orders the nearest first", () => {
    const nearly = candidate({ slug: "nearly", name: "Nearly", investmentRange: { min: 70_000, max: 80_000 } });
    const outcome = rankMatches([dear, nearly, abroad], { cash: 30_000, place: westYorkshire }, context);
    expect(outcome.results).toEqual([]);
    expect(outcome.excludedCounts).toEqual({ budget: 2, sector: 0, place: 1, work: 0, staff: 0 });
    expect(outcome.mostExcluding).toBe("budget");
    // Abroad fails only on place and Nearly only just on budget; Dear is far over.
    expect(outcome.excluded.at(-1)?.franchise.slug).toBe("dear");
  });
  it("has nothing to rank by when no question is answered", () => {
    expect(hasAnswers({})).toBe(false);
    expect(hasAnswers({ sectors: [] })).toBe(false);
    expect(hasAnswers({ staff: { min: 0, max: 0 } })).toBe(true);
  });
});

describe("the answers issue 52 found called misfits matches", () => {
  // Frozen copies of the sample franchises those answers returned, so the test holds whatever the catalogue is.
  const cleaning = candidate({
    slug: "home-cleaning",
    name: "Home Cleaning",
    investmentRange: { min: 9_999, max: 14_500 },
    franchisingInUkSince: 2014,
    tradingFranchisees: 46,
    territories: [{ slug: "edinburgh", name: "Edinburgh" }],
    workPatterns: ["owner-operator", "managing-staff"],
    bases: ["home-or-van"],
    teamSize: { min: 1, max: 8 },
    experience: { level: "none" },
  });
  const care = candidate({
    slug: "home-care",
    name: "Home Care",
    categoryKey: "care",
    categoryName: "Care",
    investmentRange: { min: 25_000, max: 55_000, note: "excluding working capital" },
    franchisingInUkSince: 2010,
    tradingFranchisees: 23,
    territories: [{ slug: "edinburgh", name: "Edinburgh" }],
    workPatterns: ["managing-staff"],
    teamSize: { min: 4 },
  });
  const coffee = candidate({
    slug: "coffee",
    name: "Coffee",
    categoryKey: "food-beverage",
    categoryName: "Food",
    investmentRange: { min: 19_500, max: 140_000 },
    territories: [{ slug: "glasgow", name: "Glasgow" }],
  });
  const scotland: MatchPlace = {
    name: "Scotland",
    citySlugs: new Set(["edinburgh", "glasgow"]),
    nation: { name: "Scotland", citySlugs: new Set(["edinburgh", "glasgow"]) },
    isNation: true,
  };
  const careSector = [{ key: "care", name: "Care" }];

  it("care, no experience, part time, no staff, £5,000: the cleaning franchise is no match", () => {
    const answers: MatchAnswers = {
      sectors: careSector,
      experience: { areas: [] },
      work: "part-time",
      staff: { min: 0, max: 0 },
      cash: 5_000,
    };
    const outcome = rankMatches([cleaning, care, coffee], answers, context);
    expect(outcome.results).toEqual([]);
    const excluded = outcome.excluded.find((result) => result.franchise.slug === "home-cleaning")!;
    expect(excluded.excludedBy).toEqual(expect.arrayContaining(["sector", "work", "staff"]));
  });

  it("£12,000, care, Scotland: only a care franchise within reach in Scotland would be a match", () => {
    const reachable = candidate({
      slug: "care-visits",
      name: "Care Visits",
      categoryKey: "care",
      categoryName: "Care",
      investmentRange: { min: 8_000, max: 9_000 },
      territories: [{ slug: "glasgow", name: "Glasgow" }],
    });
    const outcome = rankMatches(
      [cleaning, care, coffee, reachable],
      { cash: 12_000, sectors: careSector, place: scotland },
      context,
    );
    expect(outcome.results.map((result) => result.franchise.slug)).toEqual(["care-visits"]);
    expect(outcome.excluded.find((result) => result.franchise.slug === "home-care")!.excludedBy).toEqual(["budget"]);
    expect(outcome.excluded.find((result) => result.franchise.slug === "coffee")!.excludedBy).toEqual(["sector"]);
  });
});
