// Per-page CSS: after the build, each page gets only the stylesheet rules it can use, inlined in <head>.
// A rule is kept when every class its selector names appears in the page's HTML or in the code of the islands
// the page loads (so states an island renders later are styled too). On a slow phone this removes a blocking
// request and most of the shared stylesheet's bytes from the first paint.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import postcss from "postcss";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;
// Not renderer-url: the framework's runtime (react-dom) names every HTML element and renders none of the page's.
const ISLAND_SCRIPT = /(?:component-url|src)="(\/_astro\/[^"]+\.js)"/g;
const CHUNK_IMPORT = /(?:from|import)\s*\(?\s*"\.\/([^"]+\.js)"/g;

/** Every token that could be a class name: the text split on whitespace, quotes and markup characters. */
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
 */
export function markupTokens(html) {
  const sources = [
    ...html.matchAll(/\s(?:class|props)="([^"]*)"/g),
    ...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, text]) => text);
  return candidateTokens(sources.join(" "));
}

/**
 * A selector without the parts that cannot say which classes it requires: attribute selectors (`[href$=".pdf"]`
 * names no class) and the arguments of :not(), :is(), :where() and :has() (`:not(.hidden)` matches pages
 * without the class; `:is(.a, .b)` needs only one). Escaped characters (Tailwind's `.\[\&\>\*\]\:p-2`) stay.
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
    } else if (char === ":" && /^:(?:not|is|where|has|matches)\(/i.test(selector.slice(i))) {
      i = closingIndex(selector, selector.indexOf("(", i), "(", ")");
    } else out += char;
  }
  return out;
}

/** The index of the bracket closing the one at `start`, skipping escapes, quoted strings and nesting. */
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

/** The class names a selector requires, unescaped (`.md\:flex` → `md:flex`). */
export function classesInSelector(selector) {
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
 */
export function typesInSelector(selector) {
  // An escape cannot start an element name, and must not hide a combinator from the pattern below.
  const part = requiredPart(selector).replace(/\\(?:[0-9a-fA-F]{1,6}\s?|.)/g, "_");
  return [...part.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map(([, name]) => name.toLowerCase());
}

/** The element names a page's markup opens (`<table …>` → table), lower-cased. */
export function elementNames(html) {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, name]) => name.toLowerCase()));
}

/** True when a page can match the selector: every class (in `tokens`) and element (in `elements`) it requires. */
function selectorUsed(selector, tokens, elements) {
  return (
    classesInSelector(selector).every((name) => tokens.has(name)) &&
    typesInSelector(selector).every((name) => elements.has(name))
  );
}

/**
 * The stylesheet with only the rules a page can use, given the page's candidate tokens (its markup and island
 * code) and the elements it can contain (its markup's, and any word of its island code): selectors naming a class or element the page lacks are dropped from their lists (Tailwind's preflight
 * styles `sub`, `table`, `progress`… on every page), then unused keyframes and the `--tw-*` defaults no kept
 * rule reads (Tailwind sets some 50 on every element; a page reads a handful), and their ::backdrop copy unless a rule
 * styles a backdrop.
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
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Removes `--tw-*` declarations that no var() in the stylesheet reads, repeating until none goes, since a removed
 * one may have been the only reader of another (the ring shadow reads the ring offset width).
 */
function dropUnreadTailwindProperties(root) {
  for (let removed = true; removed;) {
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

/** Inlines pruned CSS into every HTML page of a client build; returns the files it changed. */
export async function inlineCriticalCss(clientDir, htmlFiles) {
  const cssCache = new Map();
  const chunkTokens = new Map();
  const readAsset = async (href) => readFile(join(clientDir, href), "utf8");

  async function tokensOfChunk(href, seen) {
    if (seen.has(href)) return [];
    seen.add(href);
    if (!chunkTokens.has(href)) chunkTokens.set(href, await readAsset(href).catch(() => ""));
    const source = chunkTokens.get(href);
    const tokens = [...candidateTokens(source)];
    for (const [, file] of source.matchAll(CHUNK_IMPORT))
      tokens.push(...(await tokensOfChunk(`/_astro/${file}`, seen)));
    return tokens;
  }

  const changed = [];
  for (const file of htmlFiles) {
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) continue;
    const tokens = markupTokens(html);
    const elements = elementNames(html);
    const seen = new Set();
    for (const [, href] of html.matchAll(ISLAND_SCRIPT))
      for (const token of await tokensOfChunk(href, seen)) {
        tokens.add(token);
        elements.add(token);
      }
    let inlined = html;
    for (const [tag, href] of links) {
      if (!cssCache.has(href)) cssCache.set(href, await readAsset(href));
      // A function, not a string: a replacement string would read `$&` or `$'` in the CSS as patterns.
      const style = `<style>${pruneCss(cssCache.get(href), tokens, elements)}</style>`;
      inlined = inlined.replace(tag, () => style);
    }
    changed.push({ path, html: inlined });
  }
  return changed;
}
