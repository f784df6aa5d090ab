import { describe, expect, it } from "vitest";
import { createRateLimiter, createSharedRateLimiter } from "@/lib/leads/rate-limit";
import { openLeadStore } from "@/lib/leads/store";
import { ENGINES, tempStore } from "@/lib/leads/test-support";

describe("rate limiter", () => {
  it("allows the limit per window per client, then says when to come back", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 10_000).allowed).toBe(true);
    expect(limiter.check("a", 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.check("b", 20_000).allowed).toBe(true);
    expect(limiter.check("a", 60_001).allowed).toBe(true);
  });

  it("is off with a limit of 0", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i += 1) expect(limiter.check("a", i).allowed).toBe(true);
  });
});

describe.each(ENGINES)("rate limit shared through the lead database on %s", (engine) => {
  it("holds across two connections (two processes) on one database, and stores no raw address", async () => {
    const { store, url, query, cleanup } = await tempStore(engine);
    const other = await openLeadStore({ url });
    try {
      const first = createSharedRateLimiter(async () => store, { limit: 3, windowMs: 60_000 });
      const second = createSharedRateLimiter(async () => other, { limit: 3, windowMs: 60_000 });
      const t = 1_700_000_000_000;
      expect((await first.check("203.0.113.9", t)).allowed).toBe(true);
      expect((await second.check("203.0.113.9", t + 1000)).allowed).toBe(true);
      expect((await first.check("203.0.113.9", t + 2000)).allowed).toBe(true);
      expect(await second.check("203.0.113.9", t + 3000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
      expect(await first.check("203.0.113.9", t + 4000)).toEqual({ allowed: false, retryAfterSeconds: 56 });
      expect((await second.check("198.51.100.4", t + 4000)).allowed).toBe(true);
      // The window slides: a minute after the first hit, one more is allowed.
      expect((await second.check("203.0.113.9", t + 60_001)).allowed).toBe(true);
      const rows = (await query("SELECT client FROM rate_hits")).map((row) => String(row.client));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.includes("203.0.113") || row.includes("198.51"))).toBe(false);
    } finally {
      await other.close();
      await cleanup();
    }
  });

  it("allows exactly the limit when two servers count one client's burst at the same moment", async () => {
    const { store, url, query, cleanup } = await tempStore(engine);
    const other = await openLeadStore({ url });
    try {
      const t = 1_700_000_000_000;
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).hitRateLimit("203.0.113.7", 5, 60_000, t + i)),
      );
      expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
      expect(Number((await query("SELECT COUNT(*) AS n FROM rate_hits"))[0].n)).toBe(5);
    } finally {
      await other.close();
      await cleanup();
    }
  });

  it("lets requests through when the database cannot be reached (storing the lead then fails and says so)", async () => {
    const errors: unknown[] = [];
    const limiter = createSharedRateLimiter(() => Promise.reject(new Error("disk gone")), {
      limit: 1,
      windowMs: 1000,
      onError: (error) => errors.push(error),
    });
    expect(await limiter.check("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(errors).toHaveLength(1);
  });
});
