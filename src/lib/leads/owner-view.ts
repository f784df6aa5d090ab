/**
 * How the owner's page (/owner) shows one stored lead: what the person consented to, what they asked about or
 * booked, and where each notification stands. Labels only; the page lays them out.
 */
import { consentSummary } from "@/lib/leads/consent";
import type { ConsentRecord, MailStatus, StoredLead } from "@/lib/leads/store/types";

/** One consent as the owner reads it: the purpose, and whether it was given, declined or withdrawn. */
// The export's own summary (consent.ts), so the page and the CSV never word a consent differently.
export function consentLines(consents: readonly ConsentRecord[]): string[] {
  return consents.map((consent) => `${consent.purpose}: ${consentSummary(consent)}`);
}

const DELIVERY_WORDS: Record<MailStatus, string> = {
  pending: "not sent yet",
  sending: "being sent",
  sent: "delivered",
  uncertain: "uncertain (check the inbox)",
};

/**
 * Where the notifications stand, per channel the lead was queued on. A channel not configured when the lead
 * arrived has no outbox row: that is said too, since then the lead reached nobody but this page.
 */
export function deliveryLines(lead: Pick<StoredLead, "mailStatus" | "webhookStatus">): string[] {
  const lines: string[] = [];
  if (lead.mailStatus) lines.push(`Inbox: ${DELIVERY_WORDS[lead.mailStatus]}`);
  if (lead.webhookStatus) lines.push(`CRM: ${DELIVERY_WORDS[lead.webhookStatus]}`);
  return lines.length > 0 ? lines : ["Not sent anywhere (no mail or CRM was set up)"];
}

/** What the lead asked for or booked, in one line: the event, the call's slot, or nothing beyond the form. */
export function bookedLine(lead: Pick<StoredLead, "booking" | "call">): string | undefined {
  if (lead.booking) {
    const { eventTitle, eventWhen, status, seats } = lead.booking;
    return `${eventTitle}, ${eventWhen} (${status}${seats > 1 ? `, ${seats} seats` : ""})`;
  }
  if (lead.call) return `Call ${lead.call.slotStart} to ${lead.call.slotEnd} (${lead.call.status})`;
  return undefined;
}

/** An event as its seat list is headed on the owner's page. */
export interface SeatEvent {
  slug: string;
  title: string;
  /** When it is, in UK time, as one line. */
  when: string;
  capacity: number;
  /** The status's label (Cancelled, Postponed…); none for an event going ahead. */
  statusLabel?: string;
}

/**
 * An event's seats in one line: how many of its capacity are taken and how many are left (the counter's figure,
 * which the next booking is checked against), or that it is full.
 */
export function seatsLine(capacity: number, taken: number): string {
  const left = Math.max(0, capacity - taken);
  if (left === 0) return `Fully booked: ${taken} of ${capacity} seats taken`;
  return `${taken} of ${capacity} seats taken, ${left} left`;
}

/** The id to ask the next (older) page for, or undefined when this page was the last. */
export function nextBeforeId(page: readonly { id: number }[], limit: number): number | undefined {
  return page.length === limit ? page[page.length - 1]?.id : undefined;
}

// Lead ids are PostgreSQL INTEGERs: a larger cursor would be refused by the database, not merely match nothing.
const MAX_ID = 2 ** 31 - 1;

/** A page cursor from the query string: a whole number from 1 to the largest id, or undefined (the newest page). */
export function parseBeforeId(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The export's date range as typed in two date fields (YYYY-MM-DD, both days included), as arrival times: `from`
 * at that day's start, `to` at the start of the day after the last. Or what is wrong with it, in plain words.
 */
export function parseDayRange(from: string, to: string): { from: string; to: string } | { problem: string } {
  if (!isDay(from) || !isDay(to)) return { problem: "Give both dates as day, month and year." };
  if (from > to) return { problem: "The first date must not be after the last." };
  const after = new Date(`${to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return { from: `${from}T00:00:00.000Z`, to: after.toISOString() };
}
