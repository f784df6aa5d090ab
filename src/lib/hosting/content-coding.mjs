// @ts-check
// Which files have precompressed variants, under which suffixes, and which of them a request accepts: shared by
// the server, which picks a variant per request, and the build's precompression (src/integrations/precompress.mjs), which writes them.
import { extname } from "node:path";

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
 * True when a path names a text file, which the build's precompression gives variants.
 * @param {string} path
 */
export function isTextFile(path) {
  return TEXT_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * True when a path names a file that has precompressed variants: a text file.
 * @param {string} path
 */
export function isPrecompressed(path) {
  return isTextFile(path);
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
