/** A table of contents from the headings Astro's `render()` returns. */

/** An article needs a table of contents from this many sections up. */
export const TOC_MIN_SECTIONS = 4;

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** The article's sections (level-2 headings) as anchor links, or [] when the article is too short to need them. */
export function tableOfContents(headings: readonly Heading[], minSections = TOC_MIN_SECTIONS) {
  const sections = headings
    .filter((heading) => heading.depth === 2)
    .map((heading) => ({ href: `#${heading.slug}`, text: heading.text }));
  return sections.length >= minSections ? sections : [];
}
