/**
 * The health check behind GET /healthz: can this process store a lead now? A load balancer asks every few
 * seconds, so the check is one small write, time-boxed, and shared by checks that arrive while it runs.
 */
import type { LeadStore } from "@/lib/leads/store";
import { errorText, log } from "@/lib/log/log.mjs";

/** A load balancer's own timeout is typically 5 s: answer well within it. */
export const HEALTH_TIMEOUT_MS = 2000;

/** Healthy, or not with a short reason that names no configuration (it is shown to anyone who asks). */
export type Health = { ok: true } | { ok: false; reason: string };

/** Returns a check that writes to the lead store, answering unhealthy when the write fails or takes too long. */
export function createHealthCheck(
  store: () => Promise<LeadStore>,
  { timeoutMs = HEALTH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): (requestId?: string) => Promise<Health> {
  // While a write is waiting (a locked or stalled database), later checks wait for it rather than pile up more.
  let running: Promise<void> | undefined;
  return async (requestId) => {
    running ??= store()
      .then((opened) => opened.checkWritable())
      .finally(() => (running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), timeoutMs)));
    try {
      if ((await Promise.race([running, late])) !== "late") return { ok: true };
      log.warn("health.failed", { requestId, reason: "timeout", timeoutMs });
      return { ok: false, reason: "The lead store did not answer in time." };
    } catch (error) {
      // The detail (a path, a driver message) is for the operator's log, not for whoever asked.
      log.warn("health.failed", { requestId, reason: "store", error: errorText(error) });
      return { ok: false, reason: "The lead store cannot be written." };
    } finally {
      clearTimeout(timer);
    }
  };
}
