// @ts-check
// One thread of the build's compression pool (precompress.mjs starts one per core): it is handed a file's path,
// writes `<file>.br` and `<file>.gz` beside it and answers. Brotli at quality 11 runs synchronously inside its
// thread, so threads, not libuv's pool, are what spread it over the cores.
// Kept apart from precompress.mjs so the server, which imports that module, never loads the compressor.
import { readFile, writeFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

/**
 * Writes `<path>.br` and `<path>.gz` beside a file.
 * @param {string} path
 */
export async function writeVariants(path) {
  const data = await readFile(path);
  const [br, gz] = [brotliVariant(data), gzipVariant(data)];
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

// Only as a thread of precompress.mjs's pool (not when a test or a vitest thread imports this module).
if (parentPort && workerData?.precompressPool === true) {
  const port = parentPort;
  port.on("message", async (/** @type {string} */ path) => {
    try {
      await writeVariants(path);
      port.postMessage({ path });
    } catch (error) {
      port.postMessage({ path, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
}
