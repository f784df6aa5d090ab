/**
 * Source files read as search text (src/lib/content/site-search-documents.ts): MDX bodies without their code, and
 * the legal pages (src/pages/*.mdx), whose front matter names their title, description and path.
 */
import type { SearchDocument } from "./site-search";

// MDX is searched as text: imports and exports, tags, {expressions} and Markdown's punctuation are not words
// anyone types.
export function mdxText(body: string): string {
  return body
    .replace(/^(?:import|export)\s.*$/gm, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/\{[^{}]*\}/g, " ")
    .replace(/[#*_`>|[\](){}]/g, " ");
}

/** A legal page (title, description and path in its front matter) as a search document. */
export function legalDocument(file: string, source: string): SearchDocument {
  const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const field = (name: string) =>
    (new RegExp(`^${name}:\\s*(.+)$`, "m").exec(frontMatter)?.[1] ?? "").trim().replace(/^(["'])(.*)\1$/, "$2");
  const path = field("path");
  if (!path || !field("title")) throw new Error(`Site search: ${file} needs a title and a path in its front matter`);
  return { kind: "page", path, title: field("title"), summary: field("description"), text: mdxText(body) };
}
