/** Copy of the home page: hero, video, packages intro, services intro and the about section. */
import { accreditationLine, site, tagline } from "@/config/site";
import type { SectionCopy, Stat } from "@/data/types";

export const homeHero = {
  /** The tagline is the page's main heading. */
  title: tagline,
  subtitle: "Find, fund and launch the right franchise, with independent advice on your side",
  lead: `Franchise advisory, broker consultation and business coaching for buyers across the UK. Start with a free ${site.discoveryCallMinutes}-minute discovery call.`,
  trustPoints: [
    accreditationLine,
    `Our ${site.claims.franchisorRelationships} franchisor relationships`,
    `Online enquiries answered ${site.enquiryDays}; phone lines ${site.hours.display}`,
  ],
};

export const homePackagesHeading: SectionCopy = {
  eyebrow: "Service packages",
  title: "Simple, one-time packages",
  lead: `${site.payment.summary} Not sure which fits? The free ${site.discoveryCallMinutes}-minute discovery call will tell you.`,
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
    `For more than twenty years we have helped people across the UK choose, fund and open the right franchise. We sit on the buyer's side of the table.`,
    `${site.payment.clientFee} ${site.payment.introductionFees} ${site.payment.independence}`,
    `Our advisors, analysts and coaches know ${site.claims.franchisorRelationships} franchisors and what it takes to succeed with them, from home services to food, care and leisure.`,
  ],
  stats: [
    { value: site.claims.happyClients, label: "Happy clients" },
    { value: site.claims.yearsExperience, label: "Years of experience" },
    { value: site.claims.successRate, label: "Our clients' success rate" },
  ] satisfies Stat[],
};
