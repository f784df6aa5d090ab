// The visit counters across real server processes (needs `npm run build` first): two servers on one PostgreSQL
// database add a burst up exactly, and what they must not count adds nothing; a SIGKILL loses at most the batch
// not yet written (fewer than STATS_FLUSH_COUNT increments), while a full batch is written without any stop.
// Content-independent: it adds up visit counters in the database; no page's content enters.
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabaseAt } from "../support/postgres-cluster.mjs";
import { queryDatabase, throwawayDatabase } from "../support/lead-database.mjs";
import { spawnSite } from "../support/spawn-site.mjs";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 30_000);

// Each visit comes from a client of its own, through a trusted proxy's X-Forwarded-For: one client counts a page
// once per window (lib/stats/client-window.ts), and these tests add up many visitors' views.
const PROXIED = { LEADS_TRUST_PROXY: "1" };
let visitor = 0;
const nextVisitor = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** One counting request as a browser sends it for a page, from a visitor of its own; `headers` add or override. */
async function hit(baseUrl: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(`${baseUrl}/api/c?p=${path}`, {
    method,
    headers: { "User-Agent": BROWSER, Referer: `${baseUrl}${path}`, "X-Forwarded-For": nextVisitor(), ...headers },
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
}

async function viewsOf(url: string, path: string): Promise<number> {
  const placeholder = url.startsWith("file:") ? "?" : "$1";
  const rows = await queryDatabase(
    url,
    `SELECT COALESCE(SUM(n), 0) AS n FROM stat_counts WHERE metric = 'view' AND key = ${placeholder}`,
    [path],
  );
  return Number(rows[0].n);
}

describe("counters on several servers", () => {
  it("two servers on one PostgreSQL database add a burst up exactly; objections, bots, HEAD and prefetches add nothing", async () => {
    const url = await createDatabaseAt(inject("postgresAdminUrl"), "stats_servers");
    const env = { ...PROXIED, LEADS_DATABASE_URL: url, STATS_FLUSH_COUNT: "37", STATS_FLUSH_SECONDS: "1" };
    const sites = await Promise.all([0, 1].map(() => spawnSite({ env })));
    cleanups.push(() => Promise.all(sites.map((site) => site.stop())));
    const PER_SERVER = 300;
    const ignored: Record<string, string>[] = [
      { "Sec-GPC": "1" },
      { DNT: "1" },
      { Cookie: "no_count=1" },
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "Sec-Purpose": "prefetch" },
    ];
    await Promise.all(
      sites.flatMap((site) => [
        ...Array.from({ length: PER_SERVER }, () => hit(site.baseUrl, "/burst")),
        ...ignored.map((headers) => hit(site.baseUrl, "/burst", headers)),
        hit(site.baseUrl, "/burst", {}, "HEAD"),
      ]),
    );
    // A graceful stop writes what each server still holds.
    await Promise.all(sites.map((site) => site.stop()));
    expect(await viewsOf(url, "/burst")).toBe(2 * PER_SERVER);
  });

  it("a SIGKILL loses at most the batch not yet written", async () => {
    const database = await throwawayDatabase("sqlite");
    cleanups.push(database.cleanup);
    // Written every 10 increments; the timer is set too far off to play a part.
    const env = { ...PROXIED, LEADS_DATABASE_URL: database.url, STATS_FLUSH_COUNT: "10", STATS_FLUSH_SECONDS: "3600" };
    const site = await spawnSite({ env });
    cleanups.push(() => site.stop());
    for (let i = 0; i < 10; i += 1) await hit(site.baseUrl, "/full-batch");
    // The tenth increment writes the batch with no stop at all.
    await expect.poll(() => viewsOf(database.url, "/full-batch")).toBe(10);
    for (let i = 0; i < 9; i += 1) await hit(site.baseUrl, "/pending");
    await site.stop("SIGKILL");
    // The nine pending views (under STATS_FLUSH_COUNT) are what the crash lost; nothing written is lost.
    expect(await viewsOf(database.url, "/pending")).toBe(0);
    expect(await viewsOf(database.url, "/full-batch")).toBe(10);
  });

  it("a bad OWNER_PASSWORD_HASH stops the server at start, naming the variable", async () => {
    const database = await throwawayDatabase("sqlite");
    cleanups.push(database.cleanup);
    const started = spawnSite({ env: { LEADS_DATABASE_URL: database.url, OWNER_PASSWORD_HASH: "hunter2" } });
    await expect(started).rejects.toThrow(/exited early[\s\S]*server\.config_error[\s\S]*OWNER_PASSWORD_HASH/);
  });
});
