import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text";
import { minimalPdf } from "./test-support";
import { franchises } from "../../../tests/unit/content-files";

describe("pdfText", () => {
  it("reads the text of every page, through each font's ToUnicode map, from Tj and TJ alike", async () => {
    const text = await pdfText(minimalPdf(["Call 020 7946 0321", "hello@example.test · Mon–Fri"]));
    expect(text).toBe("Call 020 7946 0321\nhello@example.test · Mon–Fri");
  });

  it("reads nothing from a file that is not a PDF", async () => {
    expect(await pdfText(Buffer.from("not a pdf at all"))).toBe("");
  });

  it("reads the shipped brochures Chromium printed (make-brochure.ts): words, not glyph numbers", async () => {
    // Only those Chromium printed (its PDF writer, Skia, signs the file): an editor may ship any PDF as a brochure,
    // as the editing guide's example does. A brochure missing from public/ fails the build, naming the file and
    // field (content.config.ts), not this test.
    const printed = franchises().flatMap((franchise) => {
      const path = franchise.brochureUrl?.startsWith("/brochures/") && join("public", franchise.brochureUrl);
      if (!path || !existsSync(path)) return [];
      const bytes = readFileSync(path);
      return bytes.includes("Skia/PDF") ? [{ file: franchise.file, bytes }] : [];
    });
    for (const { file, bytes } of printed) {
      expect((await pdfText(bytes)).replace(/\s+/g, " "), file).toContain("Franchise brochure");
    }
  });
});
