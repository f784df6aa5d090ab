/**
 * The text a PDF shows, read with Mozilla's PDF.js (pdfjs-dist) rather than a reader of our own: the brochures
 * Chromium prints (src/scripts/make-brochure.ts) and any PDF an editor ships as a brochure. The launch check
 * compares it with the site settings and the owner approves it; regenerating the PDFs there would need Chromium on
 * every build machine.
 */
import { getDocument, InvalidPDFException, VerbosityLevel, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What a page's text content holds: runs of text, and the marks around marked content. */
type TextContentItem = Awaited<ReturnType<PDFPageProxy["getTextContent"]>>["items"][number];
/** One run of a page's text: its characters (`str`), and whether a line ends after it (`hasEOL`). */
type TextRun = Extract<TextContentItem, { str: string }>;

const isTextRun = (item: TextContentItem): item is TextRun => "str" in item;

/**
 * A page's runs as one line, a space where the layout breaks a line: the launch check and the review page find
 * sentences line by line (src/lib/claims/business-sentences.ts), and a sentence often runs on to the next line.
 */
const pageText = (runs: readonly TextRun[]) =>
  runs
    .map((run) => run.str + (run.hasEOL ? " " : ""))
    .join("")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The text of every page of a PDF, in reading order, each page one line; a file that is not a PDF has
 * none. Any other failure (a damaged or encrypted PDF) is thrown, for the caller to name the file.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  // PDF.js takes ownership of the bytes it is given (it may detach them), so it gets a copy of the caller's.
  const task = getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: true,
    isEvalSupported: false,
    // Its warnings (a rebuilt cross-reference table, a font it draws with a substitute) are not the reader's business.
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(pageText(content.items.filter(isTextRun)));
    }
    return pages.join("\n");
  } catch (error) {
    if (error instanceof InvalidPDFException) return "";
    throw error;
  } finally {
    await task.destroy();
  }
}
