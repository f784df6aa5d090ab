/**
 * Retention: leads are deleted a fixed number of months after they arrive (24 by default, LEADS_RETENTION_MONTHS;
 * the privacy notice states the configured period, counted from arrival, because arrival is the one contact this
 * store knows of), by a daily job in each server process and by `npm run leads:purge`. A granted marketing consent
 * may still be relied on when its enquiry goes, so its proof is kept (consent_proofs) until the same period has
 * passed since it was withdrawn.
 */
import type { LeadStore, RemovedLeads } from "@/lib/leads/store";

const DAY_MS = 24 * 60 * 60_000;

/** The arrival time before which leads are due for deletion: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes every lead older than the retention period with its consent records and outbox rows, keeping proof of
 * the marketing consents still relied on, and deletes proofs withdrawn longer ago than the period.
 */
export function purgeExpiredLeads(store: LeadStore, months: number, now = new Date()): Promise<RemovedLeads> {
  return store.purgeOlderThan(retentionCutoff(now, months));
}

export interface RetentionJob {
  /** Runs once now (also what the timer calls). */
  run(): Promise<void>;
  /** Stops the timer; resolves once a run in progress has finished (so the store can then be closed). */
  stop(): Promise<void>;
}

/**
 * Purges expired leads and stale rate-limit hits now and then every `intervalMs` (a day). Several processes on
 * one database may all run it: each delete is idempotent and works in small transactions.
 */
export function startRetentionJob(
  store: LeadStore,
  options: {
    months: number;
    rateWindowMs: number;
    intervalMs?: number;
    onPurged?: (removed: RemovedLeads) => void;
    onError?: (error: unknown) => void;
  },
): RetentionJob {
  let running: Promise<void> | undefined;
  const purge = async () => {
    try {
      const removed = await purgeExpiredLeads(store, options.months);
      await store.sweepRateLimit(options.rateWindowMs);
      if (removed.leads.length > 0) options.onPurged?.(removed);
    } catch (error) {
      options.onError?.(error);
    }
  };
  // One run at a time: a run asked for while one is in progress shares it.
  const run = () =>
    (running ??= purge().finally(() => {
      running = undefined;
    }));
  const timer = setInterval(() => void run(), options.intervalMs ?? DAY_MS);
  timer.unref();
  void run();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
