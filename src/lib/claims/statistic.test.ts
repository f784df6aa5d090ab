import { describe, expect, it } from "vitest";
import { isStatistic, missingStatisticFields, shownDefinition } from "./statistic";

describe("a statistic in the register", () => {
  it("is a rate or a comparison, never a plain count", () => {
    expect(isStatistic({ value: "95%", label: "Still trading", text: "95% still trading" })).toBe(true);
    expect(isStatistic({ value: "2x", label: "Faster", text: "2x faster than buyers alone" })).toBe(true);
    expect(isStatistic({ value: "500+", label: "Clients advised", text: "500+ clients advised" })).toBe(false);
  });

  it("names each of base, period and n it lacks", () => {
    const rate = { value: "95%", label: "Still trading", text: "95% still trading", definition: "A share." };
    expect(missingStatisticFields(rate).map(({ field }) => field)).toEqual(["base", "period", "n"]);
    expect(missingStatisticFields({ ...rate, base: "Everyone", period: "2024", n: "pending" })).toEqual([]);
  });

  it("shows its period and, once counted, n with the definition", () => {
    const rate = {
      value: "95%",
      label: "L",
      text: "95% t",
      definition: "Clients still trading",
      period: "Openings in 2024",
    };
    expect(shownDefinition({ ...rate, n: { count: 212 } })).toBe(
      "Clients still trading. Period: Openings in 2024. n = 212.",
    );
    expect(shownDefinition({ ...rate, n: "pending" })).toBe("Clients still trading. Period: Openings in 2024.");
    expect(shownDefinition({ value: "500+", label: "L", text: "500+ t" })).toBeUndefined();
  });
});
