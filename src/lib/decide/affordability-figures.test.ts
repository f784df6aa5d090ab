// /affordability's words (src/content/pages/decide.yaml) state the calculator's settings through placeholders: each
// line given every figure it allows comes out filled in, and the figures follow the settings they are made from.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { affordability } from "@/config/affordability";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { expandCopy } from "@/lib/site/expand-settings";
import { decidePagesSchema } from "@/lib/schemas/copy-schemas";
import { AFFORDABILITY_PLACEHOLDERS, affordabilityCopy } from "@/lib/schemas/affordability-copy-schema";
import { withEveryAllowedPlaceholder } from "../../../tests/support/copy-placeholders";
import { affordabilityFigures } from "./affordability-figures";

const file = yaml.load(readFileSync(join(process.cwd(), "src/content/pages/decide.yaml"), "utf8")) as {
  affordability: Record<string, unknown>;
};

describe("/affordability's figures in its words", () => {
  it("fill in every figure a line may use", () => {
    // The lines below the page's head (whose search-engine text is measured once expanded, so tried apart).
    const lines = Object.fromEntries(Object.keys(affordabilityCopy).map((key) => [key, file.affordability[key]]));
    const names = Object.keys(AFFORDABILITY_PLACEHOLDERS);
    const { copy, added } = withEveryAllowedPlaceholder(z.object(affordabilityCopy).strict(), lines, names);
    expect(added).toBeGreaterThan(0);
    const words = expandCopy(copy, { ...copySettings(), ...affordabilityFigures() }, "decide.yaml");
    expect(JSON.stringify(words)).not.toMatch(/\{[A-Za-z]/);
  });

  it("refuse a figure in a line that does not state it, naming the field", () => {
    const rules = { ...(file.affordability.rules as object), security: { title: "Security", text: "At {loanRate}." } };
    const parsed = decidePagesSchema.safeParse({ ...file, affordability: { ...file.affordability, rules } });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["affordability", "rules", "security", "text"],
      message: expect.stringContaining("unknown placeholder {loanRate}"),
    });
  });

  it("follow the settings", () => {
    const config = {
      ...affordability,
      lenderShareEstablished: { ...affordability.lenderShareEstablished, value: 0.65 },
      contingencyLow: { ...affordability.contingencyLow, value: 0.15 },
      loan: { ...affordability.loan, rate: { ...affordability.loan.rate, value: 0.075 } },
    };
    const figures = affordabilityFigures(config);
    expect(figures.lenderShareEstablished).toBe("65%");
    expect(figures.loanRate).toBe("7.5%");
    // £1 of cash pays the 35% share and the 15% contingency: it supports £2 of quoted investment.
    expect(figures.bestLeverage).toBe("2");
  });
});
