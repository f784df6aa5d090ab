// @ts-check
// A throwaway lead database on either engine for the scripts that run real servers (crash test, benchmark),
// and a way to look into one from outside. PostgreSQL gets a cluster of its own (postgres-cluster.mjs).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import pg from "pg";
import { startPostgresCluster } from "./postgres-cluster.mjs";

/** @typedef {"sqlite" | "postgres"} Engine */

/**
 * The two engines the lead store runs on.
 * @type {Engine[]}
 */
export const ENGINES = ["sqlite", "postgres"];

/**
 * Runs one statement on a connection of its own and closes it. Placeholders are the engine's own
 * (`?` for SQLite, `$1` for PostgreSQL).
 * @param {string} url @param {string} sql @param {unknown[]} [args]
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function queryDatabase(url, sql, args = []) {
  if (url.startsWith("file:")) {
    const client = createClient({ url });
    try {
      return /** @type {Record<string, unknown>[]} */ (
        (await client.execute({ sql, args: /** @type {import("@libsql/client").InValue[]} */ (args) })).rows
      );
    } finally {
      client.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, args)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A new, empty lead database: a file in a temporary folder, or a database on a new PostgreSQL cluster.
 * `cleanup` deletes it (and stops the cluster).
 * @param {Engine} engine
 */
export async function throwawayDatabase(engine) {
  if (engine === "sqlite") {
    const dir = await mkdtemp(join(tmpdir(), "leads-"));
    return { url: `file:${join(dir, "leads.db")}`, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const cluster = await startPostgresCluster();
  return { url: await cluster.createDatabase("leads"), cleanup: () => cluster.stop() };
}
