// @ts-check
// Inline scripts that only on-demand pages carry. The CSP hashes every inline script it finds in the built
// HTML; these are in no built file, so the policy adds their hashes from here (csp.mjs).
// Here beside the policy that hashes them (the server loads that policy for on-demand pages, the build's
// integrations for static ones); the pages that carry one (/affordability) import it from here.

/**
 * Fetches the classic script named by its own `data-src` the first time the visitor focuses, taps or types in
 * the element just before it: the page loads no JavaScript until someone reaches for that element.
 */
export const LOAD_ON_FIRST_USE =
  '(()=>{const s=document.currentScript,a=s.previousElementSibling,e=["focusin","pointerdown","input"],go=()=>{for(const t of e)a.removeEventListener(t,go);const j=document.createElement("script");j.src=s.dataset.src;document.head.append(j)};for(const t of e)a.addEventListener(t,go);if(a.contains(document.activeElement))go()})()';

export const ON_DEMAND_INLINE_SCRIPTS = [LOAD_ON_FIRST_USE];
