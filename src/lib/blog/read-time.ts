/** Reading speed used for "N min read": a comfortable pace for practical long-form guidance. */
export const WORDS_PER_MINUTE = 220;

/** Counts the words of Markdown/MDX prose, ignoring markup, link targets and table rules. */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/^---[\s\S]*?\n---\n/, "") // frontmatter
    .replace(/```[\s\S]*?```/g, " ") // code blocks
    .replace(/\]\([^)]*\)/g, "]") // link targets
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, " ") // table rules
    .replace(/[#>*_`|[\]]/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read, rounded up, never less than one. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
