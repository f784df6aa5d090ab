/**
 * What the free call's own pages (its confirmation, its .ics and its change-or-cancel page) need from a token: the
 * call it names, with the store to act on it. Nothing for a token this server did not sign.
 */
import { readCallToken } from "@/lib/leads/lead-token";
import { callTokenSecret } from "@/lib/leads/free-call";
import type { LeadsConfig } from "@/lib/leads/config";
import type { LeadStore, StoredCall } from "@/lib/leads/store";

/** The call a token names, or undefined when the token is not one of ours or the call is gone (erased). */
export async function callForToken(
  token: string,
  config: Pick<LeadsConfig, "callTokenSecret">,
  store: LeadStore,
): Promise<StoredCall | undefined> {
  const leadId = readCallToken(token, await callTokenSecret(config.callTokenSecret, store));
  return leadId === undefined ? undefined : store.findCall(leadId);
}
