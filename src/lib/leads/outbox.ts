/**
 * Sends the notification mail of each stored lead from the outbox: claimed atomically, retried with a
 * growing delay while the mail server fails, and never sent twice.
 */
import { randomUUID } from "node:crypto";
import { buildLeadMail, type LeadMail } from "@/lib/leads/mail";
import type { LeadStore } from "@/lib/leads/store";

/** Hands one mail to the mail server; resolves once the server accepted it, rejects otherwise. */
export type SendMail = (mail: LeadMail) => Promise<void>;

export interface DrainOptions {
  from: string;
  to: string;
  now?: Date;
  batchSize?: number;
  /** A claim older than this means its sender died mid-send. */
  staleAfterMs?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
  uncertain: number;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Delay before the next try after `attempts` failed tries: 30 s doubling, at most an hour, forever. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Sends every due mail once; failures are rescheduled, interrupted sends are marked uncertain. */
export async function drainOutbox(store: LeadStore, send: SendMail, options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const result: DrainResult = { sent: 0, failed: 0, uncertain: 0 };
  result.uncertain = await store.markStaleClaimsUncertain(
    new Date(now.getTime() - (options.staleAfterMs ?? 15 * 60_000)),
  );
  const token = randomUUID();
  for (;;) {
    const claimed = await store.claimDueMail(token, now, options.batchSize ?? 20);
    if (claimed.length === 0) break;
    for (const item of claimed) {
      const mail = buildLeadMail(item.lead, options);
      try {
        await send(mail);
      } catch (error) {
        result.failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        await store.markMailFailed(item.outboxId, token, reason, new Date(now.getTime() + retryDelayMs(item.attempts)));
        continue;
      }
      result.sent += 1;
      await store.markMailSent(item.outboxId, token, now, mail.messageId);
    }
  }
  return result;
}

export interface OutboxWorker {
  /** Drains soon (after a lead was stored); overlapping calls share one run. */
  kick(): Promise<void>;
  stop(): void;
}

/** Drains the outbox now, every `intervalMs`, and whenever kicked; one run at a time per process. */
export function startOutboxWorker(
  store: LeadStore,
  send: SendMail,
  options: Omit<DrainOptions, "now"> & { intervalMs: number; onError?: (error: unknown) => void },
): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainOutbox(store, send, options);
        } catch (error) {
          options.onError?.(error);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  void run();
  return { kick: run, stop: () => clearInterval(timer) };
}
