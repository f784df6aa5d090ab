/**
 * The browser editor's view of the content collections (Keystatic). The zod schemas in src/content.config.ts stay
 * the rules; these fields repeat them so the editor refuses what it can before saving, and
 * tests/unit/editor-parity.test.ts fails when the two drift. Rules no field can express (min ≤ max, a real
 * location, placeholders, word counts) are still the build's: docs/editing-content.md lists which is which.
 * Storage: local mode only in the dev server of `npm run edit`; GitHub mode in a build with its settings
 * (src/integrations/editor.ts decides, src/lib/editor/mode.ts says how).
 */
import { createElement } from "react";
import { collection, config, fields, singleton } from "@keystatic/core";
import { block, inline, wrapper } from "@keystatic/core/content-components";
import yaml from "js-yaml";
import blogCategoriesFile from "./src/content/blog-categories.yaml?raw";
import franchiseCategoriesFile from "./src/content/franchise-categories.yaml?raw";
import ukFactsFile from "./src/content/uk-facts.yaml?raw";
import {
  altText,
  countOrTba,
  optionalGroup,
  optionsFrom,
  textOrNothing,
  slugRefusing,
  year,
} from "./src/lib/editor/fields";
import { placeWithSlug, type PlaceFile } from "./src/lib/schemas/same-place";
import { fieldFromZod, fieldsFromZod, type Wording } from "./src/lib/editor/from-zod";
import { numbers } from "./src/lib/editor/numbers";
import { franchiseTermsSchema } from "./src/lib/terms/terms-schema";
import { INTRODUCTION_FEES } from "./src/lib/directory/introduction-fee";
import type { EditorMode } from "./src/lib/editor/mode";
import { servicePageSchema, faqSchema, packageSchema, testimonialSchema } from "./src/lib/schemas/copy-schemas";
import { PAGE_COPY_FILES, pageCopyFormsIn } from "./src/lib/schemas/page-copy-files";
import { BASES, EXPERIENCE_AREAS, EXPERIENCE_LEVELS, WORK_PATTERNS } from "./src/lib/decide/match-traits";
import { EVENT_KINDS, EVENT_STATUSES } from "./src/lib/events/vocabulary";
import { CALLOUT_TYPES, FACT_SHOWS, KEY_FIGURES_MAX, KEY_FIGURES_MIN } from "./src/lib/markdown/mdx-kit";
import { availabilitySchema } from "./src/lib/schemas/availability-schema";
import { businessSchema } from "./src/lib/schemas/business-schema";
import { MENU_LABEL_MAX, MENU_LINKS_MAX, navigationSchema } from "./src/lib/schemas/navigation-schema";
import { POLICIES_FORM, POLICIES_WORDING, policiesSchema } from "./src/lib/schemas/policies-schema";
import { claimsRegisterSchema } from "./src/lib/claims/schema";
import { affordabilitySchema } from "./src/lib/decide/affordability-schema";
import { AFFORDABILITY_LABELS } from "./src/lib/decide/affordability-labels";
import { z } from "zod";
import { franchiseCategorySchema } from "./src/lib/schemas/franchise-category-schema";
import { blogCategorySchema } from "./src/lib/schemas/article-schema";
import { postcodeAreaSchema } from "./src/lib/schemas/location-schemas";
import { idReferences } from "./src/lib/schemas/entry-fields";
import { ukFactSchema } from "./src/lib/facts/uk-facts";
import { returnFocusAfterInsert } from "./src/client/editor-insert-focus";

// In the editor's page (never where the config is read in Node): an item chosen from an article body's Insert menu
// hands the keyboard back to the text, so the keys typed next are words, not more components.
if (typeof document !== "undefined") returnFocusAfterInsert(document);

/** A UK wall-clock time as the events schema reads it (src/content.config.ts `ukTime`). */
const UK_TIME = {
  regex: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  message: 'YYYY-MM-DDTHH:MM in UK time, e.g. "2026-12-10T18:30"',
};
const DAY = { regex: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message: "a date as YYYY-MM-DD" };
const SLUG = { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: "lower-case letters, digits and single hyphens" };
const currentYear = new Date().getFullYear();
/** The entries of a list file (`items:`, src/lib/schemas/list-file.ts) as the forms offer them. */
const listed = (file: string) => (yaml.load(file) as { items: { id: string; name: string }[] }).items;
const choices = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
/** The UK facts as the pickers name them: what each measures and its figure. */
const ukFacts = (yaml.load(ukFactsFile) as { items: { id: string; label: string; display: string }[] }).items;
/** What an inline fact prints, in words. */
const FACT_SHOW_WORDS: Record<(typeof FACT_SHOWS)[number], string> = {
  value: "The figure",
  from: "The day it applies from",
  year: "Its tax year",
};
const factShows = FACT_SHOWS.map((show) => ({ label: FACT_SHOW_WORDS[show], value: show }));
/** The inline fact's choices: none until the writer picks one, then each fact by name. */
const factOptions = [
  { label: "(pick a fact)", value: "" },
  ...ukFacts.map((fact) => ({ label: `${fact.label} (${fact.display})`, value: fact.id })),
];

/** Where saves go: fixed when the site is built (src/integrations/editor.ts); local only outside a build. */
function storage(): EditorMode & { kind: "local" | "github" } {
  const mode = typeof __EDITOR_MODE__ === "undefined" ? undefined : __EDITOR_MODE__;
  if (mode && mode.kind !== "off") return mode;
  if (import.meta.env.DEV) return { kind: "local" };
  throw new Error("keystatic.config.ts: the editor is off in this build (src/integrations/editor.ts)");
}

/** The search-engine fields every page-backed entry has (src/content.config.ts `seoFields`). */
const seoFields = {
  metaTitle: fields.text({
    label: "Meta title",
    description: "The page <title>, before the site name is appended.",
    validation: { length: { min: 5, max: 70 } },
  }),
  metaDescription: fields.text({
    label: "Meta description",
    description: "The search-result snippet: unique, 50-160 characters.",
    multiline: true,
    validation: { length: { min: 50, max: 160 } },
  }),
};

const slugField = (where: string) =>
  fields.slug({
    name: {
      label: "Slug",
      description: `URL part: ${where}<slug>, and the file's name. Never change it once published.`,
      validation: { pattern: SLUG },
    },
    slug: { label: "File name", validation: { pattern: SLUG } },
  });

const imagesDirectory = { directory: "src/content/blog/images", publicPath: "./images/" };

/** The MDX kit (src/components/mdx/), each component with its props as fields (src/lib/markdown/mdx-kit.ts). */
export const mdxKit = {
  Callout: wrapper({
    label: "Callout",
    description: "A note, tip or warning set apart from the text.",
    schema: {
      type: fields.select({ label: "Kind", options: choices(CALLOUT_TYPES), defaultValue: "note" }),
      title: fields.text({ label: "Title", description: 'Bold first line; defaults to "Note", "Tip" or "Warning".' }),
    },
  }),
  Checklist: wrapper({
    label: "Checklist",
    description: "Put a bulleted list inside it.",
    schema: { title: fields.text({ label: "Title", description: 'Bold first line, e.g. "Before you sign".' }) },
  }),
  CostTable: block({
    label: "Cost table",
    schema: {
      caption: fields.text({ label: "Caption", validation: { isRequired: true } }),
      rows: fields.array(
        fields.object({
          item: fields.text({ label: "Item", validation: { isRequired: true } }),
          min: numbers.integer({ label: "Lowest (£)", validation: { isRequired: true, min: 0 } }),
          max: numbers.integer({
            label: "Highest (£)",
            description: "Leave empty for a single figure.",
            validation: { min: 0 },
          }),
          note: fields.text({ label: "Note" }),
        }),
        { label: "Rows", itemLabel: (row) => row.fields.item.value || "Row", validation: { length: { min: 1 } } },
      ),
      total: fields.checkbox({ label: "Add a total row" }),
      source: fields.text({ label: "Source" }),
      sourceUrl: fields.url({ label: "Source address" }),
    },
  }),
  KeyFigures: block({
    label: "Key figures",
    description: "Two to four figures: UK facts by id, or figures with their source.",
    schema: {
      // Nothing picked is written facts={[]}, which the kit reads as no facts (listGiven in src/lib/markdown/mdx-kit.ts).
      facts: fields.multiselect({
        label: "UK facts",
        options: optionsFrom(ukFacts.map((fact) => ({ id: fact.id, name: `${fact.label} (${fact.display})` }))),
      }),
      figures: fields.array(
        fields.object({
          value: fields.text({ label: "Figure", validation: { isRequired: true } }),
          label: fields.text({ label: "What it measures", validation: { isRequired: true } }),
        }),
        {
          label: "Figures",
          itemLabel: (figure) => figure.fields.value.value || "Figure",
          validation: { length: { max: KEY_FIGURES_MAX } },
        },
      ),
      source: fields.text({ label: "Source" }),
      sourceUrl: fields.url({ label: "Source address" }),
    },
  }),
  Fact: inline({
    label: "UK fact",
    description: "A figure from UK facts and figures, never typed into the text: click it to pick which.",
    schema: {
      id: fields.select({
        label: "Fact",
        // Nothing picked until the writer picks one: the build names a Fact left so, where the first fact would
        // have been shown without anyone choosing it.
        options: factOptions,
        defaultValue: "",
      }),
      show: fields.select({ label: "Show", options: factShows, defaultValue: "value" }),
    },
    // Clicked, the chip offers its choices by name at once (Keystatic's own Edit and Remove buttons have no name).
    ToolbarView: ({ value, onChange, onRemove }) =>
      createElement(
        "span",
        { style: { display: "inline-flex", gap: "0.5rem", alignItems: "baseline", padding: "0.25rem" } },
        createElement(
          "select",
          {
            "aria-label": "UK fact",
            value: value.id,
            onChange: (event: { target: { value: string } }) => onChange({ ...value, id: event.target.value }),
          },
          ...factOptions.map((option) =>
            createElement("option", { key: option.value, value: option.value }, option.label),
          ),
        ),
        createElement(
          "select",
          {
            "aria-label": "Show",
            value: value.show,
            onChange: (event: { target: { value: string } }) =>
              onChange({ ...value, show: event.target.value as (typeof FACT_SHOWS)[number] }),
          },
          ...factShows.map((show) => createElement("option", { key: show.value, value: show.value }, show.label)),
        ),
        createElement("button", { type: "button", onClick: onRemove }, "Remove"),
      ),
    // The chip in the text names the fact it shows, not only that it is one.
    ContentView: ({ value }) => {
      const fact = ukFacts.find((candidate) => candidate.id === value.id);
      return createElement("span", null, fact ? `${fact.display} (${fact.label})` : "UK fact: click to pick one");
    },
  }),
  Figure: block({
    label: "Figure",
    schema: {
      src: fields.image({ label: "Image", ...imagesDirectory, validation: { isRequired: true } }),
      alt: fields.text({ label: "Alt text", description: "What the image shows.", validation: { length: { min: 5 } } }),
      caption: fields.text({ label: "Caption" }),
    },
  }),
  FranchiseCard: block({
    label: "Franchise card",
    schema: {
      slug: fields.relationship({ label: "Franchise", collection: "franchises", validation: { isRequired: true } }),
    },
  }),
  FranchiseList: block({
    label: "Franchise list",
    schema: {
      category: fields.select({
        label: "Category",
        options: optionsFrom(listed(franchiseCategoriesFile)),
        defaultValue: listed(franchiseCategoriesFile)[0]!.id,
      }),
      limit: numbers.integer({ label: "How many", validation: { min: 1 } }),
    },
  }),
  CatalogueRange: block({
    label: "Catalogue range",
    schema: {
      category: fields.select({
        label: "Category",
        options: optionsFrom(listed(franchiseCategoriesFile)),
        defaultValue: listed(franchiseCategoriesFile)[0]!.id,
      }),
    },
  }),
  ConsultationCta: block({
    label: "Consultation call to action",
    schema: { title: fields.text({ label: "Title" }), text: fields.text({ label: "Text", multiline: true }) },
  }),
  VideoLink: block({
    label: "Video link",
    schema: {
      href: fields.url({ label: "Video address (https://)", validation: { isRequired: true } }),
      title: fields.text({ label: "Title", validation: { isRequired: true } }),
      poster: fields.image({ label: "Poster image", ...imagesDirectory, validation: { isRequired: true } }),
      duration: fields.text({ label: "Duration", description: 'e.g. "4 min"' }),
    },
  }),
  CareHourTable: block({
    label: "Care hour table",
    schema: {
      caption: fields.text({ label: "Caption", validation: { isRequired: true } }),
      columns: fields.array(
        fields.object({
          label: fields.text({ label: "Heading", validation: { isRequired: true } }),
          charge: numbers.number({ label: "Hourly charge (£)", validation: { isRequired: true, min: 0 } }),
          travelRatio: numbers.number({
            label: "Paid travel, share of each hour",
            validation: { isRequired: true, min: 0, max: 1 },
          }),
          mileage: numbers.number({ label: "Mileage per hour (£)", validation: { isRequired: true, min: 0 } }),
        }),
        {
          label: "Columns",
          itemLabel: (column) => column.fields.label.value || "Column",
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
};
void KEY_FIGURES_MIN;

const consent = (label: string, description: string) =>
  optionalGroup(
    label,
    { consentedOn: fields.date({ label, description }) },
    { constant: { genuine: true }, isEmpty: (value) => !value.consentedOn },
  );

/** Every location file's place as the editor loaded (src/lib/schemas/same-place.ts), by its path in the folder. */
const places: PlaceFile[] = Object.entries(
  import.meta.glob<string>("./src/content/locations/**/*.yaml", { query: "?raw", import: "default", eager: true }),
).flatMap(([path, text]) => {
  const place = yaml.load(text) as Partial<PlaceFile> | null;
  const file = path.replace("./src/content/locations/", "");
  return place?.slug && place.name && place.type
    ? [{ file, slug: place.slug, name: place.name, type: place.type }]
    : [];
});

/**
 * A location's slug and file name: refused when another place already has the slug (its page would replace that
 * place's, /locations/<slug>), naming that place and its file, so an owner edits it instead of adding it again.
 */
const placeSlug = (folder: string) =>
  slugRefusing(
    {
      name: {
        label: "Slug",
        description: "URL part: /locations/<slug>, and the file's name. Never change it once published.",
        validation: { pattern: SLUG },
      },
      slug: { label: "File name", validation: { pattern: SLUG } },
    },
    ({ name, slug }) => {
      const other = placeWithSlug(places, name, `${folder}/${slug}.yaml`);
      return other
        ? `${other.name} is already on the site at /locations/${name} (src/content/locations/${other.file}): edit that entry instead of adding it again, or choose another slug`
        : undefined;
    },
  );

/**
 * A folder of locations (src/content/locations/<folder>/): cities have a county as parent and a population,
 * counties a nation as parent, nations neither (the rules of the `locations` schema's superRefine). A field a kind
 * never has is not shown (fields.ignored): the editor writes back what the file holds, and the build names a value
 * there that should not be.
 */
function locationCollection(label: string, folder: string, type: "city" | "county" | "region") {
  return collection({
    label,
    path: `src/content/locations/${folder}/*`,
    slugField: "slug",
    format: "yaml",
    schema: {
      name: fields.text({ label: "Name", validation: { length: { min: 2 } } }),
      slug: placeSlug(folder),
      type: fields.select({ label: "Type", options: [{ label: type, value: type }], defaultValue: type }),
      parent:
        type === "region"
          ? fields.ignored()
          : fields.text({
              label: "Parent",
              description:
                type === "city"
                  ? "The city's county (or council/principal area), by slug."
                  : "The county's nation, by slug: england, scotland, wales or northern-ireland.",
              validation: { isRequired: true, pattern: SLUG },
            }),
      population:
        type === "city"
          ? numbers.integer({
              label: "Population",
              description: "Resident population from a recent ONS, NRS or NISRA estimate.",
              validation: { isRequired: true, min: 1 },
            })
          : fields.ignored(),
      populationArea:
        type === "city"
          ? textOrNothing({
              label: "Population area",
              description:
                'What the figure covers when it is more than the city, e.g. "Perth and Kinross council area".',
              validation: { length: { min: 3, max: 60 } },
            })
          : fields.ignored(),
      description: fields.text({
        label: "Description",
        description: "At least 80 words; a blank line starts a new paragraph. A UK figure is written {fact:<id>}.",
        multiline: true,
        validation: { isRequired: true },
      }),
      ...seoFields,
    },
  });
}

/**
 * Page copy (src/content/pages/<file>.yaml), one form per file with its fields generated from the file's schema,
 * so the limits are the schema's. A statistic (home, /services) is a choice: a figure from the register of claims,
 * or one written there with its evidence.
 */
export const PAGE_COPY = Object.fromEntries(
  Object.values(PAGE_COPY_FILES).map(({ file, schema, editor }) => [
    editor.key,
    { label: editor.label, file, schema, labels: "labels" in editor ? editor.labels : {} },
  ]),
) as {
  [C in keyof typeof PAGE_COPY_FILES as (typeof PAGE_COPY_FILES)[C]["editor"]["key"]]: {
    label: string;
    labels: Wording;
    file: (typeof PAGE_COPY_FILES)[C]["file"];
    schema: (typeof PAGE_COPY_FILES)[C]["schema"];
  };
};

const pageCopySingletons = Object.fromEntries(
  Object.entries(PAGE_COPY).map(([name, { label, file, schema, labels }]) => [
    name,
    singleton({ label, path: `src/content/pages/${file}`, format: "yaml", schema: fieldsFromZod(schema, labels) }),
  ]),
);

/** What an owner reads on a service page's form, by field path (src/lib/editor/from-zod.ts `Wording`). */
const SERVICE_PAGE_WORDING: Wording = {
  order: "Position in service lists (1 first; the Menus form sets the menus)",
  name: "Short name (breadcrumbs and cards)",
  serviceType: { label: "Kind of service, for search engines", description: 'e.g. "Franchise consultancy".' },
  summary: "One-line summary on the service cards",
  seo: "Search engines",
  "seo.title": "Title in search results",
  "seo.description": "Snippet in search results",
  "seo.keywords": "Search keywords",
  "seo.keywords[]": "Keyword",
  hero: "Top of the page",
  "hero.ctaLabel": "Button label (the button goes to the contact page)",
  "hero.highlights": "Headline figures beside the heading (up to four)",
  "hero.highlights[]": "Figure",
  sections: "Sections, in page order",
  "sections[]:features": "Services grid",
  "sections[]:process": "Process steps",
  "sections[]:benefits": "Benefit cards",
  "sections[]:stats": "Figures band",
  "sections[]:checklists": "Checklists side by side",
  "sections[]:numbered": "Numbered list",
  "sections[]:packages": "Support packages",
  closing: "Closing call to action",
  notClaims: "Words that are not claims about the business",
  "notClaims[]": "Words",
  "notClaims[].text": "The words as the page writes them",
  "notClaims[].why": "Why they are not a claim",
  ...Object.fromEntries(
    ["features", "process", "benefits", "stats", "checklists", "numbered", "packages"].map((kind) => [
      `sections[]:${kind}.tone`,
      { label: "Background", description: "White (the default), muted grey, or the dark brand colour." },
    ]),
  ),
};

/** When the free call can be booked: one form, its fields generated from the schema the build checks. */
const bookingAvailability = singleton({
  label: "Free call: availability",
  path: "src/content/booking/availability",
  format: "yaml",
  schema: fieldsFromZod(availabilitySchema),
});

/**
 * The list files (src/content/<file>.yaml, `items:` with the entries under it: src/lib/schemas/list-file.ts), one
 * form each: a list of groups generated from the entry's schema, each entry shown by `name` (never its id).
 */
/** A category's key, which the file loader takes as its id and a franchise or article names it by. */
function categoryKey(whose: string) {
  return z
    .string()
    .min(1)
    .regex(SLUG.regex)
    .describe(`The key a ${whose} category field uses (lower case, hyphens). Renaming it means changing every use.`);
}

export const LIST_FILES = {
  faq: { label: "FAQ (on /services)", file: "faq", item: "Question", name: "question", schema: faqSchema },
  packages: {
    label: "Packages and prices",
    file: "packages",
    item: "Package",
    name: "name",
    schema: packageSchema,
    wording: {
      "packages.items[].amount": {
        label: "Price (£)",
        description: 'In whole pounds, e.g. 950: pages show "£950", and the price range on /services follows it.',
      },
      "packages.items[].popular": "Mark as Most Popular",
      "packages.items[].timeline": "Typical time to a decision",
    },
  },
  testimonials: {
    label: "Testimonials",
    file: "testimonials",
    item: "Testimonial",
    name: "business",
    schema: testimonialSchema,
  },
  "franchise-categories": {
    label: "Franchise sectors",
    file: "franchise-categories",
    item: "Sector",
    name: "name",
    schema: franchiseCategorySchema.extend({ id: categoryKey("franchise's") }),
  },
  "blog-categories": {
    label: "Blog categories",
    file: "blog-categories",
    item: "Category",
    name: "name",
    schema: blogCategorySchema.extend({ id: categoryKey("article's") }),
  },
  "uk-facts": {
    label: "UK facts and figures",
    file: "uk-facts",
    item: "Fact",
    name: "label",
    schema: ukFactSchema,
  },
  "postcode-areas": {
    label: "Postcode areas",
    file: "postcode-areas",
    item: "Area",
    name: "postTown",
    schema: postcodeAreaSchema(idReferences),
  },
} as const;

const listSingletons = Object.fromEntries(
  Object.entries(LIST_FILES).map(([key, list]) => {
    const { label, file, item, name, schema } = list;
    const wording = "wording" in list ? list.wording : {};
    return [
      key,
      singleton({
        label,
        path: `src/content/${file}`,
        format: "yaml",
        schema: {
          items: fields.array(fieldFromZod(schema, item, `${file}.items[]`, wording), {
            label,
            itemLabel: (props) => {
              const value = (props as unknown as { fields: Record<string, { value: unknown }> }).fields[name]?.value;
              return typeof value === "string" && value ? value : item;
            },
          }),
        },
      }),
    ];
  }),
);

/** The business's own details (src/content/business.json), its fields generated from the schema the build checks. */
const businessDetails = singleton({
  label: "Business details",
  path: "src/content/business",
  format: { data: "json" },
  schema: fieldsFromZod(businessSchema, {
    businessName: "Trading name",
    product: "What the business is (header tagline)",
    phone: "Phone number",
    phoneInternational: "Phone number for tap-to-call (+44…)",
    email: "Email address",
    address: "Office address",
    legal: "Registered company",
    social: "Social profiles",
    heroVideo: "Home page film",
    sample: "Still the template's sample",
  }),
});

/**
 * The site's menus (src/content/navigation.yaml): its fields generated from the schema the build checks (which also
 * checks each address against the pages the site has), but for the services column, whose links are picked from the
 * service pages themselves, so a link can only name a page that exists and follows it when its words change.
 */
const menuFields = fieldsFromZod(navigationSchema(new Set()), {
  header: { label: "Header menu", description: "The links across the top of every page (on phones, the menu's)." },
  "header[]": "Link",
  "header[].label": "Words shown",
  "header[].href": "Page address",
  explore: "Footer: main pages",
  "explore.heading": "Column heading",
  "explore.links": "Links, in order",
  "explore.links[]": "Link",
  "explore.links[].label": "Words shown",
  "explore.links[].href": "Page address",
  legal: "Footer: policies",
  "legal.heading": "Column heading",
  "legal.links": "Links, in order",
  "legal.links[]": "Link",
  "legal.links[].label": "Words shown",
  "legal.links[].href": "Page address",
});
/** Each service page's short name by its address part, so a services menu entry reads as the page it opens. */
const servicePageNames = new Map(
  Object.entries(
    import.meta.glob<string>("./src/content/service-pages/*.yaml", { query: "?raw", import: "default", eager: true }),
  ).map(([path, text]) => [
    path.replace(/^.*\/|\.yaml$/g, ""),
    (yaml.load(text) as { name?: string } | null)?.name ?? "",
  ]),
);
const menus = singleton({
  label: "Menus",
  path: "src/content/navigation",
  format: "yaml",
  schema: {
    ...menuFields,
    services: fields.object(
      {
        heading: (menuFields.explore as unknown as { fields: { heading: typeof menuFields.header } }).fields.heading,
        links: fields.array(
          fields.object({
            page: fields.relationship({
              label: "Service page",
              description: "The service page the link opens.",
              collection: "service-pages",
              validation: { isRequired: true },
            }),
            label: textOrNothing({
              label: "Words shown",
              description: "Leave empty to show the page's own short name.",
              validation: { length: { min: 1, max: MENU_LABEL_MAX.footer } },
            }),
          }),
          {
            label: "Service pages, in order",
            itemLabel: (props) => {
              const page = props.fields.page.value ?? "";
              return props.fields.label.value || servicePageNames.get(page) || page || "Service page";
            },
            validation: { length: { min: 1, max: MENU_LINKS_MAX.footer } },
          },
        ),
      },
      { label: "Footer: services", description: "The footer's column of service pages." },
    ),
  },
});

/**
 * How the business is paid, its promises and how it handles data (src/content/policies.json), its fields generated
 * from the schema the build checks and titled as the launch check names them.
 */
const policies = singleton({
  label: POLICIES_FORM,
  path: "src/content/policies",
  format: { data: "json" },
  schema: fieldsFromZod(policiesSchema, POLICIES_WORDING),
});

/**
 * The register of claims (src/content/claims.json): everything the business says about itself, each with its
 * evidence. Figures and credentials are lists, each entry with the key page copy names it by ({claim:<key>}).
 */
const claimsRegister = singleton({
  label: "Claims and evidence",
  path: "src/content/claims",
  format: { data: "json" },
  schema: fieldsFromZod(claimsRegisterSchema, {
    founded: {
      label: "When the business was founded",
      description: "Shown in the hero badge, the footer, the brochures and to search engines.",
    },
    "founded.year": "Year founded",
    "founded.text": {
      label: "Founding claim as pages print it",
      description: 'e.g. "Independent franchise advice since 2003". It must contain the year.',
    },
    history: "Our story (on /about)",
    "history.story": "Paragraphs",
    "history.story[]": {
      label: "Paragraph",
      description: "Write a figure as {claim:name}, e.g. {claim:clients}, never typed in.",
    },
    figures: {
      label: "Figures about the business",
      description:
        "Every figure the business states about itself. Page copy shows one with {claim:name}; a statistic picks it by its sentence.",
    },
    "figures[]": "Figure",
    "figures[].key": {
      label: "Name used in page copy",
      description:
        "Page copy shows this figure with {claim:<name>}, e.g. {claim:clients}. A lower-case letter, then letters and digits. Renaming it means changing every use.",
    },
    "figures[].value": "Figure as shown",
    "figures[].label": "What it counts (shown beside it)",
    "figures[].text": {
      label: "The figure in a sentence",
      description:
        'The only way text states it, e.g. "500+ clients advised since 2003". It must contain the figure as shown.',
    },
    "figures[].definition": "What it measures, over whom and when",
    "figures[].comparedWith": "Compared with",
    credentials: {
      label: "What the team has done",
      description: "e.g. former franchisees on the team: each worded once, shown with {claim:name}.",
    },
    "credentials[]": "Credential",
    "credentials[].key": {
      label: "Name used in page copy",
      description: "Page copy shows this credential with {claim:<name>}. Renaming it means changing every use.",
    },
    "credentials[].text": "The credential as pages print it",
    awards: "Awards won",
    "awards[]": "Award",
    "awards[].name": "Award and year",
    "awards[].url": "The awarding body's page for it",
    accreditation: "Franchise association",
    "accreditation.name": "Association's name",
    "accreditation.status": "Standing with it (its own word)",
    "accreditation.url": "The association's page listing the business",
    serviceLevels: "Reply times and opening hours",
    "serviceLevels.replyWithin": "We reply within",
    "serviceLevels.replyWithinHours": "The same promise in hours",
    "serviceLevels.averageReplyHours": "Average reply time in hours (if published)",
    "serviceLevels.phoneHours": "Phone lines open",
    "serviceLevels.phoneHoursSchema": {
      label: "Phone hours for search engines",
      description: 'The same hours written the way search engines read them, e.g. "Mo-Fr 09:00-18:00".',
    },
    "serviceLevels.enquiryDays": "Online enquiries answered",
    guarantee: "Refund guarantee",
    "guarantee.days": "Refund window in days",
    "guarantee.conditions": "The guarantee and its conditions",
    independence: "Independence",
    "independence.word": {
      label: "How pages describe the advice",
      description: 'e.g. "independent": page copy writes it as {claim:independent}.',
    },
    "independence.statement": "Why the advice is independent",
    "independence.introductionFees": "Introduction fees disclosure",
    reviewsPolicy: "How reviews are collected",
  }),
});

/** The calculator's figures (src/content/affordability.json), its fields generated from the schema the build checks. */
const affordabilitySettings = singleton({
  label: "Affordability calculator",
  path: "src/content/affordability",
  format: { data: "json" },
  schema: fieldsFromZod(affordabilitySchema, AFFORDABILITY_LABELS),
});

// Typed by name, as the page copy's are, so the tests look any form up by its key.
const singletons: Record<string, typeof bookingAvailability> = {
  ...pageCopySingletons,
  ...(listSingletons as Record<string, typeof bookingAvailability>),
  "booking-availability": bookingAvailability,
  business: businessDetails as unknown as typeof bookingAvailability,
  claims: claimsRegister as unknown as typeof bookingAvailability,
  affordability: affordabilitySettings as unknown as typeof bookingAvailability,
  navigation: menus as unknown as typeof bookingAvailability,
  policies: policies as unknown as typeof bookingAvailability,
};

export default config({
  storage: storage(),
  ui: {
    brand: { name: "Franchise advisory: content" },
    // Grouped by what an owner looks for, in place of Keystatic's "Collections" and "Singletons".
    navigation: {
      "The business": ["business", "claims", "policies", "packages", "testimonials", "booking-availability"],
      // Each group's page-copy forms come from src/lib/schemas/page-copy-files.ts, in its order.
      Pages: ["navigation", ...pageCopyFormsIn("Pages"), "service-pages", "faq"],
      "Articles and events": ["blog", ...pageCopyFormsIn("Articles and events"), "blog-categories", "events"],
      Franchises: ["franchises", "franchise-categories"],
      "Places and figures": [
        "cities",
        "counties-england",
        "counties-scotland",
        "counties-wales",
        "counties-northern-ireland",
        "regions",
        "postcode-areas",
        "uk-facts",
      ],
      "Other pages": [...pageCopyFormsIn("Other pages"), "affordability"],
    },
  },
  singletons,
  collections: {
    blog: collection({
      label: "Articles",
      path: "src/content/blog/*",
      slugField: "slug",
      entryLayout: "content",
      columns: ["title", "publishDate"],
      format: { contentField: "content" },
      schema: {
        title: fields.text({ label: "Title", validation: { length: { min: 10, max: 120 } } }),
        slug: slugField("/blog/"),
        category: fields.select({
          label: "Category",
          options: optionsFrom(listed(blogCategoriesFile)),
          defaultValue: listed(blogCategoriesFile)[0]!.id,
        }),
        excerpt: fields.text({
          label: "Excerpt",
          description: "Shown on cards and under the title.",
          multiline: true,
          validation: { length: { min: 60, max: 260 } },
        }),
        author: fields.text({
          label: "Author",
          description:
            "The writer's name, shown as the byline only with their consent below; otherwise the business is credited.",
          validation: { length: { min: 3 } },
        }),
        authorConsent: consent(
          "Author agreed to be named on",
          "The day the author confirmed they are real, wrote or approved this article, and agreed to be named on it. Leave empty without that record.",
        ),
        publishDate: fields.date({
          label: "Publish date",
          description: "An article dated in the future is held back until a build on or after that day.",
          validation: { isRequired: true },
        }),
        updatedDate: fields.date({
          label: "Updated date",
          description: "The day you brought it up to date, if you did.",
        }),
        heroImage: fields.image({
          label: "Hero image",
          description: "Uploaded into src/content/blog/images/<slug>/.",
          directory: "src/content/blog/images",
          publicPath: "./images/",
          validation: { isRequired: true },
        }),
        heroAlt: altText(
          "Hero image alt text",
          "What the image shows, for readers who cannot see it (at least 5 characters).",
        ),
        tags: fields.array(fields.text({ label: "Tag", validation: { length: { min: 2 } } }), {
          label: "Tags",
          itemLabel: (tag) => tag.value,
        }),
        featured: fields.checkbox({ label: "Featured" }),
        draft: fields.checkbox({
          label: "Draft",
          description: "Keeps the article out of production builds; the dev server shows it with a Draft banner.",
        }),
        ...seoFields,
        content: fields.mdx({
          label: "Article",
          components: mdxKit,
          options: { image: imagesDirectory },
        }),
      },
    }),
    franchises: collection({
      label: "Franchises",
      path: "src/content/franchises/*",
      slugField: "slug",
      format: "yaml",
      columns: ["name", "category"],
      schema: {
        sample: fields.checkbox({
          label: "Sample listing",
          description:
            "This template's invented listing: replace with a franchisor's approved details and untick, or delete it. A production build stops on samples.",
        }),
        id: fields.text({
          label: "Catalogue number",
          description: "Used as the enquiry form's value.",
          validation: { isRequired: true, pattern: { regex: /^\d+$/, message: "digits only" } },
        }),
        name: fields.text({ label: "Brand name", validation: { length: { min: 2 } } }),
        slug: slugField("/franchises/"),
        category: fields.select({
          label: "Category",
          options: optionsFrom(listed(franchiseCategoriesFile)),
          defaultValue: listed(franchiseCategoriesFile)[0]!.id,
        }),
        shortDescription: fields.text({
          label: "Short description",
          description: "One sentence for cards.",
          multiline: true,
          validation: { length: { min: 40, max: 200 } },
        }),
        description: fields.text({
          label: "Description",
          description: "The full description on the detail page.",
          multiline: true,
          validation: { length: { min: 200 } },
        }),
        investmentRange: fields.object(
          {
            min: numbers.integer({ label: "Minimum (£)", validation: { isRequired: true, min: 1 } }),
            max: numbers.integer({
              label: "Maximum (£)",
              description: "Not below the minimum.",
              validation: { isRequired: true, min: 1 },
            }),
            note: textOrNothing({
              label: "Note",
              description: 'What the range covers or leaves out, e.g. "excluding working capital".',
              validation: { length: { min: 3, max: 60 } },
            }),
          },
          { label: "Investment range" },
        ),
        establishedYear: year("Established", "Year the brand was founded; leave empty when unknown (shown as TBA).", {
          min: 1900,
          max: currentYear,
        }),
        franchisingInUkSince: year("Franchising in the UK since", undefined, { min: 1900, max: currentYear }),
        tradingFranchisees: numbers.integer({ label: "Franchisees trading", validation: { min: 0 } }),
        tradingFranchiseesAsOf: textOrNothing({
          label: "Franchisees trading: counted on",
          description: "YYYY-MM-DD, needed with the count; not after today.",
          validation: { pattern: { regex: DAY.regex, message: `must be ${DAY.message}` } },
        }),
        numberOfOutlets: countOrTba("Outlets open", 'Franchised and company-owned alike, or "TBA".'),
        // Keystatic's own list of picks: its box offers only the cities not picked yet, so none is listed twice.
        territories: fields.multiRelationship({
          label: "Territories",
          description:
            "Pick each city from the list. A place that is not in it has no page yet: add it under Cities first, then pick it here.",
          collection: "cities",
          validation: { length: { min: 1 } },
        }),
        features: fields.array(fields.text({ label: "Feature", validation: { length: { min: 3 } } }), {
          label: "Features (exactly four)",
          itemLabel: (item) => item.value,
          validation: { length: { min: 4, max: 4 } },
        }),
        support: fields.array(fields.text({ label: "Support item", validation: { length: { min: 3 } } }), {
          label: "Support (exactly four)",
          itemLabel: (item) => item.value,
          validation: { length: { min: 4, max: 4 } },
        }),
        brochureUrl: textOrNothing({
          label: "Brochure",
          description: "A PDF: /brochures/<file>.pdf shipped in public/, or an https:// link.",
          validation: {
            pattern: {
              regex: /^(https:\/\/|\/brochures\/).+\.pdf$/,
              message: "must be a /brochures/….pdf path or an https://….pdf link",
            },
          },
        }),
        offer: textOrNothing({ label: "Offer", validation: { length: { min: 5 } } }),
        // Nothing picked is written [], which the schema reads as not stated (src/lib/schemas/not-stated.ts).
        workPatterns: fields.multiselect({ label: "Ways to run it", options: choices(WORK_PATTERNS) }),
        bases: fields.multiselect({ label: "Where it is run from", options: choices(BASES) }),
        // Groups left empty are written {} (or their empty lists), which the schema reads as not stated; a group
        // half filled in is saved, and the build names the part missing (src/lib/schemas/not-stated.ts).
        teamSize: fields.object(
          {
            min: numbers.integer({
              label: "Team: fewest employed",
              description: "Needed once the team size is given.",
              validation: { min: 0 },
            }),
            max: numbers.integer({ label: "Team: most employed", validation: { min: 0 } }),
          },
          { label: "Team size" },
        ),
        experience: fields.object(
          {
            level: fields.select({
              label: "Experience asked for",
              options: [{ label: "Not stated", value: "" }, ...choices(EXPERIENCE_LEVELS)],
              defaultValue: "",
            }),
            areas: fields.multiselect({
              label: "Areas of experience",
              description: "Needed when experience is helpful or required.",
              options: choices(EXPERIENCE_AREAS),
            }),
          },
          { label: "Experience" },
        ),
        minMonthsToOpen: numbers.integer({ label: "Fewest months to open", validation: { min: 0, max: 36 } }),
        // Built from the terms' schema, so each term's "not disclosed" choice and limits are the schema's own.
        terms: fieldFromZod(franchiseTermsSchema, "Terms"),
        introductionFee: fields.select({
          label: "Pays us an introduction fee",
          description:
            'paid, none (pays us nothing), or "not disclosed" until recorded; the page\'s "How we are paid" box says which.',
          options: choices(INTRODUCTION_FEES),
          defaultValue: "not disclosed",
        }),
        ...seoFields,
      },
    }),
    events: collection({
      label: "Events",
      path: "src/content/events/*",
      slugField: "slug",
      entryLayout: "content",
      columns: ["title", "start"],
      format: { contentField: "content" },
      schema: {
        title: fields.text({
          label: "Title",
          description: "The event's name as a visitor sees it in lists and calendars.",
          validation: { length: { min: 10, max: 120 } },
        }),
        slug: fields.slug({
          name: {
            label: "Slug",
            description:
              "URL part: /events/<slug>, and the file's name. Never change it once published (calendars use it).",
            validation: {
              pattern: {
                regex: /^(?!calendar$)[a-z0-9]+(?:-[a-z0-9]+)*$/,
                message: 'lower-case letters, digits and single hyphens; not "calendar" (the feed\'s)',
              },
            },
          },
          slug: {
            label: "File name",
            validation: {
              pattern: { regex: /^(?!calendar$)[a-z0-9]+(?:-[a-z0-9]+)*$/, message: SLUG.message },
            },
          },
        }),
        kind: fields.select({
          label: "Kind",
          description:
            "seminar (our own talk), webinar (online talk), exhibition (our stand at a show), discovery-day (a franchisor's).",
          options: choices(EVENT_KINDS),
          defaultValue: "seminar",
        }),
        start: fields.text({
          label: "Starts",
          description: 'UK time as the clock reads it, e.g. "2026-12-10T18:30" (no "Z" or offset).',
          validation: { isRequired: true, pattern: UK_TIME },
        }),
        end: fields.text({
          label: "Ends",
          description: "UK time, after the start (the build checks that).",
          validation: { isRequired: true, pattern: UK_TIME },
        }),
        summary: fields.text({
          label: "Summary",
          description: "One or two sentences for cards, the calendar entry and search results.",
          multiline: true,
          validation: { length: { min: 60, max: 260 } },
        }),
        // Left empty, a group is written with its parts empty, which the schema reads as not stated; half filled
        // in, it is saved and the build names the part missing (src/lib/schemas/not-stated.ts).
        venue: fields.object(
          {
            name: textOrNothing({ label: "Venue: name", validation: { length: { min: 3 } } }),
            streetAddress: textOrNothing({ label: "Venue: building and street", validation: { length: { min: 3 } } }),
            town: textOrNothing({ label: "Venue: town", validation: { length: { min: 2 } } }),
            postcode: textOrNothing({
              label: "Venue: postcode",
              description: 'Full, in capitals with its space, e.g. "LS11 5QT".',
              validation: {
                pattern: {
                  regex: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
                  message: "must be a full UK postcode in capitals",
                },
              },
            }),
            location: textOrNothing({
              label: "Venue: location",
              description: "The city (or county) slug whose location page lists this event.",
              validation: { pattern: { regex: SLUG.regex, message: `must be ${SLUG.message}` } },
            }),
            directions: fields.array(fields.text({ label: "Direction", validation: { length: { min: 10 } } }), {
              label: "Venue: directions",
              description: "One line each for train, bus, car and parking, step-free access.",
              itemLabel: (line) => line.value || "Direction",
            }),
          },
          { label: "Venue", description: "Leave empty for a webinar." },
        ),
        online: fields.object(
          {
            platform: textOrNothing({
              label: "Online: platform",
              description: 'e.g. "Zoom"',
              validation: { length: { min: 2 } },
            }),
            joining: textOrNothing({
              label: "Online: how people join",
              description: "Never the link itself.",
              multiline: true,
              validation: { length: { min: 10 } },
            }),
          },
          { label: "Online", description: "Needed for a webinar, or an event that has moved online." },
        ),
        capacity: numbers.integer({
          label: "Capacity",
          description: "Seats (or online places) that can be booked.",
          validation: { isRequired: true, min: 1 },
        }),
        price: numbers.number({
          label: "Price (£)",
          description: "A seat, including VAT; 0 for a free event.",
          step: 0.01,
          validation: { isRequired: true, min: 0, step: true },
        }),
        speakers: fields.array(
          fields.object({
            role: fields.text({ label: "Role", validation: { length: { min: 3 } } }),
            name: textOrNothing({
              label: "Name",
              description: "Shown only with their consent below.",
              validation: { length: { min: 3 } },
            }),
            nameConsent: consent(
              "Speaker agreed to be named on",
              "The day the speaker agreed to be named for this event. Leave empty without that record.",
            ),
          }),
          { label: "Speakers", itemLabel: (speaker) => speaker.fields.role.value || "Speaker" },
        ),
        status: fields.select({
          label: "Status",
          options: choices(EVENT_STATUSES),
          defaultValue: "scheduled",
        }),
        sequence: numbers.integer({
          label: "Calendar revision",
          description: "Raise it by one every time the date, time, place or status changes after publishing.",
          validation: { min: 0 },
        }),
        franchises: fields.multiRelationship({ label: "Franchises", collection: "franchises" }),
        articles: fields.multiRelationship({ label: "Articles to read first", collection: "blog" }),
        sample: fields.checkbox({
          label: "Sample event",
          description: "This template's invented event: replace it with a real one and untick, or delete it.",
        }),
        ...seoFields,
        content: fields.mdx({ label: "Description", components: mdxKit, options: { image: imagesDirectory } }),
      },
    }),
    "service-pages": collection({
      label: "Service pages",
      path: "src/content/service-pages/*",
      slugField: "slug",
      format: "yaml",
      schema: {
        // The page's address is its file's name: written nowhere in the file.
        slug: fields.text({
          label: "Page address",
          description:
            "The page is at /services/<this>. Lower-case letters, digits and hyphens; never change it once published.",
          validation: { length: { min: 1 }, pattern: SLUG },
        }),
        ...fieldsFromZod(servicePageSchema, SERVICE_PAGE_WORDING),
      },
    }),
    cities: locationCollection("Cities", "cities", "city"),
    "counties-england": locationCollection("Counties: England", "counties/england", "county"),
    "counties-scotland": locationCollection("Counties: Scotland", "counties/scotland", "county"),
    "counties-wales": locationCollection("Counties: Wales", "counties/wales", "county"),
    "counties-northern-ireland": locationCollection(
      "Counties: Northern Ireland",
      "counties/northern-ireland",
      "county",
    ),
    regions: locationCollection("Nations", "regions", "region"),
  },
});
