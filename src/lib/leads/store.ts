/**
 * The lead store: every accepted enquiry is committed to SQLite (embedded file, WAL, synchronous FULL) or a
 * libSQL server before the visitor hears "thank you", together with its consent records and an outbox row
 * per delivery channel (the notification mail, and the CRM webhook when one is configured).
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient, type Client, type InValue, type Row } from "@libsql/client";
import type { ConsentPurpose } from "@/config/consent";
import { createGroupWriter } from "@/lib/leads/group-commit";
import { leadPayloadHash } from "@/lib/leads/payload-hash";
import type { FormKind } from "@/lib/leads/schema";

/** A franchisor a visitor named: its slug (the stable key) and the name shown to them. */
export interface FranchisorRef {
  slug: string;
  name: string;
}

/** What a visitor agreed to (or declined), in which wording version, and when. */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  wordingVersion: string;
  /** ISO time; the lead's arrival time when not given. */
  at: string;
  /** Purpose-specific facts, e.g. `franchisors` for share-with-franchisors. */
  detail?: { franchisors?: FranchisorRef[]; [key: string]: unknown };
}

/** A delivery channel of the outbox. */
export type OutboxChannel = "mail" | "webhook";

/** A lead as the endpoint hands it to the store. */
export interface NewLead {
  idempotencyKey: string;
  formKind: FormKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message?: string;
  preferredTime?: string;
  consultationType?: string;
  packageId?: string;
  address?: string;
  postcode?: string;
  county?: string;
  country?: string;
  leadTime?: string;
  liquidCash?: string;
  homeowner?: string;
  /** Slugs of the franchises the visitor selected, and their names at the time, in the same order. */
  franchiseSlugs: string[];
  franchiseNames: string[];
  /** Whether the visitor agreed to share with the selected franchisors; undefined when none were selected. */
  shareWithFranchisors?: boolean;
  marketingConsent: boolean;
  privacyNoticeVersion: string;
  sourcePath?: string;
  /** Consent records (their `at` defaults to the arrival time). */
  consents?: (Omit<ConsentRecord, "at"> & { at?: string })[];
}

/** A stored lead, with when it arrived, its consent records and where its deliveries stand. */
export interface StoredLead extends NewLead {
  id: number;
  createdAt: string;
  consents: ConsentRecord[];
  mailStatus: MailStatus | null;
  webhookStatus: MailStatus | null;
}

/**
 * pending: not sent yet (or failed and waiting for a retry); sending: claimed by a sender; sent: accepted by
 * the SMTP server (or the webhook receiver); uncertain: a mail sender stopped mid-send or the server never
 * answered the end of the message, so it is not retried (that could send it twice).
 */
export type MailStatus = "pending" | "sending" | "sent" | "uncertain";

export interface ClaimedMail {
  outboxId: number;
  attempts: number;
  lead: StoredLead;
}

/** What an erasure or purge removed. */
export interface RemovedLeads {
  leads: { id: number; createdAt: string; formKind: FormKind; email: string }[];
  outboxRows: number;
  consentRecords: number;
}

/** Thrown when the database file cannot be read as a database or fails its integrity check. */
export class LeadStoreIntegrityError extends Error {}

/** Thrown when an embedded database does not run with the durability settings a lead's "thank you" relies on. */
export class LeadStoreDurabilityError extends Error {}

/** What an embedded database must run with: WAL, and synchronous FULL (2), so a commit is fsynced before it returns. */
export const REQUIRED_DURABILITY = { journalMode: "wal", synchronous: 2 } as const;

/**
 * Throws a LeadStoreDurabilityError unless the settings read back from the connection are the required ones.
 * SQLite ignores a journal mode it cannot use (an in-memory database, some network file systems) without an
 * error, and a crash test cannot see a missing fsync, so reading them back is the check that can be made.
 */
export function assertDurable(url: string, actual: { journalMode: string; synchronous: number }): void {
  const problems = [
    actual.journalMode.toLowerCase() !== REQUIRED_DURABILITY.journalMode &&
      `journal_mode is ${actual.journalMode}, not wal`,
    actual.synchronous !== REQUIRED_DURABILITY.synchronous && `synchronous is ${actual.synchronous}, not 2 (FULL)`,
  ].filter(Boolean);
  if (problems.length === 0) return;
  throw new LeadStoreDurabilityError(
    `The lead database ${url.split("?")[0]} cannot be written durably (${problems.join("; ")}), so leads are not ` +
      "accepted: use a file on a local disk that supports WAL (not in memory or on a network share), or a libSQL server.",
  );
}

/**
 * What saving a lead did: stored it; found its key already stored with the same content (a retry); or found
 * its key stored with other content (a change after the first was stored). Only "stored" wrote anything.
 */
export type SaveStatus = "stored" | "duplicate" | "conflict";

export interface LeadStore {
  /**
   * Stores a lead with its consent records and outbox rows in one transaction. A known idempotency key stores
   * nothing at all, and is answered "duplicate" or "conflict" by comparing the content's hash with the first's.
   */
  saveLead(lead: NewLead, now?: Date): Promise<{ id: number; status: SaveStatus }>;
  /** Leads in arrival order, a page at a time. */
  listLeads(options?: { afterId?: number; limit?: number }): Promise<StoredLead[]>;
  countLeads(): Promise<number>;
  /** Atomically claims due outbox rows of a channel for one sender, so two senders never send the same item. */
  claimDue(channel: OutboxChannel, token: string, now: Date, limit: number): Promise<ClaimedMail[]>;
  markSent(outboxId: number, token: string, now: Date, reference: string): Promise<void>;
  markFailed(outboxId: number, token: string, error: string, nextAttemptAt: Date): Promise<void>;
  /** Hands back a claimed item whose delivery never started (the sender is stopping): pending, as if unclaimed. */
  releaseClaim(outboxId: number, token: string): Promise<void>;
  /** The receiver may have the item but never confirmed it: never resent automatically. */
  markUncertain(outboxId: number, token: string, error: string): Promise<void>;
  /**
   * Claims older than `before` belong to a sender that died mid-send: mail becomes uncertain (never resent);
   * a webhook goes back to pending, since its receiver drops repeats by Idempotency-Key.
   */
  recoverStaleClaims(channel: OutboxChannel, before: Date): Promise<number>;
  /** Deletes, in small transactions, leads that arrived before `cutoff`, with their consents and outbox rows. */
  purgeOlderThan(cutoff: Date): Promise<RemovedLeads>;
  /** Deletes every lead of an e-mail address (any letter case) with its consents and outbox rows. */
  eraseByEmail(email: string): Promise<RemovedLeads>;
  /**
   * Counts one submission of a client against a limit shared by every process using this database; the
   * client key is stored only as a keyed hash, and only for the window.
   */
  hitRateLimit(
    clientKey: string,
    limit: number,
    windowMs: number,
    now?: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Forgets rate-limit hits older than the window. */
  sweepRateLimit(windowMs: number, now?: number): Promise<number>;
  /** Writes a consistent snapshot of an embedded database to a new file (VACUUM INTO). */
  backupTo(path: string): Promise<void>;
  /** The schema version after migration. */
  schemaVersion(): Promise<number>;
  /** Journal mode and synchronous level (2 = FULL) of the connection that writes. */
  durability(): Promise<{ journalMode: string; synchronous: number }>;
  /** Proves the database takes a write now (the health check): one small upsert, plain SQL on any engine. */
  checkWritable(): Promise<void>;
  close(): void;
}

/**
 * Each entry moves the schema one version on; never edit a shipped entry, append a new one. Entries spell out
 * their tables in full even where a later one repeats columns (outbox and outbox_v2): a shared fragment would let
 * an edit for a new version silently rewrite what an old one did.
 */
export const MIGRATIONS: readonly (readonly string[])[] = [
  [
    `CREATE TABLE IF NOT EXISTS leads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      idempotency_key TEXT NOT NULL UNIQUE,
      form_kind TEXT NOT NULL CHECK (form_kind IN ('consultation', 'enquiry')),
      created_at TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      message TEXT,
      preferred_time TEXT,
      consultation_type TEXT,
      package_id TEXT,
      address TEXT,
      postcode TEXT,
      county TEXT,
      country TEXT,
      lead_time TEXT,
      liquid_cash TEXT,
      homeowner TEXT,
      franchise_ids TEXT NOT NULL DEFAULT '[]',
      franchise_names TEXT NOT NULL DEFAULT '[]',
      marketing_consent INTEGER NOT NULL CHECK (marketing_consent IN (0, 1)),
      privacy_notice_version TEXT NOT NULL,
      source_path TEXT
    )`,
    `CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id),
      status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'uncertain')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      claim_token TEXT,
      claimed_at TEXT,
      last_error TEXT,
      sent_at TEXT,
      message_id TEXT
    )`,
    `CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at)`,
  ],
  [
    // Consent records: one per lead and purpose. Leads stored before this version get their privacy notice
    // and marketing e-mail records from the columns they already had (the wording then was 2025-01-01).
    `CREATE TABLE consents (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      purpose TEXT NOT NULL,
      granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
      wording_version TEXT NOT NULL,
      at TEXT NOT NULL,
      detail TEXT,
      UNIQUE (lead_id, purpose)
    )`,
    `INSERT INTO consents (lead_id, purpose, granted, wording_version, at)
       SELECT id, 'privacy-notice', 1, privacy_notice_version, created_at FROM leads`,
    `INSERT INTO consents (lead_id, purpose, granted, wording_version, at)
       SELECT id, 'marketing-email', marketing_consent, '2025-01-01', created_at FROM leads`,
    // NULL: no franchise named; 0: named but not to be shared; 1: the visitor agreed to share.
    `ALTER TABLE leads ADD COLUMN share_with_franchisors INTEGER CHECK (share_with_franchisors IN (0, 1))`,
    `CREATE INDEX leads_created_at ON leads (created_at)`,
    `CREATE INDEX leads_email ON leads (email COLLATE NOCASE)`,
    // The outbox gains a channel: the notification mail and the CRM webhook, one row each per lead.
    `CREATE TABLE outbox_v2 (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      channel TEXT NOT NULL CHECK (channel IN ('mail', 'webhook')),
      status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'uncertain')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      claim_token TEXT,
      claimed_at TEXT,
      last_error TEXT,
      sent_at TEXT,
      message_id TEXT,
      UNIQUE (lead_id, channel)
    )`,
    `INSERT INTO outbox_v2 (id, lead_id, channel, status, attempts, next_attempt_at, claim_token, claimed_at,
       last_error, sent_at, message_id)
     SELECT id, lead_id, 'mail', status, attempts, next_attempt_at, claim_token, claimed_at, last_error, sent_at,
       message_id FROM outbox`,
    `DROP TABLE outbox`,
    `ALTER TABLE outbox_v2 RENAME TO outbox`,
    `CREATE INDEX outbox_due ON outbox (channel, status, next_attempt_at)`,
    // Rate-limit hits shared by every server process on this database: a keyed hash of the client, a time.
    `CREATE TABLE rate_hits (client TEXT NOT NULL, at INTEGER NOT NULL)`,
    `CREATE INDEX rate_hits_client ON rate_hits (client, at)`,
    `CREATE INDEX rate_hits_at ON rate_hits (at)`,
    `CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  ],
  [
    // SHA-256 of the lead's canonical content (payload-hash.ts), to tell a retry from a change under one key.
    // Leads stored before this version have none: a key of theirs coming back is answered as a duplicate.
    `ALTER TABLE leads ADD COLUMN payload_hash TEXT`,
  ],
];

/** The schema version this code expects. */
export const SCHEMA_VERSION = MIGRATIONS.length;

// franchise_ids holds slugs since schema 2 (ids before it); the column keeps its name so no data moves.
const LEAD_COLUMNS = `l.id, l.idempotency_key, l.form_kind, l.created_at, l.first_name, l.last_name, l.email, l.phone,
  l.message, l.preferred_time, l.consultation_type, l.package_id, l.address, l.postcode, l.county, l.country,
  l.lead_time, l.liquid_cash, l.homeowner, l.franchise_ids, l.franchise_names, l.share_with_franchisors,
  l.marketing_consent, l.privacy_notice_version, l.source_path,
  (SELECT json_group_array(json_object('purpose', c.purpose, 'granted', c.granted,
     'wordingVersion', c.wording_version, 'at', c.at, 'detail', json(c.detail)))
   FROM consents c WHERE c.lead_id = l.id) AS consents,
  (SELECT status FROM outbox o WHERE o.lead_id = l.id AND o.channel = 'mail') AS mail_status,
  (SELECT status FROM outbox o WHERE o.lead_id = l.id AND o.channel = 'webhook') AS webhook_status`;

const PURPOSE_ORDER = ["privacy-notice", "marketing-email", "marketing-phone", "share-with-franchisors"];

function toConsents(value: unknown): ConsentRecord[] {
  const rows = JSON.parse(String(value ?? "[]")) as (Omit<ConsentRecord, "granted" | "detail"> & {
    granted: number;
    detail: ConsentRecord["detail"] | null;
  })[];
  return rows
    .map(({ granted, detail, ...rest }) => ({ ...rest, granted: granted === 1, ...(detail ? { detail } : {}) }))
    .sort((a, b) => PURPOSE_ORDER.indexOf(a.purpose) - PURPOSE_ORDER.indexOf(b.purpose));
}

function text(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}

function toStoredLead(row: Row): StoredLead {
  return {
    id: Number(row.id),
    idempotencyKey: String(row.idempotency_key),
    formKind: String(row.form_kind) as FormKind,
    createdAt: String(row.created_at),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    phone: String(row.phone),
    message: text(row.message),
    preferredTime: text(row.preferred_time),
    consultationType: text(row.consultation_type),
    packageId: text(row.package_id),
    address: text(row.address),
    postcode: text(row.postcode),
    county: text(row.county),
    country: text(row.country),
    leadTime: text(row.lead_time),
    liquidCash: text(row.liquid_cash),
    homeowner: text(row.homeowner),
    franchiseSlugs: JSON.parse(String(row.franchise_ids)) as string[],
    franchiseNames: JSON.parse(String(row.franchise_names)) as string[],
    shareWithFranchisors: row.share_with_franchisors === null ? undefined : Number(row.share_with_franchisors) === 1,
    marketingConsent: Number(row.marketing_consent) === 1,
    privacyNoticeVersion: String(row.privacy_notice_version),
    sourcePath: text(row.source_path),
    consents: toConsents(row.consents),
    mailStatus: (text(row.mail_status) as MailStatus | undefined) ?? null,
    webhookStatus: (text(row.webhook_status) as MailStatus | undefined) ?? null,
  };
}

/** The file behind a `file:` URL (relative or absolute), or null for in-memory and remote databases. */
export function localPathOf(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  let path = url.slice("file:".length).split("?")[0];
  if (path.startsWith("//localhost/")) path = path.slice("//localhost".length);
  else if (path.startsWith("//")) path = path.slice(2);
  return path === "" || path === ":memory:" ? null : decodeURIComponent(path);
}

/** The journal mode and synchronous level of the connection, as SQLite reports them. */
async function readDurability(client: Client): Promise<{ journalMode: string; synchronous: number }> {
  const journal = await client.execute("PRAGMA journal_mode");
  const sync = await client.execute("PRAGMA synchronous");
  return { journalMode: String(journal.rows[0].journal_mode), synchronous: Number(sync.rows[0].synchronous) };
}

async function migrate(client: Client): Promise<void> {
  await client.execute(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  // A write transaction takes the database lock first, so two servers starting together migrate once.
  const tx = await client.transaction("write");
  try {
    const current = Number(
      (await tx.execute("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")).rows[0].v,
    );
    for (let version = current + 1; version <= MIGRATIONS.length; version += 1) {
      for (const sql of MIGRATIONS[version - 1]) await tx.execute(sql);
      await tx.execute({
        sql: "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)",
        args: [version, new Date().toISOString()],
      });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}

const PURGE_BATCH = 200;

/** A clear message for a database that cannot be read, naming the file and what to do. */
function unreadable(url: string, reason: string): LeadStoreIntegrityError {
  return new LeadStoreIntegrityError(
    `The lead database ${url.split("?")[0]} is damaged or not a lead database (${reason}). ` +
      "Leads cannot be stored until it is repaired: move the file aside and restore the latest backup " +
      "(made with `npm run leads:backup`), or start with an empty database.",
  );
}

const DAMAGED = /not a database|malformed|corrupt|SQLITE_NOTADB|SQLITE_CORRUPT/i;

export interface OpenLeadStoreOptions {
  url: string;
  authToken?: string;
  /** The outbox channels each new lead gets a row for; "mail" always, "webhook" when a CRM is configured. */
  channels?: readonly OutboxChannel[];
}

/**
 * Opens (creating or migrating as needed) the lead database at a libSQL URL. An embedded file is checked
 * with PRAGMA integrity_check first; a damaged or foreign file throws a LeadStoreIntegrityError.
 */
export async function openLeadStore({ url, authToken, channels = ["mail"] }: OpenLeadStoreOptions): Promise<LeadStore> {
  // saveLead relies on every stored lead getting at least one outbox row (see its changes() test).
  if (channels.length === 0) throw new Error("A lead store needs at least one outbox channel");
  const isFile = url.startsWith("file:");
  const path = localPathOf(url);
  if (path) mkdirSync(dirname(resolve(path)), { recursive: true });
  // One connection for an embedded file: the durability pragmas below are per connection, and SQLite
  // writes one transaction at a time anyway.
  const client = createClient({ url, authToken, ...(isFile ? { concurrency: 1 } : {}) });
  try {
    if (isFile) {
      await client.execute("PRAGMA busy_timeout = 10000");
      // Before anything writes: a damaged file is reported, not migrated or written into.
      const check = await client.execute("PRAGMA integrity_check(5)");
      const problems = check.rows.map((row) => String(row[0])).filter((line) => line !== "ok");
      if (problems.length > 0) throw unreadable(url, `integrity check: ${problems.join("; ")}`);
      await client.execute("PRAGMA journal_mode = WAL");
      // FULL: a commit is on disk (WAL fsynced) before the lead is acknowledged, surviving power loss too.
      await client.execute("PRAGMA synchronous = FULL");
      await client.execute("PRAGMA foreign_keys = ON");
      assertDurable(url, await readDurability(client));
    }
    await migrate(client);
  } catch (error) {
    client.close();
    if (error instanceof LeadStoreIntegrityError || error instanceof LeadStoreDurabilityError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (DAMAGED.test(message)) throw unreadable(url, message);
    throw error;
  }

  // The key that turns client addresses into rate-limit hashes: random per database, shared by its servers.
  let rateSalt: Promise<string> | undefined;
  const salt = () =>
    (rateSalt ??= (async () => {
      await client.execute({
        sql: "INSERT INTO store_meta (key, value) VALUES ('rate_salt', ?) ON CONFLICT (key) DO NOTHING",
        args: [randomBytes(32).toString("hex")],
      });
      return String((await client.execute("SELECT value FROM store_meta WHERE key = 'rate_salt'")).rows[0].value);
    })());

  // Leads and rate-limit hits arriving together share one transaction and one fsync (see group-commit.ts).
  const write = createGroupWriter(client);

  /** Deletes the given leads with their rows, in one write transaction; returns what went. */
  async function removeLeads(where: string, args: InValue[]): Promise<RemovedLeads> {
    const selected = `SELECT id FROM leads WHERE ${where}`;
    const [found, outbox, consents] = await client.batch(
      [
        { sql: `SELECT id, created_at, form_kind, email FROM leads WHERE ${where} ORDER BY id`, args },
        { sql: `DELETE FROM outbox WHERE lead_id IN (${selected})`, args },
        { sql: `DELETE FROM consents WHERE lead_id IN (${selected})`, args },
        { sql: `DELETE FROM leads WHERE id IN (${selected})`, args },
      ],
      "write",
    );
    return {
      leads: found.rows.map((row) => ({
        id: Number(row.id),
        createdAt: String(row.created_at),
        formKind: String(row.form_kind) as FormKind,
        email: String(row.email),
      })),
      outboxRows: outbox.rowsAffected,
      consentRecords: consents.rowsAffected,
    };
  }

  const store: LeadStore = {
    async saveLead(lead, now = new Date()) {
      const createdAt = now.toISOString();
      const args: InValue[] = [
        lead.idempotencyKey,
        lead.formKind,
        createdAt,
        lead.firstName,
        lead.lastName,
        lead.email,
        lead.phone,
        lead.message ?? null,
        lead.preferredTime ?? null,
        lead.consultationType ?? null,
        lead.packageId ?? null,
        lead.address ?? null,
        lead.postcode ?? null,
        lead.county ?? null,
        lead.country ?? null,
        lead.leadTime ?? null,
        lead.liquidCash ?? null,
        lead.homeowner ?? null,
        JSON.stringify(lead.franchiseSlugs),
        JSON.stringify(lead.franchiseNames),
        lead.shareWithFranchisors === undefined ? null : lead.shareWithFranchisors ? 1 : 0,
        lead.marketingConsent ? 1 : 0,
        lead.privacyNoticeVersion,
        lead.sourcePath ?? null,
        leadPayloadHash(lead),
      ];
      const consents = lead.consents ?? [];
      const statements = [
        {
          sql: `INSERT INTO leads (idempotency_key, form_kind, created_at, first_name, last_name, email, phone,
                  message, preferred_time, consultation_type, package_id, address, postcode, county, country,
                  lead_time, liquid_cash, homeowner, franchise_ids, franchise_names, share_with_franchisors,
                  marketing_consent, privacy_notice_version, source_path, payload_hash)
                VALUES (${args.map(() => "?").join(", ")})
                ON CONFLICT (idempotency_key) DO NOTHING
                RETURNING id`,
          args,
        },
        // The rows below belong only to a lead this very statement list inserted: a known key must add nothing
        // to the lead stored the first time (not a consent it never gave, nor a channel configured since).
        // changes() is the row count of the statement just before (SQLite runs a batch in order, on one
        // connection, inside one transaction): 1 after the lead's INSERT stored it, 0 after it did nothing;
        // then the number of outbox rows just inserted, of which a stored lead always has at least one.
        {
          sql: `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at)
                SELECT l.id, c.value, 'pending', 0, ? FROM leads l, json_each(?) c
                WHERE l.idempotency_key = ? AND changes() = 1`,
          args: [createdAt, JSON.stringify(channels), lead.idempotencyKey],
        },
        ...(consents.length > 0
          ? [
              {
                sql: `INSERT INTO consents (lead_id, purpose, granted, wording_version, at, detail)
                      SELECT l.id, v.column1, v.column2, v.column3, v.column4, v.column5
                      FROM leads l, (VALUES ${consents.map(() => "(?, ?, ?, ?, ?)").join(", ")}) v
                      WHERE l.idempotency_key = ? AND changes() > 0`,
                args: [
                  ...consents.flatMap((consent): InValue[] => [
                    consent.purpose,
                    consent.granted ? 1 : 0,
                    consent.wordingVersion,
                    consent.at ?? createdAt,
                    consent.detail ? JSON.stringify(consent.detail) : null,
                  ]),
                  lead.idempotencyKey,
                ],
              },
            ]
          : []),
      ];
      const results = await write(statements);
      const inserted = results[0].rows[0];
      if (inserted) return { id: Number(inserted.id), status: "stored" };
      // A known key inserted nothing: answer with the lead stored the first time, and whether this is it again.
      const first = await client.execute({
        sql: "SELECT id, payload_hash FROM leads WHERE idempotency_key = ?",
        args: [lead.idempotencyKey],
      });
      // Gone since (purged or erased between the two statements): the caller's retry stores it afresh.
      if (first.rows.length === 0) throw new Error("The lead stored under this key was deleted meanwhile");
      const { id, payload_hash: hash } = first.rows[0];
      // A lead stored before schema 3 has no hash: it is taken as the same content, as before.
      const same = hash === null || hash === args[args.length - 1];
      return { id: Number(id), status: same ? "duplicate" : "conflict" };
    },

    async listLeads({ afterId = 0, limit = 500 } = {}) {
      const result = await client.execute({
        sql: `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id > ? ORDER BY l.id LIMIT ?`,
        args: [afterId, limit],
      });
      return result.rows.map(toStoredLead);
    },

    async countLeads() {
      return Number((await client.execute("SELECT COUNT(*) AS n FROM leads")).rows[0].n);
    },

    async claimDue(channel, token, now, limit) {
      const [claimed] = await write([
        {
          sql: `UPDATE outbox SET status = 'sending', claim_token = ?, claimed_at = ?, attempts = attempts + 1
                WHERE id IN (SELECT id FROM outbox WHERE channel = ? AND status = 'pending' AND next_attempt_at <= ?
                             ORDER BY id LIMIT ?)
                RETURNING id, lead_id, attempts`,
          args: [token, now.toISOString(), channel, now.toISOString(), limit],
        },
      ]);
      const items: ClaimedMail[] = [];
      for (const row of claimed.rows) {
        const lead = await client.execute({
          sql: `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id = ?`,
          args: [row.lead_id],
        });
        items.push({ outboxId: Number(row.id), attempts: Number(row.attempts), lead: toStoredLead(lead.rows[0]) });
      }
      return items;
    },

    async markSent(outboxId, token, now, reference) {
      await write([
        {
          sql: `UPDATE outbox SET status = 'sent', sent_at = ?, message_id = ?, claim_token = NULL, last_error = NULL
                WHERE id = ? AND claim_token = ?`,
          args: [now.toISOString(), reference, outboxId, token],
        },
      ]);
    },

    async markFailed(outboxId, token, error, nextAttemptAt) {
      await write([
        {
          sql: `UPDATE outbox SET status = 'pending', last_error = ?, next_attempt_at = ?, claim_token = NULL
                WHERE id = ? AND claim_token = ?`,
          args: [error.slice(0, 1000), nextAttemptAt.toISOString(), outboxId, token],
        },
      ]);
    },

    async releaseClaim(outboxId, token) {
      await write([
        {
          sql: `UPDATE outbox SET status = 'pending', claim_token = NULL, claimed_at = NULL, attempts = attempts - 1
                WHERE id = ? AND claim_token = ?`,
          args: [outboxId, token],
        },
      ]);
    },

    async markUncertain(outboxId, token, error) {
      await write([
        {
          sql: `UPDATE outbox SET status = 'uncertain', last_error = ?, claim_token = NULL
                WHERE id = ? AND claim_token = ?`,
          args: [error.slice(0, 1000), outboxId, token],
        },
      ]);
    },

    async recoverStaleClaims(channel, before) {
      const [result] = await write([
        channel === "mail"
          ? {
              sql: `UPDATE outbox SET status = 'uncertain', claim_token = NULL,
                      last_error = 'The sender stopped while sending; not retried to avoid a duplicate mail'
                    WHERE channel = 'mail' AND status = 'sending' AND claimed_at < ?`,
              args: [before.toISOString()],
            }
          : {
              sql: `UPDATE outbox SET status = 'pending', claim_token = NULL, next_attempt_at = claimed_at,
                      last_error = 'The sender stopped while sending; retried (the receiver drops repeats)'
                    WHERE channel = ? AND status = 'sending' AND claimed_at < ?`,
              args: [channel, before.toISOString()],
            },
      ]);
      return result.rowsAffected;
    },

    async purgeOlderThan(cutoff) {
      const total: RemovedLeads = { leads: [], outboxRows: 0, consentRecords: 0 };
      // Small batches, each its own short transaction, so new leads arriving meanwhile wait milliseconds.
      for (;;) {
        const batch = await removeLeads(
          `id IN (SELECT id FROM leads WHERE created_at < ? ORDER BY id LIMIT ${PURGE_BATCH})`,
          [cutoff.toISOString()],
        );
        total.leads.push(...batch.leads);
        total.outboxRows += batch.outboxRows;
        total.consentRecords += batch.consentRecords;
        if (batch.leads.length < PURGE_BATCH) return total;
      }
    },

    async eraseByEmail(email) {
      return removeLeads("email = ? COLLATE NOCASE", [email.trim()]);
    },

    async hitRateLimit(clientKey, limit, windowMs, now = Date.now()) {
      const client_ = createHash("sha256")
        .update(`${await salt()}|${clientKey}`)
        .digest("base64url")
        .slice(0, 22);
      const since = now - windowMs;
      // One write transaction: two processes counting the same client at once are serialised by SQLite.
      const [, inserted, window] = await write([
        { sql: "DELETE FROM rate_hits WHERE client = ? AND at <= ?", args: [client_, since] },
        {
          sql: `INSERT INTO rate_hits (client, at) SELECT ?, ?
                WHERE (SELECT COUNT(*) FROM rate_hits WHERE client = ?) < ?`,
          args: [client_, now, client_, limit],
        },
        { sql: "SELECT MIN(at) AS oldest FROM rate_hits WHERE client = ?", args: [client_] },
      ]);
      if (inserted.rowsAffected === 1) return { allowed: true, retryAfterMs: 0 };
      return { allowed: false, retryAfterMs: Math.max(1000, Number(window.rows[0].oldest) + windowMs - now) };
    },

    async sweepRateLimit(windowMs, now = Date.now()) {
      return (await client.execute({ sql: "DELETE FROM rate_hits WHERE at <= ?", args: [now - windowMs] }))
        .rowsAffected;
    },

    async backupTo(target) {
      if (!isFile)
        throw new Error(
          "Backups with VACUUM INTO need an embedded file: database; back up a libSQL server with its own tools.",
        );
      const full = resolve(target);
      if (existsSync(full)) throw new Error(`${full} already exists; choose a new file name for the backup.`);
      mkdirSync(dirname(full), { recursive: true });
      // VACUUM INTO reads one consistent snapshot (a read transaction), so writers carry on meanwhile.
      await client.execute({ sql: "VACUUM INTO ?", args: [full] });
    },

    async schemaVersion() {
      return Number((await client.execute("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")).rows[0].v);
    },

    durability() {
      return readDurability(client);
    },

    async checkWritable() {
      await client.execute({
        sql: `INSERT INTO store_meta (key, value) VALUES ('health_checked_at', ?)
              ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        args: [new Date().toISOString()],
      });
    },

    close() {
      client.close();
    },
  };
  return store;
}
