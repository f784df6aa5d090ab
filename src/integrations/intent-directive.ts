/**
 * `client:intent`: hydrates an island the first time the visitor reaches for it, so until then the page fetches
 * none of its JavaScript, at any width.
 *  - `client:intent` (no value): the visitor focuses, presses a pointer, presses a key or types inside the
 *    island. A click made before the island works (its script still on the way) is held and replayed on the
 *    same element once it has hydrated, so the tap that woke it is not lost. Links are never held.
 *  - `client:intent="<media query>"`: the older form for an island whose control sits beside it (the header
 *    search): focus or pointer over the island's parent, only while the query matches; nothing is held.
 */
import type { ClientDirective } from "astro";

// Kept small on purpose: Astro inlines this directive into every page that uses it (the header search is on all).
const intent: ClientDirective = (load, { value }, el) => {
  const media = typeof value === "string" ? value.trim() : "";
  const area = media ? (el.parentElement ?? el) : el;
  const events = media ? ["focusin", "pointerover"] : ["focusin", "pointerdown", "keydown", "input"];
  let started = false;
  let held: Element | null = null;
  // Until hydrated, a click on a control (not a link) is kept for the island instead of doing nothing.
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (target.closest("a[href]")) return;
    held = target;
    // A submit button's default (the no-JS form post) would leave the page; the replay does it the island's way.
    event.preventDefault();
    event.stopPropagation();
  };
  const start = async () => {
    if (started || (media && !matchMedia(media).matches)) return;
    started = true;
    for (const type of events) area.removeEventListener(type, start);
    await (
      await load()
    )();
    el.removeEventListener("click", hold, true);
    // React hydrates the server's own elements, so the held target is now the live control.
    held?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  };
  if (!media) el.addEventListener("click", hold, true);
  for (const type of events) area.addEventListener(type, start);
  // The visitor may already be in the box when this runs (a fast Tab on a slow page).
  if (area.contains(document.activeElement)) void start();
};

export default intent;
