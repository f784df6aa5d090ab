/**
 * The lead machinery of one server process: settings, the store (opened, integrity-checked and migrated on
 * first use), the rate limiter shared through the database, and once the store is open the outbox workers
 * (notification mail when SMTP is configured, the CRM webhook when it is) and the daily retention job.
 */
import { startCalendarFeedPoller } from "@/lib/leads/calendar-feed-poller";
import { readLeadsConfig, type LeadsConfig } from "@/lib/leads/config";
import { callTokenSecret, useCalendarFeed } from "@/lib/leads/free-call";
import { site } from "@/config/site";
import {
  startChannelWorker,
  startOutboxWorker,
  ownerCallChangeDeliverer,
  visitorMailDeliverer,
  VISITOR_CHANNELS,
  type OutboxWorker,
} from "@/lib/leads/outbox";
import { callToken, seatToken } from "@/lib/leads/lead-token";
import { seatPagePath } from "@/lib/leads/token-pages";
import { createSharedRateLimiter, type RateLimiter } from "@/lib/leads/rate-limit";
import { packagesFromFile } from "@/lib/leads/packages-file";
import { startRetentionJob, type RetentionJob } from "@/lib/leads/retention";
import { createSmtpSender } from "@/lib/leads/smtp";
import { LeadStoreUnavailableError, databaseLabel, openLeadStore, type LeadStore } from "@/lib/leads/store";
import { createWebhookSender } from "@/lib/leads/webhook";
import { errorText, log } from "@/lib/log/log.mjs";

export interface LeadsRuntime {
  config: LeadsConfig;
  limiter: RateLimiter;
  store: () => Promise<LeadStore>;
  /** Kicks the outbox workers after a lead is stored. */
  onStored: () => void;
}

/** How long a stop waits for a delivery in progress when the caller does not say. */
export const DEFAULT_STOP_GRACE_MS = 10_000;

let runtime: LeadsRuntime | undefined;
let closeRuntime: ((graceMs: number) => Promise<void>) | undefined;
const beforeClose = new Set<() => Promise<void>>();

/**
 * Runs `work` when the runtime closes, before the store does (the visit counters write their last batch there);
 * once: a later use registers again.
 */
export function onLeadsClose(work: () => Promise<void>): void {
  beforeClose.add(work);
}

/** Background work on the lead store: run by the server on its own schedule, never by a visitor's request. */
export type LeadsJob = (store: LeadStore) => Promise<void>;
const jobs = new Set<LeadsJob>();
let startJob: ((job: LeadsJob) => void) | undefined;

/**
 * Runs `job` once the store is open and then every outbox interval (LEADS_OUTBOX_INTERVAL_SECONDS), one run at a
 * time, until the runtime closes; registering the same job again does nothing. The job reports its own errors.
 */
export function scheduleLeadsJob(job: LeadsJob): void {
  if (jobs.has(job)) return;
  jobs.add(job);
  startJob?.(job);
}

/** One job on a timer that never keeps the process alive; `stop` ends the timer and waits for a run in progress. */
function startPeriodic(store: LeadStore, job: LeadsJob, intervalMs: number) {
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= job(store)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      }));
  const timer = intervalMs > 0 ? setInterval(() => void run(), intervalMs) : undefined;
  timer?.unref();
  void run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The process-wide lead runtime, created on first use from the environment. */
export function getLeadsRuntime(builtSiteUrl?: string): LeadsRuntime {
  if (runtime) return runtime;
  const config = readLeadsConfig(process.env, builtSiteUrl);
  // The owner's calendar, fetched on the server's own schedule from now on: /book reads its last good copy, and a
  // booking reads it afresh at that moment (busyAtBooking in free-call.ts).
  let loadedOnce = false;
  const calendarFeed = config.calendarFeed
    ? startCalendarFeedPoller(config.calendarFeed, {
        // The first good read and the first after a failure, not every refresh.
        onLoaded: (detail) => {
          if (!loadedOnce || detail.recovered)
            log.info("book.calendar_loaded", { origin: new URL(config.calendarFeed!.url).origin, ...detail });
          loadedOnce = true;
        },
        onFailed: (detail) =>
          log.error("book.calendar_failed", {
            origin: new URL(config.calendarFeed!.url).origin,
            ...detail,
            outcome: detail.keptLastGood ? "the last good copy is used" : "no slot is offered until the feed reads",
          }),
      })
    : null;
  useCalendarFeed(calendarFeed);
  let opening: Promise<LeadStore> | undefined;
  const workers: OutboxWorker[] = [];
  let retention: RetentionJob | undefined;
  const stopJobs: (() => Promise<void>)[] = [];
  const store = () => {
    opening ??= openLeadStore({
      url: config.databaseUrl,
      channels: config.webhook ? ["mail", "webhook"] : ["mail"],
      // The visitor's own mails are queued only when there is mail to send them with.
      visitorMail: config.smtp ? { limit: config.visitorMailLimit } : false,
    }).then(
      async (opened) => {
        if (config.smtp) {
          const smtp = config.smtp;
          const send = await createSmtpSender(smtp);
          const siteUrl = process.env.SITE_URL || builtSiteUrl || "http://localhost/";
          const ownerMail = {
            from: smtp.from,
            to: smtp.to,
            packages: packagesFromFile,
            calendar: { businessName: site.businessName, email: site.email, siteUrl },
          };
          workers.push(
            startOutboxWorker(opened, send, {
              ...ownerMail,
              intervalMs: config.outboxIntervalMs,
              onError: (error) => log.error("delivery.run_failed", { channel: "mail", error: errorText(error) }),
            }),
            // A call moved or cancelled by its visitor: the owner's calendar copy is moved or removed too.
            startChannelWorker(opened, "owner-call-change", ownerCallChangeDeliverer(send, ownerMail), {
              intervalMs: config.outboxIntervalMs,
              onError: (error) =>
                log.error("delivery.run_failed", { channel: "owner-call-change", error: errorText(error) }),
            }),
          );
          // The visitor's mails: a booking's confirmation and the notice if its event is cancelled; a call's
          // confirmation, change notice and reminder, each with its signed change-or-cancel link (a booking's
          // confirmation with its signed give-up-my-seat link).
          const secret = await callTokenSecret(config.callTokenSecret, opened);
          const sender = {
            from: smtp.from,
            replyTo: site.email,
            businessName: site.businessName,
            phoneDisplay: site.phone.display,
            siteUrl,
            manageUrl: (leadId: number) => new URL(`/book/manage/${callToken(leadId, secret)}`, siteUrl).href,
            seatUrl: (leadId: number) => new URL(seatPagePath(seatToken(leadId, secret)), siteUrl).href,
          };
          for (const channel of VISITOR_CHANNELS)
            workers.push(
              startChannelWorker(opened, channel, visitorMailDeliverer(channel, send, sender), {
                intervalMs: config.outboxIntervalMs,
                onError: (error) => log.error("delivery.run_failed", { channel, error: errorText(error) }),
              }),
            );
        }
        if (config.webhook) {
          workers.push(
            startChannelWorker(opened, "webhook", createWebhookSender(config.webhook), {
              intervalMs: config.outboxIntervalMs,
              onError: (error) => log.error("delivery.run_failed", { channel: "webhook", error: errorText(error) }),
            }),
          );
        }
        retention = startRetentionJob(opened, {
          months: config.retentionMonths,
          rateWindowMs: config.rateWindowMs,
          // Counts only: the removed leads' addresses stay out of the log.
          onPurged: (removed) =>
            log.info("lead.purged", {
              leads: removed.leads.length,
              consentRecords: removed.consentRecords,
              outboxRows: removed.outboxRows,
              consentProofsKept: removed.consentProofsKept,
              consentProofsDeleted: removed.consentProofsDeleted,
              retentionMonths: config.retentionMonths,
            }),
          onError: (error) => log.error("retention.failed", { error: errorText(error) }),
        });
        startJob = (job) => stopJobs.push(startPeriodic(opened, job, config.outboxIntervalMs));
        jobs.forEach(startJob);
        log.info("leads.ready", {
          database: databaseLabel(config.databaseUrl),
          engine: opened.engine,
          schema: await opened.schemaVersion(),
          integrity: "ok",
          mail: config.smtp ? `via ${config.smtp.host}` : "off (no SMTP_HOST)",
          webhook: config.webhook ? new URL(config.webhook.url).origin : "off",
          retentionMonths: config.retentionMonths,
        });
        return opened;
      },
      (error: unknown) => {
        // Let the next request try again (the database may come back).
        opening = undefined;
        throw new LeadStoreUnavailableError(errorText(error), { cause: error });
      },
    );
    return opening;
  };
  closeRuntime = async (graceMs) => {
    calendarFeed?.stop();
    useCalendarFeed(null);
    const pending = [...beforeClose];
    beforeClose.clear();
    await Promise.all(
      pending.map((work) =>
        work().catch((error: unknown) => log.error("leads.before_close_failed", { error: errorText(error) })),
      ),
    );
    const opened = await opening?.catch(() => undefined);
    // Nothing new starts; what is in progress (a mail being sent, a purge) gets up to graceMs to finish and be
    // recorded before the store closes under it.
    startJob = undefined;
    const stopped = Promise.all([
      ...workers.map((worker) => worker.stop()),
      retention?.stop(),
      ...stopJobs.map((stop) => stop()),
    ]);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
    if (await Promise.race([stopped.then(() => false), late])) {
      log.warn("leads.stop_late", {
        graceSeconds: graceMs / 1000,
        message:
          "a delivery was still in progress when the grace period ended; the store closes anyway " +
          "(an unfinished mail is later marked uncertain and never resent)",
      });
    }
    clearTimeout(timer);
    await opened?.close();
  };
  runtime = {
    config,
    limiter: createSharedRateLimiter(store, {
      limit: config.rateLimit,
      windowMs: config.rateWindowMs,
      onError: (error) => log.error("lead.rate_limit_failed", { error: errorText(error), outcome: "let through" }),
    }),
    store,
    onStored: () => workers.forEach((worker) => void worker.kick()),
  };
  return runtime;
}

/**
 * Graceful shutdown: stops the outbox workers and the retention job, waits up to `graceMs` for a delivery in
 * progress to finish and be recorded, then closes the lead store; a later use opens them afresh.
 */
export async function closeLeadsRuntime({ graceMs = DEFAULT_STOP_GRACE_MS }: { graceMs?: number } = {}): Promise<void> {
  const close = closeRuntime;
  runtime = undefined;
  closeRuntime = undefined;
  await close?.(graceMs);
}

// The Node server (src/server/serve.mjs) runs outside this bundle and cannot import it: it finds the close
// function here when it shuts down.
(globalThis as Record<symbol, unknown>)[Symbol.for("franchise-advisor.leads.close")] = closeLeadsRuntime;
