// @ts-check
// Astro inlines its island runtime (the <astro-island> element) and each client directive's registration into
// every page with an island: about 4.4 KB raw, 1.9 KB gzip, which no visitor needs before reaching for an
// island. On every page whose islands all hydrate by `client:intent`, this moves both into one shared file,
// `/_astro/island-runtime.<hash>.js`, and leaves a small inline loader that fetches it on the visitor's first
// gesture, holding that gesture for the island by the directive's own rules (src/integrations/intent-directive.ts).
// Pages with an island of any other directive keep Astro's inline runtime, so nothing else changes for them.
import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ISLAND_STYLESHEETS } from "./critical-css.mjs";

const ISLAND = /<astro-island\b[^>]*>/g;
const CLIENT = /\bclient="([^"]*)"/;
const MEDIA = /\bopts="[^"]*&quot;value&quot;:&quot;([^&]+)&quot;[^"]*"/;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The runtime file's first line: it links the whole stylesheet the page left in an inert <template>
 * (critical-css.mjs), so the rules an island needs for what it renders next arrive while its code is on the way.
 */
export const LINK_ISLAND_STYLESHEETS = `document.querySelectorAll("template[${ISLAND_STYLESHEETS}]").forEach(t=>document.head.append(t.content));`;

/** True for Astro's inline runtime scripts: the island element and a client directive's registration. */
const isIslandRuntime = (/** @type {string} */ script) =>
  script.includes('customElements.define("astro-island"') ||
  /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/.test(script);

/*
 * The inline loaders, minified by hand below from this commented source. `SRC` is the runtime file's URL. The
 * hand-off to the directive: an island the visitor reached for gets the property `reached` (it hydrates as soon
 * as its directive runs) and a click held for it the property `held` (replayed once it has hydrated).
 *
 * The general loader, for a page with any intent islands:
 *
 *   (() => {
 *     const d = document;
 *     // Islands not yet hydrated (Astro drops `ssr` once one has), so nothing is held for a live island.
 *     const I = "astro-island[client=intent][ssr]";
 *     // Fetches the runtime once; when it runs, every island's directive takes over its own listeners.
 *     const load = () => {
 *       if (!load.s) { const s = (load.s = d.createElement("script")); s.src = SRC; d.head.append(s) }
 *     };
 *     const reach = (event) => {
 *       const t = event.target, type = event.type;
 *       for (const island of d.querySelectorAll(I)) {
 *         // `client:intent="<media>"` has the query as its opts' value; plain `client:intent` has `true`.
 *         const media = JSON.parse(island.getAttribute("opts")).value;
 *         // The directive's wake-up rules: a media-gated island (the header search) by focus or pointer over
 *         // its parent while the query matches; a plain one by focus, press, key, input (or click) inside it.
 *         if (media?.trim ? /^f|ov/.test(type) && island.parentNode.contains(t) && matchMedia(media).matches
 *                         : type != "pointerover" && island.contains(t)) {
 *           island.reached = 1;
 *           load();
 *           // A click on a control is kept for the island, as the directive does: not a link unless marked
 *           // data-intent-hold, never a form control (it acts by itself; a replay would undo it).
 *           if (type == "click" && !t.closest("input,select,textarea,label,a[href]:not([data-intent-hold])")) {
 *             island.held = t;
 *             event.preventDefault(); // a submit button's no-JS post would leave the page
 *             event.stopPropagation();
 *           }
 *         }
 *       }
 *     };
 *     for (const type of "focusin pointerover pointerdown keydown input click".split(" ")) d.addEventListener(type, reach, true);
 *     // Already in an island (a fast Tab): as if it had just been focused.
 *     reach({ type: "focusin", target: d.activeElement });
 *     // A shared link carrying an island's URL state (the blog's ?category=): load at once; the directive
 *     // sees the parameter and hydrates the island.
 *     for (const el of d.querySelectorAll(I + " [data-url-state]"))
 *       if (el.dataset.urlState.split(" ").some((key) => new URLSearchParams(location.search).has(key))) load();
 *   })()
 *
 * The smaller loader for a page whose one island is media-gated (the header search, on most pages): nothing
 * is held, and the query is written in.
 *
 *   (() => {
 *     const d = document, island = d.querySelector("astro-island[client=intent]"), area = island.parentNode;
 *     const go = () => {
 *       if (!go.s && matchMedia(MEDIA).matches) {
 *         island.reached = 1;
 *         const s = (go.s = d.createElement("script")); s.src = SRC; d.head.append(s);
 *       }
 *     };
 *     for (const type of ["focusin", "pointerover"]) area.addEventListener(type, go);
 *     if (area.contains(d.activeElement)) go();
 *   })()
 */
/**
 * The general inline loader for the runtime at `src` (see the commented source above). The same text on every
 * page of a build, so the Content-Security-Policy built from the prerendered pages covers on-demand pages too.
 * @param {string} src
 */
export function runtimeLoader(src) {
  return `(()=>{const d=document,I="astro-island[client=intent][ssr]",l=()=>{if(!l.s){const s=l.s=d.createElement("script");s.src=${JSON.stringify(src)};d.head.append(s)}},r=e=>{const t=e.target,y=e.type;for(const i of d.querySelectorAll(I)){const m=JSON.parse(i.getAttribute("opts")).value;(m?.trim?/^f|ov/.test(y)&&i.parentNode.contains(t)&&matchMedia(m).matches:y!="pointerover"&&i.contains(t))&&(i.reached=1,l(),y!="click"||t.closest("input,select,textarea,label,a[href]:not([data-intent-hold])")||(i.held=t,e.preventDefault(),e.stopPropagation()))}};"focusin pointerover pointerdown keydown input click".split(" ").map(t=>d.addEventListener(t,r,!0));r({type:"focusin",target:d.activeElement});d.querySelectorAll(I+" [data-url-state]").forEach(e=>e.dataset.urlState.split(" ").some(x=>new URLSearchParams(location.search).has(x))&&l())})()`;
}

/**
 * The smaller inline loader for a page whose one island is `client:intent="<media>"` (see the source above).
 * @param {string} src
 * @param {string} media
 */
export function mediaRuntimeLoader(src, media) {
  return `(()=>{const d=document,a=d.querySelector("astro-island[client=intent]"),p=a.parentNode,g=()=>{if(!g.s&&matchMedia(${JSON.stringify(media)}).matches){a.reached=1;const s=g.s=d.createElement("script");s.src=${JSON.stringify(src)};d.head.append(s)}};["focusin","pointerover"].map(t=>p.addEventListener(t,g));p.contains(d.activeElement)&&g()})()`;
}

// Per process: the runtime file's name by its content, and the files known to exist. On-demand pages are
// finished per request; they need neither hash the runtime nor ask the disk each time.
/** @type {Map<string, string>} */
const runtimeNames = new Map();
/** @type {Set<string>} */
const writtenFiles = new Set();

/**
 * The runtime file's name, by a hash of its content.
 * @param {string} runtime
 */
function runtimeName(runtime) {
  let name = runtimeNames.get(runtime);
  if (!name) {
    name = `island-runtime.${createHash("sha256").update(runtime).digest("base64url").slice(0, 10)}.js`;
    runtimeNames.set(runtime, name);
  }
  return name;
}

/**
 * Writes the runtime file unless this process already knows it exists.
 * @param {string} file
 * @param {string} runtime
 */
function ensureRuntimeFile(file, runtime) {
  if (writtenFiles.has(file)) return;
  if (!existsSync(file)) writeFileSync(file, runtime);
  writtenFiles.add(file);
}

/**
 * The page with the island runtime deferred when every island on it hydrates by `client:intent`; else the
 * page unchanged. The runtime file is written into `clientDir/_astro` the first time (by the build), named by
 * its content, so pages rendered later on demand find it there.
 * @param {string} html
 * @param {string} clientDir
 */
export function deferIslandRuntime(html, clientDir) {
  const islands = html.match(ISLAND) ?? [];
  if (!islands.length || islands.some((tag) => CLIENT.exec(tag)?.[1] !== "intent")) return html;
  // A lone media-gated island (`client:intent="<media>"`): its query, for the smaller loader.
  const media = islands.length === 1 ? MEDIA.exec(islands[0])?.[1] : undefined;
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, body]) => isIslandRuntime(body));
  // Astro writes the intent directive's registration and the runtime once per page; anything else is a page
  // this does not understand, left as it is.
  if (scripts.length !== 2) return html;
  const runtime = [LINK_ISLAND_STYLESHEETS, ...scripts.map(([, body]) => body)].join("\n");
  const name = runtimeName(runtime);
  ensureRuntimeFile(join(clientDir, "_astro", name), runtime);
  let deferred = html;
  for (const [tag] of scripts) deferred = deferred.replace(tag, "");
  const loader = media ? mediaRuntimeLoader(`/_astro/${name}`, media) : runtimeLoader(`/_astro/${name}`);
  return deferred.replace("</body>", () => `<script>${loader}</script></body>`);
}
