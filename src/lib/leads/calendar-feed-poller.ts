/**
 * Fetches the owner's calendar feed (BOOKING_CALENDAR_URL) on the server's own schedule, with a timeout and a size
 * cap, and keeps the last feed that read well: a visitor's request only ever reads that copy, never waits on the
 * owner's calendar provider. A fetch that fails keeps the last good copy and logs one line; until a feed has read
 * well once, `busy` answers null and /book offers no slot (it never offers one it cannot check).
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
}

export interface CalendarFeedPoller {
  /** The busy times overlapping the window from the last good feed; null while none has read well. */
  busy: (window: Interval) => Interval[] | null;
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
  let running: Promise<void> | undefined;
  const fetchOnce = async () => {
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
      busyTimes = busyFromFeed(body, { start: new Date(now - DAY), end: new Date(now + READ_AHEAD_DAYS * DAY) });
      events.onLoaded({ bytes: Buffer.byteLength(body), busy: busyTimes.length, recovered: failing });
      failing = false;
    } catch (error) {
      // One line when the feed starts failing, not one per attempt while it stays down.
      if (!failing)
        events.onFailed({
          error: error instanceof Error ? error.message : String(error),
          keptLastGood: busyTimes !== null,
        });
      failing = true;
    }
  };
  const refresh = () => (running ??= fetchOnce().finally(() => (running = undefined)));
  void refresh();
  const timer = setInterval(() => void refresh(), settings.refreshMs);
  timer.unref();
  return {
    busy: (window) => busyTimes?.filter((meeting) => meeting.start < window.end && meeting.end > window.start) ?? null,
    refresh,
    stop: () => clearInterval(timer),
  };
}
