/** Copy of /services/business-coaching: four programmes, the Assess, Plan, Execute method and 47%, 92%, 85%. */
import { site } from "@/config/site";
import type { BenefitCard, ItemsSection, ProcessStep, Service, ServicePageBase, Stat } from "@/data/types";

export const businessCoachingPage: ServicePageBase & {
  programmes: ItemsSection<Service>;
  method: ItemsSection<ProcessStep>;
  results: ItemsSection<Stat>;
  benefits: ItemsSection<BenefitCard>;
} = {
  meta: {
    path: "/services/business-coaching",
    name: "Business Coaching",
    serviceType: "Business coaching for franchise owners",
    summary: "Coaching programmes for new, growing and established franchise owners, and for turnarounds.",
    icon: "trendingUp",
    seo: {
      title: "Business Coaching for Franchise Owners UK",
      description:
        "Business coaching for UK franchise owners: Launch (6 months), Growth (12 months), Executive (ongoing) and Turnaround (9 months) programmes.",
      keywords: ["franchise business coaching", "business coach UK", "franchise owner coaching", "franchise growth"],
    },
  },
  hero: {
    eyebrow: "Business coaching",
    title: "Business coaching that grows franchise owners, not just franchises",
    lead: "Structured programmes for every stage, from your first six months of trading to leading a multi-site business or turning one around.",
    ctaLabel: "Book a Coaching Call",
    highlights: [
      { value: "47%", label: "Our coaching clients' average revenue growth" },
      { value: "92%", label: "Of our coaching clients reach their agreed goals" },
      { value: "85%", label: "Of our coaching clients report better work-life balance" },
    ],
  },
  programmes: {
    heading: {
      eyebrow: "Coaching programmes",
      title: "Four programmes for four stages of ownership",
      lead: "Every programme pairs you with one coach who has run a franchise business.",
    },
    items: [
      {
        icon: "lightbulb",
        title: "Launch Programme",
        duration: "6 months",
        description: "For new owners: build good habits before bad ones form.",
        features: [
          "Fortnightly coaching sessions",
          "First-year targets and dashboard",
          "Local marketing plan",
          "First hires and rotas",
        ],
      },
      {
        icon: "trendingUp",
        title: "Growth Programme",
        duration: "12 months",
        description: "For owners ready to add revenue, staff or a second territory.",
        features: [
          "Monthly strategy sessions",
          "Pricing and margin review",
          "Team leadership coaching",
          "Expansion and funding plan",
        ],
      },
      {
        icon: "briefcase",
        title: "Executive Programme",
        duration: "Ongoing",
        description: "For multi-unit owners who want a sounding board at board level.",
        features: [
          "Quarterly business reviews",
          "Management team development",
          "Acquisition and exit planning",
          "On-call advice between sessions",
        ],
      },
      {
        icon: "shield",
        title: "Turnaround Programme",
        duration: "9 months",
        description: "For businesses under pressure: stabilise first, then rebuild.",
        features: [
          "Rapid cash flow diagnosis",
          "Cost and margin recovery plan",
          "Franchisor liaison support",
          "Weekly check-ins in the first 90 days",
        ],
      },
    ],
  },
  method: {
    heading: {
      eyebrow: "Our method",
      title: "Assess, Plan, Execute",
      lead: "Three stages that repeat through every programme, so progress is measured, not assumed.",
    },
    items: [
      {
        step: 1,
        title: "Assess",
        description: "We look hard at where the business and you are today.",
        keyPoints: ["Financial and operational review", "Strengths and gaps", "Your goals for the business"],
      },
      {
        step: 2,
        title: "Plan",
        description: "Together we set targets and a realistic plan to reach them.",
        keyPoints: ["Quarterly targets", "Priorities and owners", "Key numbers to watch"],
      },
      {
        step: 3,
        title: "Execute",
        description: "We hold you to the plan, adjust it as results come in and celebrate the wins.",
        keyPoints: ["Regular accountability sessions", "Progress dashboard", "Plan reviewed each quarter"],
      },
    ],
  },
  results: {
    heading: { title: "Coaching results" },
    items: [
      { value: "47%", label: "average revenue growth among the owners we coach" },
      { value: "92%", label: "of our clients reach the goals agreed at the start" },
      { value: "85%", label: "of our clients report a better work-life balance" },
    ],
  },
  benefits: {
    heading: { eyebrow: "Why coaching", title: "What owners get from coaching" },
    items: [
      {
        icon: "users",
        title: "A coach who has done it",
        description: "Every coach has owned or managed a franchise business.",
      },
      {
        icon: "target",
        title: "Clear priorities",
        description: "Fewer, better decisions each week, focused on what moves the numbers.",
      },
      {
        icon: "chart",
        title: "Measured progress",
        description: "A simple dashboard shows what is working and what is not.",
      },
      {
        icon: "clock",
        title: "Time back",
        description: "Systems and delegation that take the owner out of every task.",
      },
    ],
  },
  closing: {
    title: "Find the right coaching programme",
    text: `Book a free ${site.discoveryCallMinutes}-minute call and we will recommend the programme that fits where your business is today.`,
  },
};
