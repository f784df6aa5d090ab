/** schema.org `Event` for an event page, as data (BaseLayout renders it with the page's other nodes). */
import { organizationId, type JsonLdNode } from "@/lib/seo/jsonld";
import { absoluteUrl } from "@/lib/seo/page-meta";
import { site } from "@/config/site";
import type { EventKind, EventStatus } from "@/lib/events/vocabulary";

export interface EventJsonLdInput {
  title: string;
  description: string;
  path: string;
  /** ISO 8601 with the UK offset, e.g. "2027-03-28T16:00:00+01:00". */
  startDate: string;
  endDate: string;
  status: EventStatus;
  venue?: { name: string; streetAddress: string; town: string; postcode: string };
  isOnline: boolean;
  price: number;
  /** Where a visitor books a seat or finds out how (the event page), for the offer's url. */
  offerPath: string;
  /** Who runs it decides the organiser: ours (seminar, webinar), a franchisor's (discovery day), a show's (exhibition). */
  kind: EventKind;
  /** The franchisor running a discovery day, named as its organiser; a discovery day without one names none. */
  franchisor?: { name: string; path: string };
  /**
   * The time the node is built for: the build, for a prerendered page. Once the event has ended by then its offer
   * is gone, so the node carries none (a past event is never "in stock").
   */
  now: Date;
}

/** True once the event's end (ISO 8601 with its offset) is at or before `now`, as the listing reads "past". */
export function hasEnded(input: Pick<EventJsonLdInput, "endDate">, now: Date): boolean {
  return Date.parse(input.endDate) <= now.getTime();
}

const EVENT_STATUS: Record<EventStatus, string> = {
  scheduled: "https://schema.org/EventScheduled",
  "sold-out": "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
  "moved-online": "https://schema.org/EventMovedOnline",
};

/** How people attend: online only (a webinar, or moved online), at the venue only, or either. */
export function attendanceMode(input: Pick<EventJsonLdInput, "status" | "venue" | "isOnline">): string {
  if (input.status === "moved-online" || (input.isOnline && !input.venue))
    return "https://schema.org/OnlineEventAttendanceMode";
  if (input.isOnline) return "https://schema.org/MixedEventAttendanceMode";
  return "https://schema.org/OfflineEventAttendanceMode";
}

/** The offer's availability: sold out, gone with a cancelled event, else open. */
function availability(status: EventStatus): string {
  if (status === "sold-out") return "https://schema.org/SoldOut";
  if (status === "cancelled") return "https://schema.org/Discontinued";
  return "https://schema.org/InStock";
}

/**
 * The organiser: the business for its own seminars and webinars, the franchisor for its discovery day, and none
 * for a show where the business only has a stand (the show's organiser is not ours to name).
 */
function organizer(input: EventJsonLdInput, siteUrl: URL | string): JsonLdNode | undefined {
  if (input.kind === "seminar" || input.kind === "webinar")
    return {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: site.businessName,
      url: absoluteUrl("/", siteUrl),
    };
  if (input.kind === "discovery-day" && input.franchisor)
    return { "@type": "Organization", name: input.franchisor.name, url: absoluteUrl(input.franchisor.path, siteUrl) };
  return undefined;
}

/**
 * An Event node with location (Place, VirtualLocation or both), offer (until it ends) and organiser. The offer is
 * valid only until the event starts (bookings close then), so a page built before the event and read after it
 * still says no more than was true.
 */
export function eventNode(input: EventJsonLdInput, siteUrl: URL | string): JsonLdNode {
  const url = absoluteUrl(input.path, siteUrl);
  const mode = attendanceMode(input);
  const place = input.venue && {
    "@type": "Place",
    name: input.venue.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: input.venue.streetAddress,
      addressLocality: input.venue.town,
      postalCode: input.venue.postcode,
      addressCountry: "GB",
    },
  };
  // The joining link is emailed to people booked, never published: the page itself is the virtual location.
  const virtual = { "@type": "VirtualLocation", url };
  const location =
    mode === "https://schema.org/OnlineEventAttendanceMode"
      ? virtual
      : mode === "https://schema.org/MixedEventAttendanceMode"
        ? [place, virtual]
        : place;
  return {
    "@type": "Event",
    "@id": `${url}#event`,
    name: input.title,
    description: input.description,
    url,
    startDate: input.startDate,
    endDate: input.endDate,
    eventStatus: EVENT_STATUS[input.status],
    eventAttendanceMode: mode,
    location,
    ...(hasEnded(input, input.now)
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price: input.price.toFixed(2),
            priceCurrency: "GBP",
            availability: availability(input.status),
            validThrough: input.startDate,
            url: absoluteUrl(input.offerPath, siteUrl),
          },
        }),
    ...(organizer(input, siteUrl) ? { organizer: organizer(input, siteUrl) } : {}),
  };
}
