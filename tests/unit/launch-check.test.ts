// `npm run check:launch` on this project's own content: every kind of placeholder is listed by file and field,
// as rules over whatever content exists (never today's names or counts), and the command exits 1. On a copy
// whose placeholders are all replaced (settings, flags, evidence, consent, brochures printed again) it exits 0.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import yaml from "js-yaml";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { claims, site } from "@/config/site";
import { launchChecklist } from "@/lib/launch/project";
import {
  BROCHURE_CONTACT_HEADING,
  brochureFacts,
  formatLaunchList,
  isConsented,
  isSiteBrochure,
} from "@/lib/launch/placeholders";
import { pdfText } from "@/lib/pdf/pdf-text";
import { minimalPdf } from "@/lib/pdf/test-support";
import { APPROVAL_FIELD, approve, textHash } from "@/lib/review/approval";
import { readRecord, writeRecord } from "@/lib/review/records";
import { visitorFiles, visitorText } from "@/lib/review/visitor-files";
import { articles, franchises } from "./content-files";
import { readYamlFile } from "@/lib/content/content-readers";
import { testimonialSchema } from "@/lib/schemas/copy-schemas";
import { listFile } from "@/lib/schemas/list-file";
import { UK_FACTS_FILE, isoDay, parseUkFacts, staleFacts } from "@/lib/facts/uk-facts";
import { commandEnv, copySiteSources, removeCopies, runNodeCommand } from "../support/project-copy.mjs";
import { POLICIES_FILE, policiesFormPlace, type Policies } from "@/lib/schemas/policies-schema";

const ROOT = process.cwd();
const rel = (path: string) => relative(ROOT, path).split("\\").join("/");
// As the check runs where nothing delivers enquiries (runCheck clears the mail and CRM settings).
const items = await launchChecklist({ root: ROOT, site, siteUrl: undefined, env: {} });
const listed = (file: string, field: string) => items.some((item) => item.file === file && item.field === field);

/** The check script run as `npm run check:launch` runs it, in `cwd`. */
const runCheck = (cwd: string, env: Record<string, string> = {}) =>
  runNodeCommand(cwd, [join(cwd, "node_modules", "tsx", "dist", "cli.mjs"), "src/scripts/check-launch.ts"], {
    ...commandEnv(env),
    SITE_URL: env.SITE_URL ?? "",
    SMTP_HOST: env.SMTP_HOST ?? "",
    LEADS_WEBHOOK_URL: env.LEADS_WEBHOOK_URL ?? "",
  });

describe("the launch check on this project's content", () => {
  it("lists every franchise marked sample, by its file and the sample field, and no other", () => {
    for (const franchise of franchises()) {
      expect(listed(rel(franchise.file), "sample"), franchise.file).toBe(franchise.sample === true);
    }
  });

  it("lists every setting whose sample flag is true (the default social image among them)", () => {
    for (const [key, isSample] of Object.entries(site.sample)) {
      const applies = isSample && (key !== "heroVideo" || site.heroVideo !== undefined);
      expect(listed("src/content/business.json", key), key).toBe(applies);
    }
  });

  it("lists each processor the privacy notice still lacks, by the policies file and the editor's form", () => {
    const named = (JSON.parse(readFileSync(join(ROOT, POLICIES_FILE), "utf8")) as Policies).dataHandling.processors;
    const needed: (keyof typeof named)[] = ["host", "email", ...(site.heroVideo ? (["video"] as const) : [])];
    for (const role of needed) {
      const field = `dataHandling.processors.${role}`;
      expect(listed(POLICIES_FILE, field), role).toBe(named[role] === undefined);
      const line = items.find((item) => item.field === field);
      if (line) expect(line.problem).toContain(policiesFormPlace(field));
    }
    expect(items.filter((item) => item.field.startsWith("dataHandling.")).map((item) => item.file)).not.toContain(
      "src/config/site.ts",
    );
  });

  it("lists every claim in the register without evidence, by its field", () => {
    const file = "src/content/claims.json";
    const pendingFields: string[] = [];
    const walk = (value: unknown, path: string) => {
      // A list entry with a key (the register's figures) is named by it, as the launch list names it.
      if (Array.isArray(value))
        value.forEach((item: { key?: unknown }, index) =>
          walk(item, typeof item?.key === "string" ? `${path}.${item.key}` : `${path}[${index}]`),
        );
      else if (value && typeof value === "object") {
        for (const [key, item] of Object.entries(value)) {
          if (key === "evidence" && item === "pending") pendingFields.push(`${path ? `${path}.` : ""}evidence`);
          else walk(item, path ? `${path}.${key}` : key);
        }
      }
    };
    walk(JSON.parse(readFileSync(join(ROOT, file), "utf8")), "");
    expect(pendingFields.length).toBeGreaterThan(0);
    const listedFields = items
      .filter((item) => item.file === file && item.field.endsWith("evidence"))
      .map((item) => item.field);
    expect(listedFields).toEqual(pendingFields);
  });

  it("lists every brochure in public/brochures that no franchise offers or a sample franchise offers", () => {
    const offered = new Map(
      franchises()
        .filter((franchise) => franchise.brochureUrl)
        .map((franchise) => [`public${franchise.brochureUrl}`, franchise.sample === true]),
    );
    for (const name of readdirSync(join(ROOT, "public", "brochures")).filter((file) => file.endsWith(".pdf"))) {
      const file = `public/brochures/${name}`;
      expect(listed(file, "file"), file).toBe(!offered.has(file) || offered.get(file) === true);
    }
  });

  it("lists every sample testimonial as invented, and every other one without a consent record", () => {
    const file = "src/content/testimonials.yaml";
    const entries = readYamlFile(join(ROOT, file), listFile(testimonialSchema));
    entries.forEach((entry, index) => {
      expect(listed(file, `[${index}].sample`), String(index)).toBe(entry.sample === true);
      expect(listed(file, `[${index}].consent`), String(index)).toBe(
        entry.sample !== true && !isConsented(entry.consent),
      );
    });
  });

  it("lists every article (drafts aside) whose byline names a person without a consent record", () => {
    for (const article of articles()) {
      const data = article.data as typeof article.data & { authorConsent?: unknown };
      // An article credited to the business names no person, so no one's consent is needed.
      const expected =
        data.draft !== true && !isConsented(data.authorConsent) && data.author.trim() !== site.businessName.trim();
      expect(listed(rel(article.file), "authorConsent"), article.file).toBe(expected);
    }
  });

  it("lists every claim in the content whose evidence is pending, by file and field", () => {
    const content = join(ROOT, "src", "content");
    for (const name of readdirSync(content, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"))) {
      const file = rel(join(content, name));
      const pending = readFileSync(join(content, name), "utf8").match(/^\s*(- )?evidence: pending\s*$/gm) ?? [];
      const evidenceItems = items.filter((item) => item.file === file && item.field.endsWith("evidence"));
      expect(evidenceItems.length, file).toBe(pending.length);
    }
  });

  it("lists every one of the site's brochures that does not show the settings, naming the field", async () => {
    const moved = { ...site, phone: { display: "0113 555 0199", e164: "+441135550199" } };
    const withMoved = await launchChecklist({ root: ROOT, site: moved, siteUrl: undefined });
    const brochures = franchises()
      .filter((franchise) => franchise.brochureUrl?.startsWith("/brochures/"))
      .map((franchise) => `public${franchise.brochureUrl}`)
      // A missing one fails the build, naming the file and field (content.config.ts).
      .filter((file) => existsSync(join(ROOT, file)));
    const texts = await Promise.all(brochures.map((file) => pdfText(readFileSync(join(ROOT, file)))));
    for (const file of brochures.filter((_, index) => isSiteBrochure(texts[index]!))) {
      expect(
        withMoved.some((item) => item.file === file && item.field === "phone"),
        file,
      ).toBe(true);
    }
  });

  it("lists every visitor-facing file whose words the owner has not approved as they stand, and no other", async () => {
    const files = visitorFiles(ROOT);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const record = readRecord(ROOT, file);
      const approved = record !== undefined && record.sha256 === textHash(await visitorText(ROOT, file));
      expect(listed(file, APPROVAL_FIELD), file).toBe(!approved);
    }
    expect(items.filter((item) => item.field === APPROVAL_FIELD).every((item) => files.includes(item.file))).toBe(true);
  });

  // The script run once for both tests below. That it reads the mail setting from its environment is shown by
  // "exits 0 with nothing listed" further down, which sets it there; that mail or the CRM clears the line, by
  // src/lib/launch/placeholders.test.ts.
  let checkRun: ReturnType<typeof runCheck> | undefined;
  const checkOnce = () => (checkRun ??= runCheck(ROOT));

  it("lists no way to receive enquiries where neither mail nor the CRM is set", async () => {
    expect(listed("environment", "SMTP_HOST")).toBe(true);
    const { output } = await checkOnce();
    expect(output).toContain("environment  SMTP_HOST: No way to receive enquiries");
  });

  it("prints one line per item with its file and field, and exits 1", async () => {
    const { status, output } = await checkOnce();
    expect(status).toBe(1);
    expect(output).toContain(`Launch check: ${items.length} placeholders`);
    for (const item of items) expect(output).toContain(`  ${item.file}  ${item.field}: `);
  });
});

describe("UK figures in the launch check", () => {
  afterEach(() => vi.useRealTimers());
  const facts = parseUkFacts(readFileSync(join(ROOT, UK_FACTS_FILE), "utf8"));
  const factItems = (list: typeof items) =>
    list.filter((item) => item.file === UK_FACTS_FILE && item.field !== APPROVAL_FIELD);

  it("lists exactly the figures whose review-by date has passed today", () => {
    const stale = staleFacts(facts, new Date()).map((fact) => `${fact.id}.reviewBy`);
    expect(factItems(items).map((item) => item.field)).toEqual(stale);
  });

  it("fails, naming the figure, once the clock moves past its review-by date", async () => {
    const soonest = [...facts].sort((a, b) => a.reviewBy.getTime() - b.reviewBy.getTime())[0]!;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(soonest.reviewBy.getTime() + 86_400_000));
    const later = await launchChecklist({ root: ROOT, site, siteUrl: undefined });
    const item = factItems(later).find((candidate) => candidate.field === `${soonest.id}.reviewBy`);
    expect(item?.problem).toContain(
      `"${soonest.display}" (${soonest.label}) was due for review by ${isoDay(soonest.reviewBy)}`,
    );
    expect(item?.problem).toContain(soonest.sourceUrl);
    expect(formatLaunchList(later)).toContain(`${UK_FACTS_FILE}  ${soonest.id}.reviewBy: `);
  });
});

describe("the launch check once everything is replaced", () => {
  const copies: string[] = [];
  afterAll(() => removeCopies(copies));

  const origin = "https://www.harbour-franchise.co.uk";
  const evidence = { source: "Client records, Evidence/claims-2026.xlsx", checkedOn: "2026-12-01" };
  const consent = "{ genuine: true, consentedOn: 2026-11-30 }";
  /** The business's own settings, applied over the template's at the end of the copy's site.ts. */
  const own = {
    phone: { display: "0113 555 0199", e164: "+441135550199" },
    email: "advice@harbour-franchise.co.uk",
    legal: { ...site.legal, companyNumber: "09876543" },
    sample: Object.fromEntries(Object.keys(site.sample).map((key) => [key, false])),
  };
  /** The processors the privacy notice names, each with where it stores data, as the editor's form saves them. */
  const processors = {
    host: { name: "Harbour Hosting Ltd", storedIn: "the UK" },
    email: { name: "Harbour Mail Ltd", storedIn: "the UK" },
    video: { name: "Harbour Video Ltd", storedIn: "the EEA" },
  };

  /** Rewrites every file under `dir` ending in `extension`. */
  function rewrite(dir: string, extension: string, change: (text: string) => string) {
    for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(extension))) {
      const path = join(dir, name);
      writeFileSync(path, change(readFileSync(path, "utf8")));
    }
  }

  it("exits 0 with nothing listed", async () => {
    const copy = await copySiteSources("launch-check-");
    copies.push(copy);
    const content = join(copy, "src", "content");
    const siteFile = join(copy, "src", "config", "site.ts");
    writeFileSync(siteFile, `${readFileSync(siteFile, "utf8")}\nObject.assign(site, ${JSON.stringify(own)});\n`);
    rewrite(join(content, "franchises"), ".yaml", (text) =>
      text
        .replace(/^sample: true$/m, "sample: false")
        .replace(/^introductionFee: "not disclosed"$/m, "introductionFee: none"),
    );
    // The processors named in the file the editor's "Fees, promises and data handling" form writes.
    const policiesFile = join(copy, POLICIES_FILE);
    const policies = JSON.parse(readFileSync(policiesFile, "utf8")) as { dataHandling: Record<string, unknown> };
    policies.dataHandling.processors = processors;
    writeFileSync(policiesFile, JSON.stringify(policies, null, 2));
    rewrite(join(content, "events"), ".mdx", (text) => text.replace(/^sample: true$/m, "sample: false"));
    rewrite(join(content, "blog"), ".mdx", (text) =>
      text.replace(/^author: .*$/m, (line) => `${line}\nauthorConsent: ${consent}`),
    );
    rewrite(content, ".yaml", (text) =>
      text.replace(
        /evidence: pending$/gm,
        `evidence: { source: "${evidence.source}", checkedOn: ${evidence.checkedOn} }`,
      ),
    );
    // Every UK figure checked again today, due for its next review in a year.
    const nextReview = isoDay(new Date(Date.now() + 365 * 86_400_000));
    rewrite(content, "uk-facts.yaml", (text) => text.replace(/^(\s*)reviewBy: .*$/gm, `$1reviewBy: ${nextReview}`));
    // The register of claims, every claim with its evidence on file, and the business's own words for the samples.
    rewrite(content, "claims.json", (text) =>
      text
        .replaceAll('"evidence": "pending"', `"evidence": ${JSON.stringify(evidence)}`)
        .replace(/"Sample (?:definition|policy|text): /g, '"')
        .replaceAll('"n": "pending"', '"n": { "count": 212 }'),
    );
    // The invented quotes deleted; one genuine quote, consented to, in their place.
    const testimonials = join(content, "testimonials.yaml");
    const quotes = (yaml.load(readFileSync(testimonials, "utf8")) as { items: { sample?: boolean }[] }).items.filter(
      (quote) => !quote.sample,
    );
    quotes.push({
      id: "real-client",
      name: "A Client",
      business: "Cleaning franchise owner, Leeds",
      quote: "Clear advice.",
      rating: 5,
      consent: { genuine: true, consentedOn: "2026-11-30" },
    } as object);
    writeFileSync(testimonials, yaml.dump({ items: quotes }));
    // The brochures, printed again from the business's settings.
    const facts = brochureFacts({ ...site, ...own }, origin, claims).map((fact) => fact.value);
    for (const franchise of franchises().filter((f) => f.brochureUrl?.startsWith("/brochures/"))) {
      const pages = [franchise.name, `${BROCHURE_CONTACT_HEADING} ${facts.join(" ")}`];
      writeFileSync(join(copy, "public", franchise.brochureUrl!), minimalPdf(pages));
    }

    // The owner reads every file as it now stands and approves it.
    for (const file of visitorFiles(copy))
      writeRecord(copy, approve(file, await visitorText(copy, file), "A Owner", new Date()));

    const { status, output } = await runCheck(copy, { SITE_URL: origin, SMTP_HOST: "smtp.harbour-franchise.co.uk" });
    expect(output).toContain("Launch check: nothing left to replace or confirm.");
    expect(status).toBe(0);
  });
});
