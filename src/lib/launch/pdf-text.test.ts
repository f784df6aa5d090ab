import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text";
import { minimalPdf } from "./test-support";
import { franchises } from "../../../tests/unit/content-files";

describe("pdfText", () => {
  it("reads the text of every page, through each font's ToUnicode map, from Tj and TJ alike", () => {
    const text = pdfText(minimalPdf(["Call 020 7946 0321", "hello@example.test · Mon–Fri"]));
    expect(text).toBe("Call 020 7946 0321\nhello@example.test · Mon–Fri");
  });

  it("reads nothing from a file that is not a PDF", () => {
    expect(pdfText(Buffer.from("not a pdf at all"))).toBe("");
  });

  it("reads the shipped brochures, as Chromium prints them (make-brochure.ts): words, not glyph numbers", () => {
    // Not each franchise's own name: an editor may ship any PDF as a brochure (the editing guide's example does).
    // A brochure missing from public/ fails the build, naming the file and field (content.config.ts), not this test.
    const withBrochures = franchises().filter(
      (franchise) =>
        franchise.brochureUrl?.startsWith("/brochures/") && existsSync(join("public", franchise.brochureUrl)),
    );
    for (const franchise of withBrochures) {
      const text = pdfText(readFileSync(join("public", franchise.brochureUrl!))).replace(/\s+/g, " ");
      expect(text, franchise.file).toContain("Franchise brochure");
    }
  });
});
