/**
 * The CRM webhook: each stored lead is POSTed as JSON (payload version 1, documented in docs/leads.md) through
 * the outbox, signed so the receiver can tell it came from us and was not replayed or altered.
 */
import { createHmac } from "node:crypto";
import type { WebhookSettings } from "@/lib/leads/config";
import { consentsWithWording } from "@/lib/leads/consent";
import type { Deliver } from "@/lib/leads/outbox";
import type { StoredLead } from "@/lib/leads/store";

/** Raised on any change a receiver could notice; add fields freely within a version, never rename or drop. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** The JSON body posted for one lead. */
export function webhookPayload(lead: StoredLead) {
  return {
    version: WEBHOOK_PAYLOAD_VERSION,
    event: "lead.created",
    lead: {
      id: lead.id,
      receivedAt: lead.createdAt,
      form: lead.formKind,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      message: lead.message ?? null,
      preferredTime: lead.preferredTime ?? null,
      consultationType: lead.consultationType ?? null,
      packageId: lead.packageId ?? null,
      address: lead.address ?? null,
      postcode: lead.postcode ?? null,
      county: lead.county ?? null,
      country: lead.country ?? null,
      leadTime: lead.leadTime ?? null,
      liquidCash: lead.liquidCash ?? null,
      homeowner: lead.homeowner ?? null,
      franchises: lead.franchiseSlugs.map((slug, index) => ({ slug, name: lead.franchiseNames[index] ?? slug })),
      /** null: no franchise named; false: named, but NOT to be shared with them. */
      shareWithFranchisors: lead.shareWithFranchisors ?? null,
      marketingEmailConsent: lead.marketingConsent,
      privacyNoticeVersion: lead.privacyNoticeVersion,
      consents: consentsWithWording(lead),
      sourcePage: lead.sourcePath ?? null,
      /** A booking's event, whether it holds a seat ("booked") or waits ("waitlisted"), and how they heard. */
      booking: lead.booking
        ? { event: lead.booking.eventSlug, status: lead.booking.status, heardFrom: lead.booking.heardFrom ?? null }
        : null,
      /** A free call's slot (ISO 8601 instants, UTC) and what the visitor would like to talk about. */
      call: lead.call ? { start: lead.call.slotStart, end: lead.call.slotEnd, topic: lead.call.topic ?? null } : null,
    },
  };
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the X-Webhook-Signature header's value. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * A Deliver that posts a lead to the webhook; any 2xx is delivery, anything else (or no answer within
 * `timeoutMs`) is retried with back-off. A retry carries the same Idempotency-Key, the lead's id, so a
 * receiver that saw the first attempt after all drops the repeat.
 */
export function createWebhookSender(settings: WebhookSettings, { timeoutMs = 10_000 } = {}): Deliver {
  return async (lead) => {
    const body = JSON.stringify(webhookPayload(lead));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(settings.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "franchise-advisor-leads/1",
        "Idempotency-Key": String(lead.id),
        "X-Webhook-Timestamp": timestamp,
        "X-Webhook-Signature": webhookSignature(settings.secret, timestamp, body),
      },
      body,
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`The webhook answered HTTP ${response.status}`);
    return `HTTP ${response.status}`;
  };
}
