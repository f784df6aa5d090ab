/**
 * A remark plugin that removes an article's leading top-level heading (`# Title`), because the page
 * already shows the title as its <h1>. Registered for MDX in astro.config.mjs. Plain structural types keep it
 * free of imports so the config can load it directly.
 */

/** The parts of an mdast node the plugin reads. */
export interface MdastNode {
  type: string;
  depth?: number;
  children?: MdastNode[];
}

export interface RemoveLeadingHeadingOptions {
  /** Only touch files whose path contains this text (e.g. "/src/content/blog/"); every file when left out. */
  pathIncludes?: string;
}

// Nodes that may come before the first real content without counting as content.
const PREAMBLE = new Set(["yaml", "toml", "mdxjsEsm"]);

/** Remark plugin: drops the first content node when it is a level-1 heading; later h1s are kept. */
export function remarkRemoveLeadingHeading(options: RemoveLeadingHeadingOptions = {}) {
  return (tree: MdastNode, file?: { path?: string; history?: string[] }) => {
    if (options.pathIncludes) {
      const path = (file?.path ?? file?.history?.[0] ?? "").replace(/\\/g, "/");
      if (!path.includes(options.pathIncludes)) return;
    }
    const children = tree.children ?? [];
    const index = children.findIndex((node) => !PREAMBLE.has(node.type));
    const first = children[index];
    if (first?.type === "heading" && first.depth === 1) children.splice(index, 1);
  };
}
