/** Copy of /services/franchise-advisor-services: four services, four process steps and the 93% success rate. */
import { accreditationLine, site } from "@/config/site";
import type { BenefitCard, ItemsSection, ProcessStep, Service, ServicePageBase, Stat } from "@/data/types";

export const advisorServicesPage: ServicePageBase & {
  services: ItemsSection<Service>;
  process: ItemsSection<ProcessStep>;
  results: ItemsSection<Stat>;
  benefits: ItemsSection<BenefitCard>;
} = {
  meta: {
    path: "/services/franchise-advisor-services",
    name: "Franchise Advisor Services",
    serviceType: "Franchise advisory",
    summary: "Matching, due diligence, business planning and mentoring from one independent advisor.",
    icon: "target",
    seo: {
      title: "Franchise Advisor Services UK: Matching, Due Diligence and Planning",
      description: `Independent UK franchise advisors: franchise matching, due diligence support, business planning and ongoing mentoring; ${site.claims.advisorSuccessRate} of our advised clients succeed.`,
      keywords: ["franchise advisor UK", "franchise consultant", "franchise matching", "franchise due diligence"],
    },
  },
  hero: {
    eyebrow: "Franchise advisor services",
    title: "An independent franchise advisor on your side, from first idea to opening day",
    lead: "We match you to franchises that fit your skills, budget and goals, test every claim before you sign, and stay with you through launch.",
    ctaLabel: "Book Free Consultation",
    highlights: [
      { value: site.claims.advisorSuccessRate, label: "Our advised clients' success rate" },
      { value: site.claims.happyClients, label: "Clients helped" },
      { value: site.claims.yearsExperience, label: "Years of experience" },
      { value: site.claims.franchisorRelationships, label: "Franchisor relationships" },
    ],
  },
  services: {
    heading: {
      eyebrow: "What we do",
      title: "Four services, one advisor who knows your case",
      lead: "Use one service or all four. Each is led by the same advisor, so nothing is lost between stages.",
    },
    items: [
      {
        icon: "target",
        title: "Franchise Matching and Selection",
        description:
          "We profile your skills, finances and lifestyle goals, then compare them with hundreds of UK franchise systems.",
        features: [
          "Personality, skills and lifestyle assessment",
          "Budget and funding capacity review",
          "A shortlist ranked by fit, not by commission",
          "Honest notes on each system's strengths and weaknesses",
        ],
      },
      {
        icon: "shield",
        title: "Due Diligence Support",
        description: "We help you check a franchise properly before any money changes hands.",
        features: [
          "Questions to put to the franchisor, with model answers",
          "Structured interviews with existing franchisees",
          "Review of accounts and unit economics",
          "Red-flag check of the disclosure document, where the franchisor provides one",
        ],
      },
      {
        icon: "chart",
        title: "Business Planning and Strategy",
        description: "A lender-ready business plan with figures you have tested, not copied from a brochure.",
        features: [
          "Three-year financial projections",
          "Funding strategy and lender introductions",
          "Local marketing and launch plan",
          "Staffing and premises planning",
        ],
      },
      {
        icon: "users",
        title: "Ongoing Support and Mentoring",
        description: "Regular mentoring through the first year, when most of the hard decisions are made.",
        features: [
          "Scheduled mentoring calls",
          "Help preparing for franchisor reviews",
          "Early-warning checks on cash flow",
          "Access to our network of experienced owners",
        ],
      },
    ],
  },
  process: {
    heading: {
      eyebrow: "How it works",
      title: "Our four-step advisory process",
      lead: "A clear path from the first conversation to trading, with a decision point at every step.",
    },
    items: [
      {
        step: 1,
        title: "Initial Consultation",
        description: "We learn about your background, your goals and how much you can invest.",
        keyPoints: [
          `Free ${site.discoveryCallMinutes}-minute discovery call`,
          "Skills and lifestyle assessment",
          "Investment range agreed",
        ],
      },
      {
        step: 2,
        title: "Franchise Matching",
        description: "We shortlist the franchises that fit you and explain why each made the list.",
        keyPoints: ["Shortlist ranked by fit", "Sector and territory outlook", "Introductions to franchisors"],
      },
      {
        step: 3,
        title: "Due Diligence",
        description: "We help you test the franchisor's claims and the figures before you sign.",
        keyPoints: ["Franchisee interviews", "Financial review", "Agreement red-flag check"],
      },
      {
        step: 4,
        title: "Launch Support",
        description: "We stay with you through funding, fit-out and your first months of trading.",
        keyPoints: ["Business plan and funding", "Launch marketing plan", "First-year mentoring"],
      },
    ],
  },
  results: {
    heading: { title: "Results our clients can check" },
    items: [
      { value: site.claims.advisorSuccessRate, label: "of advised clients are trading successfully" },
      { value: site.claims.happyClients, label: "clients helped into franchise ownership" },
      { value: site.claims.franchisorRelationships, label: "franchisor relationships across the UK" },
      { value: site.claims.yearsExperience, label: `years of advice since ${site.foundedYear}` },
    ],
  },
  benefits: {
    heading: {
      eyebrow: "Why an advisor",
      title: "Why buyers work with an independent advisor",
    },
    items: [
      {
        icon: "shield",
        title: "Advice that answers to you",
        description: `${site.payment.clientFee} ${site.payment.independence}`,
      },
      {
        icon: "award",
        title: "Accredited and experienced",
        description: `${accreditationLine}, with ${site.claims.yearsExperience} years of UK franchise experience.`,
      },
      {
        icon: "mapPin",
        title: "UK-wide knowledge",
        description: "Advisors who know the franchise markets of England, Scotland, Wales and Northern Ireland.",
      },
      {
        icon: "clock",
        title: `Online enquiries answered ${site.enquiryDays}`,
        description: `Phone lines are open ${site.hours.display}; send an enquiry any day and we reply within ${site.replyWithin}.`,
      },
    ],
  },
  closing: {
    title: "Start with a free conversation",
    text: `Tell us what you are looking for in a free ${site.discoveryCallMinutes}-minute discovery call. No obligation, no sales pitch.`,
  },
};
