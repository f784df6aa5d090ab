import { describe, expect, it } from "vitest";
import { APPROVED_WORDING, findBusinessSentences } from "./business-sentences";

const kinds = (text: string) => findBusinessSentences("f", text).map(({ kind }) => kind);

describe("sentences a figure scan cannot see", () => {
  it("finds claims about the firm's people, reach and process that carry no number", () => {
    for (const sentence of [
      "Every adviser has run a franchise.",
      "Each of our coaches knows your sector.",
      "One advisor stays with you throughout.",
      "We always find the right territory.",
      "Our team has helped buyers in every sector.",
      "Buyers supported across all four nations.",
    ])
      expect(kinds(sentence), sentence).toEqual(["a claim with no number"]);
  });

  it("leaves advice about the world, plain descriptions and sentences with a figure alone", () => {
    for (const sentence of [
      "Franchising in the UK employs many people.",
      "Every franchisor must give you a disclosure document.",
      "We send a written summary after the call.",
      "Our coaches have run 3 businesses on average.",
    ])
      expect(kinds(sentence), sentence).toEqual([]);
  });

  it("finds a register value spliced into a new sentence, not one standing as its own line", () => {
    expect(kinds("title: We guided {claim:clients} buyers")).toEqual(["a register value in a new sentence"]);
    expect(kinds('lead: An <Claim name="independent" /> advisor will call.')).toEqual([
      "a register value in a new sentence",
    ]);
    expect(kinds("proof: '{claim:clients}'")).toEqual([]);
  });

  it("finds 'up to' statistics and sample words, by line", () => {
    expect(findBusinessSentences("f", "title: x\nstat: Up to 40% more revenue\nnote: Sample definition: who")).toEqual([
      { file: "f", line: 2, kind: "an 'up to' statistic", text: "Up to 40% more revenue" },
      { file: "f", line: 3, kind: "sample words", text: "Sample definition: who" },
    ]);
    expect(kinds("Refunds take up to 14 days.")).toEqual([]);
  });

  it("skips comments, lines marked not-a-claim (or after the marker) and the approved register wording", () => {
    expect(kinds("# Every adviser has run a franchise.")).toEqual([]);
    expect(kinds("# not-a-claim: a quoted franchisee\nEvery adviser has run a franchise.")).toEqual([]);
    for (const sentence of APPROVED_WORDING) expect(kinds(sentence), sentence).toEqual([]);
  });

  it("skips the lines whose words a YAML file lists under notClaims", () => {
    const page =
      "quote: Every adviser has run a franchise.\nnotClaims:\n  - text: Every adviser has run a franchise.\n    why: a franchisee's words";
    expect(findBusinessSentences("page.yaml", page)).toEqual([]);
    expect(findBusinessSentences("page.yaml", page.split("\nnotClaims:")[0]!).map(({ kind }) => kind)).toEqual([
      "a claim with no number",
    ]);
  });
});
