// Issue 53, against the built server as `npm start` runs it (needs `npm run build` first): the ways an attacker
// found to hang the server or make it answer wrongly, each asked from outside on 127.0.0.1. An empty POST body is
// answered like any other bad body; every request is answered within REQUEST_TIMEOUT_SECONDS of arriving.
// Content-independent: posts to the on-demand routes and requests for /about, which any content has.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOwnerHash } from "../../src/lib/stats/owner-auth";
import { rawExchange } from "../support/raw-http.mjs";
import { freePort } from "../support/free-port.mjs";
import { spawnSite } from "../support/spawn-site.mjs";

let site: Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "server-abuse-"));
  const ownerHash = await makeOwnerHash("server-abuse-password");
  site = await spawnSite({
    env: { LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}`, OWNER_PASSWORD_HASH: ownerHash },
  });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
}, 30_000);

/** The log lines written so far about one request id. */
function linesAbout(output: string, requestId: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.includes(requestId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Writes `bytes` on a connection of its own and resolves with everything the server sent until it closed the
 * connection: the test waits for the server's answer, never for a time.
 */
function answerTo(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("end", () => resolve(received));
    socket.on("error", (error) => (received ? resolve(received) : reject(error)));
  });
}

describe("an empty POST body", () => {
  const PATHS = ["/api/leads", "/api/c", "/shortlist", "/owner"];
  const forms = { "Content-Type": "application/x-www-form-urlencoded" };

  it.each(PATHS.flatMap((path) => [[path, "Content-Length: 0"] as const, [path, "an empty chunked body"] as const]))(
    "to %s (%s) is answered like any other bad body",
    async (path, how) => {
      const sameSite = { ...forms, Origin: site.baseUrl };
      // A body of one `=`: no field the route knows, a bad body like any other.
      const bad = await rawExchange(site.baseUrl, "POST", path, sameSite, "=");
      const headers: Record<string, string> =
        how === "Content-Length: 0" ? { "Content-Length": "0" } : { "Transfer-Encoding": "chunked" };
      const empty = await rawExchange(site.baseUrl, "POST", path, { ...sameSite, ...headers }, "");
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(empty.status).toBe(bad.status);
      expect(empty.headers["cache-control"]).toBe(bad.headers["cache-control"]);
    },
  );
});

describe("every request has an upper bound between received and answered", () => {
  let bounded: Awaited<ReturnType<typeof spawnSite>>;
  beforeAll(async () => {
    bounded = await spawnSite({
      env: { LEADS_DATABASE_URL: `file:${join(dir, "bounded.db")}`, REQUEST_TIMEOUT_SECONDS: "1" },
    });
    cleanups.push(() => bounded.stop());
  }, 60_000);

  it("a REQUEST_TIMEOUT_SECONDS that is not a positive number stops the server at start, naming it", async () => {
    const started = spawnSite({
      env: { LEADS_DATABASE_URL: `file:${join(dir, "unset.db")}`, REQUEST_TIMEOUT_SECONDS: "0" },
    });
    await expect(started).rejects.toThrow(/exited early[\s\S]*server\.config_error[\s\S]*REQUEST_TIMEOUT_SECONDS/);
  });

  it("a body that stops arriving is answered 408 and logged", async () => {
    const requestId = "stalled-upload-1";
    const answer = await answerTo(
      bounded.port,
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: ${bounded.baseUrl}\r\n` +
        `X-Request-Id: ${requestId}\r\nContent-Length: 100\r\n\r\n{"formKind":`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await bounded.waitForOutput(new RegExp(`"event":"request\\.timeout".*"requestId":"${requestId}"`));
    expect(linesAbout(bounded.output(), requestId)).toContainEqual(
      expect.objectContaining({ event: "request.timeout", waitingFor: "the request body", path: "/api/leads" }),
    );
  });

  it("a lead store that accepts connections and never replies: /owner is answered 503 with Retry-After, and logged", async () => {
    // A PostgreSQL address that takes the connection and says nothing, as a hung database host does.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as { port: number };
    const hung = await spawnSite({
      env: {
        LEADS_DATABASE_URL: `postgres://owner:secret@127.0.0.1:${port}/leads`,
        OWNER_PASSWORD_HASH: await makeOwnerHash("hung-store-password"),
        REQUEST_TIMEOUT_SECONDS: "1",
      },
    });
    cleanups.push(() => hung.stop("SIGKILL"));
    const answer = await rawExchange(hung.baseUrl, "GET", "/owner", { "X-Request-Id": "hung-store-1" });
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.headers["cache-control"]).toMatch(/no-store/);
    expect(answer.body.toString()).not.toMatch(/postgres|secret|127\.0\.0\.1/);
    await hung.waitForOutput(/"event":"request\.timeout".*"requestId":"hung-store-1"/);
    // A static page does not wait on the store: answered as usual meanwhile.
    expect((await rawExchange(hung.baseUrl, "GET", "/about")).status).toBe(200);
  });
});

describe("a path starting with //", () => {
  it.each(["//anything/about", "//keystatic", "//x/", "//evil.example", "///x/about"])(
    "%s is not found: never a page of the site, never cached",
    async (path) => {
      const [answer, home, about] = await Promise.all([
        rawExchange(site.baseUrl, "GET", path),
        rawExchange(site.baseUrl, "GET", "/"),
        rawExchange(site.baseUrl, "GET", "/about"),
      ]);
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).toMatch(/no-store/);
      expect(answer.body.equals(home.body)).toBe(false);
      expect(answer.body.equals(about.body)).toBe(false);
    },
  );

  it.each([
    ["//about", "/about"],
    ["///about?q=1", "/about?q=1"],
    ["//owner", "/owner"],
  ])("%s, a page's path with extra slashes, redirects 301 to %s", async (path, location) => {
    const answer = await rawExchange(site.baseUrl, "GET", path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });
});

describe("what the server tells caches and search engines (issue 53 §13)", () => {
  it("every page the sitemap lists answers 200 and may be indexed: no private or query-only page", async () => {
    const index = await (await fetch(`${site.baseUrl}/sitemap-0.xml`)).text();
    const paths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname);
    expect(paths.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${site.baseUrl}${path}`, { redirect: "manual" });
      const html = await response.text();
      const noindex =
        /noindex/.test(response.headers.get("x-robots-tag") ?? "") ||
        /<meta name="robots" content="[^"]*noindex/.test(html);
      if (response.status !== 200 || noindex) refused.push(`${path}: ${response.status}${noindex ? " noindex" : ""}`);
    }
    expect(refused).toEqual([]);
  });

  it.each([
    ["GET", "/about/"],
    ["GET", "//about"],
    ["HEAD", "/compare/"],
    ["POST", "/api/leads/"],
    ["POST", "/shortlist/"],
  ])("%s %s: the redirect says how long it may be kept", async (method, path) => {
    const answer = await rawExchange(site.baseUrl, method, path, { "Content-Length": "0" });
    expect([301, 308]).toContain(answer.status);
    expect(answer.headers["cache-control"]).toBeTruthy();
  });
});

describe("a damaged lead store", () => {
  let damaged: Awaited<ReturnType<typeof spawnSite>>;
  beforeAll(async () => {
    const file = join(dir, "damaged.db");
    await writeFile(file, "not a database at all ".repeat(500));
    damaged = await spawnSite({
      env: { LEADS_DATABASE_URL: `file:${file}`, OWNER_PASSWORD_HASH: await makeOwnerHash("damaged-store-password") },
    });
    cleanups.push(() => damaged.stop());
  }, 60_000);

  it("its errors are logged as one JSON line each, never a multi-line stack", async () => {
    const answer = await rawExchange(damaged.baseUrl, "GET", "/owner", { "X-Request-Id": "damaged-owner-1" });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    // A later answer on the same route: what the failed one printed is in the output by now.
    await rawExchange(damaged.baseUrl, "GET", "/owner", { "X-Request-Id": "damaged-owner-2" });
    await damaged.waitForOutput(/"requestId":"damaged-owner-2"/);
    const lines = damaged
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "");
    expect(lines.filter((line) => !line.startsWith("{"))).toEqual([]);
    expect(linesAbout(damaged.output(), "damaged-owner-1")).toContainEqual(
      expect.objectContaining({ event: "request.failed", path: "/owner" }),
    );
  });
});

describe("a lead store out of reach or damaged: /owner (issue 53 §4)", () => {
  const sites = new Map<string, Awaited<ReturnType<typeof spawnSite>>>();
  beforeAll(async () => {
    const file = join(dir, "owner-damaged.db");
    await writeFile(file, "not a database at all ".repeat(500));
    const closedPort = await freePort();
    const urls = {
      damaged: `file:${file}`,
      unreachable: `postgres://owner:secret-word@127.0.0.1:${closedPort}/leads_db`,
    };
    const ownerHash = await makeOwnerHash("unavailable-store-password");
    await Promise.all(
      Object.entries(urls).map(async ([name, url]) => {
        const started = await spawnSite({ env: { LEADS_DATABASE_URL: url, OWNER_PASSWORD_HASH: ownerHash } });
        sites.set(name, started);
        cleanups.push(() => started.stop());
      }),
    );
  }, 60_000);

  it.each(["damaged", "unreachable"])(
    "%s: GET and POST /owner answer a plain 503, never stored, naming nothing of the configuration",
    async (name) => {
      const owner = sites.get(name)!;
      const answers = [
        await rawExchange(owner.baseUrl, "GET", "/owner"),
        await rawExchange(
          owner.baseUrl,
          "POST",
          "/owner",
          { Origin: owner.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
          "action=sign-in&password=guess",
        ),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect(answer.headers["retry-after"]).toBeTruthy();
        expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
        expect(answer.body.toString()).not.toMatch(/file:|\.db|postgres|secret|leads_db|127\.0\.0\.1|SQLITE|ECONN/i);
      }
    },
  );
});
