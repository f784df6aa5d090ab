/**
 * The link to change or cancel a free call: `<lead id>.<HMAC-SHA256 of it, base64url>`. Only the server's secret
 * makes one, so a link cannot be guessed from another; the page it opens acts only on a POST.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const mac = (leadId: number, secret: string) =>
  createHmac("sha256", secret).update(`call:${leadId}`).digest("base64url");

/** The token naming one call's lead. */
export function callToken(leadId: number, secret: string): string {
  return `${leadId}.${mac(leadId, secret)}`;
}

/** The lead id a token names, or undefined when it was not made with this secret. */
export function readCallToken(token: string, secret: string): number | undefined {
  const match = /^([1-9]\d{0,15})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const leadId = Number(match[1]);
  const expected = Buffer.from(mac(leadId, secret));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : undefined;
}
