/**
 * Words the template marks as samples where they are written ("Sample definition: …", "Sample policy: …"): the
 * marker tells the owner and the launch check what to replace, and is never shown to a visitor, who reads the
 * words without it. One rule for the register's schema (which strips it) and the launch check (which lists it).
 */

/** The marker at the start of a sample sentence. */
const SAMPLE_MARKER = /^Sample (?:definition|policy|wording|text):\s*/i;

/** Whether `text` is marked as sample words. */
export const isMarkedSample = (text: string): boolean => SAMPLE_MARKER.test(text);

/** `text` as a visitor reads it: without the sample marker, the sentence then opening with a capital. */
export function withoutSampleMarker(text: string): string {
  if (!isMarkedSample(text)) return text;
  const rest = text.replace(SAMPLE_MARKER, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** `data` with every string in it as a visitor reads it: the register as the pages use it. */
export function withoutSampleMarkers<T>(data: T): T {
  if (typeof data === "string") return withoutSampleMarker(data) as T;
  if (Array.isArray(data)) return data.map(withoutSampleMarkers) as T;
  if (typeof data !== "object" || data === null) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withoutSampleMarkers(value)])) as T;
}
