/**
 * The counters of one server process: a buffer (buffer.ts) written to the lead store's database every
 * STATS_FLUSH_SECONDS (default 5) or every STATS_FLUSH_COUNT increments (default 500), and when the server stops
 * (the lead runtime's close writes it before the store closes). A SIGKILL loses at most what is pending: under
 * STATS_FLUSH_COUNT increments, or the last STATS_FLUSH_SECONDS of counts if fewer.
 */
import { clientKey } from "@/lib/leads/handler";
import { readOriginSettings } from "@/lib/leads/config";
import { getLeadsRuntime, onLeadsClose } from "@/lib/leads/runtime";
import { errorText, log } from "@/lib/log/log.mjs";
import { createCounterBuffer, type CounterBuffer } from "@/lib/stats/buffer";
import { createClientWindow, type ClientWindow } from "@/lib/stats/client-window";
import { refererPath, stepEntries, utcDay, whyNotCounted } from "@/lib/stats/counting";
import { daysBefore } from "@/lib/stats/report";
import { numberSetting } from "@/lib/site/number-setting";
import { takeReferrers } from "@/lib/hosting/referrers.mjs";

export const DEFAULT_FLUSH_SECONDS = 5;
/** Counters are kept this many days (the privacy notice says two years), then deleted. */
export const KEEP_DAYS = 730;
export const DEFAULT_FLUSH_COUNT = 500;
/**
 * The most different keys one metric keeps per day in the database (STATS_DAY_KEYS): past it a new key's counts
 * are not stored, only how many were turned away, which the owner's page shows. The sample site has a few hundred
 * pages, a 1,000-franchise one about 1,400, so a real day stays well inside it.
 */
export const DEFAULT_DAY_KEYS = 5000;
/** A client raises a counter once per this window, and at most CLIENT_KEYS different ones in it. */
export const CLIENT_WINDOW_MS = 30 * 60 * 1000;
export const CLIENT_KEYS = 60;

let buffer: CounterBuffer | undefined;
let clients: ClientWindow | undefined;

const WHOLE = { min: 1, whole: true } as const;

/** The flush settings, checked (a bad value names its variable). */
export function readStatsConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    flushMs: numberSetting(env, "STATS_FLUSH_SECONDS", DEFAULT_FLUSH_SECONDS, WHOLE) * 1000,
    flushCount: numberSetting(env, "STATS_FLUSH_COUNT", DEFAULT_FLUSH_COUNT, WHOLE),
    dayKeys: numberSetting(env, "STATS_DAY_KEYS", DEFAULT_DAY_KEYS, WHOLE),
  };
}

/** The process's counter buffer, created on first use. */
export function statsBuffer(): CounterBuffer {
  if (buffer) return buffer;
  const config = readStatsConfig();
  // This runtime's store, kept: the last batch is written while the runtime closes, when a new one must not open.
  const leads = getLeadsRuntime(import.meta.env.SITE);
  let purgedOn = "";
  const created = createCounterBuffer({
    write: async (counts) => {
      const store = await leads.store();
      await store.addCounts(counts, { dayKeys: config.dayKeys });
      // Once a day per process, with the day's first write: days older than KEEP_DAYS go.
      const today = utcDay(new Date());
      if (purgedOn !== today) {
        purgedOn = today;
        await store.deleteCountsBefore(daysBefore(today, KEEP_DAYS));
      }
    },
    intervalMs: config.flushMs,
    maxPending: config.flushCount,
    onError: (error) => log.error("stats.flush_failed", { error: errorText(error), outcome: "kept for the next try" }),
  });
  buffer = created;
  onLeadsClose(async () => {
    if (buffer === created) buffer = undefined;
    await created.close();
  });
  return created;
}

/** The part of an Astro context counting needs. */
export interface CountingContext {
  request: Request;
  /**
   * Set by the site's Node server; a page rendered any other way (a test's Container API) counts nothing. The
   * peer's address (or, behind a trusted proxy, the client it names) is whose window a count falls in. `counts`
   * collects what a render counted, so an answer sent again from the answer cache (src/middleware/index.ts)
   * counts again for the visitor who asked (countAgain).
   */
  locals: { requestId?: string; remoteAddress?: string; counts?: CountedRequest[] };
}

/** What one countRequest call counted, in data alone: what countAgain replays for another request. */
export interface CountedRequest {
  entries: readonly (readonly [string, string | null | undefined])[];
  perClient: boolean;
  step?: string;
}

/**
 * Counts what a request did, unless it is not to be counted (whyNotCounted: a bot, a prefetch, a visitor who
 * objects) or did not come through the site's server. Each entry is `[metric, key]`; an entry with a null key
 * is skipped, and so is one this client raised in its window already (client-window.ts), unless `perClient` is
 * false: a stored enquiry, which the lead store and its rate limit already count once. `step` names a step of the
 * decision path: the move from the page the Referer names is counted too (stepEntries), the one part of a count
 * that depends on more than the URL. Never throws: counting must not break a page.
 */
export function countRequest(
  { request, locals }: CountingContext,
  entries: readonly (readonly [string, string | null | undefined])[],
  { perClient = true, step }: { perClient?: boolean; step?: string } = {},
): boolean {
  (locals.counts ??= []).push({ entries, perClient, step });
  if (!locals.requestId || whyNotCounted(request.method, request.headers)) return false;
  try {
    const counters = statsBuffer();
    clients ??= createClientWindow({ windowMs: CLIENT_WINDOW_MS, perClient: CLIENT_KEYS });
    const client = clientKey(request, locals.remoteAddress, readOriginSettings(process.env).trustProxy);
    const moves = step ? stepEntries(step, refererPath(request.headers.get("referer"))) : [];
    for (const [metric, key] of [...entries, ...moves])
      if (key && (!perClient || clients.admit(client, metric, key))) counters.add(metric, key);
    // A visit from another site is followed by its page's counting image within a moment: its note goes too.
    countReferrers(counters);
    return true;
  } catch (error) {
    log.error("stats.count_failed", { error: errorText(error) });
    return false;
  }
}

/** Counts for this request what another request's render counted (an answer sent again from the answer cache). */
export function countAgain(context: CountingContext, counted: readonly CountedRequest[]): void {
  for (const { entries, perClient, step } of counted) countRequest(context, entries, { perClient, step });
}

/**
 * Moves the server's notes of the sites that sent visitors (src/lib/hosting/referrers.mjs) into the counters, as
 * `referrer` by host, by the same rules as every count (a bot, a prefetch, a visitor who objects: not counted).
 */
export function countReferrers(counters: CounterBuffer = statsBuffer()): void {
  for (const note of takeReferrers()) {
    let headers: Headers;
    try {
      headers = new Headers(note.headers);
    } catch {
      // A header Node let through that the Fetch standard refuses: such a visit is not counted, and nothing breaks.
      continue;
    }
    if (!whyNotCounted("GET", headers)) counters.add("referrer", note.host);
  }
}
