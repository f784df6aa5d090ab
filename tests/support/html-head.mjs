// @ts-check
// Reads a built page's head with an HTML parser (parse5, the one Astro's markdown pipeline already uses), so tests
// see what a browser or a crawler sees: character references decoded, attributes in any order or quoting.
import { readFileSync } from "node:fs";
import { parse } from "parse5";

/**
 * @typedef {{ nodeName: string, tagName?: string, attrs?: { name: string, value: string }[], childNodes?: Node[],
 *   value?: string, content?: Node }} Node
 */

/**
 * Every element under `node` that `wanted` accepts, in document order. A <template>'s content is searched too: it
 * is inert until a script clones it, and a check for what a page could load must see it.
 * @param {Node} node @param {(node: Node) => boolean} wanted @returns {Node[]}
 */
function findAll(node, wanted, found = /** @type {Node[]} */ ([])) {
  if (wanted(node)) found.push(node);
  for (const child of node.childNodes ?? []) findAll(child, wanted, found);
  if (node.content) findAll(node.content, wanted, found);
  return found;
}

/** @param {Node} node @param {string} name */
const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/** @param {Node} node */
const textOf = (node) => (node.childNodes ?? []).map((child) => child.value ?? "").join("");

/**
 * The head facts of an HTML document: title, meta and link values, the JSON-LD blocks and their graph's nodes,
 * and the few body facts every page is held to (its h1s, its language, the scripts and islands it could load).
 * A JSON-LD block that is not JSON throws.
 * @param {string} html
 */
export function headOf(html) {
  const document = /** @type {Node} */ (/** @type {unknown} */ (parse(html)));
  const elements = (/** @type {string} */ tag) => findAll(document, (node) => node.tagName === tag);
  /** @param {string} key @param {string} value */
  const meta = (key, value) =>
    attr(elements("meta").find((node) => attr(node, key) === value) ?? { nodeName: "" }, "content");
  const jsonLd = elements("script")
    .filter((node) => attr(node, "type") === "application/ld+json")
    .map((node) => JSON.parse(textOf(node)));
  return {
    // The document's <title>, not an SVG's title element further down.
    title: textOf(elements("title")[0] ?? { nodeName: "" }).trim(),
    /** @param {string} name */
    metaName: (name) => meta("name", name),
    /** @param {string} property */
    metaProperty: (property) => meta("property", property),
    /** @param {string} rel */
    link: (rel) => attr(elements("link").find((node) => attr(node, "rel") === rel) ?? { nodeName: "" }, "href"),
    /** Every node of every JSON-LD block's `@graph` (or the block itself when it has none). */
    /** @type {Record<string, any>[]} */
    graph: jsonLd.flatMap((block) => block["@graph"] ?? [block]),
    /** Every <link> element's rel, type and href (missing ones empty). */
    links: elements("link").map((node) => ({
      rel: attr(node, "rel") ?? "",
      type: attr(node, "type") ?? "",
      href: attr(node, "href") ?? "",
    })),
    /** Every JSON-LD block, parsed. @type {Record<string, any>[]} */
    jsonLd,
    h1Count: elements("h1").length,
    lang: attr(elements("html")[0] ?? { nodeName: "" }, "lang") ?? "",
    /** The `src` of every script element that has one. */
    scriptSources: elements("script").flatMap((node) => attr(node, "src") ?? []),
    /** The `client` directive of every Astro island. */
    islandDirectives: elements("astro-island").map((node) => attr(node, "client") ?? ""),
  };
}

/** The head facts of a built HTML file. @param {string} file */
export const headOfFile = (file) => headOf(readFileSync(file, "utf8"));
