import { describe, expect, it } from "vitest";
import { INTRODUCTION_FEES, introductionFeeSentence } from "./introduction-fee";

const copy = { paid: "It pays us.", none: "It pays us nothing.", notDisclosed: "Not recorded yet." };

describe("introductionFeeSentence", () => {
  it("gives each value its own sentence from the copy", () => {
    expect(INTRODUCTION_FEES.map((fee) => introductionFeeSentence(copy, fee))).toEqual([
      "It pays us.",
      "It pays us nothing.",
      "Not recorded yet.",
    ]);
  });
});
