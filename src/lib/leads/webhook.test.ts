/** The CRM webhook through the outbox, against a local receiver on 127.0.0.1 that fails twice, then accepts. */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecipients, readLeadsConfig } from "@/lib/leads/config";
import { drainChannel, retryDelayMs } from "@/lib/leads/outbox";
import { openLeadStore } from "@/lib/leads/store";
import { deliveryFailuresExpected, sampleLead, tempStore } from "@/lib/leads/test-support";
import { WEBHOOK_PAYLOAD_VERSION, createWebhookSender, webhookSignature } from "@/lib/leads/webhook";

const SECRET = "test-secret-0123456789abcdef";
const cleanups: (() => void | Promise<void>)[] = [];
// Mail or the webhook is broken on purpose here: the delivery warnings are expected.
deliveryFailuresExpected();
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Received {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A receiver answering 500 to the first two posts of each Idempotency-Key and 204 after that. */
async function flakyReceiver(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const key = String(request.headers["idempotency-key"]);
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const status = attempt <= 2 ? 500 : 204;
      received.push({ status, headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm/leads`, received };
}

/** What a receiver does: recompute the HMAC of "<timestamp>.<body>" and compare in constant time. */
function signatureIsValid(entry: Received): boolean {
  const timestamp = String(entry.headers["x-webhook-timestamp"]);
  const expected = `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${entry.body}`).digest("hex")}`;
  const given = String(entry.headers["x-webhook-signature"]);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describe("CRM webhook", () => {
  it("retries with back-off and delivers each lead once, signed, with its id as Idempotency-Key", async () => {
    const { url, received } = await flakyReceiver();
    const { dir, cleanup } = await tempStore();
    cleanups.push(cleanup);
    const store = await openLeadStore({ url: `file:${dir}/webhook.db`, channels: ["mail", "webhook"] });
    cleanups.push(() => store.close());
    const t0 = new Date("2026-11-22T10:00:00Z");
    await store.saveLead(
      sampleLead({
        firstName: "Hook",
        formKind: "enquiry",
        franchiseSlugs: ["panwhistle-kitchen"],
        franchiseNames: ["Panwhistle Kitchen"],
        shareWithFranchisors: false,
        consents: [{ purpose: "privacy-notice", granted: true, wordingVersion: "2026-11-22" }],
      }),
      t0,
    );
    await store.saveLead(sampleLead({ firstName: "Second" }), t0);
    const deliver = createWebhookSender({ url, secret: SECRET });

    expect(await drainChannel(store, "webhook", deliver, { now: t0 })).toMatchObject({ sent: 0, failed: 2 });
    // Backing off: nothing is due ten seconds later.
    const soon = new Date(t0.getTime() + 10_000);
    expect(await drainChannel(store, "webhook", deliver, { now: soon })).toMatchObject({ sent: 0, failed: 0 });
    expect(received).toHaveLength(2);
    const t1 = new Date(t0.getTime() + retryDelayMs(1) + 1000);
    expect(await drainChannel(store, "webhook", deliver, { now: t1 })).toMatchObject({ sent: 0, failed: 2 });
    // The second retry waits twice as long as the first.
    const early = new Date(t1.getTime() + retryDelayMs(1) + 1000);
    expect(await drainChannel(store, "webhook", deliver, { now: early })).toMatchObject({ sent: 0, failed: 0 });
    const t2 = new Date(t1.getTime() + retryDelayMs(2) + 1000);
    expect(await drainChannel(store, "webhook", deliver, { now: t2 })).toMatchObject({ sent: 2, failed: 0 });
    const t3 = new Date(t2.getTime() + 24 * 60 * 60_000);
    expect(await drainChannel(store, "webhook", deliver, { now: t3 })).toMatchObject({ sent: 0, failed: 0 });

    expect(received).toHaveLength(6);
    const accepted = received.filter((entry) => entry.status === 204);
    expect(accepted.map((entry) => entry.headers["idempotency-key"]).sort()).toEqual(["1", "2"]);
    for (const entry of received) {
      expect(signatureIsValid(entry)).toBe(true);
      expect(entry.headers["content-type"]).toBe("application/json");
      expect(String(entry.headers["x-webhook-timestamp"])).toMatch(/^\d{10}$/);
      const payload = JSON.parse(entry.body);
      expect(payload).toMatchObject({ version: WEBHOOK_PAYLOAD_VERSION, event: "lead.created" });
      expect(String(payload.lead.id)).toBe(entry.headers["idempotency-key"]);
    }
    const first = JSON.parse(accepted.find((entry) => entry.headers["idempotency-key"] === "1")!.body);
    expect(first.lead).toMatchObject({
      firstName: "Hook",
      email: "ann@example.com",
      franchises: [{ slug: "panwhistle-kitchen", name: "Panwhistle Kitchen" }],
      shareWithFranchisors: false,
      consents: [
        {
          purpose: "privacy-notice",
          granted: true,
          wordingVersion: "2026-11-22",
          wording: expect.stringContaining("privacy notice"),
        },
      ],
    });
    // A tampered body no longer matches its signature.
    expect(signatureIsValid({ ...accepted[0], body: accepted[0].body.replace("Hook", "Hack") })).toBe(false);
    const leads = await store.listLeads();
    expect(leads.map((lead) => lead.webhookStatus)).toEqual(["sent", "sent"]);
    // The mail channel is separate: still waiting for its own sender.
    expect(leads.map((lead) => lead.mailStatus)).toEqual(["pending", "pending"]);
  });

  it("signs '<timestamp>.<body>' with HMAC-SHA256 in hex", () => {
    expect(webhookSignature("key", "1700000000", "{}")).toBe(
      `sha256=${createHmac("sha256", "key").update("1700000000.{}").digest("hex")}`,
    );
  });

  it("retries a webhook whose sender died mid-post (the receiver drops repeats), unlike a mail", async () => {
    const { dir, cleanup } = await tempStore();
    cleanups.push(cleanup);
    const store = await openLeadStore({ url: `file:${dir}/stale.db`, channels: ["mail", "webhook"] });
    cleanups.push(() => store.close());
    const t0 = new Date("2026-11-22T10:00:00Z");
    await store.saveLead(sampleLead(), t0);
    expect(await store.claimDue("webhook", "dead-sender", t0, 10)).toHaveLength(1);
    const posted: number[] = [];
    const later = new Date(t0.getTime() + 60 * 60_000);
    const result = await drainChannel(store, "webhook", async (lead) => (posted.push(lead.id), "HTTP 200"), {
      now: later,
    });
    expect(result).toMatchObject({ sent: 1 });
    expect(posted).toEqual([1]);
  });

  it("is configured by LEADS_WEBHOOK_URL with a LEADS_WEBHOOK_SECRET, and refuses a URL without one", () => {
    const notice = { retentionMonths: 24, crmProvider: "Example CRM Ltd" };
    const env = { LEADS_WEBHOOK_URL: "https://crm.example.com/hook", LEADS_WEBHOOK_SECRET: SECRET };
    expect(readLeadsConfig({}, undefined, notice).webhook).toBeNull();
    expect(readLeadsConfig(env, undefined, notice).webhook).toEqual({
      url: "https://crm.example.com/hook",
      secret: SECRET,
    });
    expect(() => readLeadsConfig({ LEADS_WEBHOOK_URL: env.LEADS_WEBHOOK_URL }, undefined, notice)).toThrow(
      /LEADS_WEBHOOK_SECRET must be set/,
    );
  });

  it("is refused while the privacy notice names no CRM provider, which it then lists as a recipient", () => {
    const env = { LEADS_WEBHOOK_URL: "https://crm.example.com/hook", LEADS_WEBHOOK_SECRET: SECRET };
    expect(() => readLeadsConfig(env, undefined, { retentionMonths: 24 })).toThrow(/names no CRM provider/);
    expect(dataRecipients({ retentionMonths: 24 }).map((recipient) => recipient.who)).not.toContain("Example CRM Ltd");
    expect(dataRecipients({ retentionMonths: 24, crmProvider: "Example CRM Ltd" }).map((r) => r.who)).toContain(
      "Example CRM Ltd",
    );
  });
});
