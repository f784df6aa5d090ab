import { describe, expect, it } from "vitest";
import {
  bookedLine,
  consentLines,
  deliveryLines,
  nextBeforeId,
  parseBeforeId,
  parseDayRange,
  seatsLine,
} from "@/lib/leads/owner-view";

describe("owner view of a lead", () => {
  it("says for each consent whether it was granted, and when it was withdrawn", () => {
    const lines = consentLines([
      { purpose: "marketing-email", granted: true, wordingVersion: "v1", at: "2026-12-01T10:00:00Z" },
      { purpose: "marketing-phone", granted: false, wordingVersion: "v1", at: "2026-12-01T10:00:00Z" },
      {
        purpose: "marketing-email",
        granted: true,
        wordingVersion: "v2",
        at: "2026-12-01T10:00:00Z",
        withdrawnAt: "2026-12-02T09:00:00Z",
      },
    ]);
    expect(lines[0]).toBe("marketing-email: granted; wording v1; 2026-12-01T10:00:00Z");
    expect(lines[1]).toMatch(/^marketing-phone: not granted;/);
    expect(lines[2]).toContain("WITHDRAWN 2026-12-02T09:00:00Z");
  });

  it("names each channel's delivery, and says when there was none", () => {
    expect(deliveryLines({ mailStatus: "sent", webhookStatus: "pending" })).toEqual([
      "Inbox: delivered",
      "CRM: not sent yet",
    ]);
    expect(deliveryLines({ mailStatus: null, webhookStatus: null })).toEqual([
      "Not sent anywhere (no mail or CRM was set up)",
    ]);
  });

  it("names the event or call booked", () => {
    expect(
      bookedLine({
        booking: {
          eventSlug: "e",
          seats: 1,
          eventTitle: "Discovery day",
          eventWhen: "1 Feb",
          eventPlace: "Leeds",
          eventPath: "/events/e",
          eventIcs: "",
          status: "waitlisted",
        },
      }),
    ).toBe("Discovery day, 1 Feb (waitlisted)");
    const booking = {
      eventSlug: "e",
      eventTitle: "Talk",
      eventWhen: "2 Feb",
      eventPlace: "",
      eventPath: "/e",
      eventIcs: "",
    };
    expect(bookedLine({ booking: { ...booking, seats: 3, status: "booked" } })).toBe("Talk, 2 Feb (booked, 3 seats)");
    expect(bookedLine({})).toBeUndefined();
  });

  it("pages by id, and ignores a cursor that is not a positive whole number", () => {
    expect(nextBeforeId([{ id: 9 }, { id: 7 }], 2)).toBe(7);
    expect(nextBeforeId([{ id: 9 }], 2)).toBeUndefined();
    expect(parseBeforeId("42")).toBe(42);
    expect(parseBeforeId("2147483647")).toBe(2147483647);
    for (const bad of [null, "", "0", "-1", "1e3", "abc", "99999999999999999", "2147483648"])
      expect(parseBeforeId(bad)).toBeUndefined();
  });
});

describe("the export's date range", () => {
  it("includes both days, up to the start of the day after the last", () => {
    expect(parseDayRange("2026-11-01", "2026-11-30")).toEqual({
      from: "2026-11-01T00:00:00.000Z",
      to: "2026-12-01T00:00:00.000Z",
    });
  });
  it("refuses a date that is not one, or a range the wrong way round", () => {
    expect(parseDayRange("2026-02-30", "2026-03-01")).toHaveProperty("problem");
    expect(parseDayRange("", "2026-03-01")).toHaveProperty("problem");
    expect(parseDayRange("2026-03-02", "2026-03-01")).toEqual({
      problem: "The first date must not be after the last.",
    });
  });

  it("says how many of an event's seats are taken and left, and when it is full", () => {
    expect(seatsLine(40, 12)).toBe("12 of 40 seats taken, 28 left");
    expect(seatsLine(12, 12)).toBe("Fully booked: 12 of 12 seats taken");
    // A capacity lowered below the seats already taken: full, never a negative number left.
    expect(seatsLine(10, 12)).toBe("Fully booked: 12 of 10 seats taken");
  });
});
