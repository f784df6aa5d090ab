import { describe, expect, it } from "vitest";
import { z } from "zod";
import { franchiseSchema } from "../schemas/franchise-schema";
import { idReferences, issueLines } from "../schemas/entry-fields";
import { NOT_DISCLOSED, UNDISCLOSED_TERMS, termsProblems, type FranchiseTerms } from "./terms-schema";

const schema = franchiseSchema(idReferences);

/** A franchise entry of the schema's shape; its terms are what each test changes. */
function entry(terms: unknown, extra: Record<string, unknown> = {}) {
  return {
    id: "1",
    name: "Terms Test Cleaning",
    slug: "terms-test-cleaning",
    category: "cleaning",
    shortDescription: "An invented franchise for the terms schema's tests, never shown on the site itself.",
    description: "An invented franchise for the terms schema's tests. ".repeat(6),
    investmentRange: { min: 10000, max: 20000 },
    franchisingInUkSince: 2015,
    tradingFranchisees: 12,
    tradingFranchiseesAsOf: "2026-01-31",
    numberOfOutlets: "TBA",
    territories: ["london"],
    features: ["One a", "Two b", "Three c", "Four d"],
    support: ["One a", "Two b", "Three c", "Four d"],
    terms,
    introductionFee: "none",
    metaTitle: "Terms Test Cleaning",
    metaDescription: "An invented franchise for the terms schema's tests, never shown on the site.",
    ...extra,
  };
}

const disclosedTerms: FranchiseTerms = {
  investmentCovers: { vat: "excluded", workingCapital: "excluded", vehicle: "excluded", premises: "not needed" },
  initialFee: { amount: 9500, vat: "plus VAT" },
  managementServiceFee: { basis: "percentage and fixed monthly", percent: 6, monthly: 100 },
  marketingLevy: { basis: "percentage", percent: 2 },
  minimum: { kind: "minimum monthly fee", amount: 250 },
  termYears: { years: 5 },
  renewal: { fee: 0 },
  transferFee: { basis: "fixed", amount: 3000 },
  territory: { exclusive: true, basis: "postcodes", size: "about 25,000 homes" },
  training: { trainingDays: 5, launchDays: 2 },
  workingCapital: { min: 3000, max: 5000 },
  vehicle: { need: "needed", cost: 6000 },
  premises: { need: "not needed" },
  unitsClosedOrSold: { closed: 1, sold: 2, asOf: "2026-01-31" },
  bfaMembership: { status: "full", checkedOn: "2026-01-31" },
};

/** The "field: message" lines the build prints for an entry, or [] when it parses. */
function refusals(data: unknown): string[] {
  const parsed = schema.safeParse(data);
  return parsed.success ? [] : issueLines(parsed.error);
}

describe("a franchise's terms", () => {
  it("accept disclosed terms, and terms of which nothing is disclosed", () => {
    expect(refusals(entry(disclosedTerms))).toEqual([]);
    expect(refusals(entry(UNDISCLOSED_TERMS))).toEqual([]);
  });

  it('are required: a term left out is refused, "not disclosed" is the way to say it is unknown', () => {
    const { renewal: _renewal, ...withoutRenewal } = disclosedTerms;
    expect(refusals(entry(withoutRenewal)).join("\n")).toMatch(/^terms\.renewal: /m);
    expect(refusals(entry(undefined)).join("\n")).toMatch(/^terms: Required/m);
  });

  it("refuse a renewal fee without a term to renew", () => {
    const lines = refusals(entry({ ...disclosedTerms, termYears: NOT_DISCLOSED }));
    expect(lines).toEqual([expect.stringMatching(/^terms\.renewal: a renewal fee needs the term it renews/)]);
  });

  it("refuse a levy or a management service fee above 100% of turnover", () => {
    const levy = refusals(entry({ ...disclosedTerms, marketingLevy: { basis: "percentage", percent: 120 } }));
    expect(levy.join("\n")).toMatch(/^terms\.marketingLevy/m);
    const fee = refusals(entry({ ...disclosedTerms, managementServiceFee: { basis: "percentage", percent: 101 } }));
    expect(fee.join("\n")).toMatch(/^terms\.managementServiceFee/m);
  });

  it("refuse a trading count dated in the future, or a count without its date", () => {
    expect(refusals(entry(disclosedTerms, { tradingFranchiseesAsOf: "2999-01-01" }))).toEqual([
      expect.stringMatching(/^tradingFranchiseesAsOf: 2999-01-01 is after today/),
    ]);
    expect(refusals(entry(disclosedTerms, { tradingFranchiseesAsOf: undefined }))).toEqual([
      expect.stringMatching(/^tradingFranchiseesAsOf: tradingFranchisees needs the date/),
    ]);
  });

  it("refuse a fee whose basis and figures disagree", () => {
    const lines = refusals(entry({ ...disclosedTerms, managementServiceFee: { basis: "fixed monthly", percent: 5 } }));
    expect(lines).toEqual([
      expect.stringMatching(/^terms\.managementServiceFee\.percent: the basis "fixed monthly" has no percentage/),
      expect.stringMatching(/^terms\.managementServiceFee\.monthly: the basis "fixed monthly" needs a monthly sum/),
    ]);
  });

  it("refuse an investment said to leave out a vehicle the terms say is not needed", () => {
    const problems = termsProblems({ ...disclosedTerms, vehicle: { need: "not needed" } });
    expect(problems).toEqual([{ path: ["investmentCovers", "vehicle"], message: expect.stringMatching(/not needed/) }]);
  });

  it("refuse a working capital range upside down, and dates of checks after today", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const problems = termsProblems(
      {
        ...disclosedTerms,
        workingCapital: { min: 9000, max: 1000 },
        bfaMembership: { status: "full", checkedOn: "2026-06-02" },
      },
      now,
    );
    expect(problems.map((problem) => problem.path.join("."))).toEqual([
      "workingCapital.max",
      "bfaMembership.checkedOn",
    ]);
  });

  it("document every field, so the editor and the editing guide can say what each holds", () => {
    const undocumented: string[] = [];
    const visit = (field: z.ZodTypeAny, path: string) => {
      if (!field.description) undocumented.push(path);
      // An optional field's text is on the wrapper; its shape is inside.
      const at = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodTypeAny) : field;
      const def = at._def as { typeName: string; options?: z.ZodTypeAny[] };
      if (def.typeName === "ZodUnion")
        for (const option of def.options!) if (option instanceof z.ZodObject) visitShape(option, path);
      if (at instanceof z.ZodObject) visitShape(at, path);
    };
    const visitShape = (object: z.AnyZodObject, path: string) => {
      for (const [key, child] of Object.entries(object.shape as Record<string, z.ZodTypeAny>))
        visit(child, `${path}.${key}`);
    };
    const terms = (schema._def as unknown as { schema: z.AnyZodObject }).schema.shape.terms as z.ZodTypeAny;
    visit(terms, "terms");
    expect(undocumented).toEqual([]);
  });
});
