/** Reads the site's menus (src/content/navigation.yaml) for the layout, service links named by their pages. */
import { getEntry } from "astro:content";
import { NAVIGATION_FILE } from "@/lib/schemas/navigation-schema";
import { getServicePages } from "@/lib/content/service-pages";
import { loadOnce } from "@/lib/content/load-once";
import { resolveMenus, type Menus } from "@/lib/content/menus";

/** The header's and footer's menus, read once per process (every page's layout asks for them). */
export const getMenus: () => Promise<Menus> = loadOnce(async () => {
  const entry = await getEntry("navigation", "menus");
  if (!entry) throw new Error(`${NAVIGATION_FILE} is missing`);
  const pages = await getServicePages();
  return resolveMenus(entry.data, new Map(pages.map((page) => [page.slug, page.name])));
});
