import { describe, expect, it } from "vitest";
import { buildBookingConfirmation, buildCancellationNotice, buildLeadMail } from "@/lib/leads/mail";
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
