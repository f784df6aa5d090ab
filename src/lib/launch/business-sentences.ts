/**
 * The launch check's reading of sentences a figure scan cannot see (src/lib/claims/business-sentences.ts) over
 * every file a visitor's words come from, the components (which must hold labels, not sentences about the
 * business) and the brochures' generator (the brochure text as written): one item per finding, by file and line.
 */
import { findBusinessSentences, type BusinessSentenceKind } from "../claims/business-sentences";
import {
  filesInScope,
  LABELS_ONLY_SCOPE,
  VISITOR_WORDS_SCOPE,
  visitorText,
  type FileScope,
} from "../review/visitor-files";
import type { LaunchItem } from "./placeholders";

/** The files read: the visitor files (a PDF as its text), the components and the brochure text's source. */
export const BUSINESS_SENTENCE_SCOPE: readonly FileScope[] = [...VISITOR_WORDS_SCOPE, ...LABELS_ONLY_SCOPE];

/**
 * Findings the owner may confirm by approving the file as it stands in the review page (the sentence is true, can
 * be shown and says no more than the evidence); the others ("up to" statistics, sample words) are never shown to a
 * visitor and stay listed until reworded.
 */
const CLEARED_BY_APPROVAL: ReadonlySet<BusinessSentenceKind> = new Set([
  "a claim with no number",
  "a register value in a new sentence",
]);

/**
 * Every finding in the project at `root`, as launch items whose field is the line; `approved` names the files the
 * owner approved as they stand, whose claims with no number and register values in sentences are confirmed.
 */
export async function businessSentencePlaceholders(
  root: string,
  approved: ReadonlySet<string> = new Set(),
): Promise<LaunchItem[]> {
  const files = filesInScope(root, BUSINESS_SENTENCE_SCOPE);
  const texts = await Promise.all(files.map((file) => visitorText(root, file)));
  return files.flatMap((file, index) => {
    const text = texts[index]!;
    const found = findBusinessSentences(file, text);
    const listed = approved.has(file) ? found.filter(({ kind }) => !CLEARED_BY_APPROVAL.has(kind)) : found;
    return listed.map((found) => ({
      file,
      field: `line ${found.line}`,
      problem: `${found.kind}: "${found.text.length > 90 ? `${found.text.slice(0, 90)}…` : found.text}"`,
    }));
  });
}
