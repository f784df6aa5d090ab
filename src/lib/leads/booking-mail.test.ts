import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { buildBookingConfirmation, buildCancellationNotice, buildLeadMail, leadMailsFromFile } from "@/lib/leads/mail";
import { buildOwnerCallChange } from "@/lib/leads/call-mail";
import { LEAD_MAIL_PLACEHOLDERS, leadMailsSchema, type LeadMails } from "@/lib/schemas/lead-mails-schema";
import { withEveryAllowedPlaceholder } from "../../../tests/support/copy-placeholders";
import type { StoredLead } from "@/lib/leads/store";
import { SkipDelivery, visitorMailFor } from "@/lib/leads/outbox";

const lead: StoredLead = {
  id: 7,
  idempotencyKey: "form:abc",
  formKind: "booking",
  createdAt: "2026-11-27T10:00:00.000Z",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "",
  franchiseSlugs: [],
  franchiseNames: [],
  marketingConsent: false,
  privacyNoticeVersion: "2026-11-27",
  consents: [],
  mailStatus: "pending",
  webhookStatus: null,
  booking: {
    eventSlug: "evening-leeds",
    status: "booked",
    seats: 1,
    heardFrom: "friend",
    eventTitle: "An evening in Leeds",
    eventWhen: "Thursday 10 December 2026, 18:30 GMT to 20:30 GMT",
    eventPlace: "The Wharfside Rooms, Leeds",
    eventPath: "/events/evening-leeds",
    eventIcs: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
  },
};
const sender = {
  from: "hello@franchise-advisor.example",
  replyTo: "hello@franchise-advisor.example",
  businessName: "Franchise Advisor UK",
  phoneDisplay: "020 7946 0321",
  siteUrl: "https://www.franchise-advisor.example",
};

describe("a booking's mails", () => {
  it("confirms a seat to the visitor with the event's .ics attached", () => {
    const mail = buildBookingConfirmation(lead, sender);
    expect(mail).toMatchObject({ to: "ann@example.com", subject: "Your seat: An evening in Leeds" });
    expect(mail.text).toContain("https://www.franchise-advisor.example/events/evening-leeds");
    expect(mail.attachments).toEqual([
      { filename: "event.ics", content: lead.booking!.eventIcs, contentType: expect.stringMatching(/^text\/calendar/) },
    ]);
    expect(mail.messageId).not.toBe(buildLeadMail(lead, { from: sender.from, to: sender.from }).messageId);
  });

  it("carries the signed link to give the seat up (or leave the waiting list) when the sender signs one", () => {
    const seatUrl = (leadId: number) => `https://www.franchise-advisor.example/events/seat/${leadId}.signed`;
    expect(buildBookingConfirmation(lead, { ...sender, seatUrl }).text).toContain(
      "Give up your seat so someone else can have it: https://www.franchise-advisor.example/events/seat/7.signed",
    );
    const waiting = { ...lead, booking: { ...lead.booking!, status: "waitlisted" as const } };
    expect(buildBookingConfirmation(waiting, { ...sender, seatUrl }).text).toContain(
      "Leave the waiting list: https://www.franchise-advisor.example/events/seat/7.signed",
    );
  });

  it("sends neither the confirmation nor the cancellation of a booking given up before they went", () => {
    const gone = { ...lead, booking: { ...lead.booking!, status: "given-up" as const } };
    const callSender = { ...sender, manageUrl: String, seatUrl: String };
    for (const channel of ["confirmation", "cancellation"] as const)
      expect(() => visitorMailFor(channel, gone, callSender, new Date())).toThrow(SkipDelivery);
    expect(visitorMailFor("confirmation", lead, callSender, new Date()).text).toContain("Give up your seat");
  });

  it("tells a waiting-list visitor they wait, without a calendar file", () => {
    const waiting = { ...lead, booking: { ...lead.booking!, status: "waitlisted" as const } };
    const mail = buildBookingConfirmation(waiting, sender);
    expect(mail.subject).toBe("Waiting list: An evening in Leeds");
    expect(mail.attachments).toBeUndefined();
  });

  it("names the event, the seat and how they heard in the business's notification", () => {
    const mail = buildLeadMail(lead, { from: sender.from, to: sender.from });
    expect(mail.subject).toMatch(/^Seat booked from Ann Lee/);
    expect(mail.text).toContain("Event: An evening in Leeds, Thursday 10 December 2026");
    expect(mail.text).toContain("Heard about it from: A friend or colleague");
    expect(mail.text).not.toContain("Message:");
  });

  it("tells a visitor the event they booked is cancelled", () => {
    const mail = buildCancellationNotice(lead, sender);
    expect(mail.subject).toBe("Cancelled: An evening in Leeds");
    expect(mail.text).toContain("has been cancelled");
  });
});

// The mails' words are the owner's (src/content/pages/lead-mails.yaml): each line may use only the placeholders its
// code fills in, so a line given every one its schema allows still builds, with none left unfilled, and a
// placeholder the code does not fill there is refused, naming the field.
const owner = { from: sender.from, to: "owner@franchise-advisor.example" };
const call = { slotStart: "2026-10-26T09:00:00.000Z", slotEnd: "2026-10-26T09:15:00.000Z", sequence: 1 };

/** Every mail the file words, in each of its cases, from `copy`. */
function everyMail(copy: LeadMails) {
  const mails = [];
  for (const status of ["booked", "waitlisted", "given-up"] as const)
    for (const seats of [1, 3]) {
      const booking = { ...lead, booking: { ...lead.booking!, status, seats } };
      const seatUrl = (id: number) => `https://www.franchise-advisor.example/events/seat/${id}.signed`;
      mails.push(
        buildBookingConfirmation(booking, sender, copy),
        buildBookingConfirmation(booking, { ...sender, seatUrl }, copy),
      );
      mails.push(buildCancellationNotice(booking, sender, copy), buildLeadMail(booking, owner, copy));
    }
  for (const formKind of ["call", "consultation", "enquiry"] as const)
    mails.push(buildLeadMail({ ...lead, formKind, booking: undefined }, owner, copy));
  for (const status of ["booked", "cancelled"] as const)
    mails.push(
      buildOwnerCallChange({ ...lead, formKind: "call", booking: undefined, call: { ...call, status } }, owner, copy),
    );
  return mails;
}

describe("the mails' words", () => {
  it("fill in every placeholder a line may use", () => {
    const names = Object.keys(LEAD_MAIL_PLACEHOLDERS);
    const { copy, added } = withEveryAllowedPlaceholder(leadMailsSchema, leadMailsFromFile, names);
    expect(added).toBeGreaterThan(0);
    for (const mail of everyMail(copy as LeadMails)) {
      expect(mail.subject).not.toMatch(/\{[A-Za-z]/);
      expect(mail.text).not.toMatch(/\{[A-Za-z]/);
    }
  });

  it("refuse a placeholder the code does not fill there, naming the field", () => {
    const file = yaml.load(readFileSync(join(process.cwd(), "src/content/pages/lead-mails.yaml"), "utf8")) as LeadMails;
    const parsed = leadMailsSchema.safeParse({ ...file, booking: { ...file.booking, when: "When: {link}" } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["booking.when", expect.stringContaining("unknown placeholder {link}")],
    ]);
  });
});
