// The W3C's Nu Html Checker over every built page, in one Java run (`npm run test:quality`, after a build).
// It catches what html-validate does not (ARIA relations such as a tab without its tabpanel, content after
// </html>). Needs Java 11 or later on PATH (Debian: openjdk-17-jre-headless; .ci/run installs it).
// Exits non-zero on any error, listing each one with its page and line.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { defaultDistDir } from "../../src/server/serve.mjs";

const clientDir = join(defaultDistDir, "client");
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => join(clientDir, file));
if (pages.length === 0) {
  console.error(`No pages in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// The package's own launcher would download a Java runtime when none is found; we call Java directly.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const run = spawnSync("java", ["-Xss1m", "-jar", vnuJar, "--errors-only", "--format", "json", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || (run.status !== 0 && !run.stderr.trim().startsWith("{"))) {
  console.error("Could not run the Nu Html Checker (is Java 11+ on PATH?)", run.error ?? run.stderr);
  process.exit(1);
}
const { messages } = JSON.parse(run.stderr || run.stdout);
const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
for (const error of errors) {
  const page = error.url ? relative(clientDir, new URL(error.url).pathname) : "?";
  console.error(`${page}:${error.lastLine ?? "?"}  ${error.message}`);
}
console.log(`Nu Html Checker: ${pages.length} pages, ${errors.length} errors.`);
process.exit(errors.length === 0 ? 0 : 1);
