/**
 * The one way the lead store writes: `write(work)` runs `work` in a write transaction and resolves once that
 * is committed.
 *
 * On SQLite it is a group commit. With synchronous FULL every commit waits for an fsync of the WAL, and the
 * embedded driver waits on the main thread, so one transaction per lead would cap the endpoint at one lead per
 * fsync. Writes asked for in the same turn of the event loop share one transaction instead, each inside its own
 * savepoint (a failing one is undone alone), and every caller hears back only after the shared commit, so an
 * acknowledged lead is as durable as before.
 *
 * On PostgreSQL each write is its own transaction on a pooled connection: the server already flushes the WAL
 * of commits arriving together at once, and short transactions hold row and advisory locks briefly.
 */
import type { SqlEngine, SqlRunner } from "@/lib/leads/store/sql-engine";

export type WriteWork<T> = (tx: SqlRunner) => Promise<T>;
export type WritePath = <T>(work: WriteWork<T>) => Promise<T>;

interface Job {
  work: WriteWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Most writes in one shared transaction, so a burst never holds the write lock for long. */
const MAX_GROUP_WRITES = 100;

export function createWritePath(
  engine: SqlEngine,
  { maxGroup = MAX_GROUP_WRITES }: { maxGroup?: number } = {},
): WritePath {
  if (engine.kind === "postgres") return (work) => engine.transaction(work);
  return createGroupWriter(engine, { maxGroup });
}

/** Writes asked for in one event-loop turn share a transaction; a failing one fails alone. */
export function createGroupWriter(
  engine: SqlEngine,
  { maxGroup = MAX_GROUP_WRITES }: { maxGroup?: number } = {},
): WritePath {
  const queue: Job[] = [];
  let draining = false;

  async function commitGroup(jobs: Job[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await engine.transaction(async (tx) => {
        for (const job of jobs) {
          if (jobs.length === 1) {
            outcomes.push({ ok: true, value: await job.work(tx) });
            continue;
          }
          await tx.run("SAVEPOINT one_write");
          try {
            outcomes.push({ ok: true, value: await job.work(tx) });
            await tx.run("RELEASE one_write");
          } catch (error) {
            await tx.run("ROLLBACK TO one_write");
            await tx.run("RELEASE one_write");
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The whole transaction was rolled back (a lone write failed, or the commit did): nothing of it stands.
      if (jobs.length === 1) return jobs[0].reject(error);
      for (const job of jobs) await commitGroup([job]);
      return;
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  async function drain(): Promise<void> {
    // Wait for the rest of this turn: requests parsed alongside this one join its transaction.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) await commitGroup(queue.splice(0, maxGroup));
  }

  function schedule(): void {
    if (draining) return;
    draining = true;
    void drain().finally(() => {
      draining = false;
      // A job queued between the last commit and this callback still gets its turn.
      if (queue.length > 0) schedule();
    });
  }

  return <T>(work: WriteWork<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}
