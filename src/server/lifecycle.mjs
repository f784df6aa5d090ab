// @ts-check
// Stopping gracefully (and the state it needs from the moment the server starts): first, if asked, a drain in which
// everything is answered as usual but with Connection: close, and /healthz says 503, so a load balancer takes the
// server out of rotation while it still accepts; then every request received is answered, by its route or with a
// 503 and Retry-After; connections are closed only once quiet; the listening socket closes once the kernel's queue
// of connections is drained; then the lead store closes.
import { Server as NetServer } from "node:net";
import { log } from "../lib/log/log.mjs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

// Where src/lib/leads/runtime.ts (bundled into dist/server) leaves its close function for a graceful stop.
const CLOSE_LEADS = Symbol.for("franchise-advisor.leads.close");
// While stopping: how long a connection may stay open without sending a request before it is closed, counted
// for each connection from its last answer (or from the stop, if it was idle then), unless shutdown() is given
// another (SHUTDOWN_IDLE_SECONDS). A keep-alive client sends its next request at once after an answer, and gets
// a 503; only a connection quiet this long is closed, so a request is never met by a connection closing under it.
const STOPPING_IDLE_MS = 1000;
// While stopping: the listening socket stays open (at most ACCEPT_QUEUE_MS) until no connection came for
// ACCEPT_QUIET_MS, to take the connections the kernel has already queued for it.
const ACCEPT_QUEUE_MS = 300;
const ACCEPT_QUIET_MS = 50;

/**
 * A request read after the stop began: the body is read first (closing a socket with unread data resets it,
 * which can destroy the answer before the client reads it), then a 503 that says when to try again.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Record<string, string>} headers
 */
export function refuseWhileStopping(req, res, headers) {
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
 * Tracks the server's connections and answers from its start, and stops it on request: `shutdown()` drains for
 * `drainMs` (answering as usual, each answer closing its connection, /healthz 503), then stops accepting, answers
 * the requests already taken (later ones on open connections get a 503 with Retry-After), lets a delivery in
 * progress finish (all within `graceMs`), then closes the lead store.
 * @param {import("node:http").Server} server
 */
export function createLifecycle(server) {
  /** @type {Promise<void> | null} */
  let closing = null;
  // Set by shutdown() at once: every answer from now on closes its connection, and /healthz says 503.
  let draining = false;
  // Set once the drain is over: the listener is closing and new requests are refused with a 503.
  let stopping = false;
  // Responses in progress, so a stop can make each close its connection once sent.
  /** @type {Set<ServerResponse>} */
  const inProgress = new Set();
  // Each open connection, and since when it has been idle (null while a request on it is being answered).
  /** @type {Map<import("node:net").Socket, number | null>} */
  const idleSince = new Map();
  // Connections accepted so far, so a stop can tell when the kernel's queue of them is empty.
  let accepted = 0;

  server.on("connection", (/** @type {import("node:net").Socket} */ socket) => {
    accepted += 1;
    idleSince.set(socket, performance.now());
    socket.once("close", () => idleSince.delete(socket));
    if (stopping) watchBytes(socket);
  });

  /**
   * While stopping, bytes of a request not yet whole are activity too: quiet time counts from the last bytes
   * received. (Only then: a `data` listener moves the connection's parsing from C++ into JavaScript.)
   * @param {import("node:net").Socket} socket
   */
  function watchBytes(socket) {
    socket.on("data", () => {
      if (idleSince.get(socket) !== null) idleSince.set(socket, performance.now());
    });
  }

  /**
   * Notes each request as it arrives: its connection is busy until the answer is done.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function track(req, res) {
    const { socket } = req;
    idleSince.set(socket, null);
    res.once("close", () => {
      if (idleSince.has(socket)) idleSince.set(socket, performance.now());
    });
    if (stopping) return;
    inProgress.add(res);
    res.once("close", () => inProgress.delete(res));
  }

  /**
   * Stops accepting and answers every request already taken; a request read after this (on a connection
   * still open) gets a 503 with Retry-After instead of a reset. Connections still busy after `graceMs` are
   * dropped. Then the lead store closes, once a delivery in progress has finished (within the same grace).
   * `idleMs`: how long a connection may stay quiet before it is closed (STOPPING_IDLE_MS). `drainMs`: how long to
   * go on answering first (SHUTDOWN_DRAIN_SECONDS), so a load balancer checking /healthz stops sending before the
   * listener closes; the grace period starts after it.
   * @param {{ graceMs?: number, idleMs?: number, drainMs?: number }} [options]
   * @returns {Promise<void>}
   */
  function shutdown({ graceMs = 10_000, idleMs = STOPPING_IDLE_MS, drainMs = 0 } = {}) {
    closing ??= (async () => {
      draining = true;
      // Answers not started yet close their connection once sent: a client's next request opens a new one, which
      // a load balancer sends to another server.
      for (const res of inProgress) if (!res.headersSent) res.setHeader("Connection", "close");
      if (drainMs > 0) {
        log.info("server.draining", {
          drainSeconds: drainMs / 1000,
          message: "answering as usual, each answer closing its connection, /healthz 503, until the drain ends",
        });
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      stopping = true;
      const deadline = Date.now() + graceMs;
      for (const socket of idleSince.keys()) watchBytes(socket);
      // Answers not started yet close their connection once sent.
      for (const res of inProgress) if (!res.headersSent) res.setHeader("Connection", "close");
      // Connections the kernel has completed but Node has not accepted yet are reset when the listening socket
      // closes, and Node takes a while to accept a burst of them (measured: not within two turns of the event
      // loop, all within 200 ms). So it keeps accepting until no connection came for ACCEPT_QUIET_MS, at most
      // ACCEPT_QUEUE_MS; the requests on them are answered 503.
      const acceptUntil = Date.now() + ACCEPT_QUEUE_MS;
      for (let seen = -1; seen !== accepted && Date.now() < acceptUntil;) {
        seen = accepted;
        // Counted after the poll phase that follows the timer, where the connections waiting are accepted: on a
        // busy machine the timer alone can fire before they are, and the listener would close on them.
        await new Promise((resolve) => setTimeout(() => setImmediate(resolve), ACCEPT_QUIET_MS));
      }
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs).unref();
      // Connections idle at the stop count their quiet time from now; each later one from its last answer.
      const stoppedAt = performance.now();
      // Decided after the event loop's poll phase (setImmediate), never straight from the timer: on a busy
      // machine the timer can fire before bytes already waiting on a connection have been read, and closing a
      // connection with unread bytes resets it.
      const idle = setInterval(
        () =>
          setImmediate(() => {
            const now = performance.now();
            for (const [socket, since] of idleSince)
              if (since !== null && now - Math.max(since, stoppedAt) >= idleMs) socket.destroy();
          }),
        STOPPING_IDLE_MS / 4,
      ).unref();
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

  return { track, shutdown, isDraining: () => draining, isStopping: () => stopping };
}
