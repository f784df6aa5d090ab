// A past event leaves the upcoming list without a rebuild: the built site is started twice with its clock shifted
// (tests/support/shifted-clock.mjs) to just before and just after an event ends, and /events and the calendar feed
// are read from each. Needs a build (`npm run build`).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSite } from "../support/spawn-site.mjs";
import { ukTimeInstant } from "@/lib/events/uk-time";
import { eventFiles } from "../e2e/events-data";

type Site = Awaited<ReturnType<typeof spawnSite>>;

// Any event will do: the one that ends first, so no other event is still running around it in the samples.
const event = eventFiles().sort((a, b) => ukTimeInstant(a.end).getTime() - ukTimeInstant(b.end).getTime())[0]!;
const end = ukTimeInstant(event.end);
const clock = pathToFileURL(resolve("tests/support/shifted-clock.mjs")).href;

let dir: string;
const sites: Site[] = [];

async function siteAt(instant: Date): Promise<Site> {
  const site = await spawnSite({
    env: {
      LEADS_DATABASE_URL: `file:${join(dir, `leads-${sites.length}.db`)}`,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${clock}`.trim(),
      SHIFTED_CLOCK_AT: instant.toISOString(),
    },
  });
  sites.push(site);
  return site;
}

const upcomingSection = (html: string) => html.slice(html.indexOf('id="upcoming"'), html.indexOf('id="past"'));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "events-clock-"));
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await rm(dir, { recursive: true, force: true });
});

describe(`${event.slug} on the built site`, () => {
  it("is upcoming a minute before it ends, cached no longer than that", async () => {
    const site = await siteAt(new Date(end.getTime() - 60_000));
    const response = await fetch(`${site.baseUrl}/events`);
    expect(response.status).toBe(200);
    const seconds = Number(/s-maxage=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1]);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(upcomingSection(await response.text())).toContain(`href="/events/${event.slug}"`);
    const feed = await (await fetch(`${site.baseUrl}/events/calendar.ics`)).text();
    expect(feed).toContain(`UID:${event.slug}@`);
  });

  it("has left the upcoming list and the feed a minute after it ends, with no rebuild", async () => {
    const site = await siteAt(new Date(end.getTime() + 60_000));
    const html = await (await fetch(`${site.baseUrl}/events`)).text();
    expect(upcomingSection(html)).not.toContain(`href="/events/${event.slug}"`);
    expect(html).toContain(`href="/events/${event.slug}"`);
    const feed = await (await fetch(`${site.baseUrl}/events/calendar.ics`)).text();
    expect(feed).not.toContain(`UID:${event.slug}@`);
  });
});
