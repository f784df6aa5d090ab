// @ts-check
// Which vitest project a test file belongs to, decided from what it imports, so a new file lands in the right one
// without anyone listing it (vitest.config.ts asks here for every test file). A file is `unit` when nothing it
// imports, directly or through other project files, starts a process, opens a database, reads the build or reads
// the live content; else it is `integration`, and `postgres` when it needs the throwaway PostgreSQL server (the
// only project whose global set-up starts one). tests/unit/test-cost.test.ts plants a file of each kind.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** @typedef {"unit" | "integration" | "postgres"} TestProjectName */

/**
 * What makes a file costly: an import of one of these packages or project files (paths from the project root).
 * @type {{ cost: "integration" | "postgres", what: string, imports: RegExp }[]}
 */
export const COSTS = [
  { cost: "postgres", what: "the throwaway PostgreSQL server", imports: /^tests\/support\/postgres-cluster\.mjs$/ },
  { cost: "integration", what: "a child process", imports: /^(node:)?child_process$/ },
  { cost: "integration", what: "a database client", imports: /^(pg|@libsql\/client)$/ },
  {
    cost: "integration",
    what: "the live content",
    imports: /^(astro:content|src\/content\/.*|src\/lib\/content\/.*)$/,
  },
  {
    cost: "integration",
    what: "the build or a built server",
    imports:
      /^(src\/server\/.*|tests\/support\/(site-server|spawn-site|built-pages|project-copy|catalogue-site)\.mjs)$/,
  },
];

/** Text that says a file reads the build itself (dist/…), whatever it imports. */
const READS_BUILD = /\bdefaultDistDir\b|["'`/]dist["'`/]/;
/** Text that asks for the PostgreSQL server the postgres project's global set-up provides. */
const ASKS_POSTGRES = /\binject\(\s*["']postgresAdminUrl/;

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", ".astro", "/index.ts", "/index.mjs"];

/**
 * The module specifiers a source file imports (static, dynamic and re-exports).
 * @param {string} text
 */
function specifiers(text) {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1] ?? "");
}

/**
 * A specifier as a project path (`src/lib/…`) when it names a project file, else as it is (a package).
 * @param {string} specifier
 * @param {string} fromFile project path of the importing file
 * @param {(file: string) => string} read
 */
function resolved(specifier, fromFile, read) {
  const base = specifier.startsWith("@/")
    ? join("src", specifier.slice(2))
    : specifier.startsWith(".")
      ? join(dirname(fromFile), specifier)
      : undefined;
  if (base === undefined) return { packageName: specifier };
  const readable = (/** @type {string} */ path) => {
    try {
      read(path);
      return true;
    } catch {
      return false;
    }
  };
  const file = EXTENSIONS.map((ext) => base + ext).find(readable);
  return { file: (file ?? base).split(sep).join("/") };
}

/**
 * The project a test file belongs to, and why (each cost found, with the import chain that brings it).
 * @param {string} testFile path from the project root
 * @param {(file: string) => string} [read] reads a project file (a test plants files through it)
 * @returns {{ project: TestProjectName, reasons: string[] }}
 */
export function testProject(testFile, read = (file) => readFileSync(join(PROJECT_DIR, file), "utf8")) {
  /** @type {string[]} */
  const reasons = [];
  /** @type {Set<TestProjectName>} */
  const found = new Set();
  /** @type {Map<string, string>} */
  const seen = new Map([[testFile, testFile]]);
  const queue = [testFile];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    let text;
    try {
      text = read(file);
    } catch {
      continue;
    }
    const chain = /** @type {string} */ (seen.get(file));
    if (ASKS_POSTGRES.test(text)) {
      found.add("postgres");
      reasons.push(`the throwaway PostgreSQL server (inject): ${chain}`);
    }
    if (READS_BUILD.test(text) && !/^src\//.test(file)) {
      found.add("integration");
      reasons.push(`the build (dist/): ${chain}`);
    }
    for (const specifier of specifiers(text)) {
      const { packageName, file: target } = resolved(specifier, file, read);
      const name = packageName ?? /** @type {string} */ (target);
      for (const { cost, what, imports } of COSTS)
        if (imports.test(name)) {
          found.add(cost);
          reasons.push(`${what}: ${chain} → ${name}`);
        }
      if (target && !seen.has(target) && !/\.(json|css|ya?ml)$/.test(target)) {
        seen.set(target, `${chain} → ${target}`);
        queue.push(target);
      }
    }
  }
  const project = found.has("postgres") ? "postgres" : found.has("integration") ? "integration" : "unit";
  return { project, reasons };
}

/** Every vitest file of the unit, integration and postgres projects, as project paths, sorted. */
export function testFiles() {
  /** @type {string[]} */
  const files = [];
  for (const folder of ["src", "tests/unit"])
    for (const file of readdirSync(join(PROJECT_DIR, folder), { recursive: true, encoding: "utf8" }))
      if (file.endsWith(".test.ts") && !file.split(sep).includes("node_modules"))
        files.push(
          relative(PROJECT_DIR, join(PROJECT_DIR, folder, file))
            .split(sep)
            .join("/"),
        );
  return files.sort();
}

/**
 * The test files of one project.
 * @param {TestProjectName} project
 */
export function filesOf(project) {
  return testFiles().filter((file) => testProject(file).project === project);
}
