/** Helpers for the lead tests: a throwaway database on either engine, sample leads, a fake mail server. */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { openLeadStore, type LeadStore, type NewLead, type OpenLeadStoreOptions } from "@/lib/leads/store";
import { numberedPlaceholders } from "@/lib/leads/store/postgres-engine";
import { queryDatabase as queryWithOwnPlaceholders } from "../../../tests/support/lead-database.mjs";
import { createDatabaseAt } from "../../../tests/support/postgres-cluster.mjs";

/** The lead store's two engines: every store test runs on both. */
export const ENGINES = ["sqlite", "postgres"] as const;
export type Engine = (typeof ENGINES)[number];

export interface TempStore {
  store: LeadStore;
  url: string;
  /** A temporary folder, deleted by cleanup (it holds the embedded database). */
  dir: string;
  /** Runs SQL (with `?` placeholders) on a connection of its own, to look at the database from outside. */
  query: (sql: string, args?: (string | number | null)[]) => Promise<Record<string, unknown>[]>;
  cleanup: () => Promise<void>;
}

/** A URL for a fresh, empty database on the engine (PostgreSQL: on the cluster the test run started). */
export async function tempDatabaseUrl(engine: Engine, dir: string): Promise<string> {
  return engine === "sqlite" ? `file:${join(dir, "leads.db")}` : createDatabaseAt(inject("postgresAdminUrl"));
}

/** Runs one statement (with `?` placeholders) on a new connection to `url`, and closes it. */
export async function queryDatabase(
  url: string,
  sql: string,
  args: (string | number | null)[] = [],
): Promise<Record<string, unknown>[]> {
  return queryWithOwnPlaceholders(url, url.startsWith("file:") ? sql : numberedPlaceholders(sql), args);
}

/** A fresh database on an engine (the embedded file by default); `cleanup` closes it and deletes the folder. */
export async function tempStore(
  engine: Engine = "sqlite",
  options: Omit<OpenLeadStoreOptions, "url"> = {},
): Promise<TempStore> {
  const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
  const url = await tempDatabaseUrl(engine, dir);
  const store = await openLeadStore({ url, ...options });
  return {
    store,
    url,
    dir,
    query: (sql, args) => queryDatabase(url, sql, args),
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A valid consultation lead with a unique key. */
export function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    idempotencyKey: `test-${Math.random().toString(16).slice(2)}${Date.now()}`,
    formKind: "consultation",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "07700 900982",
    franchiseSlugs: [],
    franchiseNames: [],
    marketingConsent: false,
    privacyNoticeVersion: "2025-01-01",
    ...overrides,
  };
}

/**
 * Booking `n` of an event made before the event was cancelled: tests of the cancellation notices put these in by
 * the store, since the content already says cancelled and the site would refuse them.
 */
export function earlyBooking(eventSlug: string, n: number, keyPrefix: string, privacyNoticeVersion: string) {
  return {
    idempotencyKey: `${keyPrefix}-${n}-0000000000000000`,
    formKind: "booking" as const,
    firstName: "Early",
    lastName: `Booker ${n}`,
    email: `early${n}@example.com`,
    phone: "",
    franchiseSlugs: [],
    franchiseNames: [],
    marketingConsent: false,
    privacyNoticeVersion,
    booking: {
      eventSlug,
      waitlist: false,
      capacity: 30,
      seats: 1,
      eventTitle: "A cancelled evening",
      eventWhen: "an evening",
      eventPlace: "a venue",
      eventPath: `/events/${eventSlug}`,
      eventIcs: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    },
  } satisfies NewLead;
}

/**
 * Accepts every message and records its DATA; enough SMTP for nodemailer without TLS or auth. With
 * `silentAfterData`, it takes the whole message but never sends the final reply (a timeout after DATA); with
 * `replyDelayMs`, it sends that reply only after a while (a slow mail server, for stopping mid-send).
 */
export function fakeSmtpServer(
  received: string[],
  {
    silentAfterData = false,
    replyDelayMs = 0,
    replyAfter,
    onMessage,
  }: {
    silentAfterData?: boolean;
    replyDelayMs?: number;
    /** Holds the reply to each message until this settles: a slow server, with the test deciding when. */
    replyAfter?: Promise<unknown>;
    /** Called as each message arrives, before its reply. */
    onMessage?: (message: string) => void;
  } = {},
): Server {
  return createServer((socket) => {
    let buffer = "";
    let inData = false;
    // A client that stops (a server process ended by a test) resets its connection: expected, not a failure.
    socket.on("error", () => {});
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          received.push(message);
          buffer = buffer.slice(end + 5);
          inData = false;
          onMessage?.(message);
          const reply = () => socket.write("250 2.0.0 queued\r\n");
          if (silentAfterData) continue;
          if (replyAfter) void replyAfter.then(reply);
          else setTimeout(reply, replyDelayMs);
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

/**
 * For a test file that breaks mail or webhook delivery on purpose: the `delivery.failed`, `delivery.uncertain` and
 * `delivery.recovered` warnings it causes are what it tests, so only errors are printed while it runs (the logger
 * reads LOG_LEVEL on every call), and a reader of the run's output sees only what went wrong.
 */
export function deliveryFailuresExpected(): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "error";
  });
  afterAll(() => {
    if (before === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = before;
  });
}
