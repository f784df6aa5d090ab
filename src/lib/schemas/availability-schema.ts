/**
 * The schema of the free call's availability (src/content/booking/availability.yaml), in plain zod: the owner's
 * hours, the length of a call and the rules that keep the diary sane. src/content.config.ts builds the collection
 * from it, the browser editor's form is generated from it, and the slot finder (src/lib/booking/) reads its type.
 */
import { z } from "zod";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** The nations whose bank holidays close the diary (date-holidays' GB regions), or none. */
export const BANK_HOLIDAY_NATIONS = ["england-and-wales", "scotland", "northern-ireland", "none"] as const;

const clockTime = (what: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .describe(`${what}, UK time as the clock reads it, written HH:MM in quotes on a 24-hour clock, e.g. "09:00".`);

const openingHours = z
  .object({
    day: z.enum(WEEKDAYS).describe("The day of the week these hours are for."),
    opens: clockTime("When the first call may start"),
    closes: clockTime("When the last call must have ended"),
  })
  .strict()
  .refine((hours) => hours.opens < hours.closes, { message: "closes must be later than opens", path: ["closes"] });

export const availabilitySchema = z
  .object({
    weeklyHours: z
      .array(openingHours)
      .min(1)
      .describe(
        "The hours calls can be booked in, one line per stretch of a day (two lines for a day with a lunch break). A day with no line is closed.",
      ),
    slotMinutes: z.number().int().min(5).max(120).describe("How long a call lasts, in minutes (15 for the free call)."),
    bufferMinutes: z
      .number()
      .int()
      .min(0)
      .max(120)
      .describe("Minutes kept free after each booked call before the next can start (0 for back-to-back calls)."),
    minimumNoticeHours: z
      .number()
      .int()
      .min(0)
      .max(168)
      .describe("How many hours ahead a call must be booked: a slot starting sooner is not offered."),
    horizonDays: z
      .number()
      .int()
      .min(1)
      .max(60)
      .describe("How many days ahead are offered, today included (14 shows two weeks)."),
    dailyCap: z
      .number()
      .int()
      .min(1)
      .max(100)
      .describe("The most calls booked on one day: once reached, the day offers no more slots."),
    closedDates: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
      .describe('Days with no calls (holidays, training), each written YYYY-MM-DD in quotes, e.g. "2026-12-24".'),
    bankHolidayNation: z
      .enum(BANK_HOLIDAY_NATIONS)
      .describe(
        'Whose bank holidays close the diary: "england-and-wales" (the default), "scotland", "northern-ireland", or "none".',
      ),
  })
  .strict();

export type Availability = z.infer<typeof availabilitySchema>;
export type Weekday = (typeof WEEKDAYS)[number];
