/** A page's path as our URLs write it: no `.html` (the file build format adds it), no trailing slash. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/(?:\/index)?\.html$/, "").replace(/\/+$/, "") || "/";
}

/** True when `href` is the current page or a section containing it (Home only matches itself). */
export function isCurrentNav(href: string, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
