import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLAIMS_FILE, claimsRegisterSchema } from "./schema";

const register = () => JSON.parse(readFileSync(CLAIMS_FILE, "utf8")) as Record<string, unknown>;

describe("the register of claims", () => {
  it("the shipped register passes its schema", () => {
    const result = claimsRegisterSchema.safeParse(register());
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("reads a definition or policy marked as sample words without the marker, which visitors never see", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>>; reviewsPolicy: string };
    data.figures.rate = {
      value: "90%",
      label: "Rate",
      text: "90% of something",
      definition: "Sample definition: everyone counted.",
      evidence: "pending",
    };
    data.reviewsPolicy = "Sample policy: every quote is shown.";
    const parsed = claimsRegisterSchema.parse(data);
    expect(parsed.figures.rate!.definition).toBe("everyone counted.");
    expect(parsed.reviewsPolicy).toBe("every quote is shown.");
  });

  it("refuses a rate without its definition, naming the field", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>> };
    data.figures.rate = { value: "90%", label: "Rate", text: "90% of something", evidence: "pending" };
    const result = claimsRegisterSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain("figures.rate.definition");
  });

  it("refuses an average response that contradicts the reply-time promise", () => {
    const data = register() as { serviceLevels: Record<string, unknown> };
    data.serviceLevels.averageReplyHours = Number(data.serviceLevels.replyWithinHours);
    const result = claimsRegisterSchema.safeParse(data);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain("serviceLevels.averageReplyHours");
  });

  it("refuses a figure whose sentence does not state the figure", () => {
    const data = register() as { figures: Record<string, Record<string, unknown>> };
    data.figures.years = { ...data.figures.years, text: "more than twenty years" };
    const result = claimsRegisterSchema.safeParse(data);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain("figures.years.text");
  });
});
