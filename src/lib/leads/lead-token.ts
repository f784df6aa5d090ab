/**
 * The links that let a visitor act on their own booking: `<lead id>.<HMAC-SHA256 of purpose and id, base64url>`.
 * Only the server's secret makes one, so a link cannot be guessed from another; the purpose is signed with the id,
 * so a free call's change-or-cancel link never opens a seat's page or the other way round. The pages they open
 * act only on a POST.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a token lets its holder do: change or cancel a free call, or give up a seat at an event. */
export type LeadTokenPurpose = "call" | "seat";

const mac = (purpose: LeadTokenPurpose, leadId: number, secret: string) =>
  createHmac("sha256", secret).update(`${purpose}:${leadId}`).digest("base64url");

/** The token naming one lead for one purpose. */
export function leadToken(purpose: LeadTokenPurpose, leadId: number, secret: string): string {
  return `${leadId}.${mac(purpose, leadId, secret)}`;
}

/** The lead id a token names for this purpose, or undefined when it was not made with this secret and purpose. */
export function readLeadToken(purpose: LeadTokenPurpose, token: string, secret: string): number | undefined {
  const match = /^([1-9]\d{0,15})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const leadId = Number(match[1]);
  const expected = Buffer.from(mac(purpose, leadId, secret));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : undefined;
}

/** The token naming one call's lead (its change-or-cancel link). */
export const callToken = (leadId: number, secret: string) => leadToken("call", leadId, secret);

/** The lead id a call's token names, or undefined. */
export const readCallToken = (token: string, secret: string) => readLeadToken("call", token, secret);

/** The token naming one booking's lead (its give-up-my-seat link). */
export const seatToken = (leadId: number, secret: string) => leadToken("seat", leadId, secret);

/** The lead id a seat's token names, or undefined. */
export const readSeatToken = (token: string, secret: string) => readLeadToken("seat", token, secret);
