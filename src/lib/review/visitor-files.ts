/**
 * Which files a visitor's words come from, decided by rule so a new file is covered the day it is added: every
 * content file (copy, service pages, locations, articles, events, franchises, the register, FAQ, packages…), the
 * legal pages written in MDX, the site settings that still hold sentences, and the brochures, whose text is read
 * out of the PDF. Each needs the owner's approval before launch (src/lib/review/approval.ts).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pdfText } from "../pdf/pdf-text";
import { findBusinessSentences } from "../claims/business-sentences";

/** A file, or a folder read for the files with these endings, relative to the project. */
export interface FileScope {
  path: string;
  endings: readonly string[];
}

/** The folders and files whose words a visitor reads, relative to the project, with the endings read in each. */
export const VISITOR_WORDS_SCOPE: readonly FileScope[] = [
  { path: "src/content", endings: [".yaml", ".yml", ".json", ".md", ".mdx"] },
  { path: "src/pages", endings: [".md", ".mdx"] },
  { path: "src/config/site.ts", endings: [".ts"] },
  { path: "public/brochures", endings: [".pdf"] },
];

/** Every file a scope names under `root`, as project-relative paths with forward slashes, sorted. */
export function filesInScope(root: string, scope: readonly FileScope[]): string[] {
  const files: string[] = [];
  for (const { path, endings } of scope) {
    const absolute = join(root, ...path.split("/"));
    if (!existsSync(absolute)) continue;
    if (endings.some((ending) => path.endsWith(ending))) {
      files.push(path);
      continue;
    }
    for (const file of readdirSync(absolute, { recursive: true, encoding: "utf8" })) {
      if (endings.some((ending) => file.endsWith(ending))) files.push(`${path}/${file.split("\\").join("/")}`);
    }
  }
  return files.sort();
}

/**
 * Code that should hold labels only, not sentences about the business: the components, the layouts and the
 * brochures' generator (the brochure text as written). One of them that still holds such a sentence
 * (src/lib/claims/business-sentences.ts) is a visitor file until the sentence moves to content.
 */
export const LABELS_ONLY_SCOPE: readonly FileScope[] = [
  { path: "src/components", endings: [".astro", ".tsx"] },
  { path: "src/layouts", endings: [".astro"] },
  { path: "src/scripts/make-brochure.ts", endings: [".ts"] },
];

/** The files of LABELS_ONLY_SCOPE under `root` that hold a sentence about the business. */
export function codeHoldingSentences(root: string): string[] {
  return filesInScope(root, LABELS_ONLY_SCOPE).filter(
    (file) => findBusinessSentences(file, readFileSync(join(root, ...file.split("/")), "utf8")).length > 0,
  );
}

/** Every visitor-facing file of the project at `root`, as project-relative paths with forward slashes, sorted. */
export const visitorFiles = (root: string): string[] =>
  [...filesInScope(root, VISITOR_WORDS_SCOPE), ...codeHoldingSentences(root)].sort();

/** The words of a visitor-facing file as the owner reads and approves them: a PDF's text, any other file as written. */
export async function visitorText(root: string, file: string): Promise<string> {
  const bytes = readFileSync(join(root, ...file.split("/")));
  return file.endsWith(".pdf") ? pdfText(bytes) : bytes.toString("utf8");
}
