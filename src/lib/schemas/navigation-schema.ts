/**
 * The site's menus (src/content/navigation.yaml): the header's links and the footer's three columns, each in the
 * order shown. Every link must reach a page the site has (`routes`, src/lib/content/known-routes.ts), so a menu
 * cannot be saved pointing at nothing; the services column names service pages themselves, so renaming or removing
 * one is caught here too. Plain zod: the content layer, the editor's content check and the tests parse the file
 * with it alike.
 */
import { z } from "zod";

export const NAVIGATION_FILE = "src/content/navigation.yaml";

/** The longest label each place shows on one line: the header's row at 1280 px, a footer column's width. */
export const MENU_LABEL_MAX = { header: 20, footer: 32, heading: 20 } as const;
/** The most links a menu holds: the header's row fits eight at 1280 px; a footer column stays a short list. */
export const MENU_LINKS_MAX = { header: 8, footer: 12 } as const;

/** A page's address on this site: "/" or lower-case parts after slashes, no trailing slash (the site's rule). */
const ADDRESS = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

const label = (max: number) =>
  z.string().min(1).max(max).describe(`The words the link shows: at most ${max} characters.`);

/** An address checked against the pages the site builds, so a typo or a removed page stops the build. */
function address(routes: ReadonlySet<string>) {
  return z
    .string()
    .regex(ADDRESS, {
      message: "must be a page's address on this site, e.g. /about (starting with /, no / at the end)",
    })
    .refine(
      (href) => routes.has(href),
      (href) => ({ message: `no page at ${href}: link to a page the site has` }),
    )
    .describe('The page it opens, by its address on this site, e.g. "/about" or "/services/business-coaching".');
}

/** No two entries of a list with the same `keyOf` (the same page twice in one menu). */
function noRepeats<T>(keyOf: (entry: T) => string, what: string) {
  return (entries: T[], ctx: z.RefinementCtx) => {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const key = keyOf(entry);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else ctx.addIssue({ code: "custom", path: [index], message: `${what} ${key} is already entry ${first + 1}` });
    });
  };
}

function links(routes: ReadonlySet<string>, max: number) {
  return z
    .array(z.object({ label: label(MENU_LABEL_MAX.footer), href: address(routes) }).strict())
    .min(1)
    .max(max)
    .superRefine(noRepeats((link) => link.href, "links to"));
}

const heading = z
  .string()
  .min(1)
  .max(MENU_LABEL_MAX.heading)
  .describe(`The column's heading: at most ${MENU_LABEL_MAX.heading} characters.`);

/** The menus' fields, each address checked against `routes`, the pages the site builds. */
function menusObject(routes: ReadonlySet<string>) {
  const servicePage = z
    .string()
    .refine(
      (slug) => routes.has(`/services/${slug}`),
      (slug) => ({ message: `no service page "${slug}"` }),
    )
    .describe("The service page it opens, picked from the service pages.");
  return z
    .object({
      header: z
        .array(z.object({ label: label(MENU_LABEL_MAX.header), href: address(routes) }).strict())
        .min(1)
        .max(MENU_LINKS_MAX.header)
        .superRefine(noRepeats((link) => link.href, "links to"))
        .describe("The header's links, in order (on phones, the menu's)."),
      services: z
        .object({
          heading,
          links: z
            .array(
              z
                .object({
                  page: servicePage,
                  label: label(MENU_LABEL_MAX.footer)
                    .optional()
                    .describe("The words the link shows, when shorter than the page's own short name."),
                })
                .strict(),
            )
            .min(1)
            .max(MENU_LINKS_MAX.footer)
            .superRefine(noRepeats((link) => link.page, "the service page"))
            .describe("The service pages it lists, in order."),
        })
        .strict()
        .describe("The footer's column of service pages."),
      explore: z
        .object({ heading, links: links(routes, MENU_LINKS_MAX.footer).describe("Its links, in order.") })
        .strict()
        .describe("The footer's column of the site's main pages."),
      legal: z
        .object({ heading, links: links(routes, MENU_LINKS_MAX.footer).describe("Its links, in order.") })
        .strict()
        .describe("The footer's column of the policies."),
    })
    .strict();
}

export type Navigation = z.infer<ReturnType<typeof menusObject>>;

/** The specification's "The footer repeats the main links": a header link no footer column has is named. */
function footerRepeatsHeader(menus: Navigation, ctx: z.RefinementCtx) {
  const inFooter = new Set([
    ...menus.services.links.map((link) => `/services/${link.page}`),
    ...menus.explore.links.map((link) => link.href),
    ...menus.legal.links.map((link) => link.href),
  ]);
  menus.header.forEach((link, index) => {
    if (!inFooter.has(link.href))
      ctx.addIssue({
        code: "custom",
        path: ["header", index, "href"],
        message: `${link.href} is in the header but in no footer column: the footer repeats every header link`,
      });
  });
}

/**
 * The menus, with each address checked against `routes`, the pages the site builds. `entry` adds fields the loader
 * puts beside the file's own (the content layer's entry id).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no fields added unless `entry` names some
export function navigationSchema<E extends z.ZodRawShape = {}>(routes: ReadonlySet<string>, entry?: E) {
  return menusObject(routes)
    .extend(entry ?? ({} as E))
    .superRefine((menus, ctx) => footerRepeatsHeader(menus as Navigation, ctx));
}
