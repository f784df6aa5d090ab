import { describe, expect, it } from "vitest";
import { foldText, queryWords, scoreDocument, searchSite, type SearchDocument } from "./site-search";

const doc = (kind: SearchDocument["kind"], title: string, text = "", summary = ""): SearchDocument => ({
  kind,
  path: `/${kind}/${foldText(title).replace(/ /g, "-")}`,
  title,
  summary,
  text,
});

const DOCUMENTS = [
  doc("article", "VAT for new franchisees", "Register for VAT when your turnover passes the threshold."),
  doc("article", "Due diligence checklist", "Speak to franchisees and read the franchise agreement."),
  doc("location", "Leeds", "A city in West Yorkshire."),
  doc("service", "Franchise advice", "We check the disclosure documents with you.", "Independent advice"),
  doc("page", "About us", "Our advisers explain VAT and leases in plain words."),
];

describe("queryWords", () => {
  it("folds case, accents and punctuation, and drops repeats", () => {
    expect(queryWords("  Café's  CAFÉ, vat!")).toEqual(["cafe", "s", "vat"]);
  });

  it("gives nothing for a query of punctuation or spaces", () => {
    expect(queryWords(" -- ?? ")).toEqual([]);
  });

  it("caps a pasted paragraph at eight words", () => {
    expect(queryWords("one two three four five six seven eight nine ten")).toHaveLength(8);
  });
});

describe("scoreDocument", () => {
  it("needs every word of the query", () => {
    const [vat] = DOCUMENTS;
    expect(scoreDocument(vat, ["vat", "threshold"])).toBeGreaterThan(0);
    expect(scoreDocument(vat, ["vat", "bakery"])).toBe(0);
  });

  it("matches the start of a word, not the middle of one", () => {
    const [, diligence] = DOCUMENTS;
    expect(scoreDocument(diligence, ["dilig"])).toBeGreaterThan(0);
    expect(scoreDocument(diligence, ["ligence"])).toBe(0);
  });

  it("ranks a word in the title above the same word in the body", () => {
    const [vat, , , , about] = DOCUMENTS;
    expect(scoreDocument(vat, ["vat"])).toBeGreaterThan(scoreDocument(about, ["vat"]));
  });
});

describe("searchSite", () => {
  it("groups results by kind, in the kinds' order, best first", () => {
    const groups = searchSite(DOCUMENTS, "VAT");
    expect(groups.map((group) => group.kind)).toEqual(["article", "page"]);
    expect(groups[0].hits[0].document.title).toBe("VAT for new franchisees");
  });

  it("finds a place and a phrase", () => {
    expect(searchSite(DOCUMENTS, "leeds")[0].hits[0].document.title).toBe("Leeds");
    expect(searchSite(DOCUMENTS, "due diligence")[0].hits[0].document.title).toBe("Due diligence checklist");
  });

  it("keeps the total of a kind when it shows only the first few", () => {
    const many = Array.from({ length: 7 }, (_, i) => doc("article", `Guide ${i}`, "franchise"));
    const [group] = searchSite(many, "franchise", 3);
    expect(group.hits).toHaveLength(3);
    expect(group.total).toBe(7);
  });

  it("answers an empty or hostile query with nothing, without throwing", () => {
    expect(searchSite(DOCUMENTS, "")).toEqual([]);
    expect(searchSite(DOCUMENTS, "<script>alert(1)</script>")).toEqual([]);
    expect(searchSite(DOCUMENTS, "\u0000".repeat(5000))).toEqual([]);
  });
});
