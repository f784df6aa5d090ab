/**
 * The register's figures and credentials are written as lists, each entry with the `key` copy names it by
 * (`{claim:<key>}`), because the browser editor holds a list of entries, never an object whose names the owner
 * picks. Pages read them by key: this turns a list into that lookup, for the schema (src/lib/claims/schema.ts) and
 * for src/config/site.ts, which reads the file without zod. Dependency-free, so islands may import it.
 */

/** A register entry as the file holds it: its key and its own fields. */
export type Keyed<T> = T & { key: string };

/** `entries` by their `key`, each without it, in file order; a repeated key keeps the first (the schema refuses it). */
export function byKey<T extends object>(entries: readonly Keyed<T>[]): Record<string, T> {
  const record: Record<string, T> = {};
  for (const { key, ...rest } of entries) if (!(key in record)) record[key] = rest as unknown as T;
  return record;
}
