/**
 * The text a PDF shows, read without a PDF library: enough for the brochures Chromium prints
 * (src/scripts/make-brochure.ts), whose text is drawn with Type0 fonts mapped to Unicode by a ToUnicode CMap, in
 * Flate-compressed content streams. The launch check compares it with the site settings; regenerating the PDFs
 * there would need Chromium on every build machine.
 */
import { inflateSync } from "node:zlib";

type Objects = Map<number, Buffer>;

/** Every `N 0 obj … endobj` in the file by object number (PDFs without object streams, as Chromium writes them). */
function readObjects(pdf: Buffer): Objects {
  const objects: Objects = new Map();
  const text = pdf.toString("latin1");
  const pattern = /(\d+) 0 obj\b/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endobj", start);
    if (end < 0) break;
    objects.set(Number(match[1]), pdf.subarray(start, end));
    pattern.lastIndex = end;
  }
  return objects;
}

/** The decoded stream of an object, or undefined when it has none. */
function streamOf(object: Buffer): Buffer | undefined {
  const text = object.toString("latin1");
  const keyword = text.indexOf("stream");
  const end = text.lastIndexOf("endstream");
  if (keyword < 0 || end < 0) return undefined;
  let start = keyword + "stream".length;
  if (text[start] === "\r") start += 1;
  if (text[start] === "\n") start += 1;
  const raw = object.subarray(start, end);
  return /\/Filter\s*\/FlateDecode/.test(text.slice(0, keyword)) ? inflateSync(raw) : raw;
}

const hexToText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap as glyph code (hex, as drawn) to text. */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(code!, 16), hexToText(unicode!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g);
    for (const [, from, to, target] of ranges) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const targets = target!.startsWith("[") ? [...target!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => m[1]!) : [];
      for (let code = first; code <= last; code += 1) {
        if (targets.length) map.set(code, hexToText(targets[code - first] ?? ""));
        else map.set(code, String.fromCodePoint(parseInt(target!.slice(1, -1), 16) + code - first));
      }
    }
  }
  return map;
}

/** The fonts a page names in its resources (`/F10 10 0 R`), each as its glyph-to-text map. */
function pageFonts(page: string, objects: Objects): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  const dictionary = /\/Font\s*<<([^>]*)>>/.exec(page)?.[1] ?? "";
  for (const [, name, number] of dictionary.matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(number))?.toString("latin1") ?? "";
    const cmapNumber = /\/ToUnicode\s+(\d+) 0 R/.exec(font)?.[1];
    const cmapObject = cmapNumber ? objects.get(Number(cmapNumber)) : undefined;
    const cmap = cmapObject ? streamOf(cmapObject) : undefined;
    fonts.set(name!, cmap ? parseCMap(cmap.toString("latin1")) : new Map());
  }
  return fonts;
}

/** The text drawn by one content stream: each hex string shown with Tj or TJ, decoded with the current font. */
function contentText(content: string, fonts: Map<string, Map<number, string>>): string {
  let font = new Map<number, string>();
  let text = "";
  for (const [, fontName, strings] of content.matchAll(
    /\/(\S+)\s+[\d.]+\s+Tf|(<[0-9A-Fa-f\s]*>|\[[^\]]*\])\s*T[jJ]/g,
  )) {
    if (fontName) {
      font = fonts.get(fontName) ?? new Map();
      continue;
    }
    for (const [, hex] of strings!.matchAll(/<([0-9A-Fa-f\s]*)>/g)) {
      const digits = hex!.replace(/\s/g, "");
      for (let at = 0; at + 4 <= digits.length; at += 4) text += font.get(parseInt(digits.slice(at, at + 4), 16)) ?? "";
    }
  }
  return text;
}

/** The text of every page of a PDF, in drawing order, pages joined by a line break. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const pages: string[] = [];
  for (const object of objects.values()) {
    const page = object.toString("latin1");
    if (!/\/Type\s*\/Page\b(?!s)/.test(page)) continue;
    const fonts = pageFonts(page, objects);
    const contents = /\/Contents\s+(\d+) 0 R/.exec(page)?.[1];
    const stream = contents ? objects.get(Number(contents)) : undefined;
    const content = stream ? streamOf(stream) : undefined;
    if (content) pages.push(contentText(content.toString("latin1"), fonts));
  }
  return pages.join("\n");
}
