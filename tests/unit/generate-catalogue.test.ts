// The catalogue generator (src/scripts/generate-catalogue.ts) that the scale tests and benchmarks build from: it
// starts from whatever franchises the content holds, and what it writes passes the collection's own schema.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../src/scripts/generate-catalogue";
import { readFranchiseFiles } from "../../src/lib/content/content-readers";
import { removeCopies } from "../support/project-copy.mjs";

const folders: string[] = [];
afterAll(() => removeCopies(folders));

/** A project folder holding a copy of this project's content only. */
function contentCopy() {
  const root = mkdtempSync(join(tmpdir(), "generate-catalogue-"));
  folders.push(root);
  cpSync(join("src", "content"), join(root, "src", "content"), { recursive: true });
  return root;
}

const franchiseFiles = (root: string) => join(root, "src", "content", "franchises");

describe("the catalogue generator", () => {
  it("adds franchises up to the count asked for, each passing the franchise schema, on unique slugs", () => {
    const root = contentCopy();
    const before = readFranchiseFiles(franchiseFiles(root)).length;
    const count = before + 40;
    expect(generateCatalogue(root, count)).toBe(40);
    const entries = readFranchiseFiles(franchiseFiles(root)).map(({ data }) => data);
    expect(entries).toHaveLength(count);
    expect(new Set(entries.map(({ slug }) => slug)).size).toBe(count);
    expect(new Set(entries.map(({ id }) => id)).size).toBe(count);
  });

  it("writes the same catalogue for the same seed", () => {
    const [first, second] = [contentCopy(), contentCopy()];
    const count = readFranchiseFiles(franchiseFiles(first)).length + 20;
    for (const root of [first, second]) expect(generateCatalogue(root, count, 7)).toBe(20);
    const files = readdirSync(franchiseFiles(first)).sort();
    expect(readdirSync(franchiseFiles(second)).sort()).toEqual(files);
    for (const file of files)
      expect(readFileSync(join(franchiseFiles(second), file), "utf8"), file).toBe(
        readFileSync(join(franchiseFiles(first), file), "utf8"),
      );
  });

  it("spreads the entries over the categories asked for, in turn, and refuses one that does not exist", () => {
    const root = contentCopy();
    const before = new Set(readdirSync(franchiseFiles(root)));
    const categories = ["care", "cleaning"];
    expect(generateCatalogue(root, before.size + 10, 3, { categories })).toBe(10);
    const added = readFranchiseFiles(franchiseFiles(root)).filter(({ file }) => !before.has(file.split("/").at(-1)!));
    expect(added).toHaveLength(10);
    for (const category of categories)
      expect(
        added.filter(({ data }) => data.category === category),
        category,
      ).toHaveLength(5);
    expect(() => generateCatalogue(contentCopy(), before.size + 1, 3, { categories: ["no-such-trade"] })).toThrow(
      /No such franchise categories: no-such-trade/,
    );
  });

  it("stops, naming the file and the field, when an entry it starts from breaks the schema", () => {
    const root = contentCopy();
    const [first] = readdirSync(franchiseFiles(root)).filter((file) => file.endsWith(".yaml"));
    const path = join(franchiseFiles(root), first!);
    writeFileSync(path, readFileSync(path, "utf8").replace(/^category:.*$/m, "category: 12"));
    expect(() => generateCatalogue(root, readdirSync(franchiseFiles(root)).length + 1)).toThrow(
      new RegExp(`${first}[\\s\\S]*category`),
    );
  });
});
