/** Reads the service-page collection (src/content/service-pages) with site settings expanded, in menu order. */
import { getCollection } from "astro:content";
import { expandCopy } from "@/lib/site/expand-settings";
import { copySettings } from "@/lib/facts/uk-facts-file";
import type { ServicePage } from "@/lib/schemas/copy-schemas";

/** A service page ready to render: its copy plus the slug and path it is served at. */
export type ServicePageEntry = ServicePage & { slug: string; path: string };

/** A card linking to one service page. */
export interface ServiceCard {
  name: string;
  summary: string;
  href: string;
}

/** Every service page, placeholders expanded, ordered by `order`. */
export async function getServicePages(): Promise<ServicePageEntry[]> {
  const settings = copySettings();
  const entries = await getCollection("servicePages");
  return entries
    .map((entry) => ({
      ...expandCopy(entry.data, settings, `src/content/service-pages/${entry.id}.yaml`),
      slug: entry.id,
      path: `/services/${entry.id}`,
    }))
    .sort((a, b) => a.order - b.order);
}

/** The listing cards (name, summary, link) of every service page, in menu order. */
export async function getServiceCards(): Promise<ServiceCard[]> {
  return (await getServicePages()).map(({ name, summary, path }) => ({ name, summary, href: path }));
}
