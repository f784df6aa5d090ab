// Content-independent: it holds the rule to planted files and to the helper modules it names, not to content.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CATALOGUE_MODULES, seesCatalogue, seesContent } from "../support/sees-content.mjs";
import { PROJECT_DIR } from "../support/project-copy.mjs";

const root = mkdtempSync(join(tmpdir(), "sees-content-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  return join(root, path);
}

describe("which unit test files see the content (the edited-copy step runs only those)", () => {
  write("src/lib/pure.ts", "export const twice = (n: number) => n * 2;\n");
  write("src/lib/reads.ts", 'import { readFileSync } from "node:fs";\nreadFileSync("src/content/packages.yaml");\n');
  write("src/lib/raw.ts", 'import text from "../content/faq.yaml?raw";\nexport default text;\n');
  write("src/lib/middle.ts", 'export { reads } from "@/lib/reads";\n');

  it("sees a module that names the content folder, directly or through any chain of project imports", () => {
    expect(seesContent(write("a.test.ts", 'import "./src/lib/reads";\n'), root)).toBe(true);
    expect(seesContent(write("b.test.ts", 'import { reads } from "./src/lib/middle";\n'), root)).toBe(true);
    expect(seesContent(write("c.test.ts", 'const m = await import("./src/lib/raw.ts");\n'), root)).toBe(true);
  });

  it("sees a test of the built site or the content config", () => {
    expect(seesContent(write("d.test.ts", 'const dir = join(root, "dist", "client");\n'), root)).toBe(true);
    expect(seesContent(write("e.test.ts", 'const { collections } = await import("@/content.config");\n'), root)).toBe(
      true,
    );
  });

  it("leaves out a test file that says, with its reason, that no content can change its outcome", () => {
    const server = 'import { spawnSite } from "./support/spawn-site.mjs";\nconst dir = join(root, "dist");\n';
    const declared = "// Content-independent: it stores consultation leads, which name no content.\n";
    expect(seesContent(write("g.test.ts", declared + server), root)).toBe(false);
    // Without a reason, or said by a module it imports rather than by the test itself, it still counts.
    expect(seesContent(write("h.test.ts", "// Content-independent:\n" + server), root)).toBe(true);
    write("src/lib/claims-independence.ts", declared + 'readFileSync("src/content/packages.yaml");\n');
    expect(seesContent(write("i.test.ts", 'import "./src/lib/claims-independence";\n'), root)).toBe(true);
  });

  it("does not see a module that names the content folder or the build only in whole-line comments", () => {
    write(
      "src/lib/commented.ts",
      "// The package ids; src/content/packages.yaml must list the same.\n/**\n * Read from dist/client.\n */\nexport const ids = [1];\n",
    );
    expect(seesContent(write("j.test.ts", 'import { ids } from "@/lib/commented";\n'), root)).toBe(false);
    // Code on the line, with a comment after it, still counts.
    write("src/lib/trailing.ts", 'export const dir = join("src", "content"); // the content folder\n');
    expect(seesContent(write("k.test.ts", 'import { dir } from "@/lib/trailing";\n'), root)).toBe(true);
  });

  it("does not see a test of pure logic, however its imports loop, nor a package's name", () => {
    write("src/lib/loop-a.ts", 'import "./loop-b";\nimport "./pure";\n');
    write("src/lib/loop-b.ts", 'import "./loop-a";\nimport yaml from "js-yaml";\n');
    expect(seesContent(write("f.test.ts", 'import { twice } from "@/lib/loop-a";\n'), root)).toBe(false);
  });
});

describe("which test files see the franchise catalogue (the edited copy runs those browser specs)", () => {
  it("names only modules and folders that exist, so a renamed helper fails here, not silently in the copy", () => {
    for (const path of CATALOGUE_MODULES) {
      const full = join(PROJECT_DIR, path);
      expect(existsSync(full), path).toBe(true);
      expect(statSync(full).isDirectory(), path).toBe(path.endsWith("/"));
    }
  });

  it("sees a test that imports one of them, or names the franchise content, and not one that does neither", () => {
    const helper = write("x.spec.ts", 'import { contentOf } from "./directory-data";\n');
    const rules = write("y.test.ts", 'import { filterDirectory } from "@/lib/directory/franchise-filters";\n');
    const named = write("z.test.ts", 'const dir = join(root, "src/content/franchises");\n');
    const blog = write("w.spec.ts", 'import { blogPosts } from "./blog-data";\n');
    expect([helper, rules, named].map(seesCatalogue)).toEqual([true, true, true]);
    expect(seesCatalogue(blog)).toBe(false);
  });

  it("leaves out a test file that declares, with its reason, that no content can change its outcome", () => {
    const declared = "// Content-independent: it lints planted import lines, whatever the catalogue holds.\n";
    const lint = 'import { filterDirectory } from "@/lib/directory/franchise-filters";\n';
    expect(seesCatalogue(write("v.test.ts", declared + lint))).toBe(false);
    expect(seesCatalogue(write("u.test.ts", "// Content-independent:\n" + lint))).toBe(true);
  });
});
