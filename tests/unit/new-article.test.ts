// `npm run new:article` in a copy of the project: the file it writes, with its hero image, passes the content
// schema (`astro sync`, the build's content step), and bad input writes nothing.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkPackages } from "../support/project-copy.mjs";

const PROJECT_FILES = ["src", "public", "astro.config.mjs", "tsconfig.json", "tailwind.config.mjs", "package.json"];
const VITEST_ENV = new Set(["DEV", "PROD", "MODE", "SSR", "BASE_URL", "TEST", "NODE_ENV"]);
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !VITEST_ENV.has(name) && !name.startsWith("VITEST")),
  ),
  FORCE_COLOR: "0",
  NO_COLOR: "1",
};
let root = "";

function newArticle(...args: string[]) {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "src/scripts/new-article.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const blogFiles = () => readdirSync(join(root, "src/content/blog")).sort();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "new-article-"));
  for (const entry of PROJECT_FILES) cpSync(entry, join(root, entry), { recursive: true });
  linkPackages(root);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("npm run new:article", () => {
  const slug = "franchise-insurance-what-it-costs-and-why";

  it("scaffolds a draft and its hero image that pass the content schema", () => {
    const { status, output } = newArticle(
      "Franchise Insurance: What It Costs & Why",
      "--category",
      "financial-planning",
    );
    expect(status, output).toBe(0);
    const file = join(root, "src/content/blog", `${slug}.mdx`);
    expect(readFileSync(file, "utf8")).toMatch(/^draft: true$/m);
    expect(existsSync(join(root, "src/content/blog/images", `${slug}.jpg`))).toBe(true);
    const sync = spawnSync(process.execPath, ["node_modules/astro/astro.js", "sync"], {
      cwd: root,
      encoding: "utf8",
      env,
    });
    expect(sync.status, `${sync.stdout}\n${sync.stderr}`).toBe(0);
    const store = readFileSync(join(root, "node_modules/.astro/data-store.json"), "utf8");
    expect(store).toContain(`"${slug}"`);
  }, 180_000);

  it("never overwrites an article, and refuses an unknown category without writing anything", () => {
    const before = blogFiles();
    const again = newArticle("Franchise Insurance: What It Costs & Why", "--category", "financial-planning");
    expect(again.status).not.toBe(0);
    expect(again.output).toContain(`src/content/blog/${slug}.mdx already exists`);
    const unknown = newArticle("A Guide to Franchise Insurance", "--category", "insurance");
    expect(unknown.status).not.toBe(0);
    expect(unknown.output).toMatch(/Unknown category "insurance": use one of .*financial-planning/);
    expect(blogFiles()).toEqual(before);
  });
});
