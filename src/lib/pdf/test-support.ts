/**
 * Test helpers for the launch check: a small PDF drawn the way Chromium draws the brochures (a Type0 font with
 * its own glyph numbers, mapped to text by a ToUnicode CMap; one glyph per Tj or TJ; compressed streams), whole
 * enough for a PDF library to open: a descendant font with glyph widths and a cross-reference table.
 */
import { deflateSync } from "node:zlib";

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

type PdfObject = string | { dictionary: string; stream: string };

/** The bytes of a PDF whose objects, numbered from 1, are these, with the catalogue as object 1. */
function pdfFile(objects: readonly PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n`));
    if (typeof object === "string") add(Buffer.from(`${object}\nendobj\n`));
    else {
      const data = deflateSync(Buffer.from(object.stream, "latin1"));
      add(Buffer.from(`<<${object.dictionary} /Filter /FlateDecode /Length ${data.length}>> stream\n`));
      add(data);
      add(Buffer.from("\nendstream\nendobj\n"));
    }
  });
  // Each entry of the table is exactly 20 bytes: offset, generation, in use, end of line.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  const table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join("")}`;
  add(Buffer.from(`${table}trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** Each glyph's advance at the 12-point size drawn: the font's default width (/DW 500), in thousandths of it. */
const ADVANCE = (12 * 500) / 1000;
/** The margin each side of the line. */
const MARGIN = 36;

/** A PDF with one page per string, each drawing that text on one line, the page as wide as the line. */
export function minimalPdf(pages: readonly string[]): Buffer {
  const glyphs = new Map<string, number>();
  for (const char of [...pages.join("")]) if (!glyphs.has(char)) glyphs.set(char, glyphs.size + 3);
  const entries = [...glyphs].map(([char, glyph]) => `<${hex(glyph)}> <${hex(char.codePointAt(0)!)}>`);
  const cmap = `/CIDInit /ProcSet findresource begin\nbegincmap\n${entries.length} beginbfchar\n${entries.join("\n")}\nendbfchar\nendcmap`;
  // Every other glyph as a TJ array with a little kerning, as Skia also writes; the rest advance by their width.
  const draw = (text: string) =>
    [...text]
      .map((char, index) => (index % 2 ? `[<${hex(glyphs.get(char)!)}> -12] TJ` : `<${hex(glyphs.get(char)!)}> Tj`))
      .join("\n");

  const firstPage = 7;
  return pdfFile([
    "<</Type /Catalog /Pages 2 0 R>>",
    `<</Type /Pages /Kids [${pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(" ")}] /Count ${pages.length}>>`,
    "<</Type /Font /Subtype /Type0 /BaseFont /AAAAAA+Test /Encoding /Identity-H /DescendantFonts [5 0 R] /ToUnicode 4 0 R>>",
    { dictionary: "", stream: cmap },
    "<</Type /Font /Subtype /CIDFontType2 /BaseFont /AAAAAA+Test /CIDSystemInfo <</Registry (Adobe) /Ordering (Identity) /Supplement 0>> /FontDescriptor 6 0 R /DW 500>>",
    "<</Type /FontDescriptor /FontName /AAAAAA+Test /Flags 4 /FontBBox [0 -200 1000 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80>>",
    ...pages.flatMap((text, index): PdfObject[] => [
      // A PDF reader leaves out text drawn past the page's edge: a point more a glyph leaves room for the kerning.
      `<</Type /Page /Parent 2 0 R /MediaBox [0 0 ${2 * MARGIN + (ADVANCE + 1) * [...text].length} 842] /Resources <</Font <</F3 3 0 R>>>> /Contents ${firstPage + 1 + index * 2} 0 R>>`,
      { dictionary: "", stream: `BT\n/F3 12 Tf\n${MARGIN} 800 Td\n${draw(text)}\nET` },
    ]),
  ]);
}
