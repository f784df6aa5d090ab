import { describe, expect, it } from "vitest";
import type { StatCount } from "@/lib/leads/store";
import { createCounterBuffer } from "@/lib/stats/buffer";

const DAY = new Date("2026-11-27T10:00:00Z");

describe("createCounterBuffer", () => {
  it("adds up in memory and writes one row per counter", async () => {
    const written: StatCount[][] = [];
    const buffer = createCounterBuffer({
      write: async (rows) => void written.push(rows),
      intervalMs: 0,
      maxPending: 100,
    });
    buffer.add("view", "/a", 1, DAY);
    buffer.add("view", "/a", 1, DAY);
    buffer.add("view", "/b", 1, DAY);
    expect(written).toEqual([]);
    expect(buffer.pending()).toBe(3);
    await buffer.flush();
    expect(written).toEqual([
      [
        { day: "2026-11-27", metric: "view", key: "/a", n: 2 },
        { day: "2026-11-27", metric: "view", key: "/b", n: 1 },
      ],
    ]);
    expect(buffer.pending()).toBe(0);
  });

  it("writes as soon as maxPending increments are waiting", async () => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const written: StatCount[][] = [];
    const buffer = createCounterBuffer({
      write: async (rows) => {
        written.push(rows);
        release();
      },
      intervalMs: 0,
      maxPending: 3,
    });
    for (let i = 0; i < 3; i += 1) buffer.add("view", "/a", 1, DAY);
    await done;
    expect(written[0]).toEqual([{ day: "2026-11-27", metric: "view", key: "/a", n: 3 }]);
  });

  it("keeps the counts of a failed write for the next one", async () => {
    let fail = true;
    const written: StatCount[][] = [];
    const errors: unknown[] = [];
    const buffer = createCounterBuffer({
      write: async (rows) => {
        if (fail) throw new Error("database away");
        written.push(rows);
      },
      intervalMs: 0,
      maxPending: 100,
      onError: (error) => errors.push(error),
    });
    buffer.add("view", "/a", 2, DAY);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    buffer.add("view", "/a", 1, DAY);
    fail = false;
    await buffer.close();
    expect(written).toEqual([[{ day: "2026-11-27", metric: "view", key: "/a", n: 3 }]]);
  });

  it("drops new counters past maxKeys rather than grow", async () => {
    const written: StatCount[][] = [];
    const buffer = createCounterBuffer({
      write: async (rows) => void written.push(rows),
      intervalMs: 0,
      maxPending: 100,
      maxKeys: 2,
    });
    for (const key of ["/a", "/b", "/c", "/a"]) buffer.add("view", key, 1, DAY);
    await buffer.flush();
    expect(written[0].map((row) => [row.key, row.n])).toEqual([
      ["/a", 2],
      ["/b", 1],
    ]);
  });
});
