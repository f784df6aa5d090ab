import { describe, expect, it } from "vitest";
import { eventsHref, kindOptions, parseEventQuery } from "./query";

const nations = ["england", "scotland", "wales", "northern-ireland"];

describe("parseEventQuery", () => {
  it("reads a known kind and nation", () => {
    expect(parseEventQuery(new URLSearchParams("kind=webinar&nation=wales"), nations)).toEqual({
      filters: { kind: "webinar", nation: "wales" },
      notes: [],
    });
  });

  it("ignores unknown values with a note, and empty ones silently", () => {
    const query = parseEventQuery(new URLSearchParams("kind=party&nation=atlantis&x=1"), nations);
    expect(query.filters).toEqual({});
    expect(query.notes).toHaveLength(2);
    expect(query.notes[0]).toContain('"party"');
    expect(parseEventQuery(new URLSearchParams("kind=&nation="), nations)).toEqual({ filters: {}, notes: [] });
  });

  it("never echoes control characters in a note", () => {
    const query = parseEventQuery(new URLSearchParams("nation=%00wales%07"), nations);
    expect(query.filters).toEqual({});
    expect(query.notes[0]).toContain('"wales"');
    expect(query.notes[0]).not.toMatch(/\p{Cc}/u);
  });

  it("cuts a long unknown value in its note", () => {
    const query = parseEventQuery(new URLSearchParams({ kind: "x".repeat(500) }), nations);
    expect(query.notes[0]!.length).toBeLessThan(120);
  });
});

describe("eventsHref", () => {
  it("writes the form's URL, and round-trips through the parser", () => {
    expect(eventsHref({})).toBe("/events");
    const href = eventsHref({ kind: "discovery-day", nation: "scotland" });
    expect(href).toBe("/events?kind=discovery-day&nation=scotland");
    expect(parseEventQuery(new URL(href, "https://x.example").searchParams, nations).filters).toEqual({
      kind: "discovery-day",
      nation: "scotland",
    });
  });

  it("offers every kind once", () => {
    const values = kindOptions().map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
  });
});
