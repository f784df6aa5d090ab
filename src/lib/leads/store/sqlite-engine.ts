/**
 * The embedded engine: one SQLite file through libSQL's driver, in WAL mode with synchronous FULL, checked for
 * damage and for those durability settings every time it opens.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { LeadStoreDurabilityError, LeadStoreIntegrityError } from "@/lib/leads/store/errors";
import type { SqlDialect, SqlEngine, SqlValue } from "@/lib/leads/store/sql-engine";

export const sqliteDialect: SqlDialect = {
  autoId: "INTEGER PRIMARY KEY AUTOINCREMENT",
  epochMs: "INTEGER",
  caselessIndex: (column) => `${column} COLLATE NOCASE`,
  caselessEquals: (column) => `${column} = ? COLLATE NOCASE`,
  consentsJson: `(SELECT json_group_array(json_object('purpose', c.purpose, 'granted', c.granted,
     'wordingVersion', c.wording_version, 'at', c.at, 'withdrawnAt', c.withdrawn_at, 'detail', json(c.detail)))
   FROM consents c WHERE c.lead_id = l.id)`,
  bookingJson: `(SELECT json_object('eventSlug', b.event_slug, 'status', b.status, 'heardFrom', b.heard_from,
     'eventTitle', b.event_title, 'eventWhen', b.event_when, 'eventPlace', b.event_place, 'eventPath', b.event_path,
     'eventIcs', b.event_ics, 'seats', b.seats) FROM bookings b WHERE b.lead_id = l.id)`,
  // "Making other kinds of table schema changes" (sqlite.org/lang_altertable.html): a change no stored row can
  // break, such as loosening a CHECK, may be made by editing sqlite_schema. RESET reloads the schema at once; the
  // CREATE TABLE that follows in the same migration moves the schema cookie on, so other connections reload too.
  widenCheck: (table, _names, from, to) => [
    "PRAGMA writable_schema = ON",
    `UPDATE sqlite_schema SET sql = replace(sql, '${from.replace(/'/g, "''")}', '${to.replace(/'/g, "''")}')
     WHERE type = 'table' AND name = '${table}'`,
    "PRAGMA writable_schema = RESET",
  ],
  // SQLite has one writer at a time: the write transaction is the lock.
  claimLock: "",
  afterCopyingIds: () => [],
  transactionLock: null,
};

/** What an embedded database must run with: WAL, and synchronous FULL (2), so a commit is fsynced before it returns. */
export const REQUIRED_DURABILITY = { journalMode: "wal", synchronous: 2 } as const;

export interface SqliteDurability {
  journalMode: string;
  synchronous: number;
}

/**
 * Throws a LeadStoreDurabilityError unless the settings read back from the connection are the required ones.
 * SQLite ignores a journal mode it cannot use (an in-memory database, some network file systems) without an
 * error, and a crash test cannot see a missing fsync, so reading them back is the check that can be made.
 */
export function assertDurable(url: string, actual: SqliteDurability): void {
  const problems = [
    actual.journalMode.toLowerCase() !== REQUIRED_DURABILITY.journalMode &&
      `journal_mode is ${actual.journalMode}, not wal`,
    actual.synchronous !== REQUIRED_DURABILITY.synchronous && `synchronous is ${actual.synchronous}, not 2 (FULL)`,
  ].filter(Boolean);
  if (problems.length === 0) return;
  throw new LeadStoreDurabilityError(
    `The lead database ${url.split("?")[0]} cannot be written durably (${problems.join("; ")}), so leads are not ` +
      "accepted: use a file on a local disk that supports WAL (not in memory or on a network share), or PostgreSQL.",
  );
}

/** The file behind a `file:` URL (relative or absolute), or null for an in-memory database. */
export function localPathOf(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  let path = url.slice("file:".length).split("?")[0];
  if (path.startsWith("//localhost/")) path = path.slice("//localhost".length);
  else if (path.startsWith("//")) path = path.slice(2);
  return path === "" || path === ":memory:" ? null : decodeURIComponent(path);
}

const DAMAGED = /not a database|malformed|corrupt|SQLITE_NOTADB|SQLITE_CORRUPT/i;

/** A clear message for a file that cannot be read, naming it and what to do. */
export function unreadable(url: string, reason: string): LeadStoreIntegrityError {
  return new LeadStoreIntegrityError(
    `The lead database ${url.split("?")[0]} is damaged or not a lead database (${reason}). ` +
      "Leads cannot be stored until it is repaired: move the file aside and restore the latest backup " +
      "(made with `npm run leads:backup`), or start with an empty database.",
  );
}

async function readDurability(client: Client): Promise<SqliteDurability> {
  const journal = await client.execute("PRAGMA journal_mode");
  const sync = await client.execute("PRAGMA synchronous");
  return { journalMode: String(journal.rows[0].journal_mode), synchronous: Number(sync.rows[0].synchronous) };
}

export interface SqliteEngine extends SqlEngine {
  readonly kind: "sqlite";
  durability(): Promise<SqliteDurability>;
  /** Writes a consistent snapshot to a new file (VACUUM INTO reads one snapshot, so writers carry on). */
  vacuumInto(path: string): Promise<void>;
}

/**
 * Opens a `file:` database: creates its folder, runs the integrity check before anything writes (a damaged
 * file is reported, not migrated), then sets and reads back WAL, synchronous FULL and foreign keys.
 */
export async function openSqliteEngine(url: string): Promise<SqliteEngine> {
  const path = localPathOf(url);
  if (path) mkdirSync(dirname(resolve(path)), { recursive: true });
  // One connection: the durability pragmas are per connection, and SQLite writes one transaction at a time.
  const client = createClient({ url, concurrency: 1 });
  try {
    await client.execute("PRAGMA busy_timeout = 10000");
    const check = await client.execute("PRAGMA integrity_check(5)");
    const problems = check.rows.map((row) => String(row[0])).filter((line) => line !== "ok");
    if (problems.length > 0) throw unreadable(url, `integrity check: ${problems.join("; ")}`);
    await client.execute("PRAGMA journal_mode = WAL");
    // FULL: a commit is on disk (WAL fsynced) before the lead is acknowledged, surviving power loss too.
    await client.execute("PRAGMA synchronous = FULL");
    await client.execute("PRAGMA foreign_keys = ON");
    assertDurable(url, await readDurability(client));
  } catch (error) {
    client.close();
    if (error instanceof LeadStoreIntegrityError || error instanceof LeadStoreDurabilityError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (DAMAGED.test(message)) throw unreadable(url, message);
    throw error;
  }

  // The single connection is lent to an open transaction and refused to anyone else meanwhile, so every use
  // takes its turn. The driver runs each statement synchronously anyway: waiting costs nothing.
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
  const toResult = (result: { rows: unknown[]; rowsAffected: number }) => ({
    rows: result.rows as Record<string, unknown>[],
    rowsAffected: result.rowsAffected,
  });

  return {
    kind: "sqlite",
    dialect: sqliteDialect,
    run: (sql, args: readonly SqlValue[] = []) =>
      inTurn(async () => toResult(await client.execute({ sql, args: [...args] }))),
    transaction: (work) =>
      inTurn(async () => {
        const tx = await client.transaction("write");
        try {
          const value = await work({
            run: async (sql, args = []) => toResult(await tx.execute({ sql, args: [...args] })),
          });
          await tx.commit();
          return value;
        } finally {
          tx.close();
        }
      }),
    durability: () => inTurn(() => readDurability(client)),
    vacuumInto: (target) => inTurn(async () => void (await client.execute({ sql: "VACUUM INTO ?", args: [target] }))),
    close: () => inTurn(async () => client.close()),
  };
}
