// Records the owner's approval of the words in one or more files, as they stand now, for those who work in the files
// rather than in `npm run edit`'s review page:  npm run review:approve -- --by "Owner's name" src/content/faq.yaml …
// Each record (approvals/<file>.json) holds who, when, a hash and the text approved; `npm run check:launch` lists
// every visitor-facing file without one, or changed since.
import { parseArgs } from "node:util";
import { approve } from "@/lib/review/approval";
import { writeRecord } from "@/lib/review/records";
import { visitorFiles, visitorText } from "@/lib/review/visitor-files";

const { values, positionals } = parseArgs({ options: { by: { type: "string" } }, allowPositionals: true });
const root = process.cwd();
const known = new Set(visitorFiles(root));
const by = values.by?.trim() ?? "";
const problems = [
  ...(by.length < 2 ? ['Say who approves: --by "Your name"'] : []),
  ...(positionals.length === 0 ? ["Name the files to approve, e.g. src/content/faq.yaml"] : []),
  ...positionals.filter((file) => !known.has(file)).map((file) => `${file}: not a file whose words a visitor reads`),
];
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
for (const file of positionals) {
  writeRecord(root, approve(file, await visitorText(root, file), by, new Date()));
  console.log(`approved ${file}`);
}
