// @ts-check
// Pages rendered on demand leave the server like the prerendered ones: finished as the build finishes pages
// (their critical CSS inlined instead of a blocking stylesheet request) and compressed by Accept-Encoding with
// Vary. Unlike static files they are compressed per request, since each query renders its own HTML; at Brotli
// quality 5 that costs a few milliseconds on the zlib thread pool, so a public answer asked again (the same bytes,
// by their hash) is sent from a bounded cache of compressed answers instead of compressed again. Cache-Control stays whatever the page set
// from hosting-rules.mjs. Only GET and HEAD answers are compressed: a POST answer (the lead form's error page)
// echoes what the visitor typed, the pattern compression side channels (BREACH) feed on.
// It works on the Response a route returned, as Astro middleware (src/middleware/index.ts): the Node adapter writes
// the Response's headers and bytes as they are, Content-Encoding and Content-Length included.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { acceptedEncodings } from "./content-coding.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const HTML_TYPE = /^text\/html\b/i;
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|[\w.+-]+\+(?:json|xml))\b)/i;
// Smaller bodies fit one packet as they are; their compressed form can even be larger.
const MIN_COMPRESS_BYTES = 512;

/**
 * True for responses the server finishes itself: any HTML, and compressible GET or HEAD answers.
 * @param {string} method
 * @param {string | null} contentType
 */
export function shouldFinish(method, contentType) {
  const type = contentType ?? "";
  if (HTML_TYPE.test(type)) return true;
  return (method === "GET" || method === "HEAD") && COMPRESSIBLE_TYPE.test(type);
}

// Compressed answers by their ETag (the body's hash and the coding), the most recently used last: the same answer
// asked again (a campaign's landing query, a popular search) is compressed once, not once per visitor. Brotli is the
// largest cost of an answer after its rendering (about 5 ms at 60 KB). Bounded by bytes, not entries.
const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;
/** @typedef {Awaited<ReturnType<typeof brotli>>} Compressed the bytes zlib hands back */
/** @type {Map<string, Compressed>} */
const compressedCache = new Map();
let compressedBytes = 0;

/**
 * The body compressed in `coding`, from the cache when the same body (by `version`, its hash) was compressed before.
 * @param {string} version
 * @param {"br" | "gzip"} coding
 * @param {Buffer} body
 */
async function compressedOnce(version, coding, body) {
  const key = `${version}-${coding}`;
  const cached = compressedCache.get(key);
  if (cached) {
    compressedCache.delete(key);
    compressedCache.set(key, cached);
    return cached;
  }
  const data = await compress(coding, body);
  compressedCache.set(key, data);
  compressedBytes += data.length;
  for (const [oldest, buffer] of compressedCache) {
    if (compressedBytes <= COMPRESSED_CACHE_BYTES) break;
    compressedCache.delete(oldest);
    compressedBytes -= buffer.length;
  }
  return data;
}

/**
 * A body in one coding: Brotli at quality 5 (text mode), or gzip at level 6.
 * @param {"br" | "gzip"} coding
 * @param {Buffer} body
 */
function compress(coding, body) {
  return coding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compresses a body in the first coding the client accepts (br, then gzip); null when it accepts neither. With
 * `version` (the body's hash), a body compressed before comes from the cache.
 * @param {string | null | undefined} acceptEncoding
 * @param {Buffer} body
 * @param {string} [version]
 */
export async function compressFor(acceptEncoding, body, version) {
  const [choice] = acceptedEncodings(acceptEncoding ?? undefined);
  if (!choice) return null;
  const coding = /** @type {"br" | "gzip"} */ (choice.coding);
  const data = version ? await compressedOnce(version, coding, body) : await compress(coding, body);
  return { coding, data };
}

/**
 * Adds a field to a Vary header, keeping what the route put there.
 * @param {Headers} headers
 * @param {string} field
 */
function addVary(headers, field) {
  const current = headers.get("vary") ?? "";
  const fields = current.split(",").map((part) => part.trim().toLowerCase());
  if (fields.includes("*") || fields.includes(field.toLowerCase())) return;
  headers.set("Vary", current.trim() ? `${current}, ${field}` : field);
}

/**
 * True when an If-None-Match header names this ETag (or `*`); weak tags compare by their opaque part.
 * @param {string | null} ifNoneMatch
 * @param {string} etag
 */
export function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const strip = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => strip(tag) === etag);
}

/**
 * A route's response as it should leave the server: HTML finished by `finishHtml` (when given), then for GET
 * and HEAD compressed by Accept-Encoding (Vary), a strong ETag per coding and 304 for a matching If-None-Match.
 * Responses it does not finish (see shouldFinish), and bodiless ones, come back untouched.
 * @param {Request} request
 * @param {Response} response
 * @param {((html: string) => Promise<string>) | undefined} finishHtml
 * @returns {Promise<Response>}
 */
export async function finishResponse(request, response, finishHtml) {
  const { method } = request;
  const type = response.headers.get("content-type");
  if (!response.body || !shouldFinish(method, type)) return response;
  const headers = new Headers(response.headers);
  let payload = Buffer.from(await response.arrayBuffer());
  if (HTML_TYPE.test(type ?? "")) {
    if (finishHtml) payload = Buffer.from(await finishHtml(payload.toString("utf8")), "utf8");
    // The bytes are UTF-8 because they were just encoded so: say it, as the static pages' type does.
    headers.set("Content-Type", "text/html; charset=utf-8");
  }
  headers.delete("Content-Length");
  headers.delete("Transfer-Encoding");
  const { status, statusText } = response;
  if ((method === "GET" || method === "HEAD") && payload.length >= MIN_COMPRESS_BYTES) {
    addVary(headers, "Accept-Encoding");
    const version = createHash("sha256").update(payload).digest("base64url").slice(0, 22);
    // Only answers any cache may keep are kept compressed: a private one (a cash figure, a postcode, a shortlist,
    // the owner's figures) is compressed for its one visitor and forgotten.
    const shared = /\bpublic\b/i.test(headers.get("cache-control") ?? "");
    const compressed = await compressFor(request.headers.get("accept-encoding"), payload, shared ? version : undefined);
    const etag = `"${version}${compressed ? `-${compressed.coding}` : ""}"`;
    if (status === 200) {
      headers.set("ETag", etag);
      if (matches(request.headers.get("if-none-match"), etag))
        return new Response(null, { status: 304, statusText: "Not Modified", headers });
    }
    if (compressed) {
      headers.set("Content-Encoding", compressed.coding);
      payload = compressed.data;
    }
  }
  headers.set("Content-Length", String(payload.length));
  // A HEAD answer keeps the GET's Content-Length over an empty body (Node sends no body for HEAD anyway). Empty,
  // not null: Astro takes a bodiless 404 or 500 for a request to render its error page instead.
  return new Response(method === "HEAD" ? new Uint8Array(0) : payload, { status, statusText, headers });
}
