import { describe, expect, it } from "vitest";
import { suggest, type SuggestibleFranchise } from "./suggest-rank";
import { suggestHref, suggestQuery } from "./suggest";
import type { SearchDocument } from "./site-search";

const franchise = (name: string, description: string, territoryNames: string[] = []): SuggestibleFranchise => ({
  slug: name.toLowerCase().replace(/ /g, "-"),
  name,
  categoryKey: "cleaning",
  categoryName: "Cleaning",
  description,
  territoryNames,
});

const CATALOGUE = [
  franchise("Brightwell Window Care", "Private homes and offices, VAT-registered from day one.", ["Leeds"]),
  franchise("Shinecourt Cleaning", "Private clients only.", ["Cardiff"]),
  franchise("Cardiff Bay Coffee", "Coffee carts for private events."),
];

const doc = (kind: SearchDocument["kind"], title: string, text: string, detail?: string): SearchDocument => ({
  kind,
  path: `/${kind}/${title.toLowerCase().replace(/ /g, "-")}`,
  title,
  summary: "",
  text,
  ...(detail ? { detail } : {}),
});

const DOCUMENTS = [
  doc("article", "VAT for new franchisees", "Register for VAT.", "Money"),
  doc("article", "Private equity and franchising", "Investors."),
  doc("location", "Cardiff (City)", "Wales.", "City in Cardiff, Wales"),
  doc("location", "Cardiff (County)", "Wales.", "County in Wales"),
  doc("page", "Terms of Service", "The refund guarantee and VAT."),
];

describe("suggest", () => {
  it("finds franchises and pages at word starts only: vat is not in private", () => {
    const answer = suggest(CATALOGUE, DOCUMENTS, "VAT");
    expect(answer.q).toBe("vat");
    const titles = answer.groups.flatMap((group) => group.options.map((option) => option.title));
    expect(titles).toEqual(["Brightwell Window Care", "VAT for new franchisees", "Terms of Service"]);
  });

  it("groups by kind in the search's order, franchises first, and carries only what the list shows", () => {
    const answer = suggest(CATALOGUE, DOCUMENTS, "cardiff");
    expect(answer.groups.map((group) => group.kind)).toEqual(["franchise", "location"]);
    const [first] = answer.groups[0]!.options;
    expect(Object.keys(first!).sort()).toEqual(["detail", "href", "title"]);
    expect(answer.groups[0]!.options.map((option) => option.detail)).toEqual([
      "Cleaning",
      "Cleaning · Territory: Cardiff",
    ]);
  });

  it("never offers two suggestions that read the same", () => {
    for (const query of ["cardiff", "vat", "private", "co"]) {
      const read = suggest(CATALOGUE, DOCUMENTS, query).groups.flatMap((group) =>
        group.options.map((option) => `${option.title} ${option.detail ?? ""}`),
      );
      expect(new Set(read).size, query).toBe(read.length);
    }
  });

  it("keeps to its limits, and answers nothing under two characters", () => {
    const answer = suggest(CATALOGUE, DOCUMENTS, "private", { franchises: 1, pages: 0 });
    expect(answer.groups.flatMap((group) => group.options)).toHaveLength(1);
    expect(suggest(CATALOGUE, DOCUMENTS, " v ").groups).toEqual([]);
  });
});

describe("the suggestions' URL", () => {
  it("is one per query however it was typed, so a CDN keeps one copy", () => {
    expect(suggestQuery("  VAT,  Returns ")).toBe("vat returns");
    expect(suggestHref("  VAT,  Returns ")).toBe(suggestHref("vat returns"));
    expect(suggestHref("Café")).toBe("/search/suggest?q=cafe");
  });
});
