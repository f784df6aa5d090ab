// The Node server against the real build: status codes, clean URLs, the security headers on every kind of
// response, precompressed files, and surviving bad requests, failing disks, vanishing clients and SIGTERM.
// Content-independent: it asks for /about, /blog, made-up pages and the favicon, which any content has.
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, symlink, unlink, writeFile } from "node:fs/promises";
import { get as get_, request, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSiteServer, defaultDistDir } from "../../src/server/serve.mjs";
import { rawExchange } from "../support/raw-http.mjs";
import { startBuiltSite } from "../support/site-server.mjs";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";

let site: { baseUrl: string; close: () => Promise<void> };
beforeAll(async () => {
  site = await startBuiltSite();
});
afterAll(() => site?.close());

const get = (path: string, init?: RequestInit) => fetch(site.baseUrl + path, { redirect: "manual", ...init });

const REQUIRED_HEADERS = {
  "strict-transport-security": /max-age=(\d+)/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\)/,
  "cross-origin-resource-policy": /^same-origin$/,
  "content-security-policy": /default-src 'self'/,
};

describe("security headers", () => {
  it.each([
    ["a page", "/about", 200],
    ["a 404", "/no-such-page", 404],
    ["a section 404", "/franchises/no-such-franchise", 404],
    ["an asset", "/favicon.svg", 200],
  ])("are on %s", async (_kind, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    for (const [name, pattern] of Object.entries(REQUIRED_HEADERS)) {
      expect(response.headers.get(name), name).toMatch(pattern);
    }
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get("strict-transport-security") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it("are on responses from the on-demand handler", async () => {
    const response = await get("/api/no-such-endpoint", { method: "POST" });
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });
});

describe("URLs and caching", () => {
  it("serves pages at clean URLs and redirects trailing slashes and .html", async () => {
    expect((await get("/about")).status).toBe(200);
    const slash = await get("/about/");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/about");
    expect((await get("/about.html")).headers.get("location")).toBe("/about");
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    const html = await (await get("/blog")).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset, "the page references a hashed asset").toBeDefined();
    expect((await get(asset!)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/about")).headers.get("cache-control")).toMatch(/max-age=0/);
  });

  it("refuses paths that escape the build folder", async () => {
    expect((await get("/..%2f..%2fpackage.json")).status).toBe(404);
  });
});

/** One raw HTTP/1.1 exchange with the site (fetch refuses TRACE and normalises odd URLs). */
const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawExchange(site.baseUrl, method, path, headers);

/** Writes raw bytes on a new connection and resolves with everything the server sends back. */
function rawBytes(baseUrl: string, text: string) {
  const url = new URL(baseUrl);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("bad requests get a clean answer and a log line, and the server carries on", () => {
  let logged: string[] = [];
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(["/%E0%A4%A", "/%", "/about%00.html"])("answers 400 to the malformed URL %s", async (path) => {
    const response = await raw("GET", path);
    expect(response.status).toBe(400);
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(logged.join("\n")).toContain("malformed URL");
    expect((await get("/about")).status).toBe(200);
  });

  it.each(["/..%2f..%2fetc/passwd", "/..%2F..%2F..%2Fetc%2Fpasswd", "/%2e%2e/%2e%2e/etc/passwd"])(
    "never serves a file outside the build for %s",
    async (path) => {
      const response = await raw("GET", path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toMatch(/root:/);
    },
  );

  it("answers TRACE on the lead API with 405 and the route's own Allow", async () => {
    const trace = await raw("TRACE", "/api/leads");
    expect(trace.status).toBe(405);
    // The route's own 405 (Astro answers OPTIONS) names the same methods: hosting-rules.mjs stays in step.
    const options = await raw("OPTIONS", "/api/leads");
    expect(options.status).toBe(405);
    expect(trace.headers.allow).toBe(options.headers.allow);
    expect(trace.headers.allow).toContain("POST");
    expect(logged.join("\n")).toMatch(/"method":"TRACE","path":"\/api\/leads","problem":"method not allowed"/);
  });

  it("answers TRACE on /shortlist with 405 and the page's own Allow", async () => {
    const trace = await raw("TRACE", "/shortlist");
    expect(trace.status).toBe(405);
    const put = await raw("PUT", "/shortlist");
    expect(put.status).toBe(405);
    expect(trace.headers.allow).toBe(put.headers.allow);
    expect(trace.headers.allow).toBe("GET, HEAD, POST");
  });

  it.each([
    ["TRACE", "/about"],
    ["PUT", "/about"],
    ["DELETE", "/favicon.svg"],
    ["POST", "/"],
    ["PROPFIND", "/blog"],
  ])("answers %s on static %s with 405 and Allow: GET, HEAD", async (method, path) => {
    const response = await raw(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("answers oversized headers with 431 and a broken request line with 400", async () => {
    const big = await rawBytes(site.baseUrl, `GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    const broken = await rawBytes(site.baseUrl, "GET /about HTTP/9\r\n\r\n");
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect((await get("/about")).status).toBe(200);
  });

  it("answers a method Node cannot parse with 501, and keeps serving", async () => {
    const answer = await rawBytes(site.baseUrl, "FROBNICATE /about HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 501 /);
    expect(logged.join("\n")).toMatch(/unparsable request/);
    expect((await get("/about")).status).toBe(200);
  });
});

describe("the disk and the client misbehaving mid-request", () => {
  const BIG = 8 * 1024 * 1024;
  let dir: string;
  let faulty: { baseUrl: string; server: Server };
  let logged: string[] = [];
  let failOpen: RegExp | null = null;

  beforeAll(async () => {
    // A small build of our own: the real server bundle, a client folder the tests may change.
    dir = await mkdtemp(join(tmpdir(), "serve-faults-"));
    await mkdir(join(dir, "client"));
    await symlink(join(defaultDistDir, "server"), join(dir, "server"), "dir");
    for (const name of ["404.html", "about.html"])
      await copyFile(join(defaultDistDir, "client", name), join(dir, "client", name));
    const server = await createSiteServer({
      distDir: dir,
      statFile: async (path) => {
        if (failOpen?.test(String(path)))
          throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
        return stat(path);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    faulty = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
  });
  afterAll(async () => {
    await new Promise((resolve) => faulty?.server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    failOpen = null;
    logged = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
    await writeFile(join(dir, "client", "big.bin"), Buffer.alloc(BIG, 7));
  });
  afterEach(() => vi.restoreAllMocks());

  it("streams a file removed mid-response whole, then answers 404 for it", async () => {
    const body = await new Promise<Buffer>((resolve, reject) => {
      // A connection of its own, never a kept-alive one (tests/support/raw-http.mjs says why).
      get_(`${faulty.baseUrl}/big.bin`, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        let removed = false;
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          if (!removed) {
            removed = true;
            void unlink(join(dir, "client", "big.bin"));
          }
        });
        res.on("end", () => resolve(Buffer.concat(chunks)));
        res.on("error", reject);
      }).on("error", reject);
    });
    expect(body.length).toBe(BIG);
    expect((await fetch(`${faulty.baseUrl}/big.bin`)).status).toBe(404);
  });

  it("logs a client hanging up mid-response and carries on", async () => {
    const url = new URL(faulty.baseUrl);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () =>
        socket.write("GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n"),
      );
      socket.once("data", () => {
        socket.destroy();
        resolve();
      });
    });
    await vi.waitFor(() => expect(logged.join("\n")).toMatch(/client closed the connection mid-response/));
    expect((await fetch(`${faulty.baseUrl}/about`)).status).toBe(200);
  });

  it("answers 500 with a log line when a file cannot be read, and carries on", async () => {
    failOpen = /about\.html$/;
    const response = await fetch(`${faulty.baseUrl}/about`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    expect(logged.join("\n")).toMatch(/"method":"GET","path":"\/about","problem":"failed: Error: EACCES/);
    failOpen = null;
    expect((await fetch(`${faulty.baseUrl}/about`)).status).toBe(200);
  });

  it("never compresses a file per request: without a precompressed variant it is sent as is", async () => {
    const response = await fetch(`${faulty.baseUrl}/about`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(await readFile(join(dir, "client", "about.html"), "utf8"));
  });
});

describe("precompressed files", () => {
  const identity = () => readFile(join(defaultDistDir, "client", "about.html"));

  it.each([
    ["br, gzip, deflate", "br", brotliDecompressSync],
    ["gzip, deflate", "gzip", gunzipSync],
    ["br;q=0, gzip", "gzip", gunzipSync],
    ["*", "br", brotliDecompressSync],
  ] as const)("Accept-Encoding %s gets %s", async (accept, coding, decode) => {
    const response = await raw("GET", "/about", { "accept-encoding": accept });
    expect(response.headers["content-encoding"]).toBe(coding);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(decode(response.body).equals(await identity())).toBe(true);
  });

  it.each(["", "identity", "gzip;q=0, br;q=0", "deflate"])(
    "Accept-Encoding '%s' gets the file as is",
    async (accept) => {
      const response = await raw("GET", "/about", accept ? { "accept-encoding": accept } : {});
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.equals(await identity())).toBe(true);
    },
  );

  it("gives each coding its own ETag and answers 304 to a matching If-None-Match or If-Modified-Since", async () => {
    const br = await raw("GET", "/about", { "accept-encoding": "br" });
    const gzip = await raw("GET", "/about", { "accept-encoding": "gzip" });
    expect(br.headers.etag).toMatch(/^"[^"]+"$/);
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const revalidated = await raw("GET", "/about", { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const stale = await raw("GET", "/about", { "accept-encoding": "gzip", "if-none-match": br.headers.etag! });
    expect(stale.status).toBe(200);
    const since = await raw("GET", "/about", { "if-modified-since": br.headers["last-modified"]! });
    expect(since.status).toBe(304);
    const before = await raw("GET", "/about", { "if-modified-since": new Date(0).toUTCString() });
    expect(before.status).toBe(200);
  });

  it("does not serve the variants as URLs of their own", async () => {
    expect((await get("/about.html.br")).status).toBe(404);
  });

  it("leaves images alone", async () => {
    const response = await raw("GET", "/og-default.png", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});

describe("ranges (a brochure download can resume)", () => {
  // Whichever brochures the build has, not today's names.
  const brochures = () =>
    readdirSync(join(defaultDistDir, "client", "brochures")).filter((name) => name.endsWith(".pdf"));
  // The largest, so the range below lies inside it whatever PDFs an editor ships.
  const brochure = async () => {
    const files = await Promise.all(
      brochures().map(async (name) => ({
        path: `/brochures/${name}`,
        bytes: await readFile(join(defaultDistDir, "client", "brochures", name)),
      })),
    );
    expect(files.length, "the build has a brochure").toBeGreaterThan(0);
    return files.reduce((largest, file) => (file.bytes.length > largest.bytes.length ? file : largest));
  };

  it("answers a byte range with 206, its Content-Range and exactly those bytes", async () => {
    const { path, bytes } = await brochure();
    const whole = await raw("GET", path);
    expect(whole.status).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const start = Math.floor(bytes.length / 3);
    const end = Math.min(start + 999, bytes.length - 1);
    const part = await raw("GET", path, { range: `bytes=${start}-${end}` });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(Number(part.headers["content-length"])).toBe(end - start + 1);
    expect(part.body.equals(bytes.subarray(start, end + 1))).toBe(true);
    // A resumed download: from an offset to the end, guarded by the ETag of the part already held.
    const rest = await raw("GET", path, { range: `bytes=${start}-`, "if-range": whole.headers.etag! });
    expect(rest.status).toBe(206);
    expect(rest.body.equals(bytes.subarray(start))).toBe(true);
    expect(rest.headers["cache-control"]).toBe(whole.headers["cache-control"]);
  });

  it("sends the whole file when If-Range names another version", async () => {
    const { path, bytes } = await brochure();
    const answer = await raw("GET", path, { range: "bytes=0-99", "if-range": '"an-older-version"' });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(bytes)).toBe(true);
  });

  it("answers a range past the end with 416 and the file's length, never stored", async () => {
    const { path, bytes } = await brochure();
    const answer = await raw("GET", path, { range: `bytes=${bytes.length + 10}-` });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toBe(`bytes */${bytes.length}`);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
  });

  it("still sends a precompressed page as Brotli with the headers it had", async () => {
    const answer = await raw("GET", "/about", { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-br"$/);
    expect(answer.headers["last-modified"]).toBeDefined();
    const identity = await readFile(join(defaultDistDir, "client", "about.html"));
    expect(brotliDecompressSync(answer.body).equals(identity)).toBe(true);
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM refuses new connections, finishes the lead in flight, closes the store and exits 0", async () => {
    const dbDir = await mkdtemp(join(tmpdir(), "serve-shutdown-"));
    const databasePath = join(dbDir, "leads.db");
    const running = await spawnSite({
      env: { LEADS_DATABASE_URL: `file:${databasePath}`, LEADS_RATE_LIMIT: "0", LEADS_MIN_FILL_MS: "0" },
    });
    try {
      const body = JSON.stringify(benchLead("shutdown-0000000001-0000000000", 1));
      const url = new URL(running.baseUrl);
      let refused = "";
      const response = new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            method: "POST",
            path: "/api/leads",
            agent: false,
            headers: {
              "Content-Type": "application/json",
              "Content-Length": body.length,
              Origin: running.baseUrl,
              // The server's "100 Continue" is the event that says it has taken the request.
              Expect: "100-continue",
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.on("continue", async () => {
          req.write(body.slice(0, 20));
          // The rest arrives after SIGTERM: the request is in flight while the server stops.
          running.child.kill("SIGTERM");
          await running.waitForOutput(/"event":"server.not_accepting"/);
          // A new connection is refused (one already open would get a 503 with Retry-After instead).
          refused = await new Promise<string>((resolveRefused) =>
            connect(Number(url.port), url.hostname)
              .once("connect", function (this: import("node:net").Socket) {
                this.destroy();
                resolveRefused("connected");
              })
              .once("error", (error: NodeJS.ErrnoException) => resolveRefused(error.code ?? error.message)),
          );
          req.end(body.slice(20));
        });
        req.flushHeaders();
      });
      expect(await response).toBe(201);
      expect(refused, "a new connection after SIGTERM").toBe("ECONNREFUSED");
      const code = running.child.exitCode ?? (await once(running.child, "exit"))[0];
      expect(code).toBe(0);
      expect(running.output()).toMatch(/"event":"leads.closed"/);
      const client = createClient({ url: `file:${databasePath}` });
      const rows = (await client.execute("SELECT idempotency_key FROM leads")).rows;
      client.close();
      expect(rows.map((row) => row.idempotency_key)).toEqual(["shutdown-0000000001-0000000000"]);
    } finally {
      await running.stop("SIGKILL");
      await rm(dbDir, { recursive: true, force: true });
    }
  });
});
