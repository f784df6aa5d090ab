/**
 * The fingerprint of a lead's content, stored with its idempotency key, so that a key coming back can be told
 * apart: the same content again is a retry (answered "duplicate"), other content under the same key is a change
 * the store refuses (409), since storing it would rewrite what the visitor first sent and agreed to.
 */
import { createHash } from "node:crypto";
import type { NewLead } from "@/lib/leads/store/types";

/**
 * What the fingerprint covers: every answer the visitor gave, as validated (the form, name, contact details,
 * message, the consultation's or the enquiry's answers, the franchises as a set of slugs) and every choice
 * a consent record is made from (the marketing box, the share box, the privacy notice version). Left out: the
 * key itself; the page it was posted from; the franchises' names (looked up in the catalogue, which a rebuild
 * may change between two tries); the consent records themselves (built from the fields above, with the time);
 * and the fill time and honeypot, which the handler never passes on and which differ between tries anyway.
 */
const FINGERPRINTED = [
  "address",
  "consultationType",
  "country",
  "county",
  "email",
  "firstName",
  "formKind",
  "franchiseSlugs",
  "homeowner",
  "lastName",
  "leadTime",
  "liquidCash",
  "marketingConsent",
  "message",
  "packageId",
  "phone",
  "postcode",
  "preferredTime",
  "privacyNoticeVersion",
  "shareWithFranchisors",
] as const satisfies readonly (keyof NewLead)[];

/**
 * The canonical form of a lead's content: its fingerprinted fields in a fixed order, absent ones as null; a
 * booking adds its event and how they heard (only a booking, so the other kinds' fingerprints stay as stored).
 */
export function canonicalLeadPayload(lead: NewLead): string {
  const fields: [string, unknown][] = FINGERPRINTED.map((field) => {
    const value = field === "franchiseSlugs" ? [...new Set(lead.franchiseSlugs)].sort() : lead[field];
    return [field, value ?? null];
  });
  if (lead.booking) fields.push(["booking", [lead.booking.eventSlug, lead.booking.heardFrom ?? null]]);
  return JSON.stringify(fields);
}

/** SHA-256 (hex) of the lead's canonical content. */
export function leadPayloadHash(lead: NewLead): string {
  return createHash("sha256").update(canonicalLeadPayload(lead)).digest("hex");
}
