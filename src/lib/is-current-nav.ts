/** True when `href` is the current page or a section containing it (Home only matches itself). */
export function isCurrentNav(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
