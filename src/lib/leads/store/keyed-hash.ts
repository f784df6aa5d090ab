/**
 * A keyed hash of something that identifies a person (a client's network address, a visitor's email address), for
 * the short-lived counters that must recognise it again without keeping it: the key is random per database and
 * shared by its servers (store_meta's rate_salt), so the same input hashes alike on each of them.
 */
import { createHash, randomBytes } from "node:crypto";
import type { SqlRunner } from "@/lib/leads/store/sql-engine";

/** A function hashing text with the database's key, read (or made, by the first server to ask) once. */
export function keyedHasher(engine: SqlRunner): (text: string) => Promise<string> {
  let salt: Promise<string> | undefined;
  const readSalt = () =>
    (salt ??= (async () => {
      await engine.run("INSERT INTO store_meta (key, value) VALUES ('rate_salt', ?) ON CONFLICT (key) DO NOTHING", [
        randomBytes(32).toString("hex"),
      ]);
      return String((await engine.run("SELECT value FROM store_meta WHERE key = 'rate_salt'")).rows[0]!.value);
    })().catch((error: unknown) => {
      salt = undefined;
      throw error;
    }));
  return async (text) =>
    createHash("sha256")
      .update(`${await readSalt()}|${text}`)
      .digest("base64url")
      .slice(0, 22);
}
