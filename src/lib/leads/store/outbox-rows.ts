/**
 * The outbox: one row per lead and delivery channel, claimed by one sender at a time with a token, and marked
 * sent, failed (retried later), released or uncertain (never resent) by the sender holding that token.
 */
import { leadColumns, toStoredLead } from "@/lib/leads/store/lead-rows";
import type { SqlEngine } from "@/lib/leads/store/sql-engine";
import type { ClaimedMail, OutboxChannel } from "@/lib/leads/store/types";
import type { WritePath } from "@/lib/leads/store/write-path";

export function outboxRows(engine: SqlEngine, write: WritePath) {
  const update = (sql: string, args: (string | number)[]) => write((tx) => tx.run(sql, args));
  return {
    /** Atomically claims due rows of a channel for one sender, so two senders never send the same item. */
    async claimDue(channel: OutboxChannel, token: string, now: Date, limit: number): Promise<ClaimedMail[]> {
      const at = now.toISOString();
      // On PostgreSQL the rows another server is claiming right now are skipped, not waited for.
      const claimed = await update(
        `UPDATE outbox SET status = 'sending', claim_token = ?, claimed_at = ?, attempts = attempts + 1
         WHERE id IN (SELECT id FROM outbox WHERE channel = ? AND status = 'pending' AND next_attempt_at <= ?
                      ORDER BY id LIMIT ? ${engine.dialect.claimLock})
         RETURNING id, lead_id, attempts`,
        [token, at, channel, at, limit],
      );
      const items: ClaimedMail[] = [];
      for (const row of [...claimed.rows].sort((a, b) => Number(a.id) - Number(b.id))) {
        const lead = await engine.run(`SELECT ${leadColumns(engine.dialect)} FROM leads l WHERE l.id = ?`, [
          Number(row.lead_id),
        ]);
        items.push({ outboxId: Number(row.id), attempts: Number(row.attempts), lead: toStoredLead(lead.rows[0]) });
      }
      return items;
    },

    async markSent(outboxId: number, token: string, now: Date, reference: string): Promise<void> {
      await update(
        `UPDATE outbox SET status = 'sent', sent_at = ?, message_id = ?, claim_token = NULL, last_error = NULL
         WHERE id = ? AND claim_token = ?`,
        [now.toISOString(), reference, outboxId, token],
      );
    },

    async markFailed(outboxId: number, token: string, error: string, nextAttemptAt: Date): Promise<void> {
      await update(
        `UPDATE outbox SET status = 'pending', last_error = ?, next_attempt_at = ?, claim_token = NULL
         WHERE id = ? AND claim_token = ?`,
        [error.slice(0, 1000), nextAttemptAt.toISOString(), outboxId, token],
      );
    },

    async releaseClaim(outboxId: number, token: string): Promise<void> {
      await update(
        `UPDATE outbox SET status = 'pending', claim_token = NULL, claimed_at = NULL, attempts = attempts - 1
         WHERE id = ? AND claim_token = ?`,
        [outboxId, token],
      );
    },

    /** A visitor's mail not sent, for `reason` (what it was about no longer stands): never tried again. */
    async markSkipped(outboxId: number, token: string, now: Date, reason: string): Promise<void> {
      await update(
        `UPDATE outbox SET status = 'skipped', sent_at = ?, last_error = ?, claim_token = NULL
         WHERE id = ? AND claim_token = ?`,
        [now.toISOString(), reason.slice(0, 1000), outboxId, token],
      );
    },

    async markUncertain(outboxId: number, token: string, error: string): Promise<void> {
      await update(
        `UPDATE outbox SET status = 'uncertain', last_error = ?, claim_token = NULL WHERE id = ? AND claim_token = ?`,
        [error.slice(0, 1000), outboxId, token],
      );
    },

    async recoverStaleClaims(channel: OutboxChannel, before: Date): Promise<number> {
      // Every channel but the webhook is a mail (the business's or the visitor's): never sent twice.
      const result = await (channel !== "webhook"
        ? update(
            `UPDATE outbox SET status = 'uncertain', claim_token = NULL,
               last_error = 'The sender stopped while sending; not retried to avoid a duplicate mail'
             WHERE channel = ? AND status = 'sending' AND claimed_at < ?`,
            [channel, before.toISOString()],
          )
        : update(
            `UPDATE outbox SET status = 'pending', claim_token = NULL, next_attempt_at = claimed_at,
               last_error = 'The sender stopped while sending; retried (the receiver drops repeats)'
             WHERE channel = ? AND status = 'sending' AND claimed_at < ?`,
            [channel, before.toISOString()],
          ));
      return result.rowsAffected;
    },
  };
}
