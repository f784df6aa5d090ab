/**
 * The submission rate limit shared by every server on one database: a row per accepted submission, keyed by a
 * salted hash of the client (never the address itself), kept only for the window.
 */
import { keyedHasher } from "@/lib/leads/store/keyed-hash";
import type { SqlEngine } from "@/lib/leads/store/sql-engine";
import type { WritePath } from "@/lib/leads/store/write-path";

export function rateHits(engine: SqlEngine, write: WritePath) {
  const hashed = keyedHasher(engine);

  return {
    /** Counts one submission of a client against a limit shared by every process using this database. */
    async hitRateLimit(
      clientKey: string,
      limit: number,
      windowMs: number,
      now = Date.now(),
    ): Promise<{ allowed: boolean; retryAfterMs: number; at?: number }> {
      const client = await hashed(clientKey);
      // One write transaction: SQLite serialises writers; PostgreSQL takes a lock on this client's hash first,
      // so two servers counting the same client at once cannot both see room for one more.
      return write(async (tx) => {
        if (engine.dialect.transactionLock) await tx.run(engine.dialect.transactionLock, [`rate:${client}`]);
        await tx.run("DELETE FROM rate_hits WHERE client = ? AND at <= ?", [client, now - windowMs]);
        const window = await tx.run(
          "SELECT COUNT(*) AS n, MIN(at) AS oldest, MAX(at) AS newest FROM rate_hits WHERE client = ?",
          [client],
        );
        if (Number(window.rows[0].n) < limit) {
          // One client's hits never share a time, so releasing one (releaseRateHit) deletes that one alone.
          const newest = window.rows[0].newest;
          const at = newest === null || newest === undefined ? now : Math.max(now, Number(newest) + 1);
          await tx.run("INSERT INTO rate_hits (client, at) VALUES (?, ?)", [client, at]);
          return { allowed: true, retryAfterMs: 0, at };
        }
        return { allowed: false, retryAfterMs: Math.max(1000, Number(window.rows[0].oldest) + windowMs - now) };
      });
    },

    /** Takes back one counted hit (the `at` hitRateLimit gave it): its post stored nothing after all. */
    async releaseRateHit(clientKey: string, at: number): Promise<void> {
      const client = await hashed(clientKey);
      await write((tx) => tx.run("DELETE FROM rate_hits WHERE client = ? AND at = ?", [client, at]));
    },

    /** Forgets hits older than the window. */
    async sweepRateLimit(windowMs: number, now = Date.now()): Promise<number> {
      return (await write((tx) => tx.run("DELETE FROM rate_hits WHERE at <= ?", [now - windowMs]))).rowsAffected;
    },
  };
}
