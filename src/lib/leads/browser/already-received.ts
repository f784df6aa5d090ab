/**
 * What a visitor is told when a form's key comes back with other content (409): the island, the no-JavaScript
 * error page and the JSON answer say the same, from the site's contact details.
 */

/** The machine-readable code of that answer, for the island. */
export const ALREADY_RECEIVED = "already_received";

/** "We already have your enquiry…": the changes were not saved, and how to make them. */
export function alreadyReceivedMessage(contact: { phoneDisplay: string; email: string }): string {
  return (
    "We already have your enquiry from this form, so these changes were not saved. " +
    `To change it, call us on ${contact.phoneDisplay} or email ${contact.email}.`
  );
}
