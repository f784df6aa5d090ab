/**
 * Reads page copy from src/content (pages/*.yaml, packages, FAQ, testimonials) with site settings expanded, so
 * pages pass finished text to the section components. Only pages and layouts call these.
 */
import { getCollection, getEntry, type DataEntryMap } from "astro:content";
import { expandCopy, type Settings } from "@/lib/site/expand-settings";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { faqSettings } from "@/lib/content/faq-settings";
import type { FaqEntry, Package, TestimonialEntry } from "@/lib/schemas/copy-schemas";
import { isShownTestimonial } from "@/lib/launch/placeholders";
import { loadOnce } from "@/lib/content/load-once";
import {
  PAGE_COPY_FILES,
  pageCopyPath,
  type PageCopyCollection,
  type PageCopyFile,
} from "@/lib/schemas/page-copy-files";

// Any page-copy file: those read outside the content layer have a collection too, so they may be read here as well.
type PageCollection = PageCopyCollection;

/**
 * The copy of one page file, every `{setting}` expanded (`extra` adds page-specific names). Without extras it is
 * read and expanded once per process: every page rendered on demand asks for some (the layout for the blog's).
 */
export function getPageCopy<C extends PageCollection>(
  collection: C,
  extra: Settings = {},
): Promise<DataEntryMap[C][string]["data"]> {
  if (Object.keys(extra).length > 0) return readPageCopy(collection, extra);
  let copy = expandedOnce.get(collection);
  if (!copy) expandedOnce.set(collection, (copy = loadOnce(() => readPageCopy(collection, {}))));
  return copy() as Promise<DataEntryMap[C][string]["data"]>;
}

const expandedOnce = new Map<PageCollection, () => Promise<unknown>>();

async function readPageCopy<C extends PageCollection>(
  collection: C,
  extra: Settings,
): Promise<DataEntryMap[C][string]["data"]> {
  const page: PageCopyFile = PAGE_COPY_FILES[collection];
  const entry = await getEntry(collection, page.file);
  if (!entry) throw new Error(`${pageCopyPath(page.file)} is missing`);
  return expandCopy(entry.data, { ...copySettings(), ...page.fills?.(), ...extra }, pageCopyPath(page.file));
}

/** The one-time packages in file order (src/content/packages.yaml). */
export async function getPackages(): Promise<Package[]> {
  const settings = copySettings();
  return (await getCollection("packages")).map((entry) =>
    expandCopy(entry.data, settings, "src/content/packages.yaml"),
  );
}

/** The FAQ in file order, answers expanded. */
export async function getFaq(packages: readonly Package[]): Promise<FaqEntry[]> {
  const settings = { ...copySettings(), ...faqSettings(packages) };
  return (await getCollection("faq")).map((entry) => expandCopy(entry.data, settings, "src/content/faq.yaml"));
}

/** The testimonials the site may show, in file order: only those recorded as genuine and consented to, never samples. */
export async function getTestimonials(): Promise<TestimonialEntry[]> {
  const settings = copySettings();
  return (await getCollection("testimonials"))
    .filter((entry) => isShownTestimonial(entry.data))
    .map((entry) => expandCopy(entry.data, settings, "src/content/testimonials.yaml"));
}
