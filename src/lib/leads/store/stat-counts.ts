/**
 * The site's daily counters (src/lib/stats/): additive upserts, so several servers flushing the same day's
 * counts add up exactly, and reads for the owner's page and `npm run stats`.
 */
import type { SqlEngine } from "@/lib/leads/store/sql-engine";
import type { WritePath } from "@/lib/leads/store/write-path";

/** One counter: how many times `metric` (a page view, a search…) happened with `key` on a UTC day. */
export interface StatCount {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  metric: string;
  key: string;
  n: number;
}

/** Rows per INSERT: well under both engines' limits on placeholders (4 per row). */
const ROWS_PER_STATEMENT = 200;

export function statCounts(engine: SqlEngine, write: WritePath) {
  return {
    /** Adds counts to the day's counters in one transaction, creating the rows that do not exist yet. */
    async addCounts(counts: readonly StatCount[]): Promise<void> {
      if (counts.length === 0) return;
      await write(async (tx) => {
        for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
          const rows = counts.slice(start, start + ROWS_PER_STATEMENT);
          await tx.run(
            `INSERT INTO stat_counts (day, metric, key, n) VALUES ${rows.map(() => "(?, ?, ?, ?)").join(", ")}
             ON CONFLICT (day, metric, key) DO UPDATE SET n = stat_counts.n + excluded.n`,
            rows.flatMap((row) => [row.day, row.metric, row.key, row.n]),
          );
        }
      });
    },

    /** Deletes the counters of days before `day` (the privacy notice's two years); returns how many rows went. */
    async deleteCountsBefore(day: string): Promise<number> {
      return (await write((tx) => tx.run("DELETE FROM stat_counts WHERE day < ?", [day]))).rowsAffected;
    },

    /** Every counter from `sinceDay` (inclusive, `YYYY-MM-DD`) on, by day then metric then key. */
    async readCounts(sinceDay: string): Promise<StatCount[]> {
      const result = await engine.run(
        "SELECT day, metric, key, n FROM stat_counts WHERE day >= ? ORDER BY day, metric, key",
        [sinceDay],
      );
      return result.rows.map((row) => ({
        day: String(row.day),
        metric: String(row.metric),
        key: String(row.key),
        n: Number(row.n),
      }));
    },

    /** A small setting shared by every server on this database (the owner's sign-out time). */
    async readMeta(key: string): Promise<string | undefined> {
      const result = await engine.run("SELECT value FROM store_meta WHERE key = ?", [key]);
      return result.rows[0] ? String(result.rows[0].value) : undefined;
    },

    async writeMeta(key: string, value: string): Promise<void> {
      await write((tx) =>
        tx.run(
          `INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          [key, value],
        ),
      );
    },
  };
}
