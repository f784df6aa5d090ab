/**
 * A line of copy around the one placeholder a page shows marked up (a time in bold, an address that may break): the
 * page reads the copy with that placeholder left as written, then renders the text before it, the value, and the
 * text after it.
 */

/** The text before and after `{name}` in `line`; a line without it is all "before" (the schema asks for it). */
export function aroundPlaceholder(line: string, name: string): { before: string; after: string } {
  const at = line.indexOf(`{${name}}`);
  if (at < 0) return { before: line, after: "" };
  return { before: line.slice(0, at), after: line.slice(at + name.length + 2) };
}
