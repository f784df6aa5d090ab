import { afterEach, describe, expect, it } from "vitest";
import { createClient, type Client } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteEngine } from "@/lib/leads/store/sqlite-engine";
import type { SqlEngine, SqlRunner } from "@/lib/leads/store/sql-engine";
import { createGroupWriter } from "@/lib/leads/store/write-path";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A WAL file database with one table, a count of its transactions, and a second connection to look from outside. */
async function database(): Promise<{ engine: SqlEngine; outside: Client; transactions: () => number }> {
  const dir = mkdtempSync(join(tmpdir(), "group-commit-"));
  const url = `file:${join(dir, "t.db")}`;
  const engine = await openSqliteEngine(url);
  await engine.run("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE CHECK (v <> 'bad'))");
  const outside = createClient({ url });
  let count = 0;
  const transaction = engine.transaction.bind(engine);
  engine.transaction = ((work) => {
    count += 1;
    return transaction(work);
  }) as SqlEngine["transaction"];
  cleanups.push(async () => {
    await engine.close();
    outside.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { engine, outside, transactions: () => count };
}

const insert = (v: string) => async (tx: SqlRunner) =>
  (await tx.run("INSERT INTO t (v) VALUES (?) RETURNING id, v", [v])).rows[0];
const insertTwo = (a: string, b: string) => async (tx: SqlRunner) => [await insert(a)(tx), await insert(b)(tx)];

async function stored(outside: Client): Promise<string[]> {
  return (await outside.execute("SELECT v FROM t ORDER BY id")).rows.map((row) => String(row.v));
}

describe("group commit", () => {
  it("commits writes asked for together in one transaction, each caller getting its own results", async () => {
    const { engine, outside, transactions } = await database();
    const write = createGroupWriter(engine);
    const values = Array.from({ length: 12 }, (_, i) => `v${i}`);
    const results = await Promise.all(values.map((v) => write(insert(v))));
    expect(transactions()).toBe(1);
    expect(results.map((row) => row.v)).toEqual(values);
    expect(await stored(outside)).toEqual(values);
  });

  it("answers a caller only once its write is committed and visible to another connection", async () => {
    const { engine, outside } = await database();
    const write = createGroupWriter(engine);
    const seen = await Promise.all(
      ["a", "b", "c"].map(async (v) => {
        await write(insert(v));
        return stored(outside);
      }),
    );
    for (const rows of seen) expect(rows).toEqual(expect.arrayContaining(["a", "b", "c"]));
  });

  it("fails only the faulty caller of a group; the others are committed", async () => {
    const { engine, outside } = await database();
    const write = createGroupWriter(engine);
    const outcomes = await Promise.allSettled([write(insert("x")), write(insertTwo("y", "bad")), write(insert("z"))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toMatch(/CHECK/);
    // The faulty caller's first statement was rolled back with it.
    expect(await stored(outside)).toEqual(["x", "z"]);
  });

  it("keeps a group under its size cap and still commits every write", async () => {
    const { engine, outside, transactions } = await database();
    const write = createGroupWriter(engine, { maxGroup: 4 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(insert(`n${i}`))));
    expect(transactions()).toBe(3);
    expect(await stored(outside)).toHaveLength(10);
  });

  it("commits writes that come one after another, and writes queued while a group commits", async () => {
    const { engine, outside, transactions } = await database();
    const write = createGroupWriter(engine);
    await write(insert("first"));
    const second = write(insert("second"));
    // Queued from the first caller's continuation, while "second" waits for its turn.
    const third = second.then(() => write(insert("third")));
    await Promise.all([second, third]);
    expect(await stored(outside)).toEqual(["first", "second", "third"]);
    expect(transactions()).toBe(3);
  });
});
