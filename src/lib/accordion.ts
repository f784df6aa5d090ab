/** Rules of the single-open accordion (the services FAQ), kept apart from the island so they are unit-tested. */

/** The item open after a header is activated: the activated one, or none when it was already open. */
export function toggleSingleOpen(open: number | null, activated: number): number | null {
  return open === activated ? null : activated;
}

/** Index of the header to focus after a navigation key (arrows wrap, Home, End), or null for other keys. */
export function accordionFocusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
