import { describe, expect, it } from "vitest";
import { buildReport, countsCsv, daysBefore, reportText, totals, viewsPerDay } from "@/lib/stats/report";

const counts = [
  { day: "2026-11-26", metric: "view", key: "/", n: 3 },
  { day: "2026-11-27", metric: "view", key: "/", n: 2 },
  { day: "2026-11-27", metric: "view", key: "/about", n: 4 },
  { day: "2026-11-27", metric: "search-none", key: "=cmd", n: 1 },
  { day: "2026-11-27", metric: "step", key: "match → enquiry", n: 1 },
  { day: "2026-11-27", metric: "step", key: "enquiry", n: 2 },
  { day: "2026-11-27", metric: "step", key: "match", n: 5 },
];

describe("report", () => {
  it("counts back whole days", () => {
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
  });

  it("lists views per day with the empty days", () => {
    const rows = viewsPerDay(counts, "2026-11-27", 3);
    expect(rows).toEqual([
      { key: "2026-11-25", n: 0 },
      { key: "2026-11-26", n: 3 },
      { key: "2026-11-27", n: 6 },
    ]);
  });

  it("totals a metric, largest first", () => {
    expect(totals(counts, "view", "2026-11-01")).toEqual([
      { key: "/", n: 5 },
      { key: "/about", n: 4 },
    ]);
    expect(totals(counts, "view", "2026-11-27")).toEqual([
      { key: "/about", n: 4 },
      { key: "/", n: 2 },
    ]);
  });

  it("orders the decision path by its steps, then the moves", () => {
    const report = buildReport(counts, "2026-11-27");
    // The bare "enquiry" step (counted before the path held only /match and its moves) is left out.
    expect(report.tables.find((table) => table.metric === "step")!.rows.map((row) => row.key)).toEqual([
      "match",
      "match → enquiry",
    ]);
    expect(report.views90).toHaveLength(90);
    expect(reportText(report)).toContain("Searches that found nothing");
  });

  it("writes CSV that a spreadsheet will not run as a formula", () => {
    const csv = countsCsv(counts.slice(3, 4));
    expect(csv).toBe("day,metric,key,n\r\n2026-11-27,search-none,'=cmd,1\r\n");
  });
});
