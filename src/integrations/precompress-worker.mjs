// @ts-check
// One thread of the build's compression pool (precompress.mjs starts one per core): it is handed a file's path,
// writes `<file>.br` and `<file>.gz` beside it and answers. Brotli at quality 11 runs synchronously inside its
// thread, so threads, not libuv's pool, are what spread it over the cores.
// With a cache folder, each variant is also kept there under the SHA-256 of the file's bytes (and of the settings
// below), so a rebuild copies the variants of every file that did not change instead of compressing it again.
// A file of its own because a worker thread runs a module file; the server never loads it.
import { createHash } from "node:crypto";
import { copyFile, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { writeEntry } from "./build-cache.mjs";

/**
 * Brotli at its maximum quality: a file is compressed once per build, so its slowest setting costs nothing per request.
 * @param {Buffer} data
 */
export function brotliVariant(data) {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * The gzip encoding of `data`, zlib at its best level: only clients without Brotli get it (every current browser
 * is sent the `.br`), so zopfli's 3.5% saving, at twice the build's compression time, reached no visitor.
 * @param {Buffer} data
 */
export function gzipVariant(data) {
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
}

/** Part of every cache key: change it whenever brotliVariant or gzipVariant changes what they write. */
export const VARIANTS_VERSION = "br11-text+gz9";

/**
 * The cache's name for a file's variants: the SHA-256 of the settings and the file's bytes.
 * @param {Buffer} data
 */
export const cacheKey = (data) => createHash("sha256").update(VARIANTS_VERSION).update(data).digest("hex");

/**
 * Writes `<path>.br` and `<path>.gz` beside a file; with `cacheDir`, copies them from the cache when the same bytes
 * were compressed before, else compresses and adds them to it. Returns whether the cache had them.
 * @param {string} path
 * @param {string} [cacheDir]
 * @returns {Promise<boolean>}
 */
export async function writeVariants(path, cacheDir) {
  const data = await readFile(path);
  const cached = cacheDir && join(cacheDir, cacheKey(data));
  if (cached) {
    try {
      await Promise.all([copyFile(`${cached}.br`, `${path}.br`), copyFile(`${cached}.gz`, `${path}.gz`)]);
      return true;
    } catch {
      // Not cached yet (or the cache was deleted, wholly or in part): compress below.
    }
  }
  const [br, gz] = [brotliVariant(data), gzipVariant(data)];
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  // Whole or not at all, and never failing the build (build-cache.mjs).
  if (cached) await Promise.all([writeEntry(`${cached}.br`, br), writeEntry(`${cached}.gz`, gz)]);
  return false;
}

// Only as a thread of precompress.mjs's pool (not when a test or a vitest thread imports this module).
if (parentPort && workerData?.precompressPool === true) {
  const port = parentPort;
  const cacheDir = workerData.cacheDir;
  port.on("message", async (/** @type {string} */ path) => {
    try {
      const cached = await writeVariants(path, cacheDir);
      port.postMessage({ path, cached });
    } catch (error) {
      port.postMessage({ path, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
}
