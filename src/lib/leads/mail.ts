/** The notification email the business receives for each lead: plain text, every field labelled. */
import { createHash } from "node:crypto";
import { consentSummary, franchisesWithSlugs, shareStatus } from "@/lib/leads/consent";
import { OPTION_LABELS } from "@/lib/leads/schema";
import type { StoredLead } from "@/lib/leads/store";
import { callTimeInWords } from "@/lib/booking/slot-words";
import { ownerCallIcs, type CallIcsSender } from "@/lib/leads/call-ics";

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
function bookingInWords(booking: NonNullable<StoredLead["booking"]>): string {
  const seats = booking.seats === 1 ? "A seat" : `${booking.seats} seats`;
  if (booking.status === "given-up") return `Given up by the booker (was ${seats.toLowerCase()})`;
  return booking.status === "booked" ? seats : `The waiting list (no seat yet), for ${seats.toLowerCase()}`;
}

/** Builds the notification mail for one stored lead. */
export function buildLeadMail(lead: StoredLead, { from, to, packages = [], calendar }: LeadMailSettings): LeadMail {
  const kindName =
    lead.formKind === "booking"
      ? lead.booking?.status === "waitlisted"
        ? "Waiting list"
        : "Seat booked"
      : lead.formKind === "call"
        ? "Free call booked"
        : lead.formKind === "consultation"
          ? "Consultation request"
          : "Franchise enquiry";
  const chosenPackage = packages.find((pkg) => pkg.id === lead.packageId);
  const rows: [string, string | undefined][] = [
    ["Form", kindName],
    ["Received", lead.createdAt],
    ["Name", `${lead.firstName} ${lead.lastName}`],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Event", lead.booking && `${lead.booking.eventTitle}, ${lead.booking.eventWhen}`],
    ["Booking", lead.booking && bookingInWords(lead.booking)],
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
    subject: `${kindName} from ${lead.firstName} ${lead.lastName} (lead ${lead.id})`,
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
): LeadMail {
  const booking = lead.booking;
  if (!booking) throw new Error(`Lead ${lead.id} is not a booking`);
  const { domain, keyHash } = messageIdParts(lead, sender.from);
  const page = new URL(booking.eventPath, sender.siteUrl).toString();
  const booked = booking.status === "booked";
  const opening = booked
    ? booking.seats === 1
      ? `Your seat is booked at ${booking.eventTitle}.`
      : `Your ${booking.seats} seats are booked at ${booking.eventTitle}.`
    : `${booking.eventTitle} is fully booked, so you are on its waiting list. We will email you if a seat comes free.`;
  const text = [
    `Dear ${lead.firstName},`,
    "",
    opening,
    "",
    `When: ${booking.eventWhen}`,
    `Where: ${booking.eventPlace}`,
    `Details: ${page}`,
    "",
    booked ? "The attached calendar file (.ics) adds it to your calendar." : undefined,
    sender.seatUrl
      ? `${booked ? "Cannot come after all? Give up your seat so someone else can have it" : "No longer want a seat? Leave the waiting list"}: ${sender.seatUrl(lead.id)}`
      : undefined,
    `${sender.seatUrl ? "Have a question" : "Cannot come after all, or have a question"}? Reply to this email or call us on ${sender.phoneDisplay}.`,
    "",
    sender.businessName,
  ]
    .filter((line) => line !== undefined)
    .join("\n");
  return {
    from: sender.from,
    to: lead.email,
    replyTo: sender.replyTo,
    subject: booked ? `Your seat: ${booking.eventTitle}` : `Waiting list: ${booking.eventTitle}`,
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

/** The notice to someone who booked an event that has been cancelled. */
export function buildCancellationNotice(lead: StoredLead, sender: VisitorMailSender): LeadMail {
  const booking = lead.booking;
  if (!booking) throw new Error(`Lead ${lead.id} is not a booking`);
  const { domain, keyHash } = messageIdParts(lead, sender.from);
  const events = new URL("/events", sender.siteUrl).toString();
  const text = [
    `Dear ${lead.firstName},`,
    "",
    `We are sorry: ${booking.eventTitle} (${booking.eventWhen}) has been cancelled.`,
    booking.status === "booked"
      ? "Your seat is cancelled with it; there is nothing you need to do. If you added it to your calendar, you can delete it."
      : "You were on its waiting list; there is nothing you need to do.",
    "",
    `Our other events: ${events}`,
    `Questions? Reply to this email or call us on ${sender.phoneDisplay}.`,
    "",
    sender.businessName,
  ].join("\n");
  return {
    from: sender.from,
    to: lead.email,
    replyTo: sender.replyTo,
    subject: `Cancelled: ${booking.eventTitle}`,
    text: `${text}\n`,
    messageId: `<cancelled-${lead.id}-${keyHash}@${domain}>`,
  };
}
