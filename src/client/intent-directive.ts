/**
 * `client:intent`: hydrates an island the first time the visitor reaches for it, so until then the page fetches
 * none of its JavaScript, at any width.
 *  - `client:intent` (no value): the visitor focuses, presses a pointer, presses a key or types inside the
 *    island. A click made before the island works (its script still on the way) is held and replayed on the
 *    same element once it has hydrated, so the tap that woke it is not lost. Links are not held, except one
 *    marked `data-intent-hold` (a link without JavaScript that the island handles itself, like a tab), nor
 *    form controls or a <details> summary, which work before hydration.
 *    An island whose server HTML carries `data-url-state="<param> …"` hydrates at once when the page's URL has one
 *    of those query parameters, so state a shared link carries (the blog list's ?category=) shows without a tap.
 *  - `client:intent="<media query>"`: the older form for an island whose control sits beside it (the header
 *    search): focus or pointer over the island's parent, only while the query matches; nothing is held.
 * Built pages fetch this directive with Astro's island runtime only on the first gesture
 * (src/lib/html/deferred-island-runtime.mjs). Its inline loader hands that gesture over: an island it saw reached
 * for has the property `reached` set and hydrates at once, and a click it held waits in the island's `held`
 * property, replayed like the directive's own.
 */
import type { ClientDirective } from "astro";

// Kept small on purpose: it travels with the island runtime every page with an island fetches (inline in dev).
const intent: ClientDirective = (load, { value }, island) => {
  const el = island as HTMLElement & { reached?: number; held?: Element };
  const media = typeof value === "string" ? value.trim() : "";
  const area = media ? (el.parentElement ?? el) : el;
  const events = media ? ["focusin", "pointerover"] : ["focusin", "pointerdown", "keydown", "input"];
  let started = false;
  // Until hydrated, a click on a control (not a link) is kept for the island instead of doing nothing.
  const hold = (event: Event) => {
    const target = event.target as Element;
    const link = target.closest("a[href]");
    if (link && !link.hasAttribute("data-intent-hold")) return;
    // Form controls and a disclosure's summary act by themselves (a box ticks, an answer opens): replaying the
    // click would undo it.
    if (target.closest("input,select,textarea,label,summary")) return;
    el.held = target;
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
    el.held?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  };
  if (!media) el.addEventListener("click", hold, true);
  for (const type of events) area.addEventListener(type, start);
  const params = new URLSearchParams(location.search);
  const urlState = el.querySelector("[data-url-state]")?.getAttribute("data-url-state")?.split(" ") ?? [];
  // Reached for before this ran (the loader saw it), or the visitor is already in the box (a fast Tab).
  const reached = el.reached || area.contains(document.activeElement);
  if (reached || urlState.some((key) => params.has(key))) void start();
};

export default intent;
