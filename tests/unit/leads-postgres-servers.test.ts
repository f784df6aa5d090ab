// Two built server processes on one PostgreSQL database, as a site on two machines behind a load balancer:
// the per-client rate limit holds across them, every lead's notification mail is sent exactly once although
// both servers' outbox workers run, and a replay with changed content is refused without touching the first
// lead. Needs `npm run build` first; the PostgreSQL cluster is the one vitest's global setup started.
// Content-independent: two servers store and mail consultation leads that name no content.
import { join } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { queryDatabase } from "../support/lead-database.mjs";
import { benchLead } from "../support/spawn-site.mjs";
import { twoPostgresServers } from "./two-postgres-servers";

const LIMIT = 4;
const MAIL_LEADS = 30;
const servers = twoPostgresServers("two_servers", {
  LEADS_RATE_LIMIT: String(LIMIT),
  LEADS_MIN_FILL_MS: "0",
  // The client address comes from X-Forwarded-For, so one test can be one client and another many.
  LEADS_TRUST_PROXY: "1",
});

async function post(baseUrl: string, body: object, client: string, asForm = false) {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": asForm ? "application/x-www-form-urlencoded" : "application/json",
      Origin: baseUrl,
      "X-Forwarded-For": client,
    },
    body: asForm
      ? new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]))
      : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after") };
}

const key = (name: string, n: number) => `${name}-${String(n).padStart(6, "0")}-0000000000`;

/** `npm run leads:export` on the database, as CSV lines. */
async function exportCsv(): Promise<string[]> {
  const tsx = join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, "src/scripts/leads-export.ts"], {
    env: { ...process.env, LEADS_DATABASE_URL: servers.databaseUrl },
  });
  return stdout.trimEnd().split("\r\n");
}

describe("two servers on one PostgreSQL database", () => {
  it("allow the rate limit per client in total, whichever server each post reaches", async () => {
    const [a, b] = servers.sites;
    const answers = [];
    for (let n = 0; n < LIMIT + 2; n += 1)
      answers.push(await post((n % 2 === 0 ? a : b).baseUrl, benchLead(key("limit", n), n), "203.0.113.50"));
    expect(answers.slice(0, LIMIT).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(201));
    for (const refused of answers.slice(LIMIT)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  });

  it("send every lead's notification mail exactly once, though both servers deliver", async () => {
    const [a, b] = servers.sites;
    await Promise.all(
      Array.from({ length: MAIL_LEADS }, (_, n) =>
        post((n % 2 === 0 ? a : b).baseUrl, benchLead(key("mail", n), n), `198.51.100.${n + 1}`).then((answer) =>
          expect(answer.status).toBe(201),
        ),
      ),
    );
    const stored = await queryDatabase(servers.databaseUrl, "SELECT COUNT(*) AS n FROM leads");
    // The outbox drains on the servers' own schedule: wait for the state, not for a time.
    await expect
      .poll(
        async () => {
          const [row] = await queryDatabase(
            servers.databaseUrl,
            "SELECT COUNT(*) AS n FROM outbox WHERE status <> 'sent'",
          );
          return Number(row.n);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);
    // Every lead stored so far (the rate-limit test's four and these thirty), each mailed once.
    const messageIds = servers.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail)?.[1]);
    expect(servers.received).toHaveLength(Number(stored[0].n));
    expect(new Set(messageIds).size).toBe(servers.received.length);
  }, 60_000);

  it("refuse a changed replay of a stored key with 409 on the other server, leaving the first lead as it was", async () => {
    const [a, b] = servers.sites;
    const first = { ...benchLead(key("replay", 1), 1), email: "replay-pg@example.com" };
    expect((await post(a.baseUrl, first, "192.0.2.10")).status).toBe(201);
    const exported = (await exportCsv()).find((line) => line.includes("replay-pg@example.com"));
    expect(exported).toBeDefined();
    // The same key with a ticked marketing box, as a form post after the first answer was lost.
    const changed = await post(b.baseUrl, { ...first, marketingConsent: "yes" }, "192.0.2.10", true);
    expect(changed.status).toBe(409);
    expect((await exportCsv()).find((line) => line.includes("replay-pg@example.com"))).toBe(exported);
    const consents = await queryDatabase(
      servers.databaseUrl,
      "SELECT purpose, granted FROM consents c JOIN leads l ON l.id = c.lead_id WHERE l.email = $1 ORDER BY purpose",
      ["replay-pg@example.com"],
    );
    expect(consents).toContainEqual({ purpose: "marketing-email", granted: 0 });
  }, 60_000);
});
