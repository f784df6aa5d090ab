// @ts-check
// The production server: static files from dist/client (static-files.mjs: precompressed variants chosen by
// Accept-Encoding), on-demand routes through Astro's handler, their pages finished and compressed like the
// static ones (src/middleware/index.ts, with the finisher handed in here), and the same security and cache headers
// on every response. Whatever a request does (bad URL, odd method, file gone mid-request, client hanging up), it
// gets a clean answer (raw-answers.mjs); nothing a request does can crash the process. Every request gets an id
// (X-Request-Id, echoed) and one log line when its answer is done, plus one for anything that went wrong on the
// way (request-log.mjs). What it takes from the build, once at start: site-build.mjs. Starting and stopping:
// lifecycle.mjs. Sign-ins to /owner over the bound are refused before Astro runs: sign-in-gate.mjs.
//
// Why not the Node adapter's standalone mode (`node dist/server/entry.mjs`)? What it lacks, each with its test:
//  - precompressed Brotli and gzip variants, with Vary and an ETag per coding
//    (tests/unit/server.test.ts "precompressed files");
//  - on-demand pages finished as the build finishes pages, critical CSS inlined, and compressed
//    (tests/unit/on-demand-pages.test.ts, tests/unit/server-hostile-requests.test.ts "on-demand pages are labelled");
//  - one URL per page: trailing slashes and `.html` redirect, 308 for posts (tests/unit/server.test.ts "URLs and
//    caching", tests/unit/server-hostile-requests.test.ts "a trailing slash redirects");
//  - the security headers and CSP (hashed from this build) on every answer, errors and raw ones included
//    (tests/unit/server.test.ts "security headers", server-hostile-requests.test.ts "answers the server writes");
//  - the immutable cache header only for real files under /_astro/, never for a path climbing out of it
//    (tests/unit/server-hostile-gaps.test.ts);
//  - a request id and one JSON log line per request, an aborted upload included, and the client's TCP address,
//    not X-Forwarded-For, for the rate limit (tests/unit/request-log.test.ts, server-hostile-gaps.test.ts);
//  - methods the Fetch standard forbids (TRACE, CONNECT, TRACK) and unmet Expect headers answered with full
//    headers (tests/unit/server.test.ts "bad requests", server-hostile-gaps.test.ts);
//  - a graceful stop that answers every request received and resets no connection, then closes the lead store
//    (tests/unit/server-stop.test.ts), and /healthz at 503 until warmed up (tests/bench/cold-start.mjs measures).
// `send` answers ranges, conditional requests and HEAD as in the adapter; its own validators are replaced only
// by strong ones per coding, since If-Range (a resumed brochure download) needs a strong ETag
// (tests/unit/server.test.ts "ranges", "gives each coding its own ETag").
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import {
  REDIRECT_CACHE_CONTROL,
  STATIC_METHODS,
  allowedMethodsFor,
  isNotFoundPage,
} from "../lib/hosting/hosting-rules.mjs";
import { errorText, requestIdFrom } from "../lib/log/log.mjs";
import { noteReferrer } from "../lib/hosting/referrers.mjs";
import { DEFAULT_ANSWER_DEADLINE_MS, armAnswerDeadline, wasCutOff } from "./answer-deadline.mjs";
import { createLifecycle, refuseWhileStopping } from "./lifecycle.mjs";
import { createSignInGate } from "./sign-in-gate.mjs";
import { answerClientError, refuseMethod, sendPlain, writeRaw } from "./raw-answers.mjs";
import { logProblem, logRequest, pathOf, requestIds } from "./request-log.mjs";
import { loadBuild } from "./site-build.mjs";
import { createStaticFiles } from "./static-files.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("node:http").Server} Server */
/** @typedef {import("./site-build.mjs").Build} Build */

// The Fetch standard forbids these methods in a Request, so Astro cannot even see them: answer here. (Node
// hands CONNECT to the `connect` event and cannot parse TRACK at all: both are answered below, outside handle.)
const FETCH_FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
// Node's default, said out loud: a request whose line and headers exceed it gets a 431.
const MAX_HEADER_BYTES = 16 * 1024;
// The largest body read for an on-demand route before Astro sees it (the lead endpoint refuses over 16 KB
// itself, with its own answer); beyond this, a plain 413.
const MAX_BUFFERED_BODY = 1024 * 1024;
// A `.` or `..` segment left after decoding (`/_astro/..%2fabout`): browsers resolve these before sending, so only
// a probe sends one, and a CDN that normalises the path would store the answer under another URL.
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * A request's whole body, read before it is handed on: null when the client went away first (its request line
 * says `aborted`), "too-large" past MAX_BUFFERED_BODY (the rest is not read; the answer closes the connection).
 * @param {IncomingMessage} req
 * @returns {Promise<Buffer | null | "too-large">}
 */
function readBody(req) {
  return new Promise((resolve) => {
    // A request with no body (no Content-Length, nothing sent) may have ended before this reads it: no 'end' follows.
    if (req.readableEnded) {
      resolve(Buffer.alloc(0));
      return;
    }
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
    req.once("close", () => resolve(req.complete ? Buffer.concat(chunks) : null));
    // Flowing even if something paused the stream earlier (a request with no body otherwise never ends here).
    req.resume();
  });
}

/**
 * Creates the HTTP server for a build directory. The returned server has `shutdown()` (lifecycle.mjs): stop
 * accepting, answer the requests already taken (later ones on open connections get a 503 with Retry-After), let
 * a delivery in progress finish (all within `graceMs`), then close the lead store.
 * Until `markReady()` (when `ready` is false, as `npm start` sets it while it warms up), /healthz answers 503 with
 * Retry-After, so a load balancer sends no traffic to a process still loading its content.
 * Every request is answered within `answerDeadlineMs` of its headers arriving (answer-deadline.mjs).
 * @param {{ distDir: string, extraHeaders?: (pathname: string) => Record<string, string>,
 *   statFile?: import("./static-files.mjs").StatFile, ready?: boolean, answerDeadlineMs?: number }} options
 *   `statFile`, which finds the build's files, lets tests make the disk fail.
 */
export async function createSiteServer({
  distDir,
  extraHeaders = () => ({}),
  statFile,
  ready = true,
  answerDeadlineMs = DEFAULT_ANSWER_DEADLINE_MS,
}) {
  const build = await loadBuild(distDir);
  const { securityHeaders } = build;
  const files = createStaticFiles({
    clientDir: build.clientDir,
    statFile,
    pagePolicy: (filePath) => build.policies.get(filePath),
  });
  let isReady = ready;
  const signInGate = createSignInGate(process.env);
  const handle = createRequestHandler({
    build,
    files,
    extraHeaders,
    isReady: () => isReady,
    isDraining: () => lifecycle.isDraining(),
  });
  const server = createServer({ requireHostHeader: false, maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    begin(req, res, securityHeaders);
    lifecycle.track(req, res);
    armAnswerDeadline(req, res, answerDeadlineMs);
    if (lifecycle.isStopping()) {
      refuseWhileStopping(req, res, securityHeaders);
      return;
    }
    if (signInGate.refuses(req, res)) return;
    handle(req, res).catch((error) => {
      // The deadline answered already: the route's late write is expected to fail, and was logged as a timeout.
      if (wasCutOff(res)) return;
      logProblem(req, `failed: ${errorText(error, true)}`, "error");
      if (!res.headersSent) sendPlain(res, 500, "Internal server error");
      else res.destroy();
    });
  });
  const lifecycle = createLifecycle(server);
  answerOutsideHandle(server, securityHeaders);
  /** From now on /healthz asks the lead store as usual (see `ready`). */
  const markReady = () => {
    isReady = true;
  };
  return Object.assign(server, { shutdown: lifecycle.shutdown, markReady });
}

/**
 * What every request gets first, whichever way it arrives: an id (echoed), its log line when done, and the
 * security headers.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Record<string, string>} securityHeaders
 */
function begin(req, res, securityHeaders) {
  const started = performance.now();
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  requestIds.set(req, requestId);
  res.setHeader("X-Request-Id", requestId);
  res.once("close", () => logRequest(req, res, started));
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
}

/**
 * The requests Node never hands to the request handler, each answered with the site's headers and a log line.
 * @param {Server} server
 * @param {Record<string, string>} securityHeaders
 */
function answerOutsideHandle(server, securityHeaders) {
  // An Expect other than 100-continue: Node's own answer would be a bare 417 with no headers and no log line.
  server.on("checkExpectation", (req, res) => {
    begin(req, res, securityHeaders);
    logProblem(req, `unmet expectation (${String(req.headers.expect).slice(0, 40)})`);
    // The body, if any, is never read: the connection closes after the answer.
    sendPlain(res, 417, "Expectation failed", { Connection: "close" });
  });
  server.on("clientError", (error, socket) => answerClientError(error, socket, securityHeaders));
  // CONNECT (a proxy's tunnel) takes the socket over instead of reaching handle(): refuse it like TRACE.
  server.on("connect", (req, socket) => {
    socket.on("error", () => socket.destroy());
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    requestIds.set(req, requestId);
    logProblem(req, "method not allowed");
    writeRaw(socket, 405, securityHeaders, { Allow: allowedMethodsFor(pathOf(req)), "X-Request-Id": requestId });
  });
}

/**
 * The request handler, in steps: a path it can read, the methods the path answers, one URL per page, then Astro
 * for an on-demand route or a file of the build.
 * @param {{ build: Build, files: ReturnType<typeof createStaticFiles>,
 *   extraHeaders: (pathname: string) => Record<string, string>, isReady: () => boolean, isDraining: () => boolean }} options
 */
function createRequestHandler({ build, files, extraHeaders, isReady, isDraining }) {
  const { routedOnDemand } = build;
  /**
   * Where a path with a trailing slash, a page's `.html` name or more than one leading slash redirects: its clean
   * URL when that is an on-demand route or a file, else null. One leading slash: `/.//about/` must not send a
   * browser to `//about`, another host.
   * @param {string} pathname
   */
  async function cleanUrlFor(pathname) {
    const untidy = pathname.endsWith("/") || pathname.endsWith(".html") || pathname.startsWith("//");
    if (pathname.length <= 1 || !untidy) return null;
    const clean = `/${pathname
      .replace(/\/+$/, "")
      .replace(/(?:\/index)?\.html$/, "")
      .replace(/^\/+/, "")}`;
    if (clean === pathname) return null;
    if (routedOnDemand(clean)) return clean;
    return (await files.findFile(clean)) ? clean : null;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  return async function handle(req, res) {
    if (isDraining()) res.setHeader("Connection", "close");
    const pathname = readablePath(req, res);
    if (pathname === undefined) return;
    for (const [name, value] of Object.entries(extraHeaders(pathname))) res.setHeader(name, value);
    if (DOT_SEGMENT.test(pathname)) return files.sendNotFound(req, res, pathname);
    if (!isReady() && pathname === "/healthz")
      return sendPlain(res, 503, "Starting: not ready yet", { "Retry-After": "1" });
    // Stopping: pages are still answered, but a load balancer's check is told to send no more.
    if (isDraining() && pathname === "/healthz")
      return sendPlain(res, 503, "Stopping: send no new requests", { "Retry-After": "5" });
    if (refusedMethod(req, res, pathname, routedOnDemand)) return;
    // One URL per page, on demand or not: `/about/`, `/about.html` and `/compare/` redirect to the clean URL,
    // query kept. 301 for GET and HEAD; 308 for a post to an on-demand route, so its method and body survive.
    const clean = await cleanUrlFor(pathname);
    if (clean) {
      const search = requestUrl(req).search;
      const status = STATIC_METHODS.includes(req.method ?? "") ? 301 : 308;
      res.writeHead(status, { Location: encodeURI(clean) + search, "Cache-Control": REDIRECT_CACHE_CONTROL }).end();
      return;
    }
    // `//x/about` is no page of this site (issue 53 §11: it was served as /about, and `//keystatic` as the home).
    if (pathname.startsWith("//")) return files.sendNotFound(req, res, pathname);
    // A visit from another site, static page or not: the referring host, for the owner's counters (the owner's own
    // visits to /owner are not counted, as its page counts no view).
    if (pathname !== "/owner") noteReferrer(req.method, req.headers);
    if (routedOnDemand(pathname)) return answerOnDemand(req, res, pathname, build, files);
    const file = await files.findFile(pathname);
    if (!file) await files.sendNotFound(req, res, pathname);
    else if (isNotFoundPage(pathname)) await files.sendNotFoundPage(req, res, file);
    else await files.sendFile(req, res, file, pathname);
  };
}

/**
 * The request's target as a URL. A target starting `//` is a path, never a host: resolved against a base, as
 * `new URL("//x/about", base)` would, it is `http://x/about`, and the site served /about for it.
 * @param {IncomingMessage} req
 */
function requestUrl(req) {
  const target = req.url ?? "/";
  return new URL(target.startsWith("/") ? `http://localhost${target}` : target, "http://localhost");
}

/**
 * The request's path, decoded; undefined once the request was answered 400 (no Host, a malformed URL).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function readablePath(req, res) {
  // Node would refuse this itself, without the headers above (requireHostHeader is off for that reason).
  if (req.httpVersion === "1.1" && !req.headers.host) {
    logProblem(req, "no Host header");
    sendPlain(res, 400, "Bad request: no Host header", { Connection: "close" });
    return undefined;
  }
  try {
    const pathname = decodeURIComponent(requestUrl(req).pathname);
    if (pathname.includes("\0")) throw new Error("NUL in path");
    return pathname;
  } catch (error) {
    logProblem(req, `malformed URL (${errorText(error)})`);
    sendPlain(res, 400, "Bad request: malformed URL");
    return undefined;
  }
}

/**
 * True once a method the path does not answer was refused with 405 and Allow.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} pathname
 * @param {(pathname: string) => boolean} routedOnDemand
 */
function refusedMethod(req, res, pathname, routedOnDemand) {
  if (FETCH_FORBIDDEN_METHODS.has(req.method ?? "")) {
    logProblem(req, "method not allowed");
    refuseMethod(res, allowedMethodsFor(pathname));
    return true;
  }
  // `/shortlist/` is the on-demand route's URL too (it redirects), so a POST to it is not refused here.
  if (!routedOnDemand(pathname.replace(/\/+$/, "")) && !STATIC_METHODS.includes(req.method ?? "")) {
    refuseMethod(res, allowedMethodsFor(pathname));
    return true;
  }
  return false;
}

/**
 * An on-demand route, answered by Astro with the body read first and what the routes need as locals.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} pathname
 * @param {Build} build
 * @param {ReturnType<typeof createStaticFiles>} files
 */
async function answerOnDemand(req, res, pathname, build, files) {
  // The body is read here first: a client hanging up mid-upload then ends as this request's one log line
  // (`aborted`), where Astro would print the read's error as a multi-line stack trace, outside the JSON log.
  // A request with neither Content-Length nor Transfer-Encoding has no body (RFC 9112 §6.3): nothing to read.
  const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
  if (!STATIC_METHODS.includes(req.method ?? "") && hasBody) {
    const body = await readBody(req);
    if (body === "too-large") {
      sendPlain(res, 413, "Request body too large", { Connection: "close" });
      return;
    }
    if (!body) return;
    // The Node adapter takes a request's body from `req.body` when it is set (as body parsers leave it);
    // an async iterable keeps the bytes exact. An empty body yields nothing: undici's stream would wait forever
    // for the next chunk after an empty one (issue 53 §2).
    /** @type {IncomingMessage & { body?: unknown }} */ (req).body = (async function* () {
      if (body.length > 0) yield body;
    })();
  }
  // The TCP peer goes in as a local: Astro's clientAddress believes any X-Forwarded-For header. The request id
  // goes in too, for the lead pipeline's log lines, and the page's finisher, for src/middleware/index.ts.
  await build.handler(req, res, () => files.sendNotFound(req, res, pathname), {
    remoteAddress: req.socket.remoteAddress,
    requestId: requestIds.get(req),
    finishHtml: build.finishOnDemand(pathname),
  });
}

/** The build to serve: DIST_DIR when set (tests can snapshot a build), else the project's dist/. */
export const defaultDistDir = process.env.DIST_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url));
