/**
 * The launch check in the build: a build of the live site (SITE_URL set to anything but the example domain) stops
 * before building anything while placeholders remain, with the list `npm run check:launch` prints, unless
 * ALLOW_PLACEHOLDERS=1. Other builds (the default one, the tests') only say how many remain, except that every
 * build warns, by name, about UK figures past their review-by date (src/content/uk-facts.yaml), and about published
 * articles outside the house length (src/lib/blog/article-length.ts), which never stops a build.
 *
 * The build's list also reaches the owner's page as the module `virtual:launch-list` (a snapshot taken when the
 * build starts, bundled into dist/server), so the running server shows what is left without the source tree,
 * which a container image does not carry.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { z } from "zod";
import { articleSchema } from "../lib/schemas/article-schema";
import { idReferences } from "../lib/schemas/entry-fields";
import { splitFrontmatter } from "../lib/content/frontmatter";
import { site } from "../config/site";
import { launchChecklist } from "../lib/launch/project";
import { formatLaunchList, isProductionSite, launchCheckRequired, type LaunchItem } from "../lib/launch/placeholders";
import { UK_FACTS_FILE } from "../lib/facts/uk-facts";
import { APPROVAL_FIELD } from "../lib/review/approval";
import { articleLengthWarning, type ArticleText } from "../lib/blog/article-length";

/** The frontmatter fields the length warning needs, as the article schema defines them (dates as Dates). */
const publishingFields = articleSchema({ ...idReferences, heroImage: () => z.unknown() })
  .pick({ draft: true, publishDate: true })
  .strip();

/** The articles under src/content/blog as their files hold them, their publishing fields parsed as the schema does. */
export function readArticles(root: string): ArticleText[] {
  const dir = join(root, "src", "content", "blog");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .flatMap((name) => {
      const text = readFileSync(join(dir, name), "utf8");
      const { frontmatter, body } = splitFrontmatter(text);
      const parsed = publishingFields.safeParse(frontmatter ?? {});
      // A file whose fields do not parse fails the content schema, which names it; nothing to add here.
      if (!parsed.success) return [];
      return [{ file: `src/content/blog/${name}`, frontmatter: parsed.data, body }];
    });
}

/** The warning every build prints for UK figures past their review-by date, or undefined when there are none. */
export function staleFactsWarning(items: readonly LaunchItem[]): string | undefined {
  const stale = items.filter((item) => item.file === UK_FACTS_FILE && item.field !== APPROVAL_FIELD);
  if (stale.length === 0) return undefined;
  const lines = stale.map((item) => `  ${item.file}  ${item.field}: ${item.problem}`);
  return [
    `${stale.length} UK ${stale.length === 1 ? "figure is" : "figures are"} past the review-by date:`,
    ...lines,
  ].join("\n");
}

export interface LaunchCheckOptions {
  /** Where SITE_URL and ALLOW_PLACEHOLDERS are read; the process's environment by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** What remains in the project at `root` for `siteUrl`; the real check by default (tests pass their own). */
  checklist?: (root: string, siteUrl: string | undefined) => LaunchItem[] | Promise<LaunchItem[]>;
}

const projectChecklist = (root: string, siteUrl: string | undefined) => launchChecklist({ root, site, siteUrl });

const LAUNCH_LIST_MODULE = "virtual:launch-list";
const RESOLVED_LAUNCH_LIST_MODULE = `\0${LAUNCH_LIST_MODULE}`;

/** What `virtual:launch-list` exports: the list and the moment it was taken. */
export interface LaunchListSnapshot {
  takenAt: string;
  items: LaunchItem[];
}

/** The Astro integration; its `astro:config:setup` hook throws, with the list, when a production build must stop. */
export function launchCheck({
  env = process.env,
  checklist = projectChecklist,
}: LaunchCheckOptions = {}): AstroIntegration {
  return {
    name: "launch-check",
    hooks: {
      "astro:config:setup": async ({ command, config, logger, updateConfig }) => {
        // `site` in astro.config.mjs is SITE_URL, or the example domain when it is not set.
        const siteUrl = env.SITE_URL?.trim() ? env.SITE_URL : config.site;
        const root = fileURLToPath(config.root);
        let snapshot: LaunchListSnapshot | undefined;
        const takeSnapshot = (items: LaunchItem[]) => (snapshot = { takenAt: new Date().toISOString(), items });
        updateConfig({
          vite: {
            plugins: [
              {
                name: "launch-list",
                resolveId: (id) => (id === LAUNCH_LIST_MODULE ? RESOLVED_LAUNCH_LIST_MODULE : undefined),
                // A build has taken it below; elsewhere (dev, tests) it is taken when a page first asks.
                load: async (id) =>
                  id === RESOLVED_LAUNCH_LIST_MODULE
                    ? `export default ${JSON.stringify(snapshot ?? takeSnapshot(await checklist(root, siteUrl)))};`
                    : undefined,
              },
            ],
          },
        });
        if (command !== "build") return;
        const lengthWarning = articleLengthWarning(readArticles(root), new Date());
        if (lengthWarning) logger.warn(lengthWarning);
        const items = await checklist(root, siteUrl);
        takeSnapshot(items);
        if (items.length === 0) return;
        const staleWarning = staleFactsWarning(items);
        if (staleWarning) logger.warn(staleWarning);
        const list = formatLaunchList(items);
        if (launchCheckRequired({ ...env, SITE_URL: siteUrl })) {
          throw new Error(
            `${list}\nA build for ${siteUrl} stops while any remain. Replace or confirm each, or set ALLOW_PLACEHOLDERS=1 to build anyway.`,
          );
        }
        if (isProductionSite(siteUrl)) logger.warn(`ALLOW_PLACEHOLDERS=1: building ${siteUrl} anyway.\n${list}`);
        else logger.info(`${items.length} placeholders to replace before going live: npm run check:launch lists them.`);
      },
    },
  };
}
