import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  UK_FACTS_FILE,
  factById,
  factPlaceholder,
  factSettings,
  isoDay,
  parseUkFacts,
  staleFacts,
  ukFactSchema,
} from "./uk-facts";

const facts = parseUkFacts(readFileSync(UK_FACTS_FILE, "utf8"));
const dayAfter = (date: Date) => new Date(date.getTime() + 86_400_000);

describe("the UK facts file", () => {
  it("holds facts, each with an https source and a review-by date, ids unique", () => {
    expect(facts.length).toBeGreaterThan(0);
    expect(new Set(facts.map((fact) => fact.id)).size).toBe(facts.length);
    for (const fact of facts) {
      expect(fact.sourceUrl, fact.id).toMatch(/^https:\/\//);
      expect(Number.isNaN(fact.reviewBy.getTime()), fact.id).toBe(false);
    }
  });

  it("shows each numeric figure as its display form says (the two never disagree)", () => {
    for (const fact of facts.filter((candidate) => typeof candidate.value === "number")) {
      const [, digits = "", million] = /^£?([\d,.]+)%?( million)?/.exec(fact.display) ?? [];
      const shown = Number(digits.replace(/,/g, "")) * (million ? 1_000_000 : 1);
      expect(shown, `${fact.id}: ${fact.display} vs ${fact.value}`).toBe(fact.value);
    }
  });

  it("describes every field, for the editors' reference", () => {
    for (const [field, schema] of Object.entries(ukFactSchema.shape)) {
      expect(schema.description, field).toBeTruthy();
    }
  });
});

describe("parseUkFacts", () => {
  it("names the file, the fact and the field of a bad entry", () => {
    const text =
      "items:\n- id: broken-fact\n  value: { discriminant: number, value: 1 }\n  display: '£1'\n  label: A figure with no source at all\n  appliesFrom: 2026-04-06\n  reviewBy: 2027-04-05\n";
    expect(() => parseUkFacts(text)).toThrow(/src\/content\/uk-facts\.yaml:[\s\S]*broken-fact \(\[0\]\)\.source/);
  });

  it("names the file when the facts are not under items:", () => {
    expect(() => parseUkFacts("- id: a-fact\n  value: 1\n")).toThrow(
      'src/content/uk-facts.yaml: expected "items:" with the facts listed under it',
    );
  });

  it("rejects an id used twice", () => {
    const text = readFileSync(UK_FACTS_FILE, "utf8");
    const first = facts[0]!;
    // As the file writes it: the value as the editor's choice of a number or a text.
    const value = { discriminant: typeof first.value === "number" ? "number" : "text", value: first.value };
    const twice = `${text}\n- ${JSON.stringify({ ...first, value, appliesFrom: first.appliesFrom && isoDay(first.appliesFrom), reviewBy: isoDay(first.reviewBy) })}\n`;
    expect(() => parseUkFacts(twice)).toThrow(new RegExp(`id ${first.id} is used twice`));
  });
});

describe("staleFacts", () => {
  it("lists a fact from the day after its review-by date, not on the day", () => {
    const soonest = [...facts].sort((a, b) => a.reviewBy.getTime() - b.reviewBy.getTime())[0]!;
    expect(staleFacts(facts, soonest.reviewBy).map((fact) => fact.id)).not.toContain(soonest.id);
    expect(staleFacts(facts, dayAfter(soonest.reviewBy)).map((fact) => fact.id)).toContain(soonest.id);
  });

  it("lists every fact once the latest review-by date has passed", () => {
    const latest = Math.max(...facts.map((fact) => fact.reviewBy.getTime()));
    expect(staleFacts(facts, dayAfter(new Date(latest)))).toHaveLength(facts.length);
  });
});

describe("fact lookups", () => {
  it("gives every fact a {fact:<id>} placeholder with its display form", () => {
    const settings = factSettings(facts);
    for (const fact of facts) expect(settings[factPlaceholder(fact.id)]).toBe(fact.display);
  });

  it("finds a fact by id, and names the id, the place and the file for an unknown one", () => {
    expect(factById(facts, facts[0]!.id, "test")).toBe(facts[0]);
    expect(() => factById(facts, "no-such-figure", "<Fact>")).toThrow(
      '<Fact>: no fact with id "no-such-figure" in src/content/uk-facts.yaml',
    );
  });
});
