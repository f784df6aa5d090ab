// @ts-check
// One HTTP/1.1 exchange without fetch's help: fetch refuses TRACE, normalises odd URLs and decompresses
// bodies, and these tests need to see exactly what the server sent.
// Each exchange has a connection of its own. Node 20's default agent would hand the next request a kept-alive
// socket, which the server (`Keep-Alive: timeout=5`) closes when the event loop stalls for over 5 s between two
// tests, so on a busy machine the next request failed with `read ECONNRESET` (raw-http.test.ts stalls 6 s).
// The reused sockets also gathered the server's per-request listeners: the unit run's MaxListenersExceededWarning
// (11 close listeners on a Socket) came from these tests, and is gone with them.
import { request } from "node:http";

/**
 * Sends one request and resolves with the status, headers and raw body bytes.
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @param {string} [body]
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, headerBytes: number, body: Buffer }>}
 */
export function rawExchange(baseUrl, method, path, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    // `agent: false`: a fresh socket, closed once answered. `Connection: keep-alive`, as browsers send, so the
    // answer's head is the one a browser gets (the first flight's byte count includes it).
    const sent = { Connection: "keep-alive", ...headers };
    const options = { host: url.hostname, port: url.port, method, path, headers: sent, agent: false };
    const req = request(options, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          headerBytes: headBytes(`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}`, res.rawHeaders),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Bytes of an HTTP/1.1 response head as sent: the status line, each `Name: value` line, and the blank line.
 * @param {string} statusLine
 * @param {string[]} rawHeaders
 */
export function headBytes(statusLine, rawHeaders) {
  let bytes = Buffer.byteLength(`${statusLine}\r\n\r\n`);
  for (let i = 0; i < rawHeaders.length; i += 2)
    bytes += Buffer.byteLength(`${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`);
  return bytes;
}
