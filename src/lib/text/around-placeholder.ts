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

/** One piece of a line cut at its placeholders: words as written, or one of the placeholders asked for. */
export type LinePart<N extends string> = { text: string } | { name: N };

/**
 * `line` cut at every `{name}` of `names`, in order, for a component that shows each one marked up (a tab's name in
 * bold); other placeholders stay in the words as written, and empty words are left out.
 */
export function placeholderParts<N extends string>(line: string, names: readonly N[]): LinePart<N>[] {
  const parts: LinePart<N>[] = [];
  let rest = line;
  for (;;) {
    const next = names
      .map((name) => ({ name, at: rest.indexOf(`{${name}}`) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    if (next.at > 0) parts.push({ text: rest.slice(0, next.at) });
    parts.push({ name: next.name });
    rest = rest.slice(next.at + next.name.length + 2);
  }
  if (rest) parts.push({ text: rest });
  return parts;
}
