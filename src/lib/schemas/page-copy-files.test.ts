// The registry of page-copy files is complete: a file under src/content/pages/ that no entry names would be checked
// by nothing and editable nowhere, so it fails here, named; and no entry names a file that is not there.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_COPY_FILES, pageCopyPath } from "./page-copy-files";

const PAGES_DIR = join(process.cwd(), "src/content/pages");
const entries = Object.values(PAGE_COPY_FILES);

describe("the registry of page-copy files", () => {
  it("names every file under src/content/pages/", () => {
    const named = new Set(entries.map((entry) => pageCopyPath(entry.file)));
    const files = readdirSync(PAGES_DIR)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => `src/content/pages/${name}`);
    expect(files.filter((file) => !named.has(file))).toEqual([]);
  });

  it("names only files that exist", () => {
    const missing = entries.filter((entry) => !existsSync(join(process.cwd(), pageCopyPath(entry.file))));
    expect(missing.map((entry) => entry.file)).toEqual([]);
  });

  it("gives each file, and each editor form, one entry", () => {
    const files = entries.map((entry) => entry.file);
    const keys = entries.map((entry) => entry.editor.key);
    expect(new Set(files).size).toBe(files.length);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
