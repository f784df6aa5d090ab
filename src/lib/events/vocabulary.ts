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
