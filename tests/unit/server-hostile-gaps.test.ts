// Issue 37 §3, against the built server as `npm start` runs it: the last hostile-input gaps. A path that climbs
// out of /_astro/ never gets the year-long immutable header; an Expect header Node cannot meet gets the same
// headers and log line as any other answer; a client hanging up mid-upload is one JSON log line, never a stack
// trace. Needs `npm run build` first.
// Content-independent: hostile requests for /about and /_astro/ paths, which any content has.
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_SECURITY_HEADERS, ERROR_CACHE_CONTROL } from "../../src/lib/hosting/hosting-rules.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { spawnSite } from "../support/spawn-site.mjs";

let site: Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hostile-gaps-"));
  site = await spawnSite({ env: { LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}` } });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  await rm(dir, { recursive: true, force: true });
});

const SECURITY_HEADER_NAMES = [...Object.keys(BASE_SECURITY_HEADERS), "Content-Security-Policy"].map((name) =>
  name.toLowerCase(),
);

/** The log lines written so far, each parsed (a line that is not JSON fails the test that reads it). */
function logLines(): Record<string, unknown>[] {
  return site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`);
      }
    });
}

describe("a path that climbs out of /_astro/", () => {
  it.each(["/_astro/..%2fabout", "/_astro/..%2F..%2Fabout", "/_astro/.%2f..%2fabout"])(
    "%s is not a file there: 404, never cached for a year",
    async (path) => {
      const answer = await rawExchange(site.baseUrl, "GET", path);
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).not.toMatch(/immutable/);
    },
  );

  // The URL standard reads %2e%2e as `..`, as browsers and CDNs do: this one is /about, and cached as /about is.
  it("/_astro/%2e%2e/about is /about, never cached for a year", async () => {
    const answer = await rawExchange(site.baseUrl, "GET", "/_astro/%2e%2e/about");
    expect(answer.headers["cache-control"]).toMatch(/max-age=0/);
  });

  it("a real hashed asset still is immutable", async () => {
    const html = await (await fetch(`${site.baseUrl}/about`)).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const answer = await rawExchange(site.baseUrl, "GET", asset!);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("an Expect header the server cannot meet", () => {
  it.each([
    ["GET", "/about"],
    ["POST", "/api/leads"],
  ])("%s %s gets 417 with every header and a log line", async (method, path) => {
    const requestId = `expect-${method.toLowerCase()}-1`;
    const answer = await rawExchange(site.baseUrl, method, path, { Expect: "200-ok", "X-Request-Id": requestId });
    expect(answer.status).toBe(417);
    for (const name of SECURITY_HEADER_NAMES) expect(answer.headers[name], name).toBeTruthy();
    expect(answer.headers["cache-control"]).toBe(ERROR_CACHE_CONTROL);
    expect(answer.headers["x-request-id"]).toBe(requestId);
    await expect
      .poll(() => logLines().filter((line) => line.requestId === requestId && line.event === "request"), {
        timeout: 20_000,
      })
      .toEqual([expect.objectContaining({ status: 417, method, path })]);
  });
});

describe("a client hanging up mid-upload", () => {
  it("is logged as one JSON line, and the server carries on", async () => {
    const requestId = "aborted-upload-1";
    const socket = connect(site.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    const continued = new Promise<void>((resolve) =>
      socket.on("data", (chunk) => {
        received += chunk;
        if (received.startsWith("HTTP/1.1 100")) resolve();
      }),
    );
    socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n` +
        "Content-Type: application/json\r\nExpect: 100-continue\r\n" +
        `Content-Length: 5000\r\nX-Request-Id: ${requestId}\r\nOrigin: ${site.baseUrl}\r\n\r\n`,
    );
    // "100 Continue": the server has taken the request and waits for its body. Part of it comes, then the client goes.
    await continued;
    socket.write('{"formKind":"consul');
    socket.destroy();
    await expect
      .poll(() => logLines().some((line) => line.requestId === requestId && line.event === "request"), {
        timeout: 20_000,
      })
      .toBe(true);
    // A later post through the same route, answered: anything the aborted one printed is in the output by now.
    const after = await fetch(`${site.baseUrl}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.baseUrl, "X-Request-Id": "after-abort" },
      body: "{}",
    });
    expect(after.status).toBe(400);
    await expect
      .poll(() => logLines().some((line) => line.requestId === "after-abort" && line.event === "request"), {
        timeout: 20_000,
      })
      .toBe(true);
    const lines = logLines();
    expect(lines.filter((line) => line.requestId === requestId)).toEqual([
      expect.objectContaining({ event: "request", path: "/api/leads", aborted: true }),
    ]);
    expect(site.output()).not.toMatch(/^\s+at /m);
  });
});
