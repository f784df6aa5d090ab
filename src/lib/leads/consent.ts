/**
 * Consent records of a lead: built from what a submission carries, and described for the notification
 * mail, the CSV export and the CRM webhook. The wordings and their versions are in src/config/consent.ts.
 */
import { CURRENT_CONSENT_VERSIONS, consentWording, type ConsentPurpose } from "@/config/consent";
import type { ConsentRecord, FranchisorRef, StoredLead } from "@/lib/leads/store";

/** What a submission says about consent, after validation. */
export interface ConsentAnswers {
  privacyNoticeVersion: string;
  marketingEmail: boolean;
  /** The franchisors named on the form; the share box is shown only when there are some. */
  franchisors: FranchisorRef[];
  shareWithFranchisors: boolean;
  /** The marketing wording shown, when not the contact forms' current one (the booking form's). */
  marketingWordingVersion?: string;
  /** The share wording shown, when not the enquiry form's current one (a discovery day's booking form). */
  shareWordingVersion?: string;
}

/**
 * The consent records to store with a lead: the privacy notice it was sent under, the marketing email box
 * (both forms offer it), and, when franchisors were named, whether the visitor agreed to share with them.
 */
export function consentRecords(answers: ConsentAnswers): Omit<ConsentRecord, "at">[] {
  const records: Omit<ConsentRecord, "at">[] = [
    { purpose: "privacy-notice", granted: true, wordingVersion: answers.privacyNoticeVersion },
    {
      purpose: "marketing-email",
      granted: answers.marketingEmail,
      wordingVersion: answers.marketingWordingVersion ?? CURRENT_CONSENT_VERSIONS["marketing-email"],
    },
  ];
  if (answers.franchisors.length > 0) {
    records.push({
      purpose: "share-with-franchisors",
      granted: answers.shareWithFranchisors,
      wordingVersion: answers.shareWordingVersion ?? CURRENT_CONSENT_VERSIONS["share-with-franchisors"],
      detail: { franchisors: answers.franchisors },
    });
  }
  return records;
}

/** "Name (slug); Name (slug)" for the franchises a lead names, or "" for none. */
export function franchisesWithSlugs(lead: Pick<StoredLead, "franchiseSlugs" | "franchiseNames">): string {
  return lead.franchiseSlugs.map((slug, index) => `${lead.franchiseNames[index] ?? slug} (${slug})`).join("; ");
}

/** Whether the named franchisors may have the lead's details, in words; undefined when none were named. */
export function shareStatus(lead: Pick<StoredLead, "shareWithFranchisors">): string | undefined {
  if (lead.shareWithFranchisors === undefined) return undefined;
  return lead.shareWithFranchisors
    ? "Yes, the visitor agreed to share their details with the franchisors above"
    : "NO: not to be shared (the visitor did not tick the box)";
}

/** One consent record in a line: "granted; wording 2025-01-01; 2026-11-22T10:00:00.000Z[; franchisors: A + B]". */
export function consentSummary(consent: ConsentRecord): string {
  const names = consent.detail?.franchisors?.map((franchisor) => franchisor.name) ?? [];
  return [
    consent.granted ? (consent.purpose === "privacy-notice" ? "shown" : "granted") : "not granted",
    `wording ${consent.wordingVersion}`,
    consent.at,
    ...(consent.withdrawnAt ? [`WITHDRAWN ${consent.withdrawnAt}`] : []),
    ...(names.length ? [`franchisors: ${names.join(" + ")}`] : []),
  ].join("; ");
}

/** A lead's record for one purpose, if it has one. */
export function consentFor(lead: Pick<StoredLead, "consents">, purpose: ConsentPurpose): ConsentRecord | undefined {
  return lead.consents.find((consent) => consent.purpose === purpose);
}

/** The consent records with their exact wording text, for the webhook payload. */
export function consentsWithWording(lead: Pick<StoredLead, "consents">) {
  return lead.consents.map((consent) => ({
    ...consent,
    wording:
      consentWording(
        consent.purpose,
        consent.wordingVersion,
        consent.detail?.franchisors?.map((franchisor) => franchisor.name),
      ) ?? null,
  }));
}
