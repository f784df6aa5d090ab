// @ts-check
// Files of the client build: a URL path to its file (clean URLs, never outside the build, never a precompressed
// variant by name), the best precompressed variant for the client, and sending through `send`, as the official
// Node adapter does, with only the project's rules added (see sendFile). The not-found pages answer 404.
import { readFile, stat } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { extname, join, normalize, relative, sep } from "node:path";
import send from "send";
import { NOT_FOUND_CACHE_CONTROL, cacheControlFor, notFoundPageFor } from "../lib/hosting/hosting-rules.mjs";
import { acceptedEncodings, isPrecompressed } from "../lib/hosting/content-coding.mjs";
import { logProblem } from "./request-log.mjs";
import { sendPlain } from "./raw-answers.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {(path: string) => Promise<import("node:fs").Stats>} StatFile */
/**
 * A file of the client build, with what its stat said when it was found.
 * @typedef {{ filePath: string, size: number, mtime: Date }} FoundFile
 */

/** @type {Record<string, string>} */
const MIME_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};
// What a failed lookup can say about a path that no request can turn into a file: it is simply not there.
// (ENAMETOOLONG: a segment over 255 bytes or a path over 4 KB; ENOTDIR: /about.html/x; EISDIR: a folder.)
/** @type {Set<unknown>} */
const NOT_THERE = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG"]);
// The precompressed variants are build artefacts, not URLs of their own.
const VARIANT_FILE = /\.(?:br|gz)$/;
// What a file's answer says about the file, taken off again when that answer turns into an error.
const FILE_HEADERS = [
  "Accept-Ranges",
  "Cache-Control",
  "Content-Encoding",
  "Content-Length",
  "Content-Range",
  "Content-Type",
  "ETag",
  "Last-Modified",
  "Vary",
];

/**
 * A file's stat, or null when it is not there (any more) or no file can have that name; other failures (EACCES:
 * a build folder the server may not read) are the server's fault, and throw.
 * @param {StatFile} statFile
 * @param {string} path
 */
async function statIfPresent(statFile, path) {
  try {
    return await statFile(path);
  } catch (error) {
    if (NOT_THERE.has(codeOf(error))) return null;
    throw error;
  }
}

/**
 * Takes a file's own headers off a response whose answer became an error instead.
 * @param {ServerResponse} res
 */
function removeFileHeaders(res) {
  for (const name of FILE_HEADERS) res.removeHeader(name);
}

/**
 * The `code` of a thrown value (Node's system errors carry one: ENOENT, EACCES…), or undefined.
 * @param {unknown} error
 * @returns {unknown}
 */
export function codeOf(error) {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

/**
 * The static side of the server for one client build folder. `statFile`, which finds the build's files, lets
 * tests make the disk fail. `pagePolicy` gives a built page its own Content-Security-Policy (html/csp.mjs
 * `pagePolicies`), replacing the site-wide one the server set.
 * @param {{ clientDir: string, statFile?: StatFile, pagePolicy?: (filePath: string) => string | undefined }} options
 */
export function createStaticFiles({ clientDir, statFile = stat, pagePolicy = () => undefined }) {
  /**
   * Resolves a URL path to a file in the client build (with its stat), or null.
   * @param {string} pathname
   * @returns {Promise<FoundFile | null>}
   */
  async function findFile(pathname) {
    if (VARIANT_FILE.test(pathname)) return null;
    const candidates = pathname.endsWith("/")
      ? [`${pathname}index.html`]
      : extname(pathname)
        ? [pathname]
        : [`${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const filePath = normalize(join(clientDir, candidate));
      if (!filePath.startsWith(clientDir + sep)) return null; // no escaping the build folder
      const info = await statIfPresent(statFile, filePath);
      if (info?.isFile()) return { filePath, size: info.size, mtime: info.mtime };
    }
    return null;
  }

  /**
   * The best precompressed variant the client accepts, or null for the file itself.
   * @param {IncomingMessage} req
   * @param {FoundFile} file
   */
  async function variantFor(req, file) {
    if (!isPrecompressed(file.filePath)) return null;
    for (const { coding, suffix } of acceptedEncodings(req.headers["accept-encoding"])) {
      const info = await statIfPresent(statFile, file.filePath + suffix);
      if (info?.isFile()) return { coding, filePath: file.filePath + suffix };
    }
    return null;
  }

  /**
   * Sends a found file through `send`, as the official Node adapter does: it answers ranges (206, 416),
   * conditional requests (304, 412) and HEAD, and streams the bytes. This adds only the project's rules: the
   * best precompressed variant (Vary), the cache policy and the type by extension, and validators of the file
   * itself (a strong ETag per coding, its Last-Modified), so every coding revalidates on its own.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {FoundFile} file
   * @param {string} pathname the path asked for, which sets Cache-Control
   * @returns {Promise<void>} settles once the answer is over; rejects (nothing sent yet) for a 500
   */
  async function sendFile(req, res, file, pathname) {
    const variant = await variantFor(req, file);
    const sent = variant?.filePath ?? file.filePath;
    // The file is already chosen: send gets its exact path, each segment encoded since send decodes the path.
    const path = `/${relative(clientDir, sent).split(sep).map(encodeURIComponent).join("/")}`;
    const stream = send(req, path, {
      root: clientDir,
      dotfiles: "allow",
      index: false,
      cacheControl: false,
      etag: false,
      lastModified: false,
    });
    stream.on("headers", () => {
      const type = MIME_TYPES[extname(file.filePath)];
      if (type) res.setHeader("Content-Type", type);
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      if (isPrecompressed(file.filePath)) res.setHeader("Vary", "Accept-Encoding");
      if (variant) res.setHeader("Content-Encoding", variant.coding);
      const version = `${file.size.toString(16)}-${file.mtime.getTime().toString(16)}`;
      res.setHeader("ETag", `"${version}${variant ? `-${variant.coding}` : ""}"`);
      res.setHeader("Last-Modified", file.mtime.toUTCString());
      const policy = pagePolicy(file.filePath);
      if (policy) res.setHeader("Content-Security-Policy", policy);
    });
    return new Promise((resolve, reject) => {
      let failed = false;
      res.once("close", () => {
        if (!res.writableFinished && !failed) logProblem(req, "client closed the connection mid-response");
        resolve();
      });
      stream.on("error", (/** @type {Error & { status?: number, headers?: Record<string, string> }} */ error) => {
        failed = true;
        const status = error.status ?? 500;
        if (res.headersSent) {
          // Headers are gone: the only honest way to say "incomplete" is to drop the connection.
          logProblem(req, `read failed mid-response (${codeOf(error) ?? error.message}); connection dropped`, "error");
          res.destroy();
          return;
        }
        removeFileHeaders(res);
        if (status >= 500) reject(error);
        // Removed since it was found: as if it had never been there.
        else if (status === 404) sendNotFound(req, res, pathname).then(resolve, reject);
        // 412 for a failed If-Match, 416 (with Content-Range) for a range past the end.
        else sendPlain(res, status, STATUS_CODES[status] ?? "Error", error.headers ?? {});
      });
      stream.pipe(res);
    });
  }

  /**
   * A not-found page, whole (its best variant), with status 404: an answer about a URL that has no file, so no
   * validators and no ranges. A few kilobytes, read at once, as the official adapter reads its error pages.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {FoundFile} page
   */
  async function sendNotFoundPage(req, res, page) {
    const variant = await variantFor(req, page);
    const body = await readFile(variant?.filePath ?? page.filePath);
    /** @type {Record<string, string | number>} */
    const headers = {
      "Content-Type": MIME_TYPES[".html"],
      "Cache-Control": NOT_FOUND_CACHE_CONTROL,
      Vary: "Accept-Encoding",
      "Content-Length": body.length,
    };
    if (variant) headers["Content-Encoding"] = variant.coding;
    res.writeHead(404, headers).end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} pathname
   */
  async function sendNotFound(req, res, pathname) {
    const page = await findFile(notFoundPageFor(pathname));
    if (page) await sendNotFoundPage(req, res, page);
    else sendPlain(res, 404, "Not found");
  }

  return { findFile, sendFile, sendNotFound, sendNotFoundPage };
}
