// @ts-check
// The production server: static files from dist/client (precompressed variants chosen by Accept-Encoding),
// on-demand routes through Astro's handler, their pages finished and compressed like the static ones
// (src/middleware.ts, with the finisher handed in here), and the same security and cache headers on every response.
// Whatever a request does (bad URL, odd method, file gone mid-request, client hanging up), it gets a clean
// answer; nothing a request does can crash the process. Every request gets an id (X-Request-Id, echoed) and one
// log line (log.mjs) when its answer is done, plus one for anything that went wrong on the way.
import { existsSync } from "node:fs";
import { STATUS_CODES, createServer } from "node:http";
import { Server as NetServer } from "node:net";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import send from "send";
import {
  BASE_SECURITY_HEADERS,
  ERROR_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  ON_DEMAND_PATHS,
  STATIC_METHODS,
  allowedMethodsFor,
  cacheControlFor,
  isNotFoundPage,
  isOnDemandPath,
  notFoundPageFor,
} from "./hosting-rules.mjs";
import { collectScriptHashes, contentSecurityPolicy } from "../integrations/csp.mjs";
import { createHtmlFinisher } from "../integrations/finish-html.mjs";
import { errorText, log, requestIdFrom } from "../lib/log/log.mjs";
import { acceptedEncodings, isPrecompressed } from "./content-coding.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {(path: string) => Promise<import("node:fs").Stats>} StatFile */
/**
 * A file of the client build, with what its stat said when it was found.
 * @typedef {{ filePath: string, size: number, mtime: Date }} FoundFile
 */
/**
 * The Node adapter's handler in middleware mode (its own RequestHandler type is not exported): it answers `res`,
 * or calls `next` for a path it has no route for. `locals` reach the routes as Astro.locals.
 * @typedef {(req: IncomingMessage, res: ServerResponse, next: () => unknown, locals: Record<string, unknown>) =>
 *   void | Promise<void>} AstroHandler
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
// The Fetch standard forbids these methods in a Request, so Astro cannot even see them: answer here. (Node
// hands CONNECT to the `connect` event and cannot parse TRACK at all: both are answered below, outside handle.)
const FETCH_FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
// Node's default, said out loud: a request whose line and headers exceed it gets a 431.
const MAX_HEADER_BYTES = 16 * 1024;
// What a failed lookup can say about a path that no request can turn into a file: it is simply not there.
// (ENAMETOOLONG: a segment over 255 bytes or a path over 4 KB; ENOTDIR: /about.html/x; EISDIR: a folder.)
/** @type {Set<unknown>} */
const NOT_THERE = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG"]);
// The largest body read for an on-demand route before Astro sees it (the lead endpoint refuses over 16 KB
// itself, with its own answer); beyond this, a plain 413.
const MAX_BUFFERED_BODY = 1024 * 1024;
// Where src/lib/leads/runtime.ts (bundled into dist/server) leaves its close function for a graceful stop.
const CLOSE_LEADS = Symbol.for("franchise-advisor.leads.close");
// While stopping: how long a connection may stay open without sending a request before it is closed, counted
// for each connection from its last answer (or from the stop, if it was idle then). A keep-alive client sends
// its next request at once after an answer, and gets a 503; only a connection quiet this long is closed, so a
// request is never met by a connection closing under it.
const STOPPING_IDLE_MS = 1000;
// While stopping: the listening socket stays open (at most ACCEPT_QUEUE_MS) until no connection came for
// ACCEPT_QUIET_MS, to take the connections the kernel has already queued for it.
const ACCEPT_QUEUE_MS = 300;
const ACCEPT_QUIET_MS = 50;
// A `.` or `..` segment left after decoding (`/_astro/..%2fabout`): browsers resolve these before sending, so only
// a probe sends one, and a CDN that normalises the path would store the answer under another URL.
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
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

// The id of each request, for the log lines written about it.
/** @type {WeakMap<import("node:http").IncomingMessage, string>} */
const requestIds = new WeakMap();

/**
 * The path a log line names: never the query string, which can carry what a visitor typed.
 * @param {IncomingMessage} req
 */
function pathOf(req) {
  return String(req.url ?? "")
    .split("?")[0]
    .slice(0, 200);
}

/**
 * A line about a request that went wrong: what, where, and why (`level` error for the server's own faults).
 * @param {IncomingMessage} req
 * @param {string} problem
 * @param {"warn" | "error"} [level]
 */
function logProblem(req, problem, level = "warn") {
  log[level]("request.problem", { requestId: requestIds.get(req), method: req.method, path: pathOf(req), problem });
}

/**
 * The request's one line, once its answer is sent (or the client went away first: `aborted`, with no status if
 * no answer had started). `bytes` is the body's length when the answer declared it.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} started when the request came, as performance.now() said
 */
function logRequest(req, res, started) {
  const length = Number(res.getHeader("content-length"));
  const bodyless = req.method === "HEAD" || res.statusCode === 304;
  log[res.statusCode >= 500 ? "error" : "info"]("request", {
    requestId: requestIds.get(req),
    method: req.method,
    path: pathOf(req),
    status: res.headersSent ? res.statusCode : undefined,
    durationMs: Math.round(performance.now() - started),
    bytes: bodyless ? 0 : Number.isFinite(length) ? length : undefined,
    aborted: res.writableFinished ? undefined : true,
  });
}

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
 * A request read after the stop began: the body is read first (closing a socket with unread data resets it,
 * which can destroy the answer before the client reads it), then a 503 that says when to try again.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Record<string, string>} headers
 */
function refuseWhileStopping(req, res, headers) {
  const answer = () => {
    if (res.headersSent) return;
    res
      .writeHead(503, {
        ...headers,
        "Retry-After": "5",
        Connection: "close",
        "Cache-Control": "no-store",
        "Content-Type": "text/plain; charset=utf-8",
      })
      .end("The server is restarting. Please try again in a few seconds.");
  };
  req.once("end", answer).once("error", () => res.destroy());
  req.resume();
  // A body that never ends still gets its answer (the stop's grace period closes the connection later).
  setTimeout(answer, STOPPING_IDLE_MS).unref();
}

/**
 * A request's whole body, read before it is handed on: null when the client went away first (its request line
 * says `aborted`), "too-large" past MAX_BUFFERED_BODY (the rest is not read; the answer closes the connection).
 * @param {IncomingMessage} req
 * @returns {Promise<Buffer | null | "too-large">}
 */
function readBody(req) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BUFFERED_BODY) {
        req.off("data", onData).pause();
        resolve("too-large");
      } else chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", () => resolve(null));
    req.once("close", () => {
      if (!req.complete) resolve(null);
    });
  });
}

/**
 * The `code` of a thrown value (Node's system errors carry one: ENOENT, EACCES…), or undefined.
 * @param {unknown} error
 * @returns {unknown}
 */
function codeOf(error) {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

/**
 * Creates the HTTP server for a build directory. The returned server has `shutdown()`: stop accepting, answer
 * the requests already taken (later ones on open connections get a 503 with Retry-After), let a delivery in
 * progress finish (all within `graceMs`), then close the lead store.
 * Until `markReady()` (when `ready` is false, as `npm start` sets it while it warms up), /healthz answers 503 with
 * Retry-After, so a load balancer sends no traffic to a process still loading its content.
 * @param {{ distDir: string, extraHeaders?: (pathname: string) => Record<string, string>,
 *   statFile?: StatFile, ready?: boolean }} options `statFile`, which finds the build's files, lets tests make
 *   the disk fail.
 */
export async function createSiteServer({ distDir, extraHeaders = () => ({}), statFile = stat, ready = true }) {
  const clientDir = join(distDir, "client");
  /** @type {{ handler: AstroHandler }} */
  const { handler } = await import(join(distDir, "server", "entry.mjs"));
  // One policy for every response, hashed from this build's inline scripts.
  const securityHeaders = {
    ...BASE_SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(collectScriptHashes(clientDir)),
  };
  // Pages rendered on demand get the build's finishing touches (critical CSS inlined) as they are sent. Their
  // CSS also covers what their own module can render for other inputs: /affordability's live update swaps in
  // the answer it fetches for the typed figure, which must arrive styled.
  const finishHtml = createHtmlFinisher(clientDir);
  const pageModules = new Map(
    ON_DEMAND_PATHS.filter((path) => !path.endsWith("/"))
      .map((path) => /** @type {const} */ ([path, join(distDir, "server", "pages", `${path}.astro.mjs`)]))
      .filter(([, file]) => existsSync(file)),
  );
  /** @param {string} pathname */
  const finishOnDemand = (pathname) => {
    const pageModule = pageModules.get(pathname);
    return (/** @type {string} */ html) => finishHtml(html, { codeFiles: pageModule ? [pageModule] : [] });
  };
  /** @type {Promise<void> | null} */
  let closing = null;
  let isReady = ready;
  // Responses in progress, so a stop can make each close its connection once sent.
  /** @type {Set<import("node:http").ServerResponse>} */
  const inProgress = new Set();
  // Each open connection, and since when it has been idle (null while a request on it is being answered).
  /** @type {Map<import("node:net").Socket, number | null>} */
  const idleSince = new Map();

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

  /**
   * A short answer the server makes up itself (an error, a 405): plain text, never stored by any cache.
   * @param {ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [headers]
   */
  function sendPlain(res, status, text, headers = {}) {
    res
      .writeHead(status, {
        ...headers,
        "Cache-Control": ERROR_CACHE_CONTROL,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(text),
      })
      .end(text);
  }

  /**
   * @param {ServerResponse} res
   * @param {string} allow the methods the path answers, for the `Allow` header
   */
  function refuseMethod(res, allow) {
    sendPlain(res, 405, "Method not allowed", { Allow: allow });
  }

  /**
   * Where a path with a trailing slash (or a page's `.html` name) redirects: its clean URL when that is an
   * on-demand route or a file, else null. One leading slash: `/.//about/` must not send a browser to `//about`.
   * @param {string} pathname
   */
  async function cleanUrlFor(pathname) {
    if (pathname.length <= 1 || !(pathname.endsWith("/") || pathname.endsWith(".html"))) return null;
    const clean = `/${pathname
      .replace(/\/+$/, "")
      .replace(/(?:\/index)?\.html$/, "")
      .replace(/^\/+/, "")}`;
    if (clean === pathname) return null;
    if (isOnDemandPath(clean)) return clean;
    return (await findFile(clean)) ? clean : null;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    if (closing) res.setHeader("Connection", "close");
    // Node would refuse this itself, without the headers above (requireHostHeader is off for that reason).
    if (req.httpVersion === "1.1" && !req.headers.host) {
      logProblem(req, "no Host header");
      sendPlain(res, 400, "Bad request: no Host header", { Connection: "close" });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
      if (pathname.includes("\0")) throw new Error("NUL in path");
    } catch (error) {
      logProblem(req, `malformed URL (${errorText(error)})`);
      sendPlain(res, 400, "Bad request: malformed URL");
      return;
    }
    for (const [name, value] of Object.entries(extraHeaders(pathname))) res.setHeader(name, value);
    if (DOT_SEGMENT.test(pathname)) {
      await sendNotFound(req, res, pathname);
      return;
    }
    if (!isReady && pathname === "/healthz") {
      sendPlain(res, 503, "Starting: not ready yet", { "Retry-After": "1" });
      return;
    }

    if (FETCH_FORBIDDEN_METHODS.has(req.method ?? "")) {
      logProblem(req, "method not allowed");
      refuseMethod(res, allowedMethodsFor(pathname));
      return;
    }
    // `/shortlist/` is the on-demand route's URL too (it redirects below), so a POST to it is not refused here.
    if (!isOnDemandPath(pathname.replace(/\/+$/, "")) && !STATIC_METHODS.includes(req.method ?? "")) {
      refuseMethod(res, allowedMethodsFor(pathname));
      return;
    }
    // One URL per page, on demand or not: `/about/`, `/about.html` and `/compare/` redirect to the clean URL,
    // query kept. 301 for GET and HEAD; 308 for a post to an on-demand route, so its method and body survive.
    const clean = await cleanUrlFor(pathname);
    if (clean) {
      const search = new URL(req.url ?? "/", "http://localhost").search;
      const status = STATIC_METHODS.includes(req.method ?? "") ? 301 : 308;
      res.writeHead(status, { Location: encodeURI(clean) + search }).end();
      return;
    }
    if (isOnDemandPath(pathname)) {
      // The body is read here first: a client hanging up mid-upload then ends as this request's one log line
      // (`aborted`), where Astro would print the read's error as a multi-line stack trace, outside the JSON log.
      if (!STATIC_METHODS.includes(req.method ?? "")) {
        const body = await readBody(req);
        if (body === "too-large") {
          sendPlain(res, 413, "Request body too large", { Connection: "close" });
          return;
        }
        if (!body) return;
        // The Node adapter takes a request's body from `req.body` when it is set (as body parsers leave it);
        // an async iterable keeps the bytes exact.
        /** @type {IncomingMessage & { body?: unknown }} */ (req).body = (async function* () {
          yield body;
        })();
      }
      // The TCP peer goes in as a local: Astro's clientAddress believes any X-Forwarded-For header. The request id
      // goes in too, for the lead pipeline's log lines, and the page's finisher, for src/middleware.ts.
      await handler(req, res, () => sendNotFound(req, res, pathname), {
        remoteAddress: req.socket.remoteAddress,
        requestId: requestIds.get(req),
        finishHtml: finishOnDemand(pathname),
      });
      return;
    }
    const file = await findFile(pathname);
    if (!file) await sendNotFound(req, res, pathname);
    else if (isNotFoundPage(pathname)) await sendNotFoundPage(req, res, file);
    else await sendFile(req, res, file, pathname);
  }

  // Connections accepted so far, so a stop can tell when the kernel's queue of them is empty.
  let accepted = 0;
  /**
   * A whole answer written straight to a socket, for requests that never become a `req`/`res` pair (Node could
   * not parse them, or CONNECT took the socket over): the same security headers as every other answer.
   * @param {import("node:stream").Duplex} socket
   * @param {number} status
   * @param {Record<string, string>} [headers]
   */
  function writeRaw(socket, status, headers = {}) {
    const body = `${STATUS_CODES[status]}\n`;
    const all = {
      ...securityHeaders,
      ...headers,
      "Cache-Control": ERROR_CACHE_CONTROL,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      Date: new Date().toUTCString(),
      Connection: "close",
    };
    const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`);
  }

  // requireHostHeader off: handle() refuses a missing Host itself, with the security headers.
  /**
   * What every request gets first, whichever way it arrives: an id (echoed), its log line when done, and the
   * security headers.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function begin(req, res) {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    requestIds.set(req, requestId);
    res.setHeader("X-Request-Id", requestId);
    res.once("close", () => logRequest(req, res, started));
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  }

  const server = createServer({ requireHostHeader: false, maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    begin(req, res);
    const { socket } = req;
    idleSince.set(socket, null);
    res.once("close", () => {
      if (idleSince.has(socket)) idleSince.set(socket, performance.now());
    });
    if (closing) {
      refuseWhileStopping(req, res, securityHeaders);
      return;
    }
    inProgress.add(res);
    res.once("close", () => inProgress.delete(res));
    handle(req, res).catch((error) => {
      logProblem(req, `failed: ${errorText(error, true)}`, "error");
      if (!res.headersSent) sendPlain(res, 500, "Internal server error");
      else res.destroy();
    });
  });

  // An Expect other than 100-continue: Node's own answer would be a bare 417 with no headers and no log line.
  server.on("checkExpectation", (req, res) => {
    begin(req, res);
    logProblem(req, `unmet expectation (${String(req.headers.expect).slice(0, 40)})`);
    // The body, if any, is never read: the connection closes after the answer.
    sendPlain(res, 417, "Expectation failed", { Connection: "close" });
  });

  server.on("connection", (/** @type {import("node:net").Socket} */ socket) => {
    accepted += 1;
    idleSince.set(socket, performance.now());
    socket.once("close", () => idleSince.delete(socket));
  });
  // Requests Node cannot even parse (an unknown method such as TRACK, a broken request line, headers over
  // MAX_HEADER_BYTES) get a proper answer too, unless a response on that connection is already under way.
  /**
   * @param {NodeJS.ErrnoException} error
   * @param {import("node:stream").Duplex & { _httpMessage?: ServerResponse | null }} socket `_httpMessage`, a
   *   Node internal: the response under way on this connection, if any
   */
  const onClientError = (error, socket) => {
    // HPE_INVALID_EOF_STATE: the client closed the connection mid-request (a hang-up, logged with its request).
    if (
      error.code === "ECONNRESET" ||
      error.code === "HPE_INVALID_EOF_STATE" ||
      !socket.writable ||
      socket._httpMessage?.headersSent
    ) {
      socket.destroy();
      return;
    }
    /** @type {Record<string, number>} */
    const statusByCode = { HPE_INVALID_METHOD: 501, HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };
    const status = statusByCode[String(error.code)] ?? 400;
    const requestId = requestIdFrom(undefined);
    log.warn("request.problem", { requestId, status, problem: `unparsable request (${error.code ?? error.message})` });
    writeRaw(socket, status, { "X-Request-Id": requestId });
  };
  server.on("clientError", onClientError);

  // CONNECT (a proxy's tunnel) takes the socket over instead of reaching handle(): refuse it like TRACE.
  server.on("connect", (req, socket) => {
    socket.on("error", () => socket.destroy());
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    requestIds.set(req, requestId);
    logProblem(req, "method not allowed");
    writeRaw(socket, 405, { Allow: allowedMethodsFor(pathOf(req)), "X-Request-Id": requestId });
  });

  /**
   * Stops accepting and answers every request already taken; a request read after this (on a connection
   * still open) gets a 503 with Retry-After instead of a reset. Connections still busy after `graceMs` are
   * dropped. Then the lead store closes, once a delivery in progress has finished (within the same grace).
   * @param {{ graceMs?: number }} [options]
   * @returns {Promise<void>}
   */
  function shutdown({ graceMs = 10_000 } = {}) {
    closing ??= (async () => {
      const deadline = Date.now() + graceMs;
      // Answers not started yet close their connection once sent.
      for (const res of inProgress) if (!res.headersSent) res.setHeader("Connection", "close");
      // Connections the kernel has completed but Node has not accepted yet are reset when the listening socket
      // closes, and Node takes a while to accept a burst of them (measured: not within two turns of the event
      // loop, all within 200 ms). So it keeps accepting until no connection came for ACCEPT_QUIET_MS, at most
      // ACCEPT_QUEUE_MS; the requests on them are answered 503.
      const acceptUntil = Date.now() + ACCEPT_QUEUE_MS;
      for (let seen = -1; seen !== accepted && Date.now() < acceptUntil;) {
        seen = accepted;
        await new Promise((resolve) => setTimeout(resolve, ACCEPT_QUIET_MS));
      }
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs).unref();
      // Connections idle at the stop count their quiet time from now; each later one from its last answer.
      const stoppedAt = performance.now();
      const idle = setInterval(() => {
        const now = performance.now();
        for (const [socket, since] of idleSince)
          if (since !== null && now - Math.max(since, stoppedAt) >= STOPPING_IDLE_MS) socket.destroy();
      }, STOPPING_IDLE_MS / 4).unref();
      // net's close, not http's: http's also destroys at once every connection that has not sent a request
      // yet, including those whose request is sitting unread in the kernel, which resets clients that did send.
      const listenerClosed = new Promise((resolve) => NetServer.prototype.close.call(server, () => resolve(undefined)));
      log.info("server.not_accepting", { message: "new connections are refused from now on" });
      await listenerClosed;
      clearTimeout(cutOff);
      clearInterval(idle);
      const closeLeads = /** @type {Record<symbol, unknown>} */ (globalThis)[CLOSE_LEADS];
      if (typeof closeLeads === "function") {
        await closeLeads({ graceMs: Math.max(0, deadline - Date.now()) });
        log.info("leads.closed");
      }
    })();
    return closing;
  }

  /** From now on /healthz asks the lead store as usual (see `ready`). */
  function markReady() {
    isReady = true;
  }

  return Object.assign(server, { shutdown, markReady });
}

/** The build to serve: DIST_DIR when set (tests can snapshot a build), else the project's dist/. */
export const defaultDistDir = process.env.DIST_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url));
