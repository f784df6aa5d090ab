/**
 * `client:intent="<media query>"`: hydrates an island the first time the visitor focuses or points at the
 * element around it (its parent), and only while the media query matches. Until then the island's JavaScript
 * is never requested, so a page that is only read, or read on a phone, pays nothing for it.
 */
import type { ClientDirective } from "astro";

const INTENT_EVENTS = ["focusin", "pointerover"] as const;

const intent: ClientDirective = (load, options, el) => {
  const media = typeof options.value === "string" && options.value.trim() ? options.value : "all";
  const area = el.parentElement ?? el;
  let started = false;

  const start = async () => {
    if (started || !window.matchMedia(media).matches) return;
    started = true;
    for (const type of INTENT_EVENTS) area.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };

  for (const type of INTENT_EVENTS) area.addEventListener(type, start);
  // The visitor may already be in the box when this runs (a fast Tab on a slow page).
  if (area.contains(document.activeElement)) void start();
};

export default intent;
