/**
 * What a booking's own page (/events/seat/<token>, the link in its confirmation) needs from a token: the booking it
 * names, with the store to act on it. Nothing for a token this server did not sign for a seat.
 */
import { readSeatToken, seatToken } from "@/lib/leads/lead-token";
import { callTokenSecret } from "@/lib/leads/free-call";
import type { LeadsConfig } from "@/lib/leads/config";
import type { LeadStore, VisitorBooking } from "@/lib/leads/store";
import { SEAT_PAGES_PATH } from "@/lib/events/query";

/** The path of a booking's own page, from its token (on demand: hosting-rules.mjs routes the prefix to Astro). */
export function seatPagePath(token: string): string {
  return `${SEAT_PAGES_PATH}/${token}`;
}

/** The path of lead `leadId`'s booking page, signed with the store's link secret (the one a call's links use). */
export async function seatPageFor(
  leadId: number,
  config: Pick<LeadsConfig, "callTokenSecret">,
  store: Pick<LeadStore, "readMeta" | "claimMeta">,
): Promise<string> {
  return seatPagePath(seatToken(leadId, await callTokenSecret(config.callTokenSecret, store)));
}

/** The booking a token names, or undefined when the token is not one of ours or the booking is gone (erased). */
export async function bookingForToken(
  token: string,
  config: Pick<LeadsConfig, "callTokenSecret">,
  store: LeadStore,
): Promise<VisitorBooking | undefined> {
  const leadId = readSeatToken(token, await callTokenSecret(config.callTokenSecret, store));
  return leadId === undefined ? undefined : store.findBooking(leadId);
}
