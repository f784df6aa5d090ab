// What fuzzing the Node server found, against the real build: every request gets a proper answer
// (never a 5xx for what a client sent), the on-demand routes answer only their own methods, error answers are
// never cached and always carry the security headers, and a trailing slash redirects on every route.
// Content-independent: every path it sends is made up or a tool's own route, which any content has.
import { stat } from "node:fs/promises";
import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BASE_SECURITY_HEADERS, ON_DEMAND_PAGE_CACHE_CONTROL } from "../../src/lib/hosting/hosting-rules.mjs";
import { createSiteServer, defaultDistDir } from "../../src/server/serve.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { startBuiltSite } from "../support/site-server.mjs";

let site: { baseUrl: string; close: () => Promise<void> };
let logged: string[] = [];
beforeAll(async () => {
  site = await startBuiltSite();
});
afterAll(() => site?.close());
beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
});
afterEach(() => vi.restoreAllMocks());

const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawExchange(site.baseUrl, method, path, headers);

/** Every header each answer must carry, from the one place the server takes them. */
const SECURITY_HEADER_NAMES = [...Object.keys(BASE_SECURITY_HEADERS), "Content-Security-Policy"].map((name) =>
  name.toLowerCase(),
);

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  for (const name of SECURITY_HEADER_NAMES) expect(headers[name], name).toBeTruthy();
  expect(headers["content-security-policy"]).toMatch(/default-src 'self'/);
}

/** Writes raw bytes on a new connection; resolves with the status line and headers of what comes back. */
function rawAnswer(baseUrl: string, text: string) {
  const url = new URL(baseUrl);
  return new Promise<{ statusLine: string; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => {
      const [head, ...rest] = answer.split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ statusLine, headers, body: rest.join("\r\n\r\n") });
    });
    socket.on("error", reject);
    socket.setTimeout(5000, () =>
      reject(new Error(`no answer (or the connection stayed open) for ${text.slice(0, 40)}`)),
    );
  });
}

describe("file lookups no request can turn into a file answer 404, quietly", () => {
  const long = "a".repeat(251);
  it.each([
    ["a 251-byte segment", `/${long}`, "/404"],
    ["a 251-byte segment in a section", `/franchises/${long}`, "/franchises/404"],
    ["a 251-byte segment with a slash", `/${long}/`, "/404"],
    ["a 256-byte file name", `/${"a".repeat(252)}.png`, "/404"],
    ["a path over 4 KB", `/${"abcdefgh/".repeat(500)}x`, "/404"],
    ["a file used as a folder (ENOTDIR)", "/about.html/x", "/404"],
    ["a folder as a file (EISDIR)", "/_astro", "/404"],
  ])("%s", async (_kind, path, notFoundPage) => {
    const response = await raw("GET", path);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expectSecurityHeaders(response.headers);
    const page = await raw("GET", notFoundPage);
    expect(response.body.equals(page.body), "the section's own 404 page").toBe(true);
    expect(logged.join("\n")).not.toMatch(/failed|ENAMETOOLONG|ENOTDIR|EISDIR/);
  });

  it.each(["/%E0%A4%A", "/%", "/about%00", `/${"%ff".repeat(100)}`])(
    "answers the undecodable path %s with 400, uncached, not a 5xx",
    async (path) => {
      const response = await raw("GET", path);
      expect(response.status).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(response.headers);
    },
  );
});

describe("on-demand routes answer only their own methods", () => {
  const GET_ONLY = ["/compare", "/franchises/search", "/affordability", "/area-check", "/franchises/results.json"];

  it.each(GET_ONLY.flatMap((path) => ["PUT", "DELETE", "PATCH", "POST", "OPTIONS"].map((method) => [method, path])))(
    "%s %s: 405, Allow: GET, HEAD, never cached",
    async (method, path) => {
      const response = await raw(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(response.headers);
    },
  );

  it.each(GET_ONLY)("GET and HEAD %s still answer 200, cacheable", async (path) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await raw(method, path);
      expect(response.status, method).toBe(200);
      expect(response.headers["cache-control"], method).toBe(ON_DEMAND_PAGE_CACHE_CONTROL);
    }
  });

  it.each([
    ["/shortlist", "GET, HEAD, POST"],
    ["/api/leads", "POST"],
  ])("%s keeps its own Allow on every other method", async (path, allow) => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      const response = await raw(method, path);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe(allow);
      expect(response.headers["cache-control"], method).toBe("no-store");
    }
  });
});

describe("answers the server writes itself carry the security headers and are never cached", () => {
  it.each([
    ["CONNECT to a path", "CONNECT /api/leads HTTP/1.1\r\nHost: x\r\n\r\n", "405 Method Not Allowed", "POST"],
    ["CONNECT to a host", "CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n", "405 Method Not Allowed", "GET, HEAD"],
    ["TRACK (Node cannot parse it)", "TRACK /about HTTP/1.1\r\nHost: x\r\n\r\n", "501 Not Implemented", undefined],
    ["a broken request line", "GET /about HTTP/9\r\n\r\n", "400 Bad Request", undefined],
    ["no Host header", "GET /about HTTP/1.1\r\n\r\n", "400 Bad Request", undefined],
    [
      "headers too large",
      `GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      "431 Request Header Fields Too Large",
      undefined,
    ],
  ])("%s", async (_kind, request, status, allow) => {
    const answer = await rawAnswer(site.baseUrl, request);
    expect(answer.statusLine).toBe(`HTTP/1.1 ${status}`);
    expectSecurityHeaders(answer.headers);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers.connection).toBe("close");
    expect(answer.headers.allow).toBe(allow);
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
    expect((await raw("GET", "/about")).status).toBe(200);
  });

  it("a 405 on a static page", async () => {
    const response = await raw("DELETE", "/about");
    expect(response.status).toBe(405);
    expect(response.headers["cache-control"]).toBe("no-store");
    expectSecurityHeaders(response.headers);
  });

  it("a 500 when a build file cannot be read", async () => {
    const server: Server = await createSiteServer({
      distDir: defaultDistDir,
      statFile: async (path) => {
        if (String(path).endsWith("about.html"))
          throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
        return stat(path);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const response = await rawExchange(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, "GET", "/about");
      expect(response.status).toBe(500);
      expect(response.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(response.headers);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("on-demand pages are labelled like the static ones", () => {
  it("say their HTML is UTF-8", async () => {
    for (const path of ["/compare", "/affordability?cash=60000", "/franchises/search?q=a", "/shortlist"])
      expect((await raw("GET", path)).headers["content-type"], path).toBe("text/html; charset=utf-8");
  });

  it("send a 304 as Not Modified", async () => {
    const { headers } = await raw("GET", "/affordability?cash=70000");
    const answer = await rawAnswer(
      site.baseUrl,
      `GET /affordability?cash=70000 HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${headers.etag}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.statusLine).toBe("HTTP/1.1 304 Not Modified");
  });
});

describe("a trailing slash redirects to the slashless URL on every route", () => {
  it.each([
    "/about",
    "/favicon.svg",
    "/compare",
    "/shortlist",
    "/affordability",
    "/franchises/search",
    "/franchises/results.json",
  ])("%s/ answers 301 to the slashless URL, query kept", async (path) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await raw(method, `${path}/?q=a%20b&page=2`);
      expect(response.status, method).toBe(301);
      expect(response.headers.location, method).toBe(`${path}?q=a%20b&page=2`);
    }
  });

  it("keeps a post's method and body with 308", async () => {
    for (const path of ["/shortlist/", "/api/leads/"]) {
      const response = await raw("POST", path);
      expect(response.status, path).toBe(308);
      expect(response.headers.location, path).toBe(path.slice(0, -1));
    }
  });

  it("never redirects to another host", async () => {
    // `/.//about/` is the path `//about/`: trimming only the slash would say `Location: //about`.
    const answer = await rawAnswer(site.baseUrl, "GET /.//about/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(answer.statusLine).toBe("HTTP/1.1 301 Moved Permanently");
    expect(answer.headers.location).toBe("/about");
  });
});
