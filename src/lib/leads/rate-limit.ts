/** A per-client submission limit kept in memory: a fixed number of requests per sliding window. */

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client may try again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(clientKey: string, now?: number): RateLimitDecision;
}

/** Creates a limiter allowing `limit` requests per `windowMs` per client; a limit of 0 allows everything. */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
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
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
