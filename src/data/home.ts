/** Copy of the home page: hero, video, packages intro, services intro and the about section. */
import { site, tagline } from "@/config/site";
import type { SectionCopy, Stat } from "@/data/types";

export const homeHero = {
  /** The tagline is the page's main heading. */
  title: tagline,
  subtitle: "Find, fund and launch the right franchise, with independent advice on your side",
  lead: `Franchise advisory, broker consultation and business coaching for buyers across the UK. Start with a free ${site.discoveryCallMinutes}-minute discovery call.`,
  trustPoints: [
    site.claims.accreditation,
    `${site.claims.franchisorRelationships} franchisor relationships`,
    `Available ${site.claims.availability}`,
  ],
};

export const heroVideo = {
  /** Label of the play button and title of the dialog. */
  title: "Watch: how we help you choose the right franchise",
  caption: "2-minute introduction",
};

export const homePackagesHeading: SectionCopy = {
  eyebrow: "Service packages",
  title: "Simple, one-time packages",
  lead: `Fixed prices, no commission-driven advice. Not sure which fits? The free ${site.discoveryCallMinutes}-minute discovery call will tell you.`,
};

export const homeServicesHeading: SectionCopy = {
  eyebrow: "How we help",
  title: "Expert help at every stage",
  lead: "From your first question about franchising to growing a multi-site business.",
};

export const homeAbout = {
  eyebrow: "About us",
  title: `Independent franchise advisors since ${site.foundedYear}`,
  paragraphs: [
    `For more than twenty years we have helped people across the UK choose, fund and open the right franchise. We sit on the buyer's side of the table: you pay a fixed fee, so our advice answers to you.`,
    `Our advisors, analysts and coaches know ${site.claims.franchisorRelationships} franchisors and what it takes to succeed with them, from home services to food, care and leisure.`,
  ],
  stats: [
    { value: site.claims.happyClients, label: "Happy clients" },
    { value: site.claims.yearsExperience, label: "Years of experience" },
    { value: site.claims.successRate, label: "Success rate" },
  ] satisfies Stat[],
};
