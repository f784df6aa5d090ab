import { describe, expect, it } from "vitest";
import { bookingState, cancelledEventSlugs, type Bookable } from "./booking";

const now = new Date("2026-12-01T12:00:00Z");
const event = (overrides: Partial<Bookable> = {}): Bookable => ({
  start: new Date("2026-12-10T18:30:00Z"),
  status: "scheduled",
  price: 0,
  capacity: 40,
  ...overrides,
});

describe("bookingState", () => {
  it("opens a free, scheduled or moved-online event until it starts", () => {
    expect(bookingState(event(), now)).toBe("open");
    expect(bookingState(event({ status: "moved-online" }), now)).toBe("open");
    expect(bookingState(event({ start: now }), now)).toBe("closed");
    expect(bookingState(event(), new Date("2026-12-10T18:31:00Z"))).toBe("closed");
  });

  it("offers only the waiting list when sold out, and nothing when cancelled, postponed, paid or seatless", () => {
    expect(bookingState(event({ status: "sold-out" }), now)).toBe("waiting-list");
    expect(bookingState(event({ status: "cancelled" }), now)).toBe("closed");
    expect(bookingState(event({ status: "postponed" }), now)).toBe("closed");
    expect(bookingState(event({ price: 25 }), now)).toBe("closed");
    expect(bookingState(event({ capacity: 0 }), now)).toBe("closed");
  });
});

describe("cancelledEventSlugs", () => {
  it("names the cancelled events only", () => {
    expect(
      cancelledEventSlugs([
        { slug: "a", status: "cancelled" },
        { slug: "b", status: "scheduled" },
        { slug: "c", status: "postponed" },
      ]),
    ).toEqual(["a"]);
  });
});
