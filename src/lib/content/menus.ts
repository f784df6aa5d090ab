/** The menus of src/content/navigation.yaml as the header and footer render them: every link a label and an address. */
import { NAVIGATION_FILE, type Navigation } from "../schemas/navigation-schema";

/** A link as the header and footer render it. */
export interface MenuLink {
  label: string;
  href: string;
}

/** The menus ready to render: the header's links, then each footer column with its heading and its links. */
export interface Menus {
  header: readonly MenuLink[];
  footer: readonly { heading: string; links: readonly MenuLink[] }[];
}

/**
 * The menus with every link's label and address: a service page's link opens /services/<page> and shows the page's
 * short name unless the file gives a label. `serviceNames` maps each service page to its name.
 */
export function resolveMenus(navigation: Navigation, serviceNames: ReadonlyMap<string, string>): Menus {
  const services = navigation.services.links.map((link) => {
    const name = serviceNames.get(link.page);
    if (name === undefined) throw new Error(`${NAVIGATION_FILE}: services.links: no service page "${link.page}"`);
    return { label: link.label ?? name, href: `/services/${link.page}` };
  });
  return {
    header: navigation.header,
    footer: [{ heading: navigation.services.heading, links: services }, navigation.explore, navigation.legal],
  };
}
