// The no-JavaScript lead error page. Its back link goes only to a path on this site, whatever view it is given: the
// handler already drops other sourcePaths, and the page does not rely on that. Its words are the owner's
// (src/content/pages/lead-error.yaml): each outcome shows its own title and heading, and every placeholder a line
// may use is filled in by the page.
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { getContainerRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import type { SSRManifest } from "astro";
import { describe, expect, it, vi } from "vitest";
import LeadErrorPage from "@/pages/lead-error.astro";
import type { LeadErrorView } from "@/lib/leads/handler";
import { LEAD_ERROR_PLACEHOLDERS, leadErrorPageSchema } from "@/lib/schemas/lead-error-page-schema";
import { expandCopy, type Settings } from "@/lib/site/expand-settings";
import { copySettings } from "@/lib/facts/uk-facts-file";
import { withEveryAllowedPlaceholder } from "../support/copy-placeholders";
import { BOOKING_WORDS, unitsLabel } from "@/lib/events/vocabulary";
import { leadErrorPage } from "./copy-files";

const LEAD_ERROR_FILE = "src/content/pages/lead-error.yaml";
/** The file with every line given each placeholder it allows, while a test asks for it. */
const saturated = {
  on: false,
  copy: withEveryAllowedPlaceholder(
    leadErrorPageSchema,
    yaml.load(readFileSync(LEAD_ERROR_FILE, "utf8")) as Record<string, unknown>,
    Object.keys(LEAD_ERROR_PLACEHOLDERS),
  ).copy,
};

// The Container API has no content store: the copy comes from the YAML files (or the saturated one), and the
// form's franchise list and the events can be empty here.
vi.mock("@/lib/content/page-copy", async (importOriginal) => {
  const files = await import("./copy-files");
  return {
    ...(await importOriginal<typeof import("@/lib/content/page-copy")>()),
    getPageCopy: async (collection: string, extra: Settings = {}) =>
      collection === "leadErrorPage" && saturated.on
        ? // An unknown placeholder throws here: one the page does not fill.
          expandCopy(saturated.copy, { ...copySettings(), ...extra }, LEAD_ERROR_FILE)
        : files.readPageCopy(collection, extra),
    getPackages: async () => files.packages(),
  };
});
vi.mock("@/lib/content/franchises", () => ({ getFranchises: async () => [] }));
vi.mock("@/lib/content/navigation", async () => ({ getMenus: async () => (await import("./copy-files")).menus() }));
vi.mock("@/lib/content/events", () => ({ getEvents: async () => [] }));

async function render(leadError: LeadErrorView | undefined) {
  const renderers = await loadRenderers([getContainerRenderer()]);
  const clientDirectives = new Map([["intent", "(()=>{})"]]);
  const container = await AstroContainer.create({
    renderers,
    manifest: { clientDirectives } as unknown as SSRManifest,
  });
  return container.renderToString(LeadErrorPage, { locals: leadError ? { leadError } : {} });
}

const view = (over: Partial<LeadErrorView> = {}): LeadErrorView => ({
  status: 400,
  message: "The reason.",
  errors: {},
  values: {},
  sourcePath: "/contact",
  ...over,
});
const booking = (over: Partial<NonNullable<LeadErrorView["booking"]>> = {}) => ({
  eventSlug: "an-evening",
  eventTitle: "An Evening of Franchising",
  eventPath: "/events/an-evening",
  full: false,
  seatsPerBooking: 4,
  ...over,
});
const held = { status: "booked" as const, seats: 2, bookedAt: "2026-11-02T10:00:00Z" };

/** Each outcome the page tells apart, by its words' group in the file. */
const OUTCOMES = {
  fullyBooked: view({ status: 409, booking: booking({ full: true }), values: { formKind: "booking" } }),
  held: view({ status: 409, booking: booking({ held }), values: { formKind: "booking" } }),
  received: view({ status: 409, formKind: "enquiry" }),
  fieldProblem: view({ formKind: "consultation", errors: { email: "Enter an email address" } }),
  notSent: view({ status: 503 }),
} as const;

/** An element's text as written in the file: Astro escapes these five. */
const unescaped = (html = "") =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name as keyof typeof ENTITIES]);
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" } as const;
const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({ href, text: unescaped(text) }));
const backLink = (html: string) => {
  const { backLink: label } = leadErrorPage();
  return links(html).find((link) => link.text === label)?.href;
};
const heading = (html: string) => unescaped(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]);
const title = (html: string) => unescaped(/<title>([^<]*)<\/title>/.exec(html)?.[1]);

describe("the lead error page's back link", () => {
  it("goes back to the page the form was on", async () => {
    expect(backLink(await render(view({ sourcePath: "/franchises/some-franchise" })))).toBe(
      "/franchises/some-franchise#contact",
    );
  });

  it.each(["//2130706433", "/\\evil.example", "https://evil.example/", "javascript:alert(1)"])(
    "goes to /contact, not to %s",
    async (sourcePath) => {
      expect(backLink(await render(view({ sourcePath })))).toBe("/contact#contact");
    },
  );
});

describe("the lead error page's words", () => {
  it.each(Object.entries(OUTCOMES))("%s: the outcome's own title and heading", async (outcome, leadError) => {
    const words = leadErrorPage()[outcome as keyof typeof OUTCOMES];
    const html = await render(leadError);
    expect(heading(html)).toBe(words.heading);
    expect(title(html)).toContain(words.metaTitle);
  });

  it("says the file's fallback line when no form was sent to it", async () => {
    const { fallbackMessage } = leadErrorPage();
    const lines = [...(await render(undefined)).matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map(([, text]) => unescaped(text));
    expect(lines).toContain(fallbackMessage);
  });

  it("fills in every placeholder each line may use, in every outcome", async () => {
    saturated.on = true;
    try {
      for (const leadError of [...Object.values(OUTCOMES), undefined]) {
        const html = await render(leadError);
        expect(html).not.toMatch(/\{(unit|units|event)\}/);
      }
      // The held booking's words name what the event books (with the events mocked away, a seminar's), and the
      // mail's subject the event.
      const withHeld = await render(OUTCOMES.held);
      expect([...withHeld.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map(([, text]) => text)).toContainEqual(
        expect.stringContaining(unitsLabel(BOOKING_WORDS.seminar)),
      );
      const subject = new URL(links(withHeld).find((link) => link.href.startsWith("mailto:"))!.href).searchParams;
      expect(subject.get("subject")).toContain(OUTCOMES.held.booking!.eventTitle);
    } finally {
      saturated.on = false;
    }
  });
});
