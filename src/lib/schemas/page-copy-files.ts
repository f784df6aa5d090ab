/**
 * The one list of page-copy files (src/content/pages/<file>.yaml): each file's content collection, its schema and
 * its form in the browser editor. The content layer (src/content.config.ts), the editor (keystatic.config.ts), the
 * editor's content check (src/lib/content/content-check.ts) and the pages' reader (src/lib/content/page-copy.ts)
 * all read it, so a new page-copy file is added here and nowhere else.
 */
import type { z } from "astro/zod";
import { affordabilityFigures } from "@/lib/decide/affordability-figures";
import {
  aboutPageSchema,
  blogPagesSchema,
  callMailsSchema,
  contactPageSchema,
  dataRecipientsSchema,
  decidePagesSchema,
  eventBookingPagesSchema,
  franchisePagesSchema,
  homePageSchema,
  locationPageSchema,
  searchPageSchema,
  seatPageSchema,
  servicesPageSchema,
} from "./copy-schemas";
import { leadMailsSchema } from "./lead-mails-schema";
import { callBookedPageSchema } from "./call-booked-schema";
import { eventNoticesSchema } from "./event-notices-schema";
import { leadRefusalsSchema } from "./lead-refusals-schema";
import { thankYouPageSchema } from "./thank-you-page-schema";
import { leadErrorPageSchema } from "./lead-error-page-schema";
import { calendarWordsSchema } from "./calendar-words-schema";
import { footerCopySchema } from "./footer-copy-schema";
import { PAGE_COPY_LABELS, type FormLabels } from "./page-copy-labels";

/** The editor's navigation groups a page-copy form can sit in (keystatic.config.ts adds the other forms). */
export type EditorGroup = "Pages" | "Articles and events" | "Other pages";

/** One page-copy file: its name under src/content/pages/ (no .yaml), its schema, and its form in the editor. */
export interface PageCopyFile {
  file: string;
  schema: z.ZodTypeAny;
  /** Placeholders of the file's own, filled in for every page that reads it, beside the site settings. */
  fills?: () => Readonly<Record<string, string>>;
  /**
   * The form's key in the editor (its address, /keystatic/singleton/<key>), its title and its group, and the titles
   * of its fields where the ones made from their keys would read like code (page-copy-labels.ts).
   */
  editor: { key: string; label: string; group: EditorGroup; labels?: FormLabels };
}

/** Every page-copy file by its content collection's name, in the order the editor lists them within a group. */
export const PAGE_COPY_FILES = {
  homePage: {
    file: "home",
    schema: homePageSchema,
    editor: { key: "page-home", label: "Page copy: home", group: "Pages" },
  },
  servicesPage: {
    file: "services",
    schema: servicesPageSchema,
    editor: { key: "page-services", label: "Page copy: services and packages", group: "Pages" },
  },
  aboutPage: {
    file: "about",
    schema: aboutPageSchema,
    editor: { key: "page-about", label: "Page copy: about", group: "Pages" },
  },
  franchisePages: {
    file: "franchises",
    schema: franchisePagesSchema,
    editor: {
      key: "page-franchises",
      label: "Page copy: franchises",
      group: "Pages",
      labels: PAGE_COPY_LABELS.franchisePages,
    },
  },
  locationPage: {
    file: "locations",
    schema: locationPageSchema,
    editor: {
      key: "page-locations",
      label: "Page copy: locations",
      group: "Pages",
      labels: PAGE_COPY_LABELS.locationPage,
    },
  },
  blogPages: {
    file: "blog",
    schema: blogPagesSchema,
    editor: { key: "page-blog", label: "Page copy: blog", group: "Articles and events" },
  },
  contactPage: {
    file: "contact",
    schema: contactPageSchema,
    editor: {
      key: "page-contact",
      label: "Page copy: contact forms",
      group: "Other pages",
      labels: PAGE_COPY_LABELS.contactPage,
    },
  },
  footerCopy: {
    file: "footer",
    schema: footerCopySchema,
    editor: { key: "page-footer", label: "Page copy: the footer on every page", group: "Other pages" },
  },
  thankYouPage: {
    file: "thank-you",
    schema: thankYouPageSchema,
    editor: {
      key: "page-thank-you",
      label: "Page copy: the thank-you page (a form sent without JavaScript)",
      group: "Other pages",
      labels: PAGE_COPY_LABELS.thankYouPage,
    },
  },
  leadErrorPage: {
    file: "lead-error",
    schema: leadErrorPageSchema,
    editor: {
      key: "page-lead-error",
      label: "Page copy: a form that could not be sent (without JavaScript)",
      group: "Other pages",
      labels: PAGE_COPY_LABELS.leadErrorPage,
    },
  },
  decidePages: {
    file: "decide",
    schema: decidePagesSchema,
    // /affordability's words state the calculator's settings; /shortlist's notices keep {name} for the franchise
    // each names, filled per request by shortlistNoticeText.
    fills: () => ({ ...affordabilityFigures(), name: "{name}" }),
    editor: {
      key: "page-decide",
      label: "Page copy: deciding tools",
      group: "Other pages",
      labels: PAGE_COPY_LABELS.decidePages,
    },
  },
  searchPage: {
    file: "search",
    schema: searchPageSchema,
    editor: { key: "page-search", label: "Page copy: search", group: "Other pages" },
  },
  seatPage: {
    file: "seat",
    schema: seatPageSchema,
    editor: { key: "page-seat", label: "Page copy: a booking's own page (give up a seat)", group: "Other pages" },
  },
  callBookedPage: {
    file: "call-booked",
    schema: callBookedPageSchema,
    editor: { key: "page-call-booked", label: "Page copy: a booked free call's page", group: "Other pages" },
  },
  eventBookingPages: {
    file: "event-booking",
    schema: eventBookingPagesSchema,
    editor: { key: "page-event-booking", label: "Page copy: after an event booking", group: "Other pages" },
  },
  eventNotices: {
    file: "event-notices",
    schema: eventNoticesSchema,
    editor: {
      key: "page-event-notices",
      label: "Page copy: an event's notices (cancelled, moved, full)",
      group: "Articles and events",
      labels: PAGE_COPY_LABELS.eventNotices,
    },
  },
  // Read by the outbox itself (src/lib/leads/call-mail.ts); the collection checks the file.
  freeCallMails: {
    file: "free-call-mails",
    schema: callMailsSchema,
    editor: {
      key: "mail-free-call",
      label: "Emails: the free call",
      group: "Other pages",
      labels: PAGE_COPY_LABELS.freeCallMails,
    },
  },
  // Read by the outbox itself (src/lib/leads/mail.ts); the collection checks the file.
  leadMails: {
    file: "lead-mails",
    schema: leadMailsSchema,
    editor: {
      key: "mail-leads",
      label: "Emails: event bookings, and the business's own notifications",
      group: "Other pages",
      labels: PAGE_COPY_LABELS.leadMails,
    },
  },
  // Read by the lead pipeline itself (src/lib/leads/refusal-words.ts); the collection checks the file.
  leadRefusals: {
    file: "lead-refusals",
    schema: leadRefusalsSchema,
    editor: {
      key: "page-lead-refusals",
      label: "Forms: what a refused booking or enquiry is told",
      group: "Other pages",
      labels: PAGE_COPY_LABELS.leadRefusals,
    },
  },
  // Read by the calendar writers themselves (src/lib/leads/calendar-words.ts); the collection checks the file.
  calendarFiles: {
    file: "calendar-files",
    schema: calendarWordsSchema,
    editor: {
      key: "page-calendar-files",
      label: "Calendar files: an event's, and a free call's (.ics)",
      group: "Articles and events",
      labels: PAGE_COPY_LABELS.calendarFiles,
    },
  },
  // The privacy notice's recipients, read by src/lib/leads/config.ts itself; the collection checks the file.
  privacyPage: {
    file: "privacy",
    schema: dataRecipientsSchema,
    editor: { key: "page-privacy", label: "Page copy: privacy notice recipients", group: "Other pages" },
  },
} as const satisfies Record<string, PageCopyFile>;

/** A page-copy file's content collection. */
export type PageCopyCollection = keyof typeof PAGE_COPY_FILES;

/** A page-copy file's path from the project root, as problems with it are named. */
export const pageCopyPath = (file: string) => `src/content/pages/${file}.yaml`;

/** The page-copy forms of one editor group, by key, in the registry's order. */
export function pageCopyFormsIn(group: EditorGroup): string[] {
  return Object.values(PAGE_COPY_FILES as Record<string, PageCopyFile>)
    .filter((entry) => entry.editor.group === group)
    .map((entry) => entry.editor.key);
}
