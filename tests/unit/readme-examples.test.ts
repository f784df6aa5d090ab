/**
 * The README's "Add an article", "Add a franchise" and "Add a location" examples, applied as written to a
 * copy of the project, must build and keep every other unit test green: the README and the tests can never
 * drift apart. Placeholder prose (text ending in "…") is filled with enough words to meet the length rules.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import yaml from "js-yaml";
import { buildCopy, copyProject, runNode } from "../support/project-copy.mjs";

const README = await readFile(join(process.cwd(), "README.md"), "utf8");

/** The first fenced block of a language after a heading of the README. */
function exampleAfter(heading: string, language: string): string {
  const start = README.indexOf(heading);
  expect(start, `README has "${heading}"`).toBeGreaterThanOrEqual(0);
  const match = new RegExp("```" + language + "\\n([\\s\\S]*?)\\n```").exec(README.slice(start));
  expect(match, `a ${language} block after "${heading}"`).not.toBeNull();
  return match![1]!;
}

const VOCABULARY =
  "local customers steady demand careful planning weekly routes training support territory growth margins staff recruitment funding lenders premises marketing reviews seasonal bookings repeat visits franchisee owner".split(
    " ",
  );

/** Original-looking prose of `words` words, different for every seed. */
function filler(seed: string, words: number): string {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const out: string[] = [seed];
  while (out.length < words) {
    state = (state * 1103515245 + 12345) >>> 0;
    out.push(VOCABULARY[state % VOCABULARY.length]!);
    if (out.length % 12 === 0) out[out.length - 1] += ".";
  }
  return `${out.join(" ")}.`;
}

/** Replaces every placeholder string ("…" at the end) in a parsed YAML object with filler prose. */
function fillPlaceholders(data: Record<string, unknown>, seed: string, words: number) {
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && value.trim().endsWith("…")) data[key] = filler(`${seed} ${key}`, words);
  }
  return data;
}

let copyDir: string | undefined;
afterAll(async () => {
  if (copyDir) await rm(copyDir, { recursive: true, force: true });
});

describe("the README's content examples", () => {
  it("build and pass every unit test when applied as written", { timeout: 600_000 }, async () => {
    copyDir = await copyProject("readme-examples-");
    const content = join(copyDir, "src", "content");

    const franchise = fillPlaceholders(
      yaml.load(exampleAfter("### Add a franchise", "yaml")) as Record<string, unknown>,
      "Brightwell",
      150,
    );
    await writeFile(join(content, "franchises", `${franchise.slug}.yaml`), yaml.dump(franchise));
    if (typeof franchise.brochureUrl === "string") {
      // "put the PDF in public/brochures/": any PDF stands in for the editor's own.
      const brochures = join(copyDir, "public", "brochures");
      const existing = (await import("node:fs")).readdirSync(brochures).find((file) => file.endsWith(".pdf"))!;
      await copyFile(join(brochures, existing), join(copyDir, "public", franchise.brochureUrl));
    }

    const location = fillPlaceholders(
      yaml.load(exampleAfter("### Add a location", "yaml")) as Record<string, unknown>,
      String((yaml.load(exampleAfter("### Add a location", "yaml")) as { name: string }).name),
      110,
    );
    await writeFile(join(content, "locations", "cities", `${location.slug}.yaml`), yaml.dump(location));

    const article = exampleAfter("### Add an article", "mdx");
    const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(article) ?? [];
    const meta = yaml.load(frontmatter) as { slug: string; category: string };
    const filledBody = body.replace(/^.*…\s*$/m, filler(meta.slug, 1900));
    await mkdir(join(content, "blog", "images"), { recursive: true });
    await writeFile(join(content, "blog", `${meta.slug}.mdx`), `---\n${frontmatter}\n---\n${filledBody}`);
    await runNode(copyDir, ["src/scripts/make-hero-image.mjs", meta.slug, meta.category]);

    await buildCopy(copyDir);
    // The copy's packages are links into this project's node_modules; Vite must keep the linked paths, which
    // lie inside the copy, or it refuses to load files from outside the copy's root.
    const vitestConfig = join(copyDir, "vitest.config.ts");
    await writeFile(
      vitestConfig,
      (await readFile(vitestConfig, "utf8")).replace("test: {", "resolve: { preserveSymlinks: true },\n  test: {"),
    );
    const { output } = await runNode(copyDir, [
      join(copyDir, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "--exclude",
      "tests/unit/readme-examples.test.ts",
      // The server's own tests wrap the real bundle in folders outside the copy, which preserveSymlinks forbids;
      // they test HTTP behaviour, not content, and run in this project's own pass.
      "--exclude",
      "tests/unit/server.test.ts",
    ]);
    // runNode rejects on a non-zero exit; the summary must also show tests that ran and none that failed.
    const summary = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "");
    expect(summary).toMatch(/Tests\s+\d+ passed/);
    expect(summary).not.toMatch(/\d+ failed/);
  });
});
