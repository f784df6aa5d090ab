/**
 * The owner's headline: this week's figures against the week before (the last seven UTC days, today included,
 * and the seven before them): page views, searches that found nothing, enquiries, bookings, and how many enquiries
 * and bookings there were per hundred page views. Shared by /owner and `npm run stats`.
 */
import type { StatCount } from "@/lib/leads/store/stat-counts";
import { daysBefore } from "@/lib/stats/report";

/** The lead forms counted as bookings (a seat at an event, a free call); every other form is an enquiry. */
const BOOKING_FORMS = new Set(["booking", "call"]);

/** One headline figure: this week's and last week's. */
export interface WeekFigure {
  label: string;
  thisWeek: number;
  lastWeek: number;
  /** How the figure is written: a whole count, or a rate with one decimal. */
  format: "count" | "rate";
}

interface Week {
  views: number;
  unfound: number;
  enquiries: number;
  bookings: number;
}

function weekTotals(counts: readonly StatCount[], from: string, to: string): Week {
  const week: Week = { views: 0, unfound: 0, enquiries: 0, bookings: 0 };
  for (const count of counts) {
    if (count.day < from || count.day > to) continue;
    if (count.metric === "view") week.views += count.n;
    else if (count.metric === "search-none") week.unfound += count.n;
    else if (count.metric === "enquiry-form") week[BOOKING_FORMS.has(count.key) ? "bookings" : "enquiries"] += count.n;
  }
  return week;
}

/** Enquiries and bookings per hundred page views, to one decimal; 0 with no views. */
export function perHundredViews(week: Week): number {
  return week.views === 0 ? 0 : Math.round(((week.enquiries + week.bookings) / week.views) * 1000) / 10;
}

/** The headline figures of the week ending `today` against the week before. */
export function weekOnWeek(counts: readonly StatCount[], today: string): WeekFigure[] {
  const current = weekTotals(counts, daysBefore(today, 6), today);
  const previous = weekTotals(counts, daysBefore(today, 13), daysBefore(today, 7));
  const figure = (label: string, pick: (week: Week) => number, format: WeekFigure["format"] = "count") => ({
    label,
    thisWeek: pick(current),
    lastWeek: pick(previous),
    format,
  });
  return [
    figure("Page views", (week) => week.views),
    figure("Searches that found nothing", (week) => week.unfound),
    figure("Enquiries", (week) => week.enquiries),
    figure("Bookings (events and free calls)", (week) => week.bookings),
    figure("Enquiries and bookings per 100 page views", perHundredViews, "rate"),
  ];
}

/** A figure as written on the page: a count with thousands separated, or a rate with one decimal. */
export function formatFigure(value: number, format: WeekFigure["format"]): string {
  return format === "rate" ? value.toFixed(1) : value.toLocaleString("en-GB");
}

/** The change against last week in words: "up 25%", "down 1.5 points", "no change", "up from none". */
export function changeWords({ thisWeek, lastWeek, format }: WeekFigure): string {
  if (thisWeek === lastWeek) return "no change";
  const direction = thisWeek > lastWeek ? "up" : "down";
  if (format === "rate") return `${direction} ${formatFigure(Math.abs(thisWeek - lastWeek), "rate")} points`;
  if (lastWeek === 0) return "up from none";
  return `${direction} ${Math.round((Math.abs(thisWeek - lastWeek) / lastWeek) * 100)}%`;
}

/** The headline as lines for a terminal (`npm run stats`). */
export function weekText(figures: readonly WeekFigure[]): string {
  const lines = ["This week (the last 7 days) against the 7 before"];
  for (const figure of figures)
    lines.push(
      `  ${figure.label.padEnd(45)} ${formatFigure(figure.thisWeek, figure.format).padStart(7)}` +
        `  (last week ${formatFigure(figure.lastWeek, figure.format)}: ${changeWords(figure)})`,
    );
  return `${lines.join("\n")}\n\n`;
}
