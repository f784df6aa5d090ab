/** The notification email the business receives for each lead: plain text, every field labelled. */
import { createHash } from "node:crypto";
import { consentSummary, franchisesWithSlugs, shareStatus } from "@/lib/leads/consent";
import { OPTION_LABELS } from "@/lib/leads/schema";
import type { StoredLead } from "@/lib/leads/store";
import { packagesFromFile as packages } from "@/lib/content/packages-file";

export interface LeadMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Stable per lead: if a mail system ever sees it twice, it can tell it is the same message. */
  messageId: string;
}

function label(group: keyof typeof OPTION_LABELS, value: string | undefined): string | undefined {
  if (!value) return undefined;
  return (OPTION_LABELS[group] as Record<string, string>)[value] ?? value;
}

/** Builds the notification mail for one stored lead. */
export function buildLeadMail(lead: StoredLead, { from, to }: { from: string; to: string }): LeadMail {
  const kindName = lead.formKind === "consultation" ? "Consultation request" : "Franchise enquiry";
  const chosenPackage = packages.find((pkg) => pkg.id === lead.packageId);
  const rows: [string, string | undefined][] = [
    ["Form", kindName],
    ["Received", lead.createdAt],
    ["Name", `${lead.firstName} ${lead.lastName}`],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Preferred time", label("preferredTime", lead.preferredTime)],
    ["Consultation type", label("consultationType", lead.consultationType)],
    ["Package", chosenPackage ? `${chosenPackage.name} (${chosenPackage.price})` : lead.packageId],
    ["Address", lead.address],
    ["Postcode", lead.postcode],
    ["County", lead.county],
    ["Country", lead.country],
    ["Hoping to start", label("leadTime", lead.leadTime)],
    ["Liquid cash", label("liquidCash", lead.liquidCash)],
    ["Homeowner", label("homeowner", lead.homeowner)],
    ["Franchises", franchisesWithSlugs(lead) || undefined],
    ["Share with these franchisors", shareStatus(lead)],
    ["Marketing emails", lead.marketingConsent ? "Yes, consent given" : "No"],
    ["Privacy notice version", lead.privacyNoticeVersion],
    ...lead.consents.map((consent): [string, string] => [`Consent (${consent.purpose})`, consentSummary(consent)]),
    ["Sent from page", lead.sourcePath],
  ];
  const body = rows
    .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== "")
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
  const domain = from.split("@")[1]?.replace(/[^\w.-]/g, "") || "localhost";
  const keyHash = createHash("sha256").update(lead.idempotencyKey).digest("hex").slice(0, 16);
  return {
    from,
    to,
    replyTo: lead.email,
    subject: `${kindName} from ${lead.firstName} ${lead.lastName} (lead ${lead.id})`,
    text: `${body}\n\nMessage:\n${lead.message ?? "(none)"}\n`,
    messageId: `<lead-${lead.id}-${keyHash}@${domain}>`,
  };
}
