/** The outbox through real nodemailer against a minimal local SMTP server: down, then up, one mail each. */
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainOutbox } from "@/lib/leads/outbox";
import { createSmtpSender } from "@/lib/leads/smtp";
import { freePortForTest, sampleLead, tempStore } from "@/lib/leads/test-support";

/** Accepts every message and records its DATA; enough SMTP for nodemailer without TLS or auth. */
function fakeSmtpServer(received: string[]): Server {
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
          socket.write("250 2.0.0 queued\r\n");
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
