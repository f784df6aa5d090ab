/** Keyboard movement through a group of controls (tabs, accordion headers), per the ARIA authoring practices. */

export type FocusOrientation = "vertical" | "both";

const NEXT_KEYS: Record<FocusOrientation, readonly string[]> = {
  vertical: ["ArrowDown"],
  both: ["ArrowRight", "ArrowDown"],
};
const PREVIOUS_KEYS: Record<FocusOrientation, readonly string[]> = {
  vertical: ["ArrowUp"],
  both: ["ArrowLeft", "ArrowUp"],
};

/** Index to move to after a key press (arrows wrap, Home and End jump), or null for any other key. */
export function indexAfterKey(
  key: string,
  current: number,
  count: number,
  orientation: FocusOrientation,
): number | null {
  if (count <= 0) return null;
  if (NEXT_KEYS[orientation].includes(key)) return (current + 1) % count;
  if (PREVIOUS_KEYS[orientation].includes(key)) return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
