/**
 * Finds, line by line, the claims a keyword scan for figures cannot see, and the ways around the register that
 * the schema cannot refuse because they are not in the register (issue 49):
 *
 * - "a claim with no number": a sentence about the firm's people, reach, process or capability with no figure in
 *   it, e.g. "Every adviser has run a franchise", "We always find the right territory", "one advisor stays with
 *   you throughout", "across all four nations". The rule: a subject that is the firm or a universal over its
 *   people (we, our team/advisers/coaches…, every/each/any adviser, each of our…, one adviser) followed within a
 *   few words by a universal or capability word (has run, knows, always, never, throughout, every, all, can,
 *   guarantees, specialises…); or the firm's reach stated as all of something ("across all four nations", "every
 *   part of the UK"). A sentence with a digit in it is left to the figure checks (src/lib/claims/literals.ts).
 * - "a register value in a new sentence": `{claim:key}` (or `<Claim>`) with words of the file's own around it in
 *   the same sentence, so the register's value reads under a label the register never approved.
 * - "an 'up to' statistic": a maximum presented as a result ("up to 40% more revenue"), which the register's
 *   schema refuses; here it is found in copy, components and the brochure text too.
 * - "sample words": the template's "Sample definition: …" / "Sample policy: …" written anywhere.
 *
 * Exemptions: a comment line, a line named as not a claim (a content file's `notClaims`, or a `not-a-claim`
 * marker on it or on the line before, as in literals.ts), and the short allow-list of wording the owner has approved for the register (APPROVED_WORDING).
 * Pure: src/lib/launch/project.ts reads the files and lists each finding by file and line.
 */
import { notClaimLines } from "./literals";

/** What kind of problem a sentence has, as the launch check and the review page name it. */
export type BusinessSentenceKind =
  "a claim with no number" | "a register value in a new sentence" | "an 'up to' statistic" | "sample words";

/** One finding: where it is, what kind, and the sentence. */
export interface BusinessSentence {
  file: string;
  /** 1-based line number (a PDF's text is one line). */
  line: number;
  kind: BusinessSentenceKind;
  text: string;
}

/**
 * Sentences the owner has approved as the register's own wording: each is the firm describing what it offers, not
 * a claim about its people's quality. Kept short on purpose; add a sentence only after the owner approves it in
 * the review page, and say why in the commit.
 */
export const APPROVED_WORDING: readonly string[] = [
  "We are paid by some franchisors when a client we introduce joins them.",
  "We tell you which franchisors pay us before we recommend any franchise.",
];

/** The firm, or a universal over its people, as the subject of a sentence. */
const FIRM_SUBJECT =
  /\b(?:we|we've|we're|our (?:team|firm|people|staff|network|experts?|specialists?|advis[eo]rs?|coach(?:es)?|consultants?|mentors?)|(?:every|each|any|one) (?:of our \w+|advis[eo]r|coach|consultant|mentor|expert|specialist|member of (?:our|the) team)|all (?:of )?our \w+)\b/i;

/** A universal or capability word: what turns "we" into a claim nobody can check without a number. */
const UNIVERSAL_OR_CAPABILITY =
  /\b(?:always|never|every|all|any|throughout|each|only|guarantee[sd]?|ensures?|specialis[ez](?:e|es|ed)?|experts?|know(?:s)?|understands?|(?:has|have|had) (?:run|owned|worked|been|helped|guided|seen|built|launched|sold|access)|ran|can (?:find|get|secure|negotiate|spot|help)|stays?|cover(?:s)?|trusted|proven|leading|best)\b/i;

/** The firm's reach as all of something, with no subject needed. */
const WHOLE_REACH =
  /\b(?:across|in|throughout|covering) (?:all|every|the whole)(?: four)? (?:nations|parts? of the UK|regions?|of the UK|counties|the UK)\b/i;

const REGISTER_REFERENCE = /\{claim:[\w.-]+\}|<Claim\b[^>]*\/?>/g;
const HAS_REGISTER_REFERENCE = /\{claim:[\w.-]+\}|<Claim\b/;
const UP_TO_STATISTIC = /\bup to\s+£?\d[\d,.]*\s?(?:%|x\b|times\b)/i;
const SAMPLE_WORDS = /\bsample (?:definition|policy|wording|text):/i;

/** Whether a line is only a comment (YAML, JavaScript, JSX or HTML). */
const isComment = (line: string) => /^\s*(#|\/\/|\/\*|\*|\{\/\*|<!--)/.test(line);

/** `sentence` without markup, YAML keys and quotes, as a visitor reads it. */
function readable(sentence: string): string {
  return sentence
    .replace(/<[^>]+>/g, " ")
    .replace(/^\s*-?\s*[\w-]+:\s+/, "")
    .replace(/^["'|>-]+|["']+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a sentence holding a register reference adds words of its own (more than a lead-in label). */
function wrapsRegisterValue(sentence: string): boolean {
  const rest = readable(sentence.replace(REGISTER_REFERENCE, " "));
  return /[A-Za-z]{3,}/.test(rest);
}

/** Every problem sentence in `text`, one per kind per sentence, in line order. */
export function findBusinessSentences(file: string, text: string): BusinessSentence[] {
  const lines = text.split(/\r?\n/);
  const notClaim = notClaimLines(file, text);
  const approved = new Set(APPROVED_WORDING.map((sentence) => sentence.toLowerCase()));
  const found: BusinessSentence[] = [];
  lines.forEach((raw, index) => {
    if (notClaim(index)) return;
    if (isComment(raw)) return;
    for (const sentence of raw.split(/(?<=[.!?])\s+(?=[A-Z{<"'])/)) {
      const words = readable(sentence);
      if (!words || approved.has(words.toLowerCase())) continue;
      const push = (kind: BusinessSentenceKind) => found.push({ file, line: index + 1, kind, text: words });
      const subject = FIRM_SUBJECT.exec(words);
      const after = subject ? words.slice(subject.index, subject.index + subject[0].length + 60) : "";
      // A digit inside a name (planted0, h2) is not a figure.
      const unnumbered = !/(?<![A-Za-z_$])\d/.test(words);
      if (
        unnumbered &&
        ((subject && UNIVERSAL_OR_CAPABILITY.test(after.slice(subject[0].length))) || WHOLE_REACH.test(words))
      )
        push("a claim with no number");
      if (HAS_REGISTER_REFERENCE.test(sentence) && wrapsRegisterValue(sentence))
        push("a register value in a new sentence");
      if (UP_TO_STATISTIC.test(words)) push("an 'up to' statistic");
      if (SAMPLE_WORDS.test(words)) push("sample words");
    }
  });
  return found;
}
