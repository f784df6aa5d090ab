/**
 * The smaller inline loader for a page whose one island is `client:intent="<media>"` (the header search, on most
 * pages): it wakes the island (wake.ts) on focus or pointer over its parent while the query matches, as the
 * directive would (src/client/intent-directive.ts). Nothing is held.
 */
import { d, wake, type Island } from "./wake";

const island = d.querySelector<Island>("astro-island[client=intent]")!;
const area = island.parentNode!;
const media = JSON.parse(island.getAttribute("opts")!).value as string;
const go = () => {
  if (matchMedia(media).matches) wake(island);
};
for (const type of ["focusin", "pointerover"]) area.addEventListener(type, go);
if (area.contains(d.activeElement)) go();
