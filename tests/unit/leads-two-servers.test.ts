// Two built server processes on one lead database file: the per-client rate limit holds across them, because
// its counters live in that database. Needs `npm run build` first (like the other server tests).
// Content-independent: the rate limit counts consultation leads, which name no content.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";

const LIMIT = 4;
let dir: string;
let databaseUrl: string;
const sites: Awaited<ReturnType<typeof spawnSite>>[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "leads-two-servers-"));
  databaseUrl = `file:${join(dir, "leads.db")}`;
  const env = { LEADS_DATABASE_URL: databaseUrl, LEADS_RATE_LIMIT: String(LIMIT), LEADS_MIN_FILL_MS: "0" };
  // Each site is kept as soon as it answers, so afterAll stops it even if the other fails to start.
  await Promise.all([0, 1].map(async () => sites.push(await spawnSite({ env }))));
  // Starting two servers on a busy machine takes longer than vitest's 10 s hook default.
}, 90_000);

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await rm(dir, { recursive: true, force: true });
}, 30_000);

async function post(baseUrl: string, n: number) {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(benchLead(`two-servers-${String(n).padStart(6, "0")}-0000000000`, n)),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after") };
}

describe("rate limit across two server processes on one database", () => {
  it("allows the limit per client in total, whichever server each post reaches", async () => {
    const [a, b] = sites;
    expect(a.port).not.toBe(b.port);
    const answers = [];
    // Alternate between the servers, as a load balancer would.
    for (let n = 0; n < LIMIT + 2; n += 1) answers.push(await post((n % 2 === 0 ? a : b).baseUrl, n));
    expect(answers.slice(0, LIMIT).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(201));
    for (const refused of answers.slice(LIMIT)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }

    const client = createClient({ url: databaseUrl });
    try {
      const leads = Number((await client.execute("SELECT COUNT(*) AS n FROM leads")).rows[0].n);
      const hits = (await client.execute("SELECT client, COUNT(*) AS n FROM rate_hits GROUP BY client")).rows;
      expect(leads).toBe(LIMIT);
      // One client (127.0.0.1, stored only as a keyed hash) with the limit's worth of hits from both servers.
      expect(hits).toHaveLength(1);
      expect(Number(hits[0].n)).toBe(LIMIT);
      expect(String(hits[0].client)).not.toContain("127.0.0.1");
    } finally {
      client.close();
    }
  });
});
