/**
 * The visitor's mails about their free call, built from the call as it stands when the outbox sends them: the
 * confirmation (with the .ics), the notice of a change (the new time, the .ics with a higher SEQUENCE) or of a
 * cancellation (the .ics with METHOD:CANCEL, so a calendar holding the call drops it), and the reminder the day
 * before. Each carries the change-or-cancel link; plain text, like every mail of the site. And the owner's notice of
 * a change or cancellation, with the .ics that moves or removes the call in the owner's calendar.
 */
import yaml from "js-yaml";
import { callTimeInWords } from "@/lib/booking/slot-words";
import { ownerCallIcs, visitorCallIcs, type CallIcsFacts } from "@/lib/leads/call-ics";
import {
  leadMailsFromFile,
  messageIdParts,
  type LeadMail,
  type LeadMailSettings,
  type VisitorMailSender,
} from "@/lib/leads/mail";
import type { LeadMails } from "@/lib/schemas/lead-mails-schema";
import type { StoredLead } from "@/lib/leads/store";
import { callMailsSchema, type CallMails } from "@/lib/schemas/copy-schemas";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { expandSettings } from "@/lib/site/expand-settings";
import { bundledText } from "@/lib/site/bundled-text";

const callMailsYaml = bundledText(
  () =>
    import.meta.glob<string>("/src/content/pages/free-call-mails.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  "/src/content/pages/free-call-mails.yaml",
  new URL("../../content/pages/free-call-mails.yaml", import.meta.url),
);

/** The mails' words (src/content/pages/free-call-mails.yaml), checked with the schema the build checks it with. */
export const callMailsFromFile: CallMails = callMailsSchema.parse(yaml.load(callMailsYaml));

/** A visitor mail's sender, and the absolute address of a call's change-or-cancel page (its signed link). */
export interface CallMailSender extends VisitorMailSender {
  manageUrl(leadId: number): string;
  /** The signed link to a booking's own page, where its booker can give the seat up. */
  seatUrl(leadId: number): string;
}

type CallLead = StoredLead & { call: NonNullable<StoredLead["call"]> };

function callOf(lead: StoredLead): CallLead {
  if (!lead.call) throw new Error(`Lead ${lead.id} is not a call`);
  return lead as CallLead;
}

const factsOf = (lead: CallLead): CallIcsFacts => ({ leadId: lead.id, ...lead.call });
const whenOf = (lead: CallLead) => callTimeInWords(new Date(lead.call.slotStart), new Date(lead.call.slotEnd));

/**
 * The copy's lines filled in for one call: the site settings, with the sender's own phone and name (the server's
 * settings, which the site's may not be), and the call's time, the visitor's name and number, and `link`.
 */
function wordsFor(lead: CallLead, sender: CallMailSender, link = "") {
  const settings = {
    ...copySettings(),
    phone: sender.phoneDisplay,
    businessName: sender.businessName,
    when: whenOf(lead),
    visitorPhone: lead.phone,
    firstName: lead.firstName,
    link,
  };
  return (line: string) => expandSettings(line, settings, "src/content/pages/free-call-mails.yaml");
}

/** The mail's text: the greeting, its first line, a blank line, the other lines, and the business's name. */
function letter(
  sender: CallMailSender,
  copy: CallMails,
  fill: (line: string) => string,
  [first, ...rest]: readonly string[],
): string {
  return `${[fill(copy.greeting), "", fill(first!), "", ...rest.map(fill), "", sender.businessName].join("\n")}\n`;
}

function attachment(lead: CallLead, sender: CallMailSender, cancel = false) {
  const content = visitorCallIcs(
    factsOf(lead),
    { businessName: sender.businessName, email: sender.replyTo, siteUrl: sender.siteUrl },
    sender.manageUrl(lead.id),
    cancel
      ? { method: "CANCEL", visitor: { name: `${lead.firstName} ${lead.lastName}`, email: lead.email } }
      : undefined,
  );
  const method = cancel ? "CANCEL" : "PUBLISH";
  return [{ filename: "free-call.ics", content, contentType: `text/calendar; charset=utf-8; method=${method}` }];
}

function mail(lead: CallLead, sender: CallMailSender, kind: string, subject: string, text: string): LeadMail {
  const { domain, keyHash } = messageIdParts(lead, sender.from);
  return {
    from: sender.from,
    to: lead.email,
    replyTo: sender.replyTo,
    subject,
    text,
    // One per state of the call: a change raises the sequence, so each notice is a message of its own.
    messageId: `<call-${kind}-${lead.id}-${lead.call.sequence}-${keyHash}@${domain}>`,
  };
}

/** The confirmation of a call just booked: when, the number we will call, the link to change or cancel, the .ics. */
export function buildCallConfirmation(
  stored: StoredLead,
  sender: CallMailSender,
  copy: CallMails = callMailsFromFile,
): LeadMail {
  const lead = callOf(stored);
  const words = copy.confirmation;
  const fill = wordsFor(lead, sender, sender.manageUrl(lead.id));
  const text = letter(sender, copy, fill, [words.booked, copy.callYou, words.calendarFile, words.manage, words.sooner]);
  return { ...mail(lead, sender, "booked", fill(words.subject), text), attachments: attachment(lead, sender) };
}

/**
 * The notice of a change to a call, as it now stands: moved (its new time and .ics) or cancelled (an .ics with
 * METHOD:CANCEL, which removes it from the visitor's calendar).
 */
export function buildCallChangeNotice(
  stored: StoredLead,
  sender: CallMailSender,
  copy: CallMails = callMailsFromFile,
): LeadMail {
  const lead = callOf(stored);
  if (lead.call.status === "cancelled") {
    const words = copy.cancelled;
    const fill = wordsFor(lead, sender, new URL("/book", sender.siteUrl).href);
    const text = letter(sender, copy, fill, [words.cancelled, words.calendarFile, words.bookAgain, words.callUs]);
    return {
      ...mail(lead, sender, "cancelled", fill(words.subject), text),
      attachments: attachment(lead, sender, true),
    };
  }
  const words = copy.moved;
  const fill = wordsFor(lead, sender, sender.manageUrl(lead.id));
  const text = letter(sender, copy, fill, [words.moved, copy.callYou, words.calendarFile, words.manage]);
  return {
    ...mail(lead, sender, "moved", fill(words.subject), text),
    attachments: attachment(lead, sender),
  };
}

/** The reminder the day before a call. */
export function buildCallReminder(
  stored: StoredLead,
  sender: CallMailSender,
  copy: CallMails = callMailsFromFile,
): LeadMail {
  const lead = callOf(stored);
  const words = copy.reminder;
  const fill = wordsFor(lead, sender, sender.manageUrl(lead.id));
  const text = letter(sender, copy, fill, [words.reminder, copy.callYou, words.manage]);
  return mail(lead, sender, "reminder", fill(words.subject), text);
}

/**
 * The owner's notice that a visitor moved or cancelled their call: who, the time as it now stands, and the call's
 * .ics (the owner's copy, same UID, higher SEQUENCE; METHOD:CANCEL for a cancellation).
 */
export function buildOwnerCallChange(
  stored: StoredLead,
  { from, to, calendar }: LeadMailSettings,
  copy: LeadMails = leadMailsFromFile,
): LeadMail {
  const lead = callOf(stored);
  const when = whenOf(lead);
  const name = `${lead.firstName} ${lead.lastName}`;
  const cancelled = lead.call.status === "cancelled";
  const { domain, keyHash } = messageIdParts(lead, from);
  const rows = [
    `Call: ${when}${cancelled ? " (cancelled)" : ""}`,
    `Name: ${name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    lead.call.topic ? `To talk about: ${lead.call.topic}` : undefined,
  ].filter((row) => row !== undefined);
  return {
    from,
    to,
    replyTo: lead.email,
    subject: expandSettings(
      cancelled ? copy.owner.callCancelledSubject : copy.owner.callMovedSubject,
      { ...copySettings(), name, when, lead: String(lead.id) },
      "src/content/pages/lead-mails.yaml",
    ),
    text: `${rows.join("\n")}\n`,
    messageId: `<call-owner-${cancelled ? "cancelled" : "moved"}-${lead.id}-${lead.call.sequence}-${keyHash}@${domain}>`,
    attachments: calendar
      ? [
          {
            filename: "free-call.ics",
            content: ownerCallIcs(
              { leadId: lead.id, ...lead.call, name, phone: lead.phone },
              calendar,
              cancelled ? "CANCEL" : "PUBLISH",
            ),
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`,
          },
        ]
      : undefined,
  };
}
