import { afterEach, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import { SCHEMA_VERSION, localPathOf, openLeadStore } from "@/lib/leads/store";
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
