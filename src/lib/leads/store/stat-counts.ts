/**
 * The site's daily counters (src/lib/stats/): additive upserts, so several servers flushing the same day's
 * counts add up exactly, and reads for the owner's page and `npm run stats`.
 */
import type { SqlDialect, SqlEngine, SqlRunner } from "@/lib/leads/store/sql-engine";
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

/**
 * The metric of the counts a day's cap turned away: its key is the metric that was full, its n how many counts
 * of new keys were not stored. The owner's page says when it happened; it is never capped itself.
 */
export const CAPPED_METRIC = "capped";

export interface AddCountsOptions {
  /** The most different keys a metric keeps per day (issue 53 §7); none when absent. */
  dayKeys?: number;
}

/** Upserts counters, adding to the rows that exist. */
async function upsert(tx: SqlRunner, counts: readonly StatCount[]) {
  for (let start = 0; start < counts.length; start += ROWS_PER_STATEMENT) {
    const rows = counts.slice(start, start + ROWS_PER_STATEMENT);
    await tx.run(
      `INSERT INTO stat_counts (day, metric, key, n) VALUES ${rows.map(() => "(?, ?, ?, ?)").join(", ")}
       ON CONFLICT (day, metric, key) DO UPDATE SET n = stat_counts.n + excluded.n`,
      rows.flatMap((row) => [row.day, row.metric, row.key, row.n]),
    );
  }
}

/**
 * The counts of one day and metric that fit under its cap: those of keys it holds already, and new keys while
 * there is room; the rest are summed into one CAPPED_METRIC count. Runs under a lock on the day and metric
 * (PostgreSQL; SQLite has one writer), so servers flushing together cannot both take the last room.
 */
async function underCap(tx: SqlRunner, dialect: SqlDialect, group: readonly StatCount[], dayKeys: number) {
  const { day, metric } = group[0];
  if (dialect.transactionLock) await tx.run(dialect.transactionLock, [`stats:${day}:${metric}`]);
  const held = Number(
    (await tx.run("SELECT COUNT(*) AS n FROM stat_counts WHERE day = ? AND metric = ?", [day, metric])).rows[0].n,
  );
  const known = new Set<string>();
  for (let start = 0; start < group.length; start += ROWS_PER_STATEMENT) {
    const keys = group.slice(start, start + ROWS_PER_STATEMENT).map((row) => row.key);
    const found = await tx.run(
      `SELECT key FROM stat_counts WHERE day = ? AND metric = ? AND key IN (${keys.map(() => "?").join(", ")})`,
      [day, metric, ...keys],
    );
    for (const row of found.rows) known.add(String(row.key));
  }
  let room = dayKeys - held;
  let turnedAway = 0;
  const kept = group.filter((row) => {
    if (known.has(row.key)) return true;
    if (room > 0) {
      room -= 1;
      return true;
    }
    turnedAway += row.n;
    return false;
  });
  return turnedAway > 0 ? [...kept, { day, metric: CAPPED_METRIC, key: metric, n: turnedAway }] : kept;
}

export function statCounts(engine: SqlEngine, write: WritePath) {
  return {
    /**
     * Adds counts to the day's counters in one transaction, creating the rows that do not exist yet; with
     * `dayKeys`, a metric's new keys past that many in a day are turned away (and how many, recorded).
     */
    async addCounts(counts: readonly StatCount[], { dayKeys }: AddCountsOptions = {}): Promise<void> {
      if (counts.length === 0) return;
      await write(async (tx) => {
        if (dayKeys === undefined) return upsert(tx, counts);
        const groups = new Map<string, StatCount[]>();
        for (const count of counts) {
          if (count.metric === CAPPED_METRIC) continue;
          const id = `${count.day}\u0000${count.metric}`;
          groups.set(id, [...(groups.get(id) ?? []), count]);
        }
        // The groups in one order on every server, so two flushes never wait on each other's locks in turn.
        const ordered = [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
        const kept: StatCount[] = [];
        for (const group of ordered) kept.push(...(await underCap(tx, engine.dialect, group, dayKeys)));
        await upsert(tx, kept);
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
