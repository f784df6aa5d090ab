// Copies the project into a temporary folder (sources, content, tests; not dist/, .git or caches) so a script
// can change its content and build it without touching the working copy: the README-examples test, the
// generated-catalogue browser tests and `npm run bench:scale` all build such copies.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));

// Build output, caches and local state stay behind; everything else is what a fresh checkout has.
const SKIPPED = new Set([
  "node_modules",
  "dist",
  ".git",
  ".astro",
  "data",
  "test-results",
  "playwright-report",
  "bench-results",
]);

/**
 * Links every installed package into the copy's own node_modules folder instead of linking the folder
 * itself, so Astro's cache (node_modules/.astro: the content data store) belongs to the copy and builds of
 * different copies never share it (a shared store let a copy's broken content reach this project's tests).
 */
export function linkPackages(copyDir) {
  const source = join(PROJECT_DIR, "node_modules");
  const target = join(copyDir, "node_modules");
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === ".astro" || entry.name === ".vite" || entry.name === ".cache") continue;
    symlinkSync(join(source, entry.name), join(target, entry.name));
  }
}

/** Copies the project to a new temporary folder and returns its path. */
export async function copyProject(prefix = "site-copy-") {
  const copyDir = await mkdtemp(join(tmpdir(), prefix));
  await cp(PROJECT_DIR, copyDir, {
    recursive: true,
    filter: (path) => {
      const rel = relative(PROJECT_DIR, path);
      return !SKIPPED.has(rel.split(/[\\/]/)[0] ?? "");
    },
  });
  linkPackages(copyDir);
  return copyDir;
}

/**
 * Runs a command in a folder and resolves with its output and duration; rejects with the output on failure.
 * @param {string} cwd
 * @param {string[]} args node arguments, e.g. ["node_modules/astro/astro.js", "build"]
 * @param {Record<string, string>} [env]
 */
export function runNode(cwd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      const ms = performance.now() - started;
      if (code === 0) resolve({ output, ms });
      else reject(new Error(`${args.join(" ")} failed in ${cwd} (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

/** Builds a project copy with Astro; resolves with the build's duration in milliseconds. */
export async function buildCopy(copyDir, env = {}) {
  const { ms } = await runNode(copyDir, [join(copyDir, "node_modules", "astro", "astro.js"), "build"], env);
  return ms;
}
