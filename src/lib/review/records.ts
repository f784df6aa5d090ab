/**
 * The approval records on disk: approvals/<the file's project path>.json, one per approved file, so a change to
 * one file's approval is a change to one record (easy to read in a diff and in the editor's GitHub mode).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { approvalRecordSchema, reviewStatus, type ApprovalRecord, type ReviewStatus } from "./approval";
import { visitorFiles, visitorText } from "./visitor-files";

/** The folder of the records, relative to the project. */
export const APPROVALS_DIR = "approvals";

/** Where the record of `file` lives, relative to the project. */
export const recordPath = (file: string) => `${APPROVALS_DIR}/${file}.json`;

/** The record of `file`, or undefined when it was never approved; a damaged record fails, naming it. */
export function readRecord(root: string, file: string): ApprovalRecord | undefined {
  const path = join(root, ...recordPath(file).split("/"));
  if (!existsSync(path)) return undefined;
  const parsed = approvalRecordSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${recordPath(file)}: ${issue.path.join(".") || "record"}: ${issue.message}`);
  }
  if (parsed.data.file !== file) throw new Error(`${recordPath(file)}: file: names ${parsed.data.file}, not ${file}`);
  return parsed.data;
}

/** Writes the record of an approval. */
export function writeRecord(root: string, record: ApprovalRecord): void {
  const path = join(root, ...recordPath(record.file).split("/"));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
}

/** Every visitor-facing file of the project with its review status, in path order. */
export async function reviewStatuses(root: string): Promise<{ file: string; status: ReviewStatus }[]> {
  return Promise.all(
    visitorFiles(root).map(async (file) => ({
      file,
      status: reviewStatus(await visitorText(root, file), readRecord(root, file)),
    })),
  );
}
