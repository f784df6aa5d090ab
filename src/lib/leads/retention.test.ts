/** Retention, erasure, backups and the integrity check at open, on real database files. */
// Content-independent: it keeps and erases consultation leads naming no franchise, package or page.
import { execFile } from "node:child_process";
import { existsSync, openSync, readFileSync, statSync, writeFileSync, writeSync, closeSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { afterEach, describe, expect, it } from "vitest";
import { purgeExpiredLeads, retentionCutoff, startRetentionJob } from "@/lib/leads/retention";
import { LeadStoreIntegrityError, openLeadStore, type LeadStore } from "@/lib/leads/store";
import { ENGINES, queryDatabase, sampleLead, tempStore, type Engine } from "@/lib/leads/test-support";

const run = promisify(execFile);
const TSX = join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fresh(engine: Engine = "sqlite") {
  const temp = await tempStore(engine);
  cleanups.push(temp.cleanup);
  return temp;
}

/** Rows left in each table, seen from a connection of its own. */
async function tableCounts(url: string) {
  const count = async (table: string) => Number((await queryDatabase(url, `SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  return { leads: await count("leads"), outbox: await count("outbox"), consents: await count("consents") };
}

/** Runs one of the package's lead scripts against a database, as `npm run` would (through tsx, without npx's start). */
async function script(name: string, url: string, ...args: string[]) {
  const { stdout } = await run(process.execPath, [TSX, `src/scripts/${name}.ts`, ...args], {
    env: { ...process.env, LEADS_DATABASE_URL: url },
  });
  return stdout;
}

const consentsOf = (privacy = "2025-01-01", marketing = false) => [
  { purpose: "privacy-notice" as const, granted: true, wordingVersion: privacy },
  { purpose: "marketing-email" as const, granted: marketing, wordingVersion: "2025-01-01" },
];

/** The kept proofs of marketing consent, oldest first. */
const proofsIn = (url: string) =>
  queryDatabase(
    url,
    "SELECT email, purpose, wording_version, granted_at, withdrawn_at, form_kind FROM consent_proofs ORDER BY id",
  );

describe.each(ENGINES)("retention on %s", (engine) => {
  it("counts the period in calendar months back from now", () => {
    expect(retentionCutoff(new Date("2026-11-22T10:00:00Z"), 24).toISOString()).toBe("2024-11-22T10:00:00.000Z");
  });

  it("deletes leads older than the period with their consents and outbox rows, and keeps the rest", async () => {
    const { store, url } = await fresh(engine);
    const now = new Date("2026-11-22T10:00:00Z");
    await store.saveLead(sampleLead({ firstName: "Old", consents: consentsOf() }), new Date("2024-11-01T10:00:00Z"));
    await store.saveLead(sampleLead({ firstName: "Edge", consents: consentsOf() }), new Date("2024-11-23T10:00:00Z"));
    await store.saveLead(sampleLead({ firstName: "New", consents: consentsOf() }), new Date("2026-11-01T10:00:00Z"));
    const removed = await purgeExpiredLeads(store, 24, now);
    expect(removed.leads.map((lead) => lead.id)).toEqual([1]);
    expect(removed).toMatchObject({ outboxRows: 1, consentRecords: 2 });
    expect((await store.listLeads()).map((lead) => lead.firstName)).toEqual(["Edge", "New"]);
    expect(await tableCounts(url)).toEqual({ leads: 2, outbox: 2, consents: 4 });
  });

  it("loses no new lead when a purge runs during a burst (purge and burst on separate connections)", async () => {
    const { store, url } = await fresh(engine);
    const long = new Date(Date.now() - 30 * 31 * 24 * 60 * 60_000);
    for (let i = 0; i < 900; i += 1)
      await store.saveLead(sampleLead({ firstName: `Old${i}`, consents: consentsOf() }), long);
    // Like a second process: `npm run leads:purge` or another server's daily job.
    const purger: LeadStore = await openLeadStore({ url });
    cleanups.push(() => purger.close());
    const burst = Array.from({ length: 300 }, (_, i) =>
      sampleLead({ idempotencyKey: `burst-${String(i).padStart(6, "0")}-000000`, firstName: `New${i}` }),
    );
    let next = 0;
    const acknowledged: string[] = [];
    const writers = Array.from({ length: 8 }, async () => {
      while (next < burst.length) {
        const lead = burst[next++];
        await store.saveLead({ ...lead, consents: consentsOf() });
        acknowledged.push(lead.idempotencyKey);
      }
    });
    const [removed] = await Promise.all([purgeExpiredLeads(purger, 24), ...writers]);
    expect(removed.leads).toHaveLength(900);
    const left = await store.listLeads({ limit: 10_000 });
    expect(left.map((lead) => lead.idempotencyKey).sort()).toEqual([...acknowledged].sort());
    expect(left).toHaveLength(300);
    expect(await tableCounts(url)).toEqual({ leads: 300, outbox: 300, consents: 600 });
  });

  it("runs as a job at start and on its interval, also forgetting expired rate-limit hits", async () => {
    const { store } = await fresh(engine);
    await store.saveLead(sampleLead(), new Date("2020-01-01T00:00:00Z"));
    await store.hitRateLimit("198.51.100.1", 5, 1000, Date.now() - 5000);
    const purged: number[] = [];
    const job = startRetentionJob(store, {
      months: 24,
      rateWindowMs: 1000,
      intervalMs: 60_000,
      onPurged: (removed) => purged.push(removed.leads.length),
    });
    await job.run();
    await job.stop();
    expect(purged[0]).toBe(1);
    expect(await store.countLeads()).toBe(0);
    expect(await store.sweepRateLimit(1000)).toBe(0);
  });

  it("npm run leads:purge deletes what is past the period and says so", async () => {
    const { store, url } = await fresh(engine);
    await store.saveLead(sampleLead({ consents: consentsOf() }), new Date("2020-01-01T00:00:00Z"));
    await store.saveLead(sampleLead({ consents: consentsOf() }));
    const output = await script("leads-purge", url);
    expect(output).toMatch(
      /Deleted 1 lead\(s\) that arrived before .* \(24 months\), with 2 consent record\(s\) and 1 outbox row\(s\)/,
    );
    expect(await tableCounts(url)).toEqual({ leads: 1, outbox: 1, consents: 2 });
  });
});

describe.each(ENGINES)("proof of marketing consent on %s", (engine) => {
  const now = new Date("2026-11-22T10:00:00Z");
  const arrived = new Date("2024-01-10T09:00:00Z");

  it("outlives the enquiry: the purge keeps who agreed, to which wording and when, and nothing else", async () => {
    const { store, url } = await fresh(engine);
    await store.saveLead(sampleLead({ email: "Keen@Example.com", consents: consentsOf("2025-01-01", true) }), arrived);
    await store.saveLead(sampleLead({ email: "quiet@example.com", consents: consentsOf() }), arrived);
    const removed = await purgeExpiredLeads(store, 24, now);
    expect(removed).toMatchObject({ consentProofsKept: 1, consentProofsDeleted: 0 });
    expect(removed.leads).toHaveLength(2);
    expect(await tableCounts(url)).toEqual({ leads: 0, outbox: 0, consents: 0 });
    const proofs = await proofsIn(url);
    expect(proofs).toEqual([
      {
        email: "Keen@Example.com",
        purpose: "marketing-email",
        wording_version: "2025-01-01",
        granted_at: arrived.toISOString(),
        withdrawn_at: null,
        form_kind: "consultation",
      },
    ]);
    // A consent still relied on is kept however long ago it was given.
    await purgeExpiredLeads(store, 24, new Date("2035-01-01T00:00:00Z"));
    expect(await proofsIn(url)).toHaveLength(1);
  });

  it("npm run leads:withdraw marks the consent withdrawn; its proof goes once the period has passed since then", async () => {
    const { store, url } = await fresh(engine);
    await store.saveLead(sampleLead({ email: "keen@example.com", consents: consentsOf("2025-01-01", true) }), arrived);
    const output = await script("leads-withdraw", url, "KEEN@example.com");
    expect(output).toContain("Withdrew marketing-email consent of KEEN@example.com: 1 lead record(s)");
    const [lead] = await store.listLeads();
    const marketing = lead!.consents.find((consent) => consent.purpose === "marketing-email");
    expect(marketing).toMatchObject({ granted: true, at: arrived.toISOString() });
    const withdrawnAt = Date.parse(marketing!.withdrawnAt!);
    expect(Math.abs(withdrawnAt - Date.now())).toBeLessThan(60_000);

    // The enquiry's period ends first: the proof is kept, marked withdrawn.
    const removed = await purgeExpiredLeads(store, 24, now);
    expect(removed.consentProofsKept).toBe(1);
    expect((await proofsIn(url))[0]!.withdrawn_at).toBe(marketing!.withdrawnAt);
    // Still kept a day short of the period after withdrawal, deleted a day after it.
    const periodAfter = (days: number) => {
      const at = new Date(withdrawnAt);
      at.setUTCMonth(at.getUTCMonth() + 24);
      return new Date(at.getTime() + days * 24 * 60 * 60_000);
    };
    expect((await purgeExpiredLeads(store, 24, periodAfter(-1))).consentProofsDeleted).toBe(0);
    expect((await purgeExpiredLeads(store, 24, periodAfter(1))).consentProofsDeleted).toBe(1);
    expect(await proofsIn(url)).toEqual([]);
  });

  it("keeps no proof of a consent withdrawn longer ago than the period, nor of one never granted", async () => {
    const { store, url } = await fresh(engine);
    await store.saveLead(sampleLead({ email: "gone@example.com", consents: consentsOf("2025-01-01", true) }), arrived);
    await store.saveLead(sampleLead({ email: "never@example.com", consents: consentsOf() }), arrived);
    await store.withdrawConsent("gone@example.com", "marketing-email", new Date("2024-02-01T00:00:00Z"));
    expect((await purgeExpiredLeads(store, 24, now)).consentProofsKept).toBe(0);
    expect(await proofsIn(url)).toEqual([]);
  });

  it("withdrawing the consent to share with franchisors is recorded on the lead, which stays", async () => {
    const { store } = await fresh(engine);
    await store.saveLead(
      sampleLead({
        email: "share@example.com",
        consents: [...consentsOf(), { purpose: "share-with-franchisors", granted: true, wordingVersion: "2026-11-22" }],
      }),
    );
    expect(await store.withdrawConsent("share@example.com", "share-with-franchisors")).toEqual({
      consentRecords: 1,
      consentProofs: 0,
    });
    const [lead] = await store.listLeads();
    expect(lead!.consents.find((consent) => consent.purpose === "share-with-franchisors")?.withdrawnAt).toBeTruthy();
    expect(lead!.consents.find((consent) => consent.purpose === "marketing-email")?.withdrawnAt).toBeUndefined();
  });

  it("an erasure request deletes the address's kept proofs too", async () => {
    const { store, url } = await fresh(engine);
    await store.saveLead(sampleLead({ email: "keen@example.com", consents: consentsOf("2025-01-01", true) }), arrived);
    await purgeExpiredLeads(store, 24, now);
    expect(await proofsIn(url)).toHaveLength(1);
    const output = await script("leads-erase", url, "Keen@Example.com");
    expect(output).toContain("and 1 kept consent proof(s).");
    expect(await proofsIn(url)).toEqual([]);
  });
});

describe.each(ENGINES)("erasure on %s", (engine) => {
  it("npm run leads:erase removes every lead of an address, any case, with its rows, and prints them", async () => {
    const { store, url } = await fresh(engine);
    await store.saveLead(sampleLead({ email: "Erase.Me@Example.com", consents: consentsOf() }));
    await store.saveLead(sampleLead({ email: "keep@example.com", consents: consentsOf() }));
    await store.saveLead(sampleLead({ email: "erase.me@example.com", formKind: "enquiry", consents: consentsOf() }));
    const output = await script("leads-erase", url, "erase.me@example.com");
    expect(output).toMatch(/^Deleted lead 1: consultation from Erase\.Me@Example\.com, received 20/m);
    expect(output).toMatch(/^Deleted lead 3: enquiry from erase\.me@example\.com, received 20/m);
    expect(output).toContain("Erased 2 lead(s) of erase.me@example.com, with 4 consent record(s) and 2 outbox row(s).");
    expect((await store.listLeads()).map((lead) => lead.email)).toEqual(["keep@example.com"]);
    expect(await tableCounts(url)).toEqual({ leads: 1, outbox: 1, consents: 2 });
    expect(await script("leads-erase", url, "nobody@example.com")).toContain("Erased 0 lead(s)");
  });
});

describe("backups and integrity", () => {
  it("writes a consistent snapshot while leads keep arriving, which opens and checks ok", async () => {
    const { store, url, dir } = await fresh();
    for (let i = 0; i < 50; i += 1) await store.saveLead(sampleLead({ consents: consentsOf() }));
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await store.saveLead(sampleLead({ consents: consentsOf() }));
        // libSQL's embedded driver works synchronously: yield to the event loop's I/O (setImmediate runs after
        // it, no timer) so the backup process's exit is heard.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const target = join(dir, "backups", "leads-backup.db");
    const output = await script("leads-backup", url, target);
    writing = false;
    await writer;
    expect(output).toMatch(/^Backed up \d+ lead\(s\) to .*leads-backup\.db \(integrity check ok\)\.$/m);
    const copy = await openLeadStore({ url: `file:${target}` });
    const copied = await copy.countLeads();
    await copy.close();
    expect(copied).toBeGreaterThanOrEqual(50);
    expect(copied).toBe(Number(/Backed up (\d+)/.exec(output)![1]));
    await expect(store.backupTo(target)).rejects.toThrow(/already exists/);
  });

  it("npm run leads:backup says to use pg_dump when the leads are in PostgreSQL", async () => {
    const { url, dir } = await fresh("postgres");
    await expect(script("leads-backup", url, join(dir, "copy.db"))).rejects.toMatchObject({
      stderr: expect.stringContaining('pg_dump --format=custom --file=leads.dump "$LEADS_DATABASE_URL"'),
    });
  });

  it("refuses to open a file that is not a database, with a clear message naming it", async () => {
    const { dir } = await fresh();
    const path = join(dir, "not-a-db.db");
    writeFileSync(path, "These are not the leads you are looking for. ".repeat(200));
    const opening = openLeadStore({ url: `file:${path}` });
    await expect(opening).rejects.toBeInstanceOf(LeadStoreIntegrityError);
    await expect(openLeadStore({ url: `file:${path}` })).rejects.toThrow(
      new RegExp(`lead database file:${path} is damaged .*npm run leads:backup`),
    );
    // Nothing was written into it.
    expect(readFileSync(path, "utf8").startsWith("These are not")).toBe(true);
  });

  it("refuses to open a damaged database, reporting its integrity check", async () => {
    const { dir } = await fresh();
    const path = join(dir, "damaged.db");
    // A database in rollback-journal mode, so every page is in the one file.
    const writer = createClient({ url: `file:${path}` });
    await writer.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
    await writer.execute("CREATE INDEX notes_body ON notes (body)");
    await writer.batch(
      Array.from({ length: 400 }, (_, i) => ({
        sql: "INSERT INTO notes (body) VALUES (?)",
        args: [`Note ${i} `.repeat(30)],
      })),
      "write",
    );
    writer.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
    // Scribble over pages in the middle of the file (the lead table's b-tree), as a failing disk might.
    const size = statSync(path).size;
    const fd = openSync(path, "r+");
    for (let offset = 4096 * 3; offset < size - 4096; offset += 4096 * 4)
      writeSync(fd, Buffer.alloc(64, 0xa5), 0, 64, offset);
    closeSync(fd);
    await expect(openLeadStore({ url: `file:${path}` })).rejects.toThrow(/is damaged or not a lead database/);
  });
});
