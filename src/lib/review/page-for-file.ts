/**
 * The page of the site where a visitor reads a file's words, for the review page's "open it as rendered" link;
 * undefined for files read on many pages (the register, the FAQ, the settings…), which the review lists without one.
 */
const PAGES: readonly [RegExp, (slug: string) => string][] = [
  [/^src\/content\/blog\/(?!images\/)([^/]+)\.mdx?$/, (slug) => `/blog/${slug}`],
  [/^src\/content\/franchises\/([^/]+)\.ya?ml$/, (slug) => `/franchises/${slug}`],
  [/^src\/content\/locations\/(?:cities|counties|regions)\/([^/]+)\.ya?ml$/, (slug) => `/locations/${slug}`],
  [/^src\/content\/events\/([^/]+)\.mdx?$/, (slug) => `/events/${slug}`],
  [/^src\/content\/service-pages\/([^/]+)\.ya?ml$/, (slug) => `/services/${slug}`],
  [/^src\/content\/pages\/home\.ya?ml$/, () => "/"],
  [/^src\/content\/pages\/(about|blog|contact|franchises|locations|search|services)\.ya?ml$/, (slug) => `/${slug}`],
  [/^src\/pages\/([^/_][^/]*)\.mdx?$/, (slug) => `/${slug}`],
];

/** The site path showing `file`, if one page does. */
export function pageForFile(file: string): string | undefined {
  for (const [pattern, page] of PAGES) {
    const match = pattern.exec(file);
    if (match) return page(match[1] ?? "");
  }
  return undefined;
}
