// @ts-check
// Content-Security-Policy built from the build output: Astro writes small inline scripts for island hydration,
// so instead of 'unsafe-inline' the policy lists the SHA-256 hash of every inline script the build produced.
// The hashes are worked out by the build (src/integrations/hosting-files.mjs: `_headers` for static hosts, and
// script-hashes.json beside the server bundle), and the server (src/server/serve.mjs) reads them when it starts.
// In src/lib/html because both sides load it.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ON_DEMAND_INLINE_SCRIPTS } from "./inline-scripts.mjs";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
// Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
const DATA_BLOCK_TYPE = /\btype=["']?application\/(?:ld\+)?json/;

/**
 * SHA-256 CSP sources for the executable inline scripts in one HTML document.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK_TYPE.test(attributes) || !body.trim()) continue;
    hashes.add(scriptHash(body));
  }
  return hashes;
}

const scriptHash = (/** @type {string} */ body) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** The file the build writes beside its server bundle: every built page's inline-script hashes, and the site's. */
export const SCRIPT_HASHES_FILE = "script-hashes.json";

/**
 * The inline-script hashes of a client build: each built page's, by its path in the folder, and the site's (every
 * page's, and the on-demand pages' own). The build works them out once (src/integrations/hosting-files.mjs writes
 * them to SCRIPT_HASHES_FILE), so a starting server reads them instead of hashing every page again: they are the
 * same on every answer, and at 1,000 franchises there are some 2,000 pages.
 * @param {string} clientDir
 * @returns {{ site: string[], pages: Record<string, string[]> }}
 */
export function buildScriptHashes(clientDir) {
  const site = new Set(ON_DEMAND_INLINE_SCRIPTS.map(scriptHash));
  /** @type {Record<string, string[]>} */
  const pages = {};
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" }).sort()) {
    if (!file.endsWith(".html")) continue;
    const hashes = [...inlineScriptHashes(readFileSync(join(clientDir, file), "utf8"))].sort();
    pages[file] = hashes;
    for (const hash of hashes) site.add(hash);
  }
  return { site: [...site].sort(), pages };
}

/**
 * The hashes the build wrote beside its server bundle (buildScriptHashes); a build without them (made before
 * this server) stops the server here, naming the file.
 * @param {string} serverDir
 * @returns {{ site: string[], pages: Record<string, string[]> }}
 */
export function readScriptHashes(serverDir) {
  const file = join(serverDir, SCRIPT_HASHES_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: this build is older than the server; run \`npm run build\``);
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * Each built page's own policy, by its file's absolute path: only the hashes of the inline scripts that page
 * carries (two or three, where the site-wide list has every page's). Least privilege, and about 300 bytes less in
 * every page's response head, which counts towards its first flight. Static hosts keep the site-wide policy of
 * `_headers` (a superset), and on-demand pages too.
 * @param {string} clientDir
 * @param {Record<string, string[]>} pages each page's hashes, by its path in `clientDir` (readScriptHashes)
 * @returns {Map<string, string>}
 */
export function pagePolicies(clientDir, pages) {
  return new Map(Object.entries(pages).map(([file, hashes]) => [join(clientDir, file), contentSecurityPolicy(hashes)]));
}

/**
 * A policy from its directives: same-origin everything, the given inline scripts by hash, and in each directive
 * the extra sources in `more` (a directive in `more` that is not a default one is added after them).
 * @param {string[]} scriptHashes
 * @param {Record<string, string>} more
 */
function policyWith(scriptHashes, more) {
  /** @type {Record<string, string>} */
  const directives = {
    "default-src": "'self'",
    "script-src": `'self' ${scriptHashes.join(" ")}`.trim(),
    // Astro inlines small stylesheets and islands set style attributes; styles cannot run code.
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "frame-src": "",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
  };
  for (const [name, sources] of Object.entries(more)) directives[name] = `${directives[name] ?? ""} ${sources}`.trim();
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources}`)
    .join("; ");
}

/**
 * The site's policy: same-origin everything, hashed inline scripts, and frames only from the video host.
 * @param {string[]} scriptHashes
 * @param {{ frameHosts?: string[] }} [options]
 */
export function contentSecurityPolicy(scriptHashes, { frameHosts = ["https://www.youtube-nocookie.com"] } = {}) {
  return policyWith(scriptHashes, { "frame-src": frameHosts.join(" ") });
}

/**
 * The browser editor's policy (/keystatic, in a build with GitHub mode: src/integrations/editor.ts): its page is
 * Keystatic's React app, loaded from this site's own scripts, and it talks to GitHub's API from the browser with
 * the editor's sign-in. So, beside the page's own inline scripts (Astro's island loader), it may connect to
 * api.github.com, show GitHub's avatars and the images being uploaded (blob:), and load the Inter typeface its UI
 * links from Google Fonts on every load (@keystatic/core's UI, not a setting). Nothing else is loosened: no eval,
 * no frames, no other hosts. Every public page keeps the site's policy above.
 * @param {string[]} scriptHashes the hashes of the page's own inline scripts (inlineScriptHashes)
 */
export function editorContentSecurityPolicy(scriptHashes) {
  return policyWith(scriptHashes, {
    // Keystatic's UI styles itself at run time (style elements and attributes).
    "style-src": "https://fonts.googleapis.com",
    "img-src": "blob: https://avatars.githubusercontent.com",
    "font-src": "https://fonts.gstatic.com",
    "connect-src": "https://api.github.com",
    "frame-src": "'none'",
  });
}
