import { describe, expect, it } from "vitest";
import { changeWords, formatFigure, weekOnWeek, weekText } from "@/lib/stats/week";

const count = (day: string, metric: string, key: string, n: number) => ({ day, metric, key, n });

describe("this week against the week before", () => {
  const counts = [
    // This week: 26 November to 2 December.
    count("2026-12-02", "view", "/", 150),
    count("2026-11-26", "view", "/about", 50),
    count("2026-12-01", "search-none", "zebra", 3),
    count("2026-12-01", "enquiry-form", "consultation", 2),
    count("2026-12-01", "enquiry-form", "enquiry", 1),
    count("2026-12-01", "enquiry-form", "booking", 4),
    count("2026-12-01", "enquiry-form", "call", 1),
    // Last week: 19 to 25 November.
    count("2026-11-25", "view", "/", 100),
    count("2026-11-19", "view", "/", 60),
    count("2026-11-20", "enquiry-form", "consultation", 4),
    // Before both: not counted.
    count("2026-11-18", "view", "/", 1000),
  ];

  it("adds up each week's views, unfound searches, enquiries and bookings", () => {
    const figures = weekOnWeek(counts, "2026-12-02");
    expect(figures.map((f) => [f.label, f.thisWeek, f.lastWeek])).toEqual([
      ["Page views", 200, 160],
      ["Searches that found nothing", 3, 0],
      ["Enquiries", 3, 4],
      ["Bookings (events and free calls)", 5, 0],
      // 8 of 200 views, 4 of 160.
      ["Enquiries and bookings per 100 page views", 4, 2.5],
    ]);
  });

  it("says the change in words, never as a colour alone", () => {
    const [views, unfound, enquiries, , rate] = weekOnWeek(counts, "2026-12-02");
    expect(changeWords(views)).toBe("up 25%");
    expect(changeWords(unfound)).toBe("up from none");
    expect(changeWords(enquiries)).toBe("down 25%");
    expect(changeWords(rate)).toBe("up 1.5 points");
    expect(changeWords({ ...views, lastWeek: 200 })).toBe("no change");
    expect(formatFigure(1234, "count")).toBe("1,234");
    expect(formatFigure(4, "rate")).toBe("4.0");
  });

  it("prints the same figures for a terminal", () => {
    const text = weekText(weekOnWeek(counts, "2026-12-02"));
    expect(text).toMatch(/Page views +200 {2}\(last week 160: up 25%\)/);
  });

  it("reads no views as a rate of 0, not a division by zero", () => {
    expect(weekOnWeek([], "2026-12-02").at(-1)).toMatchObject({ thisWeek: 0, lastWeek: 0 });
  });
});
