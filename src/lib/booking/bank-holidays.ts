/**
 * UK bank holidays, from the date-holidays package: the days the diary closes unless the owner picks no nation.
 * England and Wales share one list; Scotland and Northern Ireland have their own.
 */
import Holidays from "date-holidays";
import type { Availability } from "@/lib/schemas/availability-schema";

/** date-holidays' region within GB for each nation the availability may name. */
const REGIONS: Record<Exclude<Availability["bankHolidayNation"], "none">, string> = {
  "england-and-wales": "ENG",
  scotland: "SCT",
  "northern-ireland": "NIR",
};

const byNation = new Map<string, Holidays>();

/** The nation's bank holidays in the given years, as UK dates (YYYY-MM-DD); none for "none". */
export function bankHolidays(nation: Availability["bankHolidayNation"], years: readonly number[]): Set<string> {
  if (nation === "none") return new Set();
  let calendar = byNation.get(nation);
  if (!calendar) {
    calendar = new Holidays("GB", REGIONS[nation]);
    byNation.set(nation, calendar);
  }
  const days = years.flatMap((year) =>
    (calendar.getHolidays(year) || [])
      // "public" is how date-holidays marks the UK's bank holidays (substitute days included).
      .filter((holiday) => holiday.type === "public")
      .map((holiday) => holiday.date.slice(0, 10)),
  );
  return new Set(days);
}
