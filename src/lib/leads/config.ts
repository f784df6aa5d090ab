/**
 * Settings of the lead endpoint and store, read from environment variables when the server runs
 * (not at build time), so one build can run with different databases, limits and mail servers.
 */
import { join } from "node:path";
import { site } from "@/config/site";
import { numberSetting } from "@/lib/site/number-setting";
import type { CalendarFeedSettings } from "@/lib/leads/calendar-feed-poller";
import yaml from "js-yaml";
import { dataRecipientsSchema, type DataRecipientsCopy } from "@/lib/schemas/copy-schemas";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { expandSettings } from "@/lib/site/expand-settings";
import { bundledText } from "@/lib/site/bundled-text";
import { POLICIES_FILE, policiesFormPlace } from "@/lib/schemas/policies-schema";

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export interface LeadsConfig {
  /** `file:` for the embedded SQLite database, `postgres://` (or `postgresql://`) for a PostgreSQL server. */
  databaseUrl: string;
  /** Submissions allowed per client per window; 0 turns the limit off. */
  rateLimit: number;
  rateWindowMs: number;
  /** Island submissions sent sooner than this after page load are refused as robotic. */
  minFillMs: number;
  /** Largest request body accepted, counted while streaming whatever Content-Length says. */
  maxBodyBytes: number;
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Origins allowed to post besides the request's own host, e.g. the public SITE_URL. */
  allowedOrigins: string[];
  /** How often the server retries unsent notification mail. */
  outboxIntervalMs: number;
  /**
   * LEADS_VISITOR_MAIL_LIMIT: the most mails (booking and call confirmations, a call's change notices) the site
   * queues to one visitor's address in a day; a booking, call or change beyond it is refused, with the phone.
   */
  visitorMailLimit: number;
  smtp: SmtpSettings | null;
  /** The CRM webhook: each lead is posted here as signed JSON through the outbox. */
  webhook: WebhookSettings | null;
  /** Leads are deleted this many months after they arrive (the privacy notice's period). */
  retentionMonths: number;
  /**
   * BOOKING_TOKEN_SECRET: signs the free call's change-or-cancel links and a booked seat's give-up link; null to use
   * one kept in the lead store
   * (made once, shared by every server on the database).
   */
  callTokenSecret: string | null;
  /**
   * BOOKING_CALENDAR_URL: the owner's calendar as an iCalendar feed (http or https; webcal:// is read as https),
   * fetched every BOOKING_CALENDAR_REFRESH_SECONDS; its busy times are not offered. Null: no calendar is checked.
   */
  calendarFeed: CalendarFeedSettings | null;
}

/** What the privacy notice states about enquiries (site.dataHandling, from src/content/policies.json). */
export interface NoticeSettings {
  retentionMonths: number;
  crmProvider?: string;
  /** The processors every site uses; one undefined is still to be named before launch. */
  processors?: {
    host?: { name: string; storedIn: string };
    email?: { name: string; storedIn: string };
    video?: { name: string; storedIn: string };
  };
}

/** Someone who receives enquiries' personal data, as the privacy notice lists them. */
export interface DataRecipient {
  who: string;
  what: string;
  /** Where it stores the data, or undefined while the processor is still to be named. */
  storedIn?: string;
}

const privacyYaml = bundledText(
  () => import.meta.glob<string>("/src/content/pages/privacy.yaml", { query: "?raw", import: "default", eager: true }),
  "/src/content/pages/privacy.yaml",
  new URL("../../content/pages/privacy.yaml", import.meta.url),
);

/** The privacy notice's words about its recipients (src/content/pages/privacy.yaml), checked with the build's schema. */
export const dataRecipientsCopyFromFile: DataRecipientsCopy = dataRecipientsSchema.parse(yaml.load(privacyYaml));

/**
 * The recipients of enquiries the privacy notice lists, from the configuration: the processors every site uses,
 * and the CRM provider when one is configured (the webhook then sends every lead there); worded by `copy`.
 */
export function dataRecipients(
  notice: NoticeSettings = site.dataHandling,
  copy: DataRecipientsCopy = dataRecipientsCopyFromFile,
): DataRecipient[] {
  const fill = (line: string, extra: Record<string, string>) =>
    expandSettings(line, { ...copySettings(), ...extra }, "src/content/pages/privacy.yaml");
  const named = (
    { role, what }: { role: string; what: string },
    processor: { name: string; storedIn: string } | undefined,
  ): DataRecipient => ({
    ...(processor
      ? { who: fill(copy.namedProcessor, { name: processor.name, role }), storedIn: processor.storedIn }
      : { who: fill(copy.unnamedProcessor, { role }) }),
    what: fill(what, {}),
  });
  return [
    named(copy.host, notice.processors?.host),
    named(copy.email, notice.processors?.email),
    ...(notice.processors?.video ? [named(copy.video, notice.processors.video)] : []),
    ...(notice.crmProvider ? [{ who: notice.crmProvider, what: fill(copy.crm.what, {}) }] : []),
  ];
}

export interface WebhookSettings {
  url: string;
  /** Key of the HMAC-SHA256 signature the receiver checks. */
  secret: string;
}

export const MAX_BODY_BYTES = 16 * 1024;

/** Every numeric lead setting: a number of 0 or more (src/lib/site/number-setting.ts names a bad one). */
const NON_NEGATIVE = { min: 0 } as const;

// Hosts a webhook may reach over plain http: this machine only (a local relay, a test receiver).
const LOOPBACK_HOSTS = new Set(["localhost", "[::1]"]);

/** True for a URL host that never leaves the machine: localhost, 127.0.0.0/8 or ::1. */
function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase()) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The default database: `data/leads.db` under the directory the server was started from. */
export function defaultDatabaseUrl(cwd = process.cwd()): string {
  return `file:${join(cwd, "data", "leads.db")}`;
}

function webhookFrom(env: NodeJS.ProcessEnv): WebhookSettings | null {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  const secret = env.LEADS_WEBHOOK_SECRET ?? "";
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`LEADS_WEBHOOK_URL is not a URL: "${url}"`);
  }
  // A lead carries personal data and the signature's secret protects only its integrity: plain http would show
  // both to anyone on the path, so only a receiver on this machine may use it.
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && isLoopback(parsed.hostname)))
    throw new Error("LEADS_WEBHOOK_URL must be an https: URL (http: only for a receiver on this machine)");
  // An unsigned webhook would let anyone who finds the receiver's URL inject leads: refuse to start without.
  if (secret.length < 16)
    throw new Error("LEADS_WEBHOOK_SECRET must be set (16 characters or more) with LEADS_WEBHOOK_URL");
  return { url: parsed.href, secret };
}

/**
 * The settings that decide whether a post comes from the site itself (see isSameOriginPost): shared by the lead
 * endpoint and /shortlist's forms, and read on their own so a bad mail or webhook setting cannot break the shortlist.
 */
export function readOriginSettings(
  env: NodeJS.ProcessEnv = process.env,
  builtSiteUrl?: string,
): Pick<LeadsConfig, "trustProxy" | "allowedOrigins"> {
  return {
    trustProxy: env.LEADS_TRUST_PROXY === "1" || env.LEADS_TRUST_PROXY === "true",
    allowedOrigins: [
      ...originOf(env.SITE_URL),
      ...originOf(builtSiteUrl),
      ...(env.LEADS_ALLOWED_ORIGINS ?? "").split(",").flatMap((entry) => originOf(entry.trim())),
    ],
  };
}

/** BOOKING_CALENDAR_URL, when set: an absolute http(s) address (webcal:, as calendars publish it, means https). */
function calendarFeedFrom(env: NodeJS.ProcessEnv): CalendarFeedSettings | null {
  const raw = env.BOOKING_CALENDAR_URL?.trim();
  if (!raw) return null;
  let url: URL | undefined;
  try {
    url = new URL(raw.replace(/^webcals?:/i, "https:"));
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new Error(
      "BOOKING_CALENDAR_URL must be the http, https or webcal address of the owner's calendar feed (.ics), " +
        "as Google, Outlook or Apple Calendar publish it; leave it unset to check no calendar",
    );
  const refreshSeconds = numberSetting(env, "BOOKING_CALENDAR_REFRESH_SECONDS", 300, NON_NEGATIVE);
  if (refreshSeconds < 30)
    throw new Error("BOOKING_CALENDAR_REFRESH_SECONDS must be 30 or more (the feed is fetched that often)");
  // A booking waits 3 s at most for the feed read at its moment; the schedule's fetch may take longer.
  return {
    url: url.href,
    refreshMs: refreshSeconds * 1000,
    timeoutMs: 10_000,
    maxBytes: 5 * 1024 * 1024,
    checkTimeoutMs: 3_000,
  };
}

/** BOOKING_TOKEN_SECRET, when set: long enough that its links cannot be forged by trying secrets. */
function callTokenSecretFrom(env: NodeJS.ProcessEnv): string | null {
  const secret = env.BOOKING_TOKEN_SECRET;
  if (secret === undefined || secret === "") return null;
  if (secret.trim().length < 32)
    throw new Error(
      "BOOKING_TOKEN_SECRET must be 32 characters or more (it signs the free call's change and cancel links and a seat's give-up link); " +
        "leave it unset to use a secret the lead store keeps",
    );
  return secret.trim();
}

/**
 * Reads every lead setting from the environment; `builtSiteUrl` is the site URL the build was made for. Settings
 * that would make the built privacy notice untrue are refused: a retention period other than the notice's, and a
 * CRM webhook while the notice names no CRM provider.
 */
export function readLeadsConfig(
  env: NodeJS.ProcessEnv = process.env,
  builtSiteUrl?: string,
  notice: NoticeSettings = site.dataHandling,
): LeadsConfig {
  const retentionMonths = numberSetting(env, "LEADS_RETENTION_MONTHS", notice.retentionMonths, NON_NEGATIVE);
  if (retentionMonths !== notice.retentionMonths)
    throw new Error(
      `LEADS_RETENTION_MONTHS=${retentionMonths} contradicts the privacy notice, which states ${notice.retentionMonths} ` +
        `months: change it in npm run edit, ${policiesFormPlace("dataHandling.retentionMonths")} ` +
        `(${POLICIES_FILE} dataHandling.retentionMonths), and rebuild, or leave the variable unset`,
    );
  const webhook = webhookFrom(env);
  if (webhook && !notice.crmProvider)
    throw new Error(
      "LEADS_WEBHOOK_URL is set but the privacy notice names no CRM provider: name it in npm run edit, " +
        `${policiesFormPlace("dataHandling.crmProvider")} (${POLICIES_FILE} dataHandling.crmProvider), ` +
        "and rebuild before connecting the CRM",
    );
  return {
    ...readOriginSettings(env, builtSiteUrl),
    databaseUrl: env.LEADS_DATABASE_URL?.trim() || defaultDatabaseUrl(),
    rateLimit: numberSetting(env, "LEADS_RATE_LIMIT", 10, NON_NEGATIVE),
    rateWindowMs: numberSetting(env, "LEADS_RATE_WINDOW_SECONDS", 600, NON_NEGATIVE) * 1000,
    minFillMs: numberSetting(env, "LEADS_MIN_FILL_MS", 2000, NON_NEGATIVE),
    maxBodyBytes: MAX_BODY_BYTES,
    outboxIntervalMs: numberSetting(env, "LEADS_OUTBOX_INTERVAL_SECONDS", 60, NON_NEGATIVE) * 1000,
    visitorMailLimit: numberSetting(env, "LEADS_VISITOR_MAIL_LIMIT", 6, { min: 1, whole: true }),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: numberSetting(env, "SMTP_PORT", 587, NON_NEGATIVE),
          secure: env.SMTP_SECURE === "true" || env.SMTP_SECURE === "1",
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: env.SMTP_FROM || site.email,
          to: env.LEADS_MAIL_TO || site.email,
        }
      : null,
    webhook,
    retentionMonths,
    callTokenSecret: callTokenSecretFrom(env),
    calendarFeed: calendarFeedFrom(env),
  };
}
