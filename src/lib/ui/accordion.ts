/** Rules of the single-open accordion (the services FAQ), kept apart from the island so they are unit-tested. */
import { indexAfterKey } from "@/lib/ui/roving-focus";

/** The item open after a header is activated: the activated one, or none when it was already open. */
export function toggleSingleOpen(open: number | null, activated: number): number | null {
  return open === activated ? null : activated;
}

/** Index of the header to focus after a navigation key (up/down wrap, Home, End), or null for other keys. */
export function accordionFocusTarget(key: string, current: number, count: number): number | null {
  return indexAfterKey(key, current, count, "vertical");
}
