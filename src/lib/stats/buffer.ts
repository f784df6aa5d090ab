/**
 * Counts gathered in memory and written in batches: a burst of visits is one write, not one per visit. The
 * batch is written every `intervalMs`, as soon as it holds `maxPending` increments, and when the server stops;
 * a failed write keeps the counts for the next try, up to `maxKeys` distinct counters (past that, new counters
 * are dropped rather than let memory grow while the database is away).
 */
import type { StatCount } from "@/lib/leads/store";

export interface CounterBuffer {
  /** Adds `n` to a counter of today's (UTC) day. */
  add(metric: string, key: string, n?: number, now?: Date): void;
  /** Writes what is pending now; resolves once written (or kept for later after a failure). */
  flush(): Promise<void>;
  /** Increments not written yet. */
  pending(): number;
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>;
}

export interface CounterBufferOptions {
  write: (counts: StatCount[]) => Promise<void>;
  intervalMs: number;
  maxPending: number;
  maxKeys?: number;
  onError?: (error: unknown) => void;
}

const SEPARATOR = "\u0000";

/** A buffer of counters written through `write` in batches (see the module's comment). */
export function createCounterBuffer({
  write,
  intervalMs,
  maxPending,
  maxKeys = 10_000,
  onError = () => {},
}: CounterBufferOptions): CounterBuffer {
  let counts = new Map<string, number>();
  let increments = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let fullFlushQueued = false;

  const startTimer = () => {
    if (timer || intervalMs <= 0) return;
    timer = setInterval(() => void flush(), intervalMs);
    // A counter never keeps the process alive.
    timer.unref?.();
  };

  async function writeBatch(): Promise<void> {
    if (counts.size === 0) return;
    const batch = counts;
    const batchIncrements = increments;
    counts = new Map();
    increments = 0;
    const rows = [...batch].map(([id, n]) => {
      const [day, metric, key] = id.split(SEPARATOR);
      return { day, metric, key, n };
    });
    try {
      await write(rows);
    } catch (error) {
      // Put the batch back (counts added meanwhile stay on top of it) for the next try.
      for (const [id, n] of batch) {
        if (counts.has(id) || counts.size < maxKeys) counts.set(id, (counts.get(id) ?? 0) + n);
      }
      increments += batchIncrements;
      onError(error);
    }
  }

  function flush(): Promise<void> {
    // One write at a time, each taking whatever is pending when it starts.
    const next = (writing ?? Promise.resolve()).then(writeBatch);
    writing = next.finally(() => {
      if (writing === tail) writing = undefined;
    });
    const tail = writing;
    return next;
  }

  return {
    add(metric, key, n = 1, now = new Date()) {
      const id = [now.toISOString().slice(0, 10), metric, key].join(SEPARATOR);
      if (!counts.has(id) && counts.size >= maxKeys) return;
      counts.set(id, (counts.get(id) ?? 0) + n);
      increments += n;
      startTimer();
      if (increments >= maxPending && !fullFlushQueued) {
        fullFlushQueued = true;
        void flush().finally(() => (fullFlushQueued = false));
      }
    },
    flush,
    pending: () => increments,
    async close() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
