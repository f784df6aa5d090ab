/**
 * The lead store: every accepted enquiry is committed to SQLite (embedded file, WAL, synchronous FULL) or a
 * libSQL server before the visitor hears "thank you", together with an outbox row for the notification mail.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient, type Client, type InValue, type Row } from "@libsql/client";
import type { FormKind } from "@/lib/leads/schema";

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
  franchiseIds: string[];
  franchiseNames: string[];
  marketingConsent: boolean;
  privacyNoticeVersion: string;
  sourcePath?: string;
}

/** A stored lead, with when it arrived and where its notification mail stands. */
export interface StoredLead extends NewLead {
  id: number;
  createdAt: string;
  mailStatus: MailStatus | null;
}

/**
 * pending: not sent yet (or failed and waiting for a retry); sending: claimed by a sender; sent: accepted by
 * the SMTP server; uncertain: a sender stopped mid-send, so it is not retried (that could send it twice).
 */
export type MailStatus = "pending" | "sending" | "sent" | "uncertain";

export interface ClaimedMail {
  outboxId: number;
  attempts: number;
  lead: StoredLead;
}

export interface LeadStore {
  /** Stores a lead and its outbox row in one transaction; a known idempotency key stores nothing. */
  saveLead(lead: NewLead, now?: Date): Promise<{ id: number; duplicate: boolean }>;
  /** Leads in arrival order, a page at a time. */
  listLeads(options?: { afterId?: number; limit?: number }): Promise<StoredLead[]>;
  countLeads(): Promise<number>;
  /** Atomically claims due outbox rows for one sender, so two senders never send the same mail. */
  claimDueMail(token: string, now: Date, limit: number): Promise<ClaimedMail[]>;
  markMailSent(outboxId: number, token: string, now: Date, messageId: string): Promise<void>;
  markMailFailed(outboxId: number, token: string, error: string, nextAttemptAt: Date): Promise<void>;
  /** Claims older than `before` belong to a sender that died mid-send: mark them uncertain, never resend. */
  markStaleClaimsUncertain(before: Date): Promise<number>;
  /** The schema version after migration. */
  schemaVersion(): Promise<number>;
  /** Journal mode and synchronous level (2 = FULL) of the connection that writes. */
  durability(): Promise<{ journalMode: string; synchronous: number }>;
  close(): void;
}

/** Each entry moves the schema one version on; never edit a shipped entry, append a new one. */
const MIGRATIONS: readonly (readonly string[])[] = [
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
];

/** The schema version this code expects. */
export const SCHEMA_VERSION = MIGRATIONS.length;

const LEAD_COLUMNS = `l.id, l.idempotency_key, l.form_kind, l.created_at, l.first_name, l.last_name, l.email, l.phone,
  l.message, l.preferred_time, l.consultation_type, l.package_id, l.address, l.postcode, l.county, l.country,
  l.lead_time, l.liquid_cash, l.homeowner, l.franchise_ids, l.franchise_names, l.marketing_consent,
  l.privacy_notice_version, l.source_path, o.status AS mail_status`;

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
    franchiseIds: JSON.parse(String(row.franchise_ids)) as string[],
    franchiseNames: JSON.parse(String(row.franchise_names)) as string[],
    marketingConsent: Number(row.marketing_consent) === 1,
    privacyNoticeVersion: String(row.privacy_notice_version),
    sourcePath: text(row.source_path),
    mailStatus: (text(row.mail_status) as MailStatus | undefined) ?? null,
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

/** Opens (creating or migrating as needed) the lead database at a libSQL URL. */
export async function openLeadStore({ url, authToken }: { url: string; authToken?: string }): Promise<LeadStore> {
  const isFile = url.startsWith("file:");
  const path = localPathOf(url);
  if (path) mkdirSync(dirname(resolve(path)), { recursive: true });
  // One connection for an embedded file: the durability pragmas below are per connection, and SQLite
  // writes one transaction at a time anyway.
  const client = createClient({ url, authToken, ...(isFile ? { concurrency: 1 } : {}) });
  if (isFile) {
    await client.execute("PRAGMA busy_timeout = 10000");
    await client.execute("PRAGMA journal_mode = WAL");
    // FULL: a commit is on disk (WAL fsynced) before the lead is acknowledged, surviving power loss too.
    await client.execute("PRAGMA synchronous = FULL");
    await client.execute("PRAGMA foreign_keys = ON");
  }
  await migrate(client);

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
        JSON.stringify(lead.franchiseIds),
        JSON.stringify(lead.franchiseNames),
        lead.marketingConsent ? 1 : 0,
        lead.privacyNoticeVersion,
        lead.sourcePath ?? null,
      ];
      const [insert, , selected] = await client.batch(
        [
          {
            sql: `INSERT INTO leads (idempotency_key, form_kind, created_at, first_name, last_name, email, phone,
                    message, preferred_time, consultation_type, package_id, address, postcode, county, country,
                    lead_time, liquid_cash, homeowner, franchise_ids, franchise_names, marketing_consent,
                    privacy_notice_version, source_path)
                  VALUES (${args.map(() => "?").join(", ")})
                  ON CONFLICT (idempotency_key) DO NOTHING`,
            args,
          },
          {
            sql: `INSERT INTO outbox (lead_id, status, attempts, next_attempt_at)
                  SELECT id, 'pending', 0, ? FROM leads WHERE idempotency_key = ?
                  ON CONFLICT (lead_id) DO NOTHING`,
            args: [createdAt, lead.idempotencyKey],
          },
          { sql: "SELECT id FROM leads WHERE idempotency_key = ?", args: [lead.idempotencyKey] },
        ],
        "write",
      );
      return { id: Number(selected.rows[0].id), duplicate: insert.rowsAffected === 0 };
    },

    async listLeads({ afterId = 0, limit = 500 } = {}) {
      const result = await client.execute({
        sql: `SELECT ${LEAD_COLUMNS} FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
              WHERE l.id > ? ORDER BY l.id LIMIT ?`,
        args: [afterId, limit],
      });
      return result.rows.map(toStoredLead);
    },

    async countLeads() {
      return Number((await client.execute("SELECT COUNT(*) AS n FROM leads")).rows[0].n);
    },

    async claimDueMail(token, now, limit) {
      const claimed = await client.execute({
        sql: `UPDATE outbox SET status = 'sending', claim_token = ?, claimed_at = ?, attempts = attempts + 1
              WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
                           ORDER BY id LIMIT ?)
              RETURNING id, lead_id, attempts`,
        args: [token, now.toISOString(), now.toISOString(), limit],
      });
      const items: ClaimedMail[] = [];
      for (const row of claimed.rows) {
        const lead = await client.execute({
          sql: `SELECT ${LEAD_COLUMNS} FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id WHERE l.id = ?`,
          args: [row.lead_id],
        });
        items.push({ outboxId: Number(row.id), attempts: Number(row.attempts), lead: toStoredLead(lead.rows[0]) });
      }
      return items;
    },

    async markMailSent(outboxId, token, now, messageId) {
      await client.execute({
        sql: `UPDATE outbox SET status = 'sent', sent_at = ?, message_id = ?, claim_token = NULL, last_error = NULL
              WHERE id = ? AND claim_token = ?`,
        args: [now.toISOString(), messageId, outboxId, token],
      });
    },

    async markMailFailed(outboxId, token, error, nextAttemptAt) {
      await client.execute({
        sql: `UPDATE outbox SET status = 'pending', last_error = ?, next_attempt_at = ?, claim_token = NULL
              WHERE id = ? AND claim_token = ?`,
        args: [error.slice(0, 1000), nextAttemptAt.toISOString(), outboxId, token],
      });
    },

    async markStaleClaimsUncertain(before) {
      const result = await client.execute({
        sql: `UPDATE outbox SET status = 'uncertain', claim_token = NULL,
                last_error = 'The sender stopped while sending; not retried to avoid a duplicate mail'
              WHERE status = 'sending' AND claimed_at < ?`,
        args: [before.toISOString()],
      });
      return result.rowsAffected;
    },

    async schemaVersion() {
      return Number((await client.execute("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")).rows[0].v);
    },

    async durability() {
      const journal = await client.execute("PRAGMA journal_mode");
      const sync = await client.execute("PRAGMA synchronous");
      return { journalMode: String(journal.rows[0].journal_mode), synchronous: Number(sync.rows[0].synchronous) };
    },

    close() {
      client.close();
    },
  };
  return store;
}
