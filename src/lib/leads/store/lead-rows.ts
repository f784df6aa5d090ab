/** Leads with their consent records: storing one, reading them back, and deleting them (purge and erasure). */
import { leadPayloadHash } from "@/lib/leads/payload-hash";
import type { LeadKind } from "@/lib/leads/schema";
import type { SqlDialect, SqlRunner, SqlValue } from "@/lib/leads/store/sql-engine";
import type {
  ConsentRecord,
  MailStatus,
  NewLead,
  StoredBooking,
  OutboxChannel,
  RemovedLeads,
  SaveStatus,
  StoredLead,
} from "@/lib/leads/store/types";

// franchise_ids holds slugs since schema 2 (ids before it); the column keeps its name so no data moves.
export const leadColumns = (d: SqlDialect) => `l.id, l.idempotency_key, l.form_kind, l.created_at, l.first_name,
  l.last_name, l.email, l.phone, l.message, l.preferred_time, l.consultation_type, l.package_id, l.address,
  l.postcode, l.county, l.country, l.lead_time, l.liquid_cash, l.homeowner, l.franchise_ids, l.franchise_names,
  l.share_with_franchisors, l.marketing_consent, l.privacy_notice_version, l.source_path,
  ${d.consentsJson} AS consents, ${d.bookingJson} AS booking,
  (SELECT c.slot_start FROM calls c WHERE c.lead_id = l.id) AS call_start,
  (SELECT c.slot_end FROM calls c WHERE c.lead_id = l.id) AS call_end,
  (SELECT c.topic FROM calls c WHERE c.lead_id = l.id) AS call_topic,
  (SELECT c.status FROM calls c WHERE c.lead_id = l.id) AS call_status,
  (SELECT c.sequence FROM calls c WHERE c.lead_id = l.id) AS call_sequence,
  (SELECT status FROM outbox o WHERE o.lead_id = l.id AND o.channel = 'mail') AS mail_status,
  (SELECT status FROM outbox o WHERE o.lead_id = l.id AND o.channel = 'webhook') AS webhook_status`;

const PURPOSE_ORDER = ["privacy-notice", "marketing-email", "marketing-phone", "share-with-franchisors"];

type ConsentRow = Omit<ConsentRecord, "granted" | "detail" | "withdrawnAt"> & {
  granted: number;
  detail: ConsentRecord["detail"] | null;
  withdrawnAt?: string | null;
};

/** Consent records from the JSON array the query built (text from SQLite, already parsed from PostgreSQL). */
function toConsents(value: unknown): ConsentRecord[] {
  const rows = (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as ConsentRow[];
  return rows
    .map(({ granted, detail, withdrawnAt, ...rest }) => ({
      ...rest,
      granted: Number(granted) === 1,
      ...(withdrawnAt ? { withdrawnAt } : {}),
      ...(detail ? { detail } : {}),
    }))
    .sort((a, b) => PURPOSE_ORDER.indexOf(a.purpose) - PURPOSE_ORDER.indexOf(b.purpose));
}

/** A booking from the JSON object the query built (text from SQLite, already parsed from PostgreSQL). */
function toBooking(value: unknown): StoredBooking {
  const { heardFrom, ...rest } = (typeof value === "string" ? JSON.parse(value) : value) as StoredBooking & {
    heardFrom: string | null;
  };
  return { ...rest, ...(heardFrom ? { heardFrom } : {}) };
}

function text(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}

export function toStoredLead(row: Record<string, unknown>): StoredLead {
  return {
    id: Number(row.id),
    idempotencyKey: String(row.idempotency_key),
    formKind: String(row.form_kind) as LeadKind,
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
    ...(row.booking ? { booking: toBooking(row.booking) } : {}),
    ...(row.call_start
      ? {
          call: {
            slotStart: String(row.call_start),
            slotEnd: String(row.call_end),
            topic: text(row.call_topic),
            status: row.call_status === "cancelled" ? ("cancelled" as const) : ("booked" as const),
            sequence: Number(row.call_sequence ?? 0),
          },
        }
      : {}),
    mailStatus: (text(row.mail_status) as MailStatus | undefined) ?? null,
    webhookStatus: (text(row.webhook_status) as MailStatus | undefined) ?? null,
  };
}

const LEAD_INSERT_COLUMNS = [
  "idempotency_key",
  "form_kind",
  "created_at",
  "first_name",
  "last_name",
  "email",
  "phone",
  "message",
  "preferred_time",
  "consultation_type",
  "package_id",
  "address",
  "postcode",
  "county",
  "country",
  "lead_time",
  "liquid_cash",
  "homeowner",
  "franchise_ids",
  "franchise_names",
  "share_with_franchisors",
  "marketing_consent",
  "privacy_notice_version",
  "source_path",
  "payload_hash",
];

const placeholders = (count: number) => Array(count).fill("?").join(", ");

/**
 * Stores a lead, its consent records and one outbox row per channel, inside the caller's transaction. A known
 * idempotency key adds nothing at all (not a consent the first never gave, nor a channel configured since) and
 * is answered "duplicate" or "conflict" by comparing the content's hash with the first's.
 */
export async function insertLead(
  tx: SqlRunner,
  lead: NewLead,
  channels: readonly OutboxChannel[],
  createdAt: string,
): Promise<{ id: number; status: SaveStatus }> {
  const hash = leadPayloadHash(lead);
  const values: SqlValue[] = [
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
    hash,
  ];
  const inserted = await tx.run(
    `INSERT INTO leads (${LEAD_INSERT_COLUMNS.join(", ")}) VALUES (${placeholders(values.length)})
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    values,
  );
  if (inserted.rows.length === 0) {
    // A known key: answer with the lead stored the first time, and whether this is it again.
    const first = await tx.run("SELECT id, payload_hash FROM leads WHERE idempotency_key = ?", [lead.idempotencyKey]);
    // Erased by another server between the two statements (PostgreSQL): the caller's retry stores it afresh.
    if (first.rows.length === 0) throw new Error("The lead stored under this key was deleted meanwhile");
    // A lead stored before schema 3 has no hash: it is taken as the same content, as before.
    const same = first.rows[0].payload_hash === null || first.rows[0].payload_hash === hash;
    return { id: Number(first.rows[0].id), status: same ? "duplicate" : "conflict" };
  }
  const id = Number(inserted.rows[0].id);
  await tx.run(
    `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at)
     VALUES ${channels.map(() => "(?, ?, 'pending', 0, ?)").join(", ")}`,
    channels.flatMap((channel) => [id, channel, createdAt]),
  );
  const consents = lead.consents ?? [];
  if (consents.length > 0) {
    await tx.run(
      `INSERT INTO consents (lead_id, purpose, granted, wording_version, at, detail)
       VALUES ${consents.map(() => "(?, ?, ?, ?, ?, ?)").join(", ")}`,
      consents.flatMap((consent): SqlValue[] => [
        id,
        consent.purpose,
        consent.granted ? 1 : 0,
        consent.wordingVersion,
        consent.at ?? createdAt,
        consent.detail ? JSON.stringify(consent.detail) : null,
      ]),
    );
  }
  return { id, status: "stored" };
}

/** The consents whose proof outlives the enquiry: marketing, which the business relies on after the lead is gone. */
export const PROVEN_PURPOSES = ["marketing-email", "marketing-phone"] as const;

/**
 * Deletes the leads matching `where` with their consents and outbox rows, inside the caller's transaction.
 * With `keepProofAfter` (the purge), each granted marketing consent not withdrawn before that time is first copied
 * to consent_proofs, so the proof of a consent still relied on survives its enquiry.
 */
export async function deleteLeads(
  tx: SqlRunner,
  where: string,
  args: SqlValue[],
  keepProofAfter?: string,
): Promise<RemovedLeads> {
  const found = await tx.run(`SELECT id, created_at, form_kind, email FROM leads WHERE ${where} ORDER BY id`, args);
  const leads = found.rows.map((row) => ({
    id: Number(row.id),
    createdAt: String(row.created_at),
    formKind: String(row.form_kind) as LeadKind,
    email: String(row.email),
  }));
  if (leads.length === 0)
    return { leads, outboxRows: 0, consentRecords: 0, consentProofsKept: 0, consentProofsDeleted: 0 };
  const ids = leads.map((lead) => lead.id);
  const inIds = `(${placeholders(ids.length)})`;
  // A deleted booking gives its seats back (an erased visitor's seats are free for someone else).
  await tx.run(
    `UPDATE event_seats SET taken = taken - (SELECT SUM(b.seats) FROM bookings b
       WHERE b.event_slug = event_seats.event_slug AND b.status = 'booked' AND b.lead_id IN ${inIds})
     WHERE event_slug IN (SELECT event_slug FROM bookings WHERE status = 'booked' AND lead_id IN ${inIds})`,
    [...ids, ...ids],
  );
  await tx.run(`DELETE FROM bookings WHERE lead_id IN ${inIds}`, ids);
  // A deleted call frees its slot.
  await tx.run(`DELETE FROM call_slots WHERE lead_id IN ${inIds}`, ids);
  await tx.run(`DELETE FROM calls WHERE lead_id IN ${inIds}`, ids);
  let consentProofsKept = 0;
  if (keepProofAfter !== undefined) {
    const kept = await tx.run(
      `INSERT INTO consent_proofs (email, purpose, wording_version, granted_at, withdrawn_at, form_kind, lead_created_at)
       SELECT l.email, c.purpose, c.wording_version, c.at, c.withdrawn_at, l.form_kind, l.created_at
       FROM consents c JOIN leads l ON l.id = c.lead_id
       WHERE c.lead_id IN ${inIds} AND c.granted = 1 AND c.purpose IN (${placeholders(PROVEN_PURPOSES.length)})
         AND (c.withdrawn_at IS NULL OR c.withdrawn_at >= ?)`,
      [...ids, ...PROVEN_PURPOSES, keepProofAfter],
    );
    consentProofsKept = kept.rowsAffected;
  }
  const outbox = await tx.run(`DELETE FROM outbox WHERE lead_id IN ${inIds}`, ids);
  const consents = await tx.run(`DELETE FROM consents WHERE lead_id IN ${inIds}`, ids);
  await tx.run(`DELETE FROM leads WHERE id IN ${inIds}`, ids);
  return {
    leads,
    outboxRows: outbox.rowsAffected,
    consentRecords: consents.rowsAffected,
    consentProofsKept,
    consentProofsDeleted: 0,
  };
}
