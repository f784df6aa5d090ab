// @ts-check
// Per-page CSS: after the build, each page gets only the stylesheet rules it can use, inlined in <head>.
// Runs in the server for on-demand pages (through finish-html.mjs, whose header says why this folder is here) and
// in the build's integrations for static pages.
// A rule is kept when every class and element its selector requires appears in the page's HTML or in the code of
// the islands the page loads (so states an island renders later are styled too), and one selector of each of its
// :is()/:where() lists can match (typography's styles for `pre`, `kbd` or `blockquote` stay off articles without
// them). On a slow phone this removes a blocking request and most of the shared stylesheet's bytes from the first
// paint.
// On a page whose island runtime waits for the visitor's first gesture (deferred-island-runtime.mjs), the rules
// only the islands' code can use stay out of the page: the runtime, once fetched, links the whole stylesheet
// from an inert <template> the page carries (ISLAND_STYLESHEETS), well before an island renders anything new.
// The stylesheet comes after the inlined rules and repeats them, so the cascade is the stylesheet's own.
//
// Why not Beasties. Both run on this build's pages, each with the full stylesheet linked as
// Astro emits it; gzip level 9 bytes, inlined CSS / whole page, ours vs Beasties 0.5.4 with its defaults:
//   /            5,355 / 18,839  vs  5,031 / 18,600     /franchises/meridune-coffee  4,228 / 16,527  vs  3,934 / 16,297
//   /services    5,143 / 19,804  vs  4,623 / 19,369     /blog/bfa-accreditation-...  5,904 / 18,509  vs  5,823 / 18,536
//   /franchises  4,306 / 18,626  vs  3,934 / 18,335     /contact                     3,820 / 13,276  vs  3,514 / 13,026
// Beasties inlines only what the static markup matches (pseudo-classes stripped) and still loads the whole
// stylesheet, 11,122 B more, from the end of <body> (its other modes need inline onload handlers, which our CSP
// blocks). The 23-69 selectors a page that it leaves to that request are exactly what islands and interaction
// need later: form errors and success notes, pressed Save buttons, `[hidden]`, `:focus-visible`, `details[open]`;
// unstyled until it lands. Counting that request this extractor sends fewer bytes, so it stays, with unit tests.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import postcss from "postcss";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;
// Not renderer-url: the framework's runtime (react-dom) names every HTML element and renders none of the page's.
const ISLAND_SCRIPT = /(component-url|src)="(\/_astro\/[^"]+\.js)"/g;
/** The attribute of the inert <template> holding a deferred page's stylesheet links, for the island runtime. */
export const ISLAND_STYLESHEETS = "data-island-stylesheets";

/** The page as it first renders: without the inert template, whose stylesheet links load only with the runtime. */
export const withoutIslandStylesheets = (/** @type {string} */ html) =>
  html.replace(new RegExp(`<template ${ISLAND_STYLESHEETS}>[\\s\\S]*?</template>`, "g"), "");
const CHUNK_IMPORT = /(?:from|import)\s*\(?\s*"\.\/([^"]+\.js)"/g;

/**
 * Names a page may use (class names or element names): a Set, or a view over several.
 * @typedef {{ has(name: string): boolean }} NameSet
 */

/**
 * Every token that could be a class name: the text split on whitespace, quotes and markup characters.
 * @param {string} text
 */
export function candidateTokens(text) {
  const decoded = text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return new Set(decoded.split(/[\s"'`<>=\\{}]+/).filter(Boolean));
}

/**
 * The tokens that could be class names in a page's markup: its class attributes, island props (which may carry
 * class names, e.g. editor-chosen badge colours) and inline scripts, but not its text, whose words ("visible",
 * "block", "ring") would keep utility rules the page never applies.
 * @param {string} html
 */
export function markupTokens(html) {
  return candidateTokens(markupSources(html).join(" "));
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const OTHER_SOURCES = /\sprops="([^"]*)"|<script\b[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The texts of a page's markup that may name classes (see markupTokens): the class attributes' values, then each
 * island's props and each inline script's body.
 * @param {string} html
 */
function markupSources(html) {
  return [
    ...[...html.matchAll(CLASS_ATTRIBUTE)].map(([, text]) => text),
    ...[...html.matchAll(OTHER_SOURCES)].map(([, props, script]) => props ?? script),
  ];
}

// Tokens per class attribute, kept between answers: a page rendered on demand repeats the same few hundred (a card's
// on every card, the header's and footer's on every page), so each is split once, not once per answer. Only class
// attributes, which the code writes: props and scripts may carry what a visitor typed (a search, a budget), which
// is not kept, and are split each time. The token set of the joined sources is the union of theirs (a space
// separates them, and no entity spans one).
const CLASS_CACHE_SIZE = 20_000;

/**
 * markupTokens, with each class attribute's tokens remembered in `cache`: the same set.
 * @param {string} html
 * @param {Map<string, string[]>} cache
 */
function cachedMarkupTokens(html, cache) {
  /** @type {Set<string>} */
  const tokens = new Set();
  for (const [, source] of html.matchAll(CLASS_ATTRIBUTE)) {
    let found = cache.get(source);
    if (!found) {
      found = [...candidateTokens(source)];
      if (cache.size >= CLASS_CACHE_SIZE) cache.clear();
      cache.set(source, found);
    }
    for (const token of found) tokens.add(token);
  }
  const others = [...html.matchAll(OTHER_SOURCES)].map(([, props, script]) => props ?? script);
  for (const token of candidateTokens(others.join(" "))) tokens.add(token);
  return tokens;
}

/** Pseudo-classes whose argument is a selector list. */
const SELECTOR_ARGUMENT = /^:(?:not|is|where|has|matches)\(/i;

/**
 * A selector without the parts that cannot say which classes it requires: attribute selectors (`[href$=".pdf"]`
 * names no class) and the arguments of :not(), :is(), :where() and :has() (`:not(.hidden)` matches pages
 * without the class; `:is(.a, .b)` needs only one, which oneOfLists checks). Escaped characters (Tailwind's
 * `.\[\&\>\*\]\:p-2`) stay.
 * @param {string} selector
 */
function requiredPart(selector) {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") {
      out += selector.slice(i, i + 2);
      i++;
    } else if (char === "[") {
      i = closingIndex(selector, i, "[", "]");
    } else if (char === ":" && SELECTOR_ARGUMENT.test(selector.slice(i))) {
      i = closingIndex(selector, selector.indexOf("(", i), "(", ")");
    } else out += char;
  }
  return out;
}

/** Pseudo-classes whose argument is a list of which the page must be able to match one. */
const ONE_OF = /^:(?:is|where|matches)\(/i;

/**
 * The selector lists inside a selector's :is() and :where() (not those inside :not() or :has(), which require
 * nothing): the page can match the selector only if it can match one selector of each list. Typography's
 * `.prose :where(pre code):not(…)` needs a `pre` and a `code`; `:where(.a, .b) p` needs `.a` or `.b`.
 * @param {string} selector
 * @returns {string[][]}
 */
export function oneOfLists(selector) {
  /** @type {string[][]} */
  const lists = [];
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") i++;
    else if (char === "[") i = closingIndex(selector, i, "[", "]");
    else if (char === ":" && SELECTOR_ARGUMENT.test(selector.slice(i))) {
      const open = selector.indexOf("(", i);
      const close = closingIndex(selector, open, "(", ")");
      if (ONE_OF.test(selector.slice(i))) lists.push(splitSelectorList(selector.slice(open + 1, close)));
      i = close;
    }
  }
  return lists;
}

/**
 * A selector list split at its own commas, not those inside brackets (quoted values among them) or parentheses.
 * @param {string} list
 */
function splitSelectorList(list) {
  /** @type {string[]} */
  const selectors = [];
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === "\\") i++;
    else if (char === "[") i = closingIndex(list, i, "[", "]");
    else if (char === "(") i = closingIndex(list, i, "(", ")");
    else if (char === ",") {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

/**
 * The index of the bracket closing the one at `start`, skipping escapes, quoted strings and nesting.
 * @param {string} text
 * @param {number} start
 * @param {string} open
 * @param {string} close
 */
function closingIndex(text, start, open, close) {
  let depth = 0;
  let quote = "";
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") i++;
    else if (quote) quote = char === quote ? "" : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === open) depth++;
    else if (char === close && --depth === 0) return i;
  }
  return text.length;
}

/**
 * The class names a selector requires, unescaped (`.md\:flex` → `md:flex`).
 * @param {string} selector
 */
export function classesInSelector(selector) {
  /** @type {string[]} */
  const names = [];
  for (const [, escaped] of requiredPart(selector).matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)) {
    names.push(
      escaped
        .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/\\(.)/g, "$1"),
    );
  }
  return names;
}

/**
 * The element names a selector requires (`ul li > a:hover` → ul, li, a), lower-cased; none from inside
 * :not()/:is()/:where()/:has() or attribute selectors, as for classes. Pseudo-classes, pseudo-elements, ids and
 * classes are not element names.
 * @param {string} selector
 */
export function typesInSelector(selector) {
  // An escape cannot start an element name, and must not hide a combinator from the pattern below.
  const part = requiredPart(selector).replace(/\\(?:[0-9a-fA-F]{1,6}\s?|.)/g, "_");
  return [...part.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map(([, name]) => name.toLowerCase());
}

/**
 * The element names a page's markup opens (`<table …>` → table), lower-cased.
 * @param {string} html
 */
export function elementNames(html) {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, name]) => name.toLowerCase()));
}

/**
 * True when a page can match the selector: every class (in `tokens`) and element (in `elements`) it requires, and
 * one selector of each of its :is()/:where() lists.
 * @param {string} selector
 * @param {NameSet} tokens
 * @param {NameSet} elements
 * @returns {boolean}
 */
function selectorUsed(selector, tokens, elements) {
  return (
    classesInSelector(selector).every((name) => tokens.has(name)) &&
    typesInSelector(selector).every((name) => elements.has(name)) &&
    oneOfLists(selector).every((list) => list.some((one) => selectorUsed(one, tokens, elements)))
  );
}

/**
 * The stylesheet with only the rules a page can use, given the page's candidate tokens (its markup and island
 * code) and the elements it can contain (its markup's, and any word of its island code): selectors naming a class or element the page lacks are dropped from their lists (Tailwind's preflight
 * styles `sub`, `table`, `progress`… on every page), then unused keyframes and the `--tw-*` defaults no kept
 * rule reads (Tailwind sets some 50 on every element; a page reads a handful), and their ::backdrop copy unless a rule
 * styles a backdrop.
 * @param {string} css
 * @param {NameSet} tokens
 * @param {NameSet} [elements]
 */
export function pruneCss(css, tokens, elements = tokens) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const used = rule.selectors.filter((selector) => selectorUsed(selector, tokens, elements));
    if (used.length === 0) rule.remove();
    else if (used.length < rule.selectors.length) rule.selector = used.join(",");
  });
  // Keyframes only for the animations a kept rule still names.
  /** @type {Set<string>} */
  const animations = new Set();
  root.walkDecls(/^(?:-webkit-)?animation(?:-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/, (atRule) => {
    if (!animations.has(atRule.params.trim())) atRule.remove();
  });
  dropUnreadTailwindProperties(root);
  // Tailwind repeats its defaults for ::backdrop, which only a page styling a backdrop needs.
  let styledBackdrop = false;
  root.walkRules((rule) => {
    if (rule.selector !== "::backdrop" && rule.selector.includes("::backdrop")) styledBackdrop = true;
  });
  root.walkRules((rule) => {
    if (!styledBackdrop && rule.selector === "::backdrop") rule.remove();
  });
  dropEmptyBlocks(root);
  return root.toString();
}

/**
 * Removes rules and at-rule blocks left empty, innermost first, so `@media print{@supports (…){.unused{…}}}`
 * goes entirely rather than leaving `@media print{}` behind. Statements without a block (`@layer a;`) stay.
 * @param {import("postcss").Container} container
 */
function dropEmptyBlocks(container) {
  container.each((node) => {
    if (!("nodes" in node) || node.nodes === undefined) return;
    dropEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * Removes `--tw-*` declarations that no var() in the stylesheet reads, repeating until none goes, since a removed
 * one may have been the only reader of another (the ring shadow reads the ring offset width).
 * @param {import("postcss").Root} root
 */
function dropUnreadTailwindProperties(root) {
  for (let removed = true; removed;) {
    /** @type {Set<string>} */
    const read = new Set();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
    });
    removed = false;
    root.walkDecls(/^--tw-/, (decl) => {
      if (read.has(decl.prop)) return;
      decl.remove();
      removed = true;
    });
  }
}

/**
 * The class and element names a stylesheet's selectors require: the only names that change what pruneCss keeps.
 * @param {string} css
 */
export function stylesheetNames(css) {
  /** @type {Set<string>} */
  const classes = new Set();
  /** @type {Set<string>} */
  const elements = new Set();
  /** @param {string} selector */
  const addNames = (selector) => {
    for (const name of classesInSelector(selector)) classes.add(name);
    for (const name of typesInSelector(selector)) elements.add(name);
    for (const list of oneOfLists(selector)) list.forEach(addNames);
  };
  postcss.parse(css).walkRules((rule) => rule.selectors.forEach(addNames));
  return { classes: [...classes].sort(), elements: [...elements].sort() };
}

// Pruned stylesheets kept per set of used classes and elements: pages rendered on demand mostly repeat a few such sets.
const PRUNED_CACHE_SIZE = 200;

/**
 * A function from one HTML document to the same document with each linked build stylesheet replaced by the
 * rules it can use, inlined as <style> (unchanged when it links none). A rule is kept when its classes and
 * elements appear in the page, in the island code it loads, or in the server code named in `codeFiles`. Stylesheets, island chunks and pruned
 * results are read and computed once per inliner, so the build and the server each keep one.
 * @param {string} clientDir the client build folder the `/_astro/` URLs live in
 */
export function createCriticalCssInliner(clientDir) {
  /** @type {Map<string, Promise<string>>} */
  const assets = new Map();
  /** @param {string} href */
  const readAsset = (href) => {
    let asset = assets.get(href);
    if (!asset) assets.set(href, (asset = readFile(join(clientDir, href), "utf8")));
    return asset;
  };
  /** @type {Map<string, { classes: string[], elements: string[] }>} */
  const sheetNames = new Map();
  /** @type {Map<string, string>} */
  const pruned = new Map();
  /** @type {Map<string, string[]>} */
  const classTokens = new Map();

  // Candidate tokens of the code that may render into a page later (the island chunks it loads with the chunks
  // they import, and any server code the caller names), per set of files: most pages load the same few
  // islands, and splitting a large chunk into tokens is the costly part.
  /** @type {Map<string, Promise<Set<string>>>} */
  const codeTokens = new Map();

  /**
   * Adds the tokens of the chunk at `href` and of the chunks it imports, once each.
   * @param {string} href
   * @param {Set<string>} seen
   * @param {Set<string>} into
   * @returns {Promise<void>}
   */
  async function collectChunkTokens(href, seen, into) {
    if (seen.has(href)) return;
    seen.add(href);
    const source = await readAsset(href).catch(() => "");
    for (const token of candidateTokens(source)) into.add(token);
    for (const [, file] of source.matchAll(CHUNK_IMPORT)) await collectChunkTokens(`/_astro/${file}`, seen, into);
  }

  /**
   * @param {string[]} hrefs
   * @param {string[]} files
   */
  function tokensOfCode(hrefs, files) {
    const key = [...new Set(hrefs)].sort().join(" ") + "|" + [...files].sort().join(" ");
    let tokens = codeTokens.get(key);
    if (!tokens)
      codeTokens.set(
        key,
        (tokens = (async () => {
          /** @type {Set<string>} */
          const seen = new Set();
          /** @type {Set<string>} */
          const tokens = new Set();
          for (const href of hrefs) await collectChunkTokens(href, seen, tokens);
          for (const file of files)
            for (const token of candidateTokens(await readFile(file, "utf8").catch(() => ""))) tokens.add(token);
          return tokens;
        })()),
      );
    return tokens;
  }

  /**
   * The stylesheet at `href` pruned for a page, from the cache when another page used the same names.
   * @param {string} href
   * @param {NameSet} tokens
   * @param {NameSet} elements
   */
  async function prunedSheet(href, tokens, elements) {
    const css = await readAsset(href);
    let names = sheetNames.get(href);
    if (!names) sheetNames.set(href, (names = stylesheetNames(css)));
    const { classes, elements: types } = names;
    const key = `${href} ${classes.filter((name) => tokens.has(name)).join(" ")} | ${types
      .filter((name) => elements.has(name))
      .join(" ")}`;
    let result = pruned.get(key);
    if (result === undefined) {
      result = pruneCss(css, tokens, elements);
      // The least recently used entry is the first in the Map's insertion order.
      const oldest = pruned.size >= PRUNED_CACHE_SIZE ? pruned.keys().next().value : undefined;
      if (oldest !== undefined) pruned.delete(oldest);
    } else pruned.delete(key); // re-inserted below as the most recently used
    pruned.set(key, result);
    return result;
  }

  /**
   * @param {string} html
   * @param {{ codeFiles?: string[], islandCode?: boolean }} [options] `codeFiles`: server code whose output may
   *   be swapped into the page later (an on-demand page's own module, for a live update that fetches the page for
   *   another input). `islandCode: false`: the islands' code is left out (their runtime links the whole
   *   stylesheet when it comes), and the links are kept for it in an inert <template>.
   */
  return async function inline(html, { codeFiles = [], islandCode = true } = {}) {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) return html;
    const pageTokens = cachedMarkupTokens(html, classTokens);
    const pageElements = elementNames(html);
    const code = await tokensOfCode(
      [...html.matchAll(ISLAND_SCRIPT)]
        .filter(([, attribute]) => islandCode || attribute === "src")
        .map(([, , href]) => href),
      codeFiles,
    );
    // Code may render any class or element later, so its words count as both.
    /** @type {NameSet} */
    const tokens = { has: (name) => pageTokens.has(name) || code.has(name) };
    /** @type {NameSet} */
    const elements = { has: (name) => pageElements.has(name) || code.has(name) };
    let inlined = html;
    for (const [tag, href] of links) {
      // A function, not a string: a replacement string would read `$&` or `$'` in the CSS as patterns.
      const style = `<style>${await prunedSheet(href, tokens, elements)}</style>`;
      inlined = inlined.replace(tag, () => style);
    }
    if (!islandCode) {
      const template = `<template ${ISLAND_STYLESHEETS}>${links.map(([tag]) => tag).join("")}</template>`;
      inlined = inlined.replace("</head>", () => `${template}</head>`);
    }
    return inlined;
  };
}

/**
 * Inlines pruned CSS into every HTML page of a client build; returns the files it changed.
 * @param {string} clientDir
 * @param {string[]} htmlFiles paths relative to `clientDir`
 */
export async function inlineCriticalCss(clientDir, htmlFiles) {
  const inline = createCriticalCssInliner(clientDir);
  /** @type {{ path: string, html: string }[]} */
  const changed = [];
  for (const file of htmlFiles) {
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const inlined = await inline(html);
    if (inlined !== html) changed.push({ path, html: inlined });
  }
  return changed;
}
