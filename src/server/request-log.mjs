// @ts-check
// Each request's log lines: its id (X-Request-Id, echoed), one line when its answer is done, and one for anything
// that went wrong on the way. Paths only, never query strings (they can carry what a visitor typed).
import { log } from "../lib/log/log.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

// The id of each request, for the log lines written about it.
/** @type {WeakMap<import("node:http").IncomingMessage, string>} */
export const requestIds = new WeakMap();

/**
 * The path a log line names: never the query string, which can carry what a visitor typed.
 * @param {IncomingMessage} req
 */
export function pathOf(req) {
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
export function logProblem(req, problem, level = "warn") {
  log[level]("request.problem", { requestId: requestIds.get(req), method: req.method, path: pathOf(req), problem });
}

/**
 * The request's one line, once its answer is sent (or the client went away first: `aborted`, with no status if
 * no answer had started). `bytes` is the body's length when the answer declared it.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} started when the request came, as performance.now() said
 */
export function logRequest(req, res, started) {
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
