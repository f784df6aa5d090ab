import { describe, expect, it } from "vitest";
import { INVESTMENT_SCALE_MAX, investmentBar, investmentBarLabel } from "./investment-scale";

describe("investmentBar", () => {
  it("places a range on the £0 to £200,000 scale", () => {
    expect(INVESTMENT_SCALE_MAX).toBe(200_000);
    expect(investmentBar({ min: 25_000, max: 55_000 })).toEqual({ startPercent: 12.5, widthPercent: 15 });
    expect(investmentBar({ min: 0, max: 200_000 })).toEqual({ startPercent: 0, widthPercent: 100 });
  });

  it("draws a single figure as a thin mark rather than nothing", () => {
    expect(investmentBar({ min: 50_000, max: 50_000 })).toEqual({ startPercent: 25, widthPercent: 2 });
    expect(investmentBar({ min: 200_000, max: 200_000 })).toEqual({ startPercent: 98, widthPercent: 2 });
  });

  it("clamps ranges that run past the top of the scale", () => {
    expect(investmentBar({ min: 150_000, max: 400_000 })).toEqual({ startPercent: 75, widthPercent: 25 });
    expect(investmentBar({ min: 300_000, max: 400_000 })).toEqual({ startPercent: 98, widthPercent: 2 });
  });

  it("accepts another scale", () => {
    expect(investmentBar({ min: 10_000, max: 20_000 }, 100_000)).toEqual({ startPercent: 10, widthPercent: 10 });
  });
});

describe("investmentBarLabel", () => {
  it("states the range and the scale in words", () => {
    expect(investmentBarLabel({ min: 12_500, max: 25_000 })).toBe("£12,500 - £25,000 on a scale from £0 to £200,000");
    expect(investmentBarLabel({ min: 9_999, max: 9_999 })).toBe("£9,999 on a scale from £0 to £200,000");
  });
});
