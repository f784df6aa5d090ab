/** The outbox through real nodemailer against a minimal local SMTP server: down, then up, one mail each. */
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainOutbox, retryDelayMs } from "@/lib/leads/outbox";
import { createSmtpSender } from "@/lib/leads/smtp";
import { freePortForTest, sampleLead, tempStore } from "@/lib/leads/test-support";

/**
 * Accepts every message and records its DATA; enough SMTP for nodemailer without TLS or auth. With
 * `silentAfterData`, it takes the whole message but never sends the final reply (the defect 5).
 */
function fakeSmtpServer(received: string[], { silentAfterData = false } = {}): Server {
  return createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          if (!silentAfterData) socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith("EHLO")) socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (line.startsWith("DATA")) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
}

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("SMTP notification", () => {
  it("keeps the mail while the SMTP server is down and sends it once when it is back", async () => {
    const { store, cleanup } = await tempStore();
    cleanups.push(cleanup);
    const port = await freePortForTest();
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
    const port = await freePortForTest();
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
    // A sender that fails only after a while, like an SMTP timeout.
    const slowFailure = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
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
