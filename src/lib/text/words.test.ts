import { describe, expect, it } from "vitest";
import { foldText, isWholeWord, queryWords, startsAWord, wordText } from "./words";

describe("the site's one matching rule", () => {
  it("folds case, accents and punctuation", () => {
    expect(foldText("Café's  VAT-registered!")).toBe("cafe s vat registered");
    expect(queryWords("  VAT vat  Due-Diligence ")).toEqual(["vat", "due", "diligence"]);
  });

  it("finds a word at the start of a word, never inside one", () => {
    expect(startsAWord(wordText("A private label"), "vat")).toBe(false);
    expect(startsAWord(wordText("VAT-registered"), "vat")).toBe(true);
    expect(startsAWord(wordText("Vantage point"), "van")).toBe(true);
    expect(isWholeWord(wordText("Vantage point"), "van")).toBe(false);
    expect(isWholeWord(wordText("A van round"), "van")).toBe(true);
  });
});
