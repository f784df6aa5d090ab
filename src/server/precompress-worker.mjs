// One thread of the build's compression pool (precompress.mjs starts one per core): it is handed a file's path,
// writes `<file>.br` and `<file>.gz` beside it and answers. Zopfli (WebAssembly) runs synchronously inside its
// thread, so threads, not libuv's pool, are what spread it over the cores.
// Kept apart from precompress.mjs so the server, which imports that module, never loads the compressor.
import { readFile, writeFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";

/**
 * Zopfli's settings, chosen by measurement over the built pages (README, "Performance"): the cost is mostly
 * block splitting, not iterations. Against zlib level 9, 1 iteration with at most 4 blocks saves 3.5% at about
 * 0.1 s of one core per 60 KB page; zopfli's defaults (15 iterations, 15 blocks) save 3.8% at 0.55 s.
 */
export const ZOPFLI_OPTIONS = { numiterations: 1, blocksplittingmax: 4 };

/** Brotli at its maximum quality: a file is compressed once per build, so its slowest setting costs nothing per request. */
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
 * The gzip encoding of `data`: zopfli's output (the same format, decoded by every gzip client, 3-5% smaller),
 * or zlib's at level 9 where that is smaller (it can be, by a byte or two, on tiny files).
 */
export async function gzipVariant(data) {
  const zlib = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
  const zopfli = Buffer.from(await zopfliGzip(data, ZOPFLI_OPTIONS));
  return zopfli.length <= zlib.length ? zopfli : zlib;
}

/** Writes `<path>.br` and `<path>.gz` beside a file. */
export async function writeVariants(path) {
  const data = await readFile(path);
  const [br, gz] = [brotliVariant(data), await gzipVariant(data)];
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

// Only as a thread of precompress.mjs's pool (not when a test or a vitest thread imports this module).
if (parentPort && workerData?.precompressPool === true) {
  const port = parentPort;
  port.on("message", async (path) => {
    try {
      await writeVariants(path);
      port.postMessage({ path });
    } catch (error) {
      port.postMessage({ path, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
}
