import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { callClock, callTimeInWords } from "@/lib/booking/slot-words";
import {
  buildCallChangeNotice,
  buildCallConfirmation,
  buildCallReminder,
  buildOwnerCallChange,
  callMailsFromFile,
} from "@/lib/leads/call-mail";
import { buildLeadMail } from "@/lib/leads/mail";
import type { StoredLead } from "@/lib/leads/store";

const sender = {
  from: "hello@franchise-advisor.example",
  replyTo: "hello@franchise-advisor.example",
  businessName: "Franchise Advisor UK",
  phoneDisplay: "020 7946 0321",
  siteUrl: "https://www.franchise-advisor.example",
  manageUrl: (leadId: number) => `https://www.franchise-advisor.example/book/manage/${leadId}.signed`,
  seatUrl: (leadId: number) => `https://www.franchise-advisor.example/events/seat/${leadId}.signed`,
};

function callLead(slotStart: string, call: Partial<NonNullable<StoredLead["call"]>> = {}): StoredLead {
  return {
    id: 12,
    idempotencyKey: "form:call",
    formKind: "call",
    createdAt: "2026-03-20T10:00:00.000Z",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "07700 900982",
    franchiseSlugs: [],
    franchiseNames: [],
    marketingConsent: false,
    privacyNoticeVersion: "2026-12-02",
    consents: [],
    mailStatus: "pending",
    webhookStatus: null,
    call: {
      slotStart,
      slotEnd: new Date(Date.parse(slotStart) + 15 * 60_000).toISOString(),
      topic: "Care franchises",
      status: "booked",
      sequence: 0,
      ...call,
    },
  };
}

/** The call's time as its mails write it. */
const whenOf = (lead: StoredLead) => callTimeInWords(new Date(lead.call!.slotStart), new Date(lead.call!.slotEnd));

/** The attached .ics as ical.js reads it: its METHOD and its one event. */
function attached(mail: { attachments?: { content: string }[] }) {
  expect(mail.attachments).toHaveLength(1);
  const calendar = new ICAL.Component(ICAL.parse(mail.attachments![0]!.content));
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!),
  };
}

describe("the visitor's mails about a free call", () => {
  // 09:00 UK time the Friday before each 2026 clock change and the Monday after: the instant ical.js reads from the
  // attachment is the slot's, 09:00 on the UK clock each time (GMT before spring's change, BST after; and back).
  it.each([
    "2026-03-27T09:00:00.000Z",
    "2026-03-30T08:00:00.000Z",
    "2026-10-23T08:00:00.000Z",
    "2026-10-26T09:00:00.000Z",
  ])("confirms %s with an .ics ical.js reads as 09:00 UK time", (start) => {
    const lead = callLead(start);
    const mail = buildCallConfirmation(lead, sender);
    expect(mail).toMatchObject({ to: "ann@example.com", replyTo: sender.replyTo });
    expect(mail.subject).toContain(whenOf(lead));
    expect(whenOf(lead)).toMatch(/^\w+ \d+ \w+, 09:00 to 09:15 \(UK time\)$/);
    expect(mail.text).toContain("07700 900982");
    expect(mail.text).toContain(sender.manageUrl(12));
    expect(mail.text).toContain(sender.phoneDisplay);
    const { method, event } = attached(mail);
    expect(method).toBe("PUBLISH");
    expect(event.uid).toBe("call-12@www.franchise-advisor.example");
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(callClock(event.startDate.toJSDate())).toBe("09:00");
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(15 * 60_000);
  });

  it("tells of a move with the new time and the same UID at a higher SEQUENCE", () => {
    const booked = attached(buildCallConfirmation(callLead("2026-10-23T08:00:00.000Z"), sender)).event;
    const lead = callLead("2026-10-26T09:00:00.000Z", { sequence: 1 });
    const mail = buildCallChangeNotice(lead, sender);
    expect(mail.subject).toContain("Monday 26 October, 09:00 to 09:15 (UK time)");
    expect(mail.subject).not.toBe(buildCallConfirmation(lead, sender).subject);
    expect(mail.text).toContain(sender.manageUrl(12));
    const { method, event } = attached(mail);
    expect(method).toBe("PUBLISH");
    expect(event.uid).toBe(booked.uid);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-10-26T09:00:00.000Z");
  });

  it("cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID, a higher SEQUENCE and the visitor named", () => {
    const lead = callLead("2026-10-26T09:00:00.000Z", { status: "cancelled", sequence: 2 });
    const mail = buildCallChangeNotice(lead, sender);
    expect(mail.subject).toContain(whenOf(lead));
    expect(mail.text).toContain("https://www.franchise-advisor.example/book\n");
    expect(mail.text).not.toContain(sender.manageUrl(12));
    const { method, event } = attached(mail);
    expect(method).toBe("CANCEL");
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe("call-12@www.franchise-advisor.example");
    expect(event.sequence).toBe(2);
    expect(String(event.component.getFirstPropertyValue("attendee"))).toBe("mailto:ann@example.com");
    expect(mail.attachments![0]!.contentType).toContain("method=CANCEL");
  });

  it("gives each state of the call a Message-ID of its own", () => {
    const ids = [
      buildCallConfirmation(callLead("2026-10-26T09:00:00.000Z"), sender),
      buildCallChangeNotice(callLead("2026-10-26T09:00:00.000Z", { sequence: 1 }), sender),
      buildCallChangeNotice(callLead("2026-10-26T09:00:00.000Z", { sequence: 2, status: "cancelled" }), sender),
      buildCallReminder(callLead("2026-10-26T09:00:00.000Z", { sequence: 1 }), sender),
    ].map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(4);
  });

  it("reminds the visitor of the time and how to change it, without another calendar file", () => {
    const mail = buildCallReminder(callLead("2026-03-30T08:00:00.000Z"), sender);
    expect(mail.subject).toContain("Monday 30 March, 09:00 to 09:15 (UK time)");
    expect(mail.text).toContain(sender.manageUrl(12));
    expect(mail.attachments).toBeUndefined();
  });

  it("words every mail as the copy file does, line by line, greeting and signature included", () => {
    const lead = callLead("2026-03-30T08:00:00.000Z");
    // Every field of the copy marked, so each line of a mail can be traced to the field it came from.
    const marked = JSON.parse(
      JSON.stringify(callMailsFromFile, (key, value: unknown) =>
        typeof value === "string" ? `[${key}] {when} {link} {visitorPhone} {firstName}` : value,
      ),
    ) as typeof callMailsFromFile;
    const cancelled = callLead("2026-03-30T08:00:00.000Z", { status: "cancelled", sequence: 1 });
    const mails = {
      confirmation: buildCallConfirmation(lead, sender, marked),
      moved: buildCallChangeNotice(callLead("2026-03-30T08:00:00.000Z", { sequence: 1 }), sender, marked),
      cancelled: buildCallChangeNotice(cancelled, sender, marked),
      reminder: buildCallReminder(lead, sender, marked),
    };
    const when = whenOf(lead);
    for (const [kind, mail] of Object.entries(mails)) {
      const fields = Object.keys(callMailsFromFile[kind as keyof typeof mails]).filter((key) => key !== "subject");
      const lines = mail.text.trimEnd().split("\n");
      expect(mail.subject).toMatch(new RegExp(`^\\[subject\\] ${when.replace(/[()]/g, "\\$&")} `));
      expect(lines[0]).toMatch(/^\[greeting\] .* 07700 900982 Ann$/);
      expect(lines.at(-1)).toBe(sender.businessName);
      // Each of the mail's own fields appears once (callYou, shared, where the mail says whom we call).
      for (const field of fields)
        expect(
          lines.filter((line) => line.startsWith(`[${field}] `)),
          field,
        ).toHaveLength(1);
      for (const line of lines.filter((text) => text.startsWith("["))) expect(line).toContain(` ${when} `);
    }
  });
});

describe("the owner's notification of a free call", () => {
  it("carries the call's .ics, the visitor's UID, naming whom to call and on which number", () => {
    const lead = callLead("2026-03-30T08:00:00.000Z");
    const mail = buildLeadMail(lead, {
      from: sender.from,
      to: sender.from,
      calendar: { businessName: sender.businessName, email: sender.replyTo, siteUrl: sender.siteUrl },
    });
    expect(mail.subject).toMatch(/^Free call booked from Ann Lee/);
    const { method, event } = attached(mail);
    expect(method).toBe("PUBLISH");
    expect(event.uid).toBe(attached(buildCallConfirmation(lead, sender)).event.uid);
    expect(event.summary).toBe("Free call: Ann Lee");
    expect(event.description).toContain("Call Ann Lee on 07700 900982.");
    expect(event.description).toContain("To talk about: Care franchises");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-30T08:00:00.000Z");
  });

  it("tells the owner of a move and of a cancellation, with the .ics that moves or removes their copy", () => {
    const calendar = { businessName: sender.businessName, email: sender.replyTo, siteUrl: sender.siteUrl };
    const owner = { from: sender.from, to: "owner@franchise-advisor.example", calendar };
    const moved = buildOwnerCallChange(callLead("2026-10-26T09:00:00.000Z", { sequence: 1 }), owner);
    expect(moved).toMatchObject({ to: "owner@franchise-advisor.example", replyTo: "ann@example.com" });
    expect(moved.subject).toBe("Free call moved: Ann Lee, Monday 26 October, 09:00 to 09:15 (UK time) (lead 12)");
    expect(attached(moved).method).toBe("PUBLISH");
    expect([attached(moved).event.uid, attached(moved).event.sequence]).toEqual([
      "call-12@www.franchise-advisor.example",
      1,
    ]);
    const cancelled = buildOwnerCallChange(
      callLead("2026-10-26T09:00:00.000Z", { sequence: 2, status: "cancelled" }),
      owner,
    );
    expect(cancelled.subject).toMatch(/^Free call cancelled: Ann Lee/);
    const { method, event } = attached(cancelled);
    expect(method).toBe("CANCEL");
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.sequence).toBe(2);
    expect(cancelled.messageId).not.toBe(moved.messageId);
  });

  it("attaches nothing to another kind of lead", () => {
    const { call: _call, ...lead } = callLead("2026-03-30T08:00:00.000Z");
    const mail = buildLeadMail(
      { ...lead, formKind: "consultation" },
      {
        from: sender.from,
        to: sender.from,
        calendar: { businessName: sender.businessName, email: sender.replyTo, siteUrl: sender.siteUrl },
      },
    );
    expect(mail.attachments).toBeUndefined();
  });
});
