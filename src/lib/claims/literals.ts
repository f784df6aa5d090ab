/**
 * Finds claims written as prose: figures, founding years, experience, accreditation, awards, the guarantee,
 * independence and service levels typed into business copy instead of referenced from the register of claims
 * (src/content/claims.json, `{claim:<key>}` in copy, `claim("<key>")` in components). Pure: the build check
 * (src/lib/launch/scan-claims.ts) reads the files.
 *
 * A line that is not a claim after all (advice about the world, e.g. "a contingency of 20-30%") is named so, with
 * the reason: in a content file, its words under the file's `notClaims` (data, which the browser editor keeps, where
 * it drops YAML comments); in a component, the marker `not-a-claim` on the line itself or on the line before, as
 * `{/* not-a-claim: … *\/}`.
 */
import yaml from "js-yaml";

/** One claim-shaped literal: where it is and what it looks like. */
export interface ClaimLiteral {
  file: string;
  /** 1-based line number. */
  line: number;
  /** What kind of claim the text looks like. */
  kind: string;
  /** The text that matched. */
  text: string;
}

/** The marker that exempts a line (or the line after it). */
export const NOT_A_CLAIM = "not-a-claim";

/** What a claim looks like, by kind. Case-insensitive. */
export const CLAIM_PATTERNS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: "a figure with +", pattern: /\b\d[\d,.]*\s?\+(?!\d)/i },
  // A percentage in prose; CSS values (50%; 100%) and Tailwind classes (100%-2rem) are not claims.
  { kind: "a percentage", pattern: /\b\d[\d,.]*\s?%(?![;)\]-])/i },
  { kind: "a founding year", pattern: /\b(since|founded in|established in|started in)\s+(19|20)\d{2}\b/i },
  { kind: "years of experience", pattern: /\byears['’]?\s+(of\s+)?experience\b/i },
  {
    kind: "years of experience",
    pattern: /\b(over|more than)\s+(\d+|ten|fifteen|twenty|thirty|forty|fifty)\s+years\b/i,
  },
  { kind: "history", pattern: /\beconomic cycles\b/i },
  { kind: "accreditation", pattern: /\baccredit(ed|ation)?\b/i },
  { kind: "an award", pattern: /\baward(s|ed|-winning)?\b/i },
  {
    kind: "the guarantee",
    pattern: /\b(our|refund|money-back|satisfaction|\d+[- ]day)\s+(refund\s+)?guarantee\b|\bguaranteed\b/i,
  },
  // "Take independent legal advice" is advice to the reader, not a claim about us.
  {
    kind: "independence",
    pattern: /\bindependent(ly)?\b(?!\s+(legal|financial advi|solicitor|accountant|professional))/i,
  },
  {
    kind: "a reply time",
    pattern: /\b(reply|replies|respond|responds|response|answer|answers|answered)\s+(with)?in\s+\d+|\b\d+\s?hrs?\b/i,
  },
  { kind: "a scale claim", pattern: /\b(hundreds|thousands|dozens)\s+of\b/i },
  { kind: "a turnaround time", pattern: /\bwithin\s+\d+\s+(hours?|working days|days)\b/i },
  {
    kind: "opening days",
    pattern:
      /\b(7|seven)\s+days\s+a\s+week\b|\b24\/7\b|\bMon(day)?\s?[-–]\s?(Fri|Sat|Sun)|\b\d{1,2}(:\d{2})?\s?(am|pm)\s?[-–]\s?\d{1,2}(:\d{2})?\s?(am|pm)\b/i,
  },
];

// References to the register, and icon names, are not prose.
// References to the register and the settings ({placeholders}, claim("…"), dotted and camelCase names in code), and
// icon names, are not prose.
const NOT_PROSE = [
  /\{[A-Za-z][\w:.-]*\}/g,
  /\bclaim\(\s*["'][^"']*["']\s*\)/g,
  /\b[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+/g,
  /\b[a-z]+[A-Z][\w$]*/g,
  /\bicon:\s*[\w-]+/g,
  /\bname=["'][\w-]+["']/g,
];

/** The texts a YAML file names under `notClaims` (at any depth), trimmed; none for any other file. */
function notClaimTexts(file: string, text: string): string[] {
  if (!/\.ya?ml$/.test(file)) return [];
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch {
    return []; // Not YAML after all: the file's own check names what is wrong with it.
  }
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value)) {
        if (key === "notClaims" && Array.isArray(child))
          for (const entry of child) {
            const words = (entry as { text?: unknown } | null)?.text;
            if (typeof words === "string" && words.trim()) found.push(words.trim());
          }
        else walk(child);
      }
  };
  walk(data);
  return found;
}

/**
 * Which lines of a file are named as not claims: a line holding the `not-a-claim` marker or following one, and a
 * line holding one of the texts a YAML file lists under `notClaims`.
 */
export function notClaimLines(file: string, text: string): (index: number) => boolean {
  const lines = text.split(/\r?\n/);
  const texts = notClaimTexts(file, text);
  return (index) =>
    lines[index]!.includes(NOT_A_CLAIM) ||
    (index > 0 && lines[index - 1]!.includes(NOT_A_CLAIM)) ||
    texts.some((words) => lines[index]!.includes(words));
}

/** Whether a line is only a comment (YAML, JavaScript, JSX or HTML): comments are for editors, not visitors. */
function isComment(line: string): boolean {
  return /^\s*(#|\/\/|\/\*|\*|\{\/\*|<!--)/.test(line);
}

/** Every claim-shaped literal in `text`, one per kind per line, in line order. */
export function findClaimLiterals(file: string, text: string): ClaimLiteral[] {
  const lines = text.split(/\r?\n/);
  const notClaim = notClaimLines(file, text);
  const found: ClaimLiteral[] = [];
  lines.forEach((raw, index) => {
    if (notClaim(index)) return;
    if (isComment(raw)) return;
    const line = NOT_PROSE.reduce((rest, pattern) => rest.replace(pattern, " "), raw);
    const kinds = new Set<string>();
    for (const { kind, pattern } of CLAIM_PATTERNS) {
      const match = pattern.exec(line);
      if (!match || kinds.has(kind)) continue;
      kinds.add(kind);
      found.push({ file, line: index + 1, kind, text: match[0] });
    }
  });
  return found;
}

/** The build's message: one line per literal with its file and line, and what to do. */
export function formatClaimLiterals(literals: readonly ClaimLiteral[]): string {
  const lines = literals.map((item) => `  ${item.file}:${item.line}  ${item.kind}: "${item.text}"`);
  return [
    `Claims check: ${literals.length} claim-shaped ${literals.length === 1 ? "literal" : "literals"} outside the register of claims:`,
    ...lines,
    'State each claim once in src/content/claims.json and reference it ({claim:<key>} in copy, claim("<key>") in a component), or list a line that is not about the business under notClaims in its file, with why (in a component, a not-a-claim comment).',
  ].join("\n");
}
