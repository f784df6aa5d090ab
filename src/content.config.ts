/**
 * Every content collection and its schema. Editors change the files under src/content/; a file that
 * breaks a rule here fails the build with the collection, the entry and the field named.
 */
import { defineCollection, reference, z } from "astro:content";
import { withReadableChecks } from "@/lib/schemas/readable-checks";
import { file, glob } from "astro/loaders";
import yaml from "js-yaml";
import { readKnownIds, readPlaces } from "@/lib/content/known-ids";
import { reparsedWhenChanged, schemaInputsDigest } from "@/lib/content/reparse-when-changed";
import { faqSchema, packageSchema, servicePageSchema, testimonialSchema } from "@/lib/schemas/copy-schemas";
import { PAGE_COPY_FILES } from "@/lib/schemas/page-copy-files";
import { CLAIMS_FILE, claimsRegisterSchema } from "@/lib/claims/schema";
import { ukFactSchema } from "@/lib/facts/uk-facts";
import { REFERENCE_TARGETS, type ReferenceTarget } from "@/lib/schemas/entry-fields";
import { franchiseCategorySchema, franchiseSchema } from "@/lib/schemas/franchise-schema";
import { locationSchema, postcodeAreaSchema } from "@/lib/schemas/location-schemas";
import { articleSchema, blogCategorySchema } from "@/lib/schemas/article-schema";
import { eventSchema } from "@/lib/schemas/event-schema";
import { availabilitySchema } from "@/lib/schemas/availability-schema";
import { listFileItems } from "@/lib/schemas/list-file";
import { BUSINESS_FILE, businessSchema } from "@/lib/schemas/business-schema";
import { AFFORDABILITY_FILE, affordabilityFieldsSchema, withCrossFieldRules } from "@/lib/decide/affordability-schema";
import { NAVIGATION_FILE, navigationSchema } from "@/lib/schemas/navigation-schema";
import { readKnownRoutes } from "@/lib/content/known-routes";
import { POLICIES_FILE, policiesSchema } from "@/lib/schemas/policies-schema";

const knownIds = readKnownIds();
/** Every location file's place, so a place added twice is named with the file it repeats. */
const places = readPlaces();

// What the schemas read besides each entry's own file: a change to any of it parses every entry again.
const inputsDigest = schemaInputsDigest(
  process.cwd(),
  JSON.stringify([Object.entries(knownIds).map(([collection, ids]) => [collection, [...ids].sort()]), places]),
);
/** Astro's glob loader, parsing every entry again when the register, the settings or the ids change. */
const entries = (options: Parameters<typeof glob>[0]) => reparsedWhenChanged(glob(options), inputsDigest);

/** A list file (`items:` with the entries under it, src/lib/schemas/list-file.ts), one entry per item by its `id`. */
const listOf = (path: string) => file(path, { parser: listFileItems(path) });

/** A `reference()` that also fails when the target entry does not exist, naming the missing id. */
function existingReference<C extends ReferenceTarget>(collection: C) {
  return () =>
    reference(collection).refine((ref) => knownIds[collection].has(ref.id), {
      message: `no such entry in ${REFERENCE_TARGETS[collection]}`,
    });
}

/** Every reference, as `reference()` checked against the ids that exist. */
const references = {
  franchiseCategories: existingReference("franchiseCategories"),
  blogCategories: existingReference("blogCategories"),
  locations: existingReference("locations"),
  franchises: existingReference("franchises"),
  blog: existingReference("blog"),
};

// The schemas of the catalogue, articles and events are in src/lib/content/ (plain zod, so code outside Astro parses
// the same files with them); what needs Astro is added here: the references, the hero image and the loaders.
const franchiseCategories = defineCollection({
  loader: listOf("src/content/franchise-categories.yaml"),
  schema: franchiseCategorySchema,
});

const franchises = defineCollection({
  loader: entries({ pattern: "*.yaml", base: "src/content/franchises" }),
  schema: franchiseSchema(references),
});

const locations = defineCollection({
  loader: entries({ pattern: "**/*.yaml", base: "src/content/locations" }),
  schema: locationSchema(references, places),
});

const postcodeAreas = defineCollection({
  loader: listOf("src/content/postcode-areas.yaml"),
  schema: postcodeAreaSchema(references),
});

const blogCategories = defineCollection({
  loader: listOf("src/content/blog-categories.yaml"),
  schema: blogCategorySchema,
});

const blog = defineCollection({
  loader: entries({ pattern: "*.mdx", base: "src/content/blog" }),
  schema: ({ image }) => articleSchema({ ...references, heroImage: image }),
});

/**
 * Seminars, webinars, exhibition stands and discovery days: src/content/events/<slug>.mdx, the frontmatter
 * (src/lib/schemas/event-schema.ts) and the MDX body as the event page's description. Listed on /events, each at
 * /events/<slug> with an .ics file.
 */
const events = defineCollection({
  loader: entries({ pattern: "*.mdx", base: "src/content/events" }),
  schema: eventSchema(references),
});

/**
 * When the free call can be booked on /book (src/content/booking/availability.yaml, one entry "availability"): the
 * weekly hours, the call's length and the rules the slot finder (src/lib/booking/) applies.
 */
const bookingAvailability = defineCollection({
  loader: glob({ pattern: "availability.yaml", base: "src/content/booking" }),
  schema: availabilitySchema,
});

/** The eight pages under /services/<file name>; sections render through src/components/sections. */
const servicePages = defineCollection({
  loader: entries({ pattern: "*.yaml", base: "src/content/service-pages" }),
  schema: servicePageSchema,
});

/** A collection of one page's copy: the single file src/content/pages/<name>.yaml, entry id <name>. */
function pageCopy<S extends z.ZodTypeAny>(name: string, schema: S) {
  return defineCollection({ loader: entries({ pattern: `${name}.yaml`, base: "src/content/pages" }), schema });
}

/**
 * Page copy: editors change the words here; every file, its collection and its schema (with every field described)
 * are listed once, in src/lib/schemas/page-copy-files.ts. Some files are read outside the content layer (the free
 * call's mails by the outbox, the privacy recipients by src/lib/leads/config.ts): their collection checks the file.
 */
type PageCopyCollections = {
  [C in keyof typeof PAGE_COPY_FILES]: ReturnType<typeof pageCopy<(typeof PAGE_COPY_FILES)[C]["schema"]>>;
};
const pageCopyCollections = Object.fromEntries(
  Object.entries(PAGE_COPY_FILES).map(([collection, { file, schema }]) => [collection, pageCopy(file, schema)]),
) as PageCopyCollections;
const packages = defineCollection({ loader: listOf("src/content/packages.yaml"), schema: packageSchema });
const faq = defineCollection({ loader: listOf("src/content/faq.yaml"), schema: faqSchema });
const testimonials = defineCollection({ loader: listOf("src/content/testimonials.yaml"), schema: testimonialSchema });

/**
 * UK figures (rates, thresholds, reliefs, lending terms) with source and review-by date: articles show them with
 * <Fact id="…" />, page copy with {fact:…}. Pages read them through src/lib/facts/uk-facts-file.ts, which parses
 * the same file with the same schema, so placeholders can be checked while the other schemas load.
 */
const ukFacts = defineCollection({ loader: listOf("src/content/uk-facts.yaml"), schema: ukFactSchema });

/**
 * The register of claims: everything the business says about itself, once, with its evidence. Pages read it through
 * src/config/site.ts (`claims`) and `{claim:<key>}` placeholders; this collection is what checks it, so a bad
 * register fails the build naming the field. One entry, "register", holds the whole file.
 */
const claims = defineCollection({
  loader: file(CLAIMS_FILE, { parser: (text) => [{ id: "register", ...(JSON.parse(text) as object) }] }),
  schema: claimsRegisterSchema.extend({ id: z.string().describe('Always "register": the file is one entry.') }),
});

/**
 * The business's own details (src/content/business.json): name, phone, email, address, company, social profiles,
 * hero film and launch flags. Pages read them through src/config/site.ts; this collection is what checks the file,
 * so a bad detail fails the build naming the field. One entry, "business", holds the whole file.
 */
const business = defineCollection({
  loader: file(BUSINESS_FILE, { parser: (text) => [{ id: "business", ...(JSON.parse(text) as object) }] }),
  schema: businessSchema.extend({ id: z.string().describe('Always "business": the file is one entry.') }),
});

/**
 * The calculator's settings (src/content/affordability.json): every figure /affordability, the directory's `budget`
 * filter and /match use, with its basis and source. They are read through src/config/affordability.ts; this
 * collection is what checks the file, so a bad figure fails the build naming the field. One entry, "affordability".
 */
const affordability = defineCollection({
  loader: file(AFFORDABILITY_FILE, { parser: (text) => [{ id: "affordability", ...(JSON.parse(text) as object) }] }),
  schema: withCrossFieldRules(
    affordabilityFieldsSchema.extend({ id: z.string().describe('Always "affordability": the file is one entry.') }),
  ),
});

/**
 * The site's menus (src/content/navigation.yaml): the header's links and the footer's columns, each link checked
 * against the pages the site builds (src/lib/content/known-routes.ts). One entry, "menus", holds the whole file.
 * The file loader parses it again at every build, so a service page renamed or removed is caught at once.
 */
const navigation = defineCollection({
  loader: file(NAVIGATION_FILE, { parser: (text) => [{ id: "menus", ...(yaml.load(text) as object) }] }),
  schema: navigationSchema(readKnownRoutes(), { id: z.string().describe('Always "menus": the file is one entry.') }),
});

/**
 * How the business is paid, its promises and how it handles data (src/content/policies.json). Pages, the privacy
 * notice and the lead server read it through src/config/site.ts; this collection is what checks the file, so a bad
 * value fails the build naming the field. One entry, "policies", holds the whole file.
 */
const policies = defineCollection({
  loader: file(POLICIES_FILE, { parser: (text) => [{ id: "policies", ...(JSON.parse(text) as object) }] }),
  schema: policiesSchema.extend({ id: z.string().describe('Always "policies": the file is one entry.') }),
});

/**
 * Every collection's built-in checks get plain messages (src/lib/schemas/readable-checks.ts), so a content error
 * names the field once: "description: must be at least 200 characters long".
 */
function withReadableErrors<C extends Record<string, { schema?: unknown }>>(configs: C): C {
  for (const config of Object.values(configs)) {
    const schema = config.schema;
    if (typeof schema === "function")
      config.schema = (context: unknown) => withReadableChecks((schema as (context: unknown) => z.ZodTypeAny)(context));
    else if (schema) withReadableChecks(schema as z.ZodTypeAny);
  }
  return configs;
}

export const collections = withReadableErrors({
  claims,
  business,
  affordability,
  navigation,
  policies,
  franchiseCategories,
  franchises,
  locations,
  postcodeAreas,
  blogCategories,
  blog,
  events,
  bookingAvailability,
  servicePages,
  ...pageCopyCollections,
  packages,
  faq,
  testimonials,
  ukFacts,
});
