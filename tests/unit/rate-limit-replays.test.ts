// Issue 53 §9, against the built server as `npm start` runs it (needs `npm run build` first): the per-client rate
// limit counts only posts that store something. A replay of a lead already stored ("received") and a changed
// post under a stored key ("already received", 409) store nothing, so they use up none of the limit, and a replay
// still answers "received" once the client has used the limit up. The server trusts X-Forwarded-For, so each test
// is its own client.
// Content-independent: it posts consultation leads, which name no content.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";

const LIMIT = 10;
let site: Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rate-limit-replays-"));
  site = await spawnSite({
    env: {
      LEADS_DATABASE_URL: `file:${join(dir, "leads.db")}`,
      LEADS_RATE_LIMIT: String(LIMIT),
      LEADS_MIN_FILL_MS: "0",
      LEADS_TRUST_PROXY: "1",
    },
  });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  await rm(dir, { recursive: true, force: true });
}, 30_000);

async function post(client: string, lead: Record<string, unknown>) {
  const response = await fetch(`${site.baseUrl}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.baseUrl, "X-Forwarded-For": client },
    body: JSON.stringify(lead),
  });
  const body = (await response.json()) as { ok: boolean; duplicate?: boolean };
  return { status: response.status, body };
}

const key = (client: string, n: number) =>
  `replays-${client.replaceAll(".", "-")}-${String(n).padStart(4, "0")}-000000`;

describe("posts that store nothing do not use up the rate limit (issue 53 §9)", () => {
  it("replays and changed posts under a stored key leave the limit's room for new leads", async () => {
    const client = "198.51.100.91";
    const first = benchLead(key(client, 0), 0);
    expect((await post(client, first)).status).toBe(201);
    for (let n = 0; n < LIMIT + 2; n += 1) {
      const replay = await post(client, first);
      expect(replay.status).toBe(200);
      expect(replay.body.duplicate).toBe(true);
      // The same key with other content: "already received", nothing stored.
      expect((await post(client, { ...first, lastName: `Changed ${n}` })).status).toBe(409);
    }
    // The first lead used one of the limit; the rest is still there for new ones.
    for (let n = 1; n < LIMIT; n += 1) expect((await post(client, benchLead(key(client, n), n))).status).toBe(201);
    expect((await post(client, benchLead(key(client, LIMIT), LIMIT))).status).toBe(429);
  });

  it("a replay after the limit is used up answers received, not 429", async () => {
    const client = "198.51.100.92";
    for (let n = 0; n < LIMIT; n += 1) expect((await post(client, benchLead(key(client, n), n))).status).toBe(201);
    expect((await post(client, benchLead(key(client, LIMIT), LIMIT))).status).toBe(429);
    const replay = await post(client, benchLead(key(client, 3), 3));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ok: true, duplicate: true });
    // A new lead is still refused: the replay opened no room.
    expect((await post(client, benchLead(key(client, LIMIT + 1), LIMIT + 1))).status).toBe(429);
  });
});
