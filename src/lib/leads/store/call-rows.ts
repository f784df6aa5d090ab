/**
 * The free call: a 15-minute slot with the owner, claimed atomically, changed or cancelled in one transaction.
 *
 * A slot is claimed with `INSERT INTO call_slots … ON CONFLICT (slot_start) DO NOTHING` in the lead's
 * transaction: the primary key lets one row per start exist, so of any number of servers on one database exactly
 * one inserts it (PostgreSQL makes the others wait for the first's commit, then finds the conflict). A claim that
 * changed nothing rolls the whole lead back. One call at a time per email address: the check runs under a lock on
 * the address (PostgreSQL; SQLite has one writer at a time), so two posts from one address cannot both pass it.
 *
 * With the visitor's mails on (mail configured), the same transactions queue them (visitor-mail.ts): the
 * confirmation and the reminder with the call, a change notice with each change or cancellation (the reminder
 * moved or dropped with it) and the owner's notice of the same, each visitor mail counted against the address's daily cap; a call or change beyond the cap is
 * refused ("mail-capped"), a cancellation goes through without its notice.
 */
import { insertLead } from "@/lib/leads/store/lead-rows";
import type { SqlDialect, SqlRunner } from "@/lib/leads/store/sql-engine";
import type { CallSaveResult, NewCall, NewLead, OutboxChannel, StoredCall } from "@/lib/leads/store/types";
import {
  addressKey,
  countMailTo,
  dropMail,
  queueMail,
  scheduleReminder,
  type VisitorMailSettings,
} from "@/lib/leads/store/visitor-mail";

/** Thrown inside a call's transaction to roll its lead back: the slot was taken, the address holds a call, or the
 * address has had its day's mails. */
class CallRefused extends Error {
  constructor(readonly status: "taken" | "already-booked" | "mail-capped") {
    super(status);
  }
}

/** Takes a slot start for a lead, or throws CallRefused("taken") when another call holds it. */
async function claimSlot(tx: SqlRunner, slotStart: string, leadId: number) {
  const claimed = await tx.run(
    "INSERT INTO call_slots (slot_start, lead_id) VALUES (?, ?) ON CONFLICT (slot_start) DO NOTHING",
    [slotStart, leadId],
  );
  if (claimed.rowsAffected !== 1) throw new CallRefused("taken");
}

/** The visitor's mails of a store: off, or on with the address's cap and the keyed hash of an address. */
export type VisitorMail = false | (VisitorMailSettings & { hashAddress: (email: string) => Promise<string> });

/**
 * Stores a call lead (with its consents and outbox rows) and claims its slot, in the caller's transaction. A replay
 * (a known idempotency key) claims nothing and answers as the first did. `address` is the keyed hash of the
 * lead's address when the visitor's mails are on.
 */
async function insertCall(
  tx: SqlRunner,
  dialect: SqlDialect,
  lead: NewLead & { call: NewCall },
  channels: readonly OutboxChannel[],
  createdAt: string,
  mail: { settings: VisitorMailSettings; address: string } | undefined,
): Promise<CallSaveResult> {
  if (dialect.transactionLock) await tx.run(dialect.transactionLock, [`call:${lead.email.trim().toLowerCase()}`]);
  const saved = await insertLead(tx, lead, mail ? [...channels, "confirmation"] : channels, createdAt);
  if (saved.status !== "stored") return saved;
  const held = await tx.run(
    `SELECT 1 FROM calls c JOIN leads l ON l.id = c.lead_id
     WHERE c.status = 'booked' AND c.slot_end > ? AND c.lead_id <> ? AND ${dialect.caselessEquals("l.email")}`,
    [createdAt, saved.id, lead.email.trim()],
  );
  if (held.rows.length > 0) throw new CallRefused("already-booked");
  await claimSlot(tx, lead.call.slotStart, saved.id);
  await tx.run("INSERT INTO calls (lead_id, slot_start, slot_end, topic, status) VALUES (?, ?, ?, ?, 'booked')", [
    saved.id,
    lead.call.slotStart,
    lead.call.slotEnd,
    lead.call.topic ?? null,
  ]);
  if (mail) {
    const now = new Date(createdAt);
    if (!(await countMailTo(tx, dialect, mail.address, mail.settings, now.getTime())))
      throw new CallRefused("mail-capped");
    await scheduleReminder(tx, saved.id, lead.call.slotStart, now);
  }
  return saved;
}

type Write = <T>(work: (tx: SqlRunner) => Promise<T>) => Promise<T>;

/** Runs `work`, answering a CallRefused's status (with nothing stored) instead of throwing it. */
async function refusedOr<T>(write: Write, work: (tx: SqlRunner) => Promise<T>) {
  try {
    return await write(work);
  } catch (error) {
    if (error instanceof CallRefused) return { id: undefined, status: error.status } as const;
    throw error;
  }
}

function toStoredCall(row: Record<string, unknown>): StoredCall {
  return {
    leadId: Number(row.lead_id),
    slotStart: String(row.slot_start),
    slotEnd: String(row.slot_end),
    topic: row.topic == null ? undefined : String(row.topic),
    status: row.status === "cancelled" ? "cancelled" : "booked",
    sequence: Number(row.sequence),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    phone: String(row.phone),
  };
}

const CALL_COLUMNS = `c.lead_id, c.slot_start, c.slot_end, c.topic, c.status, c.sequence, l.first_name, l.last_name, l.email, l.phone`;

/** The store's operations on calls, over one engine and its write path. */
export function callRows(
  engine: SqlRunner & { dialect: SqlDialect },
  write: Write,
  channels: readonly OutboxChannel[],
  visitorMail: VisitorMail = false,
) {
  /** The keyed hash of a call's address, read before its transaction (the key is read outside it). */
  const mailOf = async (email: string) =>
    visitorMail ? { settings: visitorMail, address: await visitorMail.hashAddress(addressKey(email)) } : undefined;
  const emailOfCall = async (leadId: number) =>
    (await engine.run("SELECT email FROM leads WHERE id = ?", [leadId])).rows[0]?.email as string | undefined;
  /** Counts a change notice to the call's address and queues it; false when the cap is reached (nothing queued). */
  const noticeOfChange = async (
    tx: SqlRunner,
    leadId: number,
    mail: { settings: VisitorMailSettings; address: string },
    now: Date,
  ) => {
    if (!(await countMailTo(tx, engine.dialect, mail.address, mail.settings, now.getTime()))) return false;
    await queueMail(tx, leadId, "call-change", now.toISOString());
    return true;
  };
  return {
    saveCall: async (lead: NewLead & { call: NewCall }, now = new Date()): Promise<CallSaveResult> => {
      const mail = await mailOf(lead.email);
      return refusedOr(write, (tx) => insertCall(tx, engine.dialect, lead, channels, now.toISOString(), mail));
    },

    /** Moves a booked call to another slot, freeing the old one in the same transaction. */
    changeCall: async (leadId: number, slot: { slotStart: string; slotEnd: string }, now = new Date()) => {
      const email = await emailOfCall(leadId);
      const mail = email === undefined ? undefined : await mailOf(email);
      const outcome = await refusedOr(write, async (tx) => {
        const found = await tx.run("SELECT slot_start FROM calls WHERE lead_id = ? AND status = 'booked'", [leadId]);
        if (found.rows.length === 0) return { id: leadId, status: "not-found" } as const;
        if (String(found.rows[0]!.slot_start) === slot.slotStart) return { id: leadId, status: "changed" } as const;
        await claimSlot(tx, slot.slotStart, leadId);
        await tx.run("DELETE FROM call_slots WHERE slot_start = ? AND lead_id = ?", [
          found.rows[0]!.slot_start as string,
          leadId,
        ]);
        await tx.run(
          "UPDATE calls SET slot_start = ?, slot_end = ?, changed_at = ?, sequence = sequence + 1 WHERE lead_id = ?",
          [slot.slotStart, slot.slotEnd, now.toISOString(), leadId],
        );
        if (mail) {
          // Rolls the change back: a visitor who has had the day's mails is asked to phone instead.
          if (!(await noticeOfChange(tx, leadId, mail, now))) throw new CallRefused("mail-capped");
          await queueMail(tx, leadId, "owner-call-change", now.toISOString());
          await scheduleReminder(tx, leadId, slot.slotStart, now);
        }
        return { id: leadId, status: "changed" } as const;
      });
      return outcome.status;
    },

    /**
     * Cancels a booked call and frees its slot, drops its reminder and, within the address's cap, queues the notice;
     * "not-found" when there is no booked call of that lead.
     */
    cancelCall: async (leadId: number, now = new Date()) => {
      const email = await emailOfCall(leadId);
      const mail = email === undefined ? undefined : await mailOf(email);
      return write(async (tx) => {
        const updated = await tx.run(
          "UPDATE calls SET status = 'cancelled', changed_at = ?, sequence = sequence + 1 WHERE lead_id = ? AND status = 'booked'",
          [now.toISOString(), leadId],
        );
        if (updated.rowsAffected === 0) return "not-found" as const;
        await tx.run("DELETE FROM call_slots WHERE lead_id = ?", [leadId]);
        await dropMail(tx, leadId, "reminder");
        if (mail) {
          await noticeOfChange(tx, leadId, mail, now);
          // The owner's calendar holds the call too: told whatever the visitor's cap.
          await queueMail(tx, leadId, "owner-call-change", now.toISOString());
        }
        return "cancelled" as const;
      });
    },

    /** Booked calls ending after `from`, earliest first: the slots the finder must not offer. */
    bookedCalls: async (from: Date): Promise<StoredCall[]> => {
      const result = await engine.run(
        `SELECT ${CALL_COLUMNS} FROM calls c JOIN leads l ON l.id = c.lead_id
         WHERE c.status = 'booked' AND c.slot_end > ? ORDER BY c.slot_start`,
        [from.toISOString()],
      );
      return result.rows.map(toStoredCall);
    },

    /** The value kept under `key`, storing `value` there first if none is (the first server to ask wins). */
    claimMeta: async (key: string, value: string): Promise<string> => {
      await write((tx) =>
        tx.run("INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING", [key, value]),
      );
      return String((await engine.run("SELECT value FROM store_meta WHERE key = ?", [key])).rows[0]!.value);
    },

    /** One call by its lead's id, booked or cancelled. */
    findCall: async (leadId: number): Promise<StoredCall | undefined> => {
      const result = await engine.run(
        `SELECT ${CALL_COLUMNS} FROM calls c JOIN leads l ON l.id = c.lead_id WHERE c.lead_id = ?`,
        [leadId],
      );
      return result.rows[0] ? toStoredCall(result.rows[0]) : undefined;
    },
  };
}
