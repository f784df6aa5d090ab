// @ts-check
// `npm run test:edited-copy` (a step of `npm test`): what an owner and an editor do first must keep the suite green.
// Copies the project to a temporary folder and, in it:
//  1. replaces src/content/franchises/ with the frozen catalogue in tests/fixtures/small-catalogue/ (five franchises
//     in other categories, on their own slugs and territories) and adds that catalogue's categories;
//  2. applies the editing guide's examples as printed (./guide-examples.mjs): the content step must name each field
//     still to fill in; then fills them in as an editor would; then an owner's first edits (./owner-edits.mjs: a
//     package price, a short article, a sample franchise edited);
//  3. builds the copy and runs, inside it, the unit tests that see the content or the catalogue (both rules in
//     tests/support/sees-content.mjs), and the browser specs that see the catalogue, each test once (at the width
//     its tags give; @each-width ones at phone width).
// One copy and one build serve both owners' and editors' changes. A test that sees neither gives the same answer
// in the copy as in the `unit` and `e2e` steps, so it is not run twice. The copy is removed afterwards (kept with
// KEEP_COPY=1).
//   COPY_PLAYWRIGHT_ARGS="--project=phone"   other Playwright arguments (default: both projects)
//   COPY_ALL_TESTS=1                         every unit test and spec file, not only those that see the content
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { commandEnv, copyProject } from "../support/project-copy.mjs";
import { seesCatalogue, seesContent } from "../support/sees-content.mjs";
import { SMALL_CATALOGUE, swapInSmallCatalogue } from "../support/small-catalogue.mjs";
import { applyGuideExamples } from "./guide-examples.mjs";
import { applyOwnerEdits } from "./owner-edits.mjs";

// Browser tests once each: an untagged test at phone width as in the `e2e` step, and a test tagged @each-width at
// phone width only (E2E_EACH_TEST_ONCE, playwright.config.ts): what a swapped catalogue can break (counts, slugs,
// figures, empty categories) is not width-bound. catalogue.spec.ts builds its own generated catalogue from whatever
// content exists, so it runs in `e2e` only.
const PLAYWRIGHT_ARGS = (process.env.COPY_PLAYWRIGHT_ARGS ?? "").split(/\s+/).filter(Boolean);
const IGNORED_SPECS = ["catalogue.spec.ts"];
// The vitest projects of `npm test`'s unit and integration steps: a file named here runs in whichever is its own.
const VITEST_PROJECTS = ["--project", "unit", "--project", "integration", "--project", "postgres"];

const ALL_TESTS = process.env.COPY_ALL_TESTS === "1";

/**
 * Test files under a folder (recursively) whose names end with `suffix`, as paths relative to `root`.
 * @param {string} root
 * @param {string} dir
 * @param {string} suffix
 * @returns {string[]}
 */
function testFiles(root, dir, suffix) {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
    .sort();
}

/**
 * Runs a command in the copy with the terminal as its output; resolves with its exit code.
 * @param {string} cwd
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to the command's environment
 * @returns {Promise<number>}
 */
function run(cwd, command, args, env = {}) {
  return new Promise((resolve) => {
    const what = `${command} ${args.slice(0, 3).join(" ")}`;
    console.log(`\n── edited-copy: ${command} ${args.join(" ")}`);
    const began = performance.now();
    const child = spawn(command, args, { cwd, stdio: "inherit", env: commandEnv(env) });
    child.on("close", (code, signal) => {
      // Each part's time, so a slow step shows where its minutes go (printed, never asserted).
      console.log(`── edited-copy: ${what}… took ${clock(performance.now() - began)}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** A duration as minutes:seconds. @param {number} ms */
function clock(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

const started = performance.now();
const copy = await copyProject("edited-copy-", { packages: "hardlink" });
/** @type {string[]} */
const failed = [];
try {
  console.log(`Swapped in ${await swapInSmallCatalogue(copy)} franchises from ${SMALL_CATALOGUE} (copy: ${copy})`);
  const guideFailure = await applyGuideExamples(copy)
    .then(() => applyOwnerEdits(copy))
    .then(
      () => undefined,
      (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error)),
    );
  if (guideFailure) {
    console.error(guideFailure);
    failed.push("the editing guide's examples (docs/editing-content.md)");
  } else if ((await run(copy, "npm", ["run", "build"])) !== 0) failed.push("build");
  else {
    const unitFiles = [...testFiles(copy, "src", ".test.ts"), ...testFiles(copy, join("tests", "unit"), ".test.ts")];
    const units = unitFiles.filter(
      (file) => ALL_TESTS || seesContent(join(copy, file), copy) || seesCatalogue(join(copy, file)),
    );
    console.log(`Unit test files that see the content or the catalogue: ${units.length} of ${unitFiles.length}`);
    if ((await run(copy, "npx", ["vitest", "run", ...VITEST_PROJECTS, ...units])) !== 0) failed.push("unit");
    // Playwright has no "all but" filter on the command line: name every spec file to run.
    const specFiles = testFiles(copy, join("tests", "e2e"), ".spec.ts").filter(
      (file) => !IGNORED_SPECS.some((ignored) => file.endsWith(ignored)),
    );
    const specs = specFiles.filter((file) => ALL_TESTS || seesCatalogue(join(copy, file)));
    console.log(`Spec files that see the catalogue: ${specs.length} of ${specFiles.length}`);
    if (
      (await run(copy, "npx", ["playwright", "test", ...PLAYWRIGHT_ARGS, ...specs], { E2E_EACH_TEST_ONCE: "1" })) !== 0
    )
      failed.push("e2e");
  }
} finally {
  if (process.env.KEEP_COPY === "1") console.log(`Kept the copy: ${copy}`);
  else await rm(copy, { recursive: true, force: true });
}
console.log(
  `\nedited-copy: ${failed.length === 0 ? "passed" : `FAILED (${failed.join(", ")})`} in ${clock(performance.now() - started)}`,
);
process.exit(failed.length === 0 ? 0 : 1);
