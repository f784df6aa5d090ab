import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes, WORDS_PER_MINUTE } from "./read-time";

describe("countWords", () => {
  it("counts prose words and ignores markup, link targets and table rules", () => {
    const markdown =
      "# Title here\n\nSome **bold** text with [a link](/blog/some-long-slug).\n\n| a | b |\n| --- | --- |\n| c | d |";
    expect(countWords(markdown)).toBe(2 + 6 + 4);
  });

  it("counts nothing in empty text", () => {
    expect(countWords("  \n ")).toBe(0);
  });
});

describe("readTimeMinutes", () => {
  it("rounds up at the reading speed and never says zero", () => {
    expect(readTimeMinutes("word ".repeat(WORDS_PER_MINUTE))).toBe(1);
    expect(readTimeMinutes("word ".repeat(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readTimeMinutes("")).toBe(1);
  });
});
