import { describe, expect, it } from "vitest";
import {
  BUSY_RETRY_MS,
  SESSION_MS,
  cookieValue,
  createSignInLimiter,
  createVerificationGate,
  isValidSession,
  issueSession,
  makeOwnerHash,
  readOwnerConfig,
  sessionKey,
  signIn,
  verifyOwnerPassword,
} from "@/lib/stats/owner-auth";

describe("owner password", () => {
  it("is kept as a salted scrypt hash and checked against it", async () => {
    const line = await makeOwnerHash("correct horse battery");
    expect(line).toMatch(/^scrypt:16384:8:1:/);
    expect(line).not.toContain("correct");
    expect(await makeOwnerHash("correct horse battery")).not.toBe(line);
    const owner = readOwnerConfig({ OWNER_PASSWORD_HASH: line })!;
    expect(await verifyOwnerPassword("correct horse battery", owner)).toBe(true);
    expect(await verifyOwnerPassword("correct horse batterY", owner)).toBe(false);
    expect(await verifyOwnerPassword("", owner)).toBe(false);
  });

  it("is off while unset, and a bad value names the variable", () => {
    expect(readOwnerConfig({})).toBeNull();
    expect(readOwnerConfig({ OWNER_PASSWORD_HASH: "  " })).toBeNull();
    expect(() => readOwnerConfig({ OWNER_PASSWORD_HASH: "hunter2" })).toThrow(/OWNER_PASSWORD_HASH/);
    const weak = `scrypt:2:8:1:${"a".repeat(22)}:${"b".repeat(43)}`;
    expect(() => readOwnerConfig({ OWNER_PASSWORD_HASH: weak })).toThrow(/OWNER_PASSWORD_HASH.*out of range/);
  });
});

describe("owner session", () => {
  it("is valid until it expires or the owner signs out, and only with this key", async () => {
    const owner = readOwnerConfig({ OWNER_PASSWORD_HASH: await makeOwnerHash("correct horse battery") })!;
    const key = sessionKey(owner);
    const token = issueSession(key, 1_000, 500);
    expect(isValidSession(token, key, 1_200)).toBe(true);
    expect(isValidSession(token, key, 1_500)).toBe(false);
    expect(isValidSession(token, key, 1_200, 1_100)).toBe(false);
    const other = sessionKey(readOwnerConfig({ OWNER_PASSWORD_HASH: await makeOwnerHash("another long one") })!);
    expect(isValidSession(token, other, 1_200)).toBe(false);
    const [issued, , mac] = token.split(".");
    expect(isValidSession(`${issued}.99999999.${mac}`, key, 1_200)).toBe(false);
    expect(isValidSession(undefined, key, 1_200)).toBe(false);
    expect(cookieValue(`a=1; owner_session=${token}`, "owner_session")).toBe(token);
  });

  it("is refused when it claims a longer life than the configured one, or was issued in the future", async () => {
    const key = sessionKey(readOwnerConfig({ OWNER_PASSWORD_HASH: await makeOwnerHash("correct horse battery") })!);
    const now = 10 * SESSION_MS;
    expect(isValidSession(issueSession(key, now), key, now + 1)).toBe(true);
    expect(isValidSession(issueSession(key, now, SESSION_MS + 1), key, now + 1)).toBe(false);
    expect(isValidSession(issueSession(key, now + 60 * 60 * 1000), key, now)).toBe(false);
    // A server whose clock runs a little ahead issued it: still good.
    expect(isValidSession(issueSession(key, now + 1000), key, now)).toBe(true);
  });
});

describe("createSignInLimiter", () => {
  it("slows failures after the free ones, refuses after the most, and forgets after the window", () => {
    const limiter = createSignInLimiter({ freeFailures: 2, maxFailures: 4, delayMs: 1000, windowMs: 60_000 });
    expect(limiter.attempt("a", 0)).toEqual({ allowed: true, delayMs: 0 });
    expect(limiter.attempt("a", 1)).toEqual({ allowed: true, delayMs: 0 });
    expect(limiter.attempt("a", 2)).toEqual({ allowed: true, delayMs: 1000 });
    expect(limiter.attempt("a", 3)).toEqual({ allowed: true, delayMs: 1000 });
    expect(limiter.attempt("a", 4)).toEqual({ allowed: false, retryAfterMs: 59_996 });
    expect(limiter.attempt("b", 4)).toEqual({ allowed: true, delayMs: 0 });
    expect(limiter.attempt("a", 60_000)).toEqual({ allowed: true, delayMs: 0 });
  });

  it("counts a try before its password is checked: tries at once pass no more than the most", () => {
    const limiter = createSignInLimiter({ maxFailures: 5 });
    const decisions = Array.from({ length: 40 }, () => limiter.attempt("a", 0));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it("starts again after a success", () => {
    const limiter = createSignInLimiter({ freeFailures: 0 });
    limiter.attempt("a", 0);
    limiter.succeeded("a");
    expect(limiter.attempt("a", 1)).toEqual({ allowed: true, delayMs: 0 });
  });
});

describe("createVerificationGate", () => {
  it("admits at most so many checks at once, and one per client, until a place is freed", () => {
    const gate = createVerificationGate({ maxRunning: 2, perClient: 1 });
    const first = gate.enter("a");
    expect(first).toBeDefined();
    expect(gate.enter("a")).toBeUndefined();
    const second = gate.enter("b");
    expect(second).toBeDefined();
    expect(gate.enter("c")).toBeUndefined();
    first!();
    // Freeing twice frees one place only.
    first!();
    expect(gate.enter("a")).toBeDefined();
    expect(gate.enter("c")).toBeUndefined();
  });
});

describe("signIn", () => {
  it("is busy without a place, counting nothing; else counts the try, checks the password and frees the place", async () => {
    const owner = readOwnerConfig({ OWNER_PASSWORD_HASH: await makeOwnerHash("correct horse battery") })!;
    const limiter = createSignInLimiter({ maxFailures: 1 });
    const gate = createVerificationGate({ maxRunning: 1 });
    const held = gate.enter("other")!;
    const options = { client: "a", owner, limiter, gate, now: 0 };
    expect(await signIn("guess", options)).toEqual({ kind: "busy", retryAfterMs: BUSY_RETRY_MS });
    held();
    expect(await signIn("guess", options)).toEqual({ kind: "wrong", delayMs: 0 });
    expect(await signIn("correct horse battery", options)).toMatchObject({ kind: "locked-out" });
    expect(await signIn("correct horse battery", { ...options, client: "b" })).toEqual({ kind: "signed-in" });
    // Every place was freed.
    expect(gate.enter("c")).toBeDefined();
  });
});
