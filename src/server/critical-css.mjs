// Per-page CSS: after the build, each page gets only the stylesheet rules it can use, inlined in <head>.
// A rule is kept when every class its selector names appears in the page's HTML or in the code of the islands
// the page loads (so states an island renders later are styled too). On a slow phone this removes a blocking
// request and most of the shared stylesheet's bytes from the first paint.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import postcss from "postcss";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;
const ISLAND_SCRIPT = /(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g;
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
 * The stylesheet with only the rules a page can use, given the page's candidate tokens (anything with `has`).
 * @param {string} css
 * @param {{ has: (name: string) => boolean }} tokens
 */
export function pruneCss(css, tokens) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const used = rule.selectors.some((selector) => classesInSelector(selector).every((name) => tokens.has(name)));
    if (!used) rule.remove();
  });
  // Keyframes only for the animations a kept rule still names.
  const animations = new Set();
  root.walkDecls(/^(?:-webkit-)?animation(?:-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/, (atRule) => {
    if (!animations.has(atRule.params.trim())) atRule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The class names a stylesheet's selectors name: the only tokens that can change what pruneCss keeps. */
export function stylesheetClasses(css) {
  const names = new Set();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of classesInSelector(selector)) names.add(name);
  });
  return names;
}

// Pruned stylesheets kept per set of used classes: pages rendered on demand mostly repeat a few such sets.
const PRUNED_CACHE_SIZE = 200;

/**
 * A function from one HTML document to the same document with each linked build stylesheet replaced by the
 * rules it can use, inlined as <style> (unchanged when it links none). A rule is kept when its classes appear
 * in the page, in the island code it loads, or in the server code named in `codeFiles`. Stylesheets, island chunks and pruned
 * results are read and computed once per inliner, so the build and the server each keep one.
 * @param {string} clientDir the client build folder the `/_astro/` URLs live in
 */
export function createCriticalCssInliner(clientDir) {
  const assets = new Map();
  const readAsset = (href) => {
    if (!assets.has(href)) assets.set(href, readFile(join(clientDir, href), "utf8"));
    return assets.get(href);
  };
  const sheetClasses = new Map();
  const pruned = new Map();

  // Candidate tokens of the code that may render into a page later (the island chunks it loads with the chunks
  // they import, and any server code the caller names), per set of files: most pages load the same few
  // islands, and splitting a large chunk into tokens is the costly part.
  const codeTokens = new Map();

  async function collectChunkTokens(href, seen, into) {
    if (seen.has(href)) return;
    seen.add(href);
    const source = await readAsset(href).catch(() => "");
    for (const token of candidateTokens(source)) into.add(token);
    for (const [, file] of source.matchAll(CHUNK_IMPORT)) await collectChunkTokens(`/_astro/${file}`, seen, into);
  }

  function tokensOfCode(hrefs, files) {
    const key = [...new Set(hrefs)].sort().join(" ") + "|" + [...files].sort().join(" ");
    if (!codeTokens.has(key))
      codeTokens.set(
        key,
        (async () => {
          const seen = new Set();
          const tokens = new Set();
          for (const href of hrefs) await collectChunkTokens(href, seen, tokens);
          for (const file of files)
            for (const token of candidateTokens(await readFile(file, "utf8").catch(() => ""))) tokens.add(token);
          return tokens;
        })(),
      );
    return codeTokens.get(key);
  }

  /** The stylesheet at `href` pruned for a page's tokens, from the cache when another page used the same classes. */
  async function prunedSheet(href, tokens) {
    const css = await readAsset(href);
    if (!sheetClasses.has(href)) sheetClasses.set(href, [...stylesheetClasses(css)].sort());
    const key = `${href} ${sheetClasses
      .get(href)
      .filter((name) => tokens.has(name))
      .join(" ")}`;
    let result = pruned.get(key);
    if (result === undefined) {
      result = pruneCss(css, tokens);
      if (pruned.size >= PRUNED_CACHE_SIZE) pruned.delete(pruned.keys().next().value);
    } else pruned.delete(key); // re-inserted below as the most recently used
    pruned.set(key, result);
    return result;
  }

  /**
   * @param {string} html
   * @param {{ codeFiles?: string[] }} [options] `codeFiles`: server code whose output may be swapped into the
   *   page later (an on-demand page's own module, for a live update that fetches the page for another input)
   */
  return async function inline(html, { codeFiles = [] } = {}) {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) return html;
    const pageTokens = candidateTokens(html);
    const code = await tokensOfCode(
      [...html.matchAll(ISLAND_SCRIPT)].map(([, href]) => href),
      codeFiles,
    );
    const tokens = { has: (name) => pageTokens.has(name) || code.has(name) };
    let inlined = html;
    for (const [tag, href] of links) {
      // A function, not a string: a replacement string would read `$&` or `$'` in the CSS as patterns.
      const style = `<style>${await prunedSheet(href, tokens)}</style>`;
      inlined = inlined.replace(tag, () => style);
    }
    return inlined;
  };
}

/** Inlines pruned CSS into every HTML page of a client build; returns the files it changed. */
export async function inlineCriticalCss(clientDir, htmlFiles) {
  const inline = createCriticalCssInliner(clientDir);
  const changed = [];
  for (const file of htmlFiles) {
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const inlined = await inline(html);
    if (inlined !== html) changed.push({ path, html: inlined });
  }
  return changed;
}
