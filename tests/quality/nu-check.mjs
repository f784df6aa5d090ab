// @ts-check
// The W3C's Nu Html Checker over every built page, in one Java run (`npm run test:quality`, after a build).
// It catches what html-validate does not (ARIA relations such as a tab without its tabpanel, content after
// </html>). Needs Java 11 or later on PATH (Debian: openjdk-17-jre-headless; .ci/run installs it).
// Exits non-zero on any error, listing each one with its page and line. check-on-demand-html.mjs runs the same
// checker over the pages the server renders per request.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { defaultDistDir } from "../../src/server/serve.mjs";

/**
 * One message of the checker's JSON output (the fields read here).
 * @typedef {{ type: string, subType?: string, url?: string, lastLine?: number, message: string }} NuMessage
 */

/**
 * Checks HTML files in one Java run, prints each error with its file (relative to `baseDir`) and line, and
 * returns how many there were.
 * @param {string[]} files
 * @param {string} baseDir
 */
export function runNuChecker(files, baseDir) {
  // The package's own launcher would download a Java runtime when none is found; we call Java directly.
  const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
  const run = spawnSync("java", ["-Xss1m", "-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || (run.status !== 0 && !run.stderr.trim().startsWith("{"))) {
    throw new Error(`Could not run the Nu Html Checker (is Java 11+ on PATH?) ${run.error ?? run.stderr}`);
  }
  /** @type {{ messages: NuMessage[] }} */
  const { messages } = JSON.parse(run.stderr || run.stdout);
  const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
  for (const error of errors) {
    const file = error.url ? relative(baseDir, new URL(error.url).pathname) : "?";
    console.error(`${file}:${error.lastLine ?? "?"}  ${error.message}`);
  }
  return errors.length;
}

function main() {
  const clientDir = join(defaultDistDir, "client");
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(clientDir, file));
  if (pages.length === 0) {
    console.error(`No pages in ${clientDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const errors = runNuChecker(pages, clientDir);
  console.log(`Nu Html Checker: ${pages.length} pages, ${errors} errors.`);
  process.exit(errors === 0 ? 0 : 1);
}

if (process.argv[1] && relative(process.argv[1], new URL(import.meta.url).pathname) === "") main();
