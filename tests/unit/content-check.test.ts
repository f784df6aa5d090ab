// npm run edit's content check (src/lib/content/content-check.ts) against the build: this tree, which builds, has
// no problem; a copy with what an editor can save but the build refuses (a minimum above the maximum, a claim typed
// into page copy, a category that does not exist) has each named by file and field, in plain words.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import yaml from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent } from "@/lib/content/content-check";

const ROOT = process.cwd();
const copy = mkdtempSync(join(tmpdir(), "content-check-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the content check of npm run edit", () => {
  it("finds nothing in content the build accepts", () => {
    expect(checkContent(ROOT)).toEqual([]);
  });

  it("names the file and field of each thing the build would refuse", () => {
    for (const path of ["src/content", "src/pages", "src/components", "src/layouts"])
      cpSync(join(ROOT, path), join(copy, path), { recursive: true });
    const franchise = readdirSync(join(copy, "src/content/franchises")).filter((name) => name.endsWith(".yaml"))[0]!;
    const franchiseFile = join(copy, "src/content/franchises", franchise);
    const data = yaml.load(readFileSync(franchiseFile, "utf8")) as Record<string, Record<string, number> | string>;
    const range = data.investmentRange as Record<string, number>;
    range.max = range.min! - 1;
    data.category = "no-such-category";
    writeFileSync(franchiseFile, yaml.dump(data));
    const home = join(copy, "src/content/pages/home.yaml");
    const text = readFileSync(home, "utf8");
    writeFileSync(home, text.replace(/^ {2}subtitle: .*$/m, "  subtitle: Trusted by thousands of buyers since 2009"));

    const problems = checkContent(copy);
    const file = `src/content/franchises/${franchise}`;
    expect(problems).toContainEqual({
      file,
      field: "investmentRange.max",
      message: "min must not be greater than max",
    });
    expect(problems).toContainEqual({
      file,
      field: "category",
      message: "no such entry in franchise-categories.yaml",
    });
    const claim = problems.find((problem) => problem.file === "src/content/pages/home.yaml");
    expect(claim?.field).toMatch(/^line \d+$/);
    expect(claim?.message).toMatch(/states a claim in its own words/);
  });
});
