// @ts-check
// Answers the server makes up itself: short plain-text errors (never stored by any cache), and whole answers
// written straight to a socket for requests that never become a request/response pair. Each carries the same
// security headers as every other answer, and is logged.
import { STATUS_CODES } from "node:http";
import { ERROR_CACHE_CONTROL } from "../lib/hosting/hosting-rules.mjs";
import { log, requestIdFrom } from "../lib/log/log.mjs";

/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * A short answer the server makes up itself (an error, a 405): plain text, never stored by any cache.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendPlain(res, status, text, headers = {}) {
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
export function refuseMethod(res, allow) {
  sendPlain(res, 405, "Method not allowed", { Allow: allow });
}

/**
 * A whole answer written straight to a socket, for requests that never become a `req`/`res` pair (Node could
 * not parse them, or CONNECT took the socket over): the same security headers as every other answer.
 * @param {import("node:stream").Duplex} socket
 * @param {number} status
 * @param {Record<string, string>} securityHeaders
 * @param {Record<string, string>} [headers]
 */
export function writeRaw(socket, status, securityHeaders, headers = {}) {
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
 * Requests Node cannot even parse (an unknown method such as TRACK, a broken request line, headers over the
 * size limit) get a proper answer too, unless a response on that connection is already under way.
 * @param {NodeJS.ErrnoException} error
 * @param {import("node:stream").Duplex & { _httpMessage?: ServerResponse | null }} socket `_httpMessage`, a
 *   Node internal: the response under way on this connection, if any
 * @param {Record<string, string>} securityHeaders
 */
export const answerClientError = (error, socket, securityHeaders) => {
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
  writeRaw(socket, status, securityHeaders, { "X-Request-Id": requestId });
};
