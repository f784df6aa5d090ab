// Precompressed text files: the build writes `<file>.br` and `<file>.gz` beside every text file once, at the
// highest levels (too slow per request, free at build time), and the server picks one by Accept-Encoding.
// No static file is ever compressed per request.
import { readFile, readdir, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** True when a path names a text file that has precompressed variants. */
export function isPrecompressed(path) {
  return TEXT_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * The content codings an Accept-Encoding header allows, best first (br, then gzip); empty means identity only.
 * Honours `q=0` refusals and `*`; a missing header allows none (RFC 9110 §12.5.3 lets us send identity).
 */
export function acceptedEncodings(header) {
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
  const allowed = (coding) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  return ENCODINGS.filter(({ coding }) => allowed(coding));
}

/** Writes `.br` and `.gz` beside every text file under a directory; returns how many files it compressed. */
export async function precompressDir(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => isPrecompressed(file));
  // A few at a time: zlib runs on libuv's thread pool, so this overlaps without flooding memory.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const path = join(dir, file);
      const data = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}
