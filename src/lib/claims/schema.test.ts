import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLAIMS_FILE, claimsRegisterSchema } from "./schema";

type Entries = { key: string }[];
/** The shipped register with its figures by key, for a test to change one. */
const register = () => {
  const file = JSON.parse(readFileSync(CLAIMS_FILE, "utf8")) as { figures: Entries } & Record<string, unknown>;
  return { ...file, figures: Object.fromEntries(file.figures.map(({ key, ...figure }) => [key, figure])) } as Record<
    string,
    unknown
  >;
};
/** `data` as the file writes it: figures as a list, each with its key. */
const asFile = (data: Record<string, unknown>) => ({
  ...data,
  figures: Object.entries(data.figures as Record<string, object>).map(([key, figure]) => ({ key, ...figure })),
});

/** A statistic's base, period and sample size, which every rate and comparison needs. */
const counted = { base: "Every client who opened a franchise", period: "Openings in 2024", n: { count: 120 } };

describe("the register of claims", () => {
  it("the shipped register passes its schema", () => {
    const result = claimsRegisterSchema.safeParse(asFile(register()));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("reads a definition or policy marked as sample words without the marker, which visitors never see", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>>; reviewsPolicy: string };
    data.figures.rate = {
      value: "90%",
      label: "Rate",
      text: "90% of something",
      definition: "Sample definition: everyone counted.",
      ...counted,
      base: "Sample text: every client.",
      evidence: "pending",
    };
    data.reviewsPolicy = "Sample policy: every quote is shown.";
    const parsed = claimsRegisterSchema.parse(asFile(data));
    expect(parsed.figures.rate!.definition).toBe("Everyone counted.");
    expect(parsed.figures.rate!.base).toBe("Every client.");
    expect(parsed.reviewsPolicy).toBe("Every quote is shown.");
  });

  it("refuses a maximum ('up to 40%'): a figure says what a client can expect, not the best one got", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>> };
    data.figures.best = {
      value: "up to 40%",
      label: "More revenue",
      text: "up to 40% more revenue",
      definition: "The largest gain.",
      evidence: "pending",
    };
    const paths = claimsRegisterSchema.safeParse(asFile(data)).error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("figures.best.value");
  });

  it("refuses a comparison without what it is compared with, and one whose definition does not name it", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>> };
    const figure = {
      value: "18%",
      label: "Higher turnover",
      text: "18% higher turnover",
      ...counted,
      evidence: "pending",
    };
    data.figures.vague = { ...figure, definition: "Mean first-year turnover." };
    data.figures.hidden = { ...figure, definition: "Mean first-year turnover.", comparedWith: "clients elsewhere" };
    data.figures.fair = {
      ...figure,
      definition: "Mean turnover against clients elsewhere.",
      comparedWith: "clients elsewhere",
    };
    const paths = claimsRegisterSchema.safeParse(asFile(data)).error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(["figures.vague.comparedWith", "figures.hidden.definition"]);
  });

  it("refuses a statistic without its base, period or sample size, and a count that needs none of them", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>> };
    const rate = { value: "90%", label: "Rate", text: "90% of something", definition: "A share.", evidence: "pending" };
    data.figures.bare = rate;
    data.figures.pendingN = { ...rate, ...counted, n: "pending" };
    data.figures.count = { value: "500+", label: "Clients", text: "500+ clients", evidence: "pending" };
    data.figures.comparison = {
      value: "2x",
      label: "Faster openings",
      text: "2x faster openings",
      definition: "Against buyers without advice.",
      comparedWith: "buyers without advice",
      base: "Every client who opened",
      evidence: "pending",
    };
    const paths = claimsRegisterSchema.safeParse(asFile(data)).error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual([
      "figures.bare.base",
      "figures.bare.period",
      "figures.bare.n",
      "figures.comparison.period",
      "figures.comparison.n",
    ]);
  });

  it("refuses a rate without its definition, naming the field", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>> };
    data.figures.rate = { value: "90%", label: "Rate", text: "90% of something", evidence: "pending" };
    const result = claimsRegisterSchema.safeParse(asFile(data));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain("figures.rate.definition");
  });

  it("refuses an average response that contradicts the reply-time promise", () => {
    const data = register() as { serviceLevels: Record<string, unknown> };
    data.serviceLevels.averageReplyHours = Number(data.serviceLevels.replyWithinHours);
    const result = claimsRegisterSchema.safeParse(asFile(data));
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain("serviceLevels.averageReplyHours");
  });

  it("refuses a figure whose sentence does not state the figure", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>> };
    data.figures.years = { ...data.figures.years, text: "more than twenty years" };
    const result = claimsRegisterSchema.safeParse(asFile(data));
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain("figures.years.text");
  });

  it("reads the figures, written as a list with a key each, by key; a key used twice is refused, naming it", () => {
    const file = JSON.parse(readFileSync(CLAIMS_FILE, "utf8")) as { figures: Entries; credentials: Entries };
    const parsed = claimsRegisterSchema.parse(file);
    expect(Object.keys(parsed.figures)).toEqual(file.figures.map((figure) => figure.key));
    expect(Object.keys(parsed.credentials)).toEqual(file.credentials.map((credential) => credential.key));
    expect(parsed.figures[file.figures[0]!.key]).not.toHaveProperty("key");
    const twice = { ...file, figures: [...file.figures, file.figures[0]] };
    const issues = claimsRegisterSchema.safeParse(twice).error?.issues ?? [];
    expect(issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      `figures.${file.figures.length}.key: "${file.figures[0]!.key}" is used twice`,
    ]);
  });
});
