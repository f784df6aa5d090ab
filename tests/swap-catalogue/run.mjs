// `npm run test:swap-catalogue` (a step of `npm test`): what an owner does first, replacing the sample franchises,
// must keep the test suite green. Copies the project to a temporary folder, replaces src/content/franchises/ with
// the frozen catalogue in tests/fixtures/small-catalogue/ (five franchises in other categories, on their own
// slugs and territories), adds that catalogue's categories, builds the copy and runs, inside it, the unit suite
// and the browser suite on the desktop project. The copy is removed afterwards (kept with KEEP_SWAP_COPY=1).
//   SWAP_PLAYWRIGHT_ARGS="--project=phone"   other Playwright arguments (default: --project=desktop)
import { spawn } from "node:child_process";
import { appendFileSync, readFileSync, readdirSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { PROJECT_DIR, commandEnv, copyProject } from "../support/project-copy.mjs";

const FIXTURE = join(PROJECT_DIR, "tests", "fixtures", "small-catalogue");
// Browser tests once, at desktop width: the phone project runs the same checks on the sample content in the
// `e2e` step, and what a swapped catalogue can break (counts, slugs, figures, empty categories) is not width-bound.
// catalogue.spec.ts builds its own generated catalogue from whatever content exists, so it runs in `e2e` only.
const PLAYWRIGHT_ARGS = (process.env.SWAP_PLAYWRIGHT_ARGS ?? "--project=desktop").split(/\s+/).filter(Boolean);
const IGNORED_SPECS = ["catalogue.spec.ts"];

/** Runs a command in the copy with the terminal as its output; resolves with its exit code. */
function run(cwd, command, args) {
  return new Promise((resolve) => {
    console.log(`\n── swap-catalogue: ${command} ${args.join(" ")}`);
    const child = spawn(command, args, { cwd, stdio: "inherit", env: commandEnv() });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Puts the fixture catalogue in place of the copy's franchises and adds its categories. */
async function swapCatalogue(copy) {
  const content = join(copy, "src", "content");
  await rm(join(content, "franchises"), { recursive: true, force: true });
  await cp(join(FIXTURE, "franchises"), join(content, "franchises"), { recursive: true });
  appendFileSync(
    join(content, "franchise-categories.yaml"),
    `\n${readFileSync(join(FIXTURE, "extra-categories.yaml"), "utf8")}`,
  );
  return readdirSync(join(content, "franchises")).length;
}

const started = performance.now();
const copy = await copyProject("swap-catalogue-", { packages: "hardlink" });
const failed = [];
try {
  console.log(`Swapped in ${await swapCatalogue(copy)} franchises from ${FIXTURE} (copy: ${copy})`);
  if ((await run(copy, "npm", ["run", "build"])) !== 0) failed.push("build");
  else {
    if ((await run(copy, "npm", ["run", "test:unit"])) !== 0) failed.push("unit");
    // Playwright has no "all but" filter on the command line: name every other spec file.
    const specs = readdirSync(join(copy, "tests", "e2e")).filter(
      (file) => file.endsWith(".spec.ts") && !IGNORED_SPECS.includes(file),
    );
    const args = ["test", ...PLAYWRIGHT_ARGS, ...specs.map((file) => `tests/e2e/${file}`)];
    if ((await run(copy, "npx", ["playwright", ...args])) !== 0) failed.push("e2e");
  }
} finally {
  if (process.env.KEEP_SWAP_COPY === "1") console.log(`Kept the copy: ${copy}`);
  else await rm(copy, { recursive: true, force: true });
}
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `\nswap-catalogue: ${failed.length === 0 ? "passed" : `FAILED (${failed.join(", ")})`} in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`,
);
process.exit(failed.length === 0 ? 0 : 1);
