/**
 * A rehype plugin that wraps each article table in a keyboard-scrollable region, so a wide table scrolls
 * sideways on a phone instead of widening the page. Plain structural types keep it free of imports.
 */

/** The parts of a hast node the plugin reads and writes. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export interface ScrollTablesOptions {
  /** Only touch files whose path contains this text (e.g. "/src/content/blog/"); every file when left out. */
  pathIncludes?: string;
}

/** Class of the wrapper, for styling (`overflow-x: auto`). */
export const TABLE_SCROLL_CLASS = "table-scroll";

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

function find(node: HastNode, tagName: string): HastNode | undefined {
  if (node.tagName === tagName) return node;
  for (const child of node.children ?? []) {
    const hit = find(child, tagName);
    if (hit) return hit;
  }
  return undefined;
}

/** A name for the region: "Table: " plus the header cells, so screen readers can tell tables apart. */
export function tableLabel(table: HastNode): string {
  const headerRow = find(table, "tr");
  const headers = (headerRow?.children ?? [])
    .filter((cell) => cell.tagName === "th")
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
  return headers.length ? `Table: ${headers.join(", ")}` : "Table";
}

/** Rehype plugin: wraps every <table> in <section class="table-scroll" aria-label tabindex="0"> (a named region). */
export function rehypeScrollTables(options: ScrollTablesOptions = {}) {
  return (tree: HastNode, file?: { path?: string; history?: string[] }) => {
    if (options.pathIncludes) {
      const path = (file?.path ?? file?.history?.[0] ?? "").replace(/\\/g, "/");
      if (!path.includes(options.pathIncludes)) return;
    }
    const visit = (parent: HastNode) => {
      const children = parent.children ?? [];
      children.forEach((child, index) => {
        if (child.type === "element" && child.tagName === "table") {
          children[index] = {
            type: "element",
            tagName: "section",
            properties: { className: [TABLE_SCROLL_CLASS], ariaLabel: tableLabel(child), tabIndex: 0 },
            children: [child],
          };
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
