// An editor's mistake must fail the build with a message naming the file and the field. Each case copies the
// project to a temporary folder, breaks one content file, and runs `astro sync` (the build's content step).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const PROJECT_FILES = ["src", "public", "astro.config.mjs", "tsconfig.json", "tailwind.config.mjs", "package.json"];
const folders: string[] = [];

/** Copies the project, applies `breakIt` to one file, runs `astro sync`, and returns its exit code and output. */
function syncWithBrokenFile(relativePath: string, breakIt: (text: string) => string) {
  const root = mkdtempSync(join(tmpdir(), "content-error-"));
  folders.push(root);
  for (const entry of PROJECT_FILES) cpSync(entry, join(root, entry), { recursive: true });
  symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"), "dir");
  const file = join(root, relativePath);
  const original = readFileSync(file, "utf8");
  const broken = breakIt(original);
  expect(broken, "the test must actually change the file").not.toBe(original);
  writeFileSync(file, broken);
  const result = spawnSync("node", [join(root, "node_modules", "astro", "astro.js"), "sync"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("a bad content file fails the build with the file and field named", () => {
  it("an unknown franchise category", () => {
    const { status, output } = syncWithBrokenFile("src/content/franchises/mendrow-physiotherapy.yaml", (text) =>
      text.replace("category: health-fitness", "category: health-and-fitness"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/franchises/mendrow-physiotherapy.yaml");
    expect(output).toMatch(/category: no such entry in franchise-categories\.yaml/);
  });

  it("a franchise territory that is not a location", () => {
    const { status, output } = syncWithBrokenFile("src/content/franchises/mendrow-physiotherapy.yaml", (text) =>
      text.replace("territories: [sheffield,", "territories: [sheffeild,"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("mendrow-physiotherapy.yaml");
    expect(output).toMatch(/territories\.0: no such entry in src\/content\/locations/);
  });

  it("a location without its meta description", () => {
    const { status, output } = syncWithBrokenFile("src/content/locations/cities/london.yaml", (text) =>
      text.replace(/^metaDescription:.*$/m, ""),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/locations/cities/london.yaml");
    expect(output).toMatch(/metaDescription\W+Required/);
  });

  it("an article without a publish date", () => {
    const { status, output } = syncWithBrokenFile("src/content/blog/low-cost-franchises-uk.mdx", (text) =>
      text.replace(/^publishDate:.*$/m, ""),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/blog/low-cost-franchises-uk.mdx");
    expect(output).toMatch(/publishDate/);
  });
});
