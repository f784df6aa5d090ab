// The raw HTTP client the server tests use survives a stalled event loop. Node's default agent reused a kept-alive
// socket that the server (`Keep-Alive: timeout=5`) closed during a stall of over 5 s between two tests, and the next
// request failed with `read ECONNRESET` on a busy machine; each exchange now has a connection of its own.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../support/raw-http.mjs";

/** Blocks the event loop, as a busy machine or a CPU-bound test does: no timer or socket event runs meanwhile. */
function stallEventLoop(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("rawExchange", () => {
  let server: Server;
  let baseUrl = "";
  let connections = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => response.end("answered"));
    // The site server's idle timeout (Node's default), named here since the stall below is measured against it.
    server.keepAliveTimeout = 5_000;
    server.on("connection", () => connections++);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers the request after a 6 s stall past the server's keep-alive timeout, on a connection of its own", async () => {
    const first = await rawExchange(baseUrl, "GET", "/");
    expect(first.status).toBe(200);
    // The head a browser gets: it asks to keep the connection alive, though this client closes it.
    expect(first.headers.connection).toBe("keep-alive");
    stallEventLoop(6_000);
    const second = await rawExchange(baseUrl, "GET", "/");
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe("answered");
    expect(connections).toBe(2);
  }, 30_000);
});
