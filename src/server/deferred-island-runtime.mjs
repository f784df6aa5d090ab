// On a page whose one island is the desktop header search, Astro still inlines its island runtime and the
// client:intent directive (about 1.8 KB gzip), although a phone never uses them and a desktop only once the
// visitor reaches for the box. This moves both into one shared file, fetched by a few inline bytes when a
// desktop visitor first points at or focuses the search; the runtime then hydrates the island as before.
import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ISLAND = /<astro-island\b[^>]*>/g;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const HEADER_SEARCH = /component-url="\/_astro\/HeaderSearch\.[^"]+\.js"/;
const MEDIA = /opts="[^"]*&quot;value&quot;:&quot;([^&]+)&quot;[^"]*"/;

/** True for Astro's inline runtime scripts: the island element and a client directive's registration. */
const isIslandRuntime = (script) =>
  script.includes('customElements.define("astro-island"') ||
  /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/.test(script);

/**
 * The inline loader: on the first focus or pointer over the search (while `media` matches), it fetches the
 * runtime and, once it runs, repeats the pointer event so the directive it registers hydrates the island.
 */
export function runtimeLoader(src, media) {
  return `(()=>{const a=document.querySelector("[data-header-search]"),m=matchMedia(${JSON.stringify(media)}),e=["focusin","pointerover"],go=()=>{if(!m.matches)return;for(const t of e)a.removeEventListener(t,go);const s=document.createElement("script");s.src=${JSON.stringify(src)};s.onload=()=>a.dispatchEvent(new Event("pointerover"));document.head.append(s)};if(a)for(const t of e)a.addEventListener(t,go)})()`;
}

// Runtime files known to exist: on-demand pages are finished per request, and need not ask the disk each time.
const writtenFiles = new Set();

function ensureRuntimeFile(file, runtime) {
  if (writtenFiles.has(file)) return;
  if (!existsSync(file)) writeFileSync(file, runtime);
  writtenFiles.add(file);
}

/**
 * The page with the island runtime deferred, when its only island is the media-gated header search; else the
 * page unchanged. The runtime file is written into `clientDir/_astro` the first time (by the build), named by
 * its content, so pages rendered later on demand find it there.
 * @param {string} html
 * @param {string} clientDir
 */
export function deferIslandRuntime(html, clientDir) {
  const islands = html.match(ISLAND) ?? [];
  if (islands.length !== 1 || !HEADER_SEARCH.test(islands[0])) return html;
  const media = MEDIA.exec(islands[0])?.[1];
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, body]) => isIslandRuntime(body));
  if (!media || scripts.length !== 2) return html;
  const runtime = scripts.map(([, body]) => body).join("\n");
  const name = `island-runtime.${createHash("sha256").update(runtime).digest("base64url").slice(0, 10)}.js`;
  ensureRuntimeFile(join(clientDir, "_astro", name), runtime);
  let deferred = html;
  for (const [tag] of scripts) deferred = deferred.replace(tag, "");
  return deferred.replace("</body>", () => `<script>${runtimeLoader(`/_astro/${name}`, media)}</script></body>`);
}
