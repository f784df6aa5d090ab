// `npm run test:readme`: the editors' guide's "Add an article", "Add a franchise", "Add a location" and "UK facts" examples
// (docs/editing-content.md, linked from the README), applied as written to a copy of the project, must build and
// keep the unit suite green, so the guide and the tests can never drift apart. Placeholder prose (text ending in "…") is filled with enough words to meet the length
// rules. The unit suite runs as a child process with its own exit code (no test runner inside a test runner).
import { appendFile, copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import yaml from "js-yaml";
import { PROJECT_DIR, buildCopy, copyProject, removeCopies, runNode } from "../support/project-copy.mjs";

// Where the editors' examples live; EXAMPLES_PATH lets the check be pointed at a deliberately broken copy.
const GUIDE_PATH = process.env.EXAMPLES_PATH ?? join(PROJECT_DIR, "docs", "editing-content.md");
const GUIDE = await readFile(GUIDE_PATH, "utf8");

/** The first fenced block of a language after a heading of the guide. */
function exampleAfter(heading, language) {
  const start = GUIDE.indexOf(heading);
  if (start < 0) throw new Error(`${GUIDE_PATH} has no "${heading}" heading`);
  const match = new RegExp("```" + language + "\\n([\\s\\S]*?)\\n```").exec(GUIDE.slice(start));
  if (!match) throw new Error(`${GUIDE_PATH} has no ${language} block after "${heading}"`);
  return match[1];
}

const VOCABULARY =
  "local customers steady demand careful planning weekly routes training support territory growth margins staff recruitment funding lenders premises marketing reviews seasonal bookings repeat visits franchisee owner".split(
    " ",
  );

/** Original-looking prose of `words` words, different for every seed. */
function filler(seed, words) {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const out = [seed];
  while (out.length < words) {
    state = (state * 1103515245 + 12345) >>> 0;
    out.push(VOCABULARY[state % VOCABULARY.length]);
    if (out.length % 12 === 0) out[out.length - 1] += ".";
  }
  return `${out.join(" ")}.`;
}

/** Replaces every placeholder string ("…" at the end) in a parsed YAML object with filler prose. */
function fillPlaceholders(data, seed, words) {
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && value.trim().endsWith("…")) data[key] = filler(`${seed} ${key}`, words);
  }
  return data;
}

/** Writes the four examples into the copy as an editor following the guide would. */
async function applyExamples(copyDir) {
  const content = join(copyDir, "src", "content");

  await appendFile(join(content, "uk-facts.yaml"), `\n${exampleAfter("### UK facts", "yaml")}\n`);

  const franchise = fillPlaceholders(yaml.load(exampleAfter("### Add a franchise", "yaml")), "Brightwell", 150);
  await writeFile(join(content, "franchises", `${franchise.slug}.yaml`), yaml.dump(franchise));
  if (typeof franchise.brochureUrl === "string") {
    // "put the PDF in public/brochures/": any PDF stands in for the editor's own.
    const brochures = join(copyDir, "public", "brochures");
    const existing = (await readdir(brochures)).find((file) => file.endsWith(".pdf"));
    await copyFile(join(brochures, existing), join(copyDir, "public", franchise.brochureUrl));
  }

  const locationSource = yaml.load(exampleAfter("### Add a location", "yaml"));
  const location = fillPlaceholders(locationSource, String(locationSource.name), 110);
  await writeFile(join(content, "locations", "cities", `${location.slug}.yaml`), yaml.dump(location));

  const article = exampleAfter("### Add an article", "mdx");
  const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(article) ?? [];
  const meta = yaml.load(frontmatter);
  const filledBody = body.replace(/^.*…\s*$/m, filler(meta.slug, 1900));
  await mkdir(join(content, "blog", "images"), { recursive: true });
  await writeFile(join(content, "blog", `${meta.slug}.mdx`), `---\n${frontmatter}\n---\n${filledBody}`);
  await runNode(copyDir, ["src/scripts/make-hero-image.mjs", meta.slug, meta.category]);
}

/** Runs the copy's fast unit project; resolves with its exit code. */
async function runUnitSuite(copyDir) {
  // The copy's packages are links into this project's node_modules; Vite must keep the linked paths, which
  // lie inside the copy, or it refuses to load files from outside the copy's root.
  const vitestConfig = join(copyDir, "vitest.config.ts");
  await writeFile(
    vitestConfig,
    (await readFile(vitestConfig, "utf8")).replace("test: {", "resolve: { preserveSymlinks: true },\n  test: {"),
  );
  const { spawn } = await import("node:child_process");
  const args = [
    join(copyDir, "node_modules", "vitest", "vitest.mjs"),
    "run",
    "--project",
    "unit",
    // The server's own tests wrap the real bundle in folders outside the copy, which preserveSymlinks forbids;
    // they test HTTP behaviour, not content, and run in this project's own unit step.
    "--exclude",
    "tests/unit/server.test.ts",
  ];
  const child = spawn(process.execPath, args, { cwd: copyDir, stdio: "inherit", env: { ...process.env, CI: "true" } });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const started = performance.now();
const copyDir = await copyProject("readme-examples-");
let exitCode = 1;
try {
  await applyExamples(copyDir);
  console.log("Editing guide examples applied to a copy; building it…");
  await buildCopy(copyDir);
  console.log("The copy built; running its unit suite…");
  exitCode = await runUnitSuite(copyDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await removeCopies([copyDir]);
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  exitCode === 0
    ? `Editing guide examples: built and the unit suite passed (${seconds} s)`
    : `Editing guide examples: FAILED (${seconds} s): an example in ${GUIDE_PATH} no longer builds or breaks a unit test`,
);
process.exit(exitCode);
