import { afterEach, describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CAPPED_METRIC,
  LeadStoreDurabilityError,
  LeadStoreVersionError,
  MIGRATIONS,
  SCHEMA_VERSION,
  assertDurable,
  localPathOf,
  openLeadStore,
  type NewLead,
  type SaveStatus,
} from "@/lib/leads/store";
import { assertPostgresDurable, numberedPlaceholders } from "@/lib/leads/store/postgres-engine";
import { ENGINES, sampleLead, tempStore, type Engine } from "@/lib/leads/test-support";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fresh(engine: Engine = "sqlite") {
  const temp = await tempStore(engine);
  cleanups.push(temp.cleanup);
  return temp;
}

/**
 * Saves leads all at once and checks the answers: exactly one stored; each other is a duplicate when its content
 * is the stored one's, a conflict when not. (Which arrives first is up to the engine: PostgreSQL runs them on
 * several connections at once.)
 */
async function saveTogether(store: Awaited<ReturnType<typeof fresh>>["store"], leads: NewLead[]) {
  const results = await Promise.all(leads.map((lead) => store.saveLead(lead)));
  const byKey = new Map<string, { lead: NewLead; id: number }>();
  leads.forEach((lead, i) => {
    if (results[i].status === "stored") {
      expect(byKey.has(lead.idempotencyKey), `two leads stored under ${lead.idempotencyKey}`).toBe(false);
      byKey.set(lead.idempotencyKey, { lead, id: results[i].id });
    }
  });
  const expected = leads.map((lead): SaveStatus => {
    const winner = byKey.get(lead.idempotencyKey);
    if (!winner) return "stored";
    if (winner.lead === lead) return "stored";
    return JSON.stringify(winner.lead) === JSON.stringify(lead) ? "duplicate" : "conflict";
  });
  expect(results.map((result) => result.status)).toEqual(expected);
  leads.forEach((lead, i) => expect(results[i].id).toBe(byKey.get(lead.idempotencyKey)?.id));
  return { results, winners: byKey };
}

describe("embedded file store", () => {
  it("creates the schema on open, in WAL mode, and migrating again changes nothing", async () => {
    const { store, url } = await fresh();
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    const again = await openLeadStore({ url });
    expect(await again.schemaVersion()).toBe(SCHEMA_VERSION);
    await again.close();
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
    // A lead from before the content hash: its key coming back is a duplicate, whatever it carries, and adds nothing.
    const replay = sampleLead({ idempotencyKey: "old-key-0000000000", firstName: "Other" });
    expect(await store.saveLead(replay)).toEqual({ id: 1, status: "duplicate" });
    expect((await store.listLeads())[0]).toMatchObject({ firstName: "Old", webhookStatus: null });
    // The widened rules (schema 5) take a booking, with the visitor's confirmation beside the other channels.
    const seat = await store.saveBooking({
      ...sampleLead({ formKind: "booking" }),
      booking: {
        eventSlug: "an-event",
        waitlist: false,
        capacity: 1,
        seats: 1,
        eventTitle: "An event",
        eventWhen: "a day",
        eventPlace: "a place",
        eventPath: "/events/an-event",
        eventIcs: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
      },
    });
    expect(seat.booking).toBe("booked");
    await store.close();
  });

  it("refuses a database a newer release has migrated, naming both versions, and leaves it as it was", async () => {
    const { store, url } = await fresh();
    await store.close();
    const raw = createClient({ url });
    await raw.execute("INSERT INTO schema_migrations VALUES (?, '2030-01-01T00:00:00Z')", [SCHEMA_VERSION + 1]);
    await expect(openLeadStore({ url })).rejects.toThrow(LeadStoreVersionError);
    await expect(openLeadStore({ url })).rejects.toThrow(
      `schema version ${SCHEMA_VERSION + 1}, newer than this code's ${SCHEMA_VERSION}`,
    );
    expect(Number((await raw.execute("SELECT MAX(version) AS v FROM schema_migrations")).rows[0].v)).toBe(
      SCHEMA_VERSION + 1,
    );
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
      await store.close();
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

  it("refuses to open a file database it cannot make durable, saying why", async () => {
    // SQLite quietly keeps journal_mode=memory for an in-memory database: the read-back catches it.
    await expect(openLeadStore({ url: "file::memory:" })).rejects.toThrow(LeadStoreDurabilityError);
    await expect(openLeadStore({ url: "file::memory:" })).rejects.toThrow(/journal_mode is memory, not wal/);
  });

  it("requires WAL and synchronous FULL exactly", () => {
    expect(() => assertDurable("file:a.db", { journalMode: "wal", synchronous: 2 })).not.toThrow();
    expect(() => assertDurable("file:a.db", { journalMode: "WAL", synchronous: 2 })).not.toThrow();
    expect(() => assertDurable("file:a.db", { journalMode: "wal", synchronous: 1 })).toThrow(
      /lead database file:a\.db cannot be written durably \(synchronous is 1, not 2 \(FULL\)\)/,
    );
    expect(() => assertDurable("file:a.db?x=1", { journalMode: "delete", synchronous: 3 })).toThrow(
      /file:a\.db cannot .*journal_mode is delete, not wal; synchronous is 3, not 2/,
    );
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

describe.each(ENGINES)("lead store on %s", (engine) => {
  it("adds daily counters up, reads them from a day on, and deletes old days", async () => {
    const { store } = await fresh(engine);
    await store.addCounts([
      { day: "2026-11-26", metric: "view", key: "/", n: 2 },
      { day: "2026-11-27", metric: "view", key: "/", n: 1 },
    ]);
    await Promise.all([
      store.addCounts([{ day: "2026-11-27", metric: "view", key: "/", n: 3 }]),
      store.addCounts([{ day: "2026-11-27", metric: "view", key: "/", n: 4 }]),
    ]);
    expect(await store.readCounts("2026-11-27")).toEqual([{ day: "2026-11-27", metric: "view", key: "/", n: 8 }]);
    expect(await store.deleteCountsBefore("2026-11-27")).toBe(1);
    expect(await store.readCounts("2000-01-01")).toHaveLength(1);
  });

  it("keeps at most dayKeys keys of a metric a day, even from servers flushing at once, and records the rest", async () => {
    const { store } = await fresh(engine);
    const day = "2026-11-27";
    await store.addCounts([{ day, metric: "view", key: "/", n: 1 }], { dayKeys: 5 });
    // Two servers' batches of four new keys each, and one more count of the key held.
    await Promise.all(
      ["a", "b"].map((server) =>
        store.addCounts(
          [
            ...Array.from({ length: 4 }, (_, n) => ({ day, metric: "view", key: `/${server}${n}`, n: 2 })),
            { day, metric: "view", key: "/", n: 1 },
            { day, metric: "search", key: server, n: 1 },
          ],
          { dayKeys: 5 },
        ),
      ),
    );
    const counts = await store.readCounts(day);
    const views = counts.filter((count) => count.metric === "view");
    expect(views).toHaveLength(5);
    expect(views.find((count) => count.key === "/")?.n).toBe(3);
    // Four of the eight new keys did not fit: their counts (2 each) are recorded against the metric.
    expect(counts.find((count) => count.metric === CAPPED_METRIC)).toEqual({
      day,
      metric: CAPPED_METRIC,
      key: "view",
      n: 8,
    });
    expect(counts.filter((count) => count.metric === "search")).toHaveLength(2);
  });

  it("creates the schema on open with its history, and opening again changes nothing", async () => {
    const { store, url, query } = await fresh(engine);
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    const again = await openLeadStore({ url });
    expect(await again.schemaVersion()).toBe(SCHEMA_VERSION);
    await again.close();
    const history = await query("SELECT version FROM schema_migrations ORDER BY version");
    expect(history.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it("stores a lead with its consent and privacy version, and an outbox row for its mail", async () => {
    const { store } = await fresh(engine);
    const lead = sampleLead({ marketingConsent: true, packageId: "gold", sourcePath: "/services" });
    const saved = await store.saveLead(lead, new Date("2025-03-01T10:00:00Z"));
    expect(saved).toEqual({ id: 1, status: "stored" });
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

  it("lists leads a page at a time in arrival order", async () => {
    const { store } = await fresh(engine);
    for (let i = 0; i < 5; i += 1) await store.saveLead(sampleLead({ firstName: `N${i}` }));
    const first = await store.listLeads({ limit: 2 });
    const rest = await store.listLeads({ afterId: first[1].id, limit: 10 });
    expect([...first, ...rest].map((lead) => lead.firstName)).toEqual(["N0", "N1", "N2", "N3", "N4"]);
  });

  it("stores a repeated idempotency key once, even when both arrive together", async () => {
    const { store } = await fresh(engine);
    const lead = sampleLead();
    const { winners } = await saveTogether(store, [lead, { ...lead }, { ...lead, firstName: "Changed" }]);
    expect(await store.countLeads()).toBe(1);
    expect((await store.listLeads())[0].firstName).toBe(winners.get(lead.idempotencyKey)!.lead.firstName);
  });

  // Issue 24: a replayed key used to add the replay's consent records and outbox rows to the first lead.
  it("adds nothing to the first lead when its key comes back with other content, and says so", async () => {
    const { store } = await fresh(engine);
    const lead = sampleLead({
      formKind: "enquiry",
      consents: [{ purpose: "privacy-notice", granted: true, wordingVersion: "2025-01-01" }],
    });
    expect(await store.saveLead(lead)).toEqual({ id: 1, status: "stored" });
    const before = await store.listLeads();
    const edited = {
      ...lead,
      franchiseSlugs: ["panwhistle-kitchen"],
      franchiseNames: ["Panwhistle Kitchen"],
      shareWithFranchisors: true,
      consents: [
        ...lead.consents!,
        {
          purpose: "share-with-franchisors" as const,
          granted: true,
          wordingVersion: "2025-01-01",
          detail: { franchisors: [{ slug: "panwhistle-kitchen", name: "Panwhistle Kitchen" }] },
        },
      ],
    };
    expect(await store.saveLead(edited)).toEqual({ id: 1, status: "conflict" });
    expect(await store.listLeads()).toEqual(before);
    expect(before[0].consents.map((consent) => consent.purpose)).toEqual(["privacy-notice"]);
  });

  it("gives a replayed lead no outbox row for a channel configured after it was stored", async () => {
    const { store, url } = await fresh(engine);
    const lead = sampleLead();
    await store.saveLead(lead);
    const withWebhook = await openLeadStore({ url, channels: ["mail", "webhook"] });
    try {
      expect(await withWebhook.saveLead({ ...lead })).toEqual({ id: 1, status: "duplicate" });
      expect(await withWebhook.saveLead({ ...lead, firstName: "Changed" })).toEqual({ id: 1, status: "conflict" });
      expect((await withWebhook.listLeads())[0]).toMatchObject({
        firstName: "Ann",
        mailStatus: "pending",
        webhookStatus: null,
      });
    } finally {
      await withWebhook.close();
    }
  });

  it("tells a replay from a change among leads saved together, and each new lead still gets its rows", async () => {
    const { store } = await fresh(engine);
    const consents = [{ purpose: "privacy-notice" as const, granted: true, wordingVersion: "2025-01-01" }];
    const a = sampleLead({ consents });
    const b = sampleLead({ consents, firstName: "Bea" });
    const { winners } = await saveTogether(store, [a, { ...a, marketingConsent: true }, b, { ...a }]);
    const leads = await store.listLeads();
    expect(leads).toHaveLength(2);
    for (const lead of leads) {
      const winner = winners.get(lead.idempotencyKey)!.lead;
      expect([lead.firstName, lead.marketingConsent, lead.consents.length, lead.mailStatus]).toEqual([
        winner.firstName,
        winner.marketingConsent,
        1,
        "pending",
      ]);
    }
  });

  it("refuses a row that breaks the schema's checks, and stores nothing of it", async () => {
    const { store } = await fresh(engine);
    await expect(store.saveLead(sampleLead({ formKind: "newsletter" as never }))).rejects.toThrow(/check/i);
    expect(await store.countLeads()).toBe(0);
  });

  it("proves it takes a write for the health check", async () => {
    const { store, query } = await fresh(engine);
    await store.checkWritable();
    expect(await query("SELECT value FROM store_meta WHERE key = 'health_checked_at'")).toHaveLength(1);
  });
});

describe("PostgreSQL store", () => {
  it("reads back the server's durability settings on open", async () => {
    const { store } = await fresh("postgres");
    expect(await store.durability()).toMatchObject({ fsync: "on", fullPageWrites: "on", dataChecksums: "on" });
    expect(store.engine).toBe("postgres");
  });

  it("refuses a server that does not flush commits to disk, saying which setting and where", () => {
    const good = { fsync: "on", synchronousCommit: "on", fullPageWrites: "on", dataChecksums: "off" };
    expect(() => assertPostgresDurable("postgres://u:secret@db/leads", good)).not.toThrow();
    const bad = () =>
      assertPostgresDurable("postgres://u:secret@db/leads", { ...good, fsync: "off", synchronousCommit: "off" });
    expect(bad).toThrow(LeadStoreDurabilityError);
    expect(bad).toThrow(
      /postgres:\/\/u:\*\*\*@db\/leads cannot be written durably \(fsync is off; synchronous_commit is off\)/,
    );
  });

  it("numbers placeholders, leaving quoted text alone", () => {
    expect(numberedPlaceholders("SELECT ?, 'a?''b', ? FROM t WHERE x = ?")).toBe(
      "SELECT $1, 'a?''b', $2 FROM t WHERE x = $3",
    );
  });

  it("names the database it cannot reach without its password", async () => {
    await expect(openLeadStore({ url: "postgres://app:hunter2@127.0.0.1:1/leads" })).rejects.toThrow(
      /Cannot reach the lead database postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/leads/,
    );
  });

  // Servers are separate processes: on SQLite, stores in one process would block each other's event loop (the
  // driver waits synchronously for the file lock), so leads-two-servers.test.ts covers the embedded file.
  it("migrates once when several servers open a new database together", async () => {
    const { url, query } = await fresh("postgres");
    const stores = await Promise.all([1, 2, 3].map(() => openLeadStore({ url })));
    await Promise.all(stores.map((store) => store.close()));
    expect(Number((await query("SELECT COUNT(*) AS n FROM schema_migrations"))[0].n)).toBe(SCHEMA_VERSION);
  });

  it("says plainly that a libSQL server is not a supported store", async () => {
    await expect(openLeadStore({ url: "libsql://db.example.com" })).rejects.toThrow(/use PostgreSQL to share leads/);
  });
});
