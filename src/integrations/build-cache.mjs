// @ts-check
// What the build keeps between builds in node_modules/.cache/ (ignored by git): outputs of its slow steps, each
// filed under the SHA-256 of everything that step reads, so an entry is reused only for the same inputs and a
// changed input simply misses. Two steps use it: the Brotli and gzip variants of every text file
// (precompress-worker.mjs) and the finished HTML of every page, critical CSS inlined (hosting-files.mjs).
// Safe to delete, wholly or in part, at any time: a missing entry is computed again. An entry is written under a
// name of its own and renamed into place, so a build stopped half way, or two builds at once, never leave a
// truncated entry for the next to read; and a cache that cannot be written (read-only, disk full) only makes the
// next build slower, never fails this one. BUILD_CACHE=0 builds without any of it.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of one step's entries under a project root, or undefined when caching is off (BUILD_CACHE=0;
 * PRECOMPRESS_CACHE=0, its older name, also turns off the precompression step's).
 * @param {URL} root the project's root folder
 * @param {string} step
 * @returns {string | undefined}
 */
export function cacheDirFor(root, step) {
  if (process.env.BUILD_CACHE === "0") return undefined;
  if (step === "precompress" && process.env.PRECOMPRESS_CACHE === "0") return undefined;
  return fileURLToPath(new URL(`node_modules/.cache/${step}/`, root));
}

/**
 * The SHA-256, in hex, of the parts in order (each part's length is hashed first, so ["ab", "c"] and ["a", "bc"]
 * differ).
 * @param {(string | Buffer)[]} parts
 */
export function digest(parts) {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest("hex");
}

/**
 * An entry's bytes, or undefined when the cache does not have it (or cannot be read).
 * @param {string} file
 * @returns {Promise<Buffer | undefined>}
 */
export async function readEntry(file) {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * Adds one entry whole or not at all (written aside, then renamed into place). Never throws: an entry that
 * cannot be written is left out, and its part file removed.
 * @param {string} file
 * @param {Buffer | string} data
 */
export async function writeEntry(file, data) {
  const part = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.part`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(part, data);
    await rename(part, file);
  } catch {
    await rm(part, { force: true }).catch(() => {});
  }
}

/**
 * An entry's path in a step's folder.
 * @param {string} dir
 * @param {string} key
 * @param {string} [suffix]
 */
export const entryPath = (dir, key, suffix = "") => join(dir, `${key}${suffix}`);
