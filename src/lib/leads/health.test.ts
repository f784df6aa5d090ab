/** The /healthz check: a real write to the store, failures and stalls answered at once, no detail shown. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "@libsql/client";
import { createHealthCheck } from "@/lib/leads/health";
import type { LeadStore } from "@/lib/leads/store";
import { tempStore } from "@/lib/leads/test-support";

afterEach(() => vi.restoreAllMocks());

/** A store whose only working part is checkWritable. */
const storeWith = (checkWritable: () => Promise<void>) => async () => ({ checkWritable }) as unknown as LeadStore;

describe("the health check", () => {
  it("is healthy when the store takes a write, and leaves the time of that write in store_meta", async () => {
    const { store, url, cleanup } = await tempStore();
    try {
      expect(await createHealthCheck(async () => store)()).toEqual({ ok: true });
      const reader = createClient({ url });
      const { rows } = await reader.execute("SELECT value FROM store_meta WHERE key = 'health_checked_at'");
      reader.close();
      expect(Date.now() - Date.parse(String(rows[0].value))).toBeLessThan(60_000);
    } finally {
      cleanup();
    }
  });

  it("says only that the store cannot be written; the cause goes to the log", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = async () => {
      throw new Error("SQLITE_READONLY: attempt to write a readonly database at /srv/leads/leads.db");
    };
    const health = await createHealthCheck(failing)("req-1");
    expect(health).toEqual({ ok: false, reason: "The lead store cannot be written." });
    expect(String(logged.mock.calls[0][0])).toMatch(/"event":"health.failed".*"requestId":"req-1".*SQLITE_READONLY/);
  });

  it("answers within its time limit when the store does not answer at all", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const check = createHealthCheck(
      storeWith(() => new Promise(() => {})),
      { timeoutMs: 50 },
    );
    const started = performance.now();
    expect(await check()).toEqual({ ok: false, reason: "The lead store did not answer in time." });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("lets checks that arrive during a slow write share it instead of queueing more writes", async () => {
    let writes = 0;
    let finish!: () => void;
    const check = createHealthCheck(
      storeWith(() => {
        writes += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    const first = check();
    const second = check();
    await vi.waitFor(() => expect(writes).toBe(1));
    finish();
    expect(await Promise.all([first, second])).toEqual([{ ok: true }, { ok: true }]);
    // Once it is done, the next check writes again.
    const third = check();
    await vi.waitFor(() => expect(writes).toBe(2));
    finish();
    expect(await third).toEqual({ ok: true });
  });
});
