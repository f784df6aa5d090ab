/** The words events are described with: kinds and statuses, their labels, and what each status means for a visitor. */

export const EVENT_KINDS = ["seminar", "webinar", "exhibition", "discovery-day"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Labels of the kinds, for badges and the filter (in the order the filter offers them). */
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  seminar: "Seminar",
  webinar: "Webinar",
  exhibition: "Exhibition stand",
  "discovery-day": "Discovery day",
};

export const EVENT_STATUSES = ["scheduled", "cancelled", "postponed", "moved-online", "sold-out"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What a status badge says; a scheduled event carries none. */
export const EVENT_STATUS_LABELS: Record<EventStatus, string | undefined> = {
  scheduled: undefined,
  cancelled: "Cancelled",
  postponed: "Postponed",
  "moved-online": "Moved online",
  "sold-out": "Fully booked",
};

/** The words for what a booking holds, by the kind of event: one map used by the event page, its form and its outcome pages. */
export interface BookingWords {
  /** What one booking unit is called: "seat" at a talk in a room, "place" online, on a franchisor's day or at a stand. */
  unit: string;
  /** Its plural, for the count of what the event holds ("Seats", "Places at the stand"). */
  capacityLabel: string;
  /** The call to action and the booking section's heading: "Book a seat". */
  book: string;
  /** The booking form's button: "Book my seat". */
  submit: string;
  /** The booked page's heading: "Your seat is booked". */
  booked: string;
  /** The label of the form's count, for a visitor bringing others: "Seats, with anyone coming with you". */
  partyLabel: string;
}

/**
 * A seminar fills a room, so it has seats; a webinar and a franchisor's discovery day have places; at a show our
 * stand holds places for a chat with an advisor. Never tickets: the show's entry is the show organiser's to sell,
 * not ours (the exhibition's page says entry is free; a booking holds one of the stand's slots).
 */
export const BOOKING_WORDS: Record<EventKind, BookingWords> = {
  seminar: {
    unit: "seat",
    capacityLabel: "Seats",
    book: "Book a seat",
    submit: "Book my seat",
    booked: "Your seat is booked",
    partyLabel: "Seats, with anyone coming with you",
  },
  webinar: {
    unit: "place",
    capacityLabel: "Places",
    book: "Book a place",
    submit: "Book my place",
    booked: "Your place is booked",
    partyLabel: "Places, with anyone joining with you",
  },
  exhibition: {
    unit: "place",
    capacityLabel: "Places at the stand",
    book: "Book a place at the stand",
    submit: "Book my place",
    booked: "Your place at the stand is booked",
    partyLabel: "Places, with anyone coming with you",
  },
  "discovery-day": {
    unit: "place",
    capacityLabel: "Places",
    book: "Book a place",
    submit: "Book my place",
    booked: "Your place is booked",
    partyLabel: "Places, with anyone coming with you",
  },
};

/** What a booking holds, several of them, as a label starts: "Seats", "Places" (a held booking's count). */
export function unitsLabel(words: BookingWords): string {
  return `${words.unit.charAt(0).toUpperCase()}${words.unit.slice(1)}s`;
}
