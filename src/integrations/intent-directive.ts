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

const INSIDE_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;
const AROUND_EVENTS = ["focusin", "pointerover"] as const;

const intent: ClientDirective = (load, options, el) => {
  const media = typeof options.value === "string" && options.value.trim() ? options.value : null;
  const area = media ? (el.parentElement ?? el) : el;
  const events = media ? AROUND_EVENTS : INSIDE_EVENTS;
  let started = false;
  let heldClick: EventTarget | null = null;

  // Until hydrated, a click on a control (not a link) is kept for the island instead of doing nothing.
  const holdClick = (event: Event) => {
    const target = event.target as Element | null;
    if (!target || target.closest("a[href]")) return;
    heldClick = target;
    event.stopPropagation();
  };

  const start = async () => {
    if (started || !window.matchMedia(media ?? "all").matches) return;
    started = true;
    for (const type of events) area.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    if (media) return;
    el.removeEventListener("click", holdClick, true);
    // React hydrates the server's own elements, so the held target is now the live control.
    const target = heldClick;
    heldClick = null;
    if (target && el.contains(target as Node)) {
      target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    }
  };

  if (!media) el.addEventListener("click", holdClick, true);
  for (const type of events) area.addEventListener(type, start);
  // The visitor may already be in the box when this runs (a fast Tab on a slow page).
  if (area.contains(document.activeElement)) void start();
};

export default intent;
