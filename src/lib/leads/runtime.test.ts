/** The process-wide lead runtime: what it starts when the store opens is stopped again when it closes. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeLeadsRuntime, getLeadsRuntime } from "@/lib/leads/runtime";
import { tempStore } from "@/lib/leads/test-support";
import { freePort } from "../../../tests/support/free-port.mjs";

const DAY_MS = 24 * 60 * 60_000;

afterEach(async () => {
  await closeLeadsRuntime();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("lead runtime", () => {
  // Issue 24: the retention job's timer was dropped, so closing the runtime left it running on a closed store.
  it("stops the retention job and the outbox timer when it closes", async () => {
    const { url, cleanup } = await tempStore();
    // Only the intervals are faked: the database driver keeps its real timers.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    vi.stubEnv("LEADS_DATABASE_URL", url);
    vi.stubEnv("SMTP_HOST", "127.0.0.1");
    vi.stubEnv("SMTP_PORT", String(await freePort()));
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const store = await getLeadsRuntime("https://www.franchise-advisor.example").store();
      // The retry timers of the mail outbox, of the owner's notices of calls moved or cancelled, and of the four
      // visitor mail channels (a booking's confirmation and cancellation notice, a call's change notice and
      // reminder), and the daily retention job.
      expect(vi.getTimerCount()).toBe(7);
      const purge = vi.spyOn(store, "purgeOlderThan");
      await closeLeadsRuntime();
      expect(vi.getTimerCount()).toBe(0);
      // Runs every faked interval due in two days and lets what they start settle.
      await vi.advanceTimersByTimeAsync(2 * DAY_MS);
      expect(purge).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      cleanup();
    }
  });
});
