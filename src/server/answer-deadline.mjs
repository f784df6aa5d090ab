// @ts-check
// Every request's upper bound between "received" (its headers read) and "answered": whatever it waits on (a body
// arriving a byte a minute, a lead store that accepts connections and never replies, a bug), it is answered
// within the deadline and logged, so no request holds a descriptor, a slot of the sign-in queue or a graceful
// stop's grace period for ever (issue 53 §2). Node's own requestTimeout only bounds the upload, checked every 30 s.
import { log } from "../lib/log/log.mjs";
import { sendPlain } from "./raw-answers.mjs";
import { pathOf, requestIds } from "./request-log.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/** The default bound (REQUEST_TIMEOUT_SECONDS): far above any answer the site gives, even a slowed sign-in. */
export const DEFAULT_ANSWER_DEADLINE_MS = 30_000;

// Responses the deadline answered, so the route still running behind them is not blamed for failing to write.
/** @type {WeakSet<ServerResponse>} */
const answeredByDeadline = new WeakSet();

/**
 * True once the deadline answered this response (a later write by its route is expected to fail).
 * @param {ServerResponse} res
 */
export const wasCutOff = (res) => answeredByDeadline.has(res);

/**
 * Arms the deadline for one request: past `deadlineMs` without a finished answer, a 408 if its body is still
 * arriving (the client's delay), else a 503 with Retry-After (the server's), closing the connection; an answer
 * already started is cut off. Either way one `request.timeout` line says which.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} deadlineMs
 */
export function armAnswerDeadline(req, res, deadlineMs) {
  const timer = setTimeout(() => {
    if (res.writableFinished || res.destroyed) return;
    answeredByDeadline.add(res);
    const uploading = !req.complete;
    const started = res.headersSent;
    log[uploading ? "warn" : "error"]("request.timeout", {
      requestId: requestIds.get(req),
      method: req.method,
      path: pathOf(req),
      deadlineMs,
      waitingFor: uploading ? "the request body" : started ? "the rest of the answer" : "the answer",
    });
    if (started) res.destroy();
    else if (uploading) sendPlain(res, 408, "The request took too long to arrive.", { Connection: "close" });
    else
      sendPlain(res, 503, "The server could not answer in time. Please try again in a moment.", {
        Connection: "close",
        "Retry-After": "5",
      });
    // The route behind it runs on and, when it is done, answers into nothing: its writes would only fail, and
    // the Node adapter print each failure as a stack trace outside the JSON log.
    Object.assign(res, { writeHead: () => res, write: () => true, end: () => res });
  }, deadlineMs);
  // A stop does not wait for a timer: the lifecycle's grace period bounds what is left.
  timer.unref();
  res.once("close", () => clearTimeout(timer));
}
