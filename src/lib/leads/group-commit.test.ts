import { afterEach, describe, expect, it } from "vitest";
import { createClient, type Client } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGroupWriter } from "@/lib/leads/group-commit";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A WAL file database with one table, and a second connection to look at it from outside. */
async function database(): Promise<{ client: Client; outside: Client; transactions: () => number }> {
  const dir = mkdtempSync(join(tmpdir(), "group-commit-"));
  const url = `file:${join(dir, "t.db")}`;
  const client = createClient({ url, concurrency: 1 });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE CHECK (v <> 'bad'))");
  const outside = createClient({ url });
  let count = 0;
  const batch = client.batch.bind(client);
  client.batch = (async (...args: Parameters<Client["batch"]>) => {
    count += 1;
    return batch(...args);
  }) as Client["batch"];
  cleanups.push(() => {
    client.close();
    outside.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { client, outside, transactions: () => count };
}

const insert = (v: string) => [{ sql: "INSERT INTO t (v) VALUES (?) RETURNING id, v", args: [v] }];

async function stored(outside: Client): Promise<string[]> {
  return (await outside.execute("SELECT v FROM t ORDER BY id")).rows.map((row) => String(row.v));
}

describe("group commit", () => {
  it("commits writes asked for together in one transaction, each caller getting its own results", async () => {
    const { client, outside, transactions } = await database();
    const write = createGroupWriter(client);
    const values = Array.from({ length: 12 }, (_, i) => `v${i}`);
    const results = await Promise.all(values.map((v) => write(insert(v))));
    expect(transactions()).toBe(1);
    expect(results.map(([result]) => result.rows[0].v)).toEqual(values);
    expect(await stored(outside)).toEqual(values);
  });

  it("answers a caller only once its write is committed and visible to another connection", async () => {
    const { client, outside } = await database();
    const write = createGroupWriter(client);
    const seen = await Promise.all(
      ["a", "b", "c"].map(async (v) => {
        await write(insert(v));
        return stored(outside);
      }),
    );
    for (const rows of seen) expect(rows).toEqual(expect.arrayContaining(["a", "b", "c"]));
  });

  it("fails only the faulty caller of a group; the others are committed", async () => {
    const { client, outside } = await database();
    const write = createGroupWriter(client);
    const outcomes = await Promise.allSettled([
      write(insert("x")),
      write([...insert("y"), ...insert("bad")]),
      write(insert("z")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toMatch(/CHECK/);
    // The faulty caller's first statement was rolled back with it.
    expect(await stored(outside)).toEqual(["x", "z"]);
  });

  it("keeps a group under its statement cap and still commits every write", async () => {
    const { client, outside, transactions } = await database();
    const write = createGroupWriter(client, { maxStatements: 4 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(insert(`n${i}`))));
    expect(transactions()).toBe(3);
    expect(await stored(outside)).toHaveLength(10);
  });

  it("commits writes that come one after another, and writes queued while a group commits", async () => {
    const { client, outside, transactions } = await database();
    const write = createGroupWriter(client);
    await write(insert("first"));
    const second = write(insert("second"));
    // Queued from the first caller's continuation, while "second" waits for its turn.
    const third = second.then(() => write(insert("third")));
    await Promise.all([second, third]);
    expect(await stored(outside)).toEqual(["first", "second", "third"]);
    expect(transactions()).toBe(3);
  });
});
