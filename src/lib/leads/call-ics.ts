/**
 * A free call's .ics as each side receives it, one UID for both (call-<lead id>@<site host>): the visitor's copy
 * (the confirmation page's download and their mails) and the owner's (the notification mail), each worded for its
 * reader. The times are UTC, which every calendar shows in its own zone (src/lib/booking/call-calendar.ts).
 */
import { callCalendarFile } from "@/lib/booking/call-calendar";
import type { CalendarMethod, CalendarOrganiser } from "@/lib/events/calendar";

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

/** The call's .ics worded for one side: the slot, status and SEQUENCE are the call's own, whoever reads it. */
const callIcs = (call: CallIcsFacts, sender: CallIcsSender, wording: CallWording, method: CalendarMethod) =>
  callCalendarFile(
    {
      leadId: call.leadId,
      start: new Date(call.slotStart),
      end: new Date(call.slotEnd),
      status: call.status,
      sequence: call.sequence,
      ...wording,
    },
    { organiser: { name: sender.businessName, email: sender.email }, siteUrl: sender.siteUrl, method },
  );

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
  const title = `Free call with ${sender.businessName}`;
  const summary = "We will call you on the number you gave. To change or cancel the call, follow the link below.";
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
  const summary = [`Call ${call.name} on ${call.phone}.`, call.topic && `To talk about: ${call.topic}`]
    .filter(Boolean)
    .join("\n");
  return callIcs(
    call,
    sender,
    { title: `Free call: ${call.name}`, summary, url: new URL("/owner", sender.siteUrl).href },
    method,
  );
}
