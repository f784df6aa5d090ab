/**
 * What the events pages should show, worked out from the content files with the same src/lib rules the site uses
 * and the time the test runs, so browser tests never pin a count, an order or a date.
 */
import { join } from "node:path";
import { readEventFiles, readLocationFiles } from "../../src/lib/content/content-readers";
import { ukTimeInstant } from "../../src/lib/events/uk-time";
import { isUpcoming } from "../../src/lib/events/schedule";
import type { EventKind, EventStatus } from "../../src/lib/events/vocabulary";

const ROOT = join(import.meta.dirname, "..", "..");

export interface EventFile {
  slug: string;
  title: string;
  kind: EventKind;
  status: EventStatus;
  start: string;
  end: string;
  online: boolean;
  /** The venue's location slug. */
  location?: string;
  capacity: number;
  price: number;
}

function nationOf(slug: string): string {
  const parents = new Map(
    readLocationFiles(join(ROOT, "src", "content", "locations")).map(({ data }) => [data.slug, data.parent]),
  );
  let current = slug;
  while (parents.get(current)) current = parents.get(current)!;
  return current;
}

/** Every event file's frontmatter that the tests read, parsed with the collection's schema. */
export function eventFiles(): (EventFile & { nation?: string })[] {
  return readEventFiles(join(ROOT, "src", "content", "events")).map(({ data }) => ({
    slug: data.slug,
    title: data.title,
    kind: data.kind,
    status: data.status,
    start: data.start,
    end: data.end,
    online: data.online !== undefined,
    location: data.venue?.location,
    capacity: data.capacity,
    price: data.price,
    nation: data.venue && data.status !== "moved-online" ? nationOf(data.venue.location) : undefined,
  }));
}

/** Events still to come (or running) at `now`, and those that have ended. */
export function eventsAt(now: Date) {
  const all = eventFiles();
  const upcoming = all.filter((event) =>
    isUpcoming({ start: ukTimeInstant(event.start), end: ukTimeInstant(event.end) }, now),
  );
  return { all, upcoming, past: all.filter((event) => !upcoming.includes(event)) };
}
