/**
 * Reads a project's content, settings and brochures from disk and applies the launch rules
 * (src/lib/launch/placeholders.ts) and the owner's approvals (src/lib/review/) to them: the one list `npm run check:launch` prints and a production build
 * stops on. The content is read as written (YAML and MDX frontmatter), so the check runs without Astro.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import yaml from "js-yaml";
import { pdfText } from "../pdf/pdf-text";
import { UK_FACTS_FILE, parseUkFacts } from "../facts/uk-facts";
import { CLAIMS_FILE } from "../claims/schema";
import { businessSentencePlaceholders } from "./business-sentences";
import { reviewStatuses } from "../review/records";
import { APPROVAL_FIELD, statusProblem } from "../review/approval";
import {
  brochureFacts,
  brochureFilePlaceholders,
  brochurePlaceholders,
  bylinePlaceholders,
  deliveryPlaceholders,
  eventPlaceholders,
  evidencePlaceholders,
  sampleSizePlaceholders,
  sampleWordsPlaceholders,
  franchisePlaceholders,
  isSiteBrochure,
  sitePlaceholders,
  staleFactPlaceholders,
  siteUrlPlaceholders,
  testimonialPlaceholders,
  type LaunchItem,
  type LaunchSite,
} from "./placeholders";

export interface LaunchProject {
  /** The project folder (the one holding src/ and public/). */
  root: string;
  /** The site settings, normally src/config/site.ts's `site`. */
  site: LaunchSite;
  /** The public origin the build would use (SITE_URL). */
  siteUrl: string | undefined;
  /**
   * The environment the server runs with, when the check runs there (`npm run check:launch`): then a site with no
   * way to receive enquiries is listed. The build leaves it out: a build's environment is not the server's.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** The day to judge review-by dates against; now by default. */
  today?: Date;
}

/** Every file under `dir` ending in `extension`, as absolute paths, sorted so the list reads the same each run. */
function filesIn(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => join(dir, file));
}

const readYaml = (path: string): unknown => yaml.load(readFileSync(path, "utf8"));
/** The entries of a list file (`items:`, src/lib/schemas/list-file.ts); nothing when it has another shape. */
const listEntries = (data: unknown): unknown =>
  data !== null && typeof data === "object" ? (data as Record<string, unknown>).items : undefined;

/** An MDX file's frontmatter, or undefined when it has none. */
function frontmatter(path: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, "utf8"));
  return match ? yaml.load(match[1]!) : undefined;
}

/** Everything in the project still to replace or confirm before launch, in a stable order. */
export async function launchChecklist({
  root,
  site,
  siteUrl,
  env,
  today = new Date(),
}: LaunchProject): Promise<LaunchItem[]> {
  const content = join(root, "src", "content");
  const name = (path: string) => relative(root, path).split(sep).join("/");
  const items: LaunchItem[] = [
    ...siteUrlPlaceholders(siteUrl),
    ...(env ? deliveryPlaceholders(env) : []),
    ...sitePlaceholders(site),
  ];

  const franchises = filesIn(join(content, "franchises"), ".yaml").map((path) => ({ path, data: readYaml(path) }));
  for (const { path, data } of franchises) items.push(...franchisePlaceholders(name(path), data));

  // The register of claims: every claim whose evidence is pending (founding year, story, figures, service levels…).
  const claimsFile = join(root, ...CLAIMS_FILE.split("/"));
  const register = existsSync(claimsFile) ? (JSON.parse(readFileSync(claimsFile, "utf8")) as unknown) : undefined;
  if (register !== undefined)
    items.push(
      ...evidencePlaceholders(CLAIMS_FILE, register),
      ...sampleWordsPlaceholders(CLAIMS_FILE, register),
      ...sampleSizePlaceholders(CLAIMS_FILE, register),
    );

  const testimonials = join(content, "testimonials.yaml");
  if (existsSync(testimonials))
    items.push(...testimonialPlaceholders(name(testimonials), listEntries(readYaml(testimonials))));

  for (const path of filesIn(join(content, "blog"), ".mdx")) {
    items.push(...bylinePlaceholders(name(path), frontmatter(path), site.businessName));
  }

  for (const path of filesIn(join(content, "events"), ".mdx"))
    items.push(...eventPlaceholders(name(path), frontmatter(path)));

  // Claims can sit in any copy file; locations and franchises carry none today but are walked all the same.
  for (const path of filesIn(content, ".yaml")) {
    const data = readYaml(path);
    items.push(...evidencePlaceholders(name(path), data), ...sampleWordsPlaceholders(name(path), data));
  }

  const ukFacts = join(root, ...UK_FACTS_FILE.split("/"));
  if (existsSync(ukFacts)) items.push(...staleFactPlaceholders(parseUkFacts(readFileSync(ukFacts, "utf8")), today));

  const brochures = filesIn(join(root, "public", "brochures"), ".pdf").map(name);
  items.push(
    ...brochureFilePlaceholders(
      brochures,
      franchises.map(({ path, data }) => ({ file: name(path), data })),
    ),
  );

  const facts = brochureFacts(site, siteUrl, register as Parameters<typeof brochureFacts>[2]);
  for (const { data } of franchises) {
    const url = (data as { brochureUrl?: unknown } | null)?.brochureUrl;
    if (typeof url !== "string" || !url.startsWith("/brochures/")) continue;
    const path = join(root, "public", ...url.split("/").filter(Boolean));
    if (!existsSync(path)) continue; // A missing brochure fails the content tests; nothing to compare here.
    const text = await pdfText(readFileSync(path));
    // A franchisor's own PDF need not show our settings; only the site's own brochures are compared.
    if (isSiteBrochure(text)) items.push(...brochurePlaceholders(name(path), text, facts, basename(path, ".pdf")));
  }
  // Sentences a figure scan cannot see (claims with no number, register values in new sentences, "up to"
  // statistics, sample words), by file and line, in every visitor file, the components and the brochure text.
  const statuses = await reviewStatuses(root);
  const approved = new Set(statuses.filter(({ status }) => status.state === "approved").map(({ file }) => file));
  items.push(...(await businessSentencePlaceholders(root, approved)));
  // Last, every file whose words the owner has not approved as they stand.
  for (const { file, status } of statuses) {
    const problem = statusProblem(status);
    if (problem) items.push({ file, field: APPROVAL_FIELD, problem });
  }
  return items;
}
