// @ts-check
// Precompressed text files: the build writes `<file>.br` and `<file>.gz` beside every text file once, Brotli at
// its maximum quality (too slow per request, affordable once per build) and gzip at zlib's best level, and the
// server picks one by Accept-Encoding. No static file is ever compressed per request.
import { readdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
import { Worker } from "node:worker_threads";

const WORKER_URL = new URL("./precompress-worker.mjs", import.meta.url);

/** Extensions of the text files that get precompressed variants. */
export const TEXT_EXTENSIONS = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".json",
  ".xml",
  ".svg",
  ".txt",
  ".webmanifest",
]);

/** The precompressed variants in the server's order of preference, with their file suffixes. */
export const ENCODINGS = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
];

/**
 * True when a path names a text file that has precompressed variants.
 * @param {string} path
 */
export function isPrecompressed(path) {
  return TEXT_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * The content codings an Accept-Encoding header allows, best first (br, then gzip); empty means identity only.
 * Honours `q=0` refusals and `*`; a missing header allows none (RFC 9110 §12.5.3 lets us send identity).
 * @param {string | string[] | undefined} header
 * @returns {{ coding: string, suffix: string }[]}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part
      .toLowerCase()
      .split(";")
      .map((piece) => piece.replace(/\s+/g, ""));
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const allowed = (/** @type {string} */ coding) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  return ENCODINGS.filter(({ coding }) => allowed(coding));
}

/**
 * Writes `.br` and `.gz` beside every text file under a directory, in a pool of worker threads (one per core
 * unless `threads` says otherwise; see precompress-worker.mjs); returns how many files it compressed.
 * Rejects, with every thread stopped, when any file cannot be compressed.
 * @param {string} dir
 * @param {{ threads?: number }} [options]
 * @returns {Promise<number>}
 */
export async function precompressDir(dir, { threads = availableParallelism() } = {}) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => isPrecompressed(file));
  const queue = files.map((file) => join(dir, file));
  const pool = Array.from(
    { length: Math.min(Math.max(1, threads), queue.length) },
    () => new Worker(WORKER_URL, { workerData: { precompressPool: true } }),
  );
  try {
    await Promise.all(pool.map((worker) => drain(worker, queue)));
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return files.length;
}

/**
 * Hands one thread the queue's paths one at a time; resolves when the queue is empty.
 * @param {Worker} worker
 * @param {string[]} queue
 * @returns {Promise<void>}
 */
function drain(worker, queue) {
  return new Promise((resolve, reject) => {
    let done = false;
    const next = () => {
      const path = queue.shift();
      if (path === undefined) {
        done = true;
        resolve();
      } else worker.postMessage(path);
    };
    worker.on("message", (/** @type {{ path: string, error?: string }} */ { path, error }) => {
      if (error) reject(new Error(`Could not precompress ${path}: ${error}`));
      else next();
    });
    worker.on("error", reject);
    worker.on("exit", (/** @type {number} */ code) => {
      if (!done) reject(new Error(`A precompression thread stopped (exit code ${code})`));
    });
    next();
  });
}
