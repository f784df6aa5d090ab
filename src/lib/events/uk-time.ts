/**
 * UK wall-clock time (Europe/London) and the instants it names. Events are written in the time a visitor in the UK
 * reads on the clock; these turn that into an instant, refusing a time that does not exist (the hour skipped when
 * the clocks go forward) or that happens twice (the hour repeated when they go back), and format instants back
 * with the right offset (GMT +00:00 in winter, BST +01:00 in summer). Pure: Intl carries the time-zone rules.
 */

export const UK_TIME_ZONE = "Europe/London";

/** A UK wall-clock time as editors write it: `2027-03-27T10:00` (no seconds, no offset). */
export const LOCAL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The UK's offset from UTC at an instant, in minutes (0 in GMT, 60 in BST). */
export function ukOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

export type UkTimeResult = { ok: true; instant: Date; offsetMinutes: number } | { ok: false; problem: string };

/** The instant a UK wall-clock time names, or why it names none or two. */
export function ukTimeToInstant(local: string): UkTimeResult {
  const match = LOCAL_TIME_PATTERN.exec(local);
  if (!match) return { ok: false, problem: `"${local}" is not a UK time written as YYYY-MM-DDTHH:MM` };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(naive);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return { ok: false, problem: `"${local}" is not a real date and time` };
  }
  // The UK is only ever on GMT (+0) or BST (+60): try both and keep those whose clock reads what was written.
  const candidates = [0, 60]
    .map((offsetMinutes) => ({ offsetMinutes, instant: new Date(naive - offsetMinutes * 60_000) }))
    .filter((candidate) => ukOffsetMinutes(candidate.instant) === candidate.offsetMinutes);
  if (candidates.length === 0) {
    return { ok: false, problem: `${local} does not exist in the UK: the clocks go forward over that hour` };
  }
  if (candidates.length > 1) {
    return { ok: false, problem: `${local} happens twice in the UK (the clocks go back): choose another time` };
  }
  return { ok: true, ...candidates[0]! };
}

/** A UK time the content schema has already checked; throws on a bad one, which the schema never lets through. */
function checked(local: string): { instant: Date; offsetMinutes: number } {
  const result = ukTimeToInstant(local);
  if (!result.ok) throw new Error(result.problem);
  return result;
}

/** The instant of a UK wall-clock time already checked by the content schema. */
export function ukTimeInstant(local: string): Date {
  return checked(local).instant;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** ISO 8601 with the UK offset of that moment, e.g. `2027-03-28T16:00:00+01:00` (for JSON-LD). */
export function ukIsoString(local: string): string {
  const { offsetMinutes } = checked(local);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${local}:00${offset}`;
}

/** The UK calendar month of an instant as `YYYY-MM`, for grouping. */
export function ukMonthKey(instant: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}

const monthLabel = new Intl.DateTimeFormat("en-GB", { timeZone: UK_TIME_ZONE, month: "long", year: "numeric" });
const dayLabel = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeLabel = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "December 2026": a month heading in UK time. */
export function formatUkMonth(instant: Date): string {
  return monthLabel.format(instant);
}

/** "Saturday 27 March 2027": a day in UK time (built from parts: ICU versions differ on the comma). */
export function formatUkDay(instant: Date): string {
  const parts = Object.fromEntries(dayLabel.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "18:30 GMT" or "10:00 BST": a time of day in UK time with the clock it is on. */
export function formatUkTime(instant: Date): string {
  return `${timeLabel.format(instant)} ${ukOffsetMinutes(instant) === 60 ? "BST" : "GMT"}`;
}

/**
 * When an event runs, in UK time: "Thursday 10 December 2026, 18:30 GMT to 20:30 GMT", or with both days when it
 * ends on another ("Saturday 27 March 2027, 10:00 GMT to Sunday 28 March 2027, 16:00 BST").
 */
export function formatUkRange(start: Date, end: Date): string {
  const startDay = formatUkDay(start);
  const endDay = formatUkDay(end);
  return startDay === endDay
    ? `${startDay}, ${formatUkTime(start)} to ${formatUkTime(end)}`
    : `${startDay}, ${formatUkTime(start)} to ${endDay}, ${formatUkTime(end)}`;
}
