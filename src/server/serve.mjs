// The production server: static files from dist/client, on-demand routes through Astro's handler,
// and the same security and cache headers on every response.
import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";
import {
  BASE_SECURITY_HEADERS,
  cacheControlFor,
  isNotFoundPage,
  isOnDemandPath,
  notFoundPageFor,
} from "./hosting-rules.mjs";
import { collectScriptHashes, contentSecurityPolicy } from "./csp.mjs";

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
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".xml", ".txt", ".svg", ".webmanifest"]);

/**
 * Creates the HTTP server for a build directory.
 * @param {{ distDir: string, extraHeaders?: (pathname: string) => Record<string, string> }} options
 */
export async function createSiteServer({ distDir, extraHeaders = () => ({}) }) {
  const clientDir = join(distDir, "client");
  const { handler } = await import(join(distDir, "server", "entry.mjs"));
  // One policy for every response, hashed from this build's inline scripts.
  const securityHeaders = {
    ...BASE_SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(collectScriptHashes(clientDir)),
  };

  /** Resolves a URL path to a file in the client build, or null. */
  async function findFile(pathname) {
    const candidates = pathname.endsWith("/")
      ? [`${pathname}index.html`]
      : extname(pathname)
        ? [pathname]
        : [`${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const filePath = normalize(join(clientDir, candidate));
      if (!filePath.startsWith(clientDir + sep)) return null; // no escaping the build folder
      try {
        const info = await stat(filePath);
        if (info.isFile()) return { filePath, size: info.size, mtime: info.mtime };
      } catch {
        // try the next candidate
      }
    }
    return null;
  }

  function sendFile(req, res, file, status, pathname) {
    const ext = extname(file.filePath);
    const etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
    res.setHeader("Content-Type", MIME_TYPES[ext] ?? "application/octet-stream");
    res.setHeader("Cache-Control", status === 200 ? cacheControlFor(pathname) : "no-store");
    res.setHeader("ETag", etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304).end();
      return;
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    else res.setHeader("Content-Length", file.size);
    res.writeHead(status);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const stream = createReadStream(file.filePath);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  }

  const server = createServer(async (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400).end("Bad request");
      return;
    }
    for (const [name, value] of Object.entries({ ...securityHeaders, ...extraHeaders(pathname) })) {
      res.setHeader(name, value);
    }

    // On-demand routes (hosting-rules.mjs) set their own Cache-Control; the security headers above apply to them too.
    if (isOnDemandPath(pathname)) {
      // The TCP peer goes in as a local: Astro's clientAddress believes any X-Forwarded-For header.
      handler(req, res, () => sendNotFound(req, res, pathname), { remoteAddress: req.socket.remoteAddress });
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      res.writeHead(405).end("Method not allowed");
      return;
    }
    // One URL per page: `/about/` and `/about.html` redirect to `/about`.
    if (pathname.length > 1 && (pathname.endsWith("/") || pathname.endsWith(".html"))) {
      const clean = pathname.replace(/\/+$/, "").replace(/(?:\/index)?\.html$/, "") || "/";
      if (clean !== pathname && (await findFile(clean))) {
        const search = new URL(req.url ?? "/", "http://localhost").search;
        res.writeHead(301, { Location: clean + search }).end();
        return;
      }
    }
    const file = await findFile(pathname);
    if (file) sendFile(req, res, file, isNotFoundPage(pathname) ? 404 : 200, pathname);
    else await sendNotFound(req, res, pathname);
  });

  async function sendNotFound(req, res, pathname) {
    const page = await findFile(notFoundPageFor(pathname));
    if (page) sendFile(req, res, page, 404, pathname);
    else res.writeHead(404).end("Not found");
  }

  return server;
}

/** The build to serve: DIST_DIR when set (tests can snapshot a build), else the project's dist/. */
export const defaultDistDir = process.env.DIST_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url));
