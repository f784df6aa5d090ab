import { afterEach, describe, expect, it } from "vitest";
import type { NewCall, NewLead } from "@/lib/leads/store";
import { sampleLead, tempStore } from "@/lib/leads/test-support";
import { webhookPayload } from "@/lib/leads/webhook";
import { buildLeadMail } from "@/lib/leads/mail";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("a free call as the CRM and the owner receive it", () => {
  it("carries its slot and topic in the webhook payload and the notification mail", async () => {
    const temp = await tempStore("sqlite");
    cleanups.push(temp.cleanup);
    const call = {
      slotStart: "2026-12-10T10:15:00.000Z",
      slotEnd: "2026-12-10T10:30:00.000Z",
      topic: "Care franchises",
    };
    const lead = sampleLead({ formKind: "call", idempotencyKey: "webhook-call-test-0001", call }) as NewLead & {
      call: NewCall;
    };
    await temp.store.saveCall(lead, new Date("2026-12-07T08:00:00Z"));
    const [stored] = await temp.store.listLeads();
    expect(webhookPayload(stored!).lead.call).toEqual({
      start: "2026-12-10T10:15:00.000Z",
      end: "2026-12-10T10:30:00.000Z",
      topic: "Care franchises",
    });
    const mail = buildLeadMail(stored!, { from: "site@example.test", to: "owner@example.test" });
    expect(mail.subject).toMatch(/^Free call booked from /);
    expect(mail.text).toContain("Call: Thursday 10 December, 10:15 to 10:30 (UK time)");
    expect(mail.text).toContain("To talk about: Care franchises");
  });
});
