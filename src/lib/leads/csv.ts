/** Stored leads as CSV (RFC 4180), safe to open in a spreadsheet. */
import { CONSENT_PURPOSES } from "@/config/consent";
import { consentFor, consentSummary, franchisesWithSlugs } from "@/lib/leads/consent";
import type { CreatedRange, LeadStore, StoredLead } from "@/lib/leads/store";

type Cell = string | number | boolean | undefined | null;

const COLUMNS: [header: string, value: (lead: StoredLead) => Cell][] = [
  ["id", (lead) => lead.id],
  ["created_at", (lead) => lead.createdAt],
  ["form", (lead) => lead.formKind],
  ["first_name", (lead) => lead.firstName],
  ["last_name", (lead) => lead.lastName],
  ["email", (lead) => lead.email],
  ["phone", (lead) => lead.phone],
  ["preferred_time", (lead) => lead.preferredTime],
  ["consultation_type", (lead) => lead.consultationType],
  ["package", (lead) => lead.packageId],
  ["address", (lead) => lead.address],
  ["postcode", (lead) => lead.postcode],
  ["county", (lead) => lead.county],
  ["country", (lead) => lead.country],
  ["lead_time", (lead) => lead.leadTime],
  ["liquid_cash", (lead) => lead.liquidCash],
  ["homeowner", (lead) => lead.homeowner],
  ["franchise_slugs", (lead) => lead.franchiseSlugs.join(";")],
  ["franchises", (lead) => franchisesWithSlugs(lead)],
  // Blank when no franchise was named; "no" means the lead is not to be shared with them.
  [
    "share_with_franchisors",
    (lead) => (lead.shareWithFranchisors === undefined ? "" : lead.shareWithFranchisors ? "yes" : "no"),
  ],
  ["message", (lead) => lead.message],
  // A booking's event, "booked" (a seat) or "waitlisted", and how they heard of it.
  ["event", (lead) => lead.booking?.eventSlug],
  ["booking_status", (lead) => lead.booking?.status],
  ["heard_from", (lead) => lead.booking?.heardFrom],
  ["marketing_consent", (lead) => (lead.marketingConsent ? "yes" : "no")],
  ["privacy_notice_version", (lead) => lead.privacyNoticeVersion],
  // One column per consent purpose: "granted|not granted|shown; wording <version>; <time>[; franchisors: …]".
  ...CONSENT_PURPOSES.map((purpose): [string, (lead: StoredLead) => Cell] => [
    `consent_${purpose.replace(/-/g, "_")}`,
    (lead) => {
      const consent = consentFor(lead, purpose);
      return consent && consentSummary(consent);
    },
  ]),
  ["source_page", (lead) => lead.sourcePath],
  ["mail_status", (lead) => lead.mailStatus],
  ["webhook_status", (lead) => lead.webhookStatus],
];

// What makes a spreadsheet run a cell as a formula: = + - @ first, or tab or CR (some skip leading spaces too).
// Every such cell is defused, phone numbers included: "+44…" reads as a sum to a spreadsheet.
const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/;
// The separators spreadsheets use across locales (comma; semicolon where the decimal mark is a comma; tab; the
// pipe some systems choose), with quotes and line breaks: a cell holding any of them is quoted.
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/**
 * One CSV cell: defused when a spreadsheet would run it as a formula (a leading `'`, which spreadsheets show as
 * text), and quoted when it holds a quote, a line break or a separator of any locale, so a spreadsheet set to
 * `;` cannot split `x;=1+1` into a formula cell.
 */
export function csvCell(value: Cell): string {
  if (value === undefined || value === null) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line of the export. */
export function csvHeader(): string {
  return COLUMNS.map(([header]) => header).join(",");
}

/** One lead as a CSV line (without the line break). */
export function csvLine(lead: StoredLead): string {
  return COLUMNS.map(([, value]) => csvCell(value(lead))).join(",");
}

/**
 * Writes every stored lead (or, with `range`, those that arrived in it) as CSV, a page at a time: a header line,
 * then one line per lead.
 */
export async function writeLeadsCsv(
  store: LeadStore,
  write: (chunk: string) => void | Promise<void>,
  range?: CreatedRange,
): Promise<number> {
  await write(`${csvHeader()}\r\n`);
  let afterId = 0;
  let count = 0;
  for (;;) {
    const page = await store.listLeads({ afterId, limit: 500, range });
    if (page.length === 0) return count;
    await write(page.map((lead) => `${csvLine(lead)}\r\n`).join(""));
    count += page.length;
    afterId = page[page.length - 1].id;
  }
}
