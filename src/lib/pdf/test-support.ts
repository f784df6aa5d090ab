/**
 * Test helpers for the launch check: a small PDF drawn the way Chromium draws the brochures (a Type0 font with
 * its own glyph numbers, mapped to text by a ToUnicode CMap; one glyph per Tj; compressed streams).
 */
import { deflateSync } from "node:zlib";

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

/** A PDF with one page per string, each drawing that text. */
export function minimalPdf(pages: readonly string[]): Buffer {
  const glyphs = new Map<string, number>();
  for (const char of [...pages.join("")]) if (!glyphs.has(char)) glyphs.set(char, glyphs.size + 3);
  const entries = [...glyphs].map(([char, glyph]) => `<${hex(glyph)}> <${hex(char.codePointAt(0)!)}>`);
  const cmap = `/CIDInit /ProcSet findresource begin\nbegincmap\n${entries.length} beginbfchar\n${entries.join("\n")}\nendbfchar\nendcmap`;
  // Every other run as a TJ array with kerning, as Skia also writes.
  const draw = (text: string) =>
    [...text]
      .map((char, index) =>
        index % 2 ? `[<${hex(glyphs.get(char)!)}> -12] TJ` : `<${hex(glyphs.get(char)!)}> Tj 6.5 0 Td`,
      )
      .join("\n");

  const objects: (string | { dictionary: string; stream: string })[] = [
    "<</Type /Catalog /Pages 2 0 R>>",
    `<</Type /Pages /Kids [${pages.map((_, index) => `${5 + index * 2} 0 R`).join(" ")}] /Count ${pages.length}>>`,
    "<</Type /Font /Subtype /Type0 /BaseFont /AAAAAA+Test /Encoding /Identity-H /ToUnicode 4 0 R>>",
    { dictionary: "", stream: cmap },
    ...pages.flatMap((text, index) => [
      `<</Type /Page /Parent 2 0 R /Resources <</Font <</F3 3 0 R>>>> /Contents ${6 + index * 2} 0 R>>`,
      { dictionary: "", stream: `BT\n/F3 12 Tf\n${draw(text)}\nET` },
    ]),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  objects.forEach((object, index) => {
    parts.push(Buffer.from(`${index + 1} 0 obj\n`));
    if (typeof object === "string") parts.push(Buffer.from(`${object}\nendobj\n`));
    else {
      const data = deflateSync(Buffer.from(object.stream, "latin1"));
      parts.push(Buffer.from(`<</Filter /FlateDecode /Length ${data.length}>> stream\n`), data);
      parts.push(Buffer.from("\nendstream\nendobj\n"));
    }
  });
  parts.push(Buffer.from("trailer\n<</Root 1 0 R>>\n%%EOF\n"));
  return Buffer.concat(parts);
}
