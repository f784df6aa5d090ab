import { describe, expect, it } from "vitest";
import { legalDocument, mdxText } from "./source-text";

describe("source files as search text", () => {
  it("keeps the words of MDX and drops its code", () => {
    const text = mdxText('import X from "x";\n## Refunds\nWe refund {site.fee} <Fact id="a" /> in **full**.');
    expect(text).not.toMatch(/import|site|Fact|\*|#/);
    expect(text).toMatch(/Refunds\s+We refund\s+in\s+full/);
  });

  it("reads a legal page's title, description and path from its front matter", () => {
    const page = legalDocument(
      "terms.mdx",
      '---\nlayout: "@/layouts/LegalLayout.astro"\ntitle: "Terms of Service"\ndescription: Fees and refunds.\npath: /terms\n---\nThe refund guarantee.',
    );
    expect(page).toEqual({
      kind: "page",
      path: "/terms",
      title: "Terms of Service",
      summary: "Fees and refunds.",
      text: "The refund guarantee.",
    });
  });

  it("names the file whose front matter lacks a title or path", () => {
    expect(() => legalDocument("x.mdx", "---\ntitle: X\n---\nBody")).toThrow(/x\.mdx needs a title and a path/);
  });
});
