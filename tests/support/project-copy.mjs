// @ts-check
// Copies the project into a temporary folder (sources, content, tests; not dist/, .git or caches) so a script
// can change its content and build it without touching the working copy: the README-examples test, the
// generated-catalogue browser tests and `npm run bench:scale` all build such copies.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
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
export function linkPackages(/** @type {string} */ copyDir) {
  const source = join(PROJECT_DIR, "node_modules");
  const target = join(copyDir, "node_modules");
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === ".astro" || entry.name === ".vite" || entry.name === ".cache") continue;
    symlinkSync(join(source, entry.name), join(target, entry.name));
  }
  shareBuildCaches(copyDir);
}

// The build's own caches (src/integrations/build-cache.mjs): every entry filed under the SHA-256 of all it was
// made from, and written aside then renamed into place, never changed in place.
const BUILD_CACHES = ["precompress", "finished-html"];

/**
 * Starts the copy's build caches from this checkout's, as hard links (`cp -al`: no bytes copied): a copy's build
 * then compresses and finishes only the files its changes make new, as a rebuild here would (about 20 of a cold
 * build's 50 CPU seconds are Brotli). Safe because an entry is reused only for the same inputs, and a new entry is
 * a new file renamed into the copy's folder, so nothing the copy writes reaches this checkout's cache. Astro's own
 * caches (.astro, .vite) are never shared: a shared data store once let a copy's broken content reach this
 * project's tests.
 */
function shareBuildCaches(/** @type {string} */ copyDir) {
  mkdirSync(join(copyDir, "node_modules", ".cache"), { recursive: true });
  for (const step of BUILD_CACHES) {
    const source = join(PROJECT_DIR, "node_modules", ".cache", step);
    if (!existsSync(source)) continue;
    const copied = spawnSync("cp", ["-al", source, join(copyDir, "node_modules", ".cache", step)], {
      encoding: "utf8",
    });
    if (copied.status !== 0) throw new Error(`cp -al ${source} failed: ${copied.stderr}`);
  }
}

/**
 * Gives the copy a real node_modules folder of hard links to the installed files (`cp -al`: same file system,
 * no bytes copied, a few seconds). Needed where a tool resolves packages to their real paths and then refuses
 * paths outside the copy: vitest's Container API tests load the React renderer that way, and with symlinked
 * packages the renderer's real path lies outside the copy's root, so Vite cannot load it.
 */
export function hardLinkPackages(/** @type {string} */ copyDir) {
  const target = join(copyDir, "node_modules");
  const copied = spawnSync("cp", ["-al", join(PROJECT_DIR, "node_modules"), target], { encoding: "utf8" });
  if (copied.status !== 0) throw new Error(`cp -al node_modules failed: ${copied.stderr}`);
  for (const cache of [".astro", ".vite", ".cache"]) rmSync(join(target, cache), { recursive: true, force: true });
  shareBuildCaches(copyDir);
}

/**
 * Copies the project to a new temporary folder and returns its path. Its packages are symlinks to this
 * checkout's, or hard links (`{ packages: "hardlink" }`, see hardLinkPackages) where tests run inside the copy.
 */
export async function copyProject(prefix = "site-copy-", { packages = "symlink" } = {}) {
  const copyDir = await mkdtemp(join(tmpdir(), prefix));
  await cp(PROJECT_DIR, copyDir, {
    recursive: true,
    filter: (path) => {
      const rel = relative(PROJECT_DIR, path);
      return !SKIPPED.has(rel.split(/[\\/]/)[0] ?? "");
    },
  });
  if (packages === "hardlink") hardLinkPackages(copyDir);
  else linkPackages(copyDir);
  return copyDir;
}

// What a build needs, and no more: the build-level tests copy only these (faster than copyProject).
const SITE_SOURCES = [
  "src",
  "public",
  "astro.config.mjs",
  "keystatic.config.ts",
  "tsconfig.json",
  "tailwind.config.mjs",
  "package.json",
];

/** Copies the site's sources (no tests or docs) to a new temporary folder and returns its path. */
export async function copySiteSources(prefix = "site-sources-") {
  const copyDir = await mkdtemp(join(tmpdir(), prefix));
  for (const entry of SITE_SOURCES) await cp(join(PROJECT_DIR, entry), join(copyDir, entry), { recursive: true });
  linkPackages(copyDir);
  return copyDir;
}

/** Removes copies made by copyProject or copySiteSources. */
export async function removeCopies(/** @type {string[]} */ copyDirs) {
  await Promise.all(copyDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

// Vitest puts its own import.meta.env (DEV, PROD, MODE…) and NODE_ENV=test into process.env; passed on to a
// command, they would turn a production build into a dev build.
const VITEST_ENV = new Set(["DEV", "PROD", "MODE", "SSR", "BASE_URL", "TEST", "NODE_ENV"]);

/** The environment for a command run from a test: the test runner's variables left out, colours off. */
export function commandEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !VITEST_ENV.has(name) && !name.startsWith("VITEST")),
  );
  return { ...env, FORCE_COLOR: "0", NO_COLOR: "1", ...extra };
}

/**
 * Runs `node ARGS` in a folder without blocking the caller (a blocking spawnSync freezes a vitest worker past
 * its 60 s report deadline) and resolves with the exit code and the combined output, whatever the code.
 * @param {string} cwd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ status: number | null, output: string }>}
 */
export function runNodeCommand(cwd, args, env = commandEnv()) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
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
export async function buildCopy(/** @type {string} */ copyDir, env = {}) {
  const { ms } = await runNode(copyDir, [join(copyDir, "node_modules", "astro", "astro.js"), "build"], env);
  return ms;
}
