// @ts-check
// A build of the site with a generated catalogue large enough to page (several pages of the directory and of
// the biggest categories), plus one category no franchise is in, for the catalogue browser tests; and copies of
// a given size for benches (generatedCatalogueSite: the 1,000-franchise one of bench-on-demand.mjs). Built once per
// change of the sources: the copy lives in the temp folder under a hash of the checkout's path, src/, the config,
// the lockfile and this file, and concurrent workers wait for the one that builds it.
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { generateCatalogue } from "../../src/scripts/generate-catalogue.ts";
import { PROJECT_DIR, buildCopy, copyProject } from "./project-copy.mjs";

/**
 * Franchises in the generated test catalogue, and the categories the generated ones are spread over: six directory
 * pages of 24, two pages for each of these four categories (about 35 each) and for the filters the tests use (a
 * price band in England, a budget). Other categories keep only the project's own entries, so some listings may be
 * empty, as the tests allow. A smaller catalogue builds in half the time; the benches' larger ones spread over all.
 */
export const E2E_CATALOGUE_SIZE = 150;
const E2E_CATALOGUE_CATEGORIES = ["care", "cleaning", "home-services", "food-beverage"];

/**
 * A category added after the catalogue is generated, so no franchise is in it: the empty-listing rules (noindex,
 * out of the sitemap, "None listed yet") are exercised whatever the sample content holds.
 */
export const EMPTY_CATEGORY = {
  id: "vending",
  name: "Vending",
  description: "Vending machine rounds and unattended retail points, restocked on a regular route.",
};

/** @param {string} kind what the copy is for and its size, so copies of different kinds never share a folder */
function hashSources(kind) {
  // The checkout's own path too: a copy links to its checkout's node_modules, so a copy made from another
  // checkout (since deleted, or on other dependencies) must never be reused.
  const hash = createHash("sha256")
    .update(kind)
    .update(PROJECT_DIR)
    .update(readFileSync(fileURLToPath(import.meta.url)));
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(PROJECT_DIR, path)).update(readFileSync(path));
    }
  };
  walk(join(PROJECT_DIR, "src"));
  for (const file of ["astro.config.mjs", "package-lock.json", "tailwind.config.mjs"]) {
    hash.update(readFileSync(join(PROJECT_DIR, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The project copy holding the generated catalogue and its build (`<dir>/dist`), building it if needed. */
export function catalogueSite() {
  return builtCopy(`catalogue-e2e-${E2E_CATALOGUE_SIZE}`, (copy) => {
    generateCatalogue(copy, E2E_CATALOGUE_SIZE, undefined, { categories: E2E_CATALOGUE_CATEGORIES });
    appendFileSync(join(copy, "src", "content", "franchise-categories.yaml"), yaml.dump([EMPTY_CATEGORY]));
  });
}

/**
 * A project copy with `size` franchises (src/scripts/generate-catalogue.ts) and its build, for benches
 * (tests/bench/bench-on-demand.mjs), built once per change of the sources like catalogueSite's.
 * @param {number} size
 */
export function generatedCatalogueSite(size) {
  return builtCopy(`catalogue-${size}`, (copy) => generateCatalogue(copy, size));
}

/**
 * A copy of the project changed by `prepare` and built, kept in the temp folder under `name` and a hash of the
 * sources; concurrent callers wait for the one that builds it.
 * @param {string} name
 * @param {(copy: string) => void} prepare
 */
async function builtCopy(name, prepare) {
  const dir = join(tmpdir(), `${name}-${hashSources(name)}`);
  const ready = join(dir, "dist", "server", "entry.mjs");
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 10 * 60_000;
  // A copy whose linked packages are gone (its checkout's node_modules was reinstalled or deleted) is rebuilt.
  if (existsSync(ready) && !existsSync(join(dir, "node_modules", "astro", "package.json"))) {
    await rm(dir, { recursive: true, force: true });
  }
  while (!existsSync(ready)) {
    try {
      await mkdir(lock); // atomic: one worker builds, the others wait
    } catch {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the catalogue build in ${dir}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      const copy = await copyProject(`${name}-build-`);
      prepare(copy);
      await buildCopy(copy);
      await rm(dir, { recursive: true, force: true });
      await rename(copy, dir);
      await writeFile(join(dir, "built-at"), new Date().toISOString());
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return dir;
}
