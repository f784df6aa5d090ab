import { afterEach, describe, expect, it } from "vitest";
import { drainOutbox, retryDelayMs, startOutboxWorker, type SendMail } from "@/lib/leads/outbox";
import { buildLeadMail, type LeadMail } from "@/lib/leads/mail";
import { openLeadStore } from "@/lib/leads/store";
import { ENGINES, deliveryFailuresExpected, sampleLead, tempStore, type Engine } from "@/lib/leads/test-support";

const cleanups: (() => Promise<void> | void)[] = [];
// Mail or the webhook is broken on purpose here: the delivery warnings are expected.
deliveryFailuresExpected();
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
const addresses = { from: "leads@franchise-advisor.example", to: "hello@franchise-advisor.example" };

async function fresh(engine: Engine = "sqlite") {
  const temp = await tempStore(engine);
  cleanups.push(temp.cleanup);
  return temp;
}

function recordingSender(failFirst = 0): { send: SendMail; sent: LeadMail[]; calls: () => number } {
  const sent: LeadMail[] = [];
  let calls = 0;
  return {
    sent,
    calls: () => calls,
    send: async (mail) => {
      calls += 1;
      if (calls <= failFirst) throw new Error("SMTP connection refused");
      sent.push(mail);
    },
  };
}

describe.each(ENGINES)("mail outbox on %s", (engine) => {
  it("sends each stored lead's mail once, however often it drains", async () => {
    const { store } = await fresh(engine);
    await store.saveLead(sampleLead({ firstName: "One" }));
    await store.saveLead(sampleLead({ firstName: "Two" }));
    const mailer = recordingSender();
    expect(await drainOutbox(store, mailer.send, addresses)).toEqual({ sent: 2, failed: 0, uncertain: 0 });
    expect(await drainOutbox(store, mailer.send, addresses)).toEqual({ sent: 0, failed: 0, uncertain: 0 });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      "Consultation request from One Lee (lead 1)",
      "Consultation request from Two Lee (lead 2)",
    ]);
    expect((await store.listLeads()).map((lead) => lead.mailStatus)).toEqual(["sent", "sent"]);
  });

  it("keeps the lead and retries later when SMTP is down, then sends exactly once", async () => {
    const { store } = await fresh(engine);
    const t0 = new Date("2025-01-01T12:00:00Z");
    await store.saveLead(sampleLead(), t0);
    const mailer = recordingSender(2);
    expect(await drainOutbox(store, mailer.send, { ...addresses, now: t0 })).toMatchObject({ sent: 0, failed: 1 });
    // Not due again until the back-off has passed.
    expect(await drainOutbox(store, mailer.send, { ...addresses, now: new Date(t0.getTime() + 10_000) })).toMatchObject(
      { sent: 0, failed: 0 },
    );
    // The back-off counts from the failure (a few milliseconds after t0 here), so allow a second.
    const t1 = new Date(t0.getTime() + retryDelayMs(1) + 1000);
    expect(await drainOutbox(store, mailer.send, { ...addresses, now: t1 })).toMatchObject({ failed: 1 });
    const t2 = new Date(t1.getTime() + retryDelayMs(2) + 1000);
    expect(await drainOutbox(store, mailer.send, { ...addresses, now: t2 })).toMatchObject({ sent: 1 });
    expect(mailer.calls()).toBe(3);
    expect(mailer.sent).toHaveLength(1);
    expect(await store.countLeads()).toBe(1);
  });

  it("backs off from 30 seconds, doubling, to at most an hour", () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it("never sends the same mail from two senders at once (two processes on one database)", async () => {
    const { store, url } = await fresh(engine);
    for (let i = 0; i < 10; i += 1) await store.saveLead(sampleLead({ firstName: `P${i}` }));
    const other = await openLeadStore({ url });
    const mailer = recordingSender();
    const slowSend: SendMail = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await mailer.send(mail);
    };
    await Promise.all([drainOutbox(store, slowSend, addresses), drainOutbox(other, slowSend, addresses)]);
    await other.close();
    expect(mailer.sent).toHaveLength(10);
    expect(new Set(mailer.sent.map((mail) => mail.messageId)).size).toBe(10);
  });

  it("marks a send interrupted by a crash as uncertain instead of sending it again", async () => {
    const { store } = await fresh(engine);
    const t0 = new Date("2025-01-01T12:00:00Z");
    await store.saveLead(sampleLead(), t0);
    // A sender claims the mail and dies before recording the result.
    expect(await store.claimDue("mail", "dead-sender", t0, 10)).toHaveLength(1);
    const mailer = recordingSender();
    const later = new Date(t0.getTime() + 60 * 60_000);
    expect(await drainOutbox(store, mailer.send, { ...addresses, now: later })).toEqual({
      sent: 0,
      failed: 0,
      uncertain: 1,
    });
    expect(mailer.sent).toHaveLength(0);
    expect((await store.listLeads())[0].mailStatus).toBe("uncertain");
  });

  it("worker drains on start and when kicked, one run at a time", async () => {
    const { store } = await fresh(engine);
    await store.saveLead(sampleLead());
    const mailer = recordingSender();
    const worker = startOutboxWorker(store, mailer.send, { ...addresses, intervalMs: 60_000 });
    await worker.kick();
    await store.saveLead(sampleLead());
    await Promise.all([worker.kick(), worker.kick(), worker.kick()]);
    await worker.stop();
    expect(mailer.sent).toHaveLength(2);
  });

  // Issue 24: stop() only cleared the timer, so the store closed under a mail being sent, which then stayed
  // `sending` and was later marked uncertain.
  it("stop() lets the mail being sent finish and be recorded, and hands back the ones not started", async () => {
    const { store } = await fresh(engine);
    for (const firstName of ["One", "Two", "Three"]) await store.saveLead(sampleLead({ firstName }));
    const sent: string[] = [];
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    let finishSending!: () => void;
    const finished = new Promise<void>((resolve) => (finishSending = resolve));
    const slowSend: SendMail = async (mail) => {
      started();
      await finished;
      sent.push(mail.subject);
    };
    const worker = startOutboxWorker(store, slowSend, { ...addresses, intervalMs: 60_000 });
    await sending;
    // Asked to stop while the first mail is still being sent, which finishes only afterwards.
    const stopping = worker.stop();
    finishSending();
    await stopping;
    expect(sent).toHaveLength(1);
    expect((await store.listLeads()).map((lead) => lead.mailStatus)).toEqual(["sent", "pending", "pending"]);
    // Handed back untouched: due now, with no try counted, for the next server to send.
    const next = await store.claimDue("mail", "next-server", new Date(), 10);
    expect(next.map((item) => [item.lead.firstName, item.attempts])).toEqual([
      ["Two", 1],
      ["Three", 1],
    ]);
    await worker.kick();
    expect(sent).toHaveLength(1);
  });

  it("writes a plain-text mail with every answer labelled and a stable Message-ID", async () => {
    const { store } = await fresh(engine);
    await store.saveLead(
      sampleLead({
        formKind: "enquiry",
        idempotencyKey: "fixed-key-0123456789",
        address: "1 High Street",
        postcode: "SW1A 1AA",
        county: "Kent",
        country: "United Kingdom",
        leadTime: "immediate",
        liquidCash: "50-100k",
        homeowner: "prefer-not-to-say",
        franchiseSlugs: ["alpha", "beta"],
        franchiseNames: ["Alpha", "Beta"],
        shareWithFranchisors: false,
        marketingConsent: true,
        message: "Call after 5pm",
      }),
    );
    const [lead] = await store.listLeads();
    const mail = buildLeadMail(lead, addresses);
    expect(mail.replyTo).toBe("ann@example.com");
    expect(mail.subject).toBe("Franchise enquiry from Ann Lee (lead 1)");
    expect(mail.text).toContain("Liquid cash: £50,000 - £100,000");
    expect(mail.text).toContain("Homeowner: Prefer not to say");
    expect(mail.text).toContain("Franchises: Alpha (alpha); Beta (beta)");
    expect(mail.text).toContain("Share with these franchisors: NO: not to be shared");
    expect(mail.text).toContain("Marketing emails: Yes, consent given");
    expect(mail.text).toContain("Privacy notice version: 2025-01-01");
    expect(mail.text).toContain("Message:\nCall after 5pm");
    expect(mail.messageId).toBe(buildLeadMail(lead, addresses).messageId);
    expect(mail.messageId).toMatch(/^<lead-1-[0-9a-f]{16}@franchise-advisor\.example>$/);
  });
});
