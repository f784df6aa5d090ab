/**
 * What the lead store needs from a database, whichever it is: run a statement, run a function in one write
 * transaction, and the few phrases where SQLite and PostgreSQL spell the same thing differently. Every query of
 * the store is written once, in the SQL both understand, with `?` placeholders and these phrases.
 */

export type SqlValue = string | number | null;

export interface SqlResult {
  rows: Record<string, unknown>[];
  /** Rows an INSERT, UPDATE or DELETE changed. */
  rowsAffected: number;
}

/** Runs one statement: on its own, or inside the transaction it belongs to. */
export interface SqlRunner {
  run(sql: string, args?: readonly SqlValue[]): Promise<SqlResult>;
}

/** The phrases the two engines spell differently. */
export interface SqlDialect {
  /** An integer key the database numbers itself. */
  autoId: string;
  /** A column of milliseconds since 1970 (beyond 32 bits). */
  epochMs: string;
  /** An index expression comparing text regardless of letter case. */
  caselessIndex(column: string): string;
  /** A condition: `column` equals the next placeholder regardless of letter case (using the index above). */
  caselessEquals(column: string): string;
  /** A JSON array of a lead's consent records, from `consents c` of lead `l`. */
  consentsJson: string;
  /** Appended to the SELECT that picks outbox rows to claim, so two servers never pick the same one. */
  claimLock: string;
  /** Statements that keep `table`'s id numbering above ids copied into it. */
  afterCopyingIds(table: string): string[];
  /** A JSON object of a lead's booking, from `bookings b` of lead `l`, or NULL when it is not a booking. */
  bookingJson: string;
  /**
   * Statements widening a CHECK constraint of `table` from `from` to `to` (both written as in the migration that
   * made it): PostgreSQL drops and re-adds the named constraint; SQLite, which cannot alter a constraint, edits the
   * table's recorded definition, which is safe because every stored row already meets the wider rule.
   */
  widenCheck(table: string, constraintNames: readonly string[], from: string, to: string): string[];
  /** A statement taking a lock on `?` (a text key) until the transaction ends, or null where writes never overlap. */
  transactionLock: string | null;
}

export interface SqlEngine extends SqlRunner {
  readonly kind: "sqlite" | "postgres";
  readonly dialect: SqlDialect;
  /** Runs `work` in one write transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
