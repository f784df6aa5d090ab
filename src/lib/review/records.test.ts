import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { approve } from "./approval";
import { readRecord, recordPath, reviewStatuses, writeRecord } from "./records";
import { visitorFiles, visitorText } from "./visitor-files";

const root = mkdtempSync(join(tmpdir(), "review-records-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
};
write("src/content/pages/home.yaml", "hero: Every adviser has run a franchise\n");
write("src/content/blog/a-new-article.mdx", "---\ntitle: New\n---\nWords.\n");
write("src/content/blog/images/hero.webp", "not words");
write("src/pages/terms.mdx", "# Terms\n");
write("src/pages/about.astro", "<p>layout</p>");

describe("the files whose words a visitor reads", () => {
  it("are found by rule: content files, legal pages in MDX and the settings; not images or templates", () => {
    write("src/config/site.ts", "export const site = {};\n");
    expect(visitorFiles(root)).toEqual([
      "src/config/site.ts",
      "src/content/blog/a-new-article.mdx",
      "src/content/pages/home.yaml",
      "src/pages/terms.mdx",
    ]);
  });
});

describe("approval records on disk", () => {
  const file = "src/content/pages/home.yaml";

  it("start unapproved; an approval holds until the file changes, then the change is shown", async () => {
    expect((await reviewStatuses(root)).find((entry) => entry.file === file)?.status.state).toBe("unapproved");
    writeRecord(root, approve(file, await visitorText(root, file), "Sam Owner", new Date("2026-12-02")));
    expect((await reviewStatuses(root)).find((entry) => entry.file === file)?.status.state).toBe("approved");
    write(file, "hero: Advice from people who have run franchises\n");
    const status = (await reviewStatuses(root)).find((entry) => entry.file === file)?.status;
    expect(status?.state === "changed" && status.change.added).toEqual([
      { line: 1, text: "hero: Advice from people who have run franchises" },
    ]);
  });

  it("a damaged record fails, naming its file and field", () => {
    write(recordPath("src/pages/terms.mdx"), JSON.stringify({ file: "src/pages/terms.mdx", approvedBy: "" }));
    expect(() => readRecord(root, "src/pages/terms.mdx")).toThrow(
      /^approvals\/src\/pages\/terms\.mdx\.json: approvedBy: /,
    );
  });
});
