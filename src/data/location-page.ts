/**
 * Copy repeated on every location page (spec "Location page"): the three service cards, the reasons to
 * choose us and the five-step process. Texts that mention the place take its name; figures come from the
 * site config so they are stated once.
 */
import { accreditationLine, site } from "@/config/site";
import type { IconName } from "@/components/ui/icon-paths";

export interface LocationServiceCard {
  icon: IconName;
  title: string;
  text: (place: string) => string;
  href: string;
  /** The link's visible text; names the service so each link makes sense on its own. */
  linkLabel: string;
}

export interface LocationReason {
  icon: IconName;
  title: string;
  text: (place: string) => string;
}

export interface LocationStep {
  title: string;
  text: (place: string) => string;
}

export const locationServices: readonly LocationServiceCard[] = [
  {
    icon: "lightbulb",
    title: "Franchise Advisor",
    text: (place) =>
      `Independent advice on which franchises suit your budget, skills and goals, weighed against what customers in ${place} actually buy.`,
    href: "/services/franchise-advisor-services",
    linkLabel: "Franchise advisor services",
  },
  {
    icon: "briefcase",
    title: "Franchise Broker",
    text: (place) =>
      `We introduce you to franchisors with territories open in and around ${place}, and help you compare their terms side by side.`,
    href: "/services/franchise-broker-consultation",
    linkLabel: "Franchise broker consultation",
  },
  {
    icon: "chart",
    title: "Business Coaching",
    text: (place) =>
      `Coaching for new and established franchise owners in ${place}: launch plans, hiring, local marketing and steady growth.`,
    href: "/services/business-coaching",
    linkLabel: "Business coaching",
  },
];

export const locationReasons: readonly LocationReason[] = [
  {
    icon: "shield",
    title: "Accredited advisors",
    text: () => `${accreditationLine}, so our advice follows its code of ethics.`,
  },
  {
    icon: "clock",
    title: "Over 20 years of experience",
    text: () =>
      `Advising UK franchise buyers since ${site.foundedYear}, with ${site.claims.happyClients} clients helped and ${site.claims.franchisorRelationships} franchisor relationships.`,
  },
  {
    icon: "mapPin",
    title: "Local knowledge",
    text: (place) =>
      `We know the customers, premises costs and competition in ${place}, and which territories nearby are still open.`,
  },
  {
    icon: "phone",
    title: "Free initial consultation",
    text: () =>
      `Your first ${site.discoveryCallMinutes}-minute discovery call is free, with no obligation to buy anything.`,
  },
  {
    icon: "users",
    title: "Ongoing support",
    text: () => "We stay with you after launch, with check-ins and coaching as your franchise grows.",
  },
];

export const locationSteps: readonly LocationStep[] = [
  {
    title: "Free consultation call",
    text: (place) =>
      `A free ${site.discoveryCallMinutes}-minute call about your goals, budget and the kind of business you want to run in ${place}.`,
  },
  {
    title: "Franchise matching",
    text: () => "A shortlist of franchises that fit your skills, investment level and lifestyle, with the reasons for each.",
  },
  {
    title: "Due diligence support",
    text: () => "Help reading the franchise agreement and any disclosure document the franchisor provides, checking the figures and speaking to existing franchisees.",
  },
  {
    title: "Funding assistance",
    text: () => "Guidance on franchise lending, business plans and cash-flow forecasts that lenders take seriously.",
  },
  {
    title: "Launch support",
    text: (place) => `Practical help with premises, hiring and local marketing as you open for business in ${place}.`,
  },
];

/** The blog guide the closing buttons point to. */
export const firstFranchiseGuide = {
  href: "/blog/how-to-buy-your-first-franchise-uk",
  label: "First Franchise Buying Guide",
} as const;
