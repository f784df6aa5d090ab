/**
 * Fetches the owner's calendar feed (BOOKING_CALENDAR_URL) on the server's own schedule, with a timeout and a size
 * cap, and keeps the last feed that read well: a visitor's request only ever reads that copy, never waits on the
 * owner's calendar provider. A fetch that fails keeps the last good copy and logs one line; until a feed has read
 * well once, `busy` answers null and /book offers no slot (it never offers one it cannot check). At the moment of
 * booking the feed is read again (`busyNow`), so a meeting added minutes ago is respected: one fetch shared by every
 * booking that arrives while it runs, waited on for a few seconds at most.
 */
import { busyFromFeed } from "@/lib/booking/calendar-feed";
import { BodyTooLarge, readBodyCapped } from "@/lib/leads/capped-body";
import type { Interval } from "@/lib/booking/slots";

const DAY = 24 * 60 * 60 * 1000;
/** How far ahead a fetch reads the feed's busy times (availability's horizon is at most this). */
const READ_AHEAD_DAYS = 120;

export interface CalendarFeedSettings {
  url: string;
  refreshMs: number;
  timeoutMs: number;
  maxBytes: number;
  /** How long a booking waits for the feed read at its moment before it is refused (default 3 s). */
  checkTimeoutMs?: number;
}

/** How long a booking waits on the feed unless the settings say otherwise: short, as a visitor is waiting. */
const CHECK_TIMEOUT_MS = 3_000;

export interface CalendarFeedPoller {
  /** The busy times overlapping the window from the last good feed; null while none has read well. */
  busy: (window: Interval) => Interval[] | null;
  /**
   * The busy times overlapping the window from the feed read now: a fetch already under way is shared, else one
   * starts. Null when it fails or takes longer than the check's timeout: the caller must not fall back on an old copy.
   */
  busyNow: (window: Interval) => Promise<Interval[] | null>;
  /** Fetches now (the first fetch starts at once; tests wait on this). */
  refresh: () => Promise<void>;
  stop: () => void;
}

export interface CalendarFeedEvents {
  onLoaded: (detail: { bytes: number; busy: number; recovered: boolean }) => void;
  onFailed: (detail: { error: string; keptLastGood: boolean }) => void;
}

export function startCalendarFeedPoller(
  settings: CalendarFeedSettings,
  events: CalendarFeedEvents,
  clock: () => Date = () => new Date(),
): CalendarFeedPoller {
  let busyTimes: Interval[] | null = null;
  let failing = false;
  let running: Promise<Interval[] | null> | undefined;
  /** One fetch: the busy times it read (kept as the last good copy), or null when it failed. */
  const fetchOnce = async (): Promise<Interval[] | null> => {
    try {
      const response = await fetch(settings.url, {
        signal: AbortSignal.timeout(settings.timeoutMs),
        headers: { Accept: "text/calendar" },
        redirect: "follow",
      });
      if (!response.ok) throw new Error(`the feed answered ${response.status}`);
      const body = await readBodyCapped(response, settings.maxBytes).catch((error: unknown) => {
        throw error instanceof BodyTooLarge ? new Error(`the feed is larger than ${settings.maxBytes} bytes`) : error;
      });
      // Parsed here, once per fetch, so a visitor's request only filters a list, and a feed that is not
      // iCalendar is a failure that keeps the last good copy. The window reaches past any horizon the owner sets.
      const now = clock().getTime();
      const read = busyFromFeed(body, { start: new Date(now - DAY), end: new Date(now + READ_AHEAD_DAYS * DAY) });
      busyTimes = read;
      events.onLoaded({ bytes: Buffer.byteLength(body), busy: read.length, recovered: failing });
      failing = false;
      return read;
    } catch (error) {
      // One line when the feed starts failing, not one per attempt while it stays down.
      if (!failing)
        events.onFailed({
          error: error instanceof Error ? error.message : String(error),
          keptLastGood: busyTimes !== null,
        });
      failing = true;
      return null;
    }
  };
  // Single flight: whoever asks while a fetch runs (the schedule, or many bookings at once) shares it.
  const fetchShared = () => (running ??= fetchOnce().finally(() => (running = undefined)));
  const refresh = async () => void (await fetchShared());
  void refresh();
  const timer = setInterval(() => void refresh(), settings.refreshMs);
  timer.unref();
  const within = (busy: Interval[], window: Interval) =>
    busy.filter((meeting) => meeting.start < window.end && meeting.end > window.start);
  return {
    busy: (window) => (busyTimes ? within(busyTimes, window) : null),
    async busyNow(window) {
      let timeout: NodeJS.Timeout | undefined;
      // The visitor waits for this answer: a feed slower than the check's timeout is a feed that cannot be read now
      // (the fetch itself runs on to its own timeout, and a late success still refreshes the last good copy).
      const late = new Promise<null>((resolve) => {
        timeout = setTimeout(() => resolve(null), settings.checkTimeoutMs ?? CHECK_TIMEOUT_MS);
      });
      try {
        const busy = await Promise.race([fetchShared(), late]);
        return busy ? within(busy, window) : null;
      } finally {
        clearTimeout(timeout);
      }
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
