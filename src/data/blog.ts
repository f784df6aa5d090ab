/** Copy for the blog list pages, the article call to action and the RSS feed. */
import { site } from "@/config/site";

export const blogListCopy = {
  eyebrow: "Advice Blog",
  title: "Franchise Advice & Insights",
  lead: "Practical, UK-focused guides to choosing, funding, checking and running a franchise, from first enquiry to exit.",
  metaTitle: "Franchise Advice Blog: UK Guides and Insights",
  metaDescription:
    "Free UK franchise advice: guides to buying, financing, due diligence, franchise agreements, territories and tax, plus real-world case studies.",
  keywords: [
    "franchise advice",
    "buying a franchise UK",
    "franchise finance",
    "franchise due diligence",
    "franchise blog",
  ],
  /** Heading of static pages 2, 3, … for readers without JavaScript. */
  olderTitle: "Older articles",
} as const;

/** The call to action inside every article (article pages carry no contact section, so it goes to /#contact). */
export const articleCtaCopy = {
  title: "Talk it through with an adviser",
  text: `Book a free ${site.discoveryCallMinutes}-minute discovery call. We reply within ${site.replyWithin}, and there is no obligation.`,
  href: "/#contact",
  label: "Book Free Consultation",
} as const;

/** The RSS feed, linked from the head of every page. */
export const blogFeed = {
  path: "/rss.xml",
  title: `${site.businessName}: Advice Blog`,
  description: "New UK franchise guides and case studies: buying, financing, legal checks and growing a franchise.",
} as const;
