/** The services FAQ's keyboard rule, kept apart from the island so it is unit-tested. */
import { indexAfterKey } from "@/lib/ui/roving-focus";

/** Index of the header to focus after a navigation key (up/down wrap, Home, End), or null for other keys. */
export function accordionFocusTarget(key: string, current: number, count: number): number | null {
  return indexAfterKey(key, current, count, "vertical");
}
