// The content schemas make a claim say where its evidence stands, and take a consent record in one shape.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { packageSchema, servicePageSchema, testimonialSchema } from "@/lib/schemas/copy-schemas";
import { packages, testimonials } from "./copy-files";
import { CONTENT_DIR } from "./content-files";

const evidence = { source: "Client survey 2026", checkedOn: "2026-12-01" };
const issuePaths = (result: { success: boolean; error?: { issues: { path: (string | number)[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("claims in the copy", () => {
  // A service page as written, placeholders unexpanded, as the build reads it.
  const dir = join(CONTENT_DIR, "service-pages");
  const name = readdirSync(dir).find((file) => file.endsWith(".yaml"))!;
  const data = yaml.load(readFileSync(join(dir, name), "utf8")) as { hero: object };
  // A statistic as the file holds it: a figure of its own (the editor's choice of "a figure" over "a claim").
  const withHighlight = (figure: object) => ({
    ...data,
    hero: { ...data.hero, highlights: [{ discriminant: "figure", value: figure }] },
  });

  it("a percentage figure without an evidence field fails, naming the field", () => {
    const result = servicePageSchema.safeParse(withHighlight({ value: "47%", label: "Growth" }));
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain("hero.highlights.0.value.evidence");
  });

  it("a percentage with evidence, or pending evidence, passes; a figure that claims nothing needs none", () => {
    for (const highlight of [
      { value: "47%", label: "Growth", evidence },
      { value: "47%", label: "Growth", evidence: "pending" },
      { value: "Free", label: "Discovery call" },
    ]) {
      expect(servicePageSchema.safeParse(withHighlight(highlight)).success, JSON.stringify(highlight)).toBe(true);
    }
  });

  it('a package marked "Most Popular" needs its evidence field', () => {
    const popular = packages().find((pkg) => pkg.popular) ?? { ...packages()[0]!, popular: true };
    // As the file holds it: the shown price is made from `amount` on read, never written.
    const { evidence: _evidence, price: _price, ...bare } = popular;
    expect(issuePaths(packageSchema.safeParse(bare))).toContain("evidence");
    expect(packageSchema.safeParse({ ...bare, evidence }).success).toBe(true);
  });
});

describe("consent records", () => {
  const quote = testimonials()[0]!;

  it("a testimonial takes { genuine: true, consentedOn } and nothing looser", () => {
    const consentedOn = new Date("2026-11-30");
    expect(testimonialSchema.safeParse({ ...quote, consent: { genuine: true, consentedOn } }).success).toBe(true);
    expect(testimonialSchema.safeParse({ ...quote, consent: { genuine: false, consentedOn } }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, consent: { genuine: true } }).success).toBe(false);
  });
});
