/**
 * The submission rate limit shared by every server on one database: a row per accepted submission, keyed by a
 * salted hash of the client (never the address itself), kept only for the window.
 */
import { createHash, randomBytes } from "node:crypto";
import type { SqlEngine } from "@/lib/leads/store/sql-engine";
import type { WritePath } from "@/lib/leads/store/write-path";

export function rateHits(engine: SqlEngine, write: WritePath) {
  // The key that turns client addresses into hashes: random per database, shared by its servers.
  let salt: Promise<string> | undefined;
  const readSalt = () =>
    (salt ??= (async () => {
      await engine.run("INSERT INTO store_meta (key, value) VALUES ('rate_salt', ?) ON CONFLICT (key) DO NOTHING", [
        randomBytes(32).toString("hex"),
      ]);
      return String((await engine.run("SELECT value FROM store_meta WHERE key = 'rate_salt'")).rows[0].value);
    })().catch((error: unknown) => {
      salt = undefined;
      throw error;
    }));

  return {
    /** Counts one submission of a client against a limit shared by every process using this database. */
    async hitRateLimit(
      clientKey: string,
      limit: number,
      windowMs: number,
      now = Date.now(),
    ): Promise<{ allowed: boolean; retryAfterMs: number }> {
      const client = createHash("sha256")
        .update(`${await readSalt()}|${clientKey}`)
        .digest("base64url")
        .slice(0, 22);
      // One write transaction: SQLite serialises writers; PostgreSQL takes a lock on this client's hash first,
      // so two servers counting the same client at once cannot both see room for one more.
      return write(async (tx) => {
        if (engine.dialect.transactionLock) await tx.run(engine.dialect.transactionLock, [`rate:${client}`]);
        await tx.run("DELETE FROM rate_hits WHERE client = ? AND at <= ?", [client, now - windowMs]);
        const window = await tx.run("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_hits WHERE client = ?", [
          client,
        ]);
        if (Number(window.rows[0].n) < limit) {
          await tx.run("INSERT INTO rate_hits (client, at) VALUES (?, ?)", [client, now]);
          return { allowed: true, retryAfterMs: 0 };
        }
        return { allowed: false, retryAfterMs: Math.max(1000, Number(window.rows[0].oldest) + windowMs - now) };
      });
    },

    /** Forgets hits older than the window. */
    async sweepRateLimit(windowMs: number, now = Date.now()): Promise<number> {
      return (await write((tx) => tx.run("DELETE FROM rate_hits WHERE at <= ?", [now - windowMs]))).rowsAffected;
    },
  };
}
