// The output is read back with ical.js, an independent parser, so the test checks what a calendar would import.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFile, eventUid, icsStatus, type CalendarEntry } from "./calendar";
import { ukTimeInstant } from "./uk-time";

const siteUrl = "https://www.franchise-advisor.example";
const organiser = { name: "Franchise Advisor UK", email: "hello@franchise-advisor.example" };
/** Frozen words, so the test reads what the writer does with whatever words it is given. */
const words = {
  cancelled: "Off.",
  postponed: "Later.",
  cancelledTitle: (title: string) => `Off: ${title}`,
  details: (link: string) => `See ${link}`,
};

const entry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  slug: "northern-franchise-show-2027-03",
  title: "Meet us at the Northern Franchise Show, Manchester",
  summary:
    "Two days at the show: visit our stand for a free fifteen-minute chat with an advisor about any franchise on show, or whether franchising suits you at all.",
  start: ukTimeInstant("2027-03-27T10:00"),
  end: ukTimeInstant("2027-03-28T16:00"),
  status: "scheduled",
  sequence: 0,
  location: "Castlefield Exhibition Halls, Hall 2, 1 Viaduct Way, Manchester M15 4QP",
  url: `${siteUrl}/events/northern-franchise-show-2027-03`,
  ...overrides,
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

/** The wall-clock time a reader in London sees for a parsed time: its UTC instant shown in Europe/London. */
const londonClock = (time: ICAL.Time) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "short",
    timeStyle: "short",
  }).format(time.toJSDate());

describe("calendarFile", () => {
  it("parses with ical.js and imports the right UK time on both sides of the March clock change", () => {
    const { calendar, events } = parse(calendarFile([entry()], { name: "Events", organiser, siteUrl, words }));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const [event] = events;
    expect(event!.uid).toBe("northern-franchise-show-2027-03@www.franchise-advisor.example");
    expect(event!.startDate.toJSDate().toISOString()).toBe("2027-03-27T10:00:00.000Z");
    expect(event!.endDate.toJSDate().toISOString()).toBe("2027-03-28T15:00:00.000Z");
    // Saturday on GMT, Sunday on BST: doors at 10:00 and close at 16:00 on the clock.
    expect(londonClock(event!.startDate)).toBe("27/03/2027, 10:00");
    expect(londonClock(event!.endDate)).toBe("28/03/2027, 16:00");
    expect(event!.sequence).toBe(0);
    expect(event!.location).toContain("Manchester M15 4QP");
    expect(event!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event!.description).toMatch(/\n\nSee https:\/\/www\.franchise-advisor\.example\/events\/[^\n]+$/);
  });

  it("folds long lines at 75 octets with CRLF endings", () => {
    const text = calendarFile([entry({ summary: "A very long summary. ".repeat(20) })], {
      name: "Events",
      organiser,
      siteUrl,
      words,
    });
    expect(text).toContain("\r\n");
    expect(
      text
        .replace(/\r\n$/, "")
        .split("\r\n")
        .every((line) => Buffer.byteLength(line) <= 75),
    ).toBe(true);
    expect(text).toMatch(/\r\n[ \t]/); // RFC 5545 3.1: a continuation starts with one space or tab
    expect(parse(text).events[0]!.description).toContain("A very long summary. ".repeat(20).trim());
  });

  it("marks a cancelled event CANCELLED, keeps its UID and carries the raised SEQUENCE", () => {
    const text = calendarFile([entry({ status: "cancelled", sequence: 2 })], {
      name: "Events",
      organiser,
      siteUrl,
      words,
    });
    const [event] = parse(text).events;
    expect(event!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event!.sequence).toBe(2);
    expect(event!.uid).toBe(eventUid("northern-franchise-show-2027-03", siteUrl));
    expect(event!.summary).toBe(`Off: ${entry().title}`);
    expect(event!.description).toMatch(/^Off\. Two days/);
  });

  it("writes a feed of several events, and a valid empty one", () => {
    const feed = calendarFile([entry(), entry({ slug: "other-event", title: "Another event on the calendar" })], {
      name: "Franchise events",
      organiser,
      siteUrl,
      words,
    });
    const { calendar, events } = parse(feed);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Franchise events");
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    expect(parse(calendarFile([], { name: "Franchise events", organiser, siteUrl, words })).events).toEqual([]);
  });

  it("maps statuses", () => {
    expect(icsStatus("postponed")).toBe("TENTATIVE");
    expect(icsStatus("sold-out")).toBe("CONFIRMED");
    expect(icsStatus("moved-online")).toBe("CONFIRMED");
  });
});
