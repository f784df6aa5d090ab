/**
 * What in a file speaks about the business, for the owner to weigh before approving: sentences in the first person
 * plural or about "our team", "every coach"…; claims shown through the register ({claim:key}); statistics, "up to"
 * figures and comparisons; "independent"; and words marked as samples. A reading aid, not a judge: it points at
 * lines, and the owner answers the reviewer's questions about each.
 */
import { findBusinessSentences, type BusinessSentenceKind } from "../claims/business-sentences";

/** Why a line is highlighted, as the review page labels it. */
export type HighlightReason =
  | "speaks as the business"
  | "register claim"
  | "figure"
  | "up to"
  | "independent"
  | "sample words"
  | BusinessSentenceKind;

/** A highlighted sentence of a file, with the line it is on. */
export interface Highlight {
  line: number;
  text: string;
  reasons: HighlightReason[];
}

const RULES: readonly [HighlightReason, RegExp][] = [
  [
    "speaks as the business",
    /\b(?:we|we're|we've|we'll|our|ours|us)\b|\b(?:every|each|all (?:of )?our) (?:coach|adviser|advisor|consultant|client|member of (?:the|our) team)s?\b/i,
  ],
  ["register claim", /\{claim:[\w.-]+\}|<Claim\b/],
  ["figure", /\d+(?:\.\d+)?\s*%|\b\d[\d,]*\+|\b(?:times|higher|lower|more|fewer|faster|better) than\b/i],
  ["up to", /\bup to\b/i],
  ["independent", /\bindependen(?:t|ce|tly)\b/i],
  ["sample words", /\bsample (?:definition|policy|text|wording)\b/i],
];

/** The questions a compliance reviewer asks of each highlighted line (CAP Code 3.7, 3.11, 3.17; DMCC Act 2024). */
export const REVIEW_QUESTIONS: readonly string[] = [
  "Is it true today?",
  "Can you show it (the evidence is on file)?",
  "Is the base fair: who is counted, and does it include everyone in that group?",
  "Does it say more than the evidence does?",
];

/** Every sentence of `text` that speaks about the business, with its line and why (a PDF's text is one line). */
export function highlights(text: string): Highlight[] {
  return text.split(/\r?\n/).flatMap((line, index) =>
    line.split(/(?<=[.!?])\s+(?=[A-Z{<"'])/).flatMap((sentence) => {
      const reasons: HighlightReason[] = RULES.filter(([, pattern]) => pattern.test(sentence)).map(
        ([reason]) => reason,
      );
      // The launch check's own findings (src/lib/claims/business-sentences.ts), named as it names them.
      for (const { kind } of findBusinessSentences("", sentence)) if (!reasons.includes(kind)) reasons.push(kind);
      return reasons.length > 0 ? [{ line: index + 1, text: sentence.trim(), reasons }] : [];
    }),
  );
}
