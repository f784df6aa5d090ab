/**
 * The owner's tables, built from the daily counters: page views per day, top pages and campaigns, searches (and
 * those that found nothing), enquiries by franchise, form and page, the /match answers' bands, and the path from
 * /match to an enquiry. Shared by /owner and `npm run stats`; the CSV is the counters themselves.
 */
import { CAPPED_METRIC, type StatCount } from "@/lib/leads/store/stat-counts";

/** The metrics counted, each with its heading on /owner and in `npm run stats`. */
export const METRICS = {
  view: "Top pages",
  campaign: "Campaigns (utm_source / utm_medium / utm_campaign)",
  referrer: "Sites that sent visitors",
  search: "Searches",
  "search-none": "Searches that found nothing",
  filter: "Directory filters used",
  match: "/match answers (bands)",
  postcode: "Postcode areas checked",
  shortlist: "Shortlist use",
  compare: "Comparisons (franchises compared)",
  "enquiry-form": "Enquiries by form",
  "enquiry-franchise": "Enquiries by franchise",
  "enquiry-page": "Enquiries by page sent from",
  "enquiry-campaign": "Enquiries by campaign (sent from a page opened through a campaign link)",
  step: "From /match towards an enquiry: answers, then each move from one tool to the next",
} as const;

export type Metric = keyof typeof METRICS;

/** The four steps of the decision path, in order, and how one leads to the next (from the Referer). */
export const STEPS = ["match", "shortlist", "compare", "enquiry"] as const;

export interface Row {
  key: string;
  n: number;
}

export interface Report {
  /** The last day included (UTC), and the first of the 30- and 90-day windows. */
  today: string;
  views30: Row[];
  views90: Row[];
  /** Totals per key over the last `days` days, largest first, per metric. */
  tables: { metric: Metric; title: string; rows: Row[] }[];
  days: number;
  /**
   * The days a metric reached its daily cap of different keys (STATS_DAY_KEYS) within the tables' days, newest
   * first: which table, and how many counts of keys new that day were not kept.
   */
  capped: { day: string; metric: string; title: string; turnedAway: number }[];
}

/** `YYYY-MM-DD` of `days` days before a UTC day. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Page views per day over the `days` days ending `today`, zeros included. */
export function viewsPerDay(counts: readonly StatCount[], today: string, days: number): Row[] {
  const byDay = new Map<string, number>();
  for (const count of counts) if (count.metric === "view") byDay.set(count.day, (byDay.get(count.day) ?? 0) + count.n);
  return Array.from({ length: days }, (_, i) => {
    const day = daysBefore(today, days - 1 - i);
    return { key: day, n: byDay.get(day) ?? 0 };
  });
}

/** Totals per key of one metric since a day, largest first (ties by key), at most `limit`. */
export function totals(counts: readonly StatCount[], metric: string, since: string, limit = 20): Row[] {
  const byKey = new Map<string, number>();
  for (const count of counts)
    if (count.metric === metric && count.day >= since) byKey.set(count.key, (byKey.get(count.key) ?? 0) + count.n);
  return [...byKey]
    .map(([key, n]) => ({ key, n }))
    .sort((a, b) => b.n - a.n || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** Every table of the owner's page over the last `days` days (the views chart covers 30 and 90). */
export function buildReport(counts: readonly StatCount[], today: string, days = 30): Report {
  const since = daysBefore(today, days - 1);
  const tables = (Object.keys(METRICS) as Metric[]).map((metric) => {
    let rows = totals(counts, metric, since, metric === "step" ? 50 : 20);
    // The path reads in its own order: the steps, then the moves between them. Only /match answers and moves
    // belong to it: counters from before that rule held bare shortlist, compare and enquiry steps, which said
    // nothing of /match (an enquiry showed "from /match" when /match was never opened).
    if (metric === "step") {
      rows = rows.filter((row) => row.key === "match" || row.key.includes(" → "));
      const order = (key: string) => {
        const index = STEPS.indexOf(key as (typeof STEPS)[number]);
        return index >= 0 ? index : STEPS.length + STEPS.indexOf(key.split(" → ")[0] as (typeof STEPS)[number]);
      };
      rows = [...rows].sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key));
    }
    return { metric, title: METRICS[metric], rows };
  });
  const capped = counts
    .filter((count) => count.metric === CAPPED_METRIC && count.day >= since)
    .map(({ day, key, n }) => ({ day, metric: key, title: METRICS[key as Metric] ?? key, turnedAway: n }))
    .sort((a, b) => b.day.localeCompare(a.day) || a.metric.localeCompare(b.metric));
  return {
    today,
    views30: viewsPerDay(counts, today, 30),
    views90: viewsPerDay(counts, today, 90),
    tables,
    days,
    capped,
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The counters as CSV: day, metric, key, n. */
export function countsCsv(counts: readonly StatCount[]): string {
  const lines = ["day,metric,key,n", ...counts.map((c) => [c.day, c.metric, c.key, c.n].map(csvCell).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** The report as plain text tables, for a terminal. */
export function reportText(report: Report): string {
  const width = 60;
  const total30 = report.views30.reduce((sum, row) => sum + row.n, 0);
  const total90 = report.views90.reduce((sum, row) => sum + row.n, 0);
  const lines = [
    `Page views: ${total30} in the last 30 days, ${total90} in the last 90 (to ${report.today}, UTC)`,
    "",
    "Page views per day, last 14 days",
    ...report.views30.slice(-14).map((row) => `  ${row.key}  ${String(row.n).padStart(7)}`),
  ];
  for (const cap of report.capped)
    lines.push("", `${cap.day}: "${cap.title}" reached its daily limit; ${cap.turnedAway} counts of new keys not kept`);
  for (const table of report.tables) {
    lines.push("", `${table.title}, last ${report.days} days`);
    if (table.rows.length === 0) lines.push("  (none yet)");
    for (const row of table.rows) {
      const key = row.key.length > width ? `${row.key.slice(0, width - 1)}…` : row.key;
      lines.push(`  ${key.padEnd(width)} ${String(row.n).padStart(7)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
