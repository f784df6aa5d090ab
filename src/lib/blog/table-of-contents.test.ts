import { describe, expect, it } from "vitest";
import { tableOfContents } from "./table-of-contents";

const h = (depth: number, text: string) => ({ depth, text, slug: text.toLowerCase().replace(/\s+/g, "-") });

describe("tableOfContents", () => {
  it("lists the level-2 sections of a long article as anchors", () => {
    const headings = [h(2, "One"), h(3, "Detail"), h(2, "Two"), h(2, "Three"), h(2, "Four")];
    expect(tableOfContents(headings)).toEqual([
      { href: "#one", text: "One" },
      { href: "#two", text: "Two" },
      { href: "#three", text: "Three" },
      { href: "#four", text: "Four" },
    ]);
  });

  it("gives nothing for a short article", () => {
    expect(tableOfContents([h(2, "One"), h(2, "Two"), h(3, "A"), h(3, "B")])).toEqual([]);
  });
});
