/**
 * Delivers each stored lead from the outbox, per channel (the notification mail, the CRM webhook): claimed
 * atomically, retried with a growing delay from each failure, and a mail never sent twice. Each outcome is a
 * log line naming the outbox row, the lead and the attempt, never the lead's content.
 */
import { randomUUID } from "node:crypto";
import {
  buildBookingConfirmation,
  buildCancellationNotice,
  buildLeadMail,
  type LeadMail,
  type LeadMailSettings,
} from "@/lib/leads/mail";
import {
  buildCallChangeNotice,
  buildCallConfirmation,
  buildCallReminder,
  buildOwnerCallChange,
  type CallMailSender,
} from "@/lib/leads/call-mail";
import { REMINDER_BEFORE_MS, type LeadStore, type OutboxChannel, type StoredLead } from "@/lib/leads/store";
import { log } from "@/lib/log/log.mjs";

/** Hands one mail to the mail server; resolves once the server accepted it, rejects otherwise. */
export type SendMail = (mail: LeadMail) => Promise<void>;

/**
 * Delivers one lead on a channel; resolves with a reference to record (a Message-ID, an HTTP status). `now` is the
 * drain's clock, for a mail whose moment matters (a reminder).
 */
export type Deliver = (lead: StoredLead, now: Date) => Promise<string>;

/**
 * The receiver may have the item but never said so (e.g. the SMTP server took the whole message and its final
 * reply never came): marked uncertain and not resent, like a sender killed mid-send.
 */
export class UncertainDeliveryError extends Error {}

/**
 * A visitor's mail about something that no longer stands (a call cancelled before its confirmation went out, a
 * reminder of a call since moved): recorded as skipped with the reason, and never tried again.
 */
export class SkipDelivery extends Error {}

export interface DrainChannelOptions {
  /** The time the drain starts at; failures are timed from it plus the real time spent since. */
  now?: Date;
  batchSize?: number;
  /** A claim older than this means its sender died mid-send. */
  staleAfterMs?: number;
  /** Asked before each delivery: once true, the drain hands back what it claimed but has not started, and ends. */
  stopping?: () => boolean;
}

export type DrainOptions = DrainChannelOptions & LeadMailSettings;

export interface DrainResult {
  sent: number;
  failed: number;
  uncertain: number;
  /** Visitor's mails not sent because what they were about no longer stands (counted only when there are any). */
  skipped?: number;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Delay before the next try after `attempts` failed tries: 30 s doubling, at most an hour, forever. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Delivers every due item of one channel once; failures are rescheduled from the moment they happened. */
export async function drainChannel(
  store: LeadStore,
  channel: OutboxChannel,
  deliver: Deliver,
  options: DrainChannelOptions = {},
): Promise<DrainResult> {
  const start = options.now ?? new Date();
  const startedAt = performance.now();
  // A send can take as long as the mail server's timeout: back off from when it failed, not from the start.
  const clock = () => new Date(start.getTime() + (performance.now() - startedAt));
  const result: DrainResult = { sent: 0, failed: 0, uncertain: 0 };
  const recovered = await store.recoverStaleClaims(
    channel,
    new Date(start.getTime() - (options.staleAfterMs ?? 15 * 60_000)),
  );
  // Every channel but the webhook is a mail, which a dead sender may have sent: uncertain, never resent.
  if (channel !== "webhook") result.uncertain += recovered;
  if (recovered > 0)
    log.warn(channel !== "webhook" ? "delivery.uncertain" : "delivery.recovered", {
      channel,
      items: recovered,
      reason: "the sender stopped while sending",
    });
  const token = randomUUID();
  for (;;) {
    const claimed = await store.claimDue(channel, token, clock(), options.batchSize ?? 20);
    if (claimed.length === 0) break;
    for (const [index, item] of claimed.entries()) {
      if (options.stopping?.()) {
        // Not started, so nothing can have gone out: pending again, for this server's successor or another.
        for (const left of claimed.slice(index)) await store.releaseClaim(left.outboxId, token);
        return result;
      }
      const about = { channel, outboxId: item.outboxId, leadId: item.lead.id, attempt: item.attempts };
      let reference: string;
      try {
        reference = await deliver(item.lead, clock());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof SkipDelivery) {
          result.skipped = (result.skipped ?? 0) + 1;
          await store.markSkipped(item.outboxId, token, clock(), reason);
          log.info("delivery.skipped", { ...about, reason });
        } else if (error instanceof UncertainDeliveryError) {
          result.uncertain += 1;
          await store.markUncertain(item.outboxId, token, reason);
          log.warn("delivery.uncertain", { ...about, error: reason });
        } else {
          result.failed += 1;
          const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(item.attempts));
          await store.markFailed(item.outboxId, token, reason, nextAttemptAt);
          log.warn("delivery.failed", { ...about, error: reason, nextAttemptAt: nextAttemptAt.toISOString() });
        }
        continue;
      }
      result.sent += 1;
      await store.markSent(item.outboxId, token, clock(), reference);
      log.info("delivery.sent", about);
    }
  }
  return result;
}

/** The mail channel's Deliver: builds the notification for a lead and hands it to `send`. */
export function mailDeliverer(send: SendMail, settings: LeadMailSettings): Deliver {
  return async (lead) => {
    const mail = buildLeadMail(lead, settings);
    await send(mail);
    return mail.messageId;
  };
}

/** The owner's notices of a call moved or cancelled (channel "owner-call-change"), to the notification's address. */
export function ownerCallChangeDeliverer(send: SendMail, settings: LeadMailSettings): Deliver {
  return async (lead) => {
    if (!lead.call) throw new SkipDelivery("the call is no longer stored");
    const mail = buildOwnerCallChange(lead, settings);
    await send(mail);
    return mail.messageId;
  };
}

/** The channels of the visitor's own mails. */
export const VISITOR_CHANNELS = ["confirmation", "cancellation", "call-change", "reminder"] as const;
export type VisitorChannel = (typeof VISITOR_CHANNELS)[number];

/**
 * The visitor's mail a channel sends for a lead, built from the lead as it stands now: a booking's confirmation or
 * an event's cancellation notice; a call's confirmation, change notice or reminder. Throws SkipDelivery for a mail
 * about something that no longer stands.
 */
export function visitorMailFor(channel: VisitorChannel, lead: StoredLead, sender: CallMailSender, now: Date): LeadMail {
  // A booking given up before its mail went out: its confirmation or its event's cancellation would tell of a seat
  // its booker no longer holds.
  if (lead.booking?.status === "given-up") throw new SkipDelivery("the booking was given up before this mail went out");
  if (channel === "cancellation") return buildCancellationNotice(lead, sender);
  if (lead.formKind !== "call") {
    if (channel !== "confirmation") throw new Error(`Lead ${lead.id} is not a call (channel ${channel})`);
    return buildBookingConfirmation(lead, sender);
  }
  const call = lead.call;
  if (!call) throw new SkipDelivery("the call is no longer stored");
  if (channel === "call-change") return buildCallChangeNotice(lead, sender);
  // A cancelled call's own notice says so; its confirmation or reminder would offer a call that will not happen.
  if (call.status === "cancelled") throw new SkipDelivery("the call was cancelled before this mail went out");
  if (channel === "confirmation") return buildCallConfirmation(lead, sender);
  const start = new Date(call.slotStart).getTime();
  if (start <= now.getTime()) throw new SkipDelivery("the call's time has passed");
  // A call moved later has a reminder of its own, due then (a minute's grace for clocks a little apart).
  if (start - REMINDER_BEFORE_MS > now.getTime() + 60_000) throw new SkipDelivery("the call was moved");
  return buildCallReminder(lead, sender);
}

/** The Deliver of a visitor's mail channel: the mail visitorMailFor builds, handed to `send`. */
export function visitorMailDeliverer(channel: VisitorChannel, send: SendMail, sender: CallMailSender): Deliver {
  return async (lead, now) => {
    const mail = visitorMailFor(channel, lead, sender, now);
    await send(mail);
    return mail.messageId;
  };
}

/** Sends every due notification mail once; failures are rescheduled, interrupted sends are marked uncertain. */
export function drainOutbox(store: LeadStore, send: SendMail, options: DrainOptions): Promise<DrainResult> {
  return drainChannel(store, "mail", mailDeliverer(send, options), options);
}

export interface OutboxWorker {
  /** Drains soon (after a lead was stored); overlapping calls share one run. Does nothing once stopped. */
  kick(): Promise<void>;
  /**
   * Stops the timer and starts no other delivery; resolves when the delivery in progress, if any, has finished
   * and been recorded (a mail being sent when the server stops ends `sent`, not `uncertain`).
   */
  stop(): Promise<void>;
}

export type WorkerOptions = Omit<DrainChannelOptions, "now"> & {
  intervalMs: number;
  onError?: (error: unknown) => void;
};

/** Drains the notification mail now, every `intervalMs`, and whenever kicked; one run at a time per process. */
export function startOutboxWorker(
  store: LeadStore,
  send: SendMail,
  options: WorkerOptions & LeadMailSettings,
): OutboxWorker {
  return startChannelWorker(store, "mail", mailDeliverer(send, options), options);
}

/** Drains one channel now, every `intervalMs`, and whenever kicked; one run at a time per process. */
export function startChannelWorker(
  store: LeadStore,
  channel: OutboxChannel,
  deliver: Deliver,
  options: WorkerOptions,
): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const drainOptions = { ...options, stopping: () => stopped };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainChannel(store, channel, deliver, drainOptions);
        } catch (error) {
          options.onError?.(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  void run();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
