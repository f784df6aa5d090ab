import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  articleFileSchema,
  contentDir,
  readArticleFiles,
  readFranchiseFiles,
  readLocationFiles,
  readPostcodeAreas,
} from "./content-readers";
import { readListedFranchises } from "./franchise-files";
import { readArticles } from "../../integrations/launch-check";

const FIXTURE_FRANCHISES = join(process.cwd(), "tests", "fixtures", "small-catalogue", "franchises");
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A temporary folder holding the fixture franchises, one of them changed by `breakIt`. */
function franchisesWithOneBroken(breakIt: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "content-readers-"));
  folders.push(dir);
  for (const name of ["bellowmoor-pet-grooming.yaml", "fernstaple-travel-studio.yaml"])
    copyFileSync(join(FIXTURE_FRANCHISES, name), join(dir, name));
  const file = join(dir, "bellowmoor-pet-grooming.yaml");
  const text = readFileSync(file, "utf8");
  const broken = breakIt(text);
  expect(broken, "the test must actually change the file").not.toBe(text);
  writeFileSync(file, broken);
  return dir;
}

describe("the content readers outside Astro", () => {
  it("parse the site's files with the collections' schemas (defaults filled, dates as Dates)", () => {
    const franchises = readFranchiseFiles();
    expect(franchises.length).toBeGreaterThan(0);
    expect(franchises.every(({ data }) => typeof data.sample === "boolean")).toBe(true);
    expect(readLocationFiles().length).toBeGreaterThan(0);
    expect(readPostcodeAreas().every((area) => Array.isArray(area.districts))).toBe(true);
    const articles = readArticleFiles();
    expect(articles.every(({ data }) => data.publishDate instanceof Date && typeof data.draft === "boolean")).toBe(
      true,
    );
    // Outside Astro a hero image is its path as written, and a category its key.
    expect(articles[0]!.data.heroImage).toMatch(/^\.\/images\/.+\.(jpg|png|webp)$/);
    expect(typeof articles[0]!.data.category).toBe("string");
  });

  it("throw on a bad file, naming the file and the field with the build's message", () => {
    const dir = franchisesWithOneBroken((text) =>
      text.replace(/^description: [\s\S]*?\n(?=\w)/m, "description: Short.\n"),
    );
    expect(() => readFranchiseFiles(dir)).toThrow(
      /bellowmoor-pet-grooming\.yaml does not match its collection's schema:\ndescription: must be at least 200 characters long/,
    );
  });

  it("run the checks across fields", () => {
    const dir = franchisesWithOneBroken((text) =>
      text
        .replace(/^(establishedYear|franchisingInUkSince): \d+\n/gm, "")
        .replace(/$/, "establishedYear: 2020\nfranchisingInUkSince: 2010\n"),
    );
    expect(() => readFranchiseFiles(dir)).toThrow(/franchisingInUkSince: must not be before establishedYear \(2020\)/);
  });

  it("refuse an article frontmatter field the collection does not know", () => {
    const [article] = readArticleFiles();
    const parsed = articleFileSchema.safeParse({ ...article!.data, heroImag: "./images/x.jpg" });
    expect(parsed.success).toBe(false);
  });
});

describe("the readers astro.config.mjs runs before the collections load", () => {
  it("take a franchise's category and range, leaving a file whose fields do not parse to the collection", () => {
    const dir = franchisesWithOneBroken((text) => text.replace(/^category: .*$/m, "category: 12"));
    const listed = readListedFranchises(dir);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.categoryKey).toMatch(/^[a-z-]+$/);
    expect(listed[0]!.investmentRange.min).toBeLessThanOrEqual(listed[0]!.investmentRange.max);
  });

  it("read articles' publishing fields as the schema coerces them, leaving out a file without a date", () => {
    const root = mkdtempSync(join(tmpdir(), "content-readers-"));
    folders.push(root);
    const blog = join(root, "src", "content", "blog");
    mkdirSync(blog, { recursive: true });
    writeFileSync(join(blog, "dated.mdx"), '---\npublishDate: "2025-01-06"\n---\nText.\n');
    writeFileSync(join(blog, "undated.mdx"), "---\ntitle: No date\n---\nText.\n");
    expect(readArticles(root)).toEqual([
      {
        file: "src/content/blog/dated.mdx",
        frontmatter: { draft: false, publishDate: new Date("2025-01-06") },
        body: "Text.\n",
      },
    ]);
    expect(contentDir(root)).toBe(join(root, "src", "content"));
  });
});
