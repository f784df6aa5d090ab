// @ts-check
// The editors' guide's "Add an article", "Add a franchise", "Add a location" and "UK facts" examples
// (docs/editing-content.md, linked from the README), applied to a copy of the project exactly as printed, placeholders
// included, must stop the content step naming each file and field the editor still has to fill in (the "…" texts,
// the brochure PDF still to add); then they are filled in as an editor would (placeholder prose replaced with enough
// words for the length rules, the PDF put in public/brochures/). The `edited-copy` step (./run.mjs) then builds the
// copy and runs the tests that see its content, so the guide and the tests can never drift apart.
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import yaml from "js-yaml";
import { PROJECT_DIR, runNode, runNodeCommand } from "../support/project-copy.mjs";

// Where the editors' examples live; EXAMPLES_PATH lets the check be pointed at a deliberately broken copy.
export const GUIDE_PATH = process.env.EXAMPLES_PATH ?? join(PROJECT_DIR, "docs", "editing-content.md");
const GUIDE = await readFile(GUIDE_PATH, "utf8");

/**
 * The first fenced block of a language after a heading of the guide.
 * @param {string} heading
 * @param {string} language
 */
function exampleAfter(heading, language) {
  const start = GUIDE.indexOf(heading);
  if (start < 0) throw new Error(`${GUIDE_PATH} has no "${heading}" heading`);
  const match = new RegExp("```" + language + "\\n([\\s\\S]*?)\\n```").exec(GUIDE.slice(start));
  if (!match) throw new Error(`${GUIDE_PATH} has no ${language} block after "${heading}"`);
  return match[1];
}

/** The smallest PDF readers open: one empty page. */
const STAND_IN_PDF = [
  "%PDF-1.4",
  "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
  "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
  "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
  "trailer << /Root 1 0 R >>",
  "%%EOF",
  "",
].join("\n");

const VOCABULARY =
  "local customers steady demand careful planning weekly routes training support territory growth margins staff recruitment funding lenders premises marketing reviews seasonal bookings repeat visits franchisee owner".split(
    " ",
  );

/**
 * Original-looking prose of `words` words, different for every seed.
 * @param {string} seed
 * @param {number} words
 */
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

/**
 * A YAML mapping as parsed: the examples' entries and front matter are mappings of fields.
 * @typedef {Record<string, unknown>} YamlMapping
 */

/**
 * Replaces every placeholder string ("…" at the end) in a parsed YAML object with filler prose.
 * @param {YamlMapping} data
 * @param {string} seed
 * @param {number} words
 */
function fillPlaceholders(data, seed, words) {
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && value.trim().endsWith("…")) data[key] = filler(`${seed} ${key}`, words);
  }
  return data;
}

/**
 * Writes the four examples into the copy exactly as printed, and returns, per file, how an editor fills it in: the
 * file's finished text and anything else to put in place (the brochure PDF).
 * @param {string} copyDir
 */
async function applyExamplesAsPrinted(copyDir) {
  const content = join(copyDir, "src", "content");
  /** @type {Map<string, () => Promise<void>>} */
  const fills = new Map();

  await appendFile(join(content, "uk-facts.yaml"), `\n${exampleAfter("### UK facts", "yaml")}\n`);

  const franchiseText = exampleAfter("### Add a franchise", "yaml");
  const franchise = /** @type {YamlMapping} */ (yaml.load(franchiseText));
  const franchiseFile = join(content, "franchises", `${franchise.slug}.yaml`);
  await writeFile(franchiseFile, `${franchiseText}\n`);
  fills.set(franchiseFile, async () => {
    await writeFile(franchiseFile, yaml.dump(fillPlaceholders(franchise, "Brightwell", 150)));
    if (typeof franchise.brochureUrl === "string") {
      // "put the PDF in public/brochures/": a one-page PDF stands in for the editor's own.
      await mkdir(join(copyDir, "public", "brochures"), { recursive: true });
      await writeFile(join(copyDir, "public", franchise.brochureUrl), STAND_IN_PDF);
    }
  });

  const locationText = exampleAfter("### Add a location", "yaml");
  const location = /** @type {YamlMapping} */ (yaml.load(locationText));
  const locationFile = join(content, "locations", "cities", `${location.slug}.yaml`);
  await writeFile(locationFile, `${locationText}\n`);
  fills.set(locationFile, () =>
    writeFile(locationFile, yaml.dump(fillPlaceholders(location, String(location.name), 110))),
  );

  const article = exampleAfter("### Add an article", "mdx");
  const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(article) ?? [];
  const meta = /** @type {YamlMapping} */ (yaml.load(frontmatter));
  const articleFile = join(content, "blog", `${meta.slug}.mdx`);
  await mkdir(join(content, "blog", "images"), { recursive: true });
  await writeFile(articleFile, article);
  await runNode(copyDir, ["src/scripts/make-hero-image.mjs", String(meta.slug), String(meta.category)]);
  // The body is not a schema field: "Your article in Markdown…" builds (the house length is a warning), so the
  // article is filled in before the final build rather than named by the content step.
  const fillArticle = () =>
    writeFile(articleFile, `---\n${frontmatter}\n---\n${body.replace(/^.*…\s*$/m, filler(String(meta.slug), 1900))}`);
  return { fills, fillArticle };
}

/**
 * Each content-step error's file and its message lines, from Astro's output.
 * @param {string} output
 */
function namedProblems(output) {
  const file = /Location:\s*\n\s*(\S+?)(?::\d+:\d+)?\s*$/m.exec(output)?.[1];
  return { file, output };
}

/**
 * Runs the content step as the editor would after pasting the examples, filling in each file it names, until it
 * passes; fails unless every file with something to fill in was named, with the field.
 * @param {string} copyDir
 * @param {Map<string, () => Promise<void>>} fills
 */
async function expectPlaceholdersNamed(copyDir, fills) {
  const expected = new Map([...fills.keys()].map((file) => [file, false]));
  const rounds = fills.size + 1;
  for (let round = 0; round < rounds; round += 1) {
    const { status, output } = await runNodeCommand(copyDir, [
      join(copyDir, "node_modules", "astro", "astro.js"),
      "sync",
    ]);
    if (status === 0) break;
    const { file } = namedProblems(output);
    const fill = file && fills.get(file);
    if (!fill) throw new Error(`The content step failed on something the guide's examples do not explain:\n${output}`);
    // What the editor reads: the field and the rule, for each thing still to fill in.
    if (/description\b[\s\S]*still the editing guide's placeholder/.test(output)) expected.set(file, true);
    if (file.endsWith(".yaml") && file.includes("franchises") && !/brochureUrl\b[\s\S]*no such file/.test(output))
      throw new Error(`The content step did not name the brochure still to add:\n${output}`);
    console.log(
      `As printed, the content step names ${relative(copyDir, file)}:\n${output
        .split("\n")
        .filter((line) => /^\s+\S.*: /.test(line))
        .slice(0, 6)
        .join("\n")}`,
    );
    await fill();
    fills.delete(file);
  }
  const missed = [...expected].filter(([, named]) => !named).map(([file]) => relative(copyDir, file));
  if (missed.length) throw new Error(`The content step never named the placeholder text in ${missed.join(", ")}`);
}

/**
 * Applies the guide's examples to a copy as printed, checks that the content step names every placeholder left to
 * fill in, then fills each in as an editor would. Throws, saying what went wrong, when the guide and the content
 * rules have drifted apart.
 * @param {string} copyDir
 */
export async function applyGuideExamples(copyDir) {
  const { fills, fillArticle } = await applyExamplesAsPrinted(copyDir);
  console.log("Editing guide examples applied as printed; the content step must name what is left to fill in…");
  await expectPlaceholdersNamed(copyDir, fills);
  for (const fill of fills.values()) await fill();
  await fillArticle();
  console.log("Filled in as an editor would.");
}
