import { describe, expect, it } from "vitest";
import { createRateLimiter } from "@/lib/leads/rate-limit";

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
