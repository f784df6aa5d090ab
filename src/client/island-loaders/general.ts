/**
 * The inline loader for a page with any plain `client:intent` island (the build inlines it at the end of <body>,
 * where every island it looks for has been parsed). It listens, on the document, for the gestures the directive
 * would (src/client/intent-directive.ts) and wakes the island they reach (wake.ts). The hand-over to the
 * directive: the island gets the property `reached` (it hydrates as soon as its directive runs), and a click on a
 * control it holds for the island waits in `held` (replayed once the island has hydrated).
 */
import { d, wake, type Island } from "./wake";

// Islands not yet hydrated (Astro drops `ssr` once one has), so nothing is held for a live island.
const PENDING = "astro-island[client=intent][ssr]";

function reach(event: Pick<Event, "type" | "target"> & Partial<Event>) {
  const target = event.target as Element;
  const type = event.type;
  for (const island of d.querySelectorAll<Island>(PENDING)) {
    // `client:intent="<media>"` has the query as its opts' value; plain `client:intent` has `true`.
    const media: unknown = JSON.parse(island.getAttribute("opts")!).value;
    // The directive's wake-up rules: a media-gated island (the header search) by focus or pointer over its
    // parent while the query matches; a plain one by focus, press, key, input (or click) inside it.
    const reached =
      typeof media == "string"
        ? /^f|ov/.test(type) && island.parentNode!.contains(target) && matchMedia(media).matches
        : type != "pointerover" && island.contains(target);
    if (!reached) continue;
    wake(island);
    // A click on a control is kept for the island, as the directive does: not a link unless marked
    // data-intent-hold, never a form control or a disclosure's summary (it acts by itself; a replay would undo it).
    if (type == "click" && !target.closest("input,select,textarea,label,summary,a[href]:not([data-intent-hold])")) {
      island.held = target;
      event.preventDefault!(); // a submit button's no-JS post would leave the page
      event.stopPropagation!();
    }
  }
}

for (const type of ["focusin", "pointerover", "pointerdown", "keydown", "input", "click"])
  d.addEventListener(type, reach, true);
// Already in an island (a fast Tab): as if it had just been focused.
reach({ type: "focusin", target: d.activeElement });
// A shared link carrying an island's URL state (the blog's ?category=): wake it at once; the directive sees the
// parameter and hydrates the island.
d.querySelectorAll<HTMLElement>(PENDING + " [data-url-state]").forEach((el) => {
  if (el.dataset.urlState!.split(" ").some((key) => new URLSearchParams(location.search).has(key)))
    wake(el.closest<Island>("astro-island")!);
});
