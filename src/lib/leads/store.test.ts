import { afterEach, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS, SCHEMA_VERSION, localPathOf, openLeadStore } from "@/lib/leads/store";
import { sampleLead, tempStore } from "@/lib/leads/test-support";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function fresh() {
  const temp = await tempStore();
  cleanups.push(temp.cleanup);
  return temp;
}

describe("lead store", () => {
  it("creates the schema on open, in WAL mode, and migrating again changes nothing", async () => {
    const { store, url } = await fresh();
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    const again = await openLeadStore({ url });
    expect(await again.schemaVersion()).toBe(SCHEMA_VERSION);
    again.close();
    const raw = createClient({ url });
    expect((await raw.execute("PRAGMA journal_mode")).rows[0].journal_mode).toBe("wal");
    expect(Number((await raw.execute("SELECT COUNT(*) AS n FROM schema_migrations")).rows[0].n)).toBe(SCHEMA_VERSION);
    raw.close();
  });

  it("migrates a schema-1 database: consent records from its columns, mail rows kept, new channels added", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-v1-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const url = `file:${join(dir, "leads.db")}`;
    const raw = createClient({ url });
    await raw.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
    for (const sql of MIGRATIONS[0]) await raw.execute(sql);
    await raw.execute("INSERT INTO schema_migrations VALUES (1, '2025-01-01T00:00:00Z')");
    await raw.execute(`INSERT INTO leads (idempotency_key, form_kind, created_at, first_name, last_name, email, phone,
      marketing_consent, privacy_notice_version) VALUES ('old-key-0000000000', 'consultation', '2025-06-01T09:00:00Z',
      'Old', 'Lead', 'old@example.com', '07700 900000', 1, '2025-01-01')`);
    await raw.execute(`INSERT INTO outbox (lead_id, status, attempts, next_attempt_at, sent_at, message_id)
      VALUES (1, 'sent', 1, '2025-06-01T09:00:00Z', '2025-06-01T09:00:01Z', '<lead-1@example.com>')`);
    raw.close();

    const store = await openLeadStore({ url, channels: ["mail", "webhook"] });
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    const [old] = await store.listLeads();
    expect(old).toMatchObject({ firstName: "Old", mailStatus: "sent", webhookStatus: null, franchiseSlugs: [] });
    expect(old.consents).toEqual([
      { purpose: "privacy-notice", granted: true, wordingVersion: "2025-01-01", at: "2025-06-01T09:00:00Z" },
      { purpose: "marketing-email", granted: true, wordingVersion: "2025-01-01", at: "2025-06-01T09:00:00Z" },
    ]);
    await store.saveLead(sampleLead());
    expect((await store.listLeads())[1]).toMatchObject({ mailStatus: "pending", webhookStatus: "pending" });
    store.close();
  });

  it("creates the data folder for a relative file URL", async () => {
    const { dir } = await fresh();
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const store = await openLeadStore({ url: "file:nested/data/leads.db" });
      await store.saveLead(sampleLead());
      expect(await store.countLeads()).toBe(1);
      store.close();
    } finally {
      process.chdir(cwd);
    }
  });

  it("writes through one connection in WAL mode with synchronous FULL, before and after writes", async () => {
    const { store } = await fresh();
    expect(await store.durability()).toEqual({ journalMode: "wal", synchronous: 2 });
    await Promise.all([store.saveLead(sampleLead()), store.saveLead(sampleLead()), store.listLeads()]);
    expect(await store.durability()).toEqual({ journalMode: "wal", synchronous: 2 });
  });

  it("stores a lead with its consent and privacy version, and an outbox row for its mail", async () => {
    const { store } = await fresh();
    const lead = sampleLead({ marketingConsent: true, packageId: "gold", sourcePath: "/services" });
    const saved = await store.saveLead(lead, new Date("2025-03-01T10:00:00Z"));
    expect(saved).toEqual({ id: 1, duplicate: false });
    const [stored] = await store.listLeads();
    expect(stored).toMatchObject({
      ...lead,
      id: 1,
      createdAt: "2025-03-01T10:00:00.000Z",
      marketingConsent: true,
      privacyNoticeVersion: "2025-01-01",
      mailStatus: "pending",
    });
  });

  it("stores a repeated idempotency key once, even when both arrive together", async () => {
    const { store } = await fresh();
    const lead = sampleLead();
    const results = await Promise.all([
      store.saveLead(lead),
      store.saveLead(lead),
      store.saveLead({ ...lead, firstName: "Changed" }),
    ]);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await store.countLeads()).toBe(1);
    expect((await store.listLeads())[0].firstName).toBe("Ann");
  });

  it("lists leads a page at a time in arrival order", async () => {
    const { store } = await fresh();
    for (let i = 0; i < 5; i += 1) await store.saveLead(sampleLead({ firstName: `N${i}` }));
    const first = await store.listLeads({ limit: 2 });
    const rest = await store.listLeads({ afterId: first[1].id, limit: 10 });
    expect([...first, ...rest].map((lead) => lead.firstName)).toEqual(["N0", "N1", "N2", "N3", "N4"]);
  });

  it("refuses a row that breaks the schema's checks", async () => {
    const { store } = await fresh();
    await expect(store.saveLead(sampleLead({ formKind: "newsletter" as never }))).rejects.toThrow(/CHECK/);
    expect(await store.countLeads()).toBe(0);
  });

  it("reads file URLs the way libSQL does", () => {
    expect(localPathOf("file:data/leads.db")).toBe("data/leads.db");
    expect(localPathOf("file:/tmp/a.db")).toBe("/tmp/a.db");
    expect(localPathOf("file:///tmp/a.db")).toBe("/tmp/a.db");
    expect(localPathOf("file://localhost/tmp/a.db")).toBe("/tmp/a.db");
    expect(localPathOf("file::memory:")).toBeNull();
    expect(localPathOf("libsql://db.example.com")).toBeNull();
  });
});
