// The built server's log, as an operator's log collector sees it: a lead stored and mailed, the same lead again,
// and a post with field errors. Every line is JSON, every line about a request names its id (the one echoed in
// X-Request-Id), and no line holds anything the visitor typed. LOG_FORMAT=pretty gives the same events for
// people. Needs a build.
// Content-independent: it logs leads that name no franchise, and every page's request alike.
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeSmtpServer } from "@/lib/leads/test-support";
import { freePort } from "../support/free-port.mjs";
import { spawnSite } from "../support/spawn-site.mjs";

type Site = Awaited<ReturnType<typeof spawnSite>>;

// Values no log line may contain, each distinctive enough that a match is not a coincidence.
const VISITOR = {
  firstName: "Wilhelmina",
  lastName: "Quackenbush",
  email: "wilhelmina.quackenbush@example.org",
  phone: "07700 900417",
  message: "Please call after the school run about the Harrogate territory",
  address: "17 Zephyr Lane",
  postcode: "HG1 2QZ",
  county: "North Yorkshire",
};
const ENQUIRY = {
  formKind: "enquiry",
  ...VISITOR,
  country: "United Kingdom",
  leadTime: "3-6months",
  liquidCash: "50-100k",
  homeowner: "yes",
  selectedFranchises: [],
  privacyNoticeVersion: "2025-01-01",
  sourcePath: "/contact",
  idempotencyKey: "log-test-0000000001-0000000000",
  elapsedMs: 8000,
};
// A field error echoes nothing either: a bad email address and phone number of the same visitor.
const INVALID = {
  ...ENQUIRY,
  email: "wilhelmina.quackenbush@@example",
  phone: "call 07700 900417 x9",
  idempotencyKey: "log-test-0000000002-0000000000",
};

let dir: string;
let smtp: Server;
const mails: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "request-log-"));
  smtp = fakeSmtpServer(mails);
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => smtp.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function start(name: string, env: Record<string, string> = {}): Promise<Site> {
  const smtpPort = String((smtp.address() as { port: number }).port);
  return spawnSite({
    env: {
      LEADS_DATABASE_URL: `file:${join(dir, name, "leads.db")}`,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: smtpPort,
      LOG_FORMAT: "",
      LOG_LEVEL: "",
      ...env,
    },
  });
}

function post(site: Site, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.baseUrl}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.baseUrl, ...headers },
    body: JSON.stringify(body),
  });
}

/** Waits until the server's output holds what is looked for (the log line is the event waited on). */
function waitFor(condition: () => boolean) {
  return vi.waitFor(() => expect(condition()).toBe(true), { timeout: 20_000, interval: 20 });
}

describe("the JSON log (the default)", () => {
  let site: Site;
  let ids: { stored: string; duplicate: string; invalid: string };
  beforeAll(async () => {
    site = await start("json");
    const stored = await post(site, ENQUIRY, { "X-Request-Id": "lb-req.0001" });
    const duplicate = await post(site, ENQUIRY);
    // Not a plain id: replaced, never written into the log as sent.
    const invalid = await post(site, INVALID, { "X-Request-Id": 'x"}{"event":"forged' });
    expect([stored.status, duplicate.status, invalid.status]).toEqual([201, 200, 400]);
    ids = {
      stored: stored.headers.get("x-request-id")!,
      duplicate: duplicate.headers.get("x-request-id")!,
      invalid: invalid.headers.get("x-request-id")!,
    };
    await waitFor(() => site.output().includes('"event":"delivery.sent"'));
    await site.stop("SIGTERM");
  });
  afterAll(() => site?.stop("SIGKILL"));

  const lines = () => site.output().trim().split("\n");
  const entries = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>);

  it("writes every line as one JSON object with a time, a level and an event", () => {
    for (const line of lines()) {
      const entry = JSON.parse(line);
      expect(entry, line).toMatchObject({
        time: expect.any(String),
        level: expect.any(String),
        event: expect.any(String),
      });
    }
  });

  it("keeps a plain X-Request-Id, replaces anything else, and echoes the id it used", () => {
    expect(ids.stored).toBe("lb-req.0001");
    expect(ids.invalid).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.duplicate).toMatch(/^[0-9a-f-]{36}$/);
    expect(site.output()).not.toContain("forged");
  });

  it("logs each request once, and each lead event, with the request's id", () => {
    const byId = (id: string) => entries().filter((entry) => entry.requestId === id);
    expect(byId(ids.stored).map((entry) => entry.event)).toEqual(["lead.stored", "request"]);
    expect(byId(ids.duplicate).map((entry) => entry.event)).toEqual(["lead.duplicate", "request"]);
    expect(byId(ids.invalid).map((entry) => entry.event)).toEqual(["lead.refused", "request"]);
    expect(byId(ids.stored)[1]).toMatchObject({ method: "POST", path: "/api/leads", status: 201 });
    expect(byId(ids.stored)[1].durationMs).toEqual(expect.any(Number));
    expect(byId(ids.invalid)[0]).toMatchObject({ reason: "validation", formKind: "enquiry" });
    expect(byId(ids.invalid)[0].fields).toEqual(expect.arrayContaining(["email", "phone"]));
    // Every request line has an id: the start-up's own warm-up requests included.
    for (const entry of entries().filter((entry) => entry.event === "request"))
      expect(entry.requestId, JSON.stringify(entry)).toMatch(/^[\w.-]{1,64}$/);
  });

  it("logs the delivery by outbox row, lead and attempt", () => {
    const stored = entries().find((entry) => entry.event === "lead.stored")!;
    const sent = entries().find((entry) => entry.event === "delivery.sent")!;
    expect(sent).toMatchObject({ channel: "mail", leadId: stored.leadId, attempt: 1 });
    expect(sent.outboxId).toEqual(expect.any(Number));
    expect(mails).toHaveLength(1);
  });

  it("contains nothing the visitor typed, not even the refused values", () => {
    const log = site.output().toLowerCase();
    for (const value of [...Object.values(VISITOR), INVALID.email, INVALID.phone, "wilhelmina", "quackenbush"])
      expect(log).not.toContain(value.toLowerCase());
    // Nor the client's address: no field carries one (on loopback its value would match the server's own host).
    for (const entry of entries())
      expect(Object.keys(entry).filter((key) => /ip|addr|client|remote/i.test(key))).toEqual([]);
  });
});

describe("LOG_FORMAT=pretty", () => {
  it("writes the same events as one readable line each", async () => {
    const site = await start("pretty", { LOG_FORMAT: "pretty" });
    try {
      const stored = await post(site, { ...ENQUIRY, idempotencyKey: "log-test-0000000003-0000000000" });
      expect(stored.status).toBe(201);
      const id = stored.headers.get("x-request-id")!;
      await waitFor(() => site.output().includes(`requestId=${id} method=POST`));
      const lines = site.output().trim().split("\n");
      for (const line of lines) {
        expect(line, line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (INFO |WARN |ERROR) [\w.]+( |$)/);
        expect(() => JSON.parse(line)).toThrow();
      }
      expect(lines.find((line) => line.includes(" lead.stored "))).toMatch(/requestId=\S+ leadId=\d+ formKind=enquiry/);
      expect(lines.find((line) => line.includes(` request requestId=${id} `))).toMatch(
        /method=POST path=\/api\/leads status=201 durationMs=\d+/,
      );
      expect(site.output()).not.toContain(VISITOR.email);
    } finally {
      await site.stop("SIGKILL");
    }
  });
});
