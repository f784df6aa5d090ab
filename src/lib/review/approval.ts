/**
 * The owner's approval of a file's words: a record of who approved it, when, and a hash of the text approved (with
 * the text itself, so a later change can be shown line by line). A change to the text after approval makes the
 * file unapproved again. Pure functions: src/lib/review/records.ts reads and writes the records.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

/** The field the launch check names for a file whose words await the owner's approval. */
export const APPROVAL_FIELD = "approval";

/** One approval, as stored in approvals/<file>.json. */
export const approvalRecordSchema = z.object({
  /** The project-relative path of the file approved. */
  file: z.string().min(1),
  /** Who approved it: the owner's name as they typed it. */
  approvedBy: z.string().trim().min(2, "Say who approved it"),
  /** The day it was approved (yyyy-mm-dd). */
  approvedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The day as yyyy-mm-dd"),
  /** sha256 of the text approved, line endings made LF. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The text approved, so what changed since can be shown. */
  text: z.string(),
});
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>;

/** Line endings do not change what a visitor reads. */
const normalised = (text: string) => text.replace(/\r\n?/g, "\n");

/** The hash an approval records for `text`. */
export function textHash(text: string): string {
  return createHash("sha256").update(normalised(text), "utf8").digest("hex");
}

/** A new approval of `text` in `file` by `approvedBy` on `day`. */
export function approve(file: string, text: string, approvedBy: string, day: Date): ApprovalRecord {
  return approvalRecordSchema.parse({
    file,
    approvedBy,
    approvedOn: day.toISOString().slice(0, 10),
    sha256: textHash(text),
    text: normalised(text),
  });
}

/** What changed between two texts, line by line: the lines only in the old and only in the new, in order. */
export interface LineChange {
  removed: { line: number; text: string }[];
  added: { line: number; text: string }[];
}

/** A line diff by longest common subsequence; copy files are short enough for its n × m table. */
export function changedLines(before: string, after: string): LineChange {
  const a = normalised(before).split("\n");
  const b = normalised(after).split("\n");
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const change: LineChange = { removed: [], added: [] };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) {
      change.added.push({ line: j + 1, text: b[j]! });
      j += 1;
    } else {
      change.removed.push({ line: i + 1, text: a[i]! });
      i += 1;
    }
  }
  return change;
}

/** Where a file stands: approved as it is, never approved, or changed since its approval. */
export type ReviewStatus =
  | { state: "approved"; record: ApprovalRecord }
  | { state: "unapproved" }
  | { state: "changed"; record: ApprovalRecord; change: LineChange };

/** The file's status given its text now and its approval record, if any. */
export function reviewStatus(text: string, record: ApprovalRecord | undefined): ReviewStatus {
  if (!record) return { state: "unapproved" };
  if (record.sha256 === textHash(text)) return { state: "approved", record };
  return { state: "changed", record, change: changedLines(record.text, text) };
}

/** The status in one line of the launch check: what to do, in plain words. */
export function statusProblem(status: ReviewStatus): string | undefined {
  if (status.state === "approved") return undefined;
  if (status.state === "unapproved")
    return "not yet approved by the owner: read it and approve it in npm run edit's review page";
  const { added, removed } = status.change;
  const first = added[0]?.line ?? removed[0]?.line;
  const lines = `${added.length} ${added.length === 1 ? "line" : "lines"} added or changed, ${removed.length} removed`;
  return `changed since ${status.record.approvedBy} approved it on ${status.record.approvedOn} (${lines}, from line ${first}): read it and approve it again`;
}
