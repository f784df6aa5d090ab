/**
 * Group commit for the lead store. With synchronous FULL every commit waits for an fsync of the WAL, and the
 * embedded driver waits on the main thread, so one transaction per lead caps the endpoint at one lead per
 * fsync. Writes asked for in the same turn of the event loop are committed together instead: one
 * transaction, one fsync, and every caller hears back only after that commit, so an acknowledged lead is as
 * durable as before.
 */
import type { Client, InStatement, ResultSet } from "@libsql/client";

/** Runs statements in one write transaction (possibly shared with others) and resolves once it is committed. */
export type WriteTransaction = (statements: InStatement[]) => Promise<ResultSet[]>;

interface Job {
  statements: InStatement[];
  resolve: (results: ResultSet[]) => void;
  reject: (error: unknown) => void;
}

/** Most statements in one shared transaction, so a burst never holds the write lock for long. */
const MAX_GROUP_STATEMENTS = 400;

/** Creates the writer: callers in one event-loop turn share a transaction; a failing caller fails alone. */
export function createGroupWriter(
  client: Pick<Client, "batch">,
  { maxStatements = MAX_GROUP_STATEMENTS }: { maxStatements?: number } = {},
): WriteTransaction {
  const queue: Job[] = [];
  let draining = false;

  async function commitAlone(job: Job): Promise<void> {
    try {
      job.resolve(await client.batch(job.statements, "write"));
    } catch (error) {
      job.reject(error);
    }
  }

  async function commitGroup(jobs: Job[]): Promise<void> {
    if (jobs.length === 1) return commitAlone(jobs[0]);
    let results: ResultSet[];
    try {
      results = await client.batch(
        jobs.flatMap((job) => job.statements),
        "write",
      );
    } catch {
      // The whole group was rolled back: each job goes again on its own, so only a faulty one fails.
      for (const job of jobs) await commitAlone(job);
      return;
    }
    let offset = 0;
    for (const job of jobs) {
      job.resolve(results.slice(offset, offset + job.statements.length));
      offset += job.statements.length;
    }
  }

  async function drain(): Promise<void> {
    // Wait for the rest of this turn: requests parsed alongside this one join its transaction.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const group: Job[] = [queue.shift()!];
      let size = group[0].statements.length;
      while (queue.length > 0 && size + queue[0].statements.length <= maxStatements) {
        size += queue[0].statements.length;
        group.push(queue.shift()!);
      }
      await commitGroup(group);
    }
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

  return (statements) =>
    new Promise<ResultSet[]>((resolve, reject) => {
      queue.push({ statements, resolve, reject });
      schedule();
    });
}
