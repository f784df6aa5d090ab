/**
 * Per-client submission limits: a fixed number of requests per sliding window, counted in the lead
 * database (shared by every server process using it) or, for tests and tools, in memory.
 */
import type { LeadStore } from "@/lib/leads/store";

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client may try again (0 when allowed). */
  retryAfterSeconds: number;
  /** Takes this post's hit back (an allowed post that then stored nothing: a replay, a full event). */
  release?: () => void | Promise<void>;
}

export interface RateLimiter {
  check(clientKey: string, now?: number): RateLimitDecision | Promise<RateLimitDecision>;
}

/** A limiter that answers at once, from memory. */
export interface MemoryRateLimiter extends RateLimiter {
  check(clientKey: string, now?: number): RateLimitDecision;
}

/** Creates an in-memory limiter allowing `limit` requests per `windowMs` per client; 0 allows everything. */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): MemoryRateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(now: number) {
    // Forget clients whose window has passed, so the map cannot grow without bound.
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if (times[times.length - 1] <= now - windowMs) hits.delete(key);
    }
  }

  return {
    check(clientKey, now = Date.now()) {
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
      sweep(now);
      const recent = (hits.get(clientKey) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hits.set(clientKey, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(clientKey, recent);
      const release = () => {
        const times = hits.get(clientKey);
        const index = times?.lastIndexOf(now) ?? -1;
        if (index >= 0) times!.splice(index, 1);
      };
      return { allowed: true, retryAfterSeconds: 0, release };
    },
  };
}

/**
 * A limiter whose counters live in the lead database, so several server processes on one database (a shared
 * `file:` database or a libSQL server) enforce one limit per client between them. If the database cannot be
 * reached the request is let through: storing the lead will fail anyway and say so.
 */
export function createSharedRateLimiter(
  store: () => Promise<LeadStore>,
  { limit, windowMs, onError }: { limit: number; windowMs: number; onError?: (error: unknown) => void },
): RateLimiter {
  let lastSweep = Date.now();
  return {
    async check(clientKey, now = Date.now()) {
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
      try {
        const opened = await store();
        // Forget other clients' old hits once a window, so the table holds at most a window of them.
        if (now - lastSweep >= windowMs) {
          lastSweep = now;
          await opened.sweepRateLimit(windowMs, now);
        }
        const hit = await opened.hitRateLimit(clientKey, limit, windowMs, now);
        if (!hit.allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)) };
        const at = hit.at;
        const release = async () => {
          if (at === undefined) return;
          // A hit that cannot be taken back only counts against the client until its window passes.
          await opened.releaseRateHit(clientKey, at).catch((error: unknown) => onError?.(error));
        };
        return { allowed: true, retryAfterSeconds: 0, release };
      } catch (error) {
        onError?.(error);
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}
