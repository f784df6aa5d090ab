/**
 * The privacy notice version and the exact wording of every consent the lead forms ask for, by version.
 * Each lead stores a consent record per purpose naming the version it was shown, so what a visitor agreed
 * to can be read back word for word. Never edit a shipped version's text: add a new version and make it
 * current. Versions are dates (YYYY-MM-DD) of the change.
 */

/** What a consent record is about. `marketing-phone` is reserved: no form offers it yet. */
export const CONSENT_PURPOSES = [
  "privacy-notice",
  "marketing-email",
  "marketing-phone",
  "share-with-franchisors",
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** `{franchisors}` in a wording is replaced by the names of the franchisors the visitor selected. */
export const FRANCHISORS_PLACEHOLDER = "{franchisors}";

/** Every wording ever shown, by purpose and version. */
export const CONSENT_WORDINGS: Record<ConsentPurpose, Readonly<Record<string, string>>> = {
  // The privacy notice itself is src/pages/privacy.mdx; this is the sentence beside the submit button.
  "privacy-notice": {
    "2025-01-01": "We use your details to reply to you, as explained in our privacy notice.",
    "2026-11-22": "We use your details to reply to you, as explained in our privacy notice.",
    // The notice now counts retention from arrival, keeps proof of marketing consent, names recipients from config.
    "2026-11-25": "We use your details to reply to you, as explained in our privacy notice.",
    // The notice now says what the calculator and answers carried in addresses send, and why each field is asked.
    "2026-11-27": "We use your details to reply to you, as explained in our privacy notice.",
    // The notice now covers free calls booked on /book (issue 51).
    "2026-12-02": "We use your details to reply to you, as explained in our privacy notice.",
  },
  "marketing-email": {
    // A recorded wording, kept exactly as shown then (hyphenated spelling): a new spelling needs a new version.
    "2025-01-01":
      // cspell:disable-next-line
      "Optional: send me occasional e-mails with franchise advice and new opportunities. You can unsubscribe at any time. Your enquiry does not depend on this.",
    // The house spelling, "emails": the same consent, worded anew.
    "2026-11-27":
      "Optional: send me occasional emails with franchise advice and new opportunities. You can unsubscribe at any time. Your enquiry does not depend on this.",
    // The same consent as worded on an event's booking form.
    "2026-11-27-booking":
      "Optional: send me occasional emails with franchise advice, events and new opportunities. You can unsubscribe at any time. Your booking does not depend on this.",
  },
  "marketing-phone": {},
  "share-with-franchisors": {
    "2026-11-22": `Optional: share my details with ${FRANCHISORS_PLACEHOLDER} so they can contact me about their franchise. Without this we will not pass your details to them.`,
    // A franchisor's discovery day: the franchisor runs it and must know who is coming, so the booking asks first.
    "2026-12-02-discovery-day": `Share my name, email and phone with ${FRANCHISORS_PLACEHOLDER}, who runs this discovery day and needs to know who is coming. Without this we cannot book you a place.`,
  },
};

/** The privacy notice version in force: shown beside the forms and recorded with each lead. */
export const PRIVACY_NOTICE_VERSION = "2026-12-02";

/** The wording version each form shows now, per purpose it offers. */
export const CURRENT_CONSENT_VERSIONS = {
  "privacy-notice": PRIVACY_NOTICE_VERSION,
  "marketing-email": "2026-11-27",
  "share-with-franchisors": "2026-11-22",
} as const satisfies Partial<Record<ConsentPurpose, string>>;

/** The share wording on a franchisor's discovery day booking form. */
export const DISCOVERY_DAY_SHARE_VERSION = "2026-12-02-discovery-day";

/** The marketing email wording on an event's booking form. */
export const BOOKING_MARKETING_VERSION = "2026-11-27-booking";

/** True for a privacy notice version this site has published (a page cached before a change may send an older one). */
export function isKnownPrivacyNoticeVersion(version: string): boolean {
  return Object.hasOwn(CONSENT_WORDINGS["privacy-notice"], version);
}

/** Joins names as prose: "A", "A and B", "A, B and C". */
export function listOfNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The exact text of a consent wording version, with the selected franchisors named where it says so. */
export function consentWording(
  purpose: ConsentPurpose,
  version: string,
  franchisorNames: readonly string[] = [],
): string | undefined {
  return CONSENT_WORDINGS[purpose][version]?.replace(
    FRANCHISORS_PLACEHOLDER,
    listOfNames(franchisorNames) || "the franchisors you tick above",
  );
}
