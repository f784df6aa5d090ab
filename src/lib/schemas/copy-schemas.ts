/**
 * Schemas of the page copy under src/content/ (service pages, home, about, /services, packages, location and
 * franchise pages, blog lists). Plain zod, so unit tests validate the same files the build does. Every string an
 * editor writes may hold `{placeholders}` for site settings and `{fact:<id>}` for UK figures; an unknown one fails
 * here, naming file and field.
 */
import { z } from "astro/zod";
import { paths } from "@/lib/ui/icon-paths";
import { formatGbp } from "@/lib/ui/format";
import { expandSettings, unknownPlaceholders } from "@/lib/site/expand-settings";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { PACKAGE_IDS } from "@/config/package-ids";
import { consentField, evidenceField, needsEvidence } from "@/lib/claims/evidence-fields";
import { claims } from "@/config/site";
import { CLAIMS_FILE } from "@/lib/claims/schema";
import { withChoiceLabels } from "./choice-labels";
import { choiceOrNotStated, listOrNotStated } from "./not-stated";
import { copyLines, copyText } from "./copy-line";
import { affordabilityCopy } from "./affordability-copy-schema";

const ICON_NAMES = Object.keys(paths) as [keyof typeof paths, ...(keyof typeof paths)[]];

const text = copyText;

/** Search-engine text whose length limits apply to the text as shown, placeholders expanded. */
function seoText(min: number, max: number) {
  return copyText().superRefine((value, ctx) => {
    const settings = copySettings();
    // An unknown placeholder is named by copyText's own check; the text cannot be expanded to be measured.
    if (unknownPlaceholders(value, Object.keys(settings)).length > 0) return;
    const length = expandSettings(value, settings).length;
    if (length < min || length > max) {
      ctx.addIssue({ code: "custom", message: `must be ${min}-${max} characters once expanded (is ${length})` });
    }
  });
}
export const icon = () => z.enum(ICON_NAMES).describe("An icon name from src/lib/ui/icon-paths.ts.");

export const sectionHeading = z
  .object({
    eyebrow: text().optional().describe("Small label above the title."),
    title: text().describe("The section's heading (h2)."),
    lead: text().optional().describe("One or two sentences under the heading."),
  })
  .strict();

/** A percentage in `figure` of an item is a claim: the item must say where its evidence stands. */
function evidenceForPercentages<T extends { evidence?: unknown }>(figure: (item: T) => string | undefined) {
  return (item: T, ctx: z.RefinementCtx) => {
    if (needsEvidence(figure(item)) && item.evidence === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["evidence"],
        message:
          "a percentage is a claim: add evidence: { source, checkedOn }, or evidence: pending until it is on file",
      });
    }
  };
}

/** A "Most Popular" mark is a claim about what clients choose: it needs its evidence field. */
function evidenceForPopular(item: { popular: boolean; evidence?: unknown }, ctx: z.RefinementCtx) {
  if (item.popular && item.evidence === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["evidence"],
      message:
        '"Most Popular" is a claim: add evidence: { source, checkedOn }, or evidence: pending until it is on file',
    });
  }
}

const tone = choiceOrNotStated(z.enum(["white", "muted", "dark"])).describe(
  "Background band: white (default), muted grey, or the dark brand band.",
);

const figureKeys = Object.keys(claims.figures);

/** Which of the register's figures a statistic shows: its key, offered in the editor by the figure's own words. */
const claimKey = withChoiceLabels(
  (figureKeys.length
    ? z.enum(figureKeys as [string, ...string[]])
    : z.string().refine(() => false, { message: `${CLAIMS_FILE} has no figures` })
  ).describe(
    `The figure from the register of claims (${CLAIMS_FILE}): the statistic shows its value, label and definition.`,
  ),
  Object.fromEntries(Object.entries(claims.figures).map(([key, figure]) => [key, figure.text])),
);

const statLiteral = z
  .object({
    value: text().describe(
      'The figure, e.g. "3" or "{priceRange}"; a figure about the business is a claim from the register instead.',
    ),
    label: text().describe("What the figure measures, stated as our own record."),
    evidence: evidenceField()
      .optional()
      .describe(
        'Required for a percentage (a claim): { source, checkedOn }, or "pending" until the proof is on file, which `npm run check:launch` lists. A figure about the business belongs in the register (src/content/claims.json) and is shown with `claim:`.',
      ),
  })
  .strict()
  .superRefine(evidenceForPercentages((item: { value: string; evidence?: unknown }) => item.value));

/**
 * A statistic: a figure from the register of claims, or one written here (not about the business itself). Written
 * as the editor's choice of two (`discriminant: claim`, `value: <key>`; `discriminant: figure`, `value: { value,
 * label, evidence }`), read as the figure to show: a claim's value, label and definition come from the register.
 */
const stat = z
  .discriminatedUnion("discriminant", [
    z
      .object({
        discriminant: z.literal("claim").describe("A figure from the register of claims"),
        value: claimKey,
      })
      .strict(),
    z
      .object({
        discriminant: z.literal("figure").describe("A figure written here, with its evidence"),
        value: statLiteral.describe("The figure, what it measures and, for a percentage, its evidence."),
      })
      .strict(),
  ])
  .transform((chosen) => {
    if (chosen.discriminant === "figure") return chosen.value;
    const figure = claims.figures[chosen.value]!;
    return { value: figure.value, label: figure.label, definition: figure.definition, claim: chosen.value };
  });

const processStep = z
  .object({
    step: z.number().int().positive().describe("Step number, from 1."),
    title: text().describe("Step title."),
    description: text().describe("What happens in this step."),
    keyPoints: z.array(text()).describe("Short bullet points under the step."),
  })
  .strict();

const benefitCard = z
  .object({
    icon: icon(),
    title: text().describe("Card title."),
    description: text().describe("Card text."),
    points: listOrNotStated(z.array(text())).describe("An optional short list."),
    figure: text().optional().describe('An optional prominent figure, e.g. "up to 40%".'),
    evidence: evidenceField()
      .optional()
      .describe('Required when the figure is a percentage: { source, checkedOn }, or "pending" until it is on file.'),
    cta: z
      .object({
        label: text().describe("Link text; names where it goes."),
        href: z.string().startsWith("/").describe("Site-relative link, e.g. /contact."),
      })
      .strict()
      .optional()
      .describe("An optional link at the foot of the card."),
  })
  .strict()
  .superRefine(evidenceForPercentages((item: { figure?: string; evidence?: unknown }) => item.figure));

const serviceItem = z
  .object({
    icon: choiceOrNotStated(icon()),
    title: text().describe("Service or programme name."),
    duration: text().optional().describe('e.g. "60 min", "6 months", "Ongoing".'),
    description: text().describe("One sentence about it."),
    features: z.array(text()).describe("What it includes."),
  })
  .strict();

const checklistGroup = z
  .object({
    title: text().describe("Column title."),
    description: text().optional().describe("Optional sentence under the title."),
    items: z.array(text()).min(1).describe("The list items."),
    tone: choiceOrNotStated(z.enum(["positive", "negative", "neutral"])).describe(
      "Whether the items are good (tick), bad (cross) or neutral; sets the icon.",
    ),
  })
  .strict();

const numberedItem = z
  .object({ title: text().describe("Item title."), description: text().describe("Item text.") })
  .strict();

const supportPackage = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe("Stable id of the package (lower case)."),
    name: text().describe("Package name."),
    duration: text().describe('e.g. "First 12 months", "Ongoing".'),
    description: text().describe("One sentence about the package."),
    features: z.array(text()).min(1).describe("What it includes."),
    popular: z.boolean().describe('Marks the card "Most Popular"; at most one should be true.'),
    evidence: evidenceField()
      .optional()
      .describe(
        'Required when `popular` is true: the proof that clients choose it most, { source, checkedOn }, or "pending".',
      ),
  })
  .strict()
  .superRefine(evidenceForPopular);

/** A section's own fields: its band, heading and items. */
const sectionFields = <I extends z.ZodTypeAny>(item: I) =>
  z
    .object({
      tone,
      heading: sectionHeading.describe("The section's heading block."),
      items: z.array(item).min(1).describe("The section's items, in display order."),
    })
    .strict();

/** One kind of section as the editor writes it: `discriminant` its kind, `value` its fields. */
const block = <T extends string, V extends z.AnyZodObject>(kind: T, value: V, what: string) =>
  z
    .object({ discriminant: z.literal(kind).describe(what), value: value.describe("The section's own fields.") })
    .strict();

/**
 * One block of a service page, as the file holds it (the editor's blocks: `discriminant` the kind of section,
 * `value` its fields), read as the section to render: `type` picks the component.
 */
const serviceSectionBlock = z.discriminatedUnion("discriminant", [
  block("features", sectionFields(serviceItem), "A grid of services or programmes (FeatureGrid)."),
  block("process", sectionFields(processStep), "Numbered process steps (ProcessSteps)."),
  block("benefits", sectionFields(benefitCard), "Cards with an icon (BenefitCards)."),
  block("stats", sectionFields(stat), "A band of headline figures (StatsBand)."),
  block("checklists", sectionFields(checklistGroup), "Titled lists side by side (ChecklistColumns)."),
  block("numbered", sectionFields(numberedItem), "A numbered list with titles (NumberedList)."),
  block(
    "packages",
    sectionFields(supportPackage).extend({ ctaLabel: text().describe("The label of every card's button.") }),
    "Support package cards linking to /contact (PackageCards).",
  ),
]);

type SectionBlock = z.infer<typeof serviceSectionBlock>;
/** A block as a section: its kind as `type`, beside its fields. */
type AsSection<B> = B extends { discriminant: infer T; value: infer V } ? { type: T } & V : never;

export const serviceSection = serviceSectionBlock.transform(
  ({ discriminant, value }) => ({ type: discriminant, ...value }) as AsSection<SectionBlock>,
);

/** A page's search-engine fields; service pages allow a longer description. */
function seoFields(maxDescription = 160) {
  return {
    title: seoText(5, 70).describe("The page <title>, before the site name is appended."),
    description: seoText(50, maxDescription).describe(
      `The search-result snippet: unique, 50-${maxDescription} characters (aim for 160).`,
    ),
    keywords: z.array(z.string().min(2)).describe("Search keywords for the page."),
  };
}

/** The opening of a page: a small label, the h1 and the paragraph under it. */
const heroFields = {
  eyebrow: text().describe("Small label above the title."),
  title: text().describe("The page's main heading (h1)."),
  lead: text().describe("The paragraph under the heading."),
};

/**
 * Lines of a page that look like claims about the business (a figure, a percentage) but are not, each with why: the
 * claims check (src/lib/claims/literals.ts) leaves a line holding one of these texts alone. Kept in the file's data,
 * not a YAML comment, because the browser editor drops comments when it saves.
 */
function notClaimsField() {
  return listOrNotStated(
    z.array(
      z
        .object({
          text: z
            .string()
            .min(10)
            .describe("The words exactly as the page writes them, e.g. a point of a section's list."),
          why: z
            .string()
            .min(10)
            .describe('Why it says nothing about the business, e.g. "advice on what a buyer should budget".'),
        })
        .strict(),
    ),
  ).describe(
    "Words on this page that look like a claim about the business (a figure, a percentage) but are advice or a fact about the world. The claims check leaves them alone; anything else that looks like a claim must come from the register of claims.",
  );
}

/** A page under /services/<file name>. */
export const servicePageSchema = z
  .object({
    order: z
      .number()
      .int()
      .positive()
      .describe(
        "Position in the service-card grids and lists (1 first); the menus keep their own order (src/content/navigation.yaml).",
      ),
    name: text().describe("Short name for breadcrumbs, cards and structured data."),
    serviceType: text().describe("schema.org serviceType."),
    summary: text().describe("One sentence for the service cards on the home and services pages."),
    icon: icon(),
    seo: z.object(seoFields(200)).strict().describe("Search-engine fields."),
    hero: z
      .object({
        ...heroFields,
        ctaLabel: text().describe("Label of the hero button, which goes to /contact."),
        price: text().describe(
          'How the service is priced, shown under the lead: a price, how the price is worked out, or "priced before you book" and what it depends on. Required: a paid service with no price beside it contradicts "no hidden fees".',
        ),
        highlights: z.array(stat).max(4).describe("Up to four headline facts beside the hero text."),
      })
      .strict()
      .describe("The opening of the page."),
    sections: z.array(serviceSection).min(1).describe("The page's own sections, in order."),
    closing: z
      .object({
        title: text().describe("Heading of the closing call to action."),
        text: text().describe("Its paragraph."),
      })
      .strict()
      .describe("The closing call to action (phone and /contact buttons)."),
    notClaims: notClaimsField(),
  })
  .strict();

export type ServicePage = z.infer<typeof servicePageSchema>;
export type ServiceSection = z.infer<typeof serviceSection>;

/**
 * One of the one-time advisory packages (src/content/packages.yaml). The price is typed once, in pounds (`amount`);
 * the "£950" pages show is made from it, as the structured data's price range is.
 */
export const packageSchema = z
  .object({
    id: z.enum(PACKAGE_IDS).describe("The form value the enquiry forms send; one of silver, gold, platinum."),
    name: text().describe("Package name."),
    amount: z
      .number()
      .int()
      .positive()
      .describe(
        'The price in whole pounds, e.g. 950: pages show it as "£950", and the price range is worked out from it.',
      ),
    description: text().describe("One sentence about who the package is for."),
    features: z.array(text()).min(1).describe("What the package includes, in order."),
    popular: z.boolean().describe('Marks the card "Most Popular"; exactly one package should be true.'),
    evidence: evidenceField()
      .optional()
      .describe(
        'Required when `popular` is true: the proof behind "Most Popular" and any "most chosen" in the description, { source, checkedOn }, or "pending".',
      ),
    timeline: text().describe('Typical time to a decision, e.g. "4-6 weeks".'),
  })
  .strict()
  .superRefine(evidenceForPopular)
  .transform((pkg) => ({ ...pkg, price: formatGbp(pkg.amount) }));

/** Extra placeholders a FAQ answer may use, built from packages.yaml. */
export const FAQ_PLACEHOLDERS = ["packagePrices", "packageTimelines"] as const;

/** A question and its plain-text answer (src/content/faq.yaml). */
export const faqSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe("A stable key for the question (lower case, hyphens)."),
    question: text().describe("The question, as a visitor would ask it."),
    answer: copyText(FAQ_PLACEHOLDERS).describe("The answer in plain text."),
  })
  .strict();

/** A client's words (src/content/testimonials.yaml). */
export const testimonialSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe("A stable key (lower case, hyphens)."),
    name: z.string().min(2).describe("The client's name, kept as a record only: it is never shown on the site."),
    business: text().describe("Their business and area, shown under the quote."),
    quote: text().describe("Their words."),
    sample: z
      .boolean()
      .optional()
      .describe(
        "Ticked (true in the file) for a quote this template invented: never shown, even with the client's consent, and the launch check says to delete it.",
      ),
    rating: z.number().int().min(1).max(5).describe("Stars out of 5."),
    consent: consentField(
      "The client's confirmation that the quote is genuine (their own words about our service, as approved by them) and that they agreed to its use on this site, with the day: { genuine: true, consentedOn: 2026-12-01 }.",
    ).optional(),
  })
  .strict();

const titledText = z.object({ title: text().describe("Title."), text: text().describe("Text.") }).strict();

/** src/content/pages/home.yaml. */
export const homePageSchema = z
  .object({
    hero: z
      .object({
        title: text().describe('The page\'s main heading; "{tagline}" keeps it equal to the header tagline.'),
        subtitle: text().describe("The line under the heading."),
        lead: text().describe("The paragraph under the subtitle."),
        trustPoints: z.array(text()).min(1).max(4).describe("Short trust statements with a tick."),
      })
      .strict()
      .describe("The hero at the top of the page."),
    packagesHeading: sectionHeading.describe("Heading of the packages section."),
    about: z
      .object({
        eyebrow: text().describe("Small label above the title."),
        title: text().describe("Heading of the about section."),
        paragraphs: z.array(text()).min(1).describe("Its paragraphs."),
        stats: z.array(stat).min(1).max(4).describe("Figures beside the text, stated as our own record."),
      })
      .strict()
      .describe("The about-us section."),
  })
  .strict();

/** The search-engine fields of a page. */
const pageSeo = z.object(seoFields()).strict().describe("Search-engine fields.");

/** src/content/pages/about.yaml. */
export const aboutPageSchema = z
  .object({
    seo: pageSeo,
    hero: z.object(heroFields).strict().describe("The opening of /about."),
    storyHeading: z
      .object({ eyebrow: text().describe("Small label above the title."), title: text().describe("Heading.") })
      .strict()
      .describe("Heading of the Our Story section."),
    valuesTitle: text().describe("Heading of the values list beside the story."),
    teamHeading: sectionHeading.describe("Heading of the team section."),
    credentials: z
      .array(
        z
          .object({
            icon: icon(),
            figure: text().describe('The big word or figure, e.g. "{claim:years.value}" or "Accredited".'),
            label: text().describe("What the figure is."),
            detail: text().describe("One sentence backing it up."),
            evidence: evidenceField()
              .optional()
              .describe(
                'For a claim not in the register of claims: { source, checkedOn }, or "pending" (awards and other claims about the business belong in src/content/claims.json).',
              ),
          })
          .strict(),
      )
      .min(1)
      .describe("The credential cards."),
    values: z.array(titledText).min(1).describe("Our values: title and text each."),
    teamDisciplines: z.array(titledText).min(1).describe("The kinds of people on the team: title and text each."),
  })
  .strict();

/** src/content/pages/services.yaml. */
export const servicesPageSchema = z
  .object({
    seo: pageSeo,
    highlights: z.array(stat).max(4).describe("Up to four headline facts beside the hero text."),
    hero: z.object(heroFields).strict().describe("The opening of /services."),
    packagesHeading: sectionHeading.describe("Heading of the packages section."),
    guarantee: titledText.describe(
      "The refund guarantee under the packages. {guaranteeTitle} and {guarantee} show its title and wording from Claims and evidence (Refund guarantee), so it is worded in one place.",
    ),
    process: z
      .object({
        heading: sectionHeading.describe("Heading of the process section."),
        items: z.array(processStep).min(1).describe("The steps, in order."),
      })
      .strict()
      .describe("How it works."),
    testimonialsHeading: sectionHeading.describe("Heading of the testimonials (src/content/testimonials.yaml)."),
    faqHeading: sectionHeading.describe("Heading of the FAQ (src/content/faq.yaml)."),
  })
  .strict();

const placeText = () => copyText(["place"]);

/** src/content/pages/locations.yaml: copy repeated on every location page; `{place}` is the location's name. */
export const locationPageSchema = z
  .object({
    searchNoMatch: text().describe(
      "On /locations, what the search box says when no city, county or region matches what was typed.",
    ),
    workFrom: placeText().describe(
      'One line under the heading "Franchise Advisor <place>" saying where the firm works from, so the heading does not imply an office there; may name the {place} and {officeTown}.',
    ),
    services: z
      .array(
        z
          .object({
            icon: icon(),
            title: text().describe("Service name."),
            text: placeText().describe("One sentence; may name the {place}."),
            href: z.string().startsWith("/").describe("The service page it links to."),
            linkLabel: text().describe("The link's visible text; names the service so it makes sense alone."),
          })
          .strict(),
      )
      .min(1)
      .describe("The service cards."),
    reasons: z
      .array(
        z
          .object({
            icon: icon(),
            title: text().describe("Reason title."),
            text: placeText().describe("One sentence; may name the {place}."),
          })
          .strict(),
      )
      .min(1)
      .describe("Reasons to choose us."),
    steps: z
      .array(
        z
          .object({
            title: text().describe("Step title."),
            text: placeText().describe("What happens; may name the {place}."),
          })
          .strict(),
      )
      .min(1)
      .describe("The process steps, in order."),
    firstFranchiseGuide: z
      .object({
        href: z.string().startsWith("/blog/").describe("The article the closing buttons point to."),
        label: text().describe("The button's text."),
      })
      .strict()
      .describe("The guide linked from the closing section."),
  })
  .strict();

/** src/content/pages/franchises.yaml. */
export const franchisePagesSchema = z
  .object({
    directory: z
      .object({
        title: seoText(5, 70).describe("The <title> of /franchises."),
        description: seoText(50, 160).describe("Its search-result snippet."),
        keywords: z.array(z.string().min(2)).describe("Search keywords."),
        eyebrow: text().describe("Small label above the heading."),
        heading: text().describe("The page's main heading (h1)."),
        lead: text().describe("The paragraph under the heading."),
        resultsDescription: seoText(50, 160).describe(
          "The description of /franchises/search, a search's results (never indexed: it is for browsers and link previews).",
        ),
      })
      .strict()
      .describe("The franchise directory (/franchises)."),
    expertAdvice: z
      .object({
        title: text().describe("Card title."),
        lead: text().describe("Its first sentence."),
        points: z
          .array(z.object({ icon: icon(), text: text().describe("The point.") }).strict())
          .min(1)
          .describe("What the advice covers."),
        buttonLabel: text().describe("The button's text (goes to the enquiry form)."),
        phoneLead: text().describe("Words before the phone number link."),
      })
      .strict()
      .describe("The Get Expert Advice card on every franchise page."),
    territoryNote: text().describe("The note under a franchise's territory badges."),
    territoryCaveat: text().describe(
      "Shown with every answer about territories (a franchise's list, a location's franchises, the postcode check, Find my franchise and the brochures): a listed territory may be taken, and the franchisor confirms it.",
    ),
    introductionFee: z
      .object({
        paid: text().describe('When the franchise\'s introductionFee is "paid".'),
        none: text().describe('When it is "none".'),
        notDisclosed: text().describe('When it is "not disclosed".'),
      })
      .strict()
      .describe(
        "The sentence under the introduction-fee disclosure in a franchise page's \"How we are paid\" box that says whether this franchisor pays us, one per value of the franchise's introductionFee.",
      ),
  })
  .strict();

/** src/content/pages/blog.yaml. */
export const blogPagesSchema = z
  .object({
    list: z
      .object({
        eyebrow: text().describe("Small label above the heading."),
        title: text().describe("Heading of /blog."),
        lead: text().describe("The paragraph under it."),
        metaTitle: seoText(5, 70).describe("The <title> of /blog."),
        metaDescription: seoText(50, 160).describe("Its search-result snippet."),
        keywords: z.array(z.string().min(2)).describe("Search keywords."),
        olderTitle: text().describe("Heading of /blog/page/2, 3, … (the lists for readers without JavaScript)."),
      })
      .strict()
      .describe("The blog list pages."),
    articleCta: z
      .object({
        title: text().describe("Heading of the call to action in every article."),
        text: text().describe("Its text."),
        href: z.string().startsWith("/").describe("Where its button goes."),
        label: text().describe("The button's text."),
      })
      .strict()
      .describe("The call to action inside every article."),
    feed: z
      .object({
        title: text().describe("The feed's title."),
        description: text().describe("The feed's description."),
      })
      .strict()
      .describe("The RSS feed."),
  })
  .strict();

/** The hero and head of one of the decision pages. */
const decidePageCopy = {
  metaTitle: seoText(5, 70).describe("The page's <title>."),
  metaDescription: seoText(50, 160).describe("Its search-result snippet."),
  eyebrow: text().describe("Small label above the heading."),
  heading: text().describe("The page's heading (h1)."),
  lead: text().describe("The paragraph under the heading."),
};

export const decidePagesSchema = z
  .object({
    compare: z
      .object({
        ...decidePageCopy,
        pickerHeading: text().describe("Heading of the picker shown when fewer than two franchises are chosen."),
        pickerLead: text().describe("The paragraph under the picker's heading."),
      })
      .strict()
      .describe("/compare: franchises side by side."),
    affordability: z
      .object({ ...decidePageCopy, ...affordabilityCopy })
      .strict()
      .describe("/affordability: what can I afford?"),
    match: z.object(decidePageCopy).strict().describe("/match: find my franchise, the questions and their answer."),
    shortlist: z
      .object({
        ...decidePageCopy,
        empty: text().describe("What the page says when nothing is saved, above links to the directory and /compare."),
        notices: z
          .object({
            unknown: text().describe("After saving a franchise the directory does not list (an old or mistyped link)."),
            cleared: text().describe("After the shortlist is cleared."),
            savedMany: text().describe("After saving several franchises at once (from /compare or the directory)."),
            notSavedMany: text().describe(
              "After saving several at once when the browser refused the cookie, so nothing was kept.",
            ),
            removed: text(["name"]).describe("After removing one franchise; {name} is the franchise."),
            notSaved: text(["name"]).describe(
              "After saving one franchise when the browser refused the cookie; {name} is the franchise.",
            ),
            saved: text(["name"]).describe("After saving one franchise; {name} is the franchise."),
            alreadySaved: text(["name"]).describe(
              "After saving a franchise already on the list; {name} is the franchise.",
            ),
          })
          .strict()
          .describe(
            "The notice at the top of /shortlist after a save, a removal or a clear (the list full notice is fixed: the save buttons say it too).",
          ),
      })
      .strict()
      .describe("/shortlist: the franchises saved in this browser."),
  })
  .strict();

/** /search: the whole site's search results, rendered per request (the header search's target). */
export const searchPageSchema = z
  .object({
    metaTitle: seoText(5, 70).describe("The page's <title>."),
    metaDescription: seoText(50, 160).describe("Its search-result snippet."),
    eyebrow: text().describe("Small label above the heading."),
    heading: text().describe("The page's heading (h1) before anything is searched."),
    lead: text().describe("The paragraph under the heading before anything is searched."),
    resultsHeading: text(["query"]).describe(
      'The heading over results; {query} is what was searched, e.g. Results for "{query}".',
    ),
    nothingFound: text(["query"]).describe("What the page says when nothing matches; {query} is what was searched."),
    nothingFoundHelp: text().describe("The line under it, above links to the directory, the blog and the locations."),
    allFranchisesLabel: text(["count"]).describe(
      "The link to every matching franchise in the directory; {count} is how many.",
    ),
    seeAllLabel: text(["count", "kind"]).describe(
      'The link under a group cut short to the page listing all of it; {count} is how many, {kind} what they are ("advice articles").',
    ),
    allResultsLabel: text(["query"]).describe(
      "On a page listing one kind of result: the link back to every kind; {query} is what was searched.",
    ),
  })
  .strict();

/**
 * A booking's own page (/events/seat/<token>, the link in its confirmation mail): the booking, and the button that
 * gives the seat up (or leaves the waiting list). Never indexed; {event} is the event's title, {unit} what its kind
 * of event books ("seat" at a seminar, "place" at a stand: BOOKING_WORDS), {seats} "a seat" or "3 seats".
 */
export const seatPageSchema = z
  .object({
    metaTitle: seoText(5, 70).describe("The page's <title> (the page is never indexed)."),
    metaDescription: seoText(50, 160).describe("Its description, for browsers and link previews."),
    heading: text().describe("The page's heading (h1) while the booking stands."),
    seatIntro: text(["event", "seats", "unit"]).describe(
      'The first line for a booking that holds seats; {event} is the event, {seats} "a seat" or "3 seats".',
    ),
    giveUpHelp: text(["unit"]).describe(
      "Under it, above the button: what giving the seat up does, and what happens to the waiting list (nobody on it is moved up: the next booking takes the seat).",
    ),
    giveUpButton: text(["unit"]).describe("The button that gives the seat up."),
    waitingIntro: text(["event", "seats", "unit"]).describe(
      "The first line for a booking on the waiting list (no seat yet); {event} is the event, {seats} what it waits for.",
    ),
    leaveHelp: text(["unit"]).describe("Under it, above the button: what leaving the waiting list does."),
    leaveButton: text().describe("The button that leaves the waiting list."),
    givenUpHeading: text().describe("The heading once the booking is given up."),
    givenUp: text(["event", "unit"]).describe(
      "What the page says once the booking is given up (right after the button, and on every later visit); {event} is the event.",
    ),
    alreadyGivenUp: text(["event"]).describe(
      "What a second press of the button says (from another tab, or after going back): the booking was already given up, nothing more changed.",
    ),
    notFoundHeading: text().describe("The heading for a link that names no booking (mistyped, tampered or erased)."),
    notFound: text().describe("The line under it: where to find the right link, or how else to reach us."),
    eventsLink: text().describe("The link to the events listing, under every state of the page."),
  })
  .strict();

/**
 * What one page after an event booking says. Its words follow the event's kind (src/lib/events/vocabulary.ts,
 * BOOKING_WORDS): {title} is the event's title, {unit} what a booking holds ("seat" at a seminar, "place" at a
 * stand), {booked} the kind's own line ("Your seat is booked") and {bookedTitle} the same in a title's capitals.
 */
const eventOutcomeCopy = z
  .object({
    metaTitle: text(["title", "bookedTitle"]).describe("The page's <title>, e.g. {bookedTitle}: {title}."),
    metaDescription: text(["title", "unit"]).describe("Its description (the page is never indexed)."),
    heading: text(["booked"]).describe("The page's heading (h1), e.g. {booked}."),
    lead: text(["unit"]).describe(
      "The paragraph under the heading: what happens next. Promise only what this outcome does.",
    ),
    phoneLead: text().describe(
      "The line before the phone number (a link, then a full stop), e.g. Have a question? Call",
    ),
  })
  .strict();

/**
 * The pages a booking from an event page lands on (/events/<slug>/<outcome>), static, one set per event. Whether a
 * confirmation was emailed is known only when the server runs (mail is a setting there), so each case has its page.
 */
export const eventBookingPagesSchema = z
  .object({
    booked: eventOutcomeCopy.describe(
      "A seat booked, and its confirmation (with the calendar file) queued to the visitor's email.",
    ),
    bookedNoEmail: eventOutcomeCopy.describe(
      "A seat booked on a server with no mail set up: no confirmation is sent, so this page is the confirmation " +
        "and must not mention one; the Add to calendar button is under it.",
    ),
    waitingList: eventOutcomeCopy.describe("No seat was left: a place on the event's waiting list."),
  })
  .strict();

/** The placeholders of a free-call mail line, beside the site settings ({phone} is ours, {businessName} the sign-off). */
const CALL_MAIL_PLACEHOLDERS = {
  when: "{when} is the call's time in words, e.g. Thursday 10 December, 10:15 to 10:30 (UK time)",
  visitorPhone: "{visitorPhone} the number the visitor gave",
  link: "{link} the address the line leads to",
  firstName: "{firstName} the visitor's first name",
} as const;
type CallMailPlaceholder = keyof typeof CALL_MAIL_PLACEHOLDERS;

/** A line of a free-call mail using these placeholders, described with what each stands for. */
function callMailLine(what: string, names: readonly CallMailPlaceholder[] = []) {
  const notes = names.map((name) => CALL_MAIL_PLACEHOLDERS[name]);
  return text(names).describe(notes.length > 0 ? `${what} ${notes.join("; ")}.` : what);
}

/**
 * The visitor's emails about their free call (plain text), sent by the outbox when mail is set up. Each is the
 * greeting, its lines in order (a blank line after the first), then the business's name; the links, the calendar
 * file and the times are added by the site.
 */
export const callMailsSchema = z
  .object({
    greeting: callMailLine("The first line of every mail, e.g. Dear {firstName},", ["firstName"]),
    callYou: callMailLine("The line saying which number we will call, in the confirmation, a move and the reminder;", [
      "visitorPhone",
    ]),
    confirmation: z
      .object({
        subject: callMailLine("The confirmation's subject;", ["when"]),
        booked: callMailLine("Its first line: the call is booked;", ["when"]),
        calendarFile: callMailLine("The line about the attached calendar file (.ics)."),
        manage: callMailLine("The line with the link to change or cancel the call;", ["link"]),
        sooner: callMailLine("Its last line: our phone number ({phone}) for anyone who cannot wait."),
      })
      .strict()
      .describe("Sent as the call is booked, with the calendar file."),
    moved: z
      .object({
        subject: callMailLine("The subject of the notice that the call moved;", ["when"]),
        moved: callMailLine("Its first line: the call's new time;", ["when"]),
        calendarFile: callMailLine("The line about the attached calendar file, which replaces the earlier one."),
        manage: callMailLine("The line with the link to change or cancel the call;", ["link"]),
      })
      .strict()
      .describe("Sent when the visitor moves the call, with the new calendar file."),
    cancelled: z
      .object({
        subject: callMailLine("The subject of the notice that the call is cancelled;", ["when"]),
        cancelled: callMailLine("Its first line: the call is cancelled, as asked;", ["when"]),
        calendarFile: callMailLine("The line about the attached file, which takes the call out of a calendar."),
        bookAgain: callMailLine("The line with the link to book another time (/book);", ["link"]),
        callUs: callMailLine("Its last line: our phone number ({phone})."),
      })
      .strict()
      .describe("Sent when the visitor cancels the call."),
    reminder: z
      .object({
        subject: callMailLine("The reminder's subject;", ["when"]),
        reminder: callMailLine("Its first line: the call's time;", ["when"]),
        manage: callMailLine("The line with the link to change or cancel the call;", ["link"]),
      })
      .strict()
      .describe("Sent the day before the call."),
  })
  .strict();

export type CallMails = z.infer<typeof callMailsSchema>;

/** One kind of processor the privacy notice lists: what it is to us, and what it does with visitors' data. */
const processorCopy = z
  .object({
    role: text().describe(
      'What it is to us, e.g. "our website host"; shown after its name, or alone until it is named.',
    ),
    what: text().describe("What it does with the data, after the name and a colon; no full stop (more follows)."),
  })
  .strict();

/**
 * The privacy notice's list of who receives visitors' data (/privacy, "our processors"): each processor the site
 * uses and the CRM when one is connected. Their names and where they store data are settings (src/content/policies.json
 * dataHandling, read through src/config/site.ts), so the list always names the ones configured.
 */
export const dataRecipientsSchema = z
  .object({
    namedProcessor: text(["name", "role"]).describe(
      'How a chosen processor is named: {name} is its name (the setting), {role} its role below, e.g. "{name} ({role})".',
    ),
    unnamedProcessor: text(["role"]).describe(
      "How a processor not yet chosen is named (only before launch, which checks it); {role} is its role below.",
    ),
    host: processorCopy.describe("The website host, always listed."),
    email: processorCopy.describe("The email provider, always listed."),
    video: processorCopy.describe("The video provider, listed only when the home page has a film (a setting)."),
    crm: z
      .object({ what: text().describe("What the CRM does, after its name (the setting) and a colon; no full stop.") })
      .strict()
      .describe("The CRM, listed only when one is connected (dataHandling.crmProvider)."),
  })
  .strict();

export type DataRecipientsCopy = z.infer<typeof dataRecipientsSchema>;

export type Package = z.infer<typeof packageSchema>;
export type FaqEntry = z.infer<typeof faqSchema>;
export type TestimonialEntry = z.infer<typeof testimonialSchema>;
/** The head and hero copy every decision page has. */
export type DecidePageCopy = z.infer<z.ZodObject<typeof decidePageCopy>>;

/** One reason, shown under a field's label and tied to it (aria-describedby): short, in plain words. */
const fieldReason = (field: string) =>
  z
    .string()
    .min(1)
    .max(120, "keep it to 120 characters or fewer: it sits under a form label")
    // Read by the island as written (src/integrations/contact-copy.ts), so no {placeholder} is expanded.
    .refine((value) => !/[{}]/.test(value), "write it out in full: no {placeholders} here")
    .describe(`Under "${field}" on the Franchise Enquiry form: why it is asked, in a short plain sentence.`);

/**
 * The placeholders the contact island fills in itself, from the contact details it is given: it shows its words as
 * the file writes them, with no site setting expanded, so each line allows only these.
 */
const CONTACT_ISLAND_PLACEHOLDERS = {
  replyWithin: "{replyWithin} is how soon the business replies (the claims register's reply time)",
  hours: "{hours} the phone lines' opening hours",
  phoneLink: "{phoneLink} the phone number, shown as a link",
  phone: "{phone} our phone number",
  email: "{email} our email address",
  consultation: "{consultation} the Book Consultation tab's name, in bold",
  enquiry: "{enquiry} the Franchise Enquiry tab's name, in bold",
} as const;

const islandLine = copyLines(CONTACT_ISLAND_PLACEHOLDERS, { siteSettings: false });

/** A line of the thank-you view, which fills {replyWithin} and {hours} (and `extra`) in itself. */
const thankYouLine = (what: string, extra: readonly "phoneLink"[] = []) =>
  islandLine(`${what}. It may use`, ["replyWithin", "hours", ...extra]);

/**
 * The contact section's forms (on /contact, and closing the home, /services and franchise pages): the words beside
 * their fields, bundled with the contact island (src/integrations/contact-copy.ts). The Franchise Enquiry asks for an address and money questions on a
 * first enquiry, so each personal field says why it is asked (UK GDPR: data minimisation and transparency).
 */
export const contactPageSchema = z
  .object({
    enquiryReasons: z
      .object({
        firstName: fieldReason("First name"),
        lastName: fieldReason("Last name"),
        email: fieldReason("Email"),
        phone: fieldReason("Phone"),
        address: fieldReason("Address"),
        postcode: fieldReason("Postcode"),
        county: fieldReason("County"),
        country: fieldReason("Country"),
        leadTime: fieldReason("When would you like to start? (optional)"),
        liquidCash: fieldReason("Liquid cash available (optional)"),
        homeowner: fieldReason("Do you own your home? (optional)"),
      })
      .strict()
      .describe("Why the Franchise Enquiry form asks each personal question, one short reason per field."),
    thankYou: z
      .object({
        heading: thankYouLine("The heading once a form is sent"),
        lead: thankYouLine("The line under it"),
        steps: z
          .array(thankYouLine("One step"))
          .min(1)
          .max(5)
          .describe("What happens next, one step per line, in order (1 to 5 steps)."),
        sooner: thankYouLine("The closing line, with the phone number as a link", ["phoneLink"]).refine(
          (text) => text.includes("{phoneLink}"),
          "must hold {phoneLink}, where the phone number shows as a link",
        ),
      })
      .strict()
      .describe(
        "What a visitor reads once a consultation request or an enquiry is sent (in place of the form, and on /thank-you without JavaScript).",
      ),
    alreadyReceived: islandLine(
      "What a visitor is told when they send a form again with changed answers: the first one stands and nothing " +
        "was changed, so say how to change it;",
      ["phone", "email"],
    ),
    notSent: islandLine(
      "What a visitor is told when a form could not be sent (the connection failed, after the form tried again);",
      ["phone", "email"],
    ),
    checkFields: islandLine(
      "What a visitor is told above a form whose answers need correcting, when the server gave no reason of its own;",
      ["phone", "email"],
    ),
    formsBelow: islandLine(
      "Above the two forms' names before the page's script has loaded (and without JavaScript), when both forms " +
        "are on the page, one under the other: the names are links to them, not tabs yet.",
    ),
    chooseForm: islandLine("Under the two tabs when neither is chosen yet (at the foot of /services);", [
      "consultation",
      "enquiry",
    ]),
  })
  .strict();
export type ContactPageCopy = z.infer<typeof contactPageSchema>;
export type ThankYouCopy = ContactPageCopy["thankYou"];
export type EnquiryReasons = ContactPageCopy["enquiryReasons"];
