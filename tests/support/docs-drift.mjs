// @ts-check
// Lists in the docs that keep drifting from the code, held to it (tests/unit/docs-drift.test.ts): the paths Node
// renders on demand (docs/architecture.md, docs/operating.md, deploy/README.md) and the steps of `npm test`
// (README.md). Each list sits between two HTML comments in its document, `<!-- NAME -->` and `<!-- /NAME -->`;
// every `/path` or step written in backticks between them is compared with what the code has.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_DIR = fileURLToPath(new URL("../..", import.meta.url));
const PAGES_DIR = join(PROJECT_DIR, "src", "pages");

/**
 * On-demand routes no visitor requests by their own URL, with the reason; the docs need not list them.
 * @type {Record<string, string>}
 */
export const NOT_REQUESTED_ROUTES = {
  "/500": "Astro's error page, rendered inside the answer of an on-demand route that failed",
  "/lead-error": "the lead form's error page, rendered by POST /api/leads (a rewrite); its own URL is a 404",
};

/**
 * The URL path of every route in src/pages that says `export const prerender = false`, sorted.
 * @param {string} [pagesDir]
 * @returns {string[]}
 */
export function onDemandRoutes(pagesDir = PAGES_DIR) {
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(astro|ts|mdx|md)$/.test(file) && !file.split(sep).some((part) => part.startsWith("_")))
    .filter((file) => /^export const prerender = false;?$/m.test(readFileSync(join(pagesDir, file), "utf8")))
    .map((file) => `/${relative(".", file).split(sep).join("/")}`.replace(/\.(astro|ts|mdx|md)$/, ""))
    .map((path) => path.replace(/\/index$/, "") || "/")
    .sort();
}

/** The on-demand paths the docs must list: every on-demand route but those in NOT_REQUESTED_ROUTES. */
export function documentedOnDemandPaths(pagesDir = PAGES_DIR) {
  return onDemandRoutes(pagesDir).filter((path) => !(path in NOT_REQUESTED_ROUTES));
}

/**
 * The text between `<!-- name -->` and `<!-- /name -->`, one entry per such region in the document.
 * @param {string} text
 * @param {string} name
 */
export function markedRegions(text, name) {
  return [...text.matchAll(new RegExp(`<!-- ${name} -->([\\s\\S]*?)<!-- /${name} -->`, "g"))].map((m) => m[1] ?? "");
}

/**
 * Every URL path written in backticks in a text (`/compare`, `/area-check?postcode=…`), query left off; paths with a
 * wildcard (`/api/*`) are left out, being rules rather than routes.
 * @param {string} text
 */
export function backtickedPaths(text) {
  return [...text.matchAll(/`(\/[^`\s?…]*)[^`]*`/g)].map((m) => m[1] ?? "").filter((path) => !path.includes("*"));
}

/**
 * What a document's on-demand list gets wrong: paths the code renders on demand that it does not name (missing),
 * and paths it names that are not on-demand routes (stale). A document without the marked region is reported too.
 * @param {string} text the document
 * @param {string[]} expected documentedOnDemandPaths()
 */
export function onDemandListDrift(text, expected) {
  const regions = markedRegions(text, "on-demand-paths");
  const listed = new Set(regions.flatMap(backtickedPaths));
  return {
    marked: regions.length > 0,
    missing: expected.filter((path) => !listed.has(path)),
    stale: [...listed].filter((path) => !expected.includes(path)).sort(),
  };
}

/**
 * The step names in backticks within a document's `test-steps` region, in order.
 * @param {string} text
 */
export function documentedSteps(text) {
  return markedRegions(text, "test-steps").flatMap((region) =>
    [...region.matchAll(/`([a-z][a-z0-9-]*)`/g)].map((m) => m[1] ?? ""),
  );
}

/**
 * The folders the project layout's map names (docs/architecture.md, "Project layout"), as paths from the project
 * root, in the map's order: `src/`, its children two spaces in (`  lib/`), theirs four (`    directory/`).
 * @param {string} text the document
 * @returns {string[]}
 */
export function mappedFolders(text) {
  const section = text.split(/^## Project layout$/m)[1] ?? "";
  const map = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? "";
  /** @type {string[]} */
  const parents = [];
  /** @type {string[]} */
  const folders = [];
  for (const [, indent, name] of map.matchAll(/^( *)([\w.-]+)\/(?= |$)/gm)) {
    const depth = indent.length / 2;
    parents.length = depth;
    parents[depth] = name;
    folders.push(parents.join("/"));
  }
  return folders;
}

/**
 * The folders directly inside a project folder.
 * @param {string} folder relative to the project
 */
export function foldersIn(folder) {
  return readdirSync(join(PROJECT_DIR, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`)
    .sort();
}

/**
 * Imports that run up the map's list of lib domains: each domain is listed after every domain it imports, so an
 * arrow to a domain listed below its importer (or one the map does not list) is reported, with an import doing it.
 * @param {string[]} listed the map's lib domains in order (`directory`, …)
 * @param {Map<string, Map<string, string>>} domains what each domain imports (eslint-rules/lib-acyclic.mjs)
 */
export function arrowsUpTheMap(listed, domains) {
  /** @type {string[]} */
  const up = [];
  for (const [from, arrows] of domains)
    for (const [to, example] of arrows)
      if (!(listed.indexOf(to) >= 0 && listed.indexOf(to) < listed.indexOf(from)))
        up.push(`${from} → ${to} (${example})`);
  return up.sort();
}

/**
 * The log events the code emits, read from its calls of the logger (`log.info("lead.stored", …)`, `log[level](…)`)
 * and of the lead pipeline's `note(…)`: each event name written as a string there (both arms of a `?:`), and the
 * fixed start of a name built from a template (`lead.${status}` gives `lead.`).
 * @param {string} [dir] project folder to read
 * @returns {{ names: string[], prefixes: string[] }}
 */
export function emittedLogEvents(dir = "src") {
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {Set<string>} */
  const prefixes = new Set();
  const root = join(PROJECT_DIR, dir);
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (!/\.(ts|tsx|mjs|astro)$/.test(file) || /\.test\.ts$/.test(file)) continue;
    const text = readFileSync(join(root, file), "utf8");
    for (const [, first = ""] of text.matchAll(/\b(?:log(?:\.(?:info|warn|error)|\[[^\]]+\])|note)\(\s*([^,)]*)/g)) {
      for (const [, name = ""] of first.matchAll(/"([a-z]+(?:\.[a-z_]+)?)"/g))
        if (/^[a-z]+\.[a-z_]+$|^request$/.test(name)) names.add(name);
      for (const [, prefix = ""] of first.matchAll(/`([a-z]+\.)\$\{/g)) prefixes.add(prefix);
    }
  }
  return { names: [...names].sort(), prefixes: [...prefixes].sort() };
}

/**
 * The event names in backticks in the first column of a document's table headed `| Event |`.
 * @param {string} text
 */
export function documentedLogEvents(text) {
  const table = text.split(/^\| Event \|.*\n\|[- |]+\|\n/m)[1]?.split(/^(?!\|)/m)[0] ?? "";
  return table
    .split("\n")
    .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ""));
}

/**
 * What a log table gets wrong: events the code emits that it leaves out (missing), and names it lists that the code
 * never emits (stale; a name built from a template counts as emitted when it starts with the template's fixed part).
 * @param {string} text the document
 * @param {{ names: string[], prefixes: string[] }} emitted emittedLogEvents()
 */
export function logEventDrift(text, emitted) {
  const listed = documentedLogEvents(text);
  return {
    missing: emitted.names.filter((name) => !listed.includes(name)),
    stale: listed
      .filter((name) => !emitted.names.includes(name) && !emitted.prefixes.some((prefix) => name.startsWith(prefix)))
      .sort(),
  };
}
