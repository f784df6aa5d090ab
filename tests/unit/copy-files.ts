// Reads the page-copy files under src/content directly (no Astro), validated by the same schemas as the build
// and with site settings expanded as the pages expand them, so tests check the words a visitor reads.
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { z } from "zod";
import {
  aboutPageSchema,
  faqSchema,
  homePageSchema,
  locationPageSchema,
  packageSchema,
  servicePageSchema,
  servicesPageSchema,
  testimonialSchema,
} from "@/lib/schemas/copy-schemas";
import { PAGE_COPY_FILES, type PageCopyFile } from "@/lib/schemas/page-copy-files";
import { leadErrorPageSchema } from "@/lib/schemas/lead-error-page-schema";
import { BOOKING_WORDS, unitsLabel, type BookingWords } from "@/lib/events/vocabulary";
import { listFile } from "@/lib/schemas/list-file";
import { expandCopy, type Settings } from "@/lib/site/expand-settings";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { faqSettings } from "@/lib/content/faq-settings";
import { readYamlFile } from "@/lib/content/content-readers";
import { CONTENT_DIR } from "./content-files";
import { navigationSchema } from "@/lib/schemas/navigation-schema";
import { readKnownRoutes } from "@/lib/content/known-routes";
import { resolveMenus, type Menus } from "@/lib/content/menus";

/** Parses one YAML file with `schema` (throwing with the file named) and expands its placeholders. */
export function readCopy<S extends z.ZodTypeAny>(relativePath: string, schema: S, extra: Settings = {}): z.infer<S> {
  const data = readYamlFile(join(CONTENT_DIR, relativePath), schema);
  return expandCopy(data, { ...copySettings(), ...extra }, `src/content/${relativePath}`);
}

/** Every service page with its path, sorted by `order` as the site sorts them. */
export function servicePageFiles() {
  return readdirSync(join(CONTENT_DIR, "service-pages"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({
      ...readCopy(`service-pages/${file}`, servicePageSchema),
      path: `/services/${basename(file, ".yaml")}`,
    }))
    .sort((a, b) => a.order - b.order);
}

/** The menus as the layout renders them (src/lib/content/navigation.ts), read straight from navigation.yaml. */
export function menus(): Menus {
  const navigation = readYamlFile(join(CONTENT_DIR, "navigation.yaml"), navigationSchema(readKnownRoutes()));
  return resolveMenus(
    navigation,
    new Map(servicePageFiles().map((page) => [page.path.slice("/services/".length), page.name])),
  );
}

export const packages = () => readCopy("packages.yaml", listFile(packageSchema));
export const homePage = () => readCopy("pages/home.yaml", homePageSchema);
export const aboutPage = () => readCopy("pages/about.yaml", aboutPageSchema);
export const servicesPage = () => readCopy("pages/services.yaml", servicesPageSchema);
export const testimonials = () => readCopy("testimonials.yaml", listFile(testimonialSchema));
export const locationPage = (place: string) => readCopy("pages/locations.yaml", locationPageSchema, { place });

/**
 * The no-JavaScript lead error page's words as it fills them in: for a booking of an event of `words`' kind and
 * title `event` (with neither, as the page fills them for a contact form).
 */
export const leadErrorPage = (words: BookingWords = BOOKING_WORDS.seminar, event = "") =>
  readCopy("pages/lead-error.yaml", leadErrorPageSchema, { unit: words.unit, units: unitsLabel(words), event });

/** The FAQ as /services shows it, package placeholders filled in. */
export const faq = () => readCopy("faq.yaml", listFile(faqSchema), faqSettings(packages()));

/**
 * getPageCopy() for Container API tests, which cannot reach Astro's content store: the same file, schema and
 * expansion, read directly. Tests swap it in with vi.mock("@/lib/content/page-copy", …).
 */
export async function readPageCopy(collection: string, extra: Settings = {}) {
  const page = (PAGE_COPY_FILES as Record<string, PageCopyFile>)[collection];
  if (!page) throw new Error(`No page copy collection ${collection}`);
  return readCopy(`pages/${page.file}.yaml`, page.schema, { ...page.fills?.(), ...extra });
}
