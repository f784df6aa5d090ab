// @ts-check
// Pages rendered on demand leave the server like the prerendered ones: finished by finish-html.mjs (their
// critical CSS inlined instead of a blocking stylesheet request) and compressed by Accept-Encoding with Vary.
// Unlike static files they are compressed per request, since each query renders its own HTML; at Brotli
// quality 5 that costs a few milliseconds on the zlib thread pool. Cache-Control stays whatever the page set
// from hosting-rules.mjs. Only GET and HEAD answers are compressed: a POST answer (the lead form's error page)
// echoes what the visitor typed, the pattern compression side channels (BREACH) feed on.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { acceptedEncodings } from "./precompress.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const HTML_TYPE = /^text\/html\b/i;
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|[\w.+-]+\+(?:json|xml))\b)/i;
// Smaller bodies fit one packet as they are; their compressed form can even be larger.
const MIN_COMPRESS_BYTES = 512;

/** @typedef {import("node:http").OutgoingHttpHeader} OutgoingHttpHeader */
/** @typedef {import("node:http").OutgoingHttpHeaders | OutgoingHttpHeader[]} HeadersArgument */
/** @typedef {(error?: Error | null) => void} WriteCallback */

/**
 * True for responses the server finishes itself: any HTML, and compressible GET or HEAD answers.
 * @param {string | undefined} method
 * @param {import("node:http").OutgoingHttpHeader | undefined} contentType
 */
export function shouldHold(method, contentType) {
  const type = String(contentType ?? "");
  if (HTML_TYPE.test(type)) return true;
  return (method === "GET" || method === "HEAD") && COMPRESSIBLE_TYPE.test(type);
}

/**
 * Lets a handler write to `res` as usual, but once its headers show a response the server finishes itself
 * (see shouldHold), holds the body back instead of sending it. `held()` then gives status, headers (still on
 * `res`) and body, or null when the response went out as it was written. `release()` puts `res` back as it
 * was; call it before writing to `res` yourself.
 * @param {import("node:http").ServerResponse & { req: import("node:http").IncomingMessage }} res
 */
export function holdResponse(res) {
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {"undecided" | "holding" | "passed"} */
  let state = "undecided";
  let ended = false;

  // While held, `res` has writeHead, write and end as its own properties, shadowing ServerResponse.prototype's;
  // deleting them uncovers the prototype's again.
  const release = () => {
    Reflect.deleteProperty(res, "writeHead");
    Reflect.deleteProperty(res, "write");
    Reflect.deleteProperty(res, "end");
  };
  const decide = () => {
    if (state !== "undecided") return;
    state = shouldHold(res.req.method, res.getHeader("content-type")) ? "holding" : "passed";
    if (state === "passed") release();
  };
  /**
   * @param {string | Uint8Array | WriteCallback | null | undefined} chunk
   * @param {BufferEncoding | WriteCallback | undefined} encoding
   */
  const collect = (chunk, encoding) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
            : Buffer.from(chunk),
      );
  };
  /** @param {unknown[]} args */
  const callbackOf = (args) => /** @type {WriteCallback | undefined} */ (args.find((arg) => typeof arg === "function"));

  /**
   * @param {number} status
   * @param {[(string | HeadersArgument)?, HeadersArgument?]} rest an optional status message, then headers
   */
  res.writeHead = (status, ...rest) => {
    res.statusCode = status;
    const [first, second] = rest;
    if (typeof first === "string") res.statusMessage = first;
    const headers = typeof first === "string" ? second : first;
    if (Array.isArray(headers)) {
      // Node's flat form, [name, value, name, value, …]: even indices are names. setHeader validates names and
      // values at run time (and throws on bad ones), so the casts only say which is which.
      for (let i = 0; i < headers.length; i += 2)
        res.setHeader(/** @type {string} */ (headers[i]), /** @type {OutgoingHttpHeader} */ (headers[i + 1]));
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        res.setHeader(name, /** @type {OutgoingHttpHeader} */ (value));
    }
    decide();
    return state === "passed" ? res.writeHead(res.statusCode) : res;
  };
  /**
   * @param {string | Uint8Array} chunk
   * @param {[BufferEncoding, WriteCallback?] | [WriteCallback?]} rest
   */
  res.write = (chunk, ...rest) => {
    decide();
    // Passed through exactly as called, to whichever of the prototype's overloads it matches.
    if (state === "passed") return Reflect.apply(res.write, res, [chunk, ...rest]);
    collect(chunk, rest[0]);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  };
  /**
   * @param {string | Uint8Array | (() => void)} [chunk]
   * @param {[BufferEncoding, (() => void)?] | [(() => void)?]} rest
   */
  res.end = (chunk, ...rest) => {
    decide();
    if (state === "passed") return Reflect.apply(res.end, res, [chunk, ...rest]);
    collect(chunk, rest[0]);
    ended = true;
    release();
    const callback = callbackOf([chunk, ...rest]);
    if (callback) process.nextTick(callback);
    return res;
  };

  return {
    release,
    /** The held response once its handler ended it; null if it was passed through or never finished. */
    held: () => (state === "holding" && ended ? { status: res.statusCode, body: Buffer.concat(chunks) } : null),
  };
}

/**
 * Compresses a body in the first coding the client accepts (br, then gzip); null when it accepts neither.
 * @param {string | string[] | undefined} acceptEncoding
 * @param {Buffer} body
 */
export async function compressFor(acceptEncoding, body) {
  const [choice] = acceptedEncodings(acceptEncoding);
  if (!choice) return null;
  const data =
    choice.coding === "br"
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : await gzipAsync(body, { level: 6 });
  return { coding: choice.coding, data };
}

/**
 * Adds a field to a response's Vary header, keeping what the handler put there.
 * @param {import("node:http").ServerResponse} res
 * @param {string} field
 */
function addVary(res, field) {
  const current = String(res.getHeader("vary") ?? "");
  const fields = current.split(",").map((part) => part.trim().toLowerCase());
  if (fields.includes("*") || fields.includes(field.toLowerCase())) return;
  res.setHeader("Vary", current.trim() ? `${current}, ${field}` : field);
}

/**
 * Sends a held on-demand response: HTML finished by `finishHtml`, then for GET and HEAD compressed by
 * Accept-Encoding (Vary), a strong ETag per coding and 304 for a matching If-None-Match.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ status: number, body: Buffer }} held
 * @param {(html: string) => Promise<string>} finishHtml
 */
export async function sendHeld(req, res, { status, body }, finishHtml) {
  let payload = body;
  if (HTML_TYPE.test(String(res.getHeader("content-type") ?? ""))) {
    payload = Buffer.from(await finishHtml(body.toString("utf8")), "utf8");
    // The bytes are UTF-8 because they were just encoded so: say it, as the static pages' type does.
    res.setHeader("Content-Type", "text/html; charset=utf-8");
  }
  res.removeHeader("Content-Length");
  res.removeHeader("Transfer-Encoding");
  const cacheable = req.method === "GET" || req.method === "HEAD";
  if (cacheable && payload.length >= MIN_COMPRESS_BYTES) {
    addVary(res, "Accept-Encoding");
    const compressed = await compressFor(req.headers["accept-encoding"], payload);
    const version = createHash("sha256").update(payload).digest("base64url").slice(0, 22);
    const etag = `"${version}${compressed ? `-${compressed.coding}` : ""}"`;
    if (status === 200) {
      res.setHeader("ETag", etag);
      const ifNoneMatch = req.headers["if-none-match"];
      const strip = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
      if (ifNoneMatch && (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => strip(tag) === etag))) {
        // Named: the handler's own status text ("OK") is still on `res`.
        res.writeHead(304, "Not Modified").end();
        return;
      }
    }
    if (compressed) {
      res.setHeader("Content-Encoding", compressed.coding);
      payload = compressed.data;
    }
  }
  if (res.destroyed) return; // the client went away while the page was finished
  res.setHeader("Content-Length", payload.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : payload);
}
