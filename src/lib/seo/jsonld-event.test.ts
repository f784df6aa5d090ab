import { describe, expect, it } from "vitest";
import { attendanceMode, eventNode, hasEnded, type EventJsonLdInput } from "./jsonld-event";

const siteUrl = "https://www.franchise-advisor.example";
const venue = { name: "The Wharfside Rooms", streetAddress: "12 Canal Wharf", town: "Leeds", postcode: "LS11 5QT" };
const input = (overrides: Partial<EventJsonLdInput> = {}): EventJsonLdInput => ({
  title: "An evening seminar",
  description: "What buying a franchise involves.",
  path: "/events/an-evening",
  startDate: "2027-03-27T10:00:00+00:00",
  endDate: "2027-03-28T16:00:00+01:00",
  status: "scheduled",
  venue,
  isOnline: false,
  price: 0,
  offerPath: "/events/an-evening",
  kind: "seminar",
  // A fixed clock, a day before the sample event starts.
  now: new Date("2027-03-26T10:00:00Z"),
  ...overrides,
});

describe("eventNode", () => {
  it("names the business as organiser of its own events only, the franchisor of its discovery day, no one for a show", () => {
    expect(eventNode(input(), siteUrl).organizer).toMatchObject({ name: expect.any(String), url: `${siteUrl}/` });
    const franchisor = { name: "Crumbwright Bakehouse", path: "/franchises/crumbwright-bakehouse" };
    expect(eventNode(input({ kind: "discovery-day", franchisor }), siteUrl).organizer).toEqual({
      "@type": "Organization",
      name: "Crumbwright Bakehouse",
      url: `${siteUrl}/franchises/crumbwright-bakehouse`,
    });
    expect(eventNode(input({ kind: "exhibition" }), siteUrl)).not.toHaveProperty("organizer");
  });

  it("offers nothing once the event has ended, by the clock it is built at", () => {
    const end = new Date("2027-03-28T16:00:00+01:00");
    const before = new Date(end.getTime() - 1);
    expect(eventNode(input({ now: before }), siteUrl)).toHaveProperty("offers");
    for (const now of [end, new Date(end.getTime() + 1), new Date("2028-01-01T00:00:00Z")]) {
      const node = eventNode(input({ now }), siteUrl);
      expect(node).not.toHaveProperty("offers");
      expect(JSON.stringify(node)).not.toContain("InStock");
    }
    // Whatever its status said: a sold-out or moved-online event that is over offers nothing either.
    for (const status of ["sold-out", "moved-online", "postponed"] as const)
      expect(eventNode(input({ status, now: end }), siteUrl)).not.toHaveProperty("offers");
    expect(hasEnded({ endDate: "2027-03-28T16:00:00+01:00" }, before)).toBe(false);
    expect(hasEnded({ endDate: "2027-03-28T16:00:00+01:00" }, end)).toBe(true);
  });

  it("offers a seat only until the event starts, so a page read after that claims no open offer", () => {
    expect(eventNode(input(), siteUrl).offers).toMatchObject({ validThrough: "2027-03-27T10:00:00+00:00" });
  });

  it("carries every field the rich result needs for an event at a venue", () => {
    const node = eventNode(input(), siteUrl);
    expect(node).toMatchObject({
      "@type": "Event",
      name: "An evening seminar",
      startDate: "2027-03-27T10:00:00+00:00",
      endDate: "2027-03-28T16:00:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: venue.name, address: { postalCode: "LS11 5QT", addressCountry: "GB" } },
      offers: {
        "@type": "Offer",
        price: "0.00",
        priceCurrency: "GBP",
        availability: "https://schema.org/InStock",
        url: `${siteUrl}/events/an-evening`,
      },
      organizer: { "@type": "Organization", url: `${siteUrl}/` },
    });
  });

  it("uses a VirtualLocation online and both for a hybrid event", () => {
    const webinar = eventNode(input({ venue: undefined, isOnline: true }), siteUrl);
    expect(webinar.location).toEqual({ "@type": "VirtualLocation", url: `${siteUrl}/events/an-evening` });
    const hybrid = eventNode(input({ isOnline: true }), siteUrl);
    expect(hybrid.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(hybrid.location).toHaveLength(2);
  });

  it("maps statuses: cancelled, postponed, moved online, sold out", () => {
    expect(eventNode(input({ status: "cancelled" }), siteUrl)).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      offers: { availability: "https://schema.org/Discontinued" },
    });
    expect(eventNode(input({ status: "postponed" }), siteUrl).eventStatus).toBe("https://schema.org/EventPostponed");
    expect(eventNode(input({ status: "sold-out" }), siteUrl)).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
      offers: { availability: "https://schema.org/SoldOut" },
    });
    expect(attendanceMode({ status: "moved-online", venue, isOnline: true })).toBe(
      "https://schema.org/OnlineEventAttendanceMode",
    );
  });

  it("writes a paid price with pence", () => {
    expect(eventNode(input({ price: 25 }), siteUrl).offers).toMatchObject({ price: "25.00" });
  });
});
