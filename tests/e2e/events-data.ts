/**
 * What the events pages should show, worked out from the content files with the same src/lib rules the site uses
 * and the time the test runs, so browser tests never pin a count, an order or a date.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
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
  const dir = join(ROOT, "src", "content", "locations");
  const parents = new Map(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => yaml.load(readFileSync(join(dir, file), "utf8")) as { slug: string; parent?: string })
      .map((location) => [location.slug, location.parent]),
  );
  let current = slug;
  while (parents.get(current)) current = parents.get(current)!;
  return current;
}

/** Every event file's frontmatter that the tests read. */
export function eventFiles(): (EventFile & { nation?: string })[] {
  const dir = join(ROOT, "src", "content", "events");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), "utf8"))!;
      const data = yaml.load(match[1]!) as Record<string, never>;
      const venue = data.venue as { location: string } | undefined;
      const status = (data.status ?? "scheduled") as EventStatus;
      return {
        slug: data.slug,
        title: data.title,
        kind: data.kind,
        status,
        start: data.start,
        end: data.end,
        online: data.online !== undefined,
        location: venue?.location,
        capacity: Number(data.capacity),
        price: Number(data.price),
        nation: venue && status !== "moved-online" ? nationOf(venue.location) : undefined,
      };
    });
}

/** Events still to come (or running) at `now`, and those that have ended. */
export function eventsAt(now: Date) {
  const all = eventFiles();
  const upcoming = all.filter((event) =>
    isUpcoming({ start: ukTimeInstant(event.start), end: ukTimeInstant(event.end) }, now),
  );
  return { all, upcoming, past: all.filter((event) => !upcoming.includes(event)) };
}
