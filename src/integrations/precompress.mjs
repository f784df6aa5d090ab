// @ts-check
// Precompressed text files: the build writes `<file>.br` and `<file>.gz` beside every text file once, Brotli at
// its maximum quality (too slow per request, affordable once per build) and gzip at zlib's best level, and the
// server picks one by Accept-Encoding. No static file is ever compressed per request.
import { readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { isTextFile } from "../lib/hosting/content-coding.mjs";

const WORKER_URL = new URL("./precompress-worker.mjs", import.meta.url);

/**
 * Writes `.br` and `.gz` beside every text file under a directory, in a pool of worker threads (one per core
 * unless `threads` says otherwise; see precompress-worker.mjs); with `cacheDir`, reuses the variants of files
 * compressed by an earlier build (keyed by their content: deleting the folder only makes the next build slower).
 * Returns how many files it wrote variants for, and how many of those came from the cache.
 * Rejects, with every thread stopped, when any file cannot be compressed.
 * @param {string} dir
 * @param {{ threads?: number, cacheDir?: string }} [options]
 * @returns {Promise<{ files: number, cached: number }>}
 */
export async function precompressDir(dir, { threads = availableParallelism(), cacheDir } = {}) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => isTextFile(file));
  const queue = files.map((file) => join(dir, file));
  const pool = Array.from(
    { length: Math.min(Math.max(1, threads), queue.length) },
    () => new Worker(WORKER_URL, { workerData: { precompressPool: true, cacheDir } }),
  );
  const counts = { files: files.length, cached: 0 };
  try {
    await Promise.all(pool.map((worker) => drain(worker, queue, counts)));
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return counts;
}

/**
 * Hands one thread the queue's paths one at a time; resolves when the queue is empty.
 * @param {Worker} worker
 * @param {string[]} queue
 * @param {{ cached: number }} counts
 * @returns {Promise<void>}
 */
function drain(worker, queue, counts) {
  return new Promise((resolve, reject) => {
    let done = false;
    const next = () => {
      const path = queue.shift();
      if (path === undefined) {
        done = true;
        resolve();
      } else worker.postMessage(path);
    };
    worker.on(
      "message",
      (/** @type {{ path: string, cached?: boolean, error?: string }} */ { path, cached, error }) => {
        if (error) reject(new Error(`Could not precompress ${path}: ${error}`));
        else {
          if (cached) counts.cached++;
          next();
        }
      },
    );
    worker.on("error", reject);
    worker.on("exit", (/** @type {number} */ code) => {
      if (!done) reject(new Error(`A precompression thread stopped (exit code ${code})`));
    });
    next();
  });
}
