/**
 * The visitor's own mails (a booking's or a call's confirmation, a call's change notice and its reminder): queued in
 * the outbox by the transaction that makes them due, and counted against a cap per address, so the booking forms
 * cannot be used to send a stream of mail to someone else's address.
 *
 * The count is one row per mail queued in mail_hits, under a keyed hash of the address (keyed-hash.ts), kept for
 * MAIL_CAP_WINDOW_MS. It is taken in the same transaction as the booking, under a lock on the address (PostgreSQL;
 * SQLite has one writer at a time), so two servers cannot both queue the last mail the cap allows.
 */
import type { SqlDialect, SqlRunner } from "@/lib/leads/store/sql-engine";
import type { OutboxChannel } from "@/lib/leads/store/types";

/** The cap's window: a day. */
export const MAIL_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When the visitor's mails are queued (only with mail configured), and how many an address gets in a day. */
export interface VisitorMailSettings {
  limit: number;
}

/** The address as mail_hits keys it: trimmed, in lower case, then hashed by the caller with the store's key. */
export const addressKey = (email: string) => `mail:${email.trim().toLowerCase()}`;

/**
 * Counts one mail to an address (its keyed hash) in the caller's transaction; false, counting nothing, when the
 * address has had `limit` mails queued in the last day.
 */
export async function countMailTo(
  tx: SqlRunner,
  dialect: SqlDialect,
  address: string,
  { limit }: VisitorMailSettings,
  nowMs: number,
): Promise<boolean> {
  if (dialect.transactionLock) await tx.run(dialect.transactionLock, [`mail-cap:${address}`]);
  await tx.run("DELETE FROM mail_hits WHERE address = ? AND at <= ?", [address, nowMs - MAIL_CAP_WINDOW_MS]);
  const sent = await tx.run("SELECT COUNT(*) AS n FROM mail_hits WHERE address = ?", [address]);
  if (Number(sent.rows[0]!.n) >= limit) return false;
  await tx.run("INSERT INTO mail_hits (address, at) VALUES (?, ?)", [address, nowMs]);
  return true;
}

/**
 * Makes a lead's mail on `channel` due at `dueAt`: a new outbox row, or the existing one reset to pending, so the
 * mail is built again from the lead as it then stands. A sender holding the old row's claim records nothing (its
 * token no longer matches), and the row goes out again with the latest state.
 */
export async function queueMail(tx: SqlRunner, leadId: number, channel: OutboxChannel, dueAt: string) {
  await tx.run(
    `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at) VALUES (?, ?, 'pending', 0, ?)
     ON CONFLICT (lead_id, channel) DO UPDATE SET status = 'pending', attempts = 0,
       next_attempt_at = excluded.next_attempt_at, claim_token = NULL, claimed_at = NULL, last_error = NULL,
       sent_at = NULL, message_id = NULL`,
    [leadId, channel, dueAt],
  );
}

/** Removes a lead's mail on `channel`, sent or not (a call's reminder once the call is cancelled or moved). */
export async function dropMail(tx: SqlRunner, leadId: number, channel: OutboxChannel) {
  await tx.run("DELETE FROM outbox WHERE lead_id = ? AND channel = ?", [leadId, channel]);
}

/** How long before a call its reminder goes out. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * Queues a call's reminder for the day before it, replacing any earlier one; none for a call less than a day away
 * (its confirmation has just gone out).
 */
export async function scheduleReminder(tx: SqlRunner, leadId: number, slotStart: string, now: Date) {
  await dropMail(tx, leadId, "reminder");
  const due = new Date(new Date(slotStart).getTime() - REMINDER_BEFORE_MS);
  if (due.getTime() > now.getTime()) await queueMail(tx, leadId, "reminder", due.toISOString());
}
