// Issue 53 §7, against the built server as `npm start` runs it (needs `npm run build` first): one client cannot
// inflate a counter or grow the database without limit. 2,000 views of one page from one client counted 2,000, and
// one client's made-up paths each made a row. Now a client raises a counter once per window and at most
// CLIENT_KEYS different ones in it; a metric keeps at most STATS_DAY_KEYS different keys a day in the database,
// whatever the number of clients; and the owner's page says when that cap was reached. The server trusts
// X-Forwarded-For, so each address below is a client of its own.
// Content-independent: it counts made-up paths, which the counting image accepts as it accepts any page's.
import { createClient } from "@libsql/client";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_COOKIE, issueSession, makeOwnerHash, readOwnerConfig, sessionKey } from "@/lib/stats/owner-auth";
import { CLIENT_KEYS } from "@/lib/stats/runtime";
import { utcDay } from "@/lib/stats/counting";
import { spawnSite } from "../support/spawn-site.mjs";
import { builtFranchiseSlugs } from "../support/on-demand-samples.mjs";
import { defaultDistDir } from "../../src/server/serve.mjs";

const DAY_KEYS = 100;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
let site: Awaited<ReturnType<typeof spawnSite>>;
let dir: string;
let databaseUrl: string;
let ownerCookie: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "counter-floods-"));
  databaseUrl = `file:${join(dir, "leads.db")}`;
  const hash = await makeOwnerHash("counter-floods-password");
  ownerCookie = `${OWNER_COOKIE}=${issueSession(sessionKey(readOwnerConfig({ OWNER_PASSWORD_HASH: hash })!), Date.now())}`;
  site = await spawnSite({
    env: {
      LEADS_DATABASE_URL: databaseUrl,
      OWNER_PASSWORD_HASH: hash,
      LEADS_TRUST_PROXY: "1",
      STATS_DAY_KEYS: String(DAY_KEYS),
    },
  });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  await rm(dir, { recursive: true, force: true });
}, 30_000);

/** A view of `path` counted by the counting image, as a browser at `client` fetches it. */
async function view(path: string, client: string) {
  const response = await fetch(`${site.baseUrl}/api/c?p=${encodeURIComponent(path)}`, {
    headers: { "User-Agent": BROWSER, "X-Forwarded-For": client },
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

/** The owner's page, signed in: it writes what the server has not written yet before it reads the figures. */
async function ownerPage() {
  const response = await fetch(`${site.baseUrl}/owner`, { headers: { Cookie: ownerCookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Today's stored counters of one metric whose keys start with `prefix`: how many keys, and their total. */
async function stored(metric: string, prefix: string) {
  await ownerPage();
  const client = createClient({ url: databaseUrl });
  try {
    const { rows } = await client.execute({
      sql: "SELECT COUNT(*) AS keys, COALESCE(SUM(n), 0) AS n FROM stat_counts WHERE day = ? AND metric = ? AND key LIKE ?",
      args: [utcDay(new Date()), metric, `${prefix}%`],
    });
    return { keys: Number(rows[0].keys), n: Number(rows[0].n) };
  } finally {
    client.close();
  }
}

describe("counter floods (issue 53 §7)", () => {
  it("counts a page once per client per window, however often that client asks", async () => {
    for (let n = 0; n < 200; n += 1) await view("/flood-one-page", "198.51.100.10");
    await view("/flood-one-page", "198.51.100.11");
    expect(await stored("view", "/flood-one-page")).toEqual({ keys: 1, n: 2 });
  });

  it("keeps at most CLIENT_KEYS different counters of one client in its window", async () => {
    for (let n = 0; n < CLIENT_KEYS + 40; n += 1) await view(`/flood-client/${n}`, "198.51.100.20");
    expect(await stored("view", "/flood-client/")).toEqual({ keys: CLIENT_KEYS, n: CLIENT_KEYS });
  });

  it("keeps at most STATS_DAY_KEYS keys of a metric a day from many clients, and the owner's page says so", async () => {
    expect(await ownerPage()).not.toContain("Daily limit reached");
    const before = (await stored("view", "/")).keys;
    const sent = DAY_KEYS - before + 50;
    for (let n = 0; n < sent; n += 1) await view(`/flood-many/${n}`, `203.0.113.${1 + (n % 200)}`);
    expect((await stored("view", "/")).keys).toBe(DAY_KEYS);
    // A page counted before the cap was reached is still counted.
    await view("/flood-one-page", "198.51.100.12");
    expect((await stored("view", "/flood-one-page")).n).toBe(3);
    const html = await ownerPage();
    expect(html).toContain("Daily limit reached");
    expect(html).toMatch(/Top pages, 50 not kept/);
  });
});

// Issue 55: a public on-demand answer asked again is sent from the server's answer cache without rendering it again
// (src/lib/hosting/answer-cache.mjs). It must count as a rendered one does: for each visitor, with the step of the
// decision path their own Referer names, not the first visitor's.
describe("answers sent again from the answer cache", () => {
  /** A page as a browser at `client` asks for it, coming from `referer`: whether it was sent again (its Age). */
  async function page(path: string, client: string, referer?: string) {
    const response = await fetch(`${site.baseUrl}${path}`, {
      headers: {
        "User-Agent": BROWSER,
        "X-Forwarded-For": client,
        ...(referer ? { Referer: `${site.baseUrl}${referer}` } : {}),
      },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    return response.headers.has("age");
  }

  it("count for every visitor, as the render counted for the first", async () => {
    const path = "/search?q=zqxkeptanswer";
    expect(await page(path, "192.0.2.31")).toBe(false);
    expect(await page(path, "192.0.2.32")).toBe(true);
    expect(await page(path, "192.0.2.33")).toBe(true);
    // The same visitor again, inside their window: not counted twice, from the cache as from a render.
    expect(await page(path, "192.0.2.33")).toBe(true);
    expect(await stored("search", "zqxkeptanswer")).toEqual({ keys: 1, n: 3 });
    expect(await stored("search-none", "zqxkeptanswer")).toEqual({ keys: 1, n: 3 });
  });

  it("count each visitor's own step of the decision path, from their own Referer", async () => {
    const [first, second] = builtFranchiseSlugs(join(defaultDistDir, "client"));
    const path = `/compare?f=${first},${second}&zqx=steps`;
    expect(await page(path, "192.0.2.41", "/match")).toBe(false);
    expect(await page(path, "192.0.2.42", "/shortlist")).toBe(true);
    expect(await page(path, "192.0.2.43", "/shortlist")).toBe(true);
    expect(await page(path, "192.0.2.44")).toBe(true);
    expect(await stored("step", "match → compare")).toEqual({ keys: 1, n: 1 });
    expect(await stored("step", "shortlist → compare")).toEqual({ keys: 1, n: 2 });
    expect(await stored("compare", "2 franchises")).toEqual({ keys: 1, n: 4 });
  });
});
