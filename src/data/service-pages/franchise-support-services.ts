/** Copy of /services/franchise-support-services: four areas, three support packages, results and cadences. */
import { site } from "@/config/site";
import type {
  BenefitCard,
  ItemsSection,
  ProcessStep,
  Service,
  ServicePageBase,
  Stat,
  SupportPackage,
} from "@/data/types";

export const supportServicesPage: ServicePageBase & {
  areas: ItemsSection<Service>;
  packages: ItemsSection<SupportPackage>;
  cadence: ItemsSection<ProcessStep>;
  whyChoose: ItemsSection<BenefitCard>;
  results: ItemsSection<Stat>;
} = {
  meta: {
    path: "/services/franchise-support-services",
    name: "Franchise Support Services",
    serviceType: "Franchise owner support",
    summary: "Operational, team, marketing and emergency support for owners once the doors are open.",
    icon: "users",
    seo: {
      title: "Franchise Support Services for UK Franchise Owners",
      description:
        "Ongoing support for UK franchise owners: operations, team development, marketing and growth, and a 24/7 emergency hotline. Startup, Growth and Premium packages.",
      keywords: ["franchise support", "franchise owner support UK", "franchise operations help", "franchise mentoring"],
    },
  },
  hero: {
    eyebrow: "Franchise support services",
    title: "Support for franchise owners, long after opening day",
    lead: "Independent help with operations, people, marketing and problems, from weekly check-ins to a 24/7 emergency hotline.",
    ctaLabel: "Get Support",
    highlights: [
      { value: "85%", label: "Of our supported clients exceed their projections" },
      { value: "92%", label: "Our client retention" },
      { value: "24hrs", label: "Our average support response" },
      { value: "97%", label: "Our client satisfaction" },
    ],
  },
  areas: {
    heading: {
      eyebrow: "What we support",
      title: "Four areas of support",
      lead: "Help where owners most often get stuck, from one team that knows your business.",
    },
    items: [
      {
        icon: "briefcase",
        title: "Ongoing Operational Support",
        description: "Day-to-day help to keep the business running smoothly and profitably.",
        features: [
          "Weekly check-ins with your support manager",
          "KPI tracking and monthly reporting",
          "Supplier and cost reviews",
          "Compliance and health and safety guidance",
        ],
      },
      {
        icon: "users",
        title: "Team Development",
        description: "Hire well, train well and keep good people.",
        features: [
          "Recruitment and interview support",
          "Training plans for new starters",
          "Manager development",
          "Rotas, retention and HR guidance",
        ],
      },
      {
        icon: "trendingUp",
        title: "Marketing and Growth",
        description: "Local marketing that fills the diary, and plans for the next stage.",
        features: [
          "Local marketing calendar",
          "Online reviews and social media",
          "Monthly strategy sessions",
          "Expansion and multi-unit planning",
        ],
      },
      {
        icon: "alert",
        title: "Problem Resolution",
        description: "Fast, calm help when something goes wrong.",
        features: [
          "24/7 emergency hotline",
          "Franchisor dispute mediation",
          "Cash flow recovery plans",
          "Customer complaint handling",
        ],
      },
    ],
  },
  packages: {
    heading: {
      eyebrow: "Support packages",
      title: "Choose the level of support you need",
      lead: "Every package includes the 24/7 emergency hotline. Prices depend on your business: ask us for a quote.",
    },
    items: [
      {
        id: "startup",
        title: "Startup",
        duration: "First 12 months",
        description: "Structured support through the first year of trading.",
        features: [
          "Weekly check-ins",
          "Launch and 90-day plan",
          "KPI dashboard set-up",
          "24/7 emergency hotline",
        ],
        popular: false,
      },
      {
        id: "growth",
        title: "Growth",
        duration: "Ongoing",
        description: "For established owners who want to grow revenue and team.",
        features: [
          "Monthly strategy sessions",
          "Marketing and growth planning",
          "Team development support",
          "24/7 emergency hotline",
        ],
        popular: true,
      },
      {
        id: "premium",
        title: "Premium",
        duration: "Ongoing",
        description: "Hands-on support for multi-site and high-turnover businesses.",
        features: [
          "Quarterly or bi-annual on-site visits",
          "Dedicated support manager",
          "Monthly strategy sessions",
          "24/7 emergency hotline",
        ],
        popular: false,
      },
    ],
  },
  cadence: {
    heading: {
      eyebrow: "How support works",
      title: "A steady rhythm of support",
      lead: "Weekly check-ins, monthly strategy sessions and quarterly or bi-annual on-site visits, depending on your package.",
    },
    items: [
      {
        step: 1,
        title: "Onboarding review",
        description: "We learn your business, your numbers and your goals.",
        keyPoints: ["Business health check", "Goals for the year"],
      },
      {
        step: 2,
        title: "Weekly check-ins",
        description: "Short calls to keep on top of operations and fix small issues early.",
        keyPoints: ["KPIs reviewed", "Actions agreed"],
      },
      {
        step: 3,
        title: "Monthly strategy sessions",
        description: "A longer session on growth, marketing and the team.",
        keyPoints: ["Monthly report", "Priorities for next month"],
      },
      {
        step: 4,
        title: "On-site visits",
        description: "Quarterly or bi-annual visits to see the business at work.",
        keyPoints: ["Operations walk-through", "Written visit report"],
      },
    ],
  },
  whyChoose: {
    heading: { eyebrow: "Why choose us", title: "Why owners choose our support" },
    items: [
      {
        icon: "shield",
        title: "Independent of your franchisor",
        description: "An outside view that puts your business first, and helps you work well with head office.",
      },
      {
        icon: "users",
        title: "Experienced operators",
        description: "Support managers who have run franchise businesses themselves.",
      },
      {
        icon: "clock",
        title: "Fast response",
        description: "An average support response of 24hrs, and the emergency hotline around the clock.",
      },
      {
        icon: "award",
        title: "Proven results",
        description: `${site.claims.yearsExperience} years of helping UK franchise owners grow.`,
      },
    ],
  },
  results: {
    heading: { title: "Results for supported franchisees" },
    items: [
      { value: "85%", label: "of the franchisees we support exceed their projections" },
      { value: "92%", label: "of the franchisees we support stay with us" },
      { value: "34%", label: "average first-year revenue increase among our clients" },
      { value: "24hrs", label: "our average support response" },
      { value: "97%", label: "our client satisfaction score" },
    ],
  },
  closing: {
    title: "Get the support your franchise deserves",
    text: "Tell us about your business and we will recommend the right package, with a clear quote.",
  },
};
