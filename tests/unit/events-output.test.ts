// The built pages that point to events (home, location pages, franchise pages, sitemap), read from dist/ after
// `npm run build`. An event still to come now was still to come when the site was built, so each must be listed
// where a buyer looks; what the lists hold is checked against the content, never a count.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eventsAt } from "../e2e/events-data";
import { eventFileSchema, readMdxFile } from "@/lib/content/content-readers";

const client = join(process.cwd(), "dist", "client");
const page = (path: string) => readFileSync(join(client, `${path === "/" ? "/index" : path}.html`), "utf8");
const { all, upcoming } = eventsAt(new Date());
const going = upcoming.filter((event) => event.status !== "cancelled");

/** The part of a page's HTML from a section's heading id to the section's end. */
function section(html: string, headingId: string): string {
  const start = html.indexOf(`id="${headingId}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
}

const linkedEvents = (html: string) => [...html.matchAll(/href="\/events\/([a-z0-9-]+)"/g)].map((match) => match[1]);

function franchisesOf(slug: string): string[] {
  return readMdxFile(join(process.cwd(), "src", "content", "events", `${slug}.mdx`), eventFileSchema).data.franchises;
}

describe("events in the built site", () => {
  it("builds a page and a calendar file for every event", () => {
    for (const event of all) {
      expect(existsSync(join(client, "events", `${event.slug}.html`)), event.slug).toBe(true);
      expect(readFileSync(join(client, "events", `${event.slug}.ics`), "utf8")).toContain("BEGIN:VEVENT");
    }
  });

  it("shows a next event on the home page that is a real event going ahead", () => {
    const linked = linkedEvents(section(page("/"), "next-event-heading"));
    expect(linked.length).toBeLessThanOrEqual(1);
    for (const slug of linked) expect(all.find((event) => event.slug === slug)?.status).not.toBe("cancelled");
    if (going.length > 0) expect(linked).toHaveLength(1);
  });

  it("lists each event going ahead on its venue's location page and its franchises' pages (three at most)", () => {
    const pages = new Map<string, string[]>();
    for (const event of going) {
      const where = [
        ...(event.location ? [`/locations/${event.location}|location-events-heading`] : []),
        ...franchisesOf(event.slug).map((franchise) => `/franchises/${franchise}|franchise-events-heading`),
      ];
      for (const key of where) pages.set(key, [...(pages.get(key) ?? []), event.slug]);
    }
    for (const [key, slugs] of pages) {
      const [path, heading] = key.split("|") as [string, string];
      const linked = linkedEvents(section(page(path), heading));
      if (slugs.length <= 3) expect(linked, path).toEqual(expect.arrayContaining(slugs));
      else expect(linked, path).toHaveLength(3);
    }
  });

  it("puts /events and every event page in the sitemap", () => {
    const sitemap = readFileSync(join(client, "sitemap-0.xml"), "utf8");
    expect(sitemap).toMatch(/<loc>[^<]+\/events<\/loc>/);
    for (const event of all) expect(sitemap).toContain(`/events/${event.slug}</loc>`);
  });
});
