/**
 * The lead machinery of one server process: settings, the store (opened and migrated on first use), the
 * rate limiter and, when SMTP is configured, the outbox worker.
 */
import { readLeadsConfig, type LeadsConfig } from "@/lib/leads/config";
import { startOutboxWorker, type OutboxWorker } from "@/lib/leads/outbox";
import { createRateLimiter, type RateLimiter } from "@/lib/leads/rate-limit";
import { createSmtpSender } from "@/lib/leads/smtp";
import { openLeadStore, type LeadStore } from "@/lib/leads/store";

export interface LeadsRuntime {
  config: LeadsConfig;
  limiter: RateLimiter;
  store: () => Promise<LeadStore>;
  /** Kicks the outbox after a lead is stored (no-op without SMTP). */
  onStored: () => void;
}

let runtime: LeadsRuntime | undefined;
let closeRuntime: (() => Promise<void>) | undefined;

/** The process-wide lead runtime, created on first use from the environment. */
export function getLeadsRuntime(builtSiteUrl?: string): LeadsRuntime {
  if (runtime) return runtime;
  const config = readLeadsConfig(process.env, builtSiteUrl);
  let opening: Promise<LeadStore> | undefined;
  let worker: OutboxWorker | undefined;
  const store = () => {
    opening ??= openLeadStore({ url: config.databaseUrl, authToken: config.databaseAuthToken }).then(
      async (opened) => {
        if (config.smtp) {
          const smtp = config.smtp;
          worker = startOutboxWorker(opened, await createSmtpSender(smtp), {
            from: smtp.from,
            to: smtp.to,
            intervalMs: config.outboxIntervalMs,
            onError: (error) => console.error("Lead mail outbox:", error),
          });
        }
        console.info(
          `Lead database ready (schema ${await opened.schemaVersion()}) at ${config.databaseUrl.split("?")[0]}; ` +
            (config.smtp
              ? `notification mail to ${config.smtp.to} via ${config.smtp.host}`
              : "no SMTP_HOST, so no notification mail"),
        );
        return opened;
      },
      (error: unknown) => {
        // Let the next request try again (the database may come back).
        opening = undefined;
        throw error;
      },
    );
    return opening;
  };
  closeRuntime = async () => {
    worker?.stop();
    (await opening?.catch(() => undefined))?.close();
  };
  runtime = {
    config,
    limiter: createRateLimiter({ limit: config.rateLimit, windowMs: config.rateWindowMs }),
    store,
    onStored: () => void worker?.kick(),
  };
  return runtime;
}

/** Stops the outbox worker and closes the lead store (graceful shutdown); a later use opens them afresh. */
export async function closeLeadsRuntime(): Promise<void> {
  const close = closeRuntime;
  runtime = undefined;
  closeRuntime = undefined;
  await close?.();
}

// The Node server (src/server/serve.mjs) runs outside this bundle and cannot import it: it finds the close
// function here when it shuts down.
(globalThis as Record<symbol, unknown>)[Symbol.for("franchise-advisor.leads.close")] = closeLeadsRuntime;
