import { describe, expect, it } from "vitest";
import { BOOKING_WORDS, EVENT_KINDS } from "./vocabulary";

const UNITS = ["seat", "place", "ticket", "slot"];

describe("the booking words of each kind", () => {
  it.each(EVENT_KINDS)("%s names one unit throughout, never another", (kind) => {
    const words = BOOKING_WORDS[kind];
    const others = UNITS.filter((unit) => unit !== words.unit);
    for (const label of [words.capacityLabel, words.book, words.submit, words.booked, words.partyLabel]) {
      expect(label.toLowerCase()).toContain(words.unit);
      for (const other of others) expect(label.toLowerCase()).not.toContain(other);
    }
  });

  it("gives a seminar seats and an exhibition stand none", () => {
    expect(BOOKING_WORDS.seminar.unit).toBe("seat");
    expect(BOOKING_WORDS.exhibition.unit).not.toBe("seat");
    // Entry to a show is its organiser's to sell: the stand offers no tickets.
    expect(Object.values(BOOKING_WORDS.exhibition).join(" ")).not.toMatch(/ticket/i);
  });
});
