/**
 * A free call's .ics as each side receives it, one UID for both (call-<lead id>@<site host>): the visitor's copy
 * (the confirmation page's download and their mails) and the owner's (the notification mail), each worded for its
 * reader, in the owner's words (src/content/pages/calendar-files.yaml). The times are UTC, which every calendar shows
 * in its own zone (src/lib/booking/call-calendar.ts).
 */
import { callCalendarFile } from "@/lib/booking/call-calendar";
import type { CalendarMethod, CalendarOrganiser } from "@/lib/events/calendar";
import { calendarWordsFromFile, calendarWordsIn } from "@/lib/leads/calendar-words";

/** A call as its .ics needs it: the lead, the slot, whether it stands and its SEQUENCE. */
export interface CallIcsFacts {
  leadId: number;
  slotStart: string;
  slotEnd: string;
  status: "booked" | "cancelled";
  sequence: number;
}

/** Who sends the call's files: the business (the organiser) and the site they link to. */
export interface CallIcsSender {
  businessName: string;
  /** The business's own address: the organiser a calendar shows. */
  email: string;
  siteUrl: string;
}

/** What one side's copy of the call says: its title, its description and the page it links to. */
interface CallWording {
  title: string;
  summary: string;
  url: string;
  attendee?: CalendarOrganiser;
}

/** The calendar files' words (calendar-files.yaml) in the sender's name. */
const wordsFor = (sender: CallIcsSender) => calendarWordsIn(calendarWordsFromFile, sender.businessName);

/** The call's .ics worded for one side: the slot, status and SEQUENCE are the call's own, whoever reads it. */
function callIcs(call: CallIcsFacts, sender: CallIcsSender, wording: CallWording, method: CalendarMethod) {
  const words = wordsFor(sender);
  return callCalendarFile(
    {
      leadId: call.leadId,
      start: new Date(call.slotStart),
      end: new Date(call.slotEnd),
      status: call.status,
      sequence: call.sequence,
      location: words.callLocation,
      ...wording,
    },
    {
      organiser: { name: sender.businessName, email: sender.email },
      siteUrl: sender.siteUrl,
      method,
      words: words.entry,
    },
  );
}

/**
 * The visitor's .ics of their call, linking to its change-or-cancel page: METHOD:PUBLISH, or with `method: "CANCEL"`
 * (and the visitor as its attendee) the file that takes a cancelled call out of their calendar.
 */
export function visitorCallIcs(
  call: CallIcsFacts,
  sender: CallIcsSender,
  manageUrl: string,
  { method = "PUBLISH", visitor }: { method?: CalendarMethod; visitor?: CalendarOrganiser } = {},
): string {
  const { title, summary } = wordsFor(sender).visitorCall;
  return callIcs(call, sender, { title, summary, url: manageUrl, attendee: visitor }, method);
}

/**
 * The owner's .ics of a call: whom to call, on which number, about what, and the owner's page; with
 * `method: "CANCEL"`, the file that takes a cancelled call out of the owner's calendar.
 */
export function ownerCallIcs(
  call: CallIcsFacts & { name: string; phone: string; topic?: string },
  sender: CallIcsSender,
  method: CalendarMethod = "PUBLISH",
): string {
  const { title, summary } = wordsFor(sender).ownerCall(call);
  return callIcs(call, sender, { title, summary, url: new URL("/owner", sender.siteUrl).href }, method);
}
