/** The free call's availability (src/content/booking/availability.yaml), as the build checked it. */
import { getEntry } from "astro:content";
import type { Availability } from "@/lib/schemas/availability-schema";

/** When the free call can be booked: the one entry of the bookingAvailability collection. */
export async function getCallAvailability(): Promise<Availability> {
  const entry = await getEntry("bookingAvailability", "availability");
  if (!entry) throw new Error("src/content/booking/availability.yaml is missing: /book has no hours to offer");
  const { id: _id, ...availability } = entry.data as Availability & { id?: string };
  return availability;
}
