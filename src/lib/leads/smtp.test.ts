/** The outbox through real nodemailer against a minimal local SMTP server: down, then up, one mail each. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { drainOutbox, retryDelayMs } from "@/lib/leads/outbox";
import { createSmtpSender } from "@/lib/leads/smtp";
import { deliveryFailuresExpected, fakeSmtpServer, sampleLead, tempStore } from "@/lib/leads/test-support";
import { freePort } from "../../../tests/support/free-port.mjs";

const cleanups: (() => void | Promise<void>)[] = [];
// Mail or the webhook is broken on purpose here: the delivery warnings are expected.
deliveryFailuresExpected();
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("SMTP notification", () => {
  it("keeps the mail while the SMTP server is down and sends it once when it is back", async () => {
    const { store, cleanup } = await tempStore();
    cleanups.push(cleanup);
    const port = await freePort();
    const settings = {
      host: "127.0.0.1",
      port,
      secure: false,
      from: "leads@franchise-advisor.example",
      to: "hello@franchise-advisor.example",
    };
    const send = await createSmtpSender(settings);
    const t0 = new Date("2025-01-01T09:00:00Z");
    await store.saveLead(sampleLead({ firstName: "Queued", message: "Hello" }), t0);

    expect(await drainOutbox(store, send, { ...settings, now: t0 })).toMatchObject({ sent: 0, failed: 1 });
    expect((await store.listLeads())[0].mailStatus).toBe("pending");

    const received: string[] = [];
    const server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const later = new Date(t0.getTime() + 60 * 60_000);
    expect(await drainOutbox(store, send, { ...settings, now: later })).toMatchObject({ sent: 1, failed: 0 });
    expect(await drainOutbox(store, send, { ...settings, now: new Date(later.getTime() + 60 * 60_000) })).toMatchObject(
      { sent: 0 },
    );

    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^Subject: Consultation request from Queued Lee \(lead 1\)$/m);
    expect(received[0]).toMatch(/^Reply-To: ann@example\.com$/m);
    expect(received[0]).toMatch(/^Message-ID: <lead-1-[0-9a-f]{16}@franchise-advisor\.example>$/m);
    expect(received[0]).toContain("Hello");
    expect((await store.listLeads())[0].mailStatus).toBe("sent");
  });
});

describe("SMTP server that takes the message but never answers its end", () => {
  it("marks the mail uncertain and never sends it again, instead of resending after the timeout", async () => {
    const { store, cleanup } = await tempStore();
    cleanups.push(cleanup);
    const port = await freePort();
    const received: string[] = [];
    const server = fakeSmtpServer(received, { silentAfterData: true });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const settings = { host: "127.0.0.1", port, secure: false, from: "leads@example.com", to: "hello@example.com" };
    const send = await createSmtpSender(settings, { socketTimeoutMs: 400 });
    const t0 = new Date("2025-01-01T09:00:00Z");
    await store.saveLead(sampleLead({ message: "Only once, please" }), t0);

    expect(await drainOutbox(store, send, { ...settings, now: t0 })).toEqual({ sent: 0, failed: 0, uncertain: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Only once, please");
    expect((await store.listLeads())[0].mailStatus).toBe("uncertain");
    // However long we wait, the outbox does not send it again.
    for (const hours of [1, 24]) {
      const later = new Date(t0.getTime() + hours * 60 * 60_000);
      expect(await drainOutbox(store, send, { ...settings, now: later })).toEqual({ sent: 0, failed: 0, uncertain: 0 });
    }
    expect(received).toHaveLength(1);
  });

  it("still retries a mail the server refused before taking it, backing off from the failure", async () => {
    const { store, cleanup } = await tempStore();
    cleanups.push(cleanup);
    let calls = 0;
    // A sender that fails only after a while, like an SMTP timeout: 300 ms pass on the drain's clock (its
    // performance.now(), faked), so no real time is waited and a busy machine cannot stretch it.
    vi.useFakeTimers({ toFake: ["performance"] });
    cleanups.push(async () => void vi.useRealTimers());
    const slowFailure = async () => {
      calls += 1;
      vi.advanceTimersByTime(300);
      throw new Error("Greeting never received");
    };
    const addresses = { from: "leads@example.com", to: "hello@example.com" };
    const t0 = new Date("2025-01-01T09:00:00Z");
    await store.saveLead(sampleLead(), t0);
    expect(await drainOutbox(store, slowFailure, { ...addresses, now: t0 })).toMatchObject({ failed: 1 });
    // Counted from the start of the drain, the retry would be due here; counted from the failure it is not.
    const early = new Date(t0.getTime() + retryDelayMs(1) + 100);
    expect(await drainOutbox(store, slowFailure, { ...addresses, now: early })).toMatchObject({ failed: 0 });
    expect(calls).toBe(1);
    const due = new Date(t0.getTime() + retryDelayMs(1) + 2000);
    expect(await drainOutbox(store, slowFailure, { ...addresses, now: due })).toMatchObject({ failed: 1 });
    expect(calls).toBe(2);
  });
});
