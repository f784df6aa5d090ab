/**
 * The lead database's schema, one version after another, and the step that brings a database up to date when a
 * store opens it. Written once for both engines: the dialect fills in the few phrases they spell differently
 * (for SQLite it gives back exactly the text these entries had when they shipped).
 */
import type { SqlDialect, SqlEngine } from "@/lib/leads/store/sql-engine";
import { sqliteDialect } from "@/lib/leads/store/sqlite-engine";
import { LeadStoreVersionError } from "@/lib/leads/store/errors";

/**
 * Each entry moves the schema one version on; never edit a shipped entry, append a new one. Entries spell out
 * their tables in full even where a later one repeats columns (outbox and outbox_v2): a shared fragment would let
 * an edit for a new version silently rewrite what an old one did.
 */
export const migrations = (d: SqlDialect): readonly (readonly string[])[] => [
  [
    `CREATE TABLE IF NOT EXISTS leads (
      id ${d.autoId},
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
      id ${d.autoId},
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
    // and marketing email records from the columns they already had (the wording then was 2025-01-01).
    `CREATE TABLE consents (
      id ${d.autoId},
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
    `CREATE INDEX leads_email ON leads (${d.caselessIndex("email")})`,
    // The outbox gains a channel: the notification mail and the CRM webhook, one row each per lead.
    `CREATE TABLE outbox_v2 (
      id ${d.autoId},
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
    ...d.afterCopyingIds("outbox_v2"),
    `DROP TABLE outbox`,
    `ALTER TABLE outbox_v2 RENAME TO outbox`,
    `CREATE INDEX outbox_due ON outbox (channel, status, next_attempt_at)`,
    // Rate-limit hits shared by every server process on this database: a keyed hash of the client, a time.
    `CREATE TABLE rate_hits (client TEXT NOT NULL, at ${d.epochMs} NOT NULL)`,
    `CREATE INDEX rate_hits_client ON rate_hits (client, at)`,
    `CREATE INDEX rate_hits_at ON rate_hits (at)`,
    `CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  ],
  [
    // SHA-256 of the lead's canonical content (payload-hash.ts), to tell a retry from a change under one key.
    // Leads stored before this version have none: a key of theirs coming back is answered as a duplicate.
    `ALTER TABLE leads ADD COLUMN payload_hash TEXT`,
  ],
  [
    // A consent can be withdrawn (npm run leads:withdraw): the record keeps when it was given and when withdrawn.
    `ALTER TABLE consents ADD COLUMN withdrawn_at TEXT`,
    // Proof of a marketing consent outlives the enquiry it came with: when the retention period deletes a lead,
    // its granted marketing consents move here (address, wording, when), kept while the consent is relied on and
    // for the retention period after it is withdrawn. No name, phone or message: only what proves the consent.
    `CREATE TABLE consent_proofs (
      id ${d.autoId},
      email TEXT NOT NULL,
      purpose TEXT NOT NULL,
      wording_version TEXT NOT NULL,
      granted_at TEXT NOT NULL,
      withdrawn_at TEXT,
      form_kind TEXT NOT NULL,
      lead_created_at TEXT NOT NULL
    )`,
    `CREATE INDEX consent_proofs_email ON consent_proofs (${d.caselessIndex("email")})`,
    `CREATE INDEX consent_proofs_withdrawn_at ON consent_proofs (withdrawn_at)`,
  ],
  [
    // Visit, search and enquiry counters (src/lib/stats/): one row per UTC day, metric and key, added to by every
    // server (n = n + excluded.n). No visitor, address, time of day or identifier: the key is a page path, a
    // normalised search, a band or a franchise's slug.
    `CREATE TABLE stat_counts (
      day TEXT NOT NULL,
      metric TEXT NOT NULL,
      key TEXT NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (day, metric, key)
    )`,
  ],
  [
    // Bookings: a third kind of lead, and two outbox channels mailing the visitor (the confirmation
    // with the event's .ics, and the notice if the event is cancelled). PostgreSQL named the channel rule after
    // the table it was made in (outbox_v2).
    ...d.widenCheck(
      "leads",
      ["leads_form_kind_check"],
      "CHECK (form_kind IN ('consultation', 'enquiry'))",
      "CHECK (form_kind IN ('consultation', 'enquiry', 'booking'))",
    ),
    ...d.widenCheck(
      "outbox",
      ["outbox_v2_channel_check", "outbox_channel_check"],
      "CHECK (channel IN ('mail', 'webhook'))",
      "CHECK (channel IN ('mail', 'webhook', 'confirmation', 'cancellation'))",
    ),
    // One row per booking lead: the event (as booked, for the mails) and whether it holds a seat.
    `CREATE TABLE bookings (
      lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
      event_slug TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('booked', 'waitlisted')),
      heard_from TEXT,
      event_title TEXT NOT NULL,
      event_when TEXT NOT NULL,
      event_place TEXT NOT NULL,
      event_path TEXT NOT NULL,
      event_ics TEXT NOT NULL
    )`,
    `CREATE INDEX bookings_event ON bookings (event_slug, status)`,
    // Seats taken per event: one row that every booking updates with "taken < capacity" in its WHERE, which
    // PostgreSQL re-checks against the latest committed row after waiting for its lock, so no two servers can both
    // take the last seat (a count of bookings would be read by both before either commits).
    `CREATE TABLE event_seats (
      event_slug TEXT PRIMARY KEY,
      taken INTEGER NOT NULL CHECK (taken >= 0)
    )`,
  ],
  [
    // The free call (issue 51): a fourth kind of lead, a 15-minute slot with the owner. calls keeps each call's
    // slot and whether it stands; call_slots holds one row per slot start taken, and its primary key is what
    // makes a slot anyone's at most once, on every server sharing the database. Cancelling or changing a call
    // deletes its row there in the same transaction, so the slot is free again; each raises the call's sequence,
    // the .ics SEQUENCE that lets a calendar replace its copy.
    ...d.widenCheck(
      "leads",
      ["leads_form_kind_check"],
      "CHECK (form_kind IN ('consultation', 'enquiry', 'booking'))",
      "CHECK (form_kind IN ('consultation', 'enquiry', 'booking', 'call'))",
    ),
    `CREATE TABLE calls (
      lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
      slot_start TEXT NOT NULL,
      slot_end TEXT NOT NULL,
      topic TEXT,
      status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
      changed_at TEXT,
      sequence INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX calls_slot ON calls (slot_start)`,
    `CREATE TABLE call_slots (
      slot_start TEXT PRIMARY KEY,
      lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE
    )`,
  ],
  [
    // One booking per address and event (issue 53 §6): a visitor bringing others books their seats in one
    // booking, so a booking holds a number of seats; each booked before this version held one.
    `ALTER TABLE bookings ADD COLUMN seats INTEGER NOT NULL DEFAULT 1 CHECK (seats >= 1)`,
  ],
  [
    // The free call's mails (issue 51): "call-change" tells the visitor of a change or cancellation, one row per
    // call reset to pending by each (the mail is built from the call as it then stands), and "owner-call-change"
    // tells the owner the same way; "reminder" is due the day before the call, moved with it and deleted when it is
    // cancelled. "skipped": a visitor's mail the
    // outbox did not send because what it was about no longer stands (a call cancelled before its confirmation).
    ...d.widenCheck(
      "outbox",
      ["outbox_v2_channel_check", "outbox_channel_check"],
      "CHECK (channel IN ('mail', 'webhook', 'confirmation', 'cancellation'))",
      "CHECK (channel IN ('mail', 'webhook', 'confirmation', 'cancellation', 'call-change', 'owner-call-change', 'reminder'))",
    ),
    ...d.widenCheck(
      "outbox",
      ["outbox_v2_status_check", "outbox_status_check"],
      "CHECK (status IN ('pending', 'sending', 'sent', 'uncertain'))",
      "CHECK (status IN ('pending', 'sending', 'sent', 'uncertain', 'skipped'))",
    ),
    // The mails queued to each visitor's address (a keyed hash of it, never the address), kept for a day: the cap
    // that stops the booking forms being used to send mail to someone else's address.
    `CREATE TABLE mail_hits (address TEXT NOT NULL, at ${d.epochMs} NOT NULL)`,
    `CREATE INDEX mail_hits_address ON mail_hits (address, at)`,
    `CREATE INDEX mail_hits_at ON mail_hits (at)`,
  ],
  [
    // A booker gives up their seat (issue 49 N9) from the signed link in their confirmation. The booking stays, as
    // 'given-up' with when, so a second post is told it already was; its seats go back to the counter in the same
    // transaction. Nobody on the waiting list is moved up: the next booking takes the seat.
    ...d.widenCheck(
      "bookings",
      ["bookings_status_check"],
      "CHECK (status IN ('booked', 'waitlisted'))",
      "CHECK (status IN ('booked', 'waitlisted', 'given-up'))",
    ),
    `ALTER TABLE bookings ADD COLUMN given_up_at TEXT`,
  ],
];

/** The embedded database's migrations, as they shipped. */
export const MIGRATIONS = migrations(sqliteDialect);

/** The schema version this code expects. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database up to SCHEMA_VERSION, recording each version applied; returns the version it found. Refuses a
 * database newer than SCHEMA_VERSION (LeadStoreVersionError).
 */
export async function migrate(engine: SqlEngine): Promise<number> {
  const steps = migrations(engine.dialect);
  // One write transaction (with a lock on PostgreSQL), so two servers starting together migrate once.
  return engine.transaction(async (tx) => {
    if (engine.dialect.transactionLock) await tx.run(engine.dialect.transactionLock, ["schema_migrations"]);
    await tx.run(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    const found = Number((await tx.run("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")).rows[0].v);
    if (found > steps.length)
      throw new LeadStoreVersionError(
        `The lead database is at schema version ${found}, newer than this code's ${steps.length}: it was upgraded by a later release. Deploy that release (or later), or restore the backup taken before the upgrade (docs/leads.md).`,
      );
    for (let version = found + 1; version <= steps.length; version += 1) {
      for (const sql of steps[version - 1]) await tx.run(sql);
      await tx.run("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", [
        version,
        new Date().toISOString(),
      ]);
    }
    return found;
  });
}
