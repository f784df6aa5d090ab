// GET /healthz on the built server, as a load balancer sees it: 200 with a working lead store, 503 with a short
// reason when the store cannot be written, no configuration in either, the query string ignored, never cached
// and never rate-limited. (Its 503 during a graceful stop: tests/unit/server-stop.test.ts.) Needs a build.
// Content-independent: the health check reads the lead store only; /about answers for any content.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_SECURITY_HEADERS } from "../../src/lib/hosting/hosting-rules.mjs";
import { NO_DELIVERY_WARNING } from "../../src/lib/launch/placeholders";
import { rawExchange } from "../support/raw-http.mjs";
import { spawnSite } from "../support/spawn-site.mjs";

type Site = Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "healthz-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function answer(site: Site, path: string, init: RequestInit = {}) {
  const response = await fetch(site.baseUrl + path, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function expectPlainAndUncached(headers: Headers) {
  expect(headers.get("cache-control")).toBe("no-store");
  expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(headers.get("x-request-id")).toMatch(/^[\w.-]{1,64}$/);
  for (const name of Object.keys(BASE_SECURITY_HEADERS)) expect(headers.get(name), name).toBeTruthy();
}

// A mail server on this machine that is never asked (no lead is sent here): enough for enquiries to reach someone.
const MAIL = { SMTP_HOST: "127.0.0.1", SMTP_PORT: "9" };

describe("/healthz with a working lead store", () => {
  let site: Site;
  beforeAll(async () => {
    // A limit of one lead a window: the health check must not count against it.
    site = await spawnSite({
      env: { LEADS_DATABASE_URL: `file:${join(dir, "ok", "leads.db")}`, LEADS_RATE_LIMIT: "1", ...MAIL },
    });
  });
  afterAll(() => site?.stop("SIGKILL"));

  it("answers 200 ok, not cacheable, to GET and HEAD", async () => {
    const get = await answer(site, "/healthz");
    expect(get).toMatchObject({ status: 200, body: "ok\n" });
    expectPlainAndUncached(get.headers);
    const head = await answer(site, "/healthz", { method: "HEAD" });
    expect(head).toMatchObject({ status: 200, body: "" });
  });

  it("gives the same answer whatever the query string asks for", async () => {
    for (const query of ["?detail", "?detail=1", "?verbose=true&config=all", "?format=json"]) {
      const { status, body } = await answer(site, `/healthz${query}`);
      expect({ query, status, body }).toEqual({ query, status: 200, body: "ok\n" });
    }
  });

  it("is never rate-limited", async () => {
    for (let n = 0; n < 15; n += 1) expect((await answer(site, "/healthz")).status).toBe(200);
  });

  it("answers GET and HEAD only, and one URL", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const refused = await answer(site, "/healthz", { method });
      expect({ method, status: refused.status }).toEqual({ method, status: 405 });
      expect(refused.headers.get("allow")).toBe("GET, HEAD");
      expect(refused.headers.get("cache-control")).toBe("no-store");
    }
    const trace = await rawExchange(site.baseUrl, "TRACE", "/healthz");
    expect(trace.status).toBe(405);
    const slash = await answer(site, "/healthz/");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/healthz");
  });
});

describe("/healthz when enquiries reach nobody (no mail, no CRM)", () => {
  let site: Site;
  beforeAll(async () => {
    site = await spawnSite({ env: { LEADS_DATABASE_URL: `file:${join(dir, "unseen", "leads.db")}` } });
  });
  afterAll(() => site?.stop("SIGKILL"));

  it("still answers 200, and says so on a second line that names no setting", async () => {
    const get = await answer(site, "/healthz");
    expect(get).toMatchObject({ status: 200, body: `ok\n${NO_DELIVERY_WARNING}\n` });
    for (const secret of ["SMTP", "WEBHOOK", "LEADS_", "127.0.0.1", dir]) expect(get.body).not.toContain(secret);
  });
});

describe("/healthz when the lead store cannot be written", () => {
  let site: Site;
  let databasePath: string;
  beforeAll(async () => {
    // A file that is not a database: the store refuses to open it, so no lead could be stored.
    databasePath = join(dir, "broken-store-dir", "leads.db");
    await mkdir(join(dir, "broken-store-dir"));
    await writeFile(databasePath, "This is not an SQLite database, but a page of notes. ".repeat(200));
    site = await spawnSite({ env: { LEADS_DATABASE_URL: `file:${databasePath}` } });
  });
  afterAll(() => site?.stop("SIGKILL"));

  it("answers 503 with a short reason that names no configuration, whatever the query", async () => {
    const plain = await answer(site, "/healthz");
    expect(plain.status).toBe(503);
    expect(plain.body).toBe("The lead store cannot be written.\n");
    expectPlainAndUncached(plain.headers);
    for (const secret of [dir, "broken-store-dir", "leads.db", "file:", "sqlite", "libsql", "node", process.version])
      expect(plain.body.toLowerCase()).not.toContain(secret.toLowerCase());
    for (const query of ["?detail", "?detail=1&debug=1", "?verbose"]) {
      const { status, body } = await answer(site, `/healthz${query}`);
      expect({ query, status, body }).toEqual({ query, status: 503, body: plain.body });
    }
    expect((await answer(site, "/healthz", { method: "HEAD" })).status).toBe(503);
  });

  it("keeps serving pages, and tells the operator why in the log", async () => {
    expect((await answer(site, "/about")).status).toBe(200);
    const failures = site
      .output()
      .split("\n")
      .filter((line) => line.includes('"event":"health.failed"'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toContain("broken-store-dir");
  });
});
