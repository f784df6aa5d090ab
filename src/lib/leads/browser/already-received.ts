/**
 * What a visitor is told when a form's key comes back with other content (409): the island, the no-JavaScript
 * error page and the JSON answer say the same, in the owner's words (src/content/pages/contact.yaml,
 * `alreadyReceived`) filled in with the contact details each is given.
 */

/** The machine-readable code of that answer, for the island. */
export const ALREADY_RECEIVED = "already_received";

/**
 * A line of the contact forms' own answers (`alreadyReceived`, `notSent`, `checkFields`) with {phone} and {email}
 * filled in: the schema allows no other placeholder there.
 */
export function alreadyReceivedMessage(words: string, contact: { phoneDisplay: string; email: string }): string {
  return words.replaceAll("{phone}", contact.phoneDisplay).replaceAll("{email}", contact.email);
}
