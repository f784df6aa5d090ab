/**
 * What must be replaced or confirmed before the site goes live, decided in one place: `npm run check:launch`
 * (src/scripts/check-launch.ts), the production build's check (src/integrations/launch-check.ts) and the pages,
 * which show a testimonial or a named byline only when `isConsented` says so, all use these rules. Each placeholder
 * is marked where it is defined: `sample` flags in src/content/business.json and on franchises, `evidence` on claims,
 * `consent` on testimonials, `authorConsent` on articles and `reviewBy` on UK facts (documented in the config and
 * the content schemas).
 * Pure functions over data already read: src/lib/launch/project.ts reads the files.
 */

import { UK_FACTS_FILE, isoDay, staleFacts, type UkFact } from "../facts/uk-facts";
import { isMarkedSample } from "../claims/sample-words";
import { NOT_DISCLOSED } from "../terms/terms-schema";
import { N_PENDING } from "../claims/statistic";
import { APPROVAL_FIELD } from "../review/approval";
import { POLICIES_FILE, policiesFormPlace } from "../schemas/policies-schema";

/** One thing to replace or confirm: the file, the field in it, and what is wrong, as one line of the list. */
export interface LaunchItem {
  file: string;
  field: string;
  problem: string;
}

/** The public origin the site uses until SITE_URL names the real one. */
export const EXAMPLE_SITE_URL = "https://www.franchise-advisor.example";

/** The file of the business's details whose `sample` flags and values the check reads (via src/config/site.ts). */
export const SITE_FILE = "src/content/business.json";

/** What the rules read of the site settings (src/config/site.ts satisfies it). */
export interface LaunchSite {
  businessName: string;
  foundedYear: number;
  phone: { display: string; e164: string };
  email: string;
  hours: { display: string };
  address: { streetAddress: string; addressLocality: string; postalCode: string };
  legal: { companyName: string; companyNumber: string };
  /** Optional: a business with no accreditation says nothing about one. */
  accreditation?: { name: string; status: string } | undefined;
  heroVideo?: { embedUrl: string; title: string };
  defaultOgImage?: string;
  sample: Readonly<Record<string, boolean>>;
  /** The privacy notice's processors (src/content/policies.json, via site.ts); one undefined is still to be named. */
  dataHandling?: { processors?: Partial<Record<"host" | "email" | "video", { name: string } | undefined>> };
}

/** Ligatures and spacing differ between a PDF's text and the settings; words do not. */
const comparable = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** True for a Date or a yyyy-mm-dd string naming a real day. */
function isDay(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Whether a claim's `evidence` records proof on file (`{ source, checkedOn }`), rather than "pending" or nothing. */
export function hasEvidence(evidence: unknown): boolean {
  return (
    isRecord(evidence) &&
    typeof evidence.source === "string" &&
    evidence.source.trim().length >= 3 &&
    isDay(evidence.checkedOn)
  );
}

/**
 * Whether a testimonial's `consent` (or an article's `authorConsent`) records that the words are genuine and that
 * the person agreed to their use, with the day: only then does the site show them.
 */
export function isConsented(consent: unknown): boolean {
  return isRecord(consent) && consent.genuine === true && isDay(consent.consentedOn);
}

/** The byline an article shows: its author when consented, otherwise the business (never a person by default). */
export function shownByline(
  article: { author: string; authorConsent?: unknown },
  businessName: string,
): { name: string; person: boolean } {
  return isConsented(article.authorConsent)
    ? { name: article.author, person: true }
    : { name: businessName, person: false };
}

/** Whether SITE_URL names a real public origin, i.e. this is a build of the live site. */
export function isProductionSite(siteUrl: string | undefined): boolean {
  if (!siteUrl?.trim()) return false;
  try {
    return new URL(siteUrl).host !== new URL(EXAMPLE_SITE_URL).host;
  } catch {
    // Not a URL at all: Astro refuses it anyway; the check should not be what hides that.
    return true;
  }
}

/** Whether a build with this environment must pass the launch check: production, unless ALLOW_PLACEHOLDERS=1. */
export function launchCheckRequired(env: Readonly<Record<string, string | undefined>>): boolean {
  return isProductionSite(env.SITE_URL) && env.ALLOW_PLACEHOLDERS !== "1";
}

/** What each `sample` flag stands for, with the value it still holds. */
function sampleProblem(key: string, site: LaunchSite): string | undefined {
  const still = "is still this template's sample";
  switch (key) {
    case "phone":
      return `the phone number ${site.phone.display.replace(/\s/g, " ")} ${still}`;
    case "email":
      return `the email address ${site.email} ${still} (also the lead notification's default sender and recipient)`;
    case "address":
      return `the address ${site.address.streetAddress}, ${site.address.addressLocality} ${site.address.postalCode} ${still}`;
    case "legal":
      return `the legal identity ${site.legal.companyName}, company number ${site.legal.companyNumber}, ${still}`;
    case "heroVideo":
      return site.heroVideo
        ? `the hero film "${site.heroVideo.title}" (${site.heroVideo.embedUrl}) is not the business's own film`
        : undefined;
    case "ogImage":
      return `the default social image (${site.defaultOgImage ?? "/og-default.png"}, drawn at build time from the register of claims) uses this template's design`;
    case "accreditation":
      if (!site.accreditation) return undefined;
      return `"Accredited ${site.accreditation.status} of ${site.accreditation.name}" names a sample body (give the real one's name, url and status: the BFA accredits advisors as affiliates, not members)`;
    case "tradingName":
      return `the trading name "${site.businessName}" and the franchise brand names have not been checked against Companies House and the UK IPO's trade mark register`;
    default:
      return `${key} ${still}`;
  }
}

/** Values that are fictional whatever their flag says: reserved documentation domains and drama numbers. */
function fictionalValues(site: LaunchSite): LaunchItem[] {
  const items: LaunchItem[] = [];
  const domain = site.email.split("@")[1]?.toLowerCase() ?? "";
  if (/(^|\.)(example|test|invalid|localhost)$/.test(domain) || /^example\.(com|net|org)$/.test(domain)) {
    items.push({ file: SITE_FILE, field: "email", problem: `${site.email} is at a domain reserved for examples` });
  }
  // Ofcom keeps 020 7946 0000-0999 and 07700 900000-900999 for drama: never a working line.
  if (/^\+44(2079460|7700900)\d{3}$/.test(site.phone.e164)) {
    items.push({ file: SITE_FILE, field: "phone", problem: `${site.phone.e164} is in Ofcom's range for drama` });
  }
  if (/^0+$/.test(site.legal.companyNumber)) {
    items.push({ file: SITE_FILE, field: "legal", problem: `company number ${site.legal.companyNumber} is not real` });
  }
  return items;
}

/** The site settings' placeholders: every `sample` flag still true, and fictional values. */
export function sitePlaceholders(site: LaunchSite): LaunchItem[] {
  const items: LaunchItem[] = [];
  for (const [key, isSample] of Object.entries(site.sample)) {
    const problem = isSample ? sampleProblem(key, site) : undefined;
    if (problem)
      items.push({ file: SITE_FILE, field: key, problem: `${problem}: replace it, then set sample.${key} to false` });
  }
  const flagged = new Set(items.map((item) => item.field));
  items.push(...fictionalValues(site).filter((item) => !flagged.has(item.field)));
  items.push(...processorPlaceholders(site));
  return items;
}

/**
 * Each processor the privacy notice must name that is still unset: the host and the email provider always, the
 * video provider when the home page has a film.
 */
export function processorPlaceholders(site: Pick<LaunchSite, "dataHandling" | "heroVideo">): LaunchItem[] {
  const processors = site.dataHandling?.processors ?? {};
  const needed: ("host" | "email" | "video")[] = ["host", "email", ...(site.heroVideo ? (["video"] as const) : [])];
  return needed
    .filter((role) => !processors[role])
    .map((role) => {
      const field = `dataHandling.processors.${role}`;
      return {
        file: POLICIES_FILE,
        field,
        problem: `the privacy notice's ${role} provider is not named: in npm run edit, open ${policiesFormPlace(field)} and give its company name and where it stores data`,
      };
    });
}

/** SITE_URL left at the example domain: canonical URLs, the sitemap and the brochures would name it. */
export function siteUrlPlaceholders(siteUrl: string | undefined): LaunchItem[] {
  if (isProductionSite(siteUrl)) return [];
  return [
    {
      file: "environment",
      field: "SITE_URL",
      problem: `not set to the live origin (pages, sitemap and brochures would name ${new URL(EXAMPLE_SITE_URL).host})`,
    },
  ];
}

/** What a visitor is promised without any way for the business to hear of their enquiry, in plain words. */
export const NO_DELIVERY_WARNING =
  "No way to receive enquiries: neither notification mail nor a CRM is set up, so enquiries and bookings are only stored on the server.";

/** The settings that deliver each enquiry to the business (src/lib/leads/config.ts reads them). */
const DELIVERY_SETTINGS = ["SMTP_HOST", "LEADS_WEBHOOK_URL"] as const;

/** Whether these settings send each enquiry somewhere the business reads it: notification mail or the CRM. */
export function hasEnquiryDelivery(env: Readonly<Record<string, string | undefined>>): boolean {
  return DELIVERY_SETTINGS.some((name) => Boolean(env[name]?.trim()));
}

/**
 * Neither mail nor the CRM webhook set: visitors are told they will hear back, but nobody is told they wrote.
 * A blocker, as the pages promise a reply (the register of claims' reply times).
 */
export function deliveryPlaceholders(env: Readonly<Record<string, string | undefined>>): LaunchItem[] {
  if (hasEnquiryDelivery(env)) return [];
  return [
    {
      file: "environment",
      field: "SMTP_HOST",
      problem: `${NO_DELIVERY_WARNING} Set SMTP_HOST (with SMTP_USER, SMTP_PASS and LEADS_MAIL_TO) or LEADS_WEBHOOK_URL where the server runs (docs/operating.md)`,
    },
  ];
}

const noEvidence = (claim: string) =>
  `${claim} has no evidence on file: record evidence: { source, checkedOn } or remove the claim`;

/**
 * Brochures in public/brochures/ that no franchise offers (left behind when a franchise was deleted) or that a sample
 * franchise offers: either would stay online, with the business's details, after the listing is gone.
 */
export function brochureFilePlaceholders(
  brochures: readonly string[],
  franchises: readonly { file: string; data: unknown }[],
): LaunchItem[] {
  const offeredBy = new Map<string, { file: string; sample: boolean }>();
  for (const { file, data } of franchises) {
    if (!isRecord(data) || typeof data.brochureUrl !== "string") continue;
    offeredBy.set(data.brochureUrl.replace(/^\//, "public/"), { file, sample: data.sample === true });
  }
  return brochures.flatMap((brochure): LaunchItem[] => {
    const owner = offeredBy.get(brochure);
    if (!owner) {
      return [{ file: brochure, field: "file", problem: "no franchise offers this brochure: delete the file" }];
    }
    if (owner.sample) {
      return [
        {
          file: brochure,
          field: "file",
          problem: `belongs to the sample franchise ${owner.file}: delete it with the franchise, or print the real one's`,
        },
      ];
    }
    return [];
  });
}

/** A franchise entry marked `sample: true`, and one whose franchisor's introduction fee is not recorded. */
export function franchisePlaceholders(file: string, franchise: unknown): LaunchItem[] {
  if (!isRecord(franchise)) return [];
  const items: LaunchItem[] = [];
  if (franchise.sample === true)
    items.push({
      file,
      field: "sample",
      problem: `"${String(franchise.name)}" is an invented sample listing: replace it with a franchisor's approved details and set sample to false, or delete the file`,
    });
  // The page calls the advice independent beside a disclosure that must say whether this franchisor pays the firm.
  if (franchise.introductionFee === NOT_DISCLOSED)
    items.push({
      file,
      field: "introductionFee",
      problem: `whether "${String(franchise.name)}" pays us an introduction fee is "${NOT_DISCLOSED}": record paid or none, which its page's "How we are paid" box shows`,
    });
  return items;
}

/**
 * A sample event (`sample: true`), and each speaker named without a record of their consent (the page shows only
 * their role).
 */
export function eventPlaceholders(file: string, frontmatter: unknown): LaunchItem[] {
  if (!isRecord(frontmatter)) return [];
  const items: LaunchItem[] = [];
  if (frontmatter.sample === true)
    items.push({
      file,
      field: "sample",
      problem: `"${String(frontmatter.title)}" is an invented sample event: replace it with a real one and set sample to false, or delete the file`,
    });
  const speakers = Array.isArray(frontmatter.speakers) ? frontmatter.speakers : [];
  speakers.forEach((speaker: unknown, index) => {
    if (isRecord(speaker) && typeof speaker.name === "string" && !isConsented(speaker.nameConsent))
      items.push({
        file,
        field: `speakers[${index}].nameConsent`,
        problem: `the speaker "${speaker.name}" has no record that they agreed to be named, so only their role is shown`,
      });
  });
  return items;
}

/** Whether a testimonial may be shown: consented to, and not one of the template's invented samples. */
export function isShownTestimonial(entry: { consent?: unknown; sample?: unknown }): boolean {
  return entry.sample !== true && isConsented(entry.consent);
}

/**
 * Testimonials the template invented (`sample: true`: never shown, whatever their consent says) and those without a
 * record that the quote is genuine and consented to (not shown either).
 */
export function testimonialPlaceholders(file: string, testimonials: unknown): LaunchItem[] {
  if (!Array.isArray(testimonials)) return [];
  return testimonials.flatMap((entry: unknown, index) => {
    if (!isRecord(entry)) return [];
    if (entry.sample === true) {
      return [
        {
          file,
          field: `[${index}].sample`,
          problem: `the quote from "${String(entry.business)}" (id ${String(entry.id)}) is invented: delete it (adding consent cannot publish a sample)`,
        },
      ];
    }
    if (isConsented(entry.consent)) return [];
    return [
      {
        file,
        field: `[${index}].consent`,
        problem: `the quote from "${String(entry.business)}" (id ${String(entry.id)}) has no record that it is genuine and consented to, so it is not shown`,
      },
    ];
  });
}

/**
 * An article (not a draft) whose named author has not consented: the page credits the business instead. Either
 * answer settles it: record the author's consent, or credit the business (an article by the business needs no
 * one's consent to be named).
 */
export function bylinePlaceholders(file: string, frontmatter: unknown, businessName: string): LaunchItem[] {
  if (!isRecord(frontmatter) || frontmatter.draft === true) return [];
  if (isConsented(frontmatter.authorConsent)) return [];
  if (String(frontmatter.author ?? "").trim() === businessName.trim()) return [];
  return [
    {
      file,
      field: "authorConsent",
      problem: `the byline "${String(frontmatter.author)}" has no record that the author is real and agreed to be named, so it shows "${businessName}": record authorConsent (genuine, consentedOn), or credit the business by setting author to "${businessName}"`,
    },
  ];
}

/** How a claim reads in the list: its figure and what it measures, or the package it marks. */
function claimText(claim: Record<string, unknown>): string {
  if (claim.popular === true) return `the "Most Popular" mark on ${String(claim.name)}`;
  if (Array.isArray(claim.story)) return `"Our story" (${claim.story.length} paragraphs)`;
  const figure = claim.value ?? claim.figure ?? claim.year;
  const what =
    claim.label ??
    claim.title ??
    claim.text ??
    claim.name ??
    claim.conditions ??
    claim.statement ??
    (typeof claim.replyWithin === "string"
      ? `reply within ${claim.replyWithin}, phone lines ${String(claim.phoneHours)}, enquiries answered ${String(claim.enquiryDays)}`
      : undefined);
  if (typeof figure === "number") return `"${String(what ?? figure)}"`;
  if (typeof figure !== "string") return typeof what === "string" ? `"${what}"` : "a claim";
  return typeof what === "string" ? `"${figure}" (${what})` : `"${figure}"`;
}

/** A list entry's place in a field path: by its `key` where it has one (the register's figures), else its index. */
const itemPath = (path: string, item: unknown, index: number) =>
  isRecord(item) && typeof item.key === "string" ? `${path}.${item.key}` : `${path}[${index}]`;

/** Every object in a content file with an `evidence` field that records no proof (e.g. `evidence: pending`). */
export function evidencePlaceholders(file: string, data: unknown, path = ""): LaunchItem[] {
  if (Array.isArray(data))
    return data.flatMap((item, index) => evidencePlaceholders(file, item, itemPath(path, item, index)));
  if (!isRecord(data)) return [];
  const items: LaunchItem[] = [];
  if ("evidence" in data && !hasEvidence(data.evidence)) {
    items.push({ file, field: `${path ? `${path}.` : ""}evidence`, problem: noEvidence(claimText(data)) });
  }
  for (const [key, value] of Object.entries(data)) {
    if (key !== "evidence") items.push(...evidencePlaceholders(file, value, path ? `${path}.${key}` : key));
  }
  return items;
}

/**
 * Every statistic in the register whose sample size (n) is still "pending": its definition is shown without n, and
 * a statistic must state how many it counts before launch (issue 49 §2).
 */
export function sampleSizePlaceholders(file: string, register: unknown): LaunchItem[] {
  const figures = isRecord(register) && Array.isArray(register.figures) ? register.figures : [];
  return figures.flatMap((figure: unknown, index) =>
    isRecord(figure) && figure.n === N_PENDING
      ? [
          {
            file,
            field: `${itemPath("figures", figure, index)}.n`,
            problem: `the statistic ${claimText(figure)} has no sample size yet: count how many its base holds and write it as n`,
          },
        ]
      : [],
  );
}

/** How the list describes sample words, which puts them among the samples to replace. */
const SAMPLE_WORDS_PROBLEM = "sample words";

/** Every string in `data` marked as the template's sample words ("Sample definition: …"), by its field. */
export function sampleWordsPlaceholders(file: string, data: unknown, path = ""): LaunchItem[] {
  if (typeof data === "string")
    return isMarkedSample(data)
      ? [
          {
            file,
            field: path,
            problem: `${SAMPLE_WORDS_PROBLEM}: "${data.slice(0, 80)}…" is the template's, replace it with the business's own`,
          },
        ]
      : [];
  if (Array.isArray(data))
    return data.flatMap((item, index) => sampleWordsPlaceholders(file, item, itemPath(path, item, index)));
  if (!isRecord(data)) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    sampleWordsPlaceholders(file, value, path ? `${path}.${key}` : key),
  );
}

/** A fact a brochure prints from the site settings, with the settings field it comes from. */
export interface BrochureFact {
  field: string;
  value: string;
}

/**
 * The heading of the contact panel every brochure made by src/scripts/make-brochure.ts prints: it tells the site's
 * own brochures, which must show the settings, from a PDF a franchisor supplied, which need not.
 */
export const BROCHURE_CONTACT_HEADING = "Talk it through, free of charge";

/** Whether a PDF's text is one of the site's own brochures (printed by make-brochure.ts). */
export function isSiteBrochure(text: string): boolean {
  return comparable(text).includes(comparable(BROCHURE_CONTACT_HEADING));
}

/** What of the register of claims the brochures print, so a changed claim asks for them to be printed again. */
export interface BrochureClaims {
  founded: { text: string };
  independence: { introductionFees: string };
}

/** What the brochures print from the site settings (src/scripts/make-brochure.ts), so the two can be compared. */
export function brochureFacts(site: LaunchSite, siteUrl: string | undefined, claims?: BrochureClaims): BrochureFact[] {
  return [
    ...(claims
      ? [
          { field: "founded.text", value: claims.founded.text.charAt(0).toLowerCase() + claims.founded.text.slice(1) },
          { field: "independence.introductionFees", value: claims.independence.introductionFees },
        ]
      : []),
    { field: "businessName", value: site.businessName },
    { field: "phone", value: site.phone.display },
    { field: "email", value: site.email },
    { field: "hours", value: site.hours.display },
    { field: "foundedYear", value: `since ${site.foundedYear}` },
    { field: "SITE_URL", value: new URL(siteUrl?.trim() || EXAMPLE_SITE_URL).host },
  ];
}

/** The facts a brochure's text does not show as the settings state them: it must be printed again. */
export function brochurePlaceholders(
  file: string,
  text: string,
  facts: readonly BrochureFact[],
  slug: string,
): LaunchItem[] {
  const shown = comparable(text);
  return facts
    .filter((fact) => !shown.includes(comparable(fact.value)))
    .map((fact) => ({
      file,
      field: fact.field,
      problem: `does not show "${fact.value}" from the settings: print it again with ${fact.field === "SITE_URL" ? "SITE_URL=<the live origin> " : ""}npx vite-node --config vitest.config.ts src/scripts/make-brochure.ts ${slug}`,
    }));
}

/** UK facts whose review-by day has passed by `today`: the figure may no longer be true. */
export function staleFactPlaceholders(facts: readonly UkFact[], today: Date): LaunchItem[] {
  return staleFacts(facts, today).map((fact) => ({
    file: UK_FACTS_FILE,
    field: `${fact.id}.reviewBy`,
    problem: `"${fact.display}" (${fact.label}) was due for review by ${isoDay(fact.reviewBy)}: check it against ${fact.sourceUrl}, correct it if it changed, and set a new reviewBy`,
  }));
}

/** The groups the list is printed in, each with what to do about its lines in plain words. */
export const LAUNCH_GROUPS = [
  { key: "settings", title: "Settings", todo: "set these where the server runs (docs/operating.md)" },
  {
    key: "business",
    title: "Business details",
    todo: "put in the business's own details, then set each sample flag to false",
  },
  { key: "samples", title: "Samples to replace", todo: "replace each with the real thing, or delete it" },
  {
    key: "claims",
    title: "Claims and evidence",
    todo: "record where the proof is kept and the day it was checked, or take the claim out",
  },
  {
    key: "approval",
    title: "Consent and review dates",
    todo: "record that the person agreed (or credit the business), and check figures past their review date",
  },
  {
    key: "wording",
    title: "Sentences to reword",
    todo: "state each as the register's own words ({claim:key}), with its figure and definition, or reword it; list words that are not about the business under the page's notClaims (Words that are not claims about the business), with why",
  },
  {
    key: "words",
    title: "Words awaiting the owner's approval",
    todo: "read each file in npm run edit's review page (/review) and approve it, or change it first",
  },
] as const;

export type LaunchGroup = (typeof LAUNCH_GROUPS)[number]["key"];

/** Which group a line of the list belongs to, from its file and field. */
export function launchGroup(item: LaunchItem): LaunchGroup {
  if (item.field === APPROVAL_FIELD) return "words";
  if (/^line \d+$/.test(item.field)) return "wording";
  if (item.file === "environment") return "settings";
  if (item.problem.startsWith(SAMPLE_WORDS_PROBLEM)) return "samples";
  if (/(^|\.)evidence$/.test(item.field) || /^figures\.[^.]+\.n$/.test(item.field)) return "claims";
  if (/(^|\.|\])sample$/.test(item.field) || item.file.startsWith("public/brochures/")) return "samples";
  if (/[cC]onsent$/.test(item.field) || item.field.endsWith(".reviewBy")) return "approval";
  return "business";
}

/**
 * The list as the check and the build print it: a count, then the lines grouped (settings, business details,
 * samples, claims, words awaiting approval), each group with what to do, one line per item with its file and field.
 */
export function formatLaunchList(items: readonly LaunchItem[]): string {
  if (items.length === 0) return "Launch check: nothing left to replace or confirm.";
  const count = `${items.length} ${items.length === 1 ? "placeholder" : "placeholders"}`;
  const lines = [`Launch check: ${count} to replace or confirm before the site goes live:`];
  for (const group of LAUNCH_GROUPS) {
    const inGroup = items.filter((item) => launchGroup(item) === group.key);
    if (inGroup.length === 0) continue;
    lines.push("", `${group.title} (${inGroup.length}): ${group.todo}.`);
    lines.push(...inGroup.map((item) => `  ${item.file}  ${item.field}: ${item.problem}`));
  }
  return lines.join("\n");
}
