/**
 * The notification email the business receives for each lead (plain text, every field labelled), and the visitor's
 * mails about an event booking. Their words are the owner's, in src/content/pages/lead-mails.yaml.
 */
import { createHash } from "node:crypto";
import { consentSummary, franchisesWithSlugs, shareStatus } from "@/lib/leads/consent";
import { OPTION_LABELS } from "@/lib/leads/schema";
import type { StoredLead } from "@/lib/leads/store";
import { callTimeInWords } from "@/lib/booking/slot-words";
import { ownerCallIcs, type CallIcsSender } from "@/lib/leads/call-ics";
import { leadMailsSchema, type LeadMails } from "@/lib/schemas/lead-mails-schema";
import type { Settings } from "@/lib/site/expand-settings";
import { bundledText } from "@/lib/site/bundled-text";
import { copyFiller, parseCopyFile } from "@/lib/leads/copy-file";

const LEAD_MAILS_FILE = "src/content/pages/lead-mails.yaml";

/** The mails' words (src/content/pages/lead-mails.yaml), checked with the schema the build checks it with. */
export const leadMailsFromFile: LeadMails = parseCopyFile(
  LEAD_MAILS_FILE,
  leadMailsSchema,
  bundledText(
    () =>
      import.meta.glob<string>("/src/content/pages/lead-mails.yaml", {
        query: "?raw",
        import: "default",
        eager: true,
      }),
    "/src/content/pages/lead-mails.yaml",
    new URL("../../content/pages/lead-mails.yaml", import.meta.url),
  ),
);

/** A line of the mails with its placeholders filled: the site settings, then `values` (the mail's own). */
const filler = (values: Settings) => copyFiller(LEAD_MAILS_FILE, values);

/** A package as the notification names it: the consultation form sends only its id. */
export interface PackageLabel {
  id: string;
  name: string;
  price: string;
}

/**
 * Who the notification is from and to, and the packages (src/content/packages.yaml, handed in by the runtime) whose
 * name and price it shows for the id a consultation sent; an id not among them is shown as it is.
 */
export interface LeadMailSettings {
  from: string;
  to: string;
  packages?: readonly PackageLabel[];
  /** The business and site a free call's .ics names: with it, a call's notification carries the call's .ics. */
  calendar?: CallIcsSender;
}

export interface LeadMail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Stable per lead: if a mail system ever sees it twice, it can tell it is the same message. */
  messageId: string;
  /** Files attached (the event's .ics to a booking's confirmation). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

function label(group: keyof typeof OPTION_LABELS, value: string | undefined): string | undefined {
  if (!value) return undefined;
  return (OPTION_LABELS[group] as Record<string, string>)[value] ?? value;
}

/** "A seat", "3 seats", or the waiting list: what a booking holds, for the business's notification. */
function bookingInWords(booking: NonNullable<StoredLead["booking"]>, words: LeadMails["owner"]): string {
  const fill = filler({ seats: String(booking.seats) });
  const seats = fill(booking.seats === 1 ? words.oneSeat : words.manySeats);
  if (booking.status === "booked") return seats;
  // Inside a sentence the line starts in lower case ("was a seat"), as the file's note on {booking} says.
  const inSentence = filler({ booking: seats.charAt(0).toLowerCase() + seats.slice(1) });
  return inSentence(booking.status === "given-up" ? words.givenUp : words.waiting);
}

/** What the notification calls a lead of this kind. */
function kindName(lead: StoredLead, kinds: LeadMails["owner"]["kinds"]): string {
  if (lead.formKind === "booking") return lead.booking?.status === "waitlisted" ? kinds.waitingList : kinds.booked;
  if (lead.formKind === "call" || lead.formKind === "consultation") return kinds[lead.formKind];
  return kinds.enquiry;
}

/** Builds the notification mail for one stored lead. */
export function buildLeadMail(
  lead: StoredLead,
  { from, to, packages = [], calendar }: LeadMailSettings,
  copy: LeadMails = leadMailsFromFile,
): LeadMail {
  // The name may use a site setting itself, so it is filled in before it fills the subject.
  const kind = filler({})(kindName(lead, copy.owner.kinds));
  const chosenPackage = packages.find((pkg) => pkg.id === lead.packageId);
  const rows: [string, string | undefined][] = [
    ["Form", kind],
    ["Received", lead.createdAt],
    ["Name", `${lead.firstName} ${lead.lastName}`],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Event", lead.booking && `${lead.booking.eventTitle}, ${lead.booking.eventWhen}`],
    ["Booking", lead.booking && bookingInWords(lead.booking, copy.owner)],
    ["Heard about it from", label("heardFrom", lead.booking?.heardFrom)],
    ["Call", lead.call && callTimeInWords(new Date(lead.call.slotStart), new Date(lead.call.slotEnd))],
    ["To talk about", lead.call?.topic],
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
  const { domain, keyHash } = messageIdParts(lead, from);
  return {
    from,
    to,
    replyTo: lead.email,
    subject: filler({ kind, name: `${lead.firstName} ${lead.lastName}`, lead: String(lead.id) })(copy.owner.subject),
    text:
      lead.formKind === "booking" || lead.formKind === "call"
        ? `${body}\n`
        : `${body}\n\nMessage:\n${lead.message ?? "(none)"}\n`,
    messageId: `<lead-${lead.id}-${keyHash}@${domain}>`,
    // A call's .ics for the owner's calendar: the same UID as the visitor's copy, worded for the one who calls.
    attachments:
      lead.call && calendar
        ? [
            {
              filename: "free-call.ics",
              content: ownerCallIcs(
                {
                  leadId: lead.id,
                  ...lead.call,
                  name: `${lead.firstName} ${lead.lastName}`,
                  phone: lead.phone,
                },
                calendar,
              ),
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            },
          ]
        : undefined,
  };
}

/** The parts of a lead's Message-IDs: the sender's domain, and a hash of the lead's key (stable per lead). */
export function messageIdParts(lead: StoredLead, from: string) {
  const domain = from.split("@")[1]?.replace(/[^\w.-]/g, "") || "localhost";
  const keyHash = createHash("sha256").update(lead.idempotencyKey).digest("hex").slice(0, 16);
  return { domain, keyHash };
}

/** What the visitor's mails sign with and point to: the business's name, phone, and the site's address. */
export interface VisitorMailSender {
  from: string;
  businessName: string;
  phoneDisplay: string;
  siteUrl: string;
  /** Where replies go: the business's own address. */
  replyTo: string;
}

/**
 * The visitor's confirmation of a booking, to their address: their seat (or place on the waiting list), when and
 * where, the event's .ics attached so one tap adds it to their calendar, and (given `seatUrl`) the signed link to
 * the page where they can give the seat up.
 */
export function buildBookingConfirmation(
  lead: StoredLead,
  sender: VisitorMailSender & { seatUrl?: (leadId: number) => string },
  copy: LeadMails = leadMailsFromFile,
): LeadMail {
  const booking = lead.booking;
  if (!booking) throw new Error(`Lead ${lead.id} is not a booking`);
  const { domain, keyHash } = messageIdParts(lead, sender.from);
  const words = copy.booking;
  const booked = booking.status === "booked";
  const values = {
    ...visitorSettings(lead, sender),
    title: booking.eventTitle,
    seats: String(booking.seats),
    when: booking.eventWhen,
    place: booking.eventPlace,
  };
  const fill = filler(values);
  // A line with a link: the event's page, or the booking's own page.
  const link = (line: string, href: string) => filler({ ...values, link: href })(line);
  const opening = booked ? (booking.seats === 1 ? words.bookedOne : words.bookedMany) : words.waiting;
  const text = [
    fill(copy.greeting),
    "",
    fill(opening),
    "",
    fill(words.when),
    fill(words.where),
    link(words.details, new URL(booking.eventPath, sender.siteUrl).toString()),
    "",
    booked ? fill(words.calendarFile) : undefined,
    sender.seatUrl ? link(booked ? words.giveUp : words.leaveWaitingList, sender.seatUrl(lead.id)) : undefined,
    fill(sender.seatUrl ? words.question : words.questionNoLink),
    "",
    sender.businessName,
  ]
    .filter((line) => line !== undefined)
    .join("\n");
  return {
    from: sender.from,
    to: lead.email,
    replyTo: sender.replyTo,
    subject: fill(booked ? words.subject : words.waitingSubject),
    text: `${text}\n`,
    messageId: `<booking-${lead.id}-${keyHash}@${domain}>`,
    attachments: booked
      ? [
          {
            filename: "event.ics",
            content: booking.eventIcs,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          },
        ]
      : undefined,
  };
}

/** What every visitor mail fills in: the visitor's name, and the sender's own phone and name (the server's). */
function visitorSettings(lead: StoredLead, sender: VisitorMailSender): Settings {
  return { firstName: lead.firstName, phone: sender.phoneDisplay, businessName: sender.businessName };
}

/** The notice to someone who booked an event that has been cancelled. */
export function buildCancellationNotice(
  lead: StoredLead,
  sender: VisitorMailSender,
  copy: LeadMails = leadMailsFromFile,
): LeadMail {
  const booking = lead.booking;
  if (!booking) throw new Error(`Lead ${lead.id} is not a booking`);
  const { domain, keyHash } = messageIdParts(lead, sender.from);
  const words = copy.eventCancelled;
  const fill = filler({
    ...visitorSettings(lead, sender),
    title: booking.eventTitle,
    when: booking.eventWhen,
    link: new URL("/events", sender.siteUrl).toString(),
  });
  const text = [
    fill(copy.greeting),
    "",
    fill(words.cancelled),
    fill(booking.status === "booked" ? words.seatCancelled : words.wasWaiting),
    "",
    fill(words.otherEvents),
    fill(words.questions),
    "",
    sender.businessName,
  ].join("\n");
  return {
    from: sender.from,
    to: lead.email,
    replyTo: sender.replyTo,
    subject: fill(words.subject),
    text: `${text}\n`,
    messageId: `<cancelled-${lead.id}-${keyHash}@${domain}>`,
  };
}
