/**
 * What a visitor's own pages need from the signed token in their link: a free call's (its confirmation, its .ics
 * and its change-or-cancel page) the call it names, a booked seat's (/events/seat/<token>) the booking; each with
 * the store to act on it. Nothing for a token this server did not sign for that purpose.
 */
import { readLeadToken, seatToken, type LeadTokenPurpose } from "@/lib/leads/lead-token";
import { callTokenSecret } from "@/lib/leads/free-call";
import type { LeadsConfig } from "@/lib/leads/config";
import type { LeadStore, StoredCall, VisitorBooking } from "@/lib/leads/store";
import { SEAT_PAGES_PATH } from "@/lib/events/query";

type Secret = Pick<LeadsConfig, "callTokenSecret">;

/** The lead id a token names for a purpose, signed with the configured secret or the one the store keeps. */
async function leadIdOf(purpose: LeadTokenPurpose, token: string, config: Secret, store: LeadStore) {
  return readLeadToken(purpose, token, await callTokenSecret(config.callTokenSecret, store));
}

/** The call a token names, or undefined when the token is not one of ours or the call is gone (erased). */
export async function callForToken(token: string, config: Secret, store: LeadStore): Promise<StoredCall | undefined> {
  const leadId = await leadIdOf("call", token, config, store);
  return leadId === undefined ? undefined : store.findCall(leadId);
}

/** The booking a token names, or undefined when the token is not one of ours or the booking is gone (erased). */
export async function bookingForToken(
  token: string,
  config: Secret,
  store: LeadStore,
): Promise<VisitorBooking | undefined> {
  const leadId = await leadIdOf("seat", token, config, store);
  return leadId === undefined ? undefined : store.findBooking(leadId);
}

/** The path of a booking's own page, from its token (on demand: hosting-rules.mjs routes the prefix to Astro). */
export function seatPagePath(token: string): string {
  return `${SEAT_PAGES_PATH}/${token}`;
}

/** The path of lead `leadId`'s booking page, signed as its confirmation's link is. */
export async function seatPageFor(
  leadId: number,
  config: Secret,
  store: Pick<LeadStore, "readMeta" | "claimMeta">,
): Promise<string> {
  return seatPagePath(seatToken(leadId, await callTokenSecret(config.callTokenSecret, store)));
}
