// The free call's mails to the visitor through the outbox, on both engines: queued in the transaction that makes
// them due (the confirmation and the reminder with the call, a notice with each change or cancellation), built from
// the call as it then stands, sent once, the reminder the day before and never for a call cancelled or moved, and
// at most LEADS_VISITOR_MAIL_LIMIT to one address a day.
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import {
  drainChannel,
  ownerCallChangeDeliverer,
  visitorMailDeliverer,
  type SendMail,
  type VisitorChannel,
} from "@/lib/leads/outbox";
import type { LeadMail } from "@/lib/leads/mail";
import { callMailsFromFile } from "@/lib/leads/call-mail";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { expandSettings } from "@/lib/site/expand-settings";
import { openLeadStore, type LeadStore, type NewCall, type NewLead, type VisitorMailSettings } from "@/lib/leads/store";
import { ENGINES, earlyBooking, sampleLead, tempStore, type Engine } from "@/lib/leads/test-support";

/** A free-call mail's subject as the copy file words it, for a call at `when` (in words). */
const subject = (kind: "confirmation" | "moved" | "cancelled" | "reminder", when: string) =>
  expandSettings(callMailsFromFile[kind].subject, { ...copySettings(), when });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fresh(engine: Engine, visitorMail?: VisitorMailSettings | false) {
  const temp = await tempStore(engine, visitorMail === undefined ? {} : { visitorMail });
  cleanups.push(temp.cleanup);
  return temp;
}

const sender = {
  from: "hello@franchise-advisor.example",
  replyTo: "hello@franchise-advisor.example",
  businessName: "Franchise Advisor UK",
  phoneDisplay: "020 7946 0321",
  siteUrl: "https://www.franchise-advisor.example",
  manageUrl: (leadId: number) => `https://www.franchise-advisor.example/book/manage/${leadId}.signed`,
  seatUrl: (leadId: number) => `https://www.franchise-advisor.example/events/seat/${leadId}.signed`,
};

const NOW = new Date("2026-12-07T08:00:00Z");
const DAY = 24 * 60 * 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

let keys = 0;
function callLead(start: string, overrides: Partial<NewLead> = {}) {
  keys += 1;
  return sampleLead({
    formKind: "call",
    idempotencyKey: `call-mail-key-${keys}-${start}`,
    ...overrides,
    call: { slotStart: start, slotEnd: new Date(Date.parse(start) + 15 * 60_000).toISOString() },
  }) as NewLead & { call: NewCall };
}
const slot = (start: string) => ({
  slotStart: start,
  slotEnd: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
});

/** Drains one visitor channel at `now`, collecting what it sent. */
async function drain(store: LeadStore, channel: VisitorChannel, now: Date) {
  const sent: LeadMail[] = [];
  const send: SendMail = async (mail) => {
    sent.push(mail);
  };
  const result = await drainChannel(store, channel, visitorMailDeliverer(channel, send, sender), { now });
  return { sent, result };
}

const eventOf = (mail: LeadMail) => {
  const calendar = new ICAL.Component(ICAL.parse(mail.attachments![0]!.content));
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!),
  };
};

describe.each(ENGINES)("a free call's mails to the visitor on %s", (engine) => {
  it("confirms, tells of a move and of the cancellation, each once, with one UID and a rising SEQUENCE", async () => {
    const { store } = await fresh(engine);
    const { id } = await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW);

    const confirmed = await drain(store, "confirmation", NOW);
    expect(confirmed.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["ann@example.com", subject("confirmation", "Thursday 10 December, 10:15 to 10:30 (UK time)")],
    ]);
    expect((await drain(store, "confirmation", at(NOW, DAY))).sent).toEqual([]);
    const first = eventOf(confirmed.sent[0]!).event;

    expect(await store.changeCall(id!, slot("2026-12-11T14:00:00.000Z"), at(NOW, 60_000))).toBe("changed");
    const moved = await drain(store, "call-change", at(NOW, 60_000));
    expect(moved.sent.map((mail) => mail.subject)).toEqual([
      subject("moved", "Friday 11 December, 14:00 to 14:15 (UK time)"),
    ]);
    const second = eventOf(moved.sent[0]!).event;
    expect([second.uid, second.sequence]).toEqual([first.uid, 1]);
    expect(second.startDate.toJSDate().toISOString()).toBe("2026-12-11T14:00:00.000Z");

    expect(await store.cancelCall(id!, at(NOW, 120_000))).toBe("cancelled");
    const cancelled = await drain(store, "call-change", at(NOW, 120_000));
    expect(cancelled.sent.map((mail) => mail.subject)).toEqual([
      subject("cancelled", "Friday 11 December, 14:00 to 14:15 (UK time)"),
    ]);
    const third = eventOf(cancelled.sent[0]!);
    expect(third.method).toBe("CANCEL");
    expect(third.event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect([third.event.uid, third.event.sequence]).toEqual([first.uid, 2]);
    expect((await drain(store, "call-change", at(NOW, DAY))).sent).toEqual([]);
  });

  it("tells the owner of each move and of the cancellation, as the call then stands, once each", async () => {
    const { store } = await fresh(engine);
    const { id } = await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW);
    const owner = async (now: Date) => {
      const sent: LeadMail[] = [];
      const deliver = ownerCallChangeDeliverer(
        async (mail) => {
          sent.push(mail);
        },
        { from: sender.from, to: "owner@franchise-advisor.example" },
      );
      await drainChannel(store, "owner-call-change", deliver, { now });
      return sent.map((mail) => mail.subject.replace(/ \(lead \d+\)$/, ""));
    };
    expect(await owner(NOW)).toEqual([]);
    await store.changeCall(id!, slot("2026-12-11T14:00:00.000Z"), NOW);
    expect(await owner(NOW)).toEqual(["Free call moved: Ann Lee, Friday 11 December, 14:00 to 14:15 (UK time)"]);
    await store.cancelCall(id!, NOW);
    expect(await owner(NOW)).toEqual(["Free call cancelled: Ann Lee, Friday 11 December, 14:00 to 14:15 (UK time)"]);
    expect(await owner(at(NOW, DAY))).toEqual([]);
  });

  it("reminds the day before, from a store opened again after a restart, once", async () => {
    const { store, url } = await fresh(engine);
    await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW);
    const due = new Date("2026-12-09T10:15:00.000Z");
    expect((await drain(store, "reminder", at(due, -60_000))).sent).toEqual([]);
    // Another process on the same database (this one's successor after a restart) finds it due.
    const again = await openLeadStore({ url });
    cleanups.push(() => again.close());
    const reminded = await drain(again, "reminder", due);
    expect(reminded.sent.map((mail) => mail.subject)).toEqual([
      subject("reminder", "Thursday 10 December, 10:15 to 10:30 (UK time)"),
    ]);
    expect((await drain(store, "reminder", at(due, 60_000))).sent).toEqual([]);
  });

  it("moves the reminder with the call, and sends none for a cancelled call or one less than a day away", async () => {
    const { store, query } = await fresh(engine);
    const moved = await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW);
    await store.changeCall(moved.id!, slot("2026-12-14T09:00:00.000Z"), NOW);
    const cancelled = await store.saveCall(callLead("2026-12-10T11:00:00.000Z", { email: "bo@example.com" }), NOW);
    await store.cancelCall(cancelled.id!, NOW);
    const soon = await store.saveCall(callLead("2026-12-07T15:00:00.000Z", { email: "cy@example.com" }), NOW);
    const reminders = await query("SELECT lead_id, next_attempt_at FROM outbox WHERE channel = 'reminder'");
    expect(reminders.map((row) => [Number(row.lead_id), String(row.next_attempt_at)])).toEqual([
      [moved.id, "2026-12-13T09:00:00.000Z"],
    ]);
    // At the old call's reminder time nothing is due; at the new one's, one reminder of the new time.
    expect((await drain(store, "reminder", new Date("2026-12-09T10:15:00.000Z"))).sent).toEqual([]);
    const sent = (await drain(store, "reminder", new Date("2026-12-13T09:00:00.000Z"))).sent;
    expect(sent.map((mail) => mail.subject)).toEqual([
      subject("reminder", "Monday 14 December, 09:00 to 09:15 (UK time)"),
    ]);
    expect(soon.status).toBe("stored");
  });

  it("skips the confirmation of a call cancelled before it went out, and sends the cancellation", async () => {
    const { store, query } = await fresh(engine);
    const { id } = await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW);
    await store.cancelCall(id!, NOW);
    const confirmation = await drain(store, "confirmation", NOW);
    expect(confirmation.sent).toEqual([]);
    expect(confirmation.result.skipped).toBe(1);
    const rows = await query("SELECT status, last_error FROM outbox WHERE channel = 'confirmation'");
    expect(rows).toEqual([{ status: "skipped", last_error: "the call was cancelled before this mail went out" }]);
    expect((await drain(store, "call-change", NOW)).sent.map((mail) => mail.subject)).toEqual([
      subject("cancelled", "Thursday 10 December, 10:15 to 10:30 (UK time)"),
    ]);
  });

  it("queues no visitor mail when no mail is set up", async () => {
    const { store, query } = await fresh(engine, false);
    const { id } = await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW);
    await store.changeCall(id!, slot("2026-12-11T10:15:00.000Z"), NOW);
    await store.cancelCall(id!, NOW);
    await store.saveBooking(earlyBooking("an-evening", 1, "no-mail", "2026-12-02"), NOW);
    expect((await query("SELECT DISTINCT channel FROM outbox")).map((row) => row.channel)).toEqual(["mail"]);
  });

  it("caps the mails to one address a day: a call or change beyond it is refused, a cancel goes through unmailed", async () => {
    const { store, query } = await fresh(engine, { limit: 3 });
    const { id } = await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW); // 1
    expect(await store.changeCall(id!, slot("2026-12-10T11:00:00.000Z"), NOW)).toBe("changed"); // 2
    expect((await drain(store, "call-change", NOW)).sent).toHaveLength(1);
    const booking = earlyBooking("an-evening", 1, "capped", "2026-12-02");
    expect((await store.saveBooking({ ...booking, email: "ANN@example.com" }, NOW)).status).toBe("stored"); // 3
    // The fourth mail to the address, in any letter case, is not queued: the change is refused and nothing moves.
    expect(await store.changeCall(id!, slot("2026-12-10T12:00:00.000Z"), NOW)).toBe("mail-capped");
    expect((await store.findCall(id!))?.slotStart).toBe("2026-12-10T11:00:00.000Z");
    const second = earlyBooking("another-evening", 2, "capped", "2026-12-02");
    expect(await store.saveBooking({ ...second, email: "Ann@Example.com" }, NOW)).toEqual({
      id: undefined,
      status: "mail-capped",
      booking: undefined,
    });
    expect(await store.cancelCall(id!, NOW)).toBe("cancelled");
    expect((await store.bookedCalls(NOW)).length).toBe(0);
    // The move's notice went; the cancellation's was not queued.
    expect(await query("SELECT status FROM outbox WHERE channel = 'call-change'")).toEqual([{ status: "sent" }]);
    expect((await drain(store, "call-change", NOW)).sent).toEqual([]);
    // Another address is not held back; and a day later this one has its mails again.
    expect((await store.saveCall(callLead("2026-12-10T10:15:00.000Z", { email: "bo@example.com" }), NOW)).status).toBe(
      "stored",
    );
    const later = callLead("2026-12-12T10:15:00.000Z");
    expect((await store.saveCall(later, at(NOW, DAY + 1))).status).toBe("stored");
  });

  it("refuses a new call beyond the cap with nothing stored", async () => {
    const { store } = await fresh(engine, { limit: 1 });
    await store.saveBooking(earlyBooking("an-evening", 1, "cap-call", "2026-12-02"), NOW);
    const refused = await store.saveCall(callLead("2026-12-10T10:15:00.000Z", { email: "early1@example.com" }), NOW);
    expect(refused).toEqual({ id: undefined, status: "mail-capped" });
    expect(await store.bookedCalls(NOW)).toEqual([]);
    expect(await store.countLeads()).toBe(1);
  });

  it("forgets an address's mail count when it is erased, and every count once its day is over", async () => {
    const { store, query } = await fresh(engine, { limit: 1 });
    await store.saveCall(callLead("2026-12-10T10:15:00.000Z"), NOW);
    await store.saveCall(callLead("2026-12-10T11:15:00.000Z", { email: "bo@example.com" }), NOW);
    expect(await query("SELECT COUNT(*) AS n FROM mail_hits").then((rows) => Number(rows[0]!.n))).toBe(2);
    await store.eraseByEmail("ANN@example.com");
    expect(await query("SELECT COUNT(*) AS n FROM mail_hits").then((rows) => Number(rows[0]!.n))).toBe(1);
    // An erased address starts afresh: its next call is mailed.
    expect((await store.saveCall(callLead("2026-12-10T12:15:00.000Z"), NOW)).status).toBe("stored");
    await store.sweepRateLimit(60_000, at(NOW, DAY + 1).getTime());
    expect(await query("SELECT COUNT(*) AS n FROM mail_hits").then((rows) => Number(rows[0]!.n))).toBe(0);
  });
});
