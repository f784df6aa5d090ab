/**
 * A call's time in words, in UK time, as the confirmation page and mails say it: "Thursday 10 December, 10:15 to
 * 10:30 (UK time)". The year is left out: a call is at most a few weeks ahead.
 */
import { UK_TIME_ZONE } from "@/lib/events/uk-time";

const dayWords = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Thursday 10 December" in UK time (built from parts: ICU versions differ on the comma). */
export function callDay(instant: Date): string {
  const parts = Object.fromEntries(dayWords.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** "10:15" in UK time. */
export function callClock(instant: Date): string {
  return clock.format(instant);
}

/** "Thursday 10 December, 10:15 to 10:30 (UK time)". */
export function callTimeInWords(start: Date, end: Date): string {
  return `${callDay(start)}, ${callClock(start)} to ${callClock(end)} (UK time)`;
}
