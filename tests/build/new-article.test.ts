// `npm run new:article` in a copy of the project: the file it writes, with its hero image, passes the content
// schema (`astro sync`, the build's content step), and bad input writes nothing.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";

let root = "";

const newArticle = (...args: string[]) =>
  runNodeCommand(root, ["node_modules/tsx/dist/cli.mjs", "src/scripts/new-article.ts", ...args]);

const blogFiles = () => readdirSync(join(root, "src/content/blog")).sort();

beforeAll(async () => {
  root = await copySiteSources("new-article-");
});

afterAll(() => removeCopies(root ? [root] : []));

describe("npm run new:article", () => {
  const slug = "franchise-insurance-what-it-costs-and-why";

  it("scaffolds a draft and its hero image that pass the content schema", async () => {
    const { status, output } = await newArticle(
      "Franchise Insurance: What It Costs & Why",
      "--category",
      "financial-planning",
    );
    expect(status, output).toBe(0);
    const file = join(root, "src/content/blog", `${slug}.mdx`);
    expect(readFileSync(file, "utf8")).toMatch(/^draft: true$/m);
    expect(existsSync(join(root, "src/content/blog/images", `${slug}.jpg`))).toBe(true);
    const sync = await runNodeCommand(root, ["node_modules/astro/astro.js", "sync"]);
    expect(sync.status, sync.output).toBe(0);
    const store = readFileSync(join(root, "node_modules/.astro/data-store.json"), "utf8");
    expect(store).toContain(`"${slug}"`);
  }, 180_000);

  it("never overwrites an article, and refuses an unknown category without writing anything", async () => {
    const before = blogFiles();
    const again = await newArticle("Franchise Insurance: What It Costs & Why", "--category", "financial-planning");
    expect(again.status).not.toBe(0);
    expect(again.output).toContain(`src/content/blog/${slug}.mdx already exists`);
    const unknown = await newArticle("A Guide to Franchise Insurance", "--category", "insurance");
    expect(unknown.status).not.toBe(0);
    expect(unknown.output).toMatch(/Unknown category "insurance": use one of .*financial-planning/);
    expect(blogFiles()).toEqual(before);
  });

  it("make-hero-image never draws over an existing image unless told to", async () => {
    const image = join(root, "src/content/blog/images", `${slug}.jpg`);
    const before = readFileSync(image);
    const again = await runNodeCommand(root, ["src/scripts/make-hero-image.mjs", slug, "legal-support"]);
    expect(again.status).not.toBe(0);
    expect(again.output).toContain(`src/content/blog/images/${slug}.jpg already exists: nothing was written`);
    expect(readFileSync(image).equals(before)).toBe(true);
    const replaced = await runNodeCommand(root, [
      "src/scripts/make-hero-image.mjs",
      slug,
      "legal-support",
      "--replace",
    ]);
    expect(replaced.status, replaced.output).toBe(0);
    expect(readFileSync(image).equals(before)).toBe(false);
  });
});
