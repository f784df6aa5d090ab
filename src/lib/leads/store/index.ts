/**
 * The lead store: every accepted enquiry is committed, with its consent records and an outbox row per delivery
 * channel (the notification mail, and the CRM webhook when one is configured), before the visitor hears
 * "thank you". Two engines behind one interface: an embedded SQLite file (the default: one command, no server)
 * and PostgreSQL (for a site on several machines). Its parts, one job each:
 *   sqlite-engine.ts, postgres-engine.ts  connecting, and checking integrity and durability on open
 *   migrations.ts                         the schema and its history
 *   write-path.ts                         the one way every write is committed
 *   lead-rows.ts, outbox-rows.ts, rate-hits.ts   what is stored
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { deleteLeads, insertLead, leadColumns, toStoredLead } from "@/lib/leads/store/lead-rows";
import { migrate } from "@/lib/leads/store/migrations";
import {
  findBooking,
  giveUpBooking,
  queueCancellationNotices,
  saveBookingIn,
  seatLists,
} from "@/lib/leads/store/booking-rows";
import { outboxRows } from "@/lib/leads/store/outbox-rows";
import { callRows } from "@/lib/leads/store/call-rows";
import { keyedHasher } from "@/lib/leads/store/keyed-hash";
import { addressKey, MAIL_CAP_WINDOW_MS, type VisitorMailSettings } from "@/lib/leads/store/visitor-mail";
import {
  isPostgresUrl,
  openPostgresEngine,
  redactedUrl,
  type PostgresDurability,
} from "@/lib/leads/store/postgres-engine";
import { rateHits } from "@/lib/leads/store/rate-hits";
import { statCounts, type AddCountsOptions, type StatCount } from "@/lib/leads/store/stat-counts";
import { openSqliteEngine, type SqliteDurability } from "@/lib/leads/store/sqlite-engine";
import type { SqlEngine } from "@/lib/leads/store/sql-engine";
import type {
  BookingSaveResult,
  CallSaveResult,
  NewCall,
  StoredCall,
  ClaimedMail,
  EventSeatList,
  GiveUpOutcome,
  VisitorBooking,
  NewLead,
  OutboxChannel,
  RemovedLeads,
  SaveStatus,
  StoredLead,
  WithdrawnConsents,
} from "@/lib/leads/store/types";
import type { ConsentPurpose } from "@/config/consent";
import { createWritePath } from "@/lib/leads/store/write-path";

export * from "@/lib/leads/store/types";
export {
  LeadStoreDurabilityError,
  LeadStoreIntegrityError,
  LeadStoreUnavailableError,
  LeadStoreVersionError,
} from "@/lib/leads/store/errors";
export { MIGRATIONS, SCHEMA_VERSION } from "@/lib/leads/store/migrations";
export type { AddCountsOptions, StatCount } from "@/lib/leads/store/stat-counts";
export { CAPPED_METRIC } from "@/lib/leads/store/stat-counts";
export { REMINDER_BEFORE_MS, type VisitorMailSettings } from "@/lib/leads/store/visitor-mail";
export { assertDurable, localPathOf, REQUIRED_DURABILITY } from "@/lib/leads/store/sqlite-engine";

/** Arrival times, ISO 8601: `from` included, `to` excluded. */
export interface CreatedRange {
  from: string;
  to: string;
}

export interface LeadStore {
  /** Which engine holds the leads. */
  readonly engine: SqlEngine["kind"];
  /**
   * Stores a lead with its consent records and outbox rows in one transaction. A known idempotency key stores
   * nothing at all, and is answered "duplicate" or "conflict" by comparing the content's hash with the first's.
   */
  saveLead(lead: NewLead, now?: Date): Promise<{ id: number; status: SaveStatus }>;
  /**
   * Stores a booking lead and takes its seats, atomically across every server on the database: with too few left
   * it joins the waiting list if asked to (`booking.waitlist`), or stores nothing and answers "full". An address
   * holding a booking of the event stores nothing and is answered "already-booked" with it. A known key takes no
   * seat and answers as the first did. Its outbox rows add the visitor's confirmation.
   */
  saveBooking(lead: NewLead & { booking: NonNullable<NewLead["booking"]> }, now?: Date): Promise<BookingSaveResult>;
  /**
   * Stores a free call's lead and claims its slot, atomically across every server on the database: a slot another
   * call holds answers "taken", an address holding a call to come "already-booked", each with nothing stored.
   */
  saveCall(lead: NewLead & { call: NewCall }, now?: Date): Promise<CallSaveResult>;
  /** Moves a booked call to another slot, freeing the old one in the same transaction. */
  changeCall(
    leadId: number,
    slot: { slotStart: string; slotEnd: string },
    now?: Date,
  ): Promise<"changed" | "taken" | "already-booked" | "mail-capped" | "not-found">;
  /** Cancels a booked call and frees its slot (and, with the visitor's mails on, queues its notice). */
  cancelCall(leadId: number, now?: Date): Promise<"cancelled" | "not-found">;
  /** Booked calls ending after `from`, earliest first. */
  bookedCalls(from: Date): Promise<StoredCall[]>;
  /** One call by its lead's id, booked or cancelled. */
  findCall(leadId: number): Promise<StoredCall | undefined>;
  /**
   * Gives up a booking (its booker's "Give up my seat"): a seat's seats go back on sale in the same transaction,
   * a waiting list's place ends; nobody waiting is moved up. Once given up, it answers "already-given-up".
   */
  giveUpBooking(leadId: number, now?: Date): Promise<GiveUpOutcome>;
  /** One booking by its lead's id, whatever its status (its booker's page). */
  findBooking(leadId: number): Promise<VisitorBooking | undefined>;
  /** Queues one cancellation notice per booking of these events, never twice; returns how many were new. */
  queueCancellationNotices(eventSlugs: readonly string[], now?: Date): Promise<number>;
  /** The seat lists of these events (the owner's page): seats taken by the counter, and who booked. */
  seatLists(eventSlugs: readonly string[]): Promise<EventSeatList[]>;
  /**
   * A page of leads, oldest first, after `afterId`; with `range`, only those that arrived in it (ISO times,
   * `from` included, `to` excluded).
   */
  listLeads(options?: { afterId?: number; limit?: number; range?: CreatedRange }): Promise<StoredLead[]>;
  /** The leads of one email address (any letter case): what an erasure of it would delete. */
  leadsOfEmail(email: string): Promise<StoredLead[]>;
  countLeads(): Promise<number>;
  /** One page of leads, newest first: those with an id below `beforeId` (all when absent), at most `limit`. */
  listLeadsNewestFirst(options: { beforeId?: number; limit: number }): Promise<StoredLead[]>;
  /** Atomically claims due outbox rows of a channel for one sender, so two senders never send the same item. */
  claimDue(channel: OutboxChannel, token: string, now: Date, limit: number): Promise<ClaimedMail[]>;
  markSent(outboxId: number, token: string, now: Date, reference: string): Promise<void>;
  markFailed(outboxId: number, token: string, error: string, nextAttemptAt: Date): Promise<void>;
  /** Hands back a claimed item whose delivery never started (the sender is stopping): pending, as if unclaimed. */
  releaseClaim(outboxId: number, token: string): Promise<void>;
  /** A visitor's mail not sent because what it was about no longer stands: status skipped, never tried again. */
  markSkipped(outboxId: number, token: string, now: Date, reason: string): Promise<void>;
  /** The receiver may have the item but never confirmed it: never resent automatically. */
  markUncertain(outboxId: number, token: string, error: string): Promise<void>;
  /**
   * Claims older than `before` belong to a sender that died mid-send: a mail (the business's or a visitor's) becomes
   * uncertain (never resent); a webhook goes back to pending, since its receiver drops repeats by Idempotency-Key.
   */
  recoverStaleClaims(channel: OutboxChannel, before: Date): Promise<number>;
  /**
   * Deletes, in small transactions, leads that arrived before `cutoff`, with their consents and outbox rows;
   * granted marketing consents not withdrawn before `cutoff` are kept as proof (consent_proofs), and proofs
   * withdrawn before `cutoff` are deleted.
   */
  purgeOlderThan(cutoff: Date): Promise<RemovedLeads>;
  /** Deletes every lead of an email address (any letter case) with its consents, outbox rows and kept proofs. */
  eraseByEmail(email: string): Promise<RemovedLeads>;
  /** Records the withdrawal of a granted consent of an address (any letter case), on its leads and kept proofs. */
  withdrawConsent(email: string, purpose: ConsentPurpose, now?: Date): Promise<WithdrawnConsents>;
  /**
   * Counts one submission of a client against a limit shared by every process using this database; the
   * client key is stored only as a keyed hash, and only for the window.
   */
  hitRateLimit(
    clientKey: string,
    limit: number,
    windowMs: number,
    now?: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number; at?: number }>;
  /** Takes back one hit that hitRateLimit counted at `at`, for a post that stored nothing. */
  releaseRateHit(clientKey: string, at: number): Promise<void>;
  /** True when a lead with this idempotency key is stored (read only: a replay is answered without a write). */
  hasLeadKey(idempotencyKey: string): Promise<boolean>;
  /** Forgets rate-limit hits older than the window, and the visitor-mail counts older than their day. */
  sweepRateLimit(windowMs: number, now?: number): Promise<number>;
  /** Adds to the daily counters (additive, so several servers add up); see src/lib/stats/. */
  addCounts(counts: readonly StatCount[], options?: AddCountsOptions): Promise<void>;
  /** Deletes the counters of days before a UTC day (`YYYY-MM-DD`). */
  deleteCountsBefore(day: string): Promise<number>;
  /** The daily counters from a UTC day (`YYYY-MM-DD`) on. */
  readCounts(sinceDay: string): Promise<StatCount[]>;
  /** A small value shared by the servers on this database. */
  readMeta(key: string): Promise<string | undefined>;
  writeMeta(key: string, value: string): Promise<void>;
  /** The value kept under `key`, storing `value` there first if none is (the first server to ask wins). */
  claimMeta(key: string, value: string): Promise<string>;
  /** Proves the store takes a write now (one small committed write), for the health check. */
  checkWritable(): Promise<void>;
  /** Writes a consistent snapshot of an embedded database to a new file (VACUUM INTO); PostgreSQL uses pg_dump. */
  backupTo(path: string): Promise<void>;
  /** The schema version after migration. */
  schemaVersion(): Promise<number>;
  /** The durability settings read back from the database (what a lead's "thank you" relies on). */
  durability(): Promise<SqliteDurability | PostgresDurability>;
  /** Closes the store once the work already handed to it is done. */
  close(): Promise<void>;
}

export interface OpenLeadStoreOptions {
  /** `file:` for the embedded database; `postgres://` or `postgresql://` for a PostgreSQL server. */
  url: string;
  /** The outbox channels each new lead gets a row for; "mail" always, "webhook" when a CRM is configured. */
  channels?: readonly OutboxChannel[];
  /**
   * The visitor's own mails (confirmations, a call's change notices and reminder): queued with the bookings and
   * calls, at most `limit` to one address a day; false when no mail is configured, so none is queued. Unset: queued,
   * with no cap.
   */
  visitorMail?: VisitorMailSettings | false;
}

const PURGE_BATCH = 200;

/** The database a URL names, fit for a log line: no password, no query string. */
export function databaseLabel(url: string): string {
  return isPostgresUrl(url) ? redactedUrl(url) : url.split("?")[0];
}

/** Opens the engine a URL names, saying plainly which URLs are supported. */
async function openEngine(url: string) {
  if (url.startsWith("file:")) return openSqliteEngine(url);
  if (isPostgresUrl(url)) return openPostgresEngine(url);
  throw new Error(
    `LEADS_DATABASE_URL must start with file: (the embedded database) or postgres:// (a PostgreSQL server), ` +
      `not "${url.split(":")[0]}:". A libSQL server is not supported: use PostgreSQL to share leads between machines.`,
  );
}

/**
 * Opens the lead database at a URL: checks it (integrity of an embedded file, durability settings of either),
 * creates or migrates its schema, and returns the store.
 */
export async function openLeadStore({
  url,
  channels = ["mail"],
  visitorMail = { limit: Number.POSITIVE_INFINITY },
}: OpenLeadStoreOptions): Promise<LeadStore> {
  // insertLead gives every stored lead at least one outbox row: the mark that it was stored.
  if (channels.length === 0) throw new Error("A lead store needs at least one outbox channel");
  const engine = await openEngine(url);
  try {
    await migrate(engine);
  } catch (error) {
    await engine.close();
    throw error;
  }
  const write = createWritePath(engine);
  const hashAddress = keyedHasher(engine);
  const mailTo = visitorMail && { ...visitorMail, hashAddress };
  const rates = rateHits(engine, write);

  const store: LeadStore = {
    engine: engine.kind,

    saveLead: (lead, now = new Date()) => write((tx) => insertLead(tx, lead, channels, now.toISOString())),

    saveBooking: async (lead, now = new Date()) =>
      saveBookingIn(
        write,
        engine.dialect,
        lead,
        channels,
        now.toISOString(),
        visitorMail
          ? { settings: visitorMail, address: await hashAddress(addressKey(lead.email)), dialect: engine.dialect }
          : undefined,
      ),

    queueCancellationNotices: (slugs, now = new Date()) =>
      write((tx) => queueCancellationNotices(tx, slugs, now.toISOString())),

    seatLists: (slugs) => seatLists(engine, slugs),

    giveUpBooking: (leadId, now = new Date()) => write((tx) => giveUpBooking(tx, leadId, now.toISOString())),

    findBooking: (leadId) => findBooking(engine, leadId),

    async listLeads({ afterId = 0, limit = 500, range } = {}) {
      const result = await engine.run(
        `SELECT ${leadColumns(engine.dialect)} FROM leads l WHERE l.id > ?` +
          (range ? " AND l.created_at >= ? AND l.created_at < ?" : "") +
          " ORDER BY l.id LIMIT ?",
        range ? [afterId, range.from, range.to, limit] : [afterId, limit],
      );
      return result.rows.map(toStoredLead);
    },

    async leadsOfEmail(email) {
      // The same match as eraseByEmail's, so the preview shows exactly what the erasure deletes.
      const result = await engine.run(
        `SELECT ${leadColumns(engine.dialect)} FROM leads l WHERE ${engine.dialect.caselessEquals("l.email")} ORDER BY l.id`,
        [email.trim()],
      );
      return result.rows.map(toStoredLead);
    },

    async listLeadsNewestFirst({ beforeId, limit }) {
      // Keyset paging on the primary key: each page costs the same however large the store grows.
      const result = await engine.run(
        `SELECT ${leadColumns(engine.dialect)} FROM leads l` +
          (beforeId === undefined ? "" : " WHERE l.id < ?") +
          " ORDER BY l.id DESC LIMIT ?",
        beforeId === undefined ? [limit] : [beforeId, limit],
      );
      return result.rows.map(toStoredLead);
    },

    async hasLeadKey(idempotencyKey) {
      return (
        (await engine.run("SELECT 1 AS one FROM leads WHERE idempotency_key = ?", [idempotencyKey])).rows.length > 0
      );
    },

    async countLeads() {
      return Number((await engine.run("SELECT COUNT(*) AS n FROM leads")).rows[0].n);
    },

    ...callRows(engine, write, channels, mailTo),
    ...outboxRows(engine, write),
    ...rates,
    async sweepRateLimit(windowMs, now = Date.now()) {
      const swept = await rates.sweepRateLimit(windowMs, now);
      await write((tx) => tx.run("DELETE FROM mail_hits WHERE at <= ?", [now - MAIL_CAP_WINDOW_MS]));
      return swept;
    },
    ...statCounts(engine, write),

    async purgeOlderThan(cutoff) {
      const before = cutoff.toISOString();
      const total: RemovedLeads = {
        leads: [],
        outboxRows: 0,
        consentRecords: 0,
        consentProofsKept: 0,
        consentProofsDeleted: 0,
      };
      // Small batches, each its own short transaction, so new leads arriving meanwhile wait milliseconds.
      for (;;) {
        const batch = await write((tx) =>
          deleteLeads(
            tx,
            `id IN (SELECT id FROM leads WHERE created_at < ? ORDER BY id LIMIT ${PURGE_BATCH})`,
            [before],
            before,
          ),
        );
        total.leads.push(...batch.leads);
        total.outboxRows += batch.outboxRows;
        total.consentRecords += batch.consentRecords;
        total.consentProofsKept += batch.consentProofsKept;
        if (batch.leads.length < PURGE_BATCH) break;
      }
      // A proof is kept for the retention period after its consent was withdrawn, then goes.
      const expired = await write((tx) =>
        tx.run("DELETE FROM consent_proofs WHERE withdrawn_at IS NOT NULL AND withdrawn_at < ?", [before]),
      );
      total.consentProofsDeleted = expired.rowsAffected;
      return total;
    },

    eraseByEmail: async (email) => {
      const address = await hashAddress(addressKey(email));
      return write(async (tx) => {
        const removed = await deleteLeads(tx, engine.dialect.caselessEquals("email"), [email.trim()]);
        await tx.run("DELETE FROM mail_hits WHERE address = ?", [address]);
        const proofs = await tx.run(`DELETE FROM consent_proofs WHERE ${engine.dialect.caselessEquals("email")}`, [
          email.trim(),
        ]);
        return { ...removed, consentProofsDeleted: proofs.rowsAffected };
      });
    },

    withdrawConsent: (email, purpose, now = new Date()) =>
      write(async (tx) => {
        const at = now.toISOString();
        const records = await tx.run(
          `UPDATE consents SET withdrawn_at = ?
           WHERE purpose = ? AND granted = 1 AND withdrawn_at IS NULL
             AND lead_id IN (SELECT id FROM leads WHERE ${engine.dialect.caselessEquals("email")})`,
          [at, purpose, email.trim()],
        );
        const proofs = await tx.run(
          `UPDATE consent_proofs SET withdrawn_at = ?
           WHERE purpose = ? AND withdrawn_at IS NULL AND ${engine.dialect.caselessEquals("email")}`,
          [at, purpose, email.trim()],
        );
        return { consentRecords: records.rowsAffected, consentProofs: proofs.rowsAffected };
      }),

    async checkWritable() {
      await write((tx) =>
        tx.run(
          `INSERT INTO store_meta (key, value) VALUES ('health_checked_at', ?)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          [new Date().toISOString()],
        ),
      );
    },

    async backupTo(target) {
      if (engine.kind !== "sqlite")
        throw new Error(
          "leads:backup copies the embedded database file. For PostgreSQL use its own tools, for example " +
            '`pg_dump --format=custom --file=leads.dump "$LEADS_DATABASE_URL"` (see docs/leads.md).',
        );
      const full = resolve(target);
      if (existsSync(full)) throw new Error(`${full} already exists; choose a new file name for the backup.`);
      mkdirSync(dirname(full), { recursive: true });
      await engine.vacuumInto(full);
    },

    async schemaVersion() {
      return Number((await engine.run("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")).rows[0].v);
    },

    durability: () => engine.durability(),

    close: () => engine.close(),
  };
  return store;
}
