import { describe, expect, it } from "vitest";
import { numberSetting } from "./number-setting";

describe("numberSetting", () => {
  it("gives the fallback for an unset or blank variable, and the number otherwise", () => {
    expect(numberSetting({}, "X", 7, { min: 0 })).toBe(7);
    expect(numberSetting({ X: "  " }, "X", 7, { min: 0 })).toBe(7);
    expect(numberSetting({ X: " 2.5 " }, "X", 7, { min: 0 })).toBe(2.5);
    expect(numberSetting({ X: "0" }, "X", 7, { min: 0 })).toBe(0);
  });

  it("refuses what breaks the rule, naming the variable and what it holds", () => {
    expect(() => numberSetting({ X: "lots" }, "X", 7, { min: 0 })).toThrow(
      /^X must be a non-negative number, not "lots"$/,
    );
    expect(() => numberSetting({ X: "-1" }, "X", 7, { min: 0 })).toThrow(/non-negative/);
    expect(() => numberSetting({ X: "0" }, "X", 7, { min: 1, whole: true })).toThrow(
      /^X must be a whole number of 1 or more, not "0"$/,
    );
    expect(() => numberSetting({ X: "1.5" }, "X", 7, { min: 1, whole: true })).toThrow(/whole number/);
    expect(() => numberSetting({ X: "Infinity" }, "X", 7, { min: 0 })).toThrow(/not "Infinity"/);
  });
});
